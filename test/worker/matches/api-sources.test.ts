// Results APIs beside the fixture lists (docs/decisions/040): the football-data.org reader on answers in
// its documented shape, a refresh confirming a kick-off and bringing a result, precedence (the API over
// the fixture list, an admin's lock over both), failures that change nothing, and the admin's routes.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import en from "../../../src-worker/db/seed/club-2026-27/en.1.json";
import { API_CALLS_PER_RUN, NO_TOKEN, refreshDueApiSources } from "../../../src-worker/services/matches/api-sources";
import { refreshDueCompetitions } from "../../../src-worker/services/matches/competition-feeds";
import { footballDataUrl, readFootballData } from "../../../src-worker/services/matches/feeds/football-data";
import { footballDataStandIn } from "../../../src-worker/services/matches/feeds/football-data-stand-in";
import { FeedError } from "../../../src-worker/services/matches/feeds/rows";
import type { FeedFetch } from "../../../src-worker/services/matches/feeds/source";
import type { ApiSourceState } from "../../../src-worker/shared/contract/admin-api-sources";
import type { AdminCompetition } from "../../../src-worker/shared/contract/admin-competitions";
import type { Fixture } from "../../../src-worker/shared/contract/competitions";
import { resultLine } from "../../../src-worker/shared/match-text";
import { BASE, callAppJson, login, seedBase, testModeEnv } from "../helpers";
import { asOwner, ownerOf, venueWithWebsite } from "../owner-helpers";

const PL = "premier-league-2026-27";
const NOW = new Date("2026-11-28T12:00:00Z");
const SITE = testModeEnv({
  SITE_NOW: NOW.toISOString(),
  FOOTBALL_DATA_TOKEN: "local-test-token",
  FOOTBALL_DATA_URL: "http://localhost:8787/dev/football-data",
});
const db = () => createDb(env.DB);
const BASE_URL = "https://api.example";

type Team = { name: string; shortName?: string; tla?: string };
const t = (name: string, shortName?: string): Team => ({ name, shortName, tla: name.slice(0, 3).toUpperCase() });
const apiMatch = (
  matchday: number,
  utcDate: string,
  status: string,
  home: Team,
  away: Team,
  ft: [number, number] | null = null,
  ht: [number, number] | null = null,
) => ({
  id: 1,
  utcDate,
  status,
  matchday,
  homeTeam: { id: 57, ...home },
  awayTeam: { id: 61, ...away },
  score: {
    winner: null,
    duration: "REGULAR",
    fullTime: { home: ft?.[0] ?? null, away: ft?.[1] ?? null },
    halfTime: { home: ht?.[0] ?? null, away: ht?.[1] ?? null },
  },
});

// Matchday 2 (Aug. 29, no result in the snapshot) and a placeholder fixture of Matchday 20.
const plMatches = en.matches as { round: string; date: string; time?: string; team1: string; team2: string; score?: unknown }[];
const md2 = plMatches.find((m) => m.round === "Matchday 2" && !m.score)!;
const md20 = plMatches.find((m) => m.round === "Matchday 20")!;

/** An answer confirming Matchday 20's kick-off at 17:30 UTC and giving Matchday 2's result, as the API would. */
const answer = () =>
  JSON.stringify({
    filters: { season: "2026" },
    competition: { code: "PL" },
    matches: [
      apiMatch(2, `${md2.date}T14:00:00Z`, "FINISHED", t(md2.team1), t(md2.team2), [2, 1], [1, 0]),
      apiMatch(20, `${md20.date}T17:30:00Z`, "TIMED", t(md20.team1), t(md20.team2)),
    ],
  });

const serving =
  (body: string | (() => Response), calls: { url: string; token: string | null }[] = []): FeedFetch =>
  async (url, init) => {
    calls.push({ url, token: new Headers(init.headers).get("X-Auth-Token") });
    return typeof body === "string" ? new Response(body) : body();
  };

const deps = (fetch: FeedFetch, token: string | undefined = "secret-token", now = NOW) => ({ fetch, now, token, baseUrl: BASE_URL, timeoutMs: 200 });

const setSource = (code = "PL", id = PL) =>
  env.DB.prepare("INSERT INTO competition_api_sources (competition_id, provider, code) VALUES (?, 'football-data', ?)").bind(id, code).run();
const sourceRow = () => env.DB.prepare("SELECT * FROM competition_api_sources WHERE competition_id = ?").bind(PL).first<Record<string, unknown>>();
const rowOf = async (m: { team1: string; team2: string }) =>
  (await env.DB.prepare("SELECT * FROM matches WHERE source_key = ?").bind(`${PL}:${m.team1}|${m.team2}`).first<Record<string, unknown>>())!;
const matchesOf = async () => JSON.stringify((await env.DB.prepare("SELECT * FROM matches ORDER BY number").all()).results);

beforeEach(() => seedBase());

describe("the football-data.org reader", () => {
  it("reads the documented shape: TIMED is a confirmed time, SCHEDULED the day alone, FINISHED a result, POSTPONED and CANCELLED kept", () => {
    const read = readFootballData(
      JSON.stringify({
        matches: [
          apiMatch(16, "2026-12-19T17:30:00Z", "TIMED", t("Arsenal FC", "Arsenal"), t("Manchester United FC", "Man United")),
          apiMatch(16, "2026-12-19T00:00:00Z", "SCHEDULED", t("Liverpool FC"), t("Tottenham Hotspur FC")),
          apiMatch(14, "2026-12-05T15:00:00Z", "FINISHED", t("Tottenham Hotspur FC"), t("Arsenal FC"), [1, 2], [0, 1]),
          apiMatch(15, "2026-12-12T15:00:00Z", "POSTPONED", t("Chelsea FC"), t("Everton FC")),
          apiMatch(15, "2026-12-12T15:00:00Z", "CANCELLED", t("Fulham FC"), t("Everton FC")),
          apiMatch(15, "2026-12-12T15:00:00Z", "FINISHED", t("Leeds United FC"), t("Everton FC")),
          { utcDate: "tomorrow", status: "TIMED", homeTeam: { name: "A" }, awayTeam: { name: "B" } },
          apiMatch(15, "2026-12-12T15:00:00Z", "KICKED_OFF", t("A FC"), t("B FC")),
        ],
      }),
      "Europe/London",
    );
    expect(read.rows[0]).toMatchObject({
      key: "Arsenal FC|Manchester United FC",
      round: "Matchday 16",
      precision: "exact",
      kickoffLocal: "2026-12-19 17:30",
      utcOffset: "+00:00",
      status: "scheduled",
      score: null,
      homeAlt: "Arsenal",
      awayAlt: "Man United",
    });
    expect(read.rows[1]).toMatchObject({ precision: "time_tbc", kickoffLocal: "2026-12-19", status: "scheduled" });
    expect(read.rows[2]).toMatchObject({ status: "played", score: { ft: [1, 2], ht: [0, 1], unconfirmed: false } });
    expect(read.rows.slice(3).map((r) => r.status)).toEqual(["postponed", "cancelled"]);
    expect(read.rejected.map((r) => r.at)).toEqual(["match 6", "match 7", "match 8"]);
    expect(read.rejected[0].reason).toMatch(/FINISHED without a full-time score/);
    expect(() => readFootballData("<html>", "UTC")).toThrow(FeedError);
    expect(() => readFootballData('{"errorCode": 403}', "UTC")).toThrow(/not a list of matches/);
  });

  it("the address: the code and the season's first year", () => {
    expect(footballDataUrl("https://api.example/", "PL", "2026-27")).toBe("https://api.example/v4/competitions/PL/matches?season=2026");
  });

  it("the local stand-in asks for the local token and answers the seeded leagues", async () => {
    const url = "http://localhost:8787/dev/football-data/v4/competitions/PL/matches";
    expect(footballDataStandIn(url, {}, NOW)?.status).toBe(403);
    const ok = footballDataStandIn(url, { headers: { "X-Auth-Token": "local-test-token" } }, NOW)!;
    expect(readFootballData(await ok.text(), "Europe/London").rows.length).toBeGreaterThan(2);
    expect(footballDataStandIn("https://elsewhere.example/dev/football-data/v4/competitions/PL/matches", {}, NOW)).toBeNull();
  });

  it("the local stand-in answers at the site's clock: a match two hours past its kick-off is finished, and E401, E403, E500 fail", async () => {
    const token = { headers: { "X-Auth-Token": "local-test-token" } };
    const at = (code: string, now: Date) => footballDataStandIn(`http://127.0.0.1:8787/dev/football-data/v4/competitions/${code}/matches`, token, now)!;
    const brentfordArsenal = async (now: Date) =>
      readFootballData(await at("PL", now).text(), "Europe/London").rows.find((r) => r.home === "Brentford FC" && r.away === "Arsenal FC");
    // Before: a confirmed time, no result. After: the score.
    expect(await brentfordArsenal(new Date("2026-11-29T03:00:00Z"))).toMatchObject({ precision: "exact", status: "scheduled", score: null });
    expect(await brentfordArsenal(new Date("2026-12-02T22:00:00Z"))).toMatchObject({ status: "played", score: { ft: [1, 2] } });
    for (const status of [401, 403, 500]) expect(at(`E${status}`, NOW).status).toBe(status);
  });
});

describe("refresh and precedence", () => {
  it("confirms a kick-off and sets a result; an openfootball refresh after it undoes neither", async () => {
    await setSource();
    const before = await rowOf(md20);
    expect(before.kickoff_precision).toBe("date_tbc");
    const calls: { url: string; token: string | null }[] = [];
    const out = await refreshDueApiSources(db(), deps(serving(answer(), calls)));
    expect(calls).toEqual([{ url: `${BASE_URL}/v4/competitions/PL/matches?season=2026`, token: "secret-token" }]);
    expect(out[PL]).toBe("applied: 2 changed, 0 not applied");
    const timed = await rowOf(md20);
    expect([timed.kickoff_precision, timed.kickoff_at, timed.kickoff_from]).toEqual(["exact", Date.parse(`${md20.date}T17:30:00Z`), "api"]);
    const played = await rowOf(md2);
    expect([played.status, JSON.parse(played.result as string).ft, played.result_from]).toEqual(["played", [2, 1], "api"]);
    const source = (await sourceRow())!;
    expect([source.refresh_status, source.failures]).toEqual(["ok", 0]);
    expect(JSON.parse(source.last_changes as string).join("\n")).toMatch(/kickoff .* → .*17:30/);

    // The fixture list is read again with its old placeholder and no result: the API's values stay.
    await env.DB.prepare("UPDATE competitions SET source_url = 'https://feeds.example/en.1.json', refreshed_at = NULL WHERE id = ?").bind(PL).run();
    const feed = await refreshDueCompetitions(db(), { fetch: serving(JSON.stringify(en)), now: new Date(NOW.getTime() + 60_000) });
    expect(feed[PL]).toMatch(/^applied: 0 new, 0 changed, 0 refused$/);
    expect(await rowOf(md20)).toMatchObject({ kickoff_precision: "exact", kickoff_at: timed.kickoff_at });
    expect((await rowOf(md2)).status).toBe("played");

    // Not due again within the hour: no call.
    await refreshDueApiSources(db(), deps(serving(answer(), calls), "secret-token", new Date(NOW.getTime() + 30 * 60_000)));
    expect(calls).toHaveLength(1);
  });

  it("a match decided after extra time or on penalties is stored as the World Cup's knockouts are, and its page's answer says so", async () => {
    await setSource();
    const [et, pens, bad] = plMatches.filter((m) => m.round === "Matchday 2" && !m.score);
    const decided = (m: typeof et, duration: string, score: Record<string, { home: number; away: number } | null>) => ({
      ...apiMatch(2, `${m.date}T14:00:00Z`, "FINISHED", t(m.team1), t(m.team2)),
      score: { winner: null, duration, halfTime: { home: 0, away: 0 }, ...score },
    });
    // Shaped as the API documents them: after a shootout, fullTime counts its goals too.
    const body = JSON.stringify({
      matches: [
        decided(et, "EXTRA_TIME", { fullTime: { home: 2, away: 1 }, regularTime: { home: 1, away: 1 }, extraTime: { home: 1, away: 0 } }),
        decided(pens, "PENALTY_SHOOTOUT", {
          fullTime: { home: 5, away: 6 },
          regularTime: { home: 1, away: 1 },
          extraTime: { home: 0, away: 0 },
          penalties: { home: 4, away: 5 },
        }),
        decided(bad, "EXTRA_TIME", { fullTime: { home: 3, away: 1 }, regularTime: { home: 2, away: 1 }, extraTime: { home: 1, away: 0 } }),
      ],
    });
    const out = await refreshDueApiSources(db(), deps(serving(body)));
    expect(out[PL]).toBe("applied: 2 changed, 1 not applied");
    expect(JSON.parse((await rowOf(et)).result as string)).toMatchObject({
      ft: [1, 1],
      aet: [2, 1],
      penalties: null,
      decidedBy: "extra_time",
      draw: false,
    });
    const shootout = await rowOf(pens);
    expect(JSON.parse(shootout.result as string)).toMatchObject({ ft: [1, 1], aet: [1, 1], penalties: [4, 5], decidedBy: "penalties", draw: false });
    expect((await sourceRow())!.refresh_error).toMatch(/extra time is played only after a draw at 90 minutes/);
    expect((await rowOf(bad)).status).toBe("scheduled");
    const page = await callAppJson<Fixture>(`/api/fixtures/${shootout.number}`, {}, SITE);
    expect(page.body.result).toMatchObject({ ft: [1, 1], aet: [1, 1], penalties: [4, 5], decidedBy: "penalties" });
    expect(resultLine(page.body.result!)).toBe("1-1 a.e.t., 4-5 pens");
  });

  it("an admin's lock is not overwritten by the API, and stays until released", async () => {
    await setSource();
    const key = `${PL}:${md20.team1}|${md20.team2}`;
    await env.DB.prepare(`UPDATE matches SET kickoff_at = 1800000000000, admin_locked = '["kickoff"]' WHERE source_key = ?`).bind(key).run();
    await refreshDueApiSources(db(), deps(serving(answer())));
    const row = await rowOf(md20);
    expect([row.kickoff_at, row.kickoff_from]).toEqual([1800000000000, null]);
    expect((await rowOf(md2)).status).toBe("played");
    // Released by the admin: the API's time is taken at its next read.
    const cookie = await login();
    const released = await callAppJson(`/api/admin/matches/${row.number}/locks/kickoff`, { method: "DELETE", headers: { cookie, origin: BASE } }, SITE);
    expect(released.status).toBe(200);
    await refreshDueApiSources(db(), deps(serving(answer()), "secret-token", new Date(NOW.getTime() + 2 * 3_600_000)));
    expect(await rowOf(md20)).toMatchObject({ kickoff_at: Date.parse(`${md20.date}T17:30:00Z`), kickoff_from: "api" });
  });

  it("clubs by their short name; unknown clubs and fixtures not stored are reported, never created", async () => {
    await setSource();
    const body = JSON.stringify({
      matches: [
        apiMatch(20, `${md20.date}T17:30:00Z`, "TIMED", { name: "Something Else FC", shortName: "Man City" }, { name: "Nowhere Town FC" }),
        apiMatch(2, `${md2.date}T14:00:00Z`, "FINISHED", t(md2.team1), t(md2.team2), [0, 0]),
      ],
    });
    const teamsBefore = (await env.DB.prepare("SELECT count(*) AS n FROM teams").first<{ n: number }>())!.n;
    await refreshDueApiSources(db(), deps(serving(body)));
    const source = (await sourceRow())!;
    expect(source.refresh_status).toBe("rejected_rows");
    expect(source.refresh_error).toMatch(/unknown team "Nowhere Town FC"/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM teams").first<{ n: number }>())!.n).toBe(teamsBefore);
    expect((await rowOf(md2)).status).toBe("played");
  });
});

describe("failures change nothing and are shown", () => {
  it("no token: nothing is fetched, the source says so", async () => {
    await setSource();
    const before = await matchesOf();
    const calls: { url: string; token: string | null }[] = [];
    await refreshDueApiSources(db(), { ...deps(serving(answer(), calls)), token: undefined });
    expect(calls).toEqual([]);
    expect(await sourceRow()).toMatchObject({ refresh_status: "no_token", refresh_error: NO_TOKEN });
    expect(await matchesOf()).toBe(before);
  });

  it("403, 500, garbage and a timeout are recorded with a back-off; 429 waits as long as asked and stops the run", async () => {
    await setSource();
    await setSource("PD", "laliga-2026-27");
    const before = await matchesOf();
    const cases: [FeedFetch, string, RegExp][] = [
      [serving(() => new Response('{"message":"restricted"}', { status: 403 })), "refused", /The API refused the token \(it answered 403\)/],
      [serving(() => new Response("oops", { status: 500 })), "failed", /answered 500/],
      [serving("<html>Maintenance</html>"), "failed", /not JSON/],
      [() => new Promise(() => {}), "failed", /did not answer within/],
    ];
    let at = NOW.getTime();
    for (const [fetch, status, error] of cases) {
      at += 25 * 3_600_000;
      await refreshDueApiSources(db(), deps(fetch, "secret-token", new Date(at)));
      const row = (await sourceRow())!;
      expect(row.refresh_status).toBe(status);
      expect(row.refresh_error).toMatch(error);
      expect(Number(row.next_refresh_at)).toBeGreaterThan(at);
      expect(await matchesOf()).toBe(before);
    }
    at += 25 * 3_600_000;
    const calls: { url: string; token: string | null }[] = [];
    const out = await refreshDueApiSources(
      db(),
      deps(
        serving(() => new Response("{}", { status: 429, headers: { "X-RequestCounter-Reset": "42" } }), calls),
        "secret-token",
        new Date(at),
      ),
    );
    expect(calls).toHaveLength(1);
    expect(Object.keys(out)).toHaveLength(1);
    const row = (await sourceRow())!;
    expect(row.refresh_status).toBe("rate_limited");
    expect(row.refresh_error).toMatch(/asked to wait 42 seconds/);
    expect(row.next_refresh_at).toBe(at + 42_000);
    expect(await matchesOf()).toBe(before);
    expect(API_CALLS_PER_RUN).toBe(10);
  });
});

describe("admin routes", () => {
  const path = `/api/admin/competitions/${PL}/sources/football-data`;

  it("set, read through the local stand-in, listed with its state, removed", async () => {
    const cookie = await login();
    const headers = { cookie, origin: BASE };
    const bad = await callAppJson(path, { method: "PUT", json: { code: "P L!" }, headers }, SITE);
    expect(bad.status).toBe(400);
    const set = await callAppJson<ApiSourceState>(path, { method: "PUT", json: { code: "pl" }, headers }, SITE);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ provider: "football-data", code: "PL", refreshStatus: null });
    const refreshed = await callAppJson<ApiSourceState>(`${path}/refresh`, { method: "POST", headers }, SITE);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshedAt).toBe(NOW.toISOString());
    const list = await callAppJson<AdminCompetition[]>("/api/admin/competitions", { headers }, SITE);
    expect(list.body.find((c) => c.id === PL)?.apiSource?.code).toBe("PL");
    // The wrong token at the stand-in: a 200 from us, the refusal on the source.
    const refused = await callAppJson<ApiSourceState>(`${path}/refresh`, { method: "POST", headers }, { ...SITE, FOOTBALL_DATA_TOKEN: "wrong" });
    expect(refused.status).toBe(200);
    expect(refused.body.refreshError).toMatch(/refused the token/);
    const noToken = await callAppJson<ApiSourceState>(`${path}/refresh`, { method: "POST", headers }, { ...SITE, FOOTBALL_DATA_TOKEN: undefined });
    expect(noToken.body).toMatchObject({ refreshStatus: "no_token", refreshError: NO_TOKEN });
    const removed = await callAppJson(path, { method: "DELETE", headers }, SITE);
    expect(removed.body).toEqual({ removed: true });
    expect(await sourceRow()).toBeNull();
    const missing = await callAppJson(`/api/admin/competitions/nope/sources/football-data`, { method: "PUT", json: { code: "PL" }, headers }, SITE);
    expect(missing.status).toBe(404);
  });

  it("anonymous calls are 401; an owner's session is refused", async () => {
    for (const [method, p] of [
      ["PUT", path],
      ["DELETE", path],
      ["POST", `${path}/refresh`],
    ] as const) {
      const r = await callAppJson(p, { method, json: method === "PUT" ? { code: "PL" } : undefined, headers: { origin: BASE } }, SITE);
      expect(r.status).toBe(401);
    }
    const owner = asOwner(await ownerOf(await venueWithWebsite(), "owner@thepitch.example.com"));
    expect((await owner.put(path, { code: "PL" })).status).toBe(401);
    expect((await owner.post(`${path}/refresh`)).status).toBe(401);
    expect(await sourceRow()).toBeNull();
  });
});
