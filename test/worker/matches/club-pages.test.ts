// Club matches and clubs beside the World Cup (docs/decisions/027): a club's own call, its venues and
// calendar feeds, a club match's venues, calendar entry and fans' reports, the pages' heads, first paint,
// inlined data and canonical addresses, the sitemap, and the general shape's knockout sides as of the clock.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bindings } from "../../../src-worker/env";
import { type ClubDetail, clubDetail, type Fixture } from "../../../src-worker/shared/contract/competitions";
import type { MatchVenues } from "../../../src-worker/shared/contract/match-venues";
import { callApp, callAppJson, count, countingD1, idOf, initialData, jsonLd, seedDemo, testModeEnv } from "../helpers";

beforeEach(async () => {
  await seedDemo();
});

/** The site's clock in the club season. */
const NOW = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });
const get = <T>(path: string, bindings = NOW) => callAppJson<T>(path, {}, bindings);
const html = async (path: string, bindings = NOW) => {
  const res = await callApp(path, {}, bindings);
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
};

/** The first Premier League match with this kick-off precision after the clock. */
async function firstWith(precision: "exact" | "time_tbc" | "date_tbc", after = "2026-11-28T12:00:00Z"): Promise<number> {
  return idOf(
    "SELECT number AS id FROM matches WHERE number >= 1001 AND kickoff_precision = ? AND kickoff_at > ? ORDER BY kickoff_at, number LIMIT 1",
    precision,
    Date.parse(after),
  );
}

describe("GET /api/teams/{code} for a club", () => {
  it("answers the club in the general shape: names, country, competitions, matches as of the clock", async () => {
    const { status, body } = await get<ClubDetail>("/api/teams/arsenal");
    expect(status).toBe(200);
    expect(clubDetail.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ code: "arsenal", kind: "club", name: "Arsenal", shortName: "Arsenal", country: "GB-ENG", flag: "🏴󠁧󠁢󠁥󠁮󠁧󠁿" });
    expect(body.competitions.map((c) => c.id)).toEqual(["premier-league-2026-27"]);
    expect(body.matches).toHaveLength(38);
    expect(body.matches[0]).toMatchObject({ number: 1001, status: "played", result: { ft: [3, 0] } });
    const atletico = await get<ClubDetail>("/api/teams/atletico-madrid");
    expect(atletico.body).toMatchObject({ name: "Atlético Madrid", nameEs: "Atlético de Madrid", country: "ES" });
  });

  it("refuses an unknown club with 404 and a malformed code with 400; a nation's code keeps its World Cup answer", async () => {
    expect((await get<{ error: string }>("/api/teams/no-such-club")).body.error).toBe("Team not found");
    expect((await get("/api/teams/no-such-club")).status).toBe(404);
    expect((await get("/api/teams/US")).status).toBe(400);
    expect((await get("/api/teams/Arsenal_FC")).status).toBe(400);
    const usa = await get<{ code: string; group: string; kind?: string }>("/api/teams/usa");
    expect(usa.body).toMatchObject({ code: "USA", group: "D" });
    expect(usa.body.kind).toBeUndefined();
  });

  it("lists the club's supporters' venues", async () => {
    const venue = await idOf("SELECT id FROM venues WHERE slug = 'matchday-tavern'");
    await env.DB.prepare(
      "INSERT INTO venue_claims (venue_id, subject, kind, team_code, group_name, source, confirmed_at) VALUES (?, 'team:arsenal', 'supporters', 'arsenal', 'Gooners', 'venue', ?)",
    )
      .bind(venue, Date.parse("2026-11-01T12:00:00Z"))
      .run();
    const { status, body } = await get<{ team: { code: string }; venues: { venue: { id: number }; supporters: { groupName: string } }[] }>(
      "/api/teams/arsenal/venues",
    );
    expect(status).toBe(200);
    expect(body.team.code).toBe("arsenal");
    // The sample seed's own Arsenal supporters' venue is listed too; the new one is there with its group.
    expect(body.venues.map((v) => [v.venue.id, v.supporters.groupName])).toContainEqual([venue, "Gooners"]);
  });
});

describe("calendar feeds for clubs and club matches", () => {
  it("a club's feed (API and the pages' addresses, both languages): exact kick-offs timed, unconfirmed ones all-day and said so", async () => {
    const tbc = await idOf(
      "SELECT number AS id FROM matches WHERE kickoff_precision = 'date_tbc' AND (team1_code = 'arsenal' OR team2_code = 'arsenal') LIMIT 1",
    );
    for (const [path, lang] of [
      ["/api/teams/arsenal/calendar.ics", "en"],
      ["/team/arsenal/calendar.ics", "en"],
      ["/es/team/arsenal/calendar.ics", "es"],
      ["/api/teams/arsenal/calendar.ics?lang=es", "es"],
    ] as const) {
      const res = await callApp(path, {}, NOW);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const text = (await res.text()).replace(/\r\n /g, "");
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(38);
      expect(text).toContain("UID:match-1001@");
      expect(text).toContain("DTSTART:20260821T190000Z");
      expect(text).toContain(lang === "en" ? "X-WR-CALNAME:Arsenal matches" : "X-WR-CALNAME:Partidos de Arsenal");
      expect(text).toContain(
        lang === "en" ? "SUMMARY:Arsenal vs Coventry (Premier League\\, Matchday 1)" : "SUMMARY:Arsenal vs. Coventry (Premier League\\, Jornada 1)",
      );
      expect(text).toContain(lang === "en" ? "Result: Arsenal 3-0 Coventry." : "Resultado: Arsenal 3-0 Coventry.");
      // A provisional date is an all-day entry that says it is not confirmed.
      const event = text.split("BEGIN:VEVENT").find((e) => e.includes(`UID:match-${tbc}@`))!;
      expect(event).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
      expect(event).toContain(lang === "en" ? "date to be confirmed" : "fecha por confirmar");
    }
  });

  it("one club match's calendar entry, in both languages; an unknown match is 404", async () => {
    const exact = await firstWith("exact");
    const res = await callApp(`/api/matches/${exact}/calendar.ics`, {}, NOW);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="[a-z0-9-]+-2026-27-match-\d+\.ics"/);
    const text = await res.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const es = await (await callApp(`/api/matches/${exact}/calendar.ics?lang=es`, {}, NOW)).text();
    expect(es).toContain("Jornada");
    const timeTbc = await firstWith("time_tbc");
    const tbcText = (await (await callApp(`/api/matches/${timeTbc}/calendar.ics`, {}, NOW)).text()).replace(/\r\n /g, "");
    expect(tbcText).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    expect(tbcText).toContain("time to be confirmed");
    expect((await callApp("/api/matches/9999/calendar.ics", {}, NOW)).status).toBe(404);
  });
});

describe("where to watch a club match, and fans' reports on it", () => {
  it("lists the venues that confirmed it, then supporters' venues of either side, then venues showing its competition or everything", async () => {
    const n = await firstWith("exact");
    const [fixture] = (
      await env.DB.prepare("SELECT team1_code AS home, competition_id AS comp FROM matches WHERE number = ?").bind(n).all<{ home: string; comp: string }>()
    ).results;
    const id = (slug: string) => idOf("SELECT id FROM venues WHERE slug = ?", slug);
    const at = Date.parse("2026-11-20T12:00:00Z");
    const claim = (venue: number, subject: string, kind: string, extra: { match?: number; team?: string; competition?: string }) =>
      env.DB.prepare(
        "INSERT INTO venue_claims (venue_id, subject, kind, match_number, team_code, competition_id, source, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, 'venue', ?)",
      )
        .bind(venue, subject, kind, extra.match ?? null, extra.team ?? null, extra.competition ?? null, at)
        .run();
    await claim(await id("corner-flag-taproom"), `match:${n}`, "match", { match: n });
    await claim(await id("stoppage-time-beer-garden"), `team:${fixture.home}`, "supporters", { team: fixture.home });
    await claim(await id("scarf-and-anchor"), `competition:${fixture.comp}`, "competition", { competition: fixture.comp });
    const { status, body } = await get<MatchVenues>(`/api/matches/${n}/venues?city=seattle`);
    expect(status).toBe(200);
    const listed = body.venues.map((v) => `${v.reason}:${v.venue.name}`);
    expect(listed.slice(0, 2)).toEqual(["match:Corner Flag Taproom", "supporters:Stoppage Time Beer Garden"]);
    expect(listed).toContain("all_matches:Scarf & Anchor");
    // A venue showing only the World Cup is not listed under a league match.
    const worldCupOnly = await count("venue_claims c JOIN venues v ON v.id = c.venue_id", "v.slug = 'pitchside-terrace' AND c.kind = 'competition'");
    if (worldCupOnly) expect(listed).not.toContain("all_matches:Pitchside Terrace");
    expect(body.venues[0].claim).toEqual({ source: "venue", confirmedAt: "2026-11-20T12:00:00.000Z" });
  });

  it("takes a fan's report on a club match while its reports are open, takes it back, and refuses an unknown match", async () => {
    const n = await firstWith("exact");
    const [{ kickoff }] = (await env.DB.prepare("SELECT kickoff_at AS kickoff FROM matches WHERE number = ?").bind(n).all<{ kickoff: number }>()).results;
    const evening = testModeEnv({ SITE_NOW: new Date(kickoff + 60 * 60 * 1000).toISOString() });
    const venueId = await idOf("SELECT id FROM venues WHERE slug = 'corner-flag-taproom'");
    const fanId = crypto.randomUUID();
    const post = (number: number, bindings: Bindings) =>
      callAppJson<{ created?: boolean; error?: string }>(`/api/matches/${number}/reports`, { method: "POST", json: { venueId, fanId } }, bindings);
    const early = await post(n, NOW);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(new RegExp(`^Reports on match ${n} open 24 hours before its kick-off`));
    const made = await post(n, evening);
    expect(made.status).toBe(201);
    expect(await count("match_reports", "match_number = ? AND fan_id = ?", n, fanId)).toBe(1);
    const undo = await callAppJson<{ removed: boolean }>(`/api/matches/${n}/reports?venueId=${venueId}&fanId=${fanId}`, { method: "DELETE" }, evening);
    expect(undo).toMatchObject({ status: 200, body: { removed: true } });
    expect(await count("match_reports", "match_number = ?", n)).toBe(0);
    expect((await post(9999, evening)).status).toBe(404);
  });
});

describe("club match and club pages at the edge", () => {
  it("a club match page: title, description, canonical, alternates, SportsEvent, first paint and inlined match and competition", async () => {
    const { status, html: page } = await html("/match/1001-arsenal-coventry-city");
    expect(status).toBe(200);
    expect(page).toContain("<title>Arsenal vs Coventry, Premier League Matchday 1 — where to watch | World Cup Watch Spots</title>");
    expect(page).toMatch(
      /<meta name="description" content="Arsenal vs Coventry, Premier League Matchday 1, Aug 21, 20:00 in London\. Result: Arsenal 3-0 Coventry\./,
    );
    expect(page).toContain('<link rel="canonical" href="http://localhost:8787/match/1001-arsenal-coventry-city">');
    expect(page).toContain('hreflang="es" href="http://localhost:8787/es/match/1001-arsenal-coventry-city"');
    expect(jsonLd(page, "match-jsonld")).toMatchObject({
      "@type": "SportsEvent",
      startDate: "2026-08-21T19:00:00.000Z",
      competitor: [
        { "@type": "SportsTeam", name: "Arsenal", url: "http://localhost:8787/team/arsenal" },
        { "@type": "SportsTeam", name: "Coventry City" },
      ],
      superEvent: { name: "Premier League" },
    });
    expect(page).toContain('<h1 elementtiming="match-title">Arsenal vs Coventry</h1>');
    expect(page).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/MatchPage-[\w-]+\.js">/);
    const data = initialData(page);
    expect(data.map((d) => d.queryKey)).toEqual([
      ["/api/fixtures", "1001"],
      ["/api/competitions", "premier-league-2026-27"],
    ]);
    expect(data[0].data).toEqual((await get<Fixture>("/api/fixtures/1001")).body);

    const es = await html("/es/match/1001-arsenal-coventry-city");
    expect(es.html).toContain("<title>Arsenal vs. Coventry, Premier League Jornada 1: dónde verlo | World Cup Watch Spots</title>");
  });

  it("a provisional date is never a start date or a time in the head or first paint", async () => {
    const n = await firstWith("date_tbc");
    const slug = (await get<Fixture>(`/api/fixtures/${n}`)).body;
    const path = `/match/${n}-${slug.team1!.code}-${slug.team2!.code}`;
    const first = await html(path);
    const target = first.status === 301 ? first.location! : path;
    const { status, html: page } = await html(target);
    expect(status).toBe(200);
    expect(page).toContain("Date and time to be confirmed");
    expect(jsonLd(page, "match-jsonld").startDate).toBeUndefined();
  });

  it("sends other addresses of a club page to its own with a 301, language and query kept; unknown ones are 404", async () => {
    const moves: [string, string][] = [
      ["/match/1001", "/match/1001-arsenal-coventry-city"],
      ["/es/match/1001?x=1", "/es/match/1001-arsenal-coventry-city?x=1"],
      ["/match/1001-old-name", "/match/1001-arsenal-coventry-city"],
      ["/team/Arsenal", "/team/arsenal"],
      ["/es/team/ATLETICO-MADRID/", "/es/team/atletico-madrid"],
    ];
    for (const [from, to] of moves) {
      const res = await html(from);
      expect([from, res.status, res.location]).toEqual([from, 301, to]);
    }
    expect((await html("/match/9999")).status).toBe(404);
    expect((await html("/team/no-such-club")).status).toBe(404);
  });

  it("a club page: title, canonical, SportsTeam, first paint with its matches, inlined club", async () => {
    const { status, html: page } = await html("/team/arsenal");
    expect(status).toBe(200);
    expect(page).toContain("<title>Arsenal: matches and where to watch | World Cup Watch Spots</title>");
    expect(page).toContain('<link rel="canonical" href="http://localhost:8787/team/arsenal">');
    expect(jsonLd(page, "team-jsonld")).toMatchObject({ "@type": "SportsTeam", name: "Arsenal", memberOf: [{ name: "Premier League" }] });
    expect(page).toMatch(/<h1 elementtiming="team-name"><span aria-hidden="true">🏴󠁧󠁢󠁥󠁮󠁧󠁿<\/span> Arsenal<\/h1>/);
    expect(page).toContain('href="/match/1001-arsenal-coventry-city"');
    expect(initialData(page).map((d) => d.queryKey)).toEqual([["/api/teams", "arsenal"]]);
    const es = await html("/es/team/atletico-madrid");
    expect(es.html).toContain("<title>Atlético de Madrid: partidos y dónde verlos | World Cup Watch Spots</title>");
    expect(es.html).toContain("Club de fútbol · España");
  });

  it("keeps each club page and call within two D1 queries", async () => {
    for (const path of [
      "/match/1001-arsenal-coventry-city",
      "/team/arsenal",
      "/api/teams/arsenal",
      "/api/teams/arsenal/venues",
      "/team/arsenal/calendar.ics",
      "/api/matches/1001/calendar.ics",
      "/api/matches/1001/venues?city=seattle",
    ]) {
      const { db, queries } = countingD1(env.DB);
      const res = await callApp(path, {}, { ...NOW, DB: db } as Bindings);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      // The edge cache's data versions are one more read, as for every cached answer.
      const own = queries.filter((q) => !q.includes("data_versions"));
      expect(own.length, `${path}: ${own.join(" | ")}`).toBeLessThanOrEqual(2);
    }
  });

  it("the sitemap lists club matches and clubs", async () => {
    const xml = await (await callApp("/sitemap.xml", {}, NOW)).text();
    expect(xml).toContain("<loc>http://localhost:8787/match/1001-arsenal-coventry-city</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/es/match/1001-arsenal-coventry-city</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/team/arsenal</loc>");
  });
});

describe("the general shape as of the clock", () => {
  it("keeps a World Cup knockout side a slot until the match deciding it is over, as the World Cup's answer does", async () => {
    const early = testModeEnv({ SITE_NOW: "2026-07-01T12:00:00Z" });
    const fixture = await get<Fixture>("/api/fixtures/94", early);
    const match = await get<{ team1: unknown; team2: unknown }>("/api/matches/94", early);
    expect(fixture.body.team1Slot).toBe("W81");
    expect(fixture.body.team1).toBeNull();
    expect(fixture.body.team1).toEqual(match.body.team1);
    expect(fixture.body.team2).toEqual(match.body.team2 === null ? null : expect.objectContaining({ code: (match.body.team2 as { code: string }).code }));
    const later = await get<Fixture>("/api/fixtures/94");
    expect(later.body.team1?.code).toBe("USA");
  });
});

describe("a team's matches in the general shape as of the clock", () => {
  it("lists a knockout match under a team only once the team is known", async () => {
    const early = testModeEnv({ SITE_NOW: "2026-07-01T12:00:00Z" });
    const page = await get<{ matches: Fixture[] }>("/api/competitions/world-cup-2026/matches?team=USA", early);
    const matches = await get<{ number: number }[]>("/api/matches?team=USA", early);
    expect(page.body.matches.map((m) => m.number)).toEqual(matches.body.map((m) => m.number));
  });
});

describe("a postponed club match", () => {
  it("says so in its answer, first paint, JSON-LD and calendar entry, and offers no result", async () => {
    const n = await firstWith("exact");
    await env.DB.prepare("UPDATE matches SET status = 'postponed' WHERE number = ?").bind(n).run();
    const fixture = (await get<Fixture>(`/api/fixtures/${n}`)).body;
    expect(fixture).toMatchObject({ status: "postponed", resultPending: false, result: null });
    const first = await html(`/match/${n}`);
    const { html: page } = await html(first.location!);
    expect(page).toContain("<strong>Postponed</strong>");
    expect(jsonLd(page, "match-jsonld").eventStatus).toBe("https://schema.org/EventPostponed");
    const ics = (await (await callApp(`/api/matches/${n}/calendar.ics`, {}, NOW)).text()).replace(/\r\n /g, "");
    expect(ics).toContain("DESCRIPTION:Status: Postponed.");
  });
});
