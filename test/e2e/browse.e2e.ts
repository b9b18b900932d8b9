// Fans find a place to watch: home, All Cities, city page (filters, map), venue page, at phone and desktop sizes.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CITY_VENUE_PAGE_SIZE, STANDALONE_CSV_HEADER } from "../../src-worker/shared/constants";
import type { CityDetail, CityListItem } from "../../src-worker/shared/contract/cities";
import type { Venue, VenueSummary } from "../../src-worker/shared/contract/venues";
import { time12 } from "../../src-worker/shared/hours";
import homeEn from "../../src-worker/shared/i18n/messages/en/home";
import homeEs from "../../src-worker/shared/i18n/messages/es/home";
import { expectNoSeriousViolations, serveAxe } from "./axe";
import {
  baseURL,
  desktopAndPhone,
  expectNoHorizontalScroll,
  getJson,
  launch,
  openPage,
  pageApi,
  pageJson,
  screenshot,
  signInRequests,
  type TrackedPage,
  VIEWPORTS,
} from "./fixtures";
import { expectMapVenues, openVenueOnMap, showLocationMap } from "./map";

/** Console errors other than failed resource loads (map tiles do not exist in tests). */
const realErrors = (t: TrackedPage) => t.consoleErrors.filter((e) => !/Failed to load resource/i.test(e));

/** Nothing left the machine, and no console errors but failed resource loads. */
function expectQuiet(t: TrackedPage) {
  expect(t.external).toEqual([]);
  expect(realErrors(t)).toEqual([]);
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

const seattleLatLng = { latitude: 47.6097, longitude: -122.3331 };

describe("browse: home, cities, city page, venue page", () => {
  const browsers = desktopAndPhone();
  let cities: CityListItem[];
  let seattleVenues: VenueSummary[];

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    for (const ctx of [browsers.desktop, browsers.phone]) {
      await ctx.grantPermissions(["geolocation"], { origin: baseURL() });
      await ctx.setGeolocation(seattleLatLng);
    }
    const { page } = await openPage(browsers.desktop, "/about");
    cities = await pageJson<CityListItem[]>(page, "/api/cities");
    seattleVenues = await pageJson<VenueSummary[]>(page, "/api/cities/seattle/venues");
    await page.close();
  });

  describe("home", () => {
    it("shows the hero, featured venues and cities; the search counts matches and links to All Cities", async () => {
      const tracked = await openPage(browsers.desktop, "/");
      const { page } = tracked;
      const hero = page.getByTestId("hero");
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByTestId("hero-headline").textContent()).toBeTruthy();
      expect(await page.getByPlaceholder("Search your city...").isVisible()).toBe(true);
      expect(await hero.getByRole("link", { name: "Find Your City" }).getAttribute("href")).toBe("/cities");
      expect(await hero.getByRole("link", { name: "Submit a Venue" }).getAttribute("href")).toBe("/submit");

      // Featured: at most 3 cards and the button to /cities.
      const featuredHeading = page.getByRole("heading", { name: "Featured Watch Spots" });
      await featuredHeading.waitFor();
      const featuredSection = page.locator("section", { has: featuredHeading });
      const featuredCards = featuredSection.getByTestId("venue-card");
      expect(await featuredCards.count()).toBeGreaterThan(0);
      expect(await featuredCards.count()).toBeLessThanOrEqual(3);
      expect(await featuredSection.getByText("Featured", { exact: true }).count()).toBe(await featuredCards.count());
      expect(await page.getByRole("link", { name: "View All Featured Venues" }).getAttribute("href")).toBe("/cities");

      // Explore Cities: 6 cities and 'View All {n} Cities'.
      await page.getByTestId("city-card").first().waitFor();
      expect(await page.getByTestId("city-card").count()).toBe(6);
      const viewAll = page.getByRole("link", { name: `View All ${cities.length} Cities` });
      expect(await viewAll.getAttribute("href")).toBe("/cities");
      const firstCity = page.getByTestId("city-card").first();
      expect(await firstCity.getAttribute("href")).toMatch(/^\/city\/[a-z0-9-]+$/);
      expect(await firstCity.textContent()).toMatch(/\d+ spots?/);
      expect(await firstCity.locator("img").getAttribute("src")).toBe("/images/city-default.svg");

      // A search with more than 6 matches.
      const query = "an";
      const matches = cities.filter((c) => c.name.toLowerCase().includes(query)).length;
      expect(matches).toBeGreaterThan(6);
      await page.getByPlaceholder("Search your city...").fill("AN");
      await page.getByText(`${matches} cities found for "AN"`).waitFor();
      expect(await page.getByTestId("city-card").count()).toBe(6);
      const results = page.getByRole("link", { name: `View All ${matches} Results` });
      expect(await results.getAttribute("href")).toBe("/cities?search=AN");

      // A search with few matches has no 'View All ... Results' button.
      await page.getByPlaceholder("Search your city...").fill("seat");
      await page.getByText('1 city found for "seat"').waitFor();
      expect(await page.getByTestId("city-card").count()).toBe(1);
      expect(await page.getByRole("link", { name: /View All .* Results/ }).count()).toBe(0);
      await page.getByPlaceholder("Search your city...").fill("AN");
      await screenshot(page, "browse-home-search-desktop");

      await results.click();
      await page.waitForURL("**/cities?search=AN");
      expect(await page.getByPlaceholder("Search cities...").inputValue()).toBe("AN");
      const listed = cities.filter((c) => c.state).length;
      const listedMatches = cities.filter((c) => c.state && c.name.toLowerCase().includes("an")).length;
      expect(await text(page, "cities-count")).toBe(`Showing ${listedMatches} of ${listed} cities`);
      expectQuiet(tracked);
    });

    it("rotates the headline every 5 s and pauses while the pointer is over the hero", async () => {
      const { page } = await openPage(browsers.desktop, "/");
      const headline = page.getByTestId("hero-headline");
      await headline.waitFor();
      // The pointer rests on the header, outside the hero (which can fill a desktop screen).
      await page.mouse.move(5, 30);
      const first = await headline.textContent();
      await page.waitForFunction((t) => document.querySelector('[data-testid="hero-headline"]')?.textContent !== t, first, { timeout: 8000 });
      const second = await headline.textContent();
      expect(second).not.toBe(first);
      // Pointer over the hero: paused, the headline stays.
      await page.getByTestId("hero").hover({ position: { x: 600, y: 40 } });
      expect(await headline.getAttribute("data-paused")).toBe("true");
      await page.waitForTimeout(5600);
      expect(await headline.textContent()).toBe(second);
      await page.mouse.move(5, 30);
      expect(await headline.getAttribute("data-paused")).toBe("false");
    });

    it("phone widths, both languages: no headline of the rotation moves the search box, and the edge's hero is the app's height", async () => {
      const page = await browsers.phone.newPage();
      const sets = (messages: { headlines: Record<string, Record<string, string>> }) => Object.values(messages.headlines).map((set) => Object.values(set));
      for (const [home, messages] of [
        ["/", homeEn],
        ["/es/", homeEs],
      ] as const) {
        for (const width of [320, 360, 390, 430]) {
          await page.setViewportSize({ width, height: 800 });
          // The edge's first paint alone (the app's scripts refused): where its intro starts under the hero's top.
          await page.route("**/assets/*.js", (route) => route.abort());
          await page.goto(`${baseURL()}${home}`);
          const edgeIntro = await page.evaluate(() => {
            const hero = document.querySelector(".pr-hero")!.getBoundingClientRect().top;
            return document.querySelector(".pr-intro")!.getBoundingClientRect().top - hero;
          });
          await page.unroute("**/assets/*.js");
          await page.goto(`${baseURL()}${home}`);
          const headline = page.getByTestId("hero-headline");
          await headline.waitFor();
          const shown = (await headline.textContent()) ?? "";
          const set = sets(messages).find((s) => s.includes(shown));
          expect(set, `${home} at ${width}: "${shown}" is a headline of the catalogue`).toBeDefined();
          // Each headline of the rotation in turn, measured in one task (the rotation cannot interleave).
          const placed = await page.evaluate((texts) => {
            const h1 = document.querySelector<HTMLElement>('[data-testid="hero-headline"]')!;
            const original = h1.textContent;
            const hero = document.querySelector('[data-testid="hero"]')!.getBoundingClientRect().top;
            const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top - hero;
            const searchTops = texts.map((text) => {
              h1.textContent = text;
              return top("home-city-search");
            });
            h1.textContent = original;
            return { searchTops, intro: document.querySelector('[data-testid="home-intro"]')!.getBoundingClientRect().top - hero };
          }, set!);
          const moves = Math.max(...placed.searchTops) - Math.min(...placed.searchTops);
          expect(moves, `${home} at ${width}px: the search box moves between headlines`).toBeLessThanOrEqual(1);
          expect(Math.abs(placed.intro - edgeIntro), `${home} at ${width}px: the app's intro against the edge's`).toBeLessThanOrEqual(1);
          if (width === 320) await screenshot(page, `home-hero-${home === "/" ? "en" : "es"}-320`);
        }
      }
      await page.close();
    }, 120_000);

    it("phone and desktop: the hero's stadium art comes with the page, at the edge and in the app, and is never asked for", async () => {
      for (const ctx of [browsers.phone, browsers.desktop]) {
        for (const [path, testId] of [
          ["/", "hero"],
          ["/city/seattle", "city-hero"],
        ] as const) {
          const page = await ctx.newPage();
          const asked: string[] = [];
          page.on("request", (r) => void (r.url().includes("/images/hero-stadium.svg") && asked.push(r.url())));
          await page.goto(`${baseURL()}${path}`, { waitUntil: "load" });
          // The app's hero (it replaced the edge's) carries the same art, from the page itself.
          await page.getByTestId(testId).waitFor();
          expect(await page.getByTestId(testId).locator("img").first().getAttribute("src"), path).toMatch(/^data:image\/svg\+xml,/);
          expect(asked, path).toEqual([]);
          await page.close();
        }
      }
    });

    it("lists the 5 nearest cities for 'Use my location' (computed in the browser)", async () => {
      const { page, external } = await openPage(browsers.desktop, "/");
      await page.getByRole("button", { name: "Use my location" }).click();
      const list = page.getByTestId("nearest-cities");
      await list.waitFor();
      const items = list.getByRole("listitem");
      expect(await items.count()).toBe(5);
      expect(await items.first().textContent()).toMatch(/^Seattle, Washington\d+(\.\d)? mi · \d+ spots?$/);
      expect(await items.first().getByRole("link").getAttribute("href")).toBe("/city/seattle");
      expect(external).toEqual([]);
    });

    it("says quietly when location is refused", async () => {
      const ctx = await launch(VIEWPORTS.phone);
      try {
        await ctx.clearPermissions();
        const { page } = await openPage(ctx, "/cities");
        await page.getByRole("button", { name: "Use my location" }).click();
        await page.getByText(/Location access is off|Your location is not available right now/).waitFor({ timeout: 15_000 });
        expect(await page.getByTestId("toast").count()).toBe(0);
      } finally {
        await ctx.close();
      }
    });

    it("works on a phone without horizontal scrolling", async () => {
      const tracked = await openPage(browsers.phone, "/");
      const { page } = tracked;
      await page.getByTestId("city-card").first().waitFor();
      await page.getByRole("heading", { name: "Featured Watch Spots" }).waitFor();
      // The featured cards sit below what's on next: a lazy image loads (and decodes) once near the screen.
      const cover = page.getByTestId("venue-card").first().locator("img");
      await cover.scrollIntoViewIfNeeded();
      await cover.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      await expectNoHorizontalScroll(page);
      await screenshot(page, "browse-home-phone");
      const desktopPage = (await openPage(browsers.desktop, "/")).page;
      await desktopPage.getByTestId("city-card").first().waitFor();
      await desktopPage.getByRole("heading", { name: "Featured Watch Spots" }).waitFor();
      await screenshot(desktopPage, "browse-home-desktop");
      expect(realErrors(tracked)).toEqual([]);
    });
  });

  describe("All Cities", () => {
    it("groups cities by state, collapsed, and expands a state", async () => {
      const tracked = await openPage(browsers.desktop, "/cities");
      const { page } = tracked;
      await page.getByRole("heading", { level: 1, name: "All Cities" }).waitFor();
      const listed = cities.filter((c) => c.state);
      await page.getByText(`Showing ${listed.length} of ${listed.length} cities`).waitFor();
      const states = [...new Set(listed.map((c) => c.state!))].sort((a, b) => a.localeCompare(b));
      const groups = page.getByTestId("state-group");
      expect(await groups.count()).toBe(states.length);
      const headings = await page.locator('[data-testid="state-group"] button[aria-expanded] > span:first-child').allTextContents();
      expect(headings).toEqual(states);
      // All collapsed by default.
      expect(await page.locator('[data-testid="state-group"] button[aria-expanded="true"]').count()).toBe(0);
      const washington = page.getByRole("button", { name: /^Washington/ });
      const waCount = listed.filter((c) => c.state === "Washington").length;
      expect(await washington.textContent()).toContain(`${waCount} cities`);
      expect(await page.getByRole("link", { name: /^Seattle/ }).count()).toBe(0);
      await washington.click();
      expect(await washington.getAttribute("aria-expanded")).toBe("true");
      const seattle = page.getByRole("link", { name: /^Seattle/ });
      await seattle.waitFor();
      // Cities inside the state by name.
      const names = await page.locator('[data-testid="state-group"]', { has: washington }).getByRole("link").allTextContents();
      const waNames = listed
        .filter((c) => c.state === "Washington")
        .map((c) => c.name)
        .sort((a, b) => a.localeCompare(b));
      expect(names.map((n) => n.replace(/\(2026 Host City\)|\d+ spots?$/g, "").trim())).toEqual(waNames);
      // Collapses again independently.
      await washington.click();
      expect(await washington.getAttribute("aria-expanded")).toBe("false");
      await screenshot(page, "browse-cities-desktop");
      await washington.click();
      await seattle.click();
      await page.waitForURL("**/city/seattle");
      expectQuiet(tracked);
    });

    it("search is initialised from ?search=, kept in the URL and says when nothing matches", async () => {
      const { page } = await openPage(browsers.phone, "/cities?search=new");
      const input = page.getByPlaceholder("Search cities...");
      await input.waitFor();
      expect(await input.inputValue()).toBe("new");
      const listed = cities.filter((c) => c.state);
      const matches = listed.filter((c) => c.name.toLowerCase().includes("new"));
      await page.getByText(`Showing ${matches.length} of ${listed.length} cities`).waitFor();
      await input.fill("bos");
      await page.waitForURL("**/cities?search=bos");
      const bos = listed.filter((c) => c.name.toLowerCase().includes("bos"));
      await page.getByText(`Showing ${bos.length} of ${listed.length} cities`).waitFor();
      // While searching, the states with matches are open.
      await page.getByRole("link", { name: /^Boston/ }).waitFor();
      await expectNoHorizontalScroll(page);
      await screenshot(page, "browse-cities-phone");
      await input.fill("zzzz");
      await page.getByText("No cities found").waitFor();
      await page.getByText("Try a different search term").waitFor();
      expect(await page.getByText(`Showing 0 of ${listed.length} cities`).count()).toBe(1);
      await input.fill("");
      await page.waitForURL((url) => url.pathname === "/cities" && url.search === "");
    });
  });

  describe("city page", () => {
    it("shows the host city hero, the venue count, filters mirrored in the URL, and Clear All Filters", async () => {
      const tracked = await openPage(browsers.desktop, "/city/seattle");
      const { page } = tracked;
      const city = await pageJson<CityDetail>(page, "/api/cities/seattle");
      await page.getByTestId("venue-count").getByText(`Showing ${seattleVenues.length} venues in Seattle`).waitFor();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect((await crumbs.innerText()).replace(/\s+/g, " ").trim()).toBe("Home Cities Seattle");
      expect(await crumbs.getByRole("link", { name: "Cities" }).getAttribute("href")).toBe("/cities");
      await page.getByText("2026 Host City").first().waitFor();
      await page.getByText("Lumen Field · ~69,000 capacity").waitFor();
      await page.getByRole("heading", { level: 1, name: city.hero_title! }).waitFor();
      // The suite's clock is in the club season: the default title is the season's (the World Cup's: season-copy.test.ts).
      expect(await page.title()).toBe(city.seo_title || "Where to watch football in Seattle | World Cup Watch Spots");
      expect(await page.locator("#sponsor").count()).toBe(1);
      expect(await page.getByTestId("venue-card").count()).toBe(seattleVenues.length);
      // Featured first.
      expect(await page.getByTestId("venue-card").first().getByRole("heading").textContent()).toBe(seattleVenues[0].name);
      expect(await page.getByTestId("venue-card").first().getByText("Sample listing").count()).toBe(1);
      for (const label of ["Featured First", "Highest Rated", "Most Reviewed", "Alphabetical"]) {
        expect(await page.getByLabel("Sort by").locator("option", { hasText: label }).count(), label).toBe(1);
      }
      await page.getByRole("checkbox", { name: "Pub" }).waitFor();

      // One amenity: URL and list follow.
      const family = seattleVenues.filter((v) => v.familyFriendly);
      await page.getByRole("checkbox", { name: "Family Friendly" }).check();
      await page.waitForURL("**/city/seattle?familyFriendly=true");
      await page.getByText(`Showing ${family.length} venues in Seattle`).waitFor();
      expect((await page.getByTestId("venue-card").getByRole("heading").allTextContents()).sort()).toEqual(family.map((v) => v.name).sort());

      // Tags and sort join the URL.
      await page.getByRole("checkbox", { name: "Watch Party" }).check();
      await page.waitForURL("**/city/seattle?familyFriendly=true&tags=Watch%20Party");
      await page.getByLabel("Sort by").selectOption({ label: "Alphabetical" });
      await page.waitForURL("**/city/seattle?familyFriendly=true&tags=Watch%20Party&sortBy=name");
      const expected = (await pageJson<Venue[]>(page, "/api/cities/seattle/venues?familyFriendly=true&tags=Watch%20Party&sortBy=name")).map((v) => v.name);
      expect(expected.length).toBeGreaterThan(0);
      await page.getByText(`Showing ${expected.length} ${expected.length === 1 ? "venue" : "venues"} in Seattle`).waitFor();
      expect(await page.getByTestId("venue-card").getByRole("heading").allTextContents()).toEqual(expected);

      // Round trip: the shared link restores the same view.
      await page.reload();
      await page.getByText(`Showing ${expected.length} ${expected.length === 1 ? "venue" : "venues"} in Seattle`).waitFor();
      expect(await page.getByRole("checkbox", { name: "Family Friendly" }).isChecked()).toBe(true);
      expect(await page.getByRole("checkbox", { name: "Watch Party" }).isChecked()).toBe(true);
      expect(await page.getByLabel("Sort by").inputValue()).toBe("name");
      expect(await page.getByTestId("venue-card").getByRole("heading").allTextContents()).toEqual(expected);

      // Unchecking removes the keys.
      await page.getByRole("checkbox", { name: "Watch Party" }).uncheck();
      await page.waitForURL("**/city/seattle?familyFriendly=true&sortBy=name");
      await page.getByRole("checkbox", { name: "Family Friendly" }).uncheck();
      await page.waitForURL("**/city/seattle?sortBy=name");

      // A combination that matches nothing in a city with venues: say so, and offer the way back.
      await page.getByRole("checkbox", { name: "Pub" }).check();
      await page.getByRole("checkbox", { name: "Rooftop" }).check();
      await page.waitForURL("**/city/seattle?tags=Pub,Rooftop&sortBy=name");
      await page.getByText("No venue matches these filters").waitFor();
      expect(await page.getByRole("link", { name: "Submit First Venue" }).count()).toBe(0);
      expect(await page.getByText("Showing 0 venues in Seattle").count()).toBe(1);
      await screenshot(page, "browse-city-empty-desktop");
      // Back undoes the last change; Forward redoes it.
      await page.goBack();
      await page.waitForURL("**/city/seattle?tags=Pub&sortBy=name");
      expect(await page.getByRole("checkbox", { name: "Rooftop" }).isChecked()).toBe(false);
      await page.goForward();
      await page.waitForURL("**/city/seattle?tags=Pub,Rooftop&sortBy=name");
      await page.getByTestId("venues-no-match").getByRole("button", { name: "Clear filters" }).click();
      await page.waitForURL(/\/city\/seattle$/);
      await page.getByText(/Showing \d+ venues in Seattle/).waitFor();
      await page.goBack();
      await page.waitForURL("**/city/seattle?tags=Pub,Rooftop&sortBy=name");

      await page.getByRole("button", { name: "Clear All Filters" }).click();
      await page.waitForURL((url) => url.pathname === "/city/seattle" && url.search === "");
      await page.getByText(`Showing ${seattleVenues.length} venues in Seattle`).waitFor();
      expect(await page.getByRole("checkbox", { name: "Pub" }).isChecked()).toBe(false);
      expect(await page.getByLabel("Sort by").inputValue()).toBe("featured");

      // FAQ: 7 questions, one open at a time.
      const faq = page.locator("section", { has: page.getByRole("heading", { name: "Watching football in Seattle: FAQ" }) });
      const questions = faq.locator("button[aria-expanded]");
      expect(await questions.count()).toBe(7);
      await questions.nth(0).click();
      expect(await questions.nth(0).getAttribute("aria-expanded")).toBe("true");
      await questions.nth(1).click();
      expect(await questions.nth(0).getAttribute("aria-expanded")).toBe("false");
      expect(await questions.nth(1).getAttribute("aria-expanded")).toBe("true");

      // Local guides appear when the city has posts (nothing at all otherwise).
      const answer = await pageApi<{ slug: string }[]>(page, `/api/blog/posts?cityId=${city.id}`);
      const posts = answer.status === 200 ? answer.body : [];
      const guides = page.getByRole("heading", { name: "Local Guides & Tips" });
      if (posts.length > 0) {
        await guides.waitFor();
        expect(await page.getByRole("link", { name: /View All Articles/ }).getAttribute("href")).toBe("/blog");
        expect(await page.locator(`a[href="/blog/${posts[0].slug}"]`).count()).toBe(1);
      } else {
        expect(await guides.count()).toBe(0);
      }
      await screenshot(page, "browse-city-list-desktop");
      expectQuiet(tracked);
    });

    it("map view shows one marker per located venue with a 'View Details' popup link", async () => {
      const tracked = await openPage(browsers.desktop, "/city/seattle");
      const { page } = tracked;
      await page.getByText(`Showing ${seattleVenues.length} venues in Seattle`).waitFor();
      const mapButton = page.getByRole("button", { name: "Map", exact: true });
      expect(await page.getByRole("button", { name: "List", exact: true }).getAttribute("aria-pressed")).toBe("true");
      await mapButton.click();
      await page.waitForURL("**/city/seattle?view=map");
      await expect.poll(() => mapButton.getAttribute("aria-pressed")).toBe("true");
      const located = seattleVenues.filter((v) => v.lat !== null && v.lng !== null);
      await expectMapVenues(page, located.length);
      expect(await page.getByRole("region", { name: `Map of ${located.length} venue locations` }).count()).toBe(1);
      await page.getByText("The list view shows the same venues as a list.", { exact: false }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, "browse-city-map-desktop");
      const first = located[0];
      const { popup, link: details } = await openVenueOnMap(page, first.name);
      expect(await popup.getByText(first.address).count()).toBe(1);
      expect(await details.getAttribute("href")).toBe(`/venue/${first.id}`);
      await details.click();
      await page.waitForURL(`**/venue/${first.id}`);
      await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
      // The map view is part of the page's address: Back returns to the map, and Back again to the list.
      await page.goBack();
      await page.waitForURL("**/city/seattle?view=map");
      await expect.poll(() => page.getByRole("button", { name: "Map", exact: true }).getAttribute("aria-pressed")).toBe("true");
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/city/seattle" && url.search === "");
      await expect.poll(() => page.getByRole("button", { name: "List", exact: true }).getAttribute("aria-pressed")).toBe("true");
      expectQuiet(tracked);
    });

    it("on a phone: collapsible Filters panel, Nearest sort with distances, no horizontal scroll", async () => {
      const { page } = await openPage(browsers.phone, "/city/seattle");
      await page.getByText(`Showing ${seattleVenues.length} venues in Seattle`).waitFor();
      const toggle = page.getByRole("button", { name: /^Filters/ });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("checkbox", { name: "Has Food" }).isVisible()).toBe(false);
      await expectNoHorizontalScroll(page);
      await screenshot(page, "browse-city-list-phone");
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      await page.getByRole("checkbox", { name: "Has Food" }).check();
      await page.waitForURL("**/city/seattle?hasFood=true");
      const food = seattleVenues.filter((v) => v.hasFood);
      await page.getByText(`Showing ${food.length} venues in Seattle`).waitFor();
      // The open panel pushes the results below the fold: its last button closes it and goes to them.
      await page.getByRole("button", { name: `Show ${food.length} venues` }).click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => page.getByTestId("venue-count").evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844);
      expect(await page.getByTestId("venue-count").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      await toggle.click();
      await page.getByRole("checkbox", { name: "Has Food" }).uncheck();
      await page.getByText(`Showing ${seattleVenues.length} venues in Seattle`).waitFor();

      // Nearest appears once the location is known; cards then show miles.
      expect(await page.getByLabel("Sort by").locator('option[value="nearest"]').count()).toBe(0);
      await page.getByRole("button", { name: "Use my location to sort by distance" }).click();
      await expect.poll(() => page.getByLabel("Sort by").inputValue()).toBe("nearest");
      const distances = await page.getByTestId("venue-distance").allTextContents();
      expect(distances.length).toBe(seattleVenues.length);
      const miles = distances.map((d) => Number(/([\d.]+) mi away/.exec(d)![1]));
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      await page.getByLabel("Sort by").selectOption("name");
      await page.waitForURL("**/city/seattle?sortBy=name");
      await page.getByRole("button", { name: /^Filters/ }).click();

      await page.getByRole("button", { name: "Map", exact: true }).click();
      await expectMapVenues(page, seattleVenues.length);
      await expectNoHorizontalScroll(page);
      await page.waitForTimeout(300);
      await screenshot(page, "browse-city-map-phone");
    });

    it("a city without a hero image has the header actions; unknown cities say so; /cities/{slug} redirects", async () => {
      const tracked = await openPage(browsers.desktop, "/city/tacoma");
      const { page } = tracked;
      await page.getByRole("button", { name: "Become City Sponsor" }).waitFor();
      expect(await page.getByTestId("city-header").getByRole("link", { name: "Submit Venue", exact: true }).getAttribute("href")).toBe("/submit");
      const tacoma = cities.find((c) => c.slug === "tacoma")!;
      if (tacoma.venueCount === 0) {
        // No filter set: the spec's empty state, then the nearest city that has some.
        const none = page.getByTestId("venues-none-yet");
        await none.getByText("No venues found").waitFor();
        await none.getByText("Try adjusting your filters or be the first to submit a venue in Tacoma.").waitFor();
        expect(await none.getByRole("link", { name: "Submit First Venue" }).getAttribute("href")).toBe("/submit");
        expect((await none.getByTestId("nearest-city").innerText()).replace(/\s+/g, " ")).toBe("The nearest city with venues is Seattle, 25 miles away.");
        expect(await none.getByRole("link", { name: "Seattle" }).getAttribute("href")).toBe("/city/seattle");
        await expectNoSeriousViolations(page, "a city without venues");
        await screenshot(page, "browse-city-none-yet-desktop");
        // With a filter set, the filters are what to change.
        await page.goto(baseURL() + "/city/tacoma?hasFood=true");
        await page.getByText("No venues found").waitFor();
        await page.getByText("Try adjusting your filters or be the first to submit a venue in Tacoma.").waitFor();
        await page.goto(baseURL() + "/city/tacoma");
      }
      await page.getByRole("button", { name: "Become City Sponsor" }).click();
      await page.waitForFunction(() => document.activeElement?.id === "sponsor");
      await screenshot(page, "browse-city-header-desktop");

      const missing = await openPage(browsers.desktop, "/city/atlantis");
      await missing.page.getByRole("heading", { level: 1, name: "City not found" }).waitFor();
      const redirect = await openPage(browsers.desktop, "/cities/seattle");
      await redirect.page.waitForURL("**/city/seattle");
      await redirect.page.getByText(`Showing ${seattleVenues.length} venues in Seattle`).waitFor();
      expect(realErrors(tracked)).toEqual([]);
    });
  });

  describe("venue page", () => {
    it("shows the venue's real data: badges, notes, map, contact, hours, freshness and the edit link", async () => {
      const listed = seattleVenues.find((v) => v.name === "Scarf & Anchor")!;
      const venue = await getJson<Venue>(`/api/venues/${listed.id}`);
      const tracked = await openPage(browsers.desktop, `/venue/${venue.id}`);
      const { page } = tracked;
      await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
      expect(await page.title()).toBe(`${venue.name} in Seattle | World Cup Watch Spots`);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect((await crumbs.innerText()).replace(/\s+/g, " ").trim()).toBe(`Home Seattle ${venue.name}`);
      expect(await crumbs.getByRole("link", { name: "Seattle" }).getAttribute("href")).toBe("/city/seattle");
      expect((await page.getByTestId("featured-badge").textContent())?.trim()).toBe("Featured Venue");
      await page.getByText("This is a sample listing shown for demonstration.").waitFor();
      await page.getByText(venue.address).first().waitFor();
      const amenities = await page.getByTestId("venue-amenities").getByRole("listitem").allTextContents();
      expect(amenities).toEqual(["Food", "Big Screens", "Open Late", "Craft Beer"]);
      await page.getByText(venue.notes!).waitFor();
      const maps = page.getByRole("link", { name: /Open in Google Maps/ });
      expect(await maps.getAttribute("href")).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue.address)}`);
      expect(await maps.getAttribute("target")).toBe("_blank");
      expect(await maps.getAttribute("rel")).toContain("noopener");
      expect(await page.locator(`a[href="tel:2065550114"]`).count()).toBe(1);
      expect(await page.getByRole("link", { name: /Instagram @scarfandanchor/ }).getAttribute("href")).toBe("https://www.instagram.com/scarfandanchor/");
      // The weekly hours, not the legacy one-line summary (decision 020).
      const [open, close] = venue.hours!.mon![0];
      await page
        .getByText(`${time12(open)}–${time12(close)}`)
        .first()
        .waitFor();
      expect(await page.getByText(venue.hoursShort!).count()).toBe(0);
      expect(await page.getByTestId("open-now").textContent()).toMatch(/^(Open now|Closed now)$/);
      expect((await page.getByTestId("venue-updated").textContent())?.trim()).toMatch(/^Updated [A-Z][a-z]{2} \d{2}, \d{4}$/);
      await page.waitForFunction(
        () =>
          !!document.querySelector('a[href^="mailto:"]') &&
          [...document.querySelectorAll("a")].some((a) => a.textContent?.includes("Suggest an Edit") && a.href.startsWith("mailto:")),
      );
      const edit = await page.getByRole("link", { name: "Suggest an Edit" }).getAttribute("href");
      expect(edit).toMatch(/^mailto:support@[^?]+\?subject=/);
      const mail = new URL(edit!);
      expect(mail.searchParams.get("subject")).toBe(`Suggest an edit: ${venue.name}`);
      expect(mail.searchParams.get("body")).toContain(`Venue ID: ${venue.id}`);
      expect(mail.searchParams.get("body")).toContain(venue.address);
      // A device without a mail app: the address is shown to copy.
      const support = mail.pathname;
      await page.getByTestId("mail-address").filter({ hasText: support }).first().waitFor();
      // The location map: one marker at the venue.
      await showLocationMap(page, venue.name);
      const body = await page.locator("body").innerText();
      expect(body).not.toContain("128 reviews");
      expect(body).not.toMatch(/\b4\.5\b/);
      await page.waitForTimeout(300);
      await screenshot(page, "browse-venue-desktop");
      expectQuiet(tracked);
    });

    it("on a phone, and the not-found states", async () => {
      const venue = seattleVenues.find((v) => !v.isFeatured)!;
      const { page } = await openPage(browsers.phone, "/city/seattle");
      const mapLibrary: string[] = [];
      page.on("request", (r) => /\/assets\/maplibre-[^/]+\.js$/.test(r.url()) && mapLibrary.push(r.url()));
      await page.getByTestId("venue-card").first().waitFor();
      // The card's name is the link; the whole card area navigates.
      await page.getByTestId("venue-card").filter({ hasText: venue.name }).getByRole("link", { name: venue.name }).click();
      await page.waitForURL(`**/venue/${venue.id}`);
      await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
      expect(await page.getByTestId("featured-badge").count()).toBe(0);
      // Below the screen, the map waits in a box of its own size: the map library is not fetched yet.
      const box = await page.getByTestId("venue-location-map").boundingBox();
      expect(box!.height).toBeGreaterThan(200);
      await page.waitForTimeout(500);
      expect(mapLibrary).toEqual([]);
      await showLocationMap(page, venue.name);
      expect(mapLibrary.length).toBe(1);
      expect((await page.getByTestId("venue-location-map").boundingBox())!.height).toBe(box!.height);
      await expectNoHorizontalScroll(page);
      await page.waitForTimeout(300);
      await screenshot(page, "browse-venue-phone");

      for (const path of ["/venue/999999", "/venue/abc"]) {
        const nf = await openPage(browsers.phone, path);
        await nf.page.getByRole("heading", { level: 1, name: "Venue not found" }).waitFor();
        expect(await nf.page.getByRole("link", { name: "Browse Cities" }).getAttribute("href")).toBe("/cities");
      }
    });
  });

  describe("mail links", () => {
    it("Partner With Us and the contact form show the address they write to, with Copy, in both languages", async () => {
      const { page } = await openPage(browsers.desktop, "/contact");
      await page.waitForFunction(() => !!document.querySelector('footer a[href^="mailto:"]'));
      const support = new URL((await page.getByRole("contentinfo").getByRole("link", { name: "Partner With Us" }).getAttribute("href"))!).pathname;
      const footerAddress = page.getByRole("contentinfo").getByTestId("mail-address");
      expect(await footerAddress.innerText()).toContain(support);
      const form = page.getByRole("region", { name: "Send us a message" });
      await form.getByText("Nothing opened? Your device may have no mail app: write to us at this address.").waitFor();
      const formAddress = page.getByTestId("mail-address").filter({ hasText: support }).first();
      await browsers.desktop.grantPermissions(["geolocation", "clipboard-read", "clipboard-write"], { origin: baseURL() });
      await formAddress.getByRole("button", { name: `Copy ${support}` }).click();
      await formAddress
        .getByRole("status")
        .filter({ hasText: /copied|selected/ })
        .waitFor();
      await expectNoSeriousViolations(page, "contact page with the addresses to copy");
      await screenshot(page, "mail-contact-desktop");

      const es = await openPage(browsers.phone, "/es/contact");
      await es.page.waitForFunction(() => !!document.querySelector('footer a[href^="mailto:"]'));
      await es.page.getByText("¿No se abrió nada? Puede que tu dispositivo no tenga app de correo: escríbenos a esta dirección.").waitFor();
      await es.page
        .getByRole("contentinfo")
        .getByRole("button", { name: `Copiar ${support}` })
        .waitFor();
      await expectNoHorizontalScroll(es.page);
      await screenshot(es.page, "mail-contact-es-phone");
    });
  });

  describe("a long city list", () => {
    it("renders a 30-venue city's first page of cards, then the rest with 'Show more venues', in the API's order", async () => {
      // Its own context: the admin cookie must not reach the other tests' pages.
      const context = await launch(VIEWPORTS.phone);
      try {
        await signInRequests(context);
        const rows = Array.from(
          { length: 30 },
          (_, i) => `Long List Venue ${String(i + 1).padStart(2, "0")},${i + 1} Long Street,${(40 + i * 0.001).toFixed(3)},-75.000,,,,,`,
        );
        const csv = [STANDALONE_CSV_HEADER, ...rows].join("\r\n") + "\r\n";
        const imported = await context.request.post(`${baseURL()}/api/import-csv`, {
          multipart: { city_slug: "long-list-town", city_name: "Long List Town", file: { name: "long.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
        });
        expect(imported.status(), await imported.text()).toBe(200);

        // As in a browser that does not scroll-load: only the button asks for the next page (scrolling
        // it into view for the click would otherwise race the click with the scroll-load).
        await context.addInitScript(() => {
          delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
        });
        const { page } = await openPage(context, "/city/long-list-town");
        const venues = await pageJson<VenueSummary[]>(page, "/api/cities/long-list-town/venues");
        expect(venues.length).toBe(30);
        await page.getByText("Showing 30 venues in Long List Town").waitFor();
        await expect.poll(() => page.getByTestId("venue-card").count()).toBe(CITY_VENUE_PAGE_SIZE);
        expect(await page.getByTestId("venue-card").getByRole("heading").allTextContents()).toEqual(venues.slice(0, CITY_VENUE_PAGE_SIZE).map((v) => v.name));
        await page.getByRole("button", { name: "Show more venues" }).click();
        await expect.poll(() => page.getByTestId("venue-card").count()).toBe(30);
        expect(await page.getByTestId("venue-card").getByRole("heading").allTextContents()).toEqual(venues.map((v) => v.name));
        // All there: no more to load.
        expect(await page.getByRole("button", { name: "Show more venues" }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
