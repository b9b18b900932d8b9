// A city's places asked of OpenStreetMap (docs/decisions/042), as an admin and a fan meet them: on the
// city editor the admin presses "Import from OpenStreetMap" (the local server answers from memory with
// the San Francisco extract), sees where the data comes from and as of when, and applies it; the city
// page then lists its confirmed venues above the unconfirmed places, and never calls such a place a
// sports bar. Desktop and phone; every screen is checked with axe.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { CityDetail } from "../../src-worker/shared/contract/cities";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, screenshot, signIn } from "./fixtures";

async function importFromOsm(page: Page, cityId: number) {
  await signIn(page);
  await page.goto(`${baseURL()}/admin/cities/${cityId}/edit`);
  const panel = page.getByTestId("overpass-import");
  await panel.getByRole("button", { name: "Import from OpenStreetMap" }).click();
  await panel.getByTestId("overpass-preview").waitFor();
  return panel;
}

describe("import a city from OpenStreetMap", () => {
  const browsers = desktopAndPhone();

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
  });

  it("desktop: the admin previews OpenStreetMap's answer with its origin and date, and applies it", async () => {
    const city = await getJson<CityDetail>("/api/cities/san-francisco");
    const { page, consoleErrors, external } = await openPage(browsers.desktop, "/admin/login");
    const panel = await importFromOsm(page, city.id);
    const origin = panel.getByTestId("overpass-origin");
    expect(await origin.innerText()).toMatch(/^Data from © OpenStreetMap contributors \(ODbL-1\.0\), as of 2023-07-22 12:47 UTC\.$/);
    expect(await origin.getByRole("link").getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    expect(await panel.getByTestId("overpass-summary").innerText()).toMatch(
      /^\d+ new, \d+ updated, \d+ unchanged, \d+ linked to venues already listed, \d+ skipped \(of 194 elements\)\.$/,
    );
    await check(page, "OpenStreetMap import preview (desktop)");
    await screenshot(page, "overpass-preview-desktop");

    await panel.getByRole("button", { name: "Apply this import" }).click();
    const done = panel.getByTestId("overpass-applied");
    await done.waitFor();
    expect(await done.innerText()).toContain("Imported into San Francisco");
    expect((await getJson<CityDetail>("/api/cities/san-francisco")).open_data?.sources).toEqual(["openstreetmap"]);
    // Asked again within the minute: refused, with a message, and nothing changes.
    await panel.getByRole("button", { name: "Import from OpenStreetMap" }).click();
    await panel
      .getByRole("alert")
      .getByText(/at most once a minute/)
      .waitFor();
    expect(consoleErrors.filter((e) => !e.includes("429"))).toEqual([]);
    expect(external).toEqual([]);
  });

  for (const device of ["desktop", "phone"] as const) {
    it(`${device}: the city page lists confirmed venues first, and an unconfirmed bar is a "Bar", not a sports bar`, async () => {
      const list = await getJson<VenueSummary[]>("/api/cities/san-francisco/venues");
      const firstUnconfirmed = list.findIndex((v) => v.unconfirmed);
      expect(firstUnconfirmed).toBeGreaterThan(0);
      expect(list.slice(firstUnconfirmed).every((v) => v.unconfirmed)).toBe(true);

      const { page } = await openPage(browsers[device], "/city/san-francisco");
      const cards = page.getByTestId("venue-card");
      await cards.first().waitFor();
      expect(await cards.first().getByTestId("unconfirmed-badge").count()).toBe(0);
      const unconfirmed = cards.filter({ has: page.getByTestId("unconfirmed-badge") }).first();
      await unconfirmed.waitFor();
      expect(await unconfirmed.getByText("Sports Bar", { exact: true }).count()).toBe(0);
      await check(page, `city page after the OpenStreetMap import (${device})`);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `overpass-city-${device}`);
    });
  }
});
