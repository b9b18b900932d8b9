// What new fans tripped over on the city and venue pages, walked as they walk it: the kind of place
// each card names, saving from the venue page itself, and focus that never hides under the header.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { baseURL, desktopAndPhone, getJson, openPage, screenshot, signIn } from "./fixtures";
import { expectMapVenues } from "./map";

describe("paths people walk", () => {
  const browsers = desktopAndPhone();

  it("desktop: each card names its venue's own type; sports bars keep the spec's label", async () => {
    const venues = await getJson<VenueSummary[]>("/api/cities/seattle/venues");
    const { page } = await openPage(browsers.desktop, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    const corner = page.getByTestId("venue-card").filter({ hasText: "Corner Flag Taproom" });
    expect(await corner.getByText("Brewery", { exact: true }).count()).toBe(1);
    const sportsBar = venues.find((v) => v.tags.includes("Sports Bar"));
    if (sportsBar) {
      const card = page.getByTestId("venue-card").filter({ hasText: sportsBar.name });
      expect(await card.getByText("Sports Bar", { exact: true }).count()).toBe(1);
    }
    await page.close();
  });

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: the venue page has its own save button`, async () => {
      const venues = await getJson<VenueSummary[]>("/api/cities/seattle/venues");
      const venue = venues[0];
      const { page } = await openPage(browsers[size], `/venue/${venue.id}`);
      await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
      const save = page.getByRole("main").getByTestId("bookmark-button");
      await save.waitFor();
      if ((await save.getAttribute("aria-pressed")) === "true") {
        await save.click();
        await expect.poll(() => save.getAttribute("aria-pressed")).toBe("false");
      }
      await save.click();
      await page.getByText("Venue saved").first().waitFor();
      await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");
      await screenshot(page, `venue-save-${size}`);
      await page.goto(page.url().replace(/\/venue\/\d+$/, "/bookmarks"));
      await page.getByRole("heading", { name: venue.name }).first().waitFor();
      await page.close();
    });
  }

  it("desktop: city search understands nicknames, state names and codes, and Saint/St.", async () => {
    const { page } = await openPage(browsers.desktop, "/cities");
    const box = page.getByLabel("Search cities");
    const expectCities = async (query: string, slugs: string[]) => {
      await box.fill(query);
      for (const slug of slugs) await page.locator(`main a[href="/city/${slug}"]`).first().waitFor();
      expect(await page.getByTestId("cities-count").textContent(), query).toMatch(/^Showing [1-9]\d* of/);
    };
    await expectCities("NYC", ["new-york"]);
    await expectCities("Bay Area", ["san-francisco", "oakland", "san-jose"]);
    await expectCities("washington", ["seattle", "tacoma", "spokane"]);
    await expectCities("NY", ["new-york", "buffalo"]);
    await expectCities("Saint Louis", ["st-louis"]);
    await expectCities("St Louis", ["st-louis"]);
    await box.fill("Nowhereville");
    await page.getByText("No cities found").waitFor();
    await page.close();
  });

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: a new page opens at its top, and Back returns to where the reader was`, async () => {
      const { page } = await openPage(browsers[size], "/city/seattle");
      await page.getByTestId("venue-card").first().waitFor();
      await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(500);
      await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
      await page.waitForURL("**/about");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.waitForURL("**/city/seattle");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
      await page.close();
    });
  }

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: an address typed in a scrolled tab opens at the top; Back, Forward and a reload return; the switcher opens the top`, async () => {
      const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
      /** The page's own content has been drawn by the app (not only the edge's first paint). */
      const appShown = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).waitFor();
      const scrollTo = async (page: Page, y: number) => {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 5);
        // Past the next frame, so the scroll has been recorded.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      };
      const match = (await getJson<{ number: number; team1: unknown }[]>("/api/matches")).find((m) => m.number === 1)!;
      const { page } = await openPage(browsers[size], "/city/seattle");
      await page.getByTestId("venue-card").first().waitFor();
      await appShown(page);
      await scrollTo(page, 1200);

      // Typed addresses: whole document loads in the same tab, each a new page.
      await page.goto(`${baseURL()}/faq`);
      await appShown(page);
      await page.waitForTimeout(300);
      expect(await scrollY(page), "/faq typed in a scrolled tab").toBe(0);
      await scrollTo(page, 600);
      const matchPath = `/match/${match.number}${match.team1 ? "-" : ""}`;
      await page.goto(`${baseURL()}/match/${match.number}`);
      await page.waitForURL((url) => url.pathname.startsWith(matchPath));
      await appShown(page);
      await page.waitForTimeout(300);
      expect(await scrollY(page), "a match typed in a scrolled tab").toBe(0);

      // Back to each typed page: where the reader was on it.
      await page.goBack();
      await page.waitForURL("**/faq");
      await expect.poll(() => scrollY(page), { message: "Back to /faq" }).toBeGreaterThan(550);
      expect(await scrollY(page)).toBeLessThan(650);
      await page.goBack();
      await page.waitForURL("**/city/seattle");
      await expect.poll(() => scrollY(page), { message: "Back to the city" }).toBeGreaterThan(1150);
      await page.goForward();
      await page.waitForURL("**/faq");
      await expect.poll(() => scrollY(page), { message: "Forward to /faq" }).toBeGreaterThan(550);
      expect(await scrollY(page)).toBeLessThan(650);
      await page.reload();
      await appShown(page);
      await expect.poll(() => scrollY(page), { message: "reload of /faq" }).toBeGreaterThan(550);

      // The language switcher in the footer opens the same page in Spanish at its top.
      const footerSwitch = page.getByRole("contentinfo").getByRole("link", { name: "Ver esta página en español" });
      await footerSwitch.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(600);
      await page.waitForTimeout(100);
      await footerSwitch.click();
      await page.waitForURL("**/es/faq");
      await page.getByRole("contentinfo").getByRole("link", { name: "View this page in English" }).waitFor();
      await page.waitForTimeout(300);
      expect(await scrollY(page), "the Spanish page after the footer's switcher").toBe(0);
      await page.close();
    });
  }

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: the home search takes what was typed to All Cities, with Enter or Find Your City`, async () => {
      const { page } = await openPage(browsers[size], "/");
      const box = page.getByPlaceholder("Search your city...");
      await box.fill("NYC");
      await box.press("Enter");
      await page.waitForURL("**/cities?search=NYC");
      await page.locator('main a[href="/city/new-york"]').first().waitFor();
      expect(await page.getByLabel("Search cities").inputValue()).toBe("NYC");
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/");
      const again = page.getByPlaceholder("Search your city...");
      await again.fill("Bay Area");
      await page.getByTestId("hero").getByRole("link", { name: "Find Your City" }).click();
      await page.waitForURL("**/cities?search=Bay%20Area");
      await page.locator('main a[href="/city/oakland"]').first().waitFor();
      await page.close();
    });
  }

  it("desktop: the FAQ is reachable from the footer, the contact page and a city's FAQ", async () => {
    const { page } = await openPage(browsers.desktop, "/contact");
    await page.getByRole("main").getByRole("link", { name: "More answers in the FAQ" }).click();
    await page.waitForURL("**/faq");
    await page.goto(page.url().replace(/\/faq$/, "/city/seattle"));
    await page.getByRole("link", { name: "Read the full FAQ" }).click();
    await page.waitForURL("**/faq");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).getAttribute("href")).toBe("/faq");
    await page.close();
  });

  it("desktop: a control reached with Tab is never under the sticky header", async () => {
    const { page } = await openPage(browsers.desktop, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    // Scrolled down first, as a reader would be, then focus moves back up to the List/Map toggle
    // (the browser scrolls it into view: it must land below the header, not under it).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const toggle = page.getByRole("button", { name: "List", exact: true });
    await toggle.evaluate((el) => (el as HTMLElement).focus());
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    const top = await toggle.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await page.close();
  });

  it("phone: venues close together are one numbered marker that lists them; popups fit the screen with their close button", async () => {
    const venues = await getJson<VenueSummary[]>("/api/cities/los-angeles/venues");
    const { page } = await openPage(browsers.phone, "/city/los-angeles?view=map");
    await expectMapVenues(page, venues.filter((v) => v.lat !== null).length);
    const cluster = page.locator('[data-testid="venue-map"] .maplibregl-marker[data-count]').first();
    const count = Number(await cluster.getAttribute("data-count"));
    expect(count).toBeGreaterThan(1);
    expect(await cluster.getAttribute("aria-label")).toBe(`${count} venues close together: list them`);
    await cluster.click();
    const popup = page.locator(".maplibregl-popup");
    await popup.getByText(`${count} venues here`).waitFor();
    expect(await popup.getByRole("link").count()).toBe(count);
    const inView = async (el: typeof popup) => {
      const box = (await el.boundingBox())!;
      return box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844;
    };
    await expect.poll(() => inView(popup)).toBe(true);
    const close = popup.locator(".maplibregl-popup-close-button");
    expect(await inView(close)).toBe(true);
    expect((await close.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    await screenshot(page, "map-cluster-phone");
    await close.click();
    await popup.waitFor({ state: "detached" });
    // A lone venue's popup, opened from the marker nearest the edge, is moved fully on screen.
    const lone = page.locator('[data-testid="venue-map"] .maplibregl-marker[title]');
    const boxes = await lone.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    await lone.nth(boxes.indexOf(Math.min(...boxes))).click();
    await popup.getByRole("link", { name: "View Details" }).waitFor();
    await expect.poll(() => inView(popup)).toBe(true);
    await page.close();
  });

  it("phone: a toast shows away from what was just tapped", async () => {
    const { page } = await openPage(browsers.phone, "/city/seattle");
    const card = page.getByTestId("venue-card").first();
    const heart = card.getByTestId("bookmark-button");
    await heart.waitFor();
    // The heart low on the screen, as a thumb meets it while scrolling the list.
    await heart.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight + 120));
    await expect.poll(async () => (await heart.boundingBox())!.y).toBeGreaterThan(844 / 2);
    await heart.click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    const [t, h] = [(await toast.boundingBox())!, (await heart.boundingBox())!];
    expect(t.y + t.height <= h.y || t.y >= h.y + h.height, "the toast covers the heart").toBe(true);
    await screenshot(page, "toast-away-from-tap-phone");
    await heart.click();
    await page.close();
  });

  it("phone: after each filter tick the result count stays on screen", async () => {
    const { page } = await openPage(browsers.phone, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    await page.getByRole("button", { name: /^Filters/ }).click();
    const show = page.getByRole("button", { name: /^Show \d+ venues?$/ });
    for (const name of ["Has Food", "Big Screens"]) {
      await page.getByRole("checkbox", { name }).check();
      const box = (await show.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
    const shown = Number(/\d+/.exec((await show.textContent())!)![0]);
    await show.click();
    await page.getByTestId("venue-count").getByText(`Showing ${shown} `, { exact: false }).waitFor();
    await page.close();
  });

  it("desktop: a slow page shows its skeleton, not a bare line over the footer", async () => {
    const { page } = await openPage(browsers.desktop, "/");
    // The app's own page, not the edge's first paint (its .pr-header goes when the app renders): the
    // router listens for history changes only once the app has rendered; one before that is missed.
    await page.waitForFunction(() => !document.querySelector(".pr-header") && document.querySelector("h1"));
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/cities/seattle", async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      history.pushState(null, "", "/city/seattle");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    const skeleton = page.getByTestId("page-skeleton");
    await skeleton.waitFor();
    expect(await skeleton.getAttribute("aria-label")).toBe("Loading city");
    const footerTop = await page.getByRole("contentinfo").evaluate((f) => f.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThan(900 * 0.8);
    release();
    await page.getByRole("heading", { level: 1, name: /Seattle/ }).waitFor();
    expect(await skeleton.count()).toBe(0);
    await page.unroute("**/api/cities/seattle");
    await page.close();
  });

  it("phone: the post editor previews Markdown as fans see it; task items wrap under their text and done reads as done", async () => {
    const { page } = await openPage(browsers.phone, "/admin/login");
    await signIn(page);
    await page.getByRole("tab", { name: /^Create Blog/ }).click();
    await page
      .getByLabel("Content")
      .fill(
        "## Before kickoff\n\n- [x] Booked a table near the big screen, with a view of the second screen too\n- [ ] Check the kitchen opens before the match starts in the morning\n",
      );
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("blog-preview");
    await preview.getByRole("heading", { level: 2, name: "Before kickoff" }).waitFor();
    const items = preview.locator("li");
    const look = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const box = li.querySelector("input")!;
        const text = [...li.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = [...range.getClientRects()];
        return {
          background: getComputedStyle(box).backgroundColor,
          boxRight: box.getBoundingClientRect().right,
          lefts: [...new Set(lines.map((r) => Math.round(r.left)))],
          lineCount: new Set(lines.map((r) => Math.round(r.top))).size,
        };
      }),
    );
    expect(look[0].lineCount).toBeGreaterThan(1);
    // Every line of an item starts at the same place, right of its box.
    for (const item of look) {
      expect(item.lefts).toHaveLength(1);
      expect(item.lefts[0]).toBeGreaterThan(item.boxRight);
    }
    expect(look[0].background).not.toBe(look[1].background);
    await screenshot(preview, "blog-editor-preview-phone");
    await page.getByRole("button", { name: "Hide preview" }).click();
    expect(await preview.count()).toBe(0);
    await page.close();
  });
});
