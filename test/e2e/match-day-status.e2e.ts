// A venue's live match-day status, as people set and read it (docs/decisions/034): on a phone and on
// a desktop, an owner signs in with the e-mailed link (opening it, then pressing "Sign in"), sets
// "Full" for a match the venue shows; a fan sees "Full … said by the venue …" on the match page and
// the venue page (English and Spanish); the owner then says "not showing this match after all" and
// the venue leaves the match's list, and comes back when it is taken back. Every screen is checked with axe.
import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { MatchVenues } from "../../src-worker/shared/contract/match-venues";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, claimAndSignIn, desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, screenshot, setVenueWebsite, toastWith } from "./fixtures";

const RUN = Date.now().toString(36);
/** A city no other suite counts venues or claims in. */
const CITY = "philadelphia";

/** As an admin: the venue's website at this run's own domain (so its owner's claim is verified) and "every match of every competition". */
async function prepare(context: BrowserContext, venueId: number, website: string) {
  await setVenueWebsite(context, venueId, website);
  const claims = await context.request.put(`${baseURL()}/api/admin/venues/${venueId}/claims`, {
    data: { allCompetitions: true, competitions: [], matches: [], supporters: [] },
    headers: { origin: baseURL() },
  });
  expect(claims.status(), await claims.text()).toBe(200);
}

describe("match-day status", () => {
  const browsers = desktopAndPhone();
  let venues: VenueSummary[];

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
    venues = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues?sortBy=name`);
    expect(venues.length).toBeGreaterThanOrEqual(2);
  });

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: an owner sets "Full" for a match; fans see it with its age; "not showing after all" takes the venue off the match's list`, async () => {
      const venue = venues[size === "phone" ? 0 : 1];
      const domain = `status-${size}-${RUN}.test`;
      await prepare(browsers[size], venue.id, `https://www.${domain}/`);
      const { page, external, consoleErrors } = await openPage(browsers[size], "/");
      await claimAndSignIn(page, venue.id, `manager@${domain}`);
      await page.getByRole("link", { name: venue.name }).click();
      await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();

      // The owner's panel: the first match the venue shows is picked; one tap sets "Full".
      const panel = page.getByTestId("owner-match-day");
      await panel.getByRole("heading", { name: "Match-day status" }).waitFor();
      const picker = panel.getByLabel("Match");
      const number = Number(await picker.inputValue());
      expect(number).toBeGreaterThan(1000);
      const full = panel.getByRole("button", { name: "Full: standing room only" });
      await full.click();
      await toastWith(page, "Status set");
      await expect.poll(() => full.getAttribute("aria-pressed")).toBe("true");
      await panel.getByText(`by manager@${domain}`).waitFor();
      await expectNoHorizontalScroll(page);
      await check(page, `${size} owner match-day status`);
      await screenshot(panel, `owner-match-day-${size}`);

      // The fan's match page, in the venue's city: the venue says it is full, and when it said so.
      await page.goto(`${baseURL()}/match/${number}`);
      await page.getByLabel("City").selectOption({ value: CITY });
      const item = page.getByTestId("watch-venue").filter({ hasText: venue.name });
      const status = item.getByTestId("match-day-status");
      await status.waitFor();
      expect(await status.textContent()).toMatch(/Full: standing room only· said by the venue (just now|\d+ min ago)/);
      await expectNoHorizontalScroll(page);
      await check(page, `${size} match page with a venue's status`);
      await screenshot(item, `match-venue-status-${size}`);
      await screenshot(page, `match-page-status-${size}`);

      // The venue page, in English and Spanish.
      await page.goto(`${baseURL()}/venue/${venue.id}`);
      const updates = page.getByTestId("venue-match-day");
      await updates.getByRole("heading", { name: "Match-day updates from the venue" }).waitFor();
      expect(await updates.getByTestId("match-day-status").textContent()).toMatch(/Full: standing room only· said by the venue (just now|\d+ min ago)/);
      await check(page, `${size} venue page with its match-day status`);
      await screenshot(updates, `venue-match-day-${size}`);
      await page.goto(`${baseURL()}/es/venue/${venue.id}`);
      const es = page.getByTestId("venue-match-day");
      await es.getByRole("heading", { name: "Novedades del lugar para el día del partido" }).waitFor();
      expect(await es.getByTestId("match-day-status").textContent()).toMatch(/Lleno: solo quedan lugares de pie· según el lugar, (ahora mismo|hace \d+ min)/);
      await screenshot(es, `venue-match-day-es-${size}`);

      // "Not showing this match after all": off the match's list; tapped again, back on it.
      await page.goto(`${baseURL()}/owner/venues/${venue.id}`);
      const again = page.getByTestId("owner-match-day");
      await again.getByLabel("Match").selectOption({ value: String(number) });
      const notShowing = again.getByRole("button", { name: "Not showing this match after all" });
      await notShowing.click();
      await toastWith(page, "Status set");
      await expect.poll(() => notShowing.getAttribute("aria-pressed")).toBe("true");
      await screenshot(again, `owner-not-showing-${size}`);
      const listed = async () => (await getJson<MatchVenues>(`/api/matches/${number}/venues?city=${CITY}`)).venues.map((v) => v.venue.id);
      expect(await listed()).not.toContain(venue.id);
      await page.goto(`${baseURL()}/match/${number}`);
      await page.getByTestId("watch-list").waitFor();
      expect(await page.getByTestId("watch-venue").filter({ hasText: venue.name }).count()).toBe(0);
      await screenshot(page, `match-page-not-showing-${size}`);

      await page.goto(`${baseURL()}/owner/venues/${venue.id}`);
      const back = page.getByTestId("owner-match-day");
      await back.getByLabel("Match").selectOption({ value: String(number) });
      await back.getByRole("button", { name: "Not showing this match after all" }).click();
      await toastWith(page, "Status cleared");
      expect(await listed()).toContain(venue.id);

      expect(external).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }
});
