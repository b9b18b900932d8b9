// Places from open map data (docs/decisions/030), as people meet them: an admin previews the
// shipped OpenStreetMap export of downtown San Francisco on the dashboard and applies it; on a phone
// the GeoJSON export of the same places previews as unchanged; a fan sees an imported place labelled
// "not yet confirmed" with its source, date and attribution, and can hide such places; the owner
// claims one and it becomes an ordinary listing. Every screen is checked with axe.
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { CityDetail } from "../../src-worker/shared/contract/cities";
import type { Venue, VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, followOwnerSignInLink, getJson, openPage, screenshot, setVenueWebsite, signIn } from "./fixtures";

const DATA = path.resolve("src-worker/db/seed/osm-sf-downtown");
const RUN = Date.now().toString(36);

async function openTab(page: Page) {
  await signIn(page);
  await page.getByRole("tab", { name: "Open Map Data" }).click();
  await page.getByRole("heading", { name: "Import places from open map data" }).waitFor();
}

async function preview(page: Page, file: string, dataDate?: string) {
  await page.getByLabel("City").selectOption("san-francisco");
  await page.getByLabel("Export file").setInputFiles(path.join(DATA, file));
  if (dataDate) await page.getByLabel("Data date (optional)").fill(dataDate);
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByTestId("open-data-preview").waitFor();
  return page.getByTestId("open-data-summary").innerText();
}

describe("places from open map data", () => {
  const browsers = desktopAndPhone();

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
  });

  it("desktop: the admin previews the Overpass export, sees what it would do, and applies it", async () => {
    const { page, consoleErrors, external } = await openPage(browsers.desktop, "/admin/login");
    await openTab(page);
    const summary = await preview(page, "overpass.json");
    expect(summary).toMatch(/^193 new, 0 updated, 0 unchanged, 0 linked to venues already listed, 1 skipped \(of 194 elements\)\. Data as of 2023-07-22\.$/);
    await page.getByTestId("open-data-skipped").getByText("“Eddie Rickenbacker's”: Closed").waitFor();
    // A long list opens on demand.
    const added = page.getByTestId("open-data-new");
    await added.getByText("New places (193)").click();
    await added.getByText("Comstock Saloon").waitFor();
    // Nothing is written by a preview.
    expect((await getJson<CityDetail>("/api/cities/san-francisco")).open_data).toBeUndefined();
    await check(page, "open data preview (desktop)");
    await screenshot(page, "open-data-preview-desktop");

    await page.getByRole("button", { name: "Apply this import" }).click();
    const done = page.getByTestId("open-data-applied");
    await done.waitFor();
    expect(await done.innerText()).toContain("Imported into San Francisco");
    await check(page, "open data applied (desktop)");
    await screenshot(page, "open-data-applied-desktop");
    const city = await getJson<CityDetail>("/api/cities/san-francisco");
    expect(city.open_data).toEqual({ sources: ["openstreetmap"], unconfirmed: 193 });
    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
  });

  it("phone: the GeoJSON export of the same places previews as unchanged, and nothing is applied", async () => {
    const { page } = await openPage(browsers.phone, "/admin/login");
    await openTab(page);
    const summary = await preview(page, "bars.geojson", "2023-07-22");
    // The GeoJSON holds fewer tags: the one bar whose phone and website are only contact:* tags would lose them.
    expect(summary).toMatch(/^0 new, 1 updated, 192 unchanged, 0 linked to venues already listed, 1 skipped \(of 194 elements\)\./);
    await page.getByTestId("open-data-updated").getByText("changes phone, website").waitFor();
    await check(page, "open data preview (phone)");
    await expectNoHorizontalScroll(page);
    await screenshot(page, "open-data-preview-phone");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page.getByTestId("open-data-preview").count()).toBe(0);
  });

  for (const device of ["desktop", "phone"] as const) {
    it(`${device}: a fan sees an unconfirmed place labelled, with its source, date and attribution, and can hide such places`, async () => {
      const { page, external } = await openPage(browsers[device], "/city/san-francisco");
      await page.getByTestId("venue-card").first().waitFor();
      const attribution = page.getByTestId("open-data-attribution");
      await attribution.waitFor();
      const link = attribution.getByRole("link", { name: "© OpenStreetMap contributors" });
      expect(await link.getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
      await page.getByTestId("unconfirmed-badge").first().waitFor();
      await check(page, `city page with open data places (${device})`);
      await screenshot(page, `open-data-city-${device}`);

      const comstock = (await getJson<VenueSummary[]>("/api/cities/san-francisco/venues")).find((v) => v.name === "Comstock Saloon")!;
      expect(comstock.unconfirmed).toBe("openstreetmap");
      await page.goto(`${baseURL()}/venue/${comstock.id}`);
      const notice = page.getByTestId("open-data-notice");
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(/^From OpenStreetMap \(data as of Jul 22, 2023\)\. Not yet confirmed by the venue/);
      await notice.getByRole("link", { name: "© OpenStreetMap contributors" }).waitFor();
      // No claim of a match the venue never made.
      expect(await page.getByText(/Showing every match|Shows every match/i).count()).toBe(0);
      await check(page, `venue page of an open data place (${device})`);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `open-data-venue-${device}`);

      // The Spanish page says the same in Spanish.
      await page.goto(`${baseURL()}/es/venue/${comstock.id}`);
      await page
        .getByTestId("open-data-notice")
        .getByText(/^De OpenStreetMap \(datos al /)
        .waitFor();
      expect(external).toEqual([]);
    });
  }

  it("desktop: 'Hide places not yet confirmed by the venue' leaves only confirmed listings", async () => {
    const { page } = await openPage(browsers.desktop, "/city/san-francisco");
    await page.getByTestId("venue-card").first().waitFor();
    const all = (await getJson<CityDetail>("/api/cities/san-francisco")).venueCount;
    await page.getByLabel("Hide places not yet confirmed by the venue").check();
    await expect.poll(() => page.getByTestId("venue-count").innerText()).toBe(`Showing ${all - 193} venues in San Francisco`);
    expect(page.url()).toContain("confirmed=true");
    expect(await page.getByTestId("unconfirmed-badge").count()).toBe(0);
  });

  it("phone: the owner claims an imported place from its page, and it becomes an ordinary listing", async () => {
    const place = (await getJson<VenueSummary[]>("/api/cities/san-francisco/venues")).find((v) => v.name === "Mr. Bing's")!;
    const domain = `mrbings-${RUN}.test`;
    await setVenueWebsite(browsers.phone, place.id, `https://www.${domain}/`);
    const { page } = await openPage(browsers.phone, `/venue/${place.id}`);
    await page.getByTestId("open-data-notice").getByRole("link", { name: "Claim this listing" }).click();
    await page.getByRole("button", { name: "Own this venue? Manage this listing" }).click();
    const box = page.getByTestId("owner-claim");
    await box.getByLabel("Business email").fill(`owner@${domain}`);
    await box.getByRole("button", { name: "Send sign-in link" }).click();
    await box.getByTestId("owner-claim-sent").waitFor();

    await followOwnerSignInLink(page, `owner@${domain}`);
    await page.getByRole("link", { name: "Mr. Bing's" }).waitFor();

    await expect.poll(async () => (await getJson<Venue>(`/api/venues/${place.id}`)).openData?.confirmed).toBe(true);
    await page.goto(`${baseURL()}/venue/${place.id}`);
    await page.getByRole("heading", { level: 1, name: "Mr. Bing's" }).waitFor();
    await page.getByTestId("open-data-attribution").waitFor();
    expect(await page.getByTestId("open-data-notice").count()).toBe(0);
    await check(page, "claimed open data place (phone)");
    await screenshot(page, "open-data-claimed-phone");
  });
});

// Then the same city asked of OpenStreetMap directly (docs/decisions/042), in this file so that it runs
// after the file imports above, on the same server: the places are there already, and are counted as such.
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

  it("desktop: the admin previews OpenStreetMap's answer with its origin and date; the places imported from the file are unchanged", async () => {
    const city = await getJson<CityDetail>("/api/cities/san-francisco");
    const { page, consoleErrors, external } = await openPage(browsers.desktop, "/admin/login");
    const panel = await importFromOsm(page, city.id);
    const origin = panel.getByTestId("overpass-origin");
    expect(await origin.innerText()).toMatch(/^Data from © OpenStreetMap contributors \(ODbL-1\.0\), as of 2023-07-22 12:47 UTC\.$/);
    expect(await origin.getByRole("link").getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    // The file imports above brought the same places: OpenStreetMap's answer has nothing new, and
    // there is nothing to apply.
    expect(await panel.getByTestId("overpass-summary").innerText()).toMatch(
      /^0 new, 0 updated, \d+ unchanged, \d+ linked to venues already listed, \d+ skipped \(of 194 elements\)\.$/,
    );
    expect(await panel.getByRole("button", { name: "Apply this import" }).isDisabled()).toBe(true);
    await check(page, "OpenStreetMap import preview (desktop)");
    await screenshot(page, "overpass-preview-desktop");
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
