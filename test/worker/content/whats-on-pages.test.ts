// What's on (/matches), the competitions (/competitions) and a competition's page at the edge: the old
// schedule's links, heads, first paint, inlined answers equal to the API's, D1 queries and sizes
// (docs/decisions/026). The clock is inside the club season.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { escapeHtml } from "../../../src-worker/html/escape";
import type { Competition, FixturePage } from "../../../src-worker/shared/contract/competitions";
import en from "../../../src-worker/shared/i18n/messages/en";
import esMessages from "../../../src-worker/shared/i18n/messages/es";
import { callApp, countingD1, initialData, seedDemo, testModeEnv } from "../helpers";

const NOW = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });
const page = async (path: string, bindings = NOW) => {
  const res = await callApp(path, {}, bindings);
  return { status: res.status, html: await res.text(), res };
};
const api = async <T>(path: string) => (await (await callApp(path, {}, NOW)).json()) as T;

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

beforeEach(async () => {
  await seedDemo();
});

describe("the old schedule's addresses", () => {
  it("a link with the World Cup schedule's own filters moves permanently to its new address, language and filters kept", async () => {
    for (const [from, to] of [
      ["/matches?stage=Final", "/competitions/world-cup-2026?stage=Final"],
      ["/matches?group=D&team=usa", "/competitions/world-cup-2026?group=D&team=usa"],
      ["/es/matches?stage=Round%20of%2032&city=seattle", "/es/competitions/world-cup-2026?stage=Round%20of%2032&city=seattle"],
      ["/matches/?group=A", "/competitions/world-cup-2026?group=A"],
    ]) {
      const res = await callApp(from, {}, NOW);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    // Plain /matches, and filters what's on has too, are what's on.
    for (const path of ["/matches", "/es/matches", "/matches?team=usa", "/matches?city=seattle&view=results"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<title>(?:What's On|Qué hay)/);
    }
  });
});

describe("what's on at the edge", () => {
  it("has its head, first paint, and inlines the next two weeks as the app asks for them", async () => {
    const { status, html } = await page("/matches");
    expect(status).toBe(200);
    expect(html).toContain("<title>What's On: Football to Watch This Week | World Cup Watch Spots</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/matches">');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="http://localhost:8787/es/matches">');
    expect(html).toContain(`<h1 class="pr-title">${escapeHtml("What's On")}</h1>`);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/WhatsOnPage-[\w-]+\.js">/);
    const data = initialData(html);
    const query = { from: "2026-11-28", to: "2026-12-11", tz: "America/New_York", limit: 200 };
    expect(data.map((d) => d.queryKey)).toEqual([["/api/competitions"], ["/api/fixtures", query]]);
    expect(data[0].data).toEqual(await api("/api/competitions"));
    expect(data[1].data).toEqual(await api(`/api/fixtures?${new URLSearchParams(query as never)}`));
    const fixtures = data[1].data as FixturePage;
    expect(fixtures.matches.length).toBeGreaterThan(50);
    expect(fixtures.matches.every((m) => m.venueCount === undefined)).toBe(true);
  });

  it("with a city, every match carries the count of its venues that confirmed it; a bad filter is left out, the page whole", async () => {
    const { html } = await page("/matches?city=seattle&competition=premier-league-2026-27&view=results");
    const [, fixtures] = initialData(html);
    expect(fixtures.queryKey).toEqual([
      "/api/fixtures",
      { from: "2026-11-15", to: "2026-11-28", tz: "America/New_York", competition: "premier-league-2026-27", city: "seattle", limit: 200 },
    ]);
    const list = (fixtures.data as FixturePage).matches;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => typeof m.venueCount === "number" && m.competition.id === "premier-league-2026-27")).toBe(true);
    // An unknown city is no error: nothing of it is inlined, and the app says what the API says.
    const unknown = await page("/matches?city=atlantis&date=2026-13-45");
    expect(unknown.status).toBe(200);
    expect(initialData(unknown.html).map((d) => d.queryKey)).toEqual([["/api/competitions"]]);
  });

  it("inlines the visitor's own days where the edge places them, with one cached copy per zone", async () => {
    const at = async (path: string, timezone?: string) => {
      const res = await callApp(path, timezone === undefined ? {} : ({ cf: { timezone } } as RequestInit), NOW);
      const entries = initialData(await res.text());
      const query = entries[entries.length - 1].queryKey.at(-1) as { from: string; tz: string };
      return { cache: res.headers.get("x-cache"), from: query.from, tz: query.tz };
    };
    expect(await at("/matches", "America/Los_Angeles")).toEqual({ cache: "MISS", from: "2026-11-28", tz: "America/Los_Angeles" });
    // Already the 29th on Kiritimati (UTC+14): its visitors' list starts a day later.
    expect(await at("/matches", "Pacific/Kiritimati")).toEqual({ cache: "MISS", from: "2026-11-29", tz: "Pacific/Kiritimati" });
    expect(await at("/matches", "America/Los_Angeles")).toEqual({ cache: "HIT", from: "2026-11-28", tz: "America/Los_Angeles" });
    // No placement, or one the runtime does not know: New York's days, one copy for both.
    expect(await at("/matches")).toEqual({ cache: "MISS", from: "2026-11-28", tz: "America/New_York" });
    expect(await at("/matches", "Mars/Olympus_Mons")).toEqual({ cache: "HIT", from: "2026-11-28", tz: "America/New_York" });
    expect(await at("/es/competitions/premier-league-2026-27", "America/Chicago")).toMatchObject({ cache: "MISS", tz: "America/Chicago" });
    expect(await at("/es/competitions/premier-league-2026-27", "America/Denver")).toMatchObject({ cache: "MISS", tz: "America/Denver" });
  });

  it("the first paint says what the site covers, as the app's heading does, in both languages", async () => {
    const competitions = await api<Competition[]>("/api/competitions");
    expect(competitions.length).toBeGreaterThan(1);
    for (const [path, lead, list] of [
      ["/matches", en.fixtures.whatsOn.edgeLead, new Intl.ListFormat("en", { type: "conjunction" }).format(competitions.map((c) => c.nameEn))],
      ["/es/matches", esMessages.fixtures.whatsOn.edgeLead, new Intl.ListFormat("es", { type: "conjunction" }).format(competitions.map((c) => c.nameEs))],
    ] as const) {
      const { html } = await page(path);
      const line = (path.startsWith("/es") ? esMessages : en).fixtures.coverage.line.replace("{list}", list);
      expect(html, path).toContain(`<p class="pr-lead">${escapeHtml(`${lead} ${line}`)}</p>`);
    }
  });

  it("stays within two D1 queries (three with a city) and a small answer", async () => {
    for (const path of [
      "/matches",
      "/matches?city=seattle",
      "/competitions",
      "/competitions/premier-league-2026-27",
      "/es/competitions/laliga-2026-27?view=results",
    ]) {
      const { db, queries } = countingD1(env.DB);
      const res = await callApp(path, {}, { ...NOW, DB: db });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(queries.length, `${path}: ${queries.join(" | ")}`).toBeLessThanOrEqual(path.includes("city=") ? 3 : 2);
      const gz = await gzipSize(text);
      console.info(`${path}: ${text.length} bytes, ${gz} gzipped`);
      expect(gz, path).toBeLessThanOrEqual(40 * 1024);
    }
  });
});

describe("the competitions at the edge", () => {
  it("lists every competition in the page's language with its source, and inlines the list", async () => {
    const { status, html } = await page("/es/competitions");
    expect(status).toBe(200);
    expect(html).toContain("<title>Competiciones | World Cup Watch Spots</title>");
    expect(html).toContain('<a href="/es/competitions/world-cup-2026">Copa Mundial de la FIFA 2026</a>');
    expect(html).toContain('<a href="/es/competitions/premier-league-2026-27">Premier League</a>');
    expect(html).toContain("Temporada 2026-27 · Partidos: copia de openfootball, resultados hasta el 24 ago");
    const [list] = initialData(html);
    expect(list.queryKey).toEqual(["/api/competitions"]);
    const competitions = list.data as Competition[];
    expect(competitions.find((c) => c.id === "premier-league-2026-27")?.next).toEqual({
      kickoffAt: expect.stringMatching(/^2026-11-28T/),
      kickoffPrecision: "date_tbc",
    });
    // The World Cup is over: nothing to come.
    expect(competitions.find((c) => c.id === "world-cup-2026")?.next).toBeNull();
  });

  it("a league's page has its head, lists its next matches as sure as the source is, and inlines them", async () => {
    const { status, html } = await page("/competitions/premier-league-2026-27");
    expect(status).toBe(200);
    expect(html).toContain("<title>Premier League 2026-27: Fixtures and Results | World Cup Watch Spots</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/competitions/premier-league-2026-27">');
    expect(html).toContain('<h1 class="pr-title">Premier League</h1>');
    expect(html).toContain("Fixtures: openfootball snapshot, results up to Aug 24.");
    // A placeholder round date is never given as the match's date.
    expect(html.includes("Matchday 12 · Date and time to be confirmed · Provisionally the weekend of Nov 28"), "provisional date").toBe(true);
    // A midweek round's placeholder (a Wednesday) is not called a weekend.
    expect(html.includes("Matchday 13 · Date and time to be confirmed · Provisionally midweek, around Dec 2"), "provisional midweek").toBe(true);
    const data = initialData(html);
    const query = { from: "2026-11-28", to: "2026-12-25", tz: "America/New_York", limit: 200 };
    expect(data.map((d) => d.queryKey)).toEqual([
      ["/api/competitions", "premier-league-2026-27"],
      ["/api/competitions", "premier-league-2026-27", "matches", query],
    ]);
    expect(data[0].data).toEqual(await api("/api/competitions/premier-league-2026-27"));
    expect(data[1].data).toEqual(await api(`/api/competitions/premier-league-2026-27/matches?${new URLSearchParams(query as never)}`));
    // A day without a time says so (Ligue 1's round 14 has its days, not its times).
    const ligue1 = await page("/competitions/ligue-1-2026-27?from=2026-12-11");
    expect(ligue1.html.includes("Matchday 14 · Sat, Dec 12 · Time to be confirmed"), "time to be confirmed").toBe(true);
  });

  it("an unknown competition is a real 404, whatever its address, that says what the site covers", async () => {
    for (const path of ["/competitions/mls-2026", "/competitions/Not_An_Id", "/es/competitions/mls-2026"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<title>(?:Competition not covered yet|Competición aún no cubierta) \| World Cup Watch Spots<\/title>/);
      expect(html).toContain('<meta name="robots" content="noindex">');
      // The first paint names the competitions covered, each a link to its page, and the app's page is preloaded.
      const es = path.startsWith("/es/");
      expect(html, path).toContain(
        es ? '<h1 class="pr-title">Aún no cubrimos esta competición</h1>' : `<h1 class="pr-title">${escapeHtml("We don't cover this competition yet")}</h1>`,
      );
      expect(html, path).toContain(es ? '<a href="/es/competitions/laliga-2026-27">LaLiga</a>' : '<a href="/competitions/laliga-2026-27">LaLiga</a>');
      expect(html, path).toContain(es ? "Copa Mundial de la FIFA 2026</a>" : "FIFA World Cup 2026</a>");
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/CompetitionPage-[\w-]+\.js">/);
      expect(initialData(html).map((d) => d.queryKey)).toEqual([["/api/competitions"]]);
    }
  });
});

describe("site-wide copy follows the clock", () => {
  const at = (iso: string) => testModeEnv({ SITE_NOW: iso });
  it("the home page's hero and the About page's mission speak of the season while a league is played, of the World Cup around it", async () => {
    const tagline = en.common.footer.tagline;
    const cases = [
      ["2026-06-20T18:00:00Z", en.home.kicker, en.home.headlines.during.h0, en.home.intro.before, en.content.about.mission.before],
      ["2026-11-28T12:00:00Z", en.home.kickerSeason, en.home.headlines.season.h0, en.home.intro.season, en.content.about.mission.season],
      ["2027-07-01T12:00:00Z", en.home.kicker, en.home.headlines.after.h0, en.home.intro.after, en.content.about.mission.after],
    ] as const;
    for (const [now, kicker, h0, intro, mission] of cases) {
      const home = await page("/", at(now));
      expect(home.html, now).toContain(`<p class="pr-kicker">${escapeHtml(kicker)}</p>`);
      expect(home.html, now).toContain(`<h1>${escapeHtml(h0)}</h1>`);
      expect(home.html, now).toContain(escapeHtml(intro.replace("{tagline}", tagline)));
      // The app decides the same from the same inlined competitions.
      expect(initialData(home.html).map((d) => d.queryKey)).toEqual([["/api/cities"], ["/api/competitions"]]);
      const about = await page("/about", at(now));
      expect(about.html, now).toContain(escapeHtml(mission));
    }
    // The FAQ says the site is not the World Cup's alone, in both languages.
    expect((await page("/faq")).html).toContain("Is this site only about the World Cup?");
    expect((await page("/es/faq")).html).toContain("¿Este sitio trata solo del Mundial?");
    const es = await page("/es", at("2026-11-28T12:00:00Z"));
    expect(es.html).toContain(`<h1>${escapeHtml(esMessages.home.headlines.season.h0)}</h1>`);
  });
});
