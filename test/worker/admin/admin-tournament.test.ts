// Admin corrections to the tournament (matches), venues' claims set by admins, fans' reports for
// admins, the CSV import's claim columns, and claims from a paid submission.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminImportResult, AdminVenue } from "../../../src-worker/shared/contract/admin";
import {
  type AdminMatch,
  type AdminMatchReport,
  adminMatchReport,
  adminMatch as adminMatchSchema,
  type MatchCorrectionRequest,
  type MatchCorrectionResult,
  matchCorrectionResult,
} from "../../../src-worker/shared/contract/admin-matches";
import type { Match } from "../../../src-worker/shared/contract/matches";
import { asAdmin, BASE, call, callApp, callAppJson, callJson, cityId, count, insertVenue, login, multipart, seedDemo } from "../helpers";

let cookie = "";
const { get } = asAdmin(() => cookie);
const send = <T = { error: string; code: string; issues?: { path: string; message: string }[] }>(method: string, path: string, json: unknown) =>
  callJson<T>(path, { method, headers: { cookie }, json });

const logs = async (event: string) =>
  (await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = ? ORDER BY id").bind(event).all<{ payload: string }>()).results.map((r) =>
    JSON.parse(r.payload),
  );
const version = async (scope: string) =>
  (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = ?").bind(scope).first<{ version: number }>())?.version ?? 0;

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

/** The body that leaves the stored match as it is. */
function asBody(m: AdminMatch): MatchCorrectionRequest {
  const r = m.result;
  return {
    kickoffAt: m.kickoffAt,
    team1: m.team1?.code ?? null,
    team2: m.team2?.code ?? null,
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    status: m.status as MatchCorrectionRequest["status"],
    score: r ? { ft: r.ft, aet: r.aet, penalties: r.penalties } : null,
    winner: [m.team1, m.team2].find((t) => t && t.name === r?.winner)?.code ?? null,
  };
}

const adminMatch = async (n: number) => (await get<AdminMatch[]>("/api/admin/matches")).body.find((m) => m.number === n)!;

describe("GET /api/admin/matches", () => {
  it("lists the 104 matches as stored, filtered by stage and team; bad filters are 400", async () => {
    const all = await get<AdminMatch[]>("/api/admin/matches");
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(104);
    for (const m of all.body) adminMatchSchema.parse(m);
    const final = all.body.find((m) => m.number === 104)!;
    expect(final).toMatchObject({ stage: "Final", status: "played", stadium: { timeZone: expect.any(String) } });
    expect(final.result?.winner).toBeTruthy();
    const finals = await get<AdminMatch[]>("/api/admin/matches?stage=Final");
    expect(finals.body.map((m) => m.number)).toEqual([104]);
    const usa = await get<AdminMatch[]>("/api/admin/matches?team=usa");
    expect(usa.body.length).toBeGreaterThanOrEqual(3);
    expect(usa.body.every((m) => m.team1?.code === "USA" || m.team2?.code === "USA")).toBe(true);
    expect((await get("/api/admin/matches?stage=Semis")).status).toBe(400);
    expect((await get("/api/admin/matches?team=US")).status).toBe(400);
  });
});

describe("PATCH /api/admin/matches/{number}", () => {
  it("moves a kick-off: local time and offset follow the stadium's time zone; logged with before and after; bumps 'matches'", async () => {
    const m = await adminMatch(1);
    const v = await version("matches");
    const venuesV = await version("venues");
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/1", { ...asBody(m), kickoffAt: "2026-06-11T22:30:00Z" });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    matchCorrectionResult.parse(res.body);
    expect(res.body.match.kickoffAt).toBe("2026-06-11T22:30:00.000Z");
    // Mexico City has no daylight saving time: UTC-6.
    expect(m.stadium?.timeZone).toBe("America/Mexico_City");
    expect(res.body.match).toMatchObject({ kickoffLocal: "2026-06-11 16:30", utcOffset: "-06:00" });
    expect(await version("matches")).toBe(v + 1);
    expect(await version("venues")).toBe(venuesV);
    const [log] = await logs("match_corrected");
    expect(log).toMatchObject({ number: 1, before: { kickoffAt: m.kickoffAt, kickoffLocal: m.kickoffLocal }, after: { kickoffLocal: "2026-06-11 16:30" } });
    // The public read shows it.
    const pub = await callJson<Match>("/api/matches/1");
    expect(pub.body.kickoffAt).toBe("2026-06-11T22:30:00.000Z");
  });

  it("a US stadium in summer is on daylight time; an offset in the body is read as such", async () => {
    const m = (await get<AdminMatch[]>("/api/admin/matches")).body.find((x) => x.stadium?.timeZone === "America/New_York")!;
    const res = await send<MatchCorrectionResult>("PATCH", `/api/admin/matches/${m.number}`, { ...asBody(m), kickoffAt: "2026-07-01T15:00:00-04:00" });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ kickoffAt: "2026-07-01T19:00:00.000Z", kickoffLocal: "2026-07-01 15:00", utcOffset: "-04:00" });
  });

  it("corrects a score: extra time and penalties, the winner as the score gives it; half time and scorers kept unless sent", async () => {
    const m = await adminMatch(104);
    const [t1, t2] = [m.team1!.code, m.team2!.code];
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/104", {
      ...asBody(m),
      score: { ft: [1, 1], aet: [2, 2], penalties: [5, 4] },
      winner: t1,
    });
    expect(res.status).toBe(200);
    expect(res.body.match.result).toMatchObject({
      ft: [1, 1],
      aet: [2, 2],
      penalties: [5, 4],
      decidedBy: "penalties",
      winner: m.team1!.name,
      draw: true,
      ht: m.result!.ht,
      goals1: m.result!.goals1,
    });
    const back = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/104", { ...asBody(m), score: { ft: [0, 2], goals1: [] }, winner: t2 });
    expect(back.body.match.result).toMatchObject({
      ft: [0, 2],
      aet: null,
      penalties: null,
      decidedBy: "regular_time",
      winner: m.team2!.name,
      draw: false,
      goals1: [],
    });
  });

  it("a new score keeps the half time and scorers it was not sent; the log has them before and after", async () => {
    const m = await adminMatch(1);
    expect(m.result).toMatchObject({
      ft: [2, 0],
      ht: [1, 0],
      goals1: [
        { player: "Julián Quiñones", minute: "9" },
        { player: "Raúl Jiménez", minute: "67" },
      ],
    });
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/1", { ...asBody(m), score: { ft: [2, 1] } });
    expect(res.status).toBe(200);
    const stored = (await adminMatch(1)).result;
    expect(stored).toMatchObject({ ft: [2, 1], ht: [1, 0], goals1: m.result!.goals1, goals2: [] });
    expect(res.body.match.result).toEqual(stored);
    const [log] = await logs("match_corrected");
    expect(log.before.result).toEqual(m.result);
    expect(log.after.result).toEqual(stored);
  });

  it("sets half time and scorers (own goals and penalties kept as flags); a scorer missing from the list is allowed", async () => {
    const m = await adminMatch(1);
    const goals1 = [
      { player: " Julián Quiñones ", minute: "9", penalty: true },
      { player: "Raúl Jiménez", minute: "90+4", own_goal: false },
    ];
    const goals2 = [{ player: "Edson Álvarez", minute: "45+1", own_goal: true }];
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/1", {
      ...asBody(m),
      score: { ft: [2, 2], ht: [0, 1], goals1, goals2 },
      winner: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await adminMatch(1)).result).toMatchObject({
      ft: [2, 2],
      ht: [0, 1],
      goals1: [
        { player: "Julián Quiñones", minute: "9", penalty: true },
        { player: "Raúl Jiménez", minute: "90+4" },
      ],
      goals2: [{ player: "Edson Álvarez", minute: "45+1", own_goal: true }],
    });
    expect((await adminMatch(1)).result!.goals1[1]).not.toHaveProperty("own_goal");
    // null and [] remove them, when the admin says so.
    const cleared = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/1", {
      ...asBody(m),
      score: { ft: [2, 2], ht: null, goals2: [] },
      winner: null,
    });
    expect(cleared.body.match.result).toMatchObject({ ht: null, goals2: [], goals1: [{ player: "Julián Quiñones" }, { player: "Raúl Jiménez" }] });
  });

  it("stored scorers or half time the new score contradicts are refused with the reason, never dropped", async () => {
    const m = await adminMatch(1);
    const fewer = await send("PATCH", "/api/admin/matches/1", { ...asBody(m), score: { ft: [1, 0] } });
    expect(fewer.status).toBe(400);
    expect(fewer.body.error).toBe(
      "The stored half time and scorers do not fit the new score (Mexico has 2 scorers for 1 goal). Send the ones that stand with it.",
    );
    expect(fewer.body.issues?.map((i) => i.path)).toEqual(["score.goals1"]);
    const level = await send("PATCH", "/api/admin/matches/1", { ...asBody(m), score: { ft: [0, 0], goals1: [] }, winner: null });
    expect(level.status).toBe(400);
    expect(level.body.issues?.map((i) => i.path)).toEqual(["score.ht"]);
    expect(await adminMatch(1)).toEqual(m);
    expect(await logs("match_corrected")).toHaveLength(0);
  });

  it("an unchanged body changes nothing: no log, no bump", async () => {
    const m = await adminMatch(50);
    const v = await version("matches");
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/50", asBody(m));
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(false);
    expect(await version("matches")).toBe(v);
    expect(await logs("match_corrected")).toHaveLength(0);
  });

  it("a match back to scheduled with a slot instead of a team", async () => {
    const m = await adminMatch(90);
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/90", {
      ...asBody(m),
      team1: null,
      team1Slot: m.team1Slot ?? "W73",
      status: "scheduled",
      score: null,
      winner: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ team1: null, status: "scheduled", result: null });
  });

  it("inconsistent bodies are 400 with the field that is wrong, and change nothing", async () => {
    const m = await adminMatch(104);
    const base = asBody(m);
    const [t1, t2] = [m.team1!.code, m.team2!.code];
    const cases: [Record<string, unknown>, string][] = [
      [{ score: { ft: [1, 0], aet: [2, 0] }, winner: t1 }, "score.aet"],
      [{ score: { ft: [1, 1], penalties: [4, 3] }, winner: t1 }, "score.penalties"],
      [{ score: { ft: [1, 1], aet: [2, 1], penalties: [4, 3] }, winner: t1 }, "score.penalties"],
      [{ score: { ft: [1, 1], aet: [1, 1], penalties: [3, 3] }, winner: null }, "score.penalties"],
      [{ score: { ft: [1, 1], aet: [0, 1] }, winner: t2 }, "score.aet"],
      [{ score: { ft: [2, 0] }, winner: t2 }, "winner"],
      [{ score: { ft: [-1, 0] }, winner: t2 }, "score.ft.0"],
      [{ score: { ft: [1.5, 0] }, winner: t1 }, "score.ft.0"],
      [{ score: null }, "score"],
      [{ status: "scheduled" }, "score"],
      [{ team2: t1 }, "team2"],
      [{ team1: null, team1Slot: null }, "team1"],
      [{ team1: "XY" }, "team1"],
      [{ kickoffAt: "2026-06-11 19:00" }, "kickoffAt"],
      [{ kickoffAt: "2027-06-11T19:00:00Z" }, "kickoffAt"],
      [{ status: "postponed" }, "status"],
      [{ score: { ft: [0, 0], aet: [1, 0], ht: [1, 0] }, winner: t1 }, "score.ht"],
      [{ score: { ft: [0, 0], aet: [1, 0], goals2: [{ player: "X", minute: "3" }] }, winner: t1 }, "score.goals2"],
      [{ score: { ft: [0, 0], aet: [1, 0], goals1: [{ player: "", minute: "3" }] }, winner: t1 }, "score.goals1.0.player"],
      [{ score: { ft: [0, 0], aet: [1, 0], goals1: [{ player: "X", minute: "ninety" }] }, winner: t1 }, "score.goals1.0.minute"],
      [{ score: { ft: [0, 0], aet: [1, 0], goals1: [{ player: "X", minute: "9", own_goal: true, penalty: true }] }, winner: t1 }, "score.goals1.0.penalty"],
    ];
    for (const [patch, path] of cases) {
      const res = await send("PATCH", "/api/admin/matches/104", { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.code).toBe("bad_request");
      expect(
        res.body.issues?.map((i) => i.path),
        JSON.stringify(patch),
      ).toContain(path);
    }
    const unknownTeam = await send("PATCH", "/api/admin/matches/104", { ...base, team1: "ZZZ", winner: "ZZZ" });
    expect(unknownTeam).toMatchObject({ status: 400, body: { error: "Unknown team: ZZZ." } });
    // A knockout draw needs a shoot-out.
    const draw = await send("PATCH", "/api/admin/matches/104", { ...base, score: { ft: [1, 1], aet: [1, 1] }, winner: null });
    expect(draw.status).toBe(400);
    expect(draw.body.error).toMatch(/knockout match needs a winner/);
    const missing = await send("PATCH", "/api/admin/matches/105", base);
    expect(missing.status, JSON.stringify(missing.body)).toBe(404);
    expect((await send("PATCH", "/api/admin/matches/abc", base)).status).toBe(400);
    const text = await call("/api/admin/matches/104", { method: "PATCH", headers: { cookie, "content-type": "text/plain" }, body: "x" });
    expect(text.status).toBe(415);
    await text.arrayBuffer();
    expect(await logs("match_corrected")).toHaveLength(0);
    expect(await adminMatch(104)).toEqual(m);
  });

  it("a group match may end level", async () => {
    const m = await adminMatch(1);
    const res = await send<MatchCorrectionResult>("PATCH", "/api/admin/matches/1", { ...asBody(m), score: { ft: [2, 2] }, winner: null });
    expect(res.status).toBe(200);
    expect(res.body.match.result).toMatchObject({ draw: true, winner: null });
  });
});

describe("PUT /api/admin/venues/{id}/claims", () => {
  const venueId = async () => insertVenue(await cityId(), { name: "Claim Bar", slug: "claim-bar", address: "1 Claim St", status: "approved" });
  const claimsOf = async (id: number) => (await get<AdminVenue[]>("/api/admin/venues")).body.find((v) => v.id === id)!.claims;

  it("sets the claims (source admin, the site clock's date), logged with before and after, bumps 'venues'; the venue page shows them", async () => {
    const id = await venueId();
    const v = await version("venues");
    const res = await send<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, {
      showsAllMatches: true,
      matches: [104, 1],
      supporters: [{ team: "usa", groupName: "American Outlaws Seattle" }, { team: "MEX" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.claims.competitions).toEqual([expect.objectContaining({ id: "world-cup-2026", source: "admin" })]);
    expect(res.body.claims.matches.map((m) => m.number)).toEqual([1, 104]);
    expect(res.body.claims.supporters).toEqual([
      expect.objectContaining({ team: "MEX", groupName: null, source: "admin" }),
      expect.objectContaining({ team: "USA", groupName: "American Outlaws Seattle", source: "admin" }),
    ]);
    expect(await version("venues")).toBe(v + 1);
    const [log] = await logs("venue_claims_set");
    expect(log).toMatchObject({
      venueId: id,
      before: { allCompetitions: null, competitions: [], matches: [], supporters: [] },
      after: { allCompetitions: false, competitions: ["world-cup-2026"], matches: [104, 1] },
    });
    const pub = await callJson<{ claims: { showsAllMatches: unknown; supporters: { team: { code: string } }[] } }>(`/api/venues/${id}`);
    expect(pub.body.claims.showsAllMatches).toMatchObject({ source: "admin" });
    expect(pub.body.claims.supporters.map((s) => s.team.code)).toEqual(["MEX", "USA"]);
    expect(await claimsOf(id)).toEqual(res.body.claims);
  });

  it("claims kept as they were keep their source and date; removed ones go; a new group name is a change", async () => {
    const id = await venueId();
    await env.DB.prepare(
      "INSERT INTO venue_claims (venue_id, subject, kind, team_code, group_name, source, confirmed_at) VALUES (?, 'team:USA', 'supporters', 'USA', NULL, 'venue', 1000)",
    )
      .bind(id)
      .run();
    await env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, source, confirmed_at) VALUES (?, 'all', 'all_matches', 'import', 2000)")
      .bind(id)
      .run();
    const res = await send<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, {
      showsAllMatches: false,
      supporters: [{ team: "USA" }, { team: "ARG", groupName: "Filial" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.claims.allCompetitions).toBeNull();
    const usa = res.body.claims.supporters.find((s) => s.team === "USA")!;
    expect(usa).toMatchObject({ source: "venue", confirmedAt: new Date(1000).toISOString() });
    const renamed = await send<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, {
      showsAllMatches: false,
      supporters: [{ team: "USA", groupName: "Outlaws" }],
    });
    expect(renamed.body.claims.supporters).toEqual([expect.objectContaining({ team: "USA", groupName: "Outlaws", source: "admin" })]);
  });

  it("many claims at once stay within D1's parameter limit", async () => {
    const id = await venueId();
    const all = Array.from({ length: 104 }, (_, i) => i + 1);
    const teams = (await env.DB.prepare("SELECT code FROM teams WHERE kind = 'nation'").all<{ code: string }>()).results.map((t) => ({ team: t.code }));
    const res = await send<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, {
      showsAllMatches: true,
      matches: all,
      supporters: teams,
    });
    expect(res.status).toBe(200);
    expect(res.body.claims.matches).toHaveLength(104);
    expect(res.body.claims.supporters).toHaveLength(48);
    const none = await send<{ claims: AdminVenue["claims"] }>("PUT", `/api/admin/venues/${id}/claims`, { showsAllMatches: false });
    expect(none.body.claims).toEqual({ allCompetitions: null, competitions: [], matches: [], supporters: [] });
    expect(await count("venue_claims", "venue_id = ?", id)).toBe(0);
  });

  it("refuses bad bodies (400), unknown teams and matches (400), an unknown venue (404), and writes nothing", async () => {
    const id = await venueId();
    for (const body of [
      {},
      { showsAllMatches: "yes" },
      { showsAllMatches: true, matches: [0] },
      { showsAllMatches: true, matches: [105] },
      { showsAllMatches: true, supporters: [{ team: "US" }] },
    ]) {
      expect((await send("PUT", `/api/admin/venues/${id}/claims`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await send("PUT", `/api/admin/venues/${id}/claims`, { showsAllMatches: false, supporters: [{ team: "ZZZ" }] })).toMatchObject({
      status: 400,
      body: { error: `Supporters' venue of: no team has the code "ZZZ".`, issues: [{ path: "supporters.0.team" }] },
    });
    expect((await send("PUT", "/api/admin/venues/999999/claims", { showsAllMatches: true })).status).toBe(404);
    expect(await count("venue_claims", "venue_id = ?", id)).toBe(0);
    expect(await logs("venue_claims_set")).toHaveLength(0);
  });
});

describe("GET /api/admin/match-reports", () => {
  it("groups reports by venue and match with reasons and the latest date, newest first", async () => {
    const city = await cityId();
    const a = await insertVenue(city, { name: "Report A", slug: "report-a", address: "1 A St", status: "approved" });
    const b = await insertVenue(city, { name: "Report B", slug: "report-b", address: "1 B St", status: "approved" });
    const report = (venue: number, match: number, fan: string, reason: string, at: number) =>
      env.DB.prepare("INSERT INTO match_reports (venue_id, match_number, fan_id, reason, created_at) VALUES (?, ?, ?, ?, ?)")
        .bind(venue, match, fan, reason, at)
        .run();
    await report(a, 104, "f1", "not_showing", 1000);
    await report(a, 104, "f2", "closed", 5000);
    await report(a, 104, "f3", "not_showing", 2000);
    await report(b, 1, "f1", "closed", 9000);
    const { status, body } = await get<AdminMatchReport[]>("/api/admin/match-reports");
    expect(status).toBe(200);
    for (const r of body) adminMatchReport.parse(r);
    expect(body.map((r) => [r.venueName, r.matchNumber])).toEqual([
      ["Report B", 1],
      ["Report A", 104],
    ]);
    expect(body[1]).toMatchObject({
      venueId: a,
      cityName: "Seattle",
      stage: "Final",
      count: 3,
      reasons: { not_showing: 2, closed: 1 },
      latestAt: new Date(5000).toISOString(),
    });
    expect(body[1].team1?.code).toBeTruthy();
  });
});

describe("CSV import: claim columns (dashboard format)", () => {
  const importAdmin = async (csv: string) => {
    const res = await call("/api/admin/import-csv", {
      method: "POST",
      headers: { cookie },
      body: multipart({ citySlug: "seattle" }, { name: "v.csv", type: "text/csv", bytes: csv }),
    });
    return { status: res.status, body: (await res.json()) as AdminImportResult & { error: string } };
  };
  const claimsByName = async (name: string) =>
    (
      await env.DB.prepare("SELECT vc.subject, vc.source FROM venue_claims vc JOIN venues v ON v.id = vc.venue_id WHERE v.name = ? ORDER BY vc.subject")
        .bind(name)
        .all<{ subject: string; source: string }>()
    ).results;

  it("imports shows_all_matches and teams as claims (source import); bad rows are row errors; re-importing changes nothing", async () => {
    const csv = [
      "name,address,shows_all_matches,teams",
      "Claims Pub,1 Claim St,yes,usa|MEX",
      "Plain Pub,2 Claim St,,",
      "Bad Team Pub,3 Claim St,no,USA|XYZ|QQQ",
      "Bad Flag Pub,4 Claim St,maybe,",
      "False Pub,5 Claim St,0,ARG",
    ].join("\n");
    const { status, body } = await importAdmin(csv);
    expect(status).toBe(200);
    expect(body.inserted).toBe(3);
    expect(body.errors).toEqual([
      { row: 4, name: "Bad Team Pub", message: "Unknown team codes in teams: XYZ, QQQ (use FIFA or club codes such as USA|arsenal)" },
      { row: 5, name: "Bad Flag Pub", message: "shows_all_matches must be true/false, yes/no or 1/0" },
    ]);
    expect(await claimsByName("Claims Pub")).toEqual([
      { subject: "competition:world-cup-2026", source: "import" },
      { subject: "team:MEX", source: "import" },
      { subject: "team:USA", source: "import" },
    ]);
    expect(await claimsByName("Plain Pub")).toEqual([]);
    expect(await claimsByName("False Pub")).toEqual([{ subject: "team:ARG", source: "import" }]);
    expect(await count("venues", "name IN ('Bad Team Pub', 'Bad Flag Pub')")).toBe(0);

    // An admin's claim keeps its source on re-import; a repeated file adds nothing.
    await env.DB.prepare("UPDATE venue_claims SET source = 'admin', confirmed_at = 7 WHERE subject = 'team:USA'").run();
    const again = await importAdmin(csv);
    expect(again.body).toMatchObject({ inserted: 0, updated: 0 });
    expect(await claimsByName("Claims Pub")).toContainEqual({ subject: "team:USA", source: "admin" });
    // A new team on an existing venue is an update.
    const more = await importAdmin("name,address,teams\nClaims Pub,1 Claim St,USA|BRA\n");
    expect(more.body).toMatchObject({ inserted: 0, updated: 1 });
    expect((await claimsByName("Claims Pub")).map((c) => c.subject)).toEqual(["competition:world-cup-2026", "team:BRA", "team:MEX", "team:USA"]);
  });

  it("all-or-nothing: a failing batch leaves neither venues nor claims", async () => {
    const venuesBefore = await count("venues");
    // A claim that cannot be written makes the batch fail after the venue upserts.
    await env.DB.prepare("CREATE TRIGGER refuse_claims BEFORE INSERT ON venue_claims BEGIN SELECT RAISE(ABORT, 'refused'); END").run();
    try {
      const res = await call("/api/admin/import-csv", {
        method: "POST",
        headers: { cookie },
        body: multipart({ citySlug: "seattle" }, { name: "v.csv", type: "text/csv", bytes: "name,address,teams\nAtomic Pub,1 Atom St,USA\n" }),
      });
      await res.arrayBuffer();
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_claims").run();
    }
    expect(await count("venues")).toBe(venuesBefore);
    expect(await count("admin_logs", "event = 'csv_import'")).toBe(0);
  });

  it("the standalone format keeps its exact header (claim columns are refused there)", async () => {
    const res = await call("/api/import-csv", {
      method: "POST",
      headers: { cookie },
      body: multipart(
        { city_slug: "seattle" },
        { name: "s.csv", type: "text/csv", bytes: "name,address,lat,lon,phone,website,hours_short,neighborhood,tags,teams\nX,1 St,,,,,,,,USA\n" },
      ),
    });
    expect(res.status).toBe(400);
    await res.arrayBuffer();
  });
});

describe("paid submission: the form's claims", () => {
  const submission = async (extra: Record<string, unknown>) =>
    callAppJson<{ url?: string; error?: string }>("/api/venues/submission-checkout", {
      method: "POST",
      json: { venueName: "Fan Den", cityId: await cityId(), address: "9 Fan St", contactEmail: "owner@example.com", ...extra },
    });

  it("stores the answers; on payment the venue claims them (source venue, the payment time); a second delivery adds nothing", async () => {
    const res = await submission({ showsMatches: "all", supportersTeam: "usa" });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT shows_matches, supporters_team FROM submissions").first()).toEqual({ shows_matches: "all", supporters_team: "USA" });
    const id = new URL(res.body.url!).pathname.split("/").pop()!;
    const before = Date.now();
    const paid = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } });
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);
    const claims = (
      await env.DB.prepare(
        "SELECT vc.subject, vc.source, vc.confirmed_at FROM venue_claims vc JOIN venues v ON v.id = vc.venue_id WHERE v.name = 'Fan Den' ORDER BY subject",
      ).all<{
        subject: string;
        source: string;
        confirmed_at: number;
      }>()
    ).results;
    expect(claims.map((c) => [c.subject, c.source])).toEqual([
      ["competition:world-cup-2026", "venue"],
      ["team:USA", "venue"],
    ]);
    expect(claims[0].confirmed_at).toBeGreaterThanOrEqual(before - 1000);
    const again = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } });
    await again.arrayBuffer();
    expect(await count("venue_claims")).toBe(claims.length + (await count("venue_claims", "source = 'sample'")));
  });

  it("no answers: no claims; 'My team's matches' needs a team; unknown teams are 400", async () => {
    const plain = await submission({ showsMatches: "", supportersTeam: "" });
    expect(plain.status).toBe(200);
    const id = new URL(plain.body.url!).pathname.split("/").pop()!;
    await (await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } })).arrayBuffer();
    expect(await count("venue_claims", "source = 'venue'")).toBe(0);

    const noTeam = await submission({ showsMatches: "team" });
    expect(noTeam).toMatchObject({ status: 400, body: { error: "Please choose the team whose matches you show." } });
    // Another venue: "Fan Den" is paid for already (a likely duplicate, docs/decisions/047).
    const team = await submission({ venueName: "Fan Den Two", showsMatches: "team", supportersTeam: "MEX" });
    expect(team.status).toBe(200);
    expect((await submission({ supportersTeam: "ZZZ" })).body).toMatchObject({
      error: `Supporters' venue for: no team has the code "ZZZ".`,
      issues: [{ path: "supportersTeam" }],
    });
    expect((await submission({ supportersTeam: "US" })).status).toBe(400);
    expect((await submission({ showsMatches: "some" })).status).toBe(400);
  });
});
