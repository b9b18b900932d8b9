// A city page, the FAQ, Submit and Saved Venues in the club season (the suite's clock, clock.ts), at phone and
// desktop size, in English and Spanish: the titles and headings speak of football, not of the World Cup
// that is over; the city's matches block lists this weekend's coming matches with its venues showing each;
// "Showing match" and "Supporters of" offer those matches and their clubs (docs/decisions/045).
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STANDALONE_CSV_HEADER } from "../../src-worker/shared/constants";
import type { Fixture, FixturePage } from "../../src-worker/shared/contract/competitions";
import { matchPath } from "../../src-worker/shared/match-text";
import { localDay } from "../../src-worker/shared/time-zones";
import { addDays, isPast, whatsOnQuery } from "../../src-worker/shared/whats-on";
import { expectNoSeriousViolations, loaded, serveAxe } from "./axe";
import { e2eNow } from "./clock";
import { baseURL, expectNoHorizontalScroll, getJson, launch, openPage, screenshot, signInRequests, VIEWPORTS } from "./fixtures";

/** A city of this file's own (no admin-written title), so the site's own texts show. */
const SLUG = "season-town";
const CITY = "Season Town";
const ZONE = "America/New_York";

const texts = {
  en: {
    prefix: "",
    title: `Where to watch football in ${CITY} | World Cup Watch Spots`,
    h1: `Where to watch football in ${CITY}`,
    weekend: "Matches this weekend",
    faq: `Watching football in ${CITY}: FAQ`,
    filters: /Filters/,
    match: "Showing match",
    team: "Supporters of",
    clubs: "Playing this weekend",
  },
  es: {
    prefix: "/es",
    title: `Dónde ver fútbol en ${CITY} | World Cup Watch Spots`,
    h1: `Dónde ver fútbol en ${CITY}`,
    weekend: "Partidos de este fin de semana",
    faq: `Preguntas frecuentes sobre ver fútbol en ${CITY}`,
    filters: /Filtros/,
    match: "Que pase el partido",
    team: "Aficionados de",
    clubs: "Juegan este fin de semana",
  },
} as const;

/** This weekend's coming matches as the page should list them: not past, on a day up to the coming Sunday (in New York). */
async function weekendMatches(): Promise<Fixture[]> {
  const today = localDay(e2eNow(), ZONE);
  const query = whatsOnQuery({ view: "upcoming" }, today, ZONE, SLUG);
  const page = await getJson<FixturePage>(`/api/fixtures?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const sunday = addDays(today, (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);
  return page.matches.filter((f) => !isPast(f) && localDay(new Date(f.kickoffAt), f.kickoffPrecision === "exact" ? ZONE : f.timeZone) <= sunday);
}

describe("the club season on a city page, the FAQ, Submit and Saved Venues", () => {
  const browsers = {} as Record<"desktop" | "phone", BrowserContext>;
  let weekend: Fixture[];

  beforeAll(async () => {
    for (const size of ["desktop", "phone"] as const) {
      browsers[size] = await launch(VIEWPORTS[size], { timezoneId: ZONE });
      await serveAxe(browsers[size]);
    }
    const admin = await launch(VIEWPORTS.desktop);
    try {
      await signInRequests(admin);
      const csv = `${STANDALONE_CSV_HEADER}\r\nSeason Town Tavern,1 Kickoff Street,40.7,-74,,,,,Pub\r\nSeason Town Sports Bar,2 Kickoff Street,40.701,-74.001,,,,,Sports Bar\r\n`;
      const imported = await admin.request.post(`${baseURL()}/api/import-csv`, {
        multipart: { city_slug: SLUG, city_name: CITY, file: { name: "season.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
        timeout: 60_000,
      });
      expect(imported.status(), await imported.text()).toBe(200);
    } finally {
      await admin.close();
    }
    weekend = await weekendMatches();
    // The suite's clock is a weekend of the leagues: there is something to show.
    expect(weekend.length).toBeGreaterThan(0);
  }, 120_000);

  afterAll(async () => {
    await browsers.desktop?.close();
    await browsers.phone?.close();
  });

  for (const size of ["desktop", "phone"] as const) {
    for (const lang of ["en", "es"] as const) {
      const t = texts[lang];
      it(`${size}, ${lang}: a city page speaks of football; its matches are this weekend's, and its filters offer them and their clubs`, async () => {
        const { page, external, consoleErrors } = await openPage(browsers[size], `${t.prefix}/city/${SLUG}`);
        await page.getByRole("heading", { level: 1, name: t.h1 }).waitFor();
        expect(await page.title()).toBe(t.title);

        const block = page.getByTestId("city-matches");
        await block.getByRole("heading", { level: 2, name: t.weekend }).waitFor();
        const cards = block.getByTestId("city-weekend").getByTestId("fixture-card");
        await cards.first().waitFor();
        // At most 12, each with the city's venues that show it.
        expect(await cards.count()).toBe(Math.min(weekend.length, 12));
        expect(await block.getByTestId("match-venue-count").count()).toBe(Math.min(weekend.length, 12));
        const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        for (const href of hrefs) expect(weekend.map((f) => `${t.prefix}${matchPath(f)}`)).toContain(href);
        await page.getByRole("heading", { level: 2, name: t.faq }).waitFor();
        // Nothing on the page speaks of the World Cup as what it is about.
        const worldCup = (await page.locator("main").innerText()).split("\n").filter((line) => /World Cup|Mundial/.test(line));
        expect(worldCup).toEqual([]);

        if (size === "phone") await page.getByRole("button", { name: t.filters }).click();
        const match = page.getByLabel(t.match);
        await match.focus();
        await match.locator(`option[value="${weekend[0].number}"]`).waitFor({ state: "attached" });
        const offered = await match.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
        expect(offered.map(Number).sort()).toEqual(weekend.map((f) => f.number).sort());
        const team = page.getByLabel(t.team);
        await team.focus();
        const clubs = [...new Set(weekend.flatMap((f) => [f.team1, f.team2]).flatMap((s) => (s?.kind === "club" ? [s.code] : [])))].sort();
        const group = team.locator(`optgroup[label="${t.clubs}"] option`);
        await group.first().waitFor({ state: "attached" });
        expect((await group.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).sort()).toEqual(clubs);
        // A club is a filter the list answers, kept in the address.
        await team.selectOption({ value: clubs[0] });
        await page.waitForURL(new RegExp(`supporters=${clubs[0]}`));
        await page.getByTestId("venues-no-match").waitFor();
        await team.selectOption({ value: "" });
        await match.selectOption({ value: String(weekend[0].number) });
        await page.waitForURL(new RegExp(`match=${weekend[0].number}`));

        await loaded(page);
        await expectNoHorizontalScroll(page);
        await expectNoSeriousViolations(page, `${CITY} in the season (${size}, ${lang})`);
        await screenshot(page, `season-city-${lang}-${size}`);
        expect(external).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.close();
      });

      it(`${size}, ${lang}: the FAQ, Submit and Saved Venues headers speak of football`, async () => {
        const m =
          lang === "en"
            ? (await import("../../src-worker/shared/i18n/messages/en/meta")).default
            : (await import("../../src-worker/shared/i18n/messages/es/meta")).default;
        for (const [path, heading, lead, title] of [
          ["/faq", m.headings.faq.title, m.season.headings.faq.subtitle, m.season.pages.faq.title],
          ["/submit", m.headings.submit.title, m.season.headings.submit.subtitle, m.pages.submit.title],
          ["/bookmarks", m.headings.bookmarks.title, m.season.headings.bookmarks.subtitle, m.pages.bookmarks.title],
        ] as const) {
          const { page, consoleErrors } = await openPage(browsers[size], `${t.prefix}${path}`);
          await page.getByRole("heading", { level: 1, name: heading }).waitFor();
          await page.getByText(lead, { exact: true }).waitFor();
          expect(await page.title(), path).toBe(`${title} | World Cup Watch Spots`);
          expect(await page.locator("h1 + p").first().innerText(), path).not.toMatch(/World Cup|Mundial/);
          await loaded(page);
          await expectNoHorizontalScroll(page);
          await expectNoSeriousViolations(page, `${path} in the season (${size}, ${lang})`);
          await screenshot(page, `season${path.replace("/", "-")}-${lang}-${size}`);
          expect(consoleErrors, path).toEqual([]);
          await page.close();
        }
      });
    }
  }
});
