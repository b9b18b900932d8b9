// A city with 2,000 venues in a real browser: the list comes a page at a time (on scroll, or with
// 'Show more venues'), the count is the real total, filters still work, the map's clusters stand for
// every located venue; phone and desktop, axe clean.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITY_VENUE_PAGE_SIZE, STANDALONE_CSV_HEADER } from "../../src-worker/shared/constants";
import type { CityVenuePage, CityVenuePoint } from "../../src-worker/shared/contract/cities";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { haversineKm } from "../../src-worker/shared/geo";
import { expectNoSeriousViolations, loaded, serveAxe } from "./axe";
import { baseURL, expectNoHorizontalScroll, getJson, launch, openPage, screenshot, signInRequests, VIEWPORTS } from "./fixtures";
import { expectMapVenues } from "./map";

const SLUG = "stadium-row";
const CITY = "Stadium Row";
const VENUES = 2000;
const here = { latitude: 40.7205, longitude: -74.0021 };
const hereLatLng = { lat: here.latitude, lng: here.longitude };

/** Venue i: a name that sorts in order, every 40th without coordinates, every third a pub. */
function csvRow(i: number): string {
  const n = String(i).padStart(4, "0");
  const located = i % 40 !== 0;
  const lat = located ? (40.68 + (i % 47) * 0.0019 + Math.floor(i / 47) * 0.00003).toFixed(5) : "";
  const lon = located ? (-74.04 + (Math.floor(i / 47) % 43) * 0.0021 + (i % 5) * 0.0002).toFixed(5) : "";
  const tags = i % 3 === 0 ? "Pub|Sports Bar" : "Sports Bar";
  return `Stadium Row Venue ${n},${i} Stadium Row Avenue,${lat},${lon},,,,,${tags}`;
}

const cardNames = (page: Page) => page.getByTestId("venue-card").getByRole("heading").allTextContents();
const cardCount = (page: Page) => page.getByTestId("venue-card").count();

/** Brings the end of the list near the screen, as a fan scrolling down does. */
async function scrollToListEnd(page: Page) {
  await page.getByTestId("venues-shown").scrollIntoViewIfNeeded();
}

describe("a city with 2,000 venues", () => {
  let desktop: BrowserContext;
  let phone: BrowserContext;
  let all: VenueSummary[];
  let pubs: VenueSummary[];

  beforeAll(async () => {
    desktop = await launch(VIEWPORTS.desktop);
    phone = await launch(VIEWPORTS.phone);
    for (const ctx of [desktop, phone]) await serveAxe(ctx);
    await phone.grantPermissions(["geolocation"], { origin: baseURL() });
    await phone.setGeolocation(here);
    // The import goes through its own browser: the admin cookie must not reach the fans' pages.
    const admin = await launch(VIEWPORTS.desktop);
    try {
      await signInRequests(admin);
      const csv = [STANDALONE_CSV_HEADER, ...Array.from({ length: VENUES }, (_, i) => csvRow(i + 1))].join("\r\n") + "\r\n";
      const imported = await admin.request.post(`${baseURL()}/api/import-csv`, {
        multipart: { city_slug: SLUG, city_name: CITY, file: { name: "stadium-row.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
        timeout: 120_000,
      });
      expect(imported.status(), await imported.text()).toBe(200);
    } finally {
      await admin.close();
    }
    all = await getJson<VenueSummary[]>(`/api/cities/${SLUG}/venues`);
    pubs = await getJson<VenueSummary[]>(`/api/cities/${SLUG}/venues?tags=Pub`);
    expect(all.length).toBe(VENUES);
  }, 240_000);

  afterAll(async () => {
    await desktop?.close();
    await phone?.close();
  });

  it("desktop: the first page comes with the page, more load on scroll and with 'Show more venues', in the API's order", async () => {
    const pageRequests: string[] = [];
    const tracked = await openPage(desktop, `/city/${SLUG}`);
    const { page } = tracked;
    page.on("request", (r) => r.url().includes("/venues/page") && pageRequests.push(r.url()));
    await page.getByTestId("venue-count").getByText(`Showing ${VENUES} venues in ${CITY}`).waitFor();
    await expect.poll(() => cardCount(page)).toBe(CITY_VENUE_PAGE_SIZE);
    expect(await cardNames(page)).toEqual(all.slice(0, CITY_VENUE_PAGE_SIZE).map((v) => v.name));
    // The first page was inlined: the app asked for none.
    expect(pageRequests).toEqual([]);
    await page.getByText(`${CITY_VENUE_PAGE_SIZE} of ${VENUES} venues shown`).waitFor();
    await loaded(page);
    await expectNoSeriousViolations(page, "large city, list");

    // Scrolling near the end loads the next page; the count stays the total.
    await scrollToListEnd(page);
    await expect.poll(() => cardCount(page)).toBeGreaterThanOrEqual(2 * CITY_VENUE_PAGE_SIZE);
    expect(pageRequests.length).toBeGreaterThanOrEqual(1);
    expect(new URL(pageRequests[0]).searchParams.get("offset")).toBe(String(CITY_VENUE_PAGE_SIZE));
    await page.getByTestId("venue-count").getByText(`Showing ${VENUES} venues in ${CITY}`).waitFor();

    // The button does the same from the keyboard, and moves the focus to the first new venue.
    await page.waitForFunction(() => !document.querySelector('[aria-disabled="true"]'));
    const before = await cardCount(page);
    const more = page.getByRole("button", { name: "Show more venues" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cardCount(page)).toBeGreaterThan(before);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[data-testid=venue-card]")?.querySelector("h3")?.textContent))
      .toBe(all[before].name);
    // One read: the list may grow meanwhile (the first new venue, now in view, brings the end near).
    const names = await cardNames(page);
    expect(names).toEqual(all.slice(0, names.length).map((v) => v.name));
    await screenshot(page, "large-city-list-desktop");
    expect(tracked.external).toEqual([]);
  });

  it("desktop: filters still apply on the server, page after page", async () => {
    const { page } = await openPage(desktop, `/city/${SLUG}`);
    await page.getByRole("checkbox", { name: "Pub" }).check();
    await page.waitForURL(`**/city/${SLUG}?tags=Pub`);
    await page.getByTestId("venue-count").getByText(`Showing ${pubs.length} venues in ${CITY}`).waitFor();
    await expect
      .poll(async () => (await cardNames(page)).join("|"))
      .toBe(
        pubs
          .slice(0, CITY_VENUE_PAGE_SIZE)
          .map((v) => v.name)
          .join("|"),
      );
    await scrollToListEnd(page);
    await expect.poll(() => cardCount(page)).toBeGreaterThanOrEqual(2 * CITY_VENUE_PAGE_SIZE);
    const names = await cardNames(page);
    expect(names).toEqual(pubs.slice(0, names.length).map((v) => v.name));
    await page.getByLabel("Sort by").selectOption({ label: "Alphabetical" });
    await page.waitForURL(`**/city/${SLUG}?tags=Pub&sortBy=name`);
    const byName = await getJson<CityVenuePage>(`/api/cities/${SLUG}/venues/page?tags=Pub&sortBy=name`);
    // The list may already hold the next page too (the reader was at its end): the first page is the API's.
    await expect.poll(async () => (await cardNames(page)).slice(0, byName.venues.length).join("|")).toBe(byName.venues.map((v) => v.name).join("|"));
  });

  it("desktop: the map draws every located venue as clusters, from one compact answer", async () => {
    const pointRequests: string[] = [];
    const { page } = await openPage(desktop, `/city/${SLUG}`);
    page.on("request", (r) => r.url().includes("/venues/points") && pointRequests.push(r.url()));
    await page.getByTestId("venue-count").getByText(`Showing ${VENUES} venues in ${CITY}`).waitFor();
    expect(pointRequests).toEqual([]);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await page.waitForURL(`**/city/${SLUG}?view=map`);
    const located = all.filter((v) => v.lat !== null && v.lng !== null).length;
    expect(located).toBe(VENUES - VENUES / 40);
    await expectMapVenues(page, located);
    expect(pointRequests.length).toBe(1);
    expect(await page.getByRole("region", { name: `Map of ${located} venue locations` }).count()).toBe(1);
    // Clusters, not one marker per venue.
    const markers = await page.locator('[data-testid="venue-map"] .maplibregl-marker').count();
    expect(markers).toBeLessThan(100);
    await page.waitForTimeout(300);
    await screenshot(page, "large-city-map-desktop");
    await expectNoSeriousViolations(page, "large city, map");

    // A filter narrows the map too: the same map gets the new venues (no new map, no new WebGL context).
    await page.locator('[data-testid="venue-map"] canvas').evaluate((el) => el.setAttribute("data-first", ""));
    const pubPoints = await getJson<CityVenuePoint[]>(`/api/cities/${SLUG}/venues/points?tags=Pub`);
    await page.getByRole("checkbox", { name: "Pub" }).check();
    await expectMapVenues(page, pubPoints.filter(([, lat]) => lat !== null).length);
    expect(await page.locator('[data-testid="venue-map"] canvas[data-first]').count()).toBe(1);
    await page.getByRole("checkbox", { name: "Pub" }).uncheck();
    await expectMapVenues(page, located);
  });

  it("phone: one page first, more on scroll, 'Nearest' sorted on the server from a rough position, the map", async () => {
    const pageRequests: string[] = [];
    const { page } = await openPage(phone, `/city/${SLUG}`);
    page.on("request", (r) => r.url().includes("/venues/page") && pageRequests.push(r.url()));
    await page.getByTestId("venue-count").getByText(`Showing ${VENUES} venues in ${CITY}`).waitFor();
    await expect.poll(() => cardCount(page)).toBe(CITY_VENUE_PAGE_SIZE);
    await expectNoHorizontalScroll(page);
    await loaded(page);
    await expectNoSeriousViolations(page, "large city, phone list");
    await scrollToListEnd(page);
    await expect.poll(() => cardCount(page)).toBeGreaterThanOrEqual(2 * CITY_VENUE_PAGE_SIZE);
    await screenshot(page, "large-city-list-phone");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("button", { name: "Use my location to sort by distance" }).click();
    await expect.poll(() => page.getByLabel("Sort by").inputValue()).toBe("nearest");
    // The server is told the position to two decimals (about 1 km), never the exact one.
    await expect.poll(() => pageRequests.some((u) => new URL(u).searchParams.get("sortBy") === "nearest")).toBe(true);
    const nearest = new URL(pageRequests.find((u) => new URL(u).searchParams.get("sortBy") === "nearest")!);
    expect(nearest.searchParams.get("near")).toBe("40.72,-74");
    await page.getByRole("button", { name: /^Show \d+ venues$/ }).click();
    await expect.poll(() => cardCount(page)).toBe(CITY_VENUE_PAGE_SIZE);
    // Cards measure from the exact position: nearest first, give or take the rounding.
    const miles = (await page.getByTestId("venue-distance").allTextContents()).map((d) => Number(/([\d.]+) mi away/.exec(d)![1]));
    expect(miles.length).toBe(CITY_VENUE_PAGE_SIZE);
    for (let i = 1; i < miles.length; i++) expect(miles[i]).toBeGreaterThanOrEqual(miles[i - 1] - 0.7);
    const km = (v: VenueSummary) => haversineKm(hereLatLng, { lat: v.lat!, lng: v.lng! });
    const closest = Math.min(...all.filter((v) => v.lat !== null && v.lng !== null).map(km));
    expect(miles[0]).toBeLessThanOrEqual(closest / 1.609344 + 0.7);
    await screenshot(page, "large-city-nearest-phone");

    await page.getByRole("button", { name: "Map", exact: true }).click();
    await expectMapVenues(page, VENUES - VENUES / 40);
    await expectNoHorizontalScroll(page);
    await page.waitForTimeout(300);
    await screenshot(page, "large-city-map-phone");
  });
});
