// "Verified by the venue on {date}" and, past 60 days, "Last confirmed by the venue in {month}" on a
// venue page (decisions 017 and 031), as a fan far from the venue reads them: the browser's clock is
// in Kiritimati (UTC+14), the venue in Miami, and the dates are the venue's. An owner confirms the
// listing; the page says so that day; with the browser's clock moved on 75 days it says the month
// instead, in English and Spanish, on a phone and a desktop.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Venue, VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, claimAndSignIn, getJson, launch, openPage, screenshot, setVenueWebsite, toastWith, VIEWPORTS } from "./fixtures";

const RUN = Date.now().toString(36);
/** A city no other suite counts venues in. */
const CITY = "miami";
const FAR_AWAY = "Pacific/Kiritimati";
const DAY_MS = 86_400_000;

describe("last confirmed by the venue", () => {
  const browsers = {} as Record<"phone" | "desktop", BrowserContext>;
  let venues: VenueSummary[];

  beforeAll(async () => {
    browsers.desktop = await launch(VIEWPORTS.desktop, { timezoneId: FAR_AWAY });
    browsers.phone = await launch(VIEWPORTS.phone, { timezoneId: FAR_AWAY });
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
    venues = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues?sortBy=name`);
    expect(venues.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await browsers.desktop?.close();
    await browsers.phone?.close();
  });

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: the venue page dates the owner's confirmation in the venue's zone, and past 60 days names its month`, async () => {
      const venue = venues[size === "phone" ? 0 : 1];
      const domain = `confirmed-${size}-${RUN}.test`;
      await setVenueWebsite(browsers[size], venue.id, `https://www.${domain}/`);

      const { page, external, consoleErrors } = await openPage(browsers[size], "/");
      await claimAndSignIn(page, venue.id, `manager@${domain}`);
      await page.getByRole("link", { name: venue.name }).click();
      await page.getByRole("button", { name: "Everything is still accurate" }).click();
      await toastWith(page, "Thank you");

      const { verifiedAt, timeZone } = await getJson<Venue>(`/api/venues/${venue.id}`);
      expect(timeZone).toBe("America/New_York");
      const at = new Date(verifiedAt!);
      const venueDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone }).format(at);

      await page.goto(`${baseURL()}/venue/${venue.id}`);
      expect((await page.getByTestId("verified-by-venue").textContent())?.trim()).toBe(`Verified by the venue on ${venueDay}`);

      // 75 days on: the page says the month it was last confirmed in, in the venue's calendar. The app
      // runs from the server's SITE_NOW (src-web/lib/clock.ts), so time moves on after the page loads.
      const later = new Date(at.getTime() + 75 * DAY_MS);
      const monthIn = (locale: string) =>
        new Intl.DateTimeFormat(locale, {
          month: "long",
          timeZone,
          ...(later.getUTCFullYear() === at.getUTCFullYear() ? {} : { year: "numeric" }),
        }).format(at);
      // A fake clock's jump outlives the document it was made in: each look 75 days on is a fresh browser's.
      const seventyFiveDaysOn = async (path: string) => {
        const context = await launch(VIEWPORTS[size], { timezoneId: FAR_AWAY });
        await serveAxe(context);
        const laterPage = await context.newPage();
        await laterPage.clock.install();
        await laterPage.goto(`${baseURL()}${path}`);
        await laterPage.getByTestId("verified-by-venue").waitFor();
        await laterPage.clock.fastForward(75 * DAY_MS);
        const stale = laterPage.getByTestId("stale-listing");
        await stale.waitFor();
        return { context, laterPage, text: (await stale.textContent())?.trim() };
      };
      const en = await seventyFiveDaysOn(`/venue/${venue.id}`);
      expect(en.text).toBe(`Last confirmed by the venue in ${monthIn("en-US")}`);
      expect(await en.laterPage.getByTestId("verified-by-venue").count()).toBe(0);
      await check(en.laterPage, `${size} venue page last confirmed months ago`);
      await screenshot(en.laterPage, `venue-last-confirmed-${size}`);
      await en.context.close();

      const es = await seventyFiveDaysOn(`/es/venue/${venue.id}`);
      expect(es.text).toBe(`Confirmado por última vez por el lugar en ${monthIn("es-US")}`);
      await screenshot(es.laterPage.getByTestId("stale-listing"), `venue-last-confirmed-es-${size}`);
      await es.context.close();

      expect(external).toEqual([]);
      // The desktop map asks this server for tiles it does not have (as in browse.e2e.ts): those failed loads aside, no error.
      expect(consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);
      await page.close();
    });
  }
});
