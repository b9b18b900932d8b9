// What new fans tripped over on the city and venue pages, walked as they walk it: the kind of place
// each card names, saving from the venue page itself, and focus that never hides under the header.
import { describe, expect, it } from "vitest";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { desktopAndPhone, getJson, openPage, screenshot } from "./fixtures";

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
});
