// Claims per competition (docs/decisions/029): every kind of claim (every match of every competition,
// every match of a competition, a club match, a club's supporters) through each path that makes
// claims (admin, owner, CSV import, paid submission, sample seed); the venue page's matches shown
// across competitions; the city filter by a club match; owners' "opens early".
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminVenue } from "../../../src-worker/shared/contract/admin";
import type { ClaimChoices } from "../../../src-worker/shared/contract/claims";
import type { MatchVenues } from "../../../src-worker/shared/contract/match-venues";
import type { Venue } from "../../../src-worker/shared/contract/venues";
import { BASE, bumpAllDataVersions, call, callApp, callAppJson, callJson, cityId, count, getPublic, login, multipart, seedDemo, testModeEnv } from "../helpers";
import { asOwner, ownerOf, venueWithWebsite } from "../owner-helpers";

const PL = "premier-league-2026-27";
const LALIGA = "laliga-2026-27";

let cookie: string;

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

const admin = <T = { error: string; issues?: { path: string; message: string }[] }>(method: string, path: string, json: unknown) =>
  callJson<T>(path, { method, headers: { cookie }, json });

/** The first Premier League match kicking off after the site clock, and a club playing in it. */
async function nextPremierLeagueMatch(after = "2026-11-28T12:00:00Z") {
  const row = await env.DB.prepare(
    "SELECT number, team1_code AS club FROM matches WHERE competition_id = ? AND kickoff_at > ? ORDER BY kickoff_at, number LIMIT 1",
  )
    .bind(PL, Date.parse(after))
    .first<{ number: number; club: string }>();
  return row!;
}

const subjects = async (venueId: number) =>
  (
    await env.DB.prepare("SELECT subject, source FROM venue_claims WHERE venue_id = ? ORDER BY subject")
      .bind(venueId)
      .all<{ subject: string; source: string }>()
  ).results.map((r) => `${r.subject} ${r.source}`);

describe("admin: PUT /api/admin/venues/{id}/claims", () => {
  it("sets each kind: every competition, a competition, a club match, a club's supporters; each with who and when", async () => {
    const id = await venueWithWebsite();
    const { number, club } = await nextPremierLeagueMatch();
    const res = await admin<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, {
      allCompetitions: true,
      competitions: [PL, "world-cup-2026"],
      matches: [number],
      supporters: [{ team: club, groupName: "Sample Gooners" }, { team: "usa" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.claims.allCompetitions).toMatchObject({ source: "admin" });
    expect(res.body.claims.competitions.map((c) => [c.id, c.source])).toEqual([
      [PL, "admin"],
      ["world-cup-2026", "admin"],
    ]);
    expect(res.body.claims.matches.map((m) => m.number)).toEqual([number]);
    expect(res.body.claims.supporters.map((s) => [s.team, s.groupName])).toEqual(
      [
        [club, "Sample Gooners"],
        ["USA", null],
      ].sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
    );
    expect(await subjects(id)).toEqual(
      ["all admin", `competition:${PL} admin`, "competition:world-cup-2026 admin", `match:${number} admin`, `team:${club} admin`, "team:USA admin"].sort(),
    );
    // The admin list reads them back as the write answered.
    const listed = await callJson<AdminVenue>(`/api/admin/venues/${id}`, { headers: { cookie } });
    if (listed.status === 200) expect(listed.body.claims).toEqual(res.body.claims);
  });

  it("an unknown competition, club match or club is a 400 naming the field and value, and nothing is written", async () => {
    const id = await venueWithWebsite();
    const cases: [unknown, string, string][] = [
      [{ competitions: [PL, "mls-2027"] }, `Every match of: there is no competition "mls-2027".`, "competitions.1"],
      [{ competitions: [], matches: [1001, 999999] }, "Matches: there is no match 999999.", "matches.1"],
      [
        { competitions: [], supporters: [{ team: "arsenal" }, { team: "not-a-club" }] },
        `Supporters' venue of: no team has the code "not-a-club".`,
        "supporters.1.team",
      ],
    ];
    for (const [body, error, path] of cases) {
      const res = await admin("PUT", `/api/admin/venues/${id}/claims`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error, issues: [{ path, message: error }] });
    }
    for (const body of [{}, { competitions: ["Premier League"] }, { allCompetitions: "yes" }, { competitions: [], supporters: [{ team: "ab" }] }]) {
      expect((await admin("PUT", `/api/admin/venues/${id}/claims`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await count("venue_claims", "venue_id = ?", id)).toBe(0);
  });

  it("a claim kept as it was keeps who made it and when; the older 'shows every match' is the World Cup", async () => {
    const id = await venueWithWebsite();
    await env.DB.prepare(
      "INSERT INTO venue_claims (venue_id, subject, kind, competition_id, source, confirmed_at) VALUES (?, ?, 'competition', ?, 'owner', 1000)",
    )
      .bind(id, `competition:${PL}`, PL)
      .run();
    const res = await admin<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, { showsAllMatches: true, competitions: [PL] });
    expect(res.status).toBe(200);
    expect(res.body.claims.competitions).toEqual([
      { id: PL, source: "owner", confirmedAt: new Date(1000).toISOString() },
      { id: "world-cup-2026", source: "admin", confirmedAt: expect.any(String) },
    ]);
  });
});

describe("owner: one PATCH carries details, claims per competition and 'opens early'", () => {
  it("saves them together as the owner's; the venue page shows them with who and when", async () => {
    const id = await venueWithWebsite();
    const api = asOwner(await ownerOf(id, "owner@thepitch.example.com"));
    const { number } = await nextPremierLeagueMatch();
    const res = await api.patch<{ changed: string[] }>(`/api/owner/venues/${id}`, {
      phone: "(206) 555-0100",
      opensEarlyAt: "07:00",
      claims: { competitions: [PL], allCompetitions: false, matches: [number], supporters: [{ team: "arsenal", groupName: "Seattle Gooners" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.changed.sort()).toEqual(["claims", "opensEarlyAt", "phone"]);
    expect(await subjects(id)).toEqual([`competition:${PL} owner`, `match:${number} owner`, "team:arsenal owner"]);
    const mine = await api.get<{ claims: AdminVenue["claims"]; opensEarly: Venue["opensEarly"] }>(`/api/owner/venues/${id}`);
    expect(mine.body.claims.competitions.map((c) => c.id)).toEqual([PL]);
    expect(mine.body.opensEarly).toMatchObject({ at: "07:00", source: "owner" });

    await bumpAllDataVersions();
    const venue = await getPublic<Venue>(`/api/venues/${id}`);
    expect(venue.opensEarly).toMatchObject({ at: "07:00", source: "owner", confirmedAt: expect.any(String) });
    expect(venue.claims.competitions?.map((c) => [c.competition.id, c.competition.nameEn, c.source])).toEqual([[PL, "Premier League", "owner"]]);
    expect(venue.claims.supporters.map((s) => [s.team.code, s.groupName])).toEqual([["arsenal", "Seattle Gooners"]]);
    // Saving the same again changes nothing and keeps the dates.
    const again = await api.patch<{ changed: string[] }>(`/api/owner/venues/${id}`, {
      opensEarlyAt: "07:00",
      claims: { competitions: [PL], matches: [number], supporters: [{ team: "arsenal", groupName: "Seattle Gooners" }] },
    });
    expect(again.body.changed).toEqual([]);
    // Clearing "opens early" clears its source and date too.
    expect((await api.patch<{ changed: string[] }>(`/api/owner/venues/${id}`, { opensEarlyAt: null })).body.changed).toEqual(["opensEarlyAt"]);
    const row = await env.DB.prepare("SELECT opens_early_at, opens_early_source, opens_early_confirmed_at FROM venues WHERE id = ?").bind(id).first();
    expect(row).toEqual({ opens_early_at: null, opens_early_source: null, opens_early_confirmed_at: null });
  });

  it("an unknown competition or a bad time refuses the whole save (400 naming the field and value)", async () => {
    const id = await venueWithWebsite();
    const api = asOwner(await ownerOf(id, "owner@thepitch.example.com"));
    const before = await env.DB.prepare("SELECT phone, opens_early_at FROM venues WHERE id = ?").bind(id).first();
    const unknown = await api.patch<{ error: string; issues: unknown[] }>(`/api/owner/venues/${id}`, {
      phone: "(206) 555-0199",
      opensEarlyAt: "06:30",
      claims: { competitions: ["mls-2027"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(`Every match of: there is no competition "mls-2027".`);
    expect(unknown.body.issues).toEqual([{ path: "claims.competitions.0", message: unknown.body.error }]);
    const badTime = await api.patch<{ error: string }>(`/api/owner/venues/${id}`, { phone: "(206) 555-0199", opensEarlyAt: "7am" });
    expect(badTime.status).toBe(400);
    expect(await env.DB.prepare("SELECT phone, opens_early_at FROM venues WHERE id = ?").bind(id).first()).toEqual(before);
    expect(await count("venue_claims", "venue_id = ?", id)).toBe(0);
  });

  it("an admin sets 'opens early' too, as the admin's", async () => {
    const id = await venueWithWebsite();
    const res = await admin("PATCH", `/api/admin/venues/${id}`, { opensEarlyAt: "06:45" });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT opens_early_at, opens_early_source FROM venues WHERE id = ?").bind(id).first();
    expect(row).toEqual({ opens_early_at: "06:45", opens_early_source: "admin" });
  });
});

describe("CSV import: competitions and all_competitions columns", () => {
  it("imports every kind as the import's; unknown competitions and teams are row errors", async () => {
    const csv = [
      "name,address,competitions,all_competitions,teams,shows_all_matches",
      `League Pub,1 Claim St,${PL}|${LALIGA},no,arsenal|USA,yes`,
      "Everything Pub,2 Claim St,,yes,,",
      "Bad League Pub,3 Claim St,mls-2027,,,",
      "Bad Flag Pub,4 Claim St,,maybe,,",
    ].join("\n");
    const res = await call("/api/admin/import-csv", {
      method: "POST",
      headers: { cookie },
      body: multipart({ citySlug: "seattle" }, { name: "v.csv", type: "text/csv", bytes: csv }),
    });
    const body = (await res.json()) as { inserted: number; errors: unknown[] };
    expect(res.status).toBe(200);
    expect(body.inserted).toBe(2);
    expect(body.errors).toEqual([
      { row: 4, name: "Bad League Pub", message: "Unknown competition in competitions: mls-2027 (use ids such as premier-league-2026-27)" },
      { row: 5, name: "Bad Flag Pub", message: "all_competitions must be true/false, yes/no or 1/0" },
    ]);
    const idOf = async (name: string) => (await env.DB.prepare("SELECT id FROM venues WHERE name = ?").bind(name).first<{ id: number }>())!.id;
    expect(await subjects(await idOf("League Pub"))).toEqual(
      [`competition:${LALIGA} import`, `competition:${PL} import`, "competition:world-cup-2026 import", "team:USA import", "team:arsenal import"].sort(),
    );
    expect(await subjects(await idOf("Everything Pub"))).toEqual(["all import"]);
  });
});

describe("paid submission: 'Matches shown' per competition", () => {
  const submission = async (extra: Record<string, unknown>) =>
    callAppJson<{ url?: string; error?: string; issues?: { path: string }[] }>("/api/venues/submission-checkout", {
      method: "POST",
      json: { venueName: "League Den", cityId: await cityId(), address: "9 Fan St", contactEmail: "owner@example.com", ...extra },
    });
  const pay = async (url: string) => {
    const id = new URL(url).pathname.split("/").pop()!;
    await (await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } })).arrayBuffer();
  };
  const claimsOf = async (name: string) =>
    (
      await env.DB.prepare("SELECT vc.subject, vc.source FROM venue_claims vc JOIN venues v ON v.id = vc.venue_id WHERE v.name = ? ORDER BY subject")
        .bind(name)
        .all<{ subject: string; source: string }>()
    ).results.map((r) => `${r.subject} ${r.source}`);

  it("chosen competitions and a club's supporters become the venue's claims on payment", async () => {
    const res = await submission({ showsMatches: "competitions", showsCompetitions: [PL, LALIGA], supportersTeam: "arsenal" });
    expect(res.status).toBe(200);
    await pay(res.body.url!);
    expect(await claimsOf("League Den")).toEqual([`competition:${LALIGA} venue`, `competition:${PL} venue`, "team:arsenal venue"]);
  });

  it("'every match of every competition' is the claim 'all'", async () => {
    const res = await submission({ venueName: "Every Den", showsMatches: "every" });
    expect(res.status).toBe(200);
    await pay(res.body.url!);
    expect(await claimsOf("Every Den")).toEqual(["all venue"]);
  });

  it("no competition chosen, or an unknown one, is a 400 naming it; nothing is stored", async () => {
    expect((await submission({ showsMatches: "competitions" })).body).toMatchObject({ error: "Please choose the competitions whose matches you show." });
    expect((await submission({ showsMatches: "competitions", showsCompetitions: [PL, "mls-2027"] })).body).toMatchObject({
      error: `Matches shown: there is no competition "mls-2027".`,
      issues: [{ path: "showsCompetitions.1" }],
    });
    expect(await count("submissions")).toBe(0);
  });
});

describe("showing across competitions", () => {
  it("the sample seed makes club claims; the city filter takes a club match and lists who shows it", async () => {
    const { number } = await nextPremierLeagueMatch();
    const names = async (q: string) => (await getPublic<{ name: string }[]>(`/api/cities/new-york/venues?${q}`)).map((v) => v.name).sort();
    // The Far Post shows every Premier League match; Kickabout shows LaLiga and Serie A only.
    expect(await names(`match=${number}`)).toEqual(["The Far Post"]);
    // Every match of every competition (Boston's sample) counts for a club match too.
    expect((await getPublic<{ name: string }[]>(`/api/cities/boston/venues?match=${number}`)).map((v) => v.name)).toEqual(["Cancha Kitchen"]);
    const page = await getPublic<{ total: number }>(`/api/cities/new-york/venues/page?match=${number}`);
    expect(page.total).toBe(1);
  });

  it("the venue page lists the matches shown across competitions, upcoming ones with the claim that puts them there", async () => {
    const id = await venueWithWebsite();
    const { number } = await nextPremierLeagueMatch();
    expect((await admin("PUT", `/api/admin/venues/${id}/claims`, { competitions: [PL], matches: [number, 104] })).status).toBe(200);
    await bumpAllDataVersions();
    const res = await callApp(`/api/venues/${id}`, {}, testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" }));
    const venue = (await res.json()) as Venue;
    const showing = venue.claims.showing!;
    expect(showing.length).toBeGreaterThan(2);
    // The named match (its own claim), the World Cup final (named, past), the next league matches (every Premier League match).
    expect(showing.find((s) => s.fixture.number === number)?.claim.kind).toBe("match");
    expect(showing.find((s) => s.fixture.number === 104)?.claim.kind).toBe("match");
    const fromLeague = showing.filter((s) => s.claim.kind === "competition");
    expect(fromLeague.length).toBe(11);
    for (const s of fromLeague) expect(s.claim).toMatchObject({ competitionId: PL, source: "admin" });
    expect(fromLeague.every((s) => s.fixture.competition.id === PL && s.fixture.kickoffAt > "2026-11-28")).toBe(true);
    expect(venue.claims.competitions?.map((c) => c.competition.shortEn)).toEqual(["Premier League"]);
    expect(venue.claims.allCompetitions).toBeNull();
  });

  it("GET /api/venues/claim-choices lists competitions, nations and clubs, and every match", async () => {
    const body = await getPublic<ClaimChoices>("/api/venues/claim-choices");
    expect(body.competitions.map((c) => c.id)).toContain(PL);
    const arsenal = body.teams.find((t) => t.code === "arsenal")!;
    expect(arsenal).toMatchObject({ kind: "club", competitions: [PL] });
    // The name fans use, for the match filter's options ("Spurs vs Fulham"); the name when none is set.
    expect(body.teams.find((t) => t.code === "tottenham-hotspur")).toMatchObject({ name: "Tottenham Hotspur", shortName: "Spurs" });
    expect(body.teams.find((t) => t.code === "USA")?.shortName).toBe(body.teams.find((t) => t.code === "USA")?.name);
    expect(body.teams.find((t) => t.code === "USA")).toMatchObject({ kind: "nation", competitions: ["world-cup-2026"] });
    expect(body.matches.find((m) => m.number === 104)).toMatchObject({ competitionId: "world-cup-2026", round: "Final" });
    const first = body.matches.find((m) => m.number === 1001)!;
    expect(first.competitionId).toBe(PL);
    expect(first.round).toMatch(/Matchday|Round/);

    // Without the matches (the submission form's): the same competitions and teams, a small answer.
    const { status, body: light } = await callJson<ClaimChoices>("/api/venues/claim-choices?without=matches");
    expect(status).toBe(200);
    expect(light).toEqual({ competitions: body.competitions, teams: body.teams, matches: [] });
    expect(JSON.stringify(light).length).toBeLessThan(40 * 1024);
    const bad = await callJson<{ error: string }>("/api/venues/claim-choices?without=teams");
    expect([bad.status, bad.body.error]).toEqual([400, expect.stringContaining('without can only be "matches".')]);
  });
});

describe("opens early in a match's venue list", () => {
  it("says 'opens 7:00 for the 7:30 kick-off' only when the kick-off falls before the venue's hours that day", async () => {
    // Match 94 kicks off at 17:00 in Seattle (Pacific): a venue opening at 18:00 that day opens early for it.
    const kickoff = await env.DB.prepare("SELECT kickoff_at FROM matches WHERE number = 94").first<{ kickoff_at: number }>();
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Los_Angeles",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
      hourCycle: "h23",
    }).formatToParts(new Date(kickoff!.kickoff_at));
    const get = (t: string) => local.find((p) => p.type === t)!.value;
    const day = get("weekday").slice(0, 3).toLowerCase();
    const kick = `${get("hour")}:${get("minute")}`;
    const later = `${String(Number(get("hour")) + 1).padStart(2, "0")}:00`;
    const earlier = `${String(Number(get("hour")) - 1).padStart(2, "0")}:00`;
    const id = await venueWithWebsite();
    await env.DB.prepare("UPDATE venues SET hours = ?, opens_early_at = ?, opens_early_source = 'owner', opens_early_confirmed_at = 5000 WHERE id = ?")
      .bind(JSON.stringify({ [day]: [[later, "23:00"]] }), earlier, id)
      .run();
    await admin("PUT", `/api/admin/venues/${id}/claims`, { competitions: ["world-cup-2026"] });
    await bumpAllDataVersions();
    const listed = async () => (await getPublic<MatchVenues>("/api/matches/94/venues?city=seattle")).venues.find((v) => v.venue.id === id)!;
    expect((await listed()).opensEarly).toEqual({ at: earlier, kickoff: kick, source: "owner", confirmedAt: new Date(5000).toISOString() });
    // Open already at kick-off: nothing said.
    await env.DB.prepare("UPDATE venues SET hours = ? WHERE id = ?")
      .bind(JSON.stringify({ [day]: [[earlier, "23:00"]] }), id)
      .run();
    await bumpAllDataVersions();
    expect((await listed()).opensEarly).toBeUndefined();
    expect("opensEarly" in (await listed())).toBe(false);
  });
});
