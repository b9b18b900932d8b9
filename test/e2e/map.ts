// The venue map in a real browser: venues close together are drawn as one numbered cluster marker,
// so tests count the venues the markers stand for and open a venue's popup through its cluster.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

const MARKERS = '[data-testid="venue-map"] .maplibregl-marker';

/** How many venues the markers on the map stand for (a cluster counts its venues). */
function representedVenues(page: Page): Promise<number> {
  return page.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].reduce((n, m) => n + Number(m.dataset.count ?? 1), 0), MARKERS);
}

/** Waits until the map's markers stand for exactly `n` venues. */
export async function expectMapVenues(page: Page, n: number) {
  await expect.poll(() => representedVenues(page), { timeout: 20_000 }).toBe(n);
}

/**
 * Opens the popup that names the venue: its own marker's ("View Details"), or the list of the small
 * cluster it is in (a link named after it). Returns the popup and its link to the venue page.
 */
export async function openVenueOnMap(page: Page, name: string): Promise<{ popup: Locator; link: Locator }> {
  const popup = page.locator(".maplibregl-popup");
  const own = page.locator(`${MARKERS}[title="${name.replaceAll('"', '\\"')}"]`);
  if ((await own.count()) > 0) {
    // A click that lands while the map is still easing from the last popup is dropped: click again.
    await expect
      .poll(
        async () => {
          if ((await popup.count()) === 0) await own.first().click();
          return popup.isVisible();
        },
        { interval: 1500 },
      )
      .toBe(true);
    return { popup, link: popup.getByRole("link", { name: "View Details" }) };
  }
  for (const cluster of await page.locator(`${MARKERS}[data-count]`).all()) {
    await cluster.click();
    await popup.waitFor();
    const link = popup.getByRole("link", { name, exact: true });
    if ((await link.count()) > 0) return { popup, link };
    await popup.locator(".maplibregl-popup-close-button").click();
    await popup.waitFor({ state: "detached" });
  }
  throw new Error(`no marker or small cluster holds ${name}`);
}

/**
 * The venue page's location map loads only near the screen: before scrolling to it the map library
 * is not fetched; scrolled into view it shows one marker, named after the venue when `name` is given.
 */
export async function showLocationMap(page: Page, name?: string) {
  const map = page.getByTestId("venue-location-map");
  await map.scrollIntoViewIfNeeded();
  const marker = map.locator(name ? `.maplibregl-marker[aria-label="${name.replaceAll('"', '\\"')}"]` : ".maplibregl-marker");
  await marker.waitFor({ timeout: 20_000 });
  expect(await map.locator(".maplibregl-marker").count()).toBe(1);
}
