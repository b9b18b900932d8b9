// Competitions and every competition's matches (docs/decisions/025): GET /api/competitions,
// /api/competitions/{id}, its matches, /api/fixtures and /api/fixtures/{number}, from the seeded
// 2026-27 snapshot of the five leagues.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import type { Bindings } from "../../../src-worker/env";
import { getCompetition } from "../../../src-worker/services/matches/competitions";
import { type Competition, competition, type Fixture, type FixturePage, fixturePage } from "../../../src-worker/shared/contract/competitions";
import { DEFAULT_VISITOR_ZONE, leadingMatches, listedDay, nextMatch } from "../../../src-worker/shared/whats-on";
import { callApp, callAppJson, count, countingD1, expectBadQueries, getPublic, idOf, seedDemo, testModeEnv } from "../helpers";

beforeEach(async () => {
  await seedDemo();
});

/** The site's clock in the club season. */
const NOW = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });
const get = <T>(path: string) => callAppJson<T>(path, {}, NOW);
const find = (page: FixturePage, home: string, away: string) => page.matches.find((m) => m.team1?.code === home && m.team2?.code === away)!;

describe("the seed", () => {
  it("holds the World Cup and the five leagues, numbered from 1001 in competition, date and file order", async () => {
    expect(await count("matches", "competition_id = 'world-cup-2026'")).toBe(104);
    expect(await count("matches", "number >= 1001")).toBe(1752);
    expect(await count("teams", "kind = 'club'")).toBe(96);
    expect(await count("teams", "kind = 'club' AND (length(code) < 4 OR code GLOB '*[A-Z]*')")).toBe(0);
    const first = await env.DB.prepare("SELECT number, source_key FROM matches WHERE number IN (1001, 1381, 2752) ORDER BY number").all();
    expect(first.results).toEqual([
      { number: 1001, source_key: "premier-league-2026-27:Arsenal FC|Coventry City FC" },
      // LaLiga follows the Premier League's 380: its first match is on August 15.
      { number: 1381, source_key: expect.stringMatching(/^laliga-2026-27:/) },
      { number: 2752, source_key: expect.stringMatching(/^ligue-1-2026-27:/) },
    ]);
  });
});

describe("GET /api/competitions", () => {
  it("lists the World Cup, then the leagues, in both languages with their source", async () => {
    const list = await getPublic<Competition[]>("/api/competitions");
    expect(list.map((c) => c.id)).toEqual([
      "world-cup-2026",
      "premier-league-2026-27",
      "laliga-2026-27",
      "bundesliga-2026-27",
      "serie-a-2026-27",
      "ligue-1-2026-27",
    ]);
    for (const c of list) expect(competition.safeParse(c).success).toBe(true);
    expect(list[0]).toMatchObject({ kind: "tournament", shortEn: "World Cup", shortEs: "Mundial", matchCount: 104 });
    expect(list[2]).toMatchObject({
      nameEn: "LaLiga",
      nameEs: "LaLiga",
      kind: "league",
      season: "2026-27",
      timeZone: "Europe/Madrid",
      source: {
        kind: "openfootball",
        label: "openfootball",
        licence: "Public domain",
        url: "https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/es.1.json",
        refreshedAt: null,
      },
      matchCount: 380,
    });
  });

  it("answers one competition with how far its results go, 404 for an unknown one, 400 for a malformed id", async () => {
    const pl = await getPublic<Competition>("/api/competitions/premier-league-2026-27");
    expect(pl).toMatchObject({ matchCount: 380, firstKickoffAt: "2026-08-21T19:00:00.000Z", lastKickoffAt: "2027-05-30T15:00:00.000Z" });
    expect(pl.resultsUpTo?.slice(0, 10)).toBe("2026-08-24");
    const missing = await callAppJson<{ code: string; error: string }>("/api/competitions/mls-2026", {}, NOW);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Competition not found");
    const bad = await callAppJson<{ code: string; error: string }>("/api/competitions/Premier_League", {}, NOW);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/competition id/);
    expect((await callAppJson("/api/competitions/mls-2026/matches", {}, NOW)).status).toBe(404);
  });
});

describe("GET /api/competitions/{id}/matches", () => {
  it("converts league-local times with the zone's real rules across the European clock change", async () => {
    // Matchday 8 (Saturday Oct 24, British Summer Time) and 9 (Saturday Oct 31, GMT) at 15:00 in London.
    const { status, body } = await get<FixturePage>("/api/competitions/premier-league-2026-27/matches?from=2026-10-24&to=2026-10-31&tz=America/New_York");
    expect(status).toBe(200);
    expect(fixturePage.safeParse(body).success).toBe(true);
    const summer = find(body, "arsenal", "everton");
    expect(summer).toMatchObject({ kickoffAt: "2026-10-24T14:00:00.000Z", kickoffLocal: "2026-10-24 15:00", utcOffset: "+01:00", kickoffPrecision: "exact" });
    expect(summer).toMatchObject({
      round: "Matchday 8",
      timeZone: "Europe/London",
      stadium: null,
      competition: { id: "premier-league-2026-27", shortEn: "Premier League" },
    });
    const winter = body.matches.find((m) => m.round === "Matchday 9" && m.kickoffLocal === "2026-10-31 15:00")!;
    expect(winter).toMatchObject({ kickoffAt: "2026-10-31T15:00:00.000Z", utcOffset: "+00:00" });
    // For a viewer in New York (still on summer time until Nov 1): 10:00, then 11:00.
    const eastern = (f: Fixture) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" }).format(new Date(f.kickoffAt));
    expect([eastern(summer), eastern(winter)]).toEqual(["10:00 AM", "11:00 AM"]);
    expect(body).toMatchObject({ from: "2026-10-24", to: "2026-10-31", timeZone: "America/New_York", next: null });
  });

  it("marks a missing time 'time TBC' and a round on one nominal date 'date TBC'", async () => {
    const { body } = await get<FixturePage>("/api/competitions/laliga-2026-27/matches?from=2026-09-03&to=2026-09-16&tz=Europe/Madrid");
    expect(find(body, "real-sociedad", "celta-vigo")).toMatchObject({
      kickoffLocal: "2026-09-03 21:00",
      kickoffPrecision: "exact",
      kickoffAt: "2026-09-03T19:00:00.000Z",
    });
    // The rest of Matchday 6 has a date but no time: stored at noon in Madrid, never shown as a time.
    expect(find(body, "rayo-vallecano", "espanyol")).toMatchObject({
      kickoffLocal: "2026-09-16",
      kickoffPrecision: "time_tbc",
      kickoffAt: "2026-09-16T10:00:00.000Z",
    });
    // Premier League Matchday 10 onwards: every match of a round on one Saturday at 15:00, a placeholder.
    const later = await get<FixturePage>("/api/competitions/premier-league-2026-27/matches?from=2026-11-28&to=2026-11-28&tz=Europe/London");
    expect(later.body.matches).toHaveLength(10);
    expect(later.body.matches.every((m) => m.kickoffPrecision === "date_tbc")).toBe(true);
  });

  it("gives results as of the site clock, a bare [0, 0] as an unconfirmed 0-0, and pages a whole season", async () => {
    const { body } = await get<FixturePage>("/api/competitions/laliga-2026-27/matches?team=valencia&to=2026-08-23&from=2026-08-22&tz=Europe/Madrid");
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0]).toMatchObject({
      status: "played",
      resultPending: false,
      notes: "half-time score not given; result unconfirmed",
      result: { ft: [0, 0], ht: null, draw: true, winner: null },
    });
    const opener = await get<FixturePage>("/api/competitions/premier-league-2026-27/matches?limit=1");
    expect(opener.body.matches[0]).toMatchObject({ number: 1001, status: "played", result: { ft: [3, 0], ht: [2, 0], winner: "Arsenal" } });
    expect(opener.body).toMatchObject({ from: null, to: null, next: 1 });
    // Before kick-off the same match has no result; a match long past with none is "result pending".
    const early = await callAppJson<FixturePage>(
      "/api/competitions/premier-league-2026-27/matches?limit=1",
      {},
      testModeEnv({ SITE_NOW: "2026-08-01T12:00:00Z" }),
    );
    expect(early.body.matches[0]).toMatchObject({ status: "scheduled", result: null, resultPending: false });
    const pending = await get<FixturePage>("/api/competitions/premier-league-2026-27/matches?from=2026-11-21&to=2026-11-21&tz=Europe/London");
    expect(pending.body.matches[0]).toMatchObject({ status: "scheduled", result: null, resultPending: true });
    // A round's placeholder (the Saturday of Dec 12 in London) is upcoming all its weekend, then its time
    // was never confirmed: pending, never "kicked off" (docs/decisions/038).
    const round = "/api/competitions/premier-league-2026-27/matches?from=2026-12-12&to=2026-12-12&tz=Europe/London";
    const sunday = await callAppJson<FixturePage>(round, {}, testModeEnv({ SITE_NOW: "2026-12-13T18:00:00Z" }));
    expect(sunday.body.matches.length).toBeGreaterThan(0);
    expect(sunday.body.matches.every((m) => m.kickoffPrecision === "date_tbc" && !m.resultPending && m.status === "scheduled")).toBe(true);
    const tuesday = await callAppJson<FixturePage>(round, {}, testModeEnv({ SITE_NOW: "2026-12-15T01:00:00Z" }));
    expect(tuesday.body.matches.every((m) => m.resultPending && m.result === null)).toBe(true);
    const last = await get<FixturePage>("/api/competitions/premier-league-2026-27/matches?limit=200&offset=200");
    expect(last.body.matches).toHaveLength(180);
    expect(last.body.next).toBeNull();
  });
});

describe("GET /api/fixtures", () => {
  it("answers what's on in the next seven days across competitions, in the viewer's zone", async () => {
    const { status, body } = await get<FixturePage>("/api/fixtures");
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: "2026-11-28", to: "2026-12-04", timeZone: "America/New_York" });
    expect(new Set(body.matches.map((m) => m.competition.id)).size).toBe(5);
    const start = Date.parse("2026-11-28T05:00:00Z");
    const end = Date.parse("2026-12-05T05:00:00Z");
    expect(body.matches.every((m) => Date.parse(m.kickoffAt) >= start && Date.parse(m.kickoffAt) < end)).toBe(true);
    expect(body.matches.every((m) => m.venueCount === undefined)).toBe(true);
    const mine = await get<FixturePage>("/api/fixtures?team=inter&from=2026-11-01&to=2026-11-30");
    expect(mine.body.matches.length).toBeGreaterThan(2);
    expect(mine.body.matches.every((m) => [m.team1?.code, m.team2?.code].includes("inter"))).toBe(true);
    expect(mine.body.matches[0].competition.id).toBe("serie-a-2026-27");
    const inter = [mine.body.matches[0].team1, mine.body.matches[0].team2].find((t) => t?.code === "inter");
    expect(inter).toEqual({ code: "inter", kind: "club", name: "Inter Milan", shortName: "Inter", nameEs: "Inter de Milán", flag: "🇮🇹" });
  });

  it("counts a city's venues that confirmed each match: the match, its competition, or every match", async () => {
    const venue = (slug: string) => idOf("SELECT id FROM venues WHERE slug = ?", slug);
    const [a, b, c] = [await venue("corner-flag-taproom"), await venue("stoppage-time-beer-garden"), await venue("scarf-and-anchor")];
    const pl = await get<FixturePage>("/api/fixtures?competition=premier-league-2026-27&from=2026-11-28&to=2026-11-28&tz=Europe/London");
    const n = pl.body.matches[0].number;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO venue_claims (venue_id, subject, kind, competition_id, source, confirmed_at) VALUES (?, 'competition:premier-league-2026-27', 'competition', 'premier-league-2026-27', 'owner', 1)",
      ).bind(a),
      env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at) VALUES (?, ?, 'match', ?, 'owner', 1)").bind(
        b,
        `match:${n}`,
        n,
      ),
      // A second claim of the same venue counts it once.
      env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at) VALUES (?, ?, 'match', ?, 'owner', 1)").bind(
        a,
        `match:${n}`,
        n,
      ),
      env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, source, confirmed_at) VALUES (?, 'all', 'all_matches', 'owner', 1)").bind(c),
      env.DB.prepare("UPDATE data_versions SET version = version + 1"),
    ]);
    const { body } = await get<FixturePage>("/api/fixtures?city=seattle&competition=premier-league-2026-27&from=2026-11-28&to=2026-11-28");
    // Seattle's own zone: Nov 28 there. The scarf-and-anchor also claims the World Cup only (sample data): not counted for it.
    expect(body.timeZone).toBe("America/Los_Angeles");
    const counts = new Map(body.matches.map((m) => [m.number, m.venueCount]));
    expect(counts.get(n)).toBe(3);
    expect([...counts.values()].filter((v) => v === 2)).toHaveLength(counts.size - 1);
    // A Serie A match that day: only the every-match venue.
    const it = await get<FixturePage>("/api/fixtures?city=seattle&competition=serie-a-2026-27&from=2026-11-29&to=2026-11-29");
    expect(it.body.matches[0].venueCount).toBe(1);
  });

  it("refuses bad filters with a clear message and answers 404 for an unknown city or competition", async () => {
    await expectBadQueries("/api/fixtures", [
      "from=2026-13-01",
      "from=tomorrow",
      "tz=Mars/Olympus",
      "team=x",
      "team=Arsenal FC",
      "limit=500",
      "competition=Premier%20League",
      "from=2026-12-01&to=2026-11-01",
      "from=2026-01-01&to=2027-06-30",
    ]);
    const reasons = await callAppJson<{ error: string }>("/api/fixtures?from=2026-12-01&to=2026-11-01", {}, NOW);
    expect(reasons.body.error).toMatch(/from must not be after to/);
    const tz = await callAppJson<{ error: string }>("/api/fixtures?tz=Mars/Olympus", {}, NOW);
    expect(tz.body.error).toMatch(/IANA time zone/);
    expect((await callAppJson<{ error: string }>("/api/fixtures?city=atlantis", {}, NOW)).body.error).toBe("City not found");
    expect((await callAppJson<{ error: string }>("/api/fixtures?competition=mls-2026", {}, NOW)).status).toBe(404);
  });
});

describe("GET /api/fixtures/{number}", () => {
  it("answers any match in the general shape: a club match and a World Cup match", async () => {
    const club = await getPublic<Fixture>("/api/fixtures/1001");
    expect(club).toMatchObject({ number: 1001, round: "Matchday 1", stage: null, team1: { code: "arsenal", shortName: "Arsenal", flag: "🏴󠁧󠁢󠁥󠁮󠁧󠁿" } });
    const wc = await getPublic<Fixture>("/api/fixtures/104");
    expect(wc).toMatchObject({ competition: { id: "world-cup-2026" }, stage: "Final", round: null, kickoffPrecision: "exact", timeZone: "America/New_York" });
    expect(wc.stadium).toMatchObject({ name: "MetLife Stadium", citySlug: "new-york" });
    expect(wc.team1).toMatchObject({ code: "ESP", kind: "nation" });
    expect((await callAppJson("/api/fixtures/9999", {}, NOW)).status).toBe(404);
    expect((await callAppJson("/api/fixtures/abc", {}, NOW)).status).toBe(400);
    // The World Cup's own call stays the tournament's: a club match is not one of its matches.
    expect((await callAppJson("/api/matches?team=arsenal", {}, NOW)).status).toBe(400);
  });
});

it("keeps each call within two D1 queries", async () => {
  const paths = [
    "/api/competitions",
    "/api/competitions/laliga-2026-27",
    "/api/competitions/laliga-2026-27/matches?team=barcelona",
    "/api/fixtures",
    "/api/fixtures?city=seattle&competition=serie-a-2026-27",
    "/api/fixtures/1001",
  ];
  for (const path of paths) {
    const { db, queries } = countingD1(env.DB);
    const res = await callApp(path, {}, { ...NOW, DB: db } as Bindings);
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
    expect(queries.length, `${path}: ${queries.join(" | ")}`).toBeLessThanOrEqual(2);
  }
});

describe("results up to (decision 039)", () => {
  const PL = "premier-league-2026-27";
  const AT = new Date("2026-12-06T12:00:00Z");
  const DEC_5 = Date.parse("2026-12-05T00:00:00Z");
  const upTo = async () => (await getCompetition(createDb(env.DB), PL, AT))?.resultsUpTo ?? null;

  it("is the day up to which every passed confirmed kick-off has its result: one result entered on Dec 5 does not vouch for the matches before it", async () => {
    const dec5 = (await env.DB.prepare(
      "SELECT number, kickoff_at FROM matches WHERE competition_id = ? AND kickoff_at >= ? ORDER BY kickoff_at, number LIMIT 1",
    )
      .bind(PL, DEC_5)
      .first<{ number: number; kickoff_at: number }>())!;
    expect(new Date(dec5.kickoff_at).toISOString().slice(0, 10)).toBe("2026-12-05");
    await env.DB.prepare("UPDATE matches SET status = 'played', result = ? WHERE number = ?")
      .bind(JSON.stringify({ ft: [1, 0] }), dec5.number)
      .run();
    // Matchday 2 (August 28-31, confirmed kick-offs) has no result in the snapshot: results stop at Matchday 1.
    expect((await upTo())?.slice(0, 10)).toBe("2026-08-24");
    // Every confirmed kick-off before Dec 5 given a result, or called off: complete up to Dec 5.
    await env.DB.prepare(
      "UPDATE matches SET status = 'played', result = ? WHERE competition_id = ? AND result IS NULL AND kickoff_precision = 'exact' AND kickoff_at < ? AND number % 2 = 0",
    )
      .bind(JSON.stringify({ ft: [0, 0] }), PL, DEC_5)
      .run();
    expect((await upTo())?.slice(0, 10)).toBe("2026-08-24");
    await env.DB.prepare(
      "UPDATE matches SET status = 'postponed' WHERE competition_id = ? AND result IS NULL AND kickoff_precision = 'exact' AND kickoff_at < ?",
    )
      .bind(PL, DEC_5)
      .run();
    expect(await upTo()).toBe(new Date(dec5.kickoff_at).toISOString());
  });

  it("a confirmed kick-off passed without a result on the same day holds that day back; one not yet kicked off does not", async () => {
    // Every confirmed kick-off up to now called off or played, then the last one of Sunday August 23 reopened.
    await env.DB.prepare(
      "UPDATE matches SET status = 'postponed' WHERE competition_id = ? AND result IS NULL AND kickoff_precision = 'exact' AND kickoff_at < ?",
    )
      .bind(PL, AT.getTime())
      .run();
    expect((await upTo())?.slice(0, 10)).toBe("2026-08-24");
    const sunday = (await env.DB.prepare(
      "SELECT number, kickoff_at FROM matches WHERE competition_id = ? AND kickoff_local LIKE '2026-08-23 %' ORDER BY kickoff_at DESC, number DESC LIMIT 1",
    )
      .bind(PL)
      .first<{ number: number; kickoff_at: number }>())!;
    await env.DB.prepare("UPDATE matches SET status = 'scheduled', result = NULL WHERE number = ?").bind(sunday.number).run();
    // The earlier results of August 23 and Monday's no longer count: August 23 is not complete.
    expect((await upTo())?.slice(0, 10)).toBe("2026-08-22");
    // Seen before that kick-off, nothing is held back.
    expect((await getCompetition(createDb(env.DB), PL, new Date(sunday.kickoff_at - 60_000)))?.resultsUpTo?.slice(0, 10)).toBe("2026-08-24");
  });
});

describe("a competition's next match", () => {
  // A Saturday of the club season, in the afternoon: Ligue 1's matches of the day and the Bundesliga's
  // matchday without a fixed date are on what's on's Today.
  const SATURDAY = testModeEnv({ SITE_NOW: "2026-12-12T17:00:00Z" });

  it("is the first match not finished in what's on's order, a placeholder counted on its provisional day", async () => {
    const list = await callAppJson<Competition[]>("/api/competitions", {}, SATURDAY);
    const on = await callAppJson<FixturePage>("/api/fixtures?from=2026-12-12&to=2026-12-25&tz=America/New_York&limit=200", {}, SATURDAY);
    for (const c of list.body.filter((c) => c.kind === "league")) {
      const first = nextMatch(
        on.body.matches.filter((f) => f.competition.id === c.id),
        DEFAULT_VISITOR_ZONE,
      );
      expect(c.next, c.id).toEqual(first && { kickoffAt: first.kickoffAt, kickoffPrecision: first.kickoffPrecision });
    }
    const next = (id: string) => list.body.find((c) => c.id === id)?.next;
    // The Bundesliga's matchday of this weekend (not the next one's), Ligue 1's matches of today (not tomorrow's).
    expect(next("bundesliga-2026-27")).toEqual({ kickoffAt: "2026-12-12T11:00:00.000Z", kickoffPrecision: "date_tbc" });
    expect(next("ligue-1-2026-27")).toEqual({ kickoffAt: "2026-12-12T11:00:00.000Z", kickoffPrecision: "time_tbc" });
  });

  it("leads the home page with confirmed kick-offs, then by day the competitions' own order", async () => {
    const list = await callAppJson<Competition[]>("/api/competitions", {}, SATURDAY);
    const order = list.body.map((c) => c.id);
    const on = await callAppJson<FixturePage>("/api/fixtures?from=2026-12-12&to=2026-12-25&tz=America/New_York&limit=200", {}, SATURDAY);
    // What's on's own first matches of the day are a round without a fixed date.
    expect(nextMatch(on.body.matches, DEFAULT_VISITOR_ZONE)?.kickoffPrecision).not.toBe("exact");
    const lead = leadingMatches(on.body.matches, DEFAULT_VISITOR_ZONE, order, 6);
    expect(lead).toHaveLength(6);
    const confirmed = lead.filter((f) => f.kickoffPrecision === "exact");
    expect(confirmed.length).toBeGreaterThan(0);
    // Confirmed kick-offs first: Ligue 1's Sunday evening match before Saturday's rounds without a time.
    expect(lead.slice(0, confirmed.length)).toEqual(confirmed);
    expect(lead[0]).toMatchObject({ competition: { id: "ligue-1-2026-27" }, kickoffLocal: "2026-12-13 20:45" });
    expect(lead.every((f) => !f.result && !f.resultPending)).toBe(true);
    // Then by day, the Premier League ahead of the Bundesliga's matches of the same Saturday.
    const rest = lead.slice(confirmed.length);
    const keys = rest.map((f) => [listedDay(f, DEFAULT_VISITOR_ZONE), order.indexOf(f.competition.id)] as const);
    expect([...keys].sort(([d1, r1], [d2, r2]) => (d1 === d2 ? r1 - r2 : d1 < d2 ? -1 : 1))).toEqual(keys);
    expect(rest.map((f) => f.competition.id)).not.toContain("bundesliga-2026-27");
    expect(rest[0].competition.id).toBe("premier-league-2026-27");
  });
});
