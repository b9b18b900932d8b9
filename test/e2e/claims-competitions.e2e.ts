// Claims per competition, as people make and read them (docs/decisions/029): on a phone and on a
// desktop, a venue's owner signs in, ticks "Every Premier League match" and sets "opens early" in one
// save; a fan then sees both on the venue page (English and Spanish), and filters the city by a club
// match to find the venue. Every screen is checked with axe.
import { beforeAll, describe, expect, it } from "vitest";
import type { FixturePage } from "../../src-worker/shared/contract/competitions";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { isPast } from "../../src-worker/shared/whats-on";
import { check, serveAxe } from "./axe";
import { baseURL, claimAndSignIn, desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, screenshot, setVenueWebsite, toastWith } from "./fixtures";

const RUN = Date.now().toString(36);
/** A city no other suite counts venues or claims in. */
const CITY = "houston";

describe("claims per competition", () => {
  const browsers = desktopAndPhone();
  let venues: VenueSummary[];

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
    venues = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues?sortBy=name`);
    expect(venues.length).toBeGreaterThanOrEqual(2);
  });

  for (const size of ["phone", "desktop"] as const) {
    it(`${size}: an owner claims every Premier League match and opens early; a fan sees both and finds the venue by a club match`, async () => {
      const venue = venues[size === "phone" ? 0 : 1];
      const domain = `claims-${size}-${RUN}.test`;
      await setVenueWebsite(browsers[size], venue.id, `https://www.${domain}/`);
      const { page, external, consoleErrors } = await openPage(browsers[size], "/");
      await claimAndSignIn(page, venue.id, `manager@${domain}`);
      await page.getByRole("link", { name: venue.name }).click();
      await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();

      await page.getByLabel("Every Premier League match").check();
      await page.getByLabel("Opens early for early kick-offs").fill("07:00");
      await check(page, `${size} owner editor with competitions and opens early`);
      await screenshot(page.getByRole("group", { name: "Matches and supporters" }), `owner-competitions-${size}`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await toastWith(page, "Listing saved");
      await screenshot(page, `owner-opens-early-saved-${size}`);

      // The fan's side: the venue page says both, with who confirmed them and when.
      await page.goto(`${baseURL()}/venue/${venue.id}`);
      const claims = page.getByTestId("venue-match-claims");
      await claims.getByRole("heading", { name: "Matches shown here" }).waitFor();
      const every = claims.getByTestId("every-match-claim").filter({ hasText: "Every Premier League match" });
      expect(await every.getByTestId("claim-confirmation").textContent()).toMatch(/^Confirmed by the venue on /);
      expect(await claims.getByRole("list", { name: "Coming up" }).getByTestId("shown-match").count()).toBeGreaterThan(0);
      expect(await claims.getByRole("list", { name: "Coming up" }).getByText("Every Premier League match").first().isVisible()).toBe(true);
      const early = page.getByTestId("opens-early");
      expect(await early.textContent()).toMatch(/^Opens 7am for early kick-offs\s*Confirmed by the venue on /);
      await expectNoHorizontalScroll(page);
      await check(page, `${size} venue page with competitions and opens early`);
      await screenshot(claims, `venue-competitions-${size}`);
      await screenshot(page, `venue-opens-early-${size}`);

      // In Spanish.
      await page.goto(`${baseURL()}/es/venue/${venue.id}`);
      await page.getByTestId("venue-match-claims").getByText("Todos los partidos de Premier League").first().waitFor();
      expect(await page.getByTestId("opens-early").textContent()).toMatch(/^Abre a las 7\sa\.\s?m\. para los partidos tempranos/);

      // The city filtered by a club match lists the venue. In the club season (the suite's clock) the
      // "Showing match" list holds this weekend's matches (season-city.e2e.ts); a coming Premier League
      // match a link names filters too, and is the list's choice.
      const coming = await getJson<FixturePage>("/api/fixtures?from=2026-11-29&to=2026-12-27&competition=premier-league-2026-27&limit=200");
      const clubMatch = coming.matches.find((f) => !isPast(f))!.number;
      expect(clubMatch).toBeGreaterThan(1000);
      await page.goto(`${baseURL()}/city/${CITY}?match=${clubMatch}`);
      await page.getByTestId("venue-card").filter({ hasText: venue.name }).first().waitFor();
      if (size === "phone") await page.getByRole("button", { name: /Filters/ }).click();
      expect(await page.getByLabel("Showing match").inputValue()).toBe(String(clubMatch));
      const listed = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues?match=${clubMatch}`);
      expect(listed.map((v) => v.id)).toContain(venue.id);
      await check(page, `${size} city filtered by a club match`);
      await screenshot(page, `city-club-match-${size}`);
      expect(external).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }
});
