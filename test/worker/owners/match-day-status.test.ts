// A venue's live match-day status set by its owner (docs/decisions/034): set, replace, clear, age,
// expiry after the match and at the venue's local midnight, "not showing after all" (off the match's
// list and the city filter, claims kept, logged, taken back), who may set it, the cache and the budgets.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { cronJobs } from "../../../src-worker/cron";
import type { Bindings } from "../../../src-worker/env";
import {
  type MatchDayFact,
  matchDayStatusCleared,
  matchDayStatusSaved,
  type OwnerMatchDayStatus,
  ownerMatchDayStatus,
} from "../../../src-worker/shared/contract/match-day-status";
import type { MatchVenues } from "../../../src-worker/shared/contract/match-venues";
import type { AdminVenueOwners } from "../../../src-worker/shared/contract/owner";
import type { Venue } from "../../../src-worker/shared/contract/venues";
import { BASE, callApp, callAppJson, count, countingD1, login, seedDemo, testModeEnv } from "../helpers";
import { ownerOf, venueWithWebsite } from "../owner-helpers";

const HOUR = 3_600_000;

/** The first club match with an exact kick-off after the season's "today", and its competition. */
async function nextMatch(): Promise<{ number: number; kickoffAt: number; competition: string }> {
  const row = await env.DB.prepare(
    "SELECT number, kickoff_at AS kickoffAt, competition_id AS competition FROM matches WHERE number >= 1001 AND kickoff_precision = 'exact' AND kickoff_at > ? ORDER BY kickoff_at, number LIMIT 1",
  )
    .bind(Date.parse("2026-11-28T12:00:00Z"))
    .first<{ number: number; kickoffAt: number; competition: string }>();
  return row!;
}

const at = (ms: number) => testModeEnv({ SITE_NOW: new Date(ms).toISOString() });

/** Calls as the owner (cookie) or signed out, with the site's clock at `when`. */
function client(cookie: string | null, when: number) {
  const headers: Record<string, string> = { origin: BASE, ...(cookie ? { cookie } : {}) };
  return {
    put: <T = Record<string, unknown>>(path: string, json: unknown = {}) => callAppJson<T>(path, { method: "PUT", headers, json }, at(when)),
    del: <T = Record<string, unknown>>(path: string) => callAppJson<T>(path, { method: "DELETE", headers }, at(when)),
    get: <T = Record<string, unknown>>(path: string) => callAppJson<T>(path, { headers }, at(when)),
  };
}

const listed = async (n: number, when: number) => (await callAppJson<MatchVenues>(`/api/matches/${n}/venues?city=seattle`, {}, at(when))).body.venues;
const venuePage = async (id: number, when: number) => (await callAppJson<Venue>(`/api/venues/${id}`, {}, at(when))).body;
const facts = (v: { status?: MatchDayFact[] } | undefined) => (v?.status ?? []).map((f) => (f.at ? `${f.kind} ${f.at}` : f.kind));

let venueId: number;
let cookie: string;
let match: { number: number; kickoffAt: number; competition: string };

beforeEach(async () => {
  await seedDemo();
  venueId = await venueWithWebsite();
  match = await nextMatch();
  // The venue shows every match of that competition (its claim, which "not showing" never removes).
  await env.DB.prepare(
    "INSERT INTO venue_claims (venue_id, subject, kind, competition_id, source, confirmed_at) VALUES (?, 'competition:' || ?, 'competition', ?, 'venue', ?)",
  )
    .bind(venueId, match.competition, match.competition, Date.parse("2026-11-01T00:00:00Z"))
    .run();
  cookie = await ownerOf(venueId, "owner@thepitch.example.com");
});

const statusPath = (kind: string, n = match.number, id = venueId) => `/api/owner/venues/${id}/matches/${n}/status/${kind}`;

describe("setting a match's status", () => {
  it("sets, replaces and clears a fact; fans see each with the time it was set", async () => {
    const t0 = match.kickoffAt - 2 * HOUR;
    const owner = client(cookie, t0);
    const set = await owner.put<{ fact: MatchDayFact & { setBy: string } }>(statusPath("full"));
    expect(set.status).toBe(200);
    matchDayStatusSaved.parse(set.body);
    expect(set.body.fact).toMatchObject({ kind: "full", at: null, setAt: new Date(t0).toISOString(), setBy: "owner@thepitch.example.com" });

    const item = (await listed(match.number, t0 + 10 * 60_000)).find((v) => v.venue.id === venueId);
    expect(item?.status).toEqual([{ kind: "full", at: null, setAt: new Date(t0).toISOString(), until: new Date(match.kickoffAt + 3 * HOUR).toISOString() }]);
    const page = await venuePage(venueId, t0 + 10 * 60_000);
    expect(page.matchDay).toHaveLength(1);
    expect(page.matchDay![0].match?.number).toBe(match.number);
    expect(page.matchDay![0].match?.team1?.kind).toBe("club");
    expect(page.matchDay![0].match?.kickoffPrecision).toBe("exact");
    // Named as its competition names it, and dated in the zone its source gives days in.
    const zone = await env.DB.prepare("SELECT time_zone AS z FROM competitions WHERE id = ?").bind(match.competition).first<{ z: string }>();
    expect(page.matchDay![0].match).toMatchObject({ competition: { id: match.competition }, timeZone: zone!.z });
    expect(page.matchDay![0].facts.map((f) => f.kind)).toEqual(["full"]);

    // Said again later: said now (the age starts again); an opening time is replaced by the new one.
    const t1 = t0 + 20 * 60_000;
    expect((await client(cookie, t1).put(statusPath("full"))).status).toBe(200);
    expect((await client(cookie, t1).put(statusPath("opens"), { at: "07:00" })).status).toBe(200);
    expect((await client(cookie, t1).put(statusPath("opens"), { at: "06:30" })).status).toBe(200);
    const after = (await listed(match.number, t1)).find((v) => v.venue.id === venueId);
    expect(facts(after)).toEqual(["opens 06:30", "full"]);
    expect(after?.status?.find((f) => f.kind === "full")?.setAt).toBe(new Date(t1).toISOString());
    expect(await count("venue_match_status", "venue_id = ?", venueId)).toBe(2);

    // Cleared: gone; cleared again: nothing to clear, nothing written.
    const cleared = await client(cookie, t1).del<{ removed: boolean }>(statusPath("full"));
    expect(matchDayStatusCleared.parse(cleared.body)).toEqual({ success: true, removed: true });
    const again = await client(cookie, t1).del<{ removed: boolean }>(statusPath("full"));
    expect(again.body).toEqual({ success: true, removed: false });
    expect(await count("admin_logs", "event = 'owner_match_status_cleared'")).toBe(1);
    expect(facts((await listed(match.number, t1)).find((v) => v.venue.id === venueId))).toEqual(["opens 06:30"]);

    // The owner's page lists what is live, with who set it.
    const mine = await client(cookie, t1).get<OwnerMatchDayStatus>(`/api/owner/venues/${venueId}/status`);
    ownerMatchDayStatus.parse(mine.body);
    expect(mine.body.facts).toEqual([expect.objectContaining({ kind: "opens", at: "06:30", match: match.number, setBy: "owner@thepitch.example.com" })]);
    // Named and timed as the public cards say it, in the venue's zone (Seattle).
    expect(mine.body.matches.find((m) => m.number === match.number)).toMatchObject({
      shown: true,
      title: expect.stringMatching(/^\S.* vs \S.*$/),
      when: expect.stringMatching(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M P[SD]T$/),
    });
    // A placeholder date is said as such.
    expect(mine.body.matches.find((m) => m.kickoffPrecision === "date_tbc")?.when).toMatch(/^Date and time to be confirmed · Provisionally /);
  });

  it("lapses three hours after kick-off, and can no longer be set then", async () => {
    const owner = client(cookie, match.kickoffAt - HOUR);
    expect((await owner.put(statusPath("sound_on"))).status).toBe(200);
    expect(facts((await listed(match.number, match.kickoffAt + 3 * HOUR - 60_000)).find((v) => v.venue.id === venueId))).toEqual(["sound_on"]);
    const later = match.kickoffAt + 3 * HOUR;
    const item = (await listed(match.number, later)).find((v) => v.venue.id === venueId);
    expect(item).toBeDefined();
    expect(item?.status).toBeUndefined();
    expect((await venuePage(venueId, later)).matchDay).toBeUndefined();
    const late = await client(cookie, later).put<{ error: string }>(statusPath("full"));
    expect(late.status).toBe(409);
    expect(late.body.error).toContain("is over");
  });

  it("a status for today lasts until the venue's local midnight and shows under that day's matches only", async () => {
    // Seattle (America/Los_Angeles, UTC-8 in November): noon on November 28 is 20:00 UTC.
    const noon = Date.parse("2026-11-28T20:00:00Z");
    const set = await client(cookie, noon).put<{ fact: { day: string; until: string } }>(`/api/owner/venues/${venueId}/today/status/full`);
    expect(set.status).toBe(200);
    matchDayStatusSaved.parse(set.body);
    expect(set.body.fact).toMatchObject({ day: "2026-11-28", until: "2026-11-29T08:00:00.000Z" });
    expect((await venuePage(venueId, Date.parse("2026-11-29T07:59:00Z"))).matchDay).toEqual([
      { match: null, day: "2026-11-28", facts: [expect.objectContaining({ kind: "full", setAt: new Date(noon).toISOString() })] },
    ]);
    expect((await venuePage(venueId, Date.parse("2026-11-29T08:00:00Z"))).matchDay).toBeUndefined();

    // Under a match kicking off that local day, not under another day's.
    const sameDay = await env.DB.prepare(
      "SELECT number, kickoff_at AS kickoffAt FROM matches WHERE competition_id = ? AND kickoff_at > ? AND kickoff_at < ? ORDER BY kickoff_at LIMIT 1",
    )
      .bind(match.competition, noon, Date.parse("2026-11-29T08:00:00Z"))
      .first<{ number: number; kickoffAt: number }>();
    const otherDay = await env.DB.prepare("SELECT number FROM matches WHERE competition_id = ? AND kickoff_at > ? ORDER BY kickoff_at LIMIT 1")
      .bind(match.competition, Date.parse("2026-11-29T08:00:00Z"))
      .first<{ number: number }>();
    if (sameDay) expect(facts((await listed(sameDay.number, noon)).find((v) => v.venue.id === venueId))).toEqual(["full"]);
    expect((await listed(otherDay!.number, noon)).find((v) => v.venue.id === venueId)?.status).toBeUndefined();

    // The cron forgets the day's fact once it has lapsed, not before; a match's facts stay.
    expect((await client(cookie, match.kickoffAt - HOUR).put(statusPath("sound_on"))).status).toBe(200);
    const stored = () => env.DB.prepare("SELECT subject, kind FROM venue_match_status WHERE venue_id = ? ORDER BY subject").bind(venueId).all();
    await cronJobs.purgeLapsedDayFacts(env as Bindings, new Date(Date.parse("2026-11-29T07:59:59Z")));
    expect((await stored()).results).toEqual([
      { subject: "day:2026-11-28", kind: "full" },
      { subject: `match:${match.number}`, kind: "sound_on" },
    ]);
    await cronJobs.purgeLapsedDayFacts(env as Bindings, new Date(Date.parse("2026-11-29T08:00:00Z")));
    expect((await stored()).results).toEqual([{ subject: `match:${match.number}`, kind: "sound_on" }]);

    // "Not showing" is said of a match, never of a day.
    const bad = await client(cookie, noon).put<{ error: string }>(`/api/owner/venues/${venueId}/today/status/not_showing`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("choose the match");
  });
});

describe("not showing this match after all", () => {
  it("takes the venue off the match's list and the city filter, keeps its claim, is logged, and can be taken back", async () => {
    const t0 = match.kickoffAt - 5 * HOUR;
    const cityFilter = async () =>
      (await callAppJson<{ venues: { id: number }[] }>(`/api/cities/seattle/venues/page?match=${match.number}`, {}, at(t0))).body.venues.map((v) => v.id);
    expect((await listed(match.number, t0)).map((v) => v.venue.id)).toContain(venueId);
    expect(await cityFilter()).toContain(venueId);

    expect((await client(cookie, t0).put(statusPath("not_showing"))).status).toBe(200);
    expect((await listed(match.number, t0)).map((v) => v.venue.id)).not.toContain(venueId);
    expect(await cityFilter()).not.toContain(venueId);
    expect(await count("venue_claims", "venue_id = ?", venueId)).toBe(1);
    // The venue page says so, and does not list the match as shown.
    const page = await venuePage(venueId, t0);
    expect(page.matchDay?.[0].facts.map((f) => f.kind)).toEqual(["not_showing"]);
    expect(page.claims.showing?.map((s) => s.fixture.number)).not.toContain(match.number);

    // The admin's audit trail of the venue shows it, with who and what.
    const admin = await login();
    const audit = await callAppJson<AdminVenueOwners>(`/api/admin/venues/${venueId}/owners`, { headers: { cookie: admin } });
    const entry = audit.body.audit.find((a) => a.event === "owner_match_status_set");
    expect(entry?.email).toBe("owner@thepitch.example.com");
    expect(JSON.stringify(entry?.changes)).toContain("Not showing this match after all");

    // Taken back: listed again.
    expect((await client(cookie, t0).del(statusPath("not_showing"))).body).toMatchObject({ removed: true });
    expect((await listed(match.number, t0)).map((v) => v.venue.id)).toContain(venueId);
    expect(await cityFilter()).toContain(venueId);
    expect(await count("admin_logs", "event = 'owner_match_status_cleared'")).toBe(1);
  });
});

describe("who may set it, and what is refused", () => {
  it("refuses another venue's owner, a signed-out caller, another site, and bad input, changing nothing", async () => {
    const t0 = match.kickoffAt - 2 * HOUR;
    const other = await venueWithWebsite("https://otherbar.example.org/", "Other Bar");
    const otherCookie = await ownerOf(other, "boss@otherbar.example.org");
    const refused = await client(otherCookie, t0).put<{ error: string }>(statusPath("full"));
    expect(refused.status).toBe(403);
    expect((await client(otherCookie, t0).del(statusPath("full"))).status).toBe(403);
    expect((await client(otherCookie, t0).get(`/api/owner/venues/${venueId}/status`)).status).toBe(403);
    expect((await client(null, t0).put(statusPath("full"))).status).toBe(401);
    const foreign = await callAppJson(statusPath("full"), { method: "PUT", headers: { cookie, origin: "https://evil.example" }, json: {} }, at(t0));
    expect(foreign.status).toBe(403);

    const owner = client(cookie, t0);
    expect((await owner.put<{ error: string }>(statusPath("loud"))).status).toBe(400);
    const noTime = await owner.put<{ error: string }>(statusPath("opens"));
    expect(noTime.status).toBe(400);
    expect(noTime.body.error).toContain("opening time");
    expect((await owner.put(statusPath("opens"), { at: "7am" })).status).toBe(400);
    expect((await owner.put(statusPath("full"), { at: "07:00" })).status).toBe(400);
    expect((await owner.put(statusPath("full"), { extra: true })).status).toBe(400);
    const unknown = await owner.put<{ error: string }>(statusPath("full", 999_999));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain("999999");
    expect(await count("venue_match_status")).toBe(0);
    expect(await count("admin_logs", "event LIKE 'owner_match_status%'")).toBe(0);
  });
});

describe("cache and budgets", () => {
  it("a new status bumps the venues' data version; the match list and venue page keep their D1 budgets", async () => {
    const t0 = match.kickoffAt - 2 * HOUR;
    const version = async () => (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first<{ version: number }>())?.version ?? 0;
    await callApp(`/api/matches/${match.number}/venues?city=seattle`, {}, at(t0));
    const before = await version();
    expect((await client(cookie, t0).put(statusPath("full"))).status).toBe(200);
    expect(await version()).toBe(before + 1);
    await client(cookie, t0).put(`/api/owner/venues/${venueId}/today/status/sound_on`);
    for (const [path, budget] of [
      [`/api/matches/${match.number}/venues?city=seattle`, 2],
      [`/api/venues/${venueId}`, 2],
      [`/api/cities/seattle/venues/page?match=${match.number}`, 2],
    ] as const) {
      const { db, queries } = countingD1(env.DB);
      const res = await callApp(path, {}, { ...at(t0), DB: db } as Bindings);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      const own = queries.filter((q) => !q.includes("data_versions"));
      expect(own.length, `${path}: ${own.join(" | ")}`).toBeLessThanOrEqual(budget);
    }
  });
});
