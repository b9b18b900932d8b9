// "I'm going" (docs/decisions/033): a fan says they are going to a venue for a match with how many
// people, changes it, takes it back; the public count from the threshold only, never once the match
// is over; refusals that write nothing; the rate limit; the owner's real figures.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { GOING_MAX_PEOPLE, GOING_THRESHOLD } from "../../../src-worker/shared/constants";
import * as going from "../../../src-worker/shared/contract/going";
import type { MatchVenues } from "../../../src-worker/shared/contract/match-venues";
import { RATE_LIMITS } from "../../../src-worker/shared/limits";
import { BASE, callAppJson, cityId, count, countingD1, idOf, insertVenue, seedDemo, testModeEnv, UNLISTED } from "../helpers";
import { ownerOf, venueWithWebsite } from "../owner-helpers";

/** Match 94 (USA v Belgium) kicks off at 2026-07-07 00:00 UTC; this is the morning before. */
const BEFORE = "2026-07-06T12:00:00Z";
/** Three hours after its kick-off: the match is over. */
const OVER = "2026-07-07T03:00:00Z";

const fan = () => crypto.randomUUID();
const at = (siteNow: string) => testModeEnv({ SITE_NOW: siteNow });
type Answer = Partial<going.GoingSaved & going.GoingRemoved> & { code?: string; error?: string };

const put = (venueId: number, json: unknown, { number = 94, siteNow = BEFORE, headers = {} as Record<string, string> } = {}) =>
  callAppJson<Answer>(`/api/matches/${number}/venues/${venueId}/going`, { method: "PUT", json, headers: { origin: BASE, ...headers } }, at(siteNow));
const del = (venueId: number, fanId: string, { number = 94, siteNow = BEFORE } = {}) =>
  callAppJson<Answer>(`/api/matches/${number}/venues/${venueId}/going?fanId=${fanId}`, { method: "DELETE", headers: { origin: BASE } }, at(siteNow));
const mine = (fanId: string, siteNow = BEFORE) => callAppJson<going.FanGoing>(`/api/going?fanId=${fanId}`, {}, at(siteNow));
const listed = async (siteNow = BEFORE) => {
  const { status, body } = await callAppJson<MatchVenues>("/api/matches/94/venues?city=seattle", {}, at(siteNow));
  expect(status).toBe(200);
  return body;
};
const goingAt = async (venueId: number, siteNow = BEFORE) => (await listed(siteNow)).venues.find((v) => v.venue.id === venueId)?.goingCount;

/** The venue's claim that it shows a match (94 unless said), confirmed by its owner. */
const namesMatch94 = (venueId: number, number = 94) =>
  env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at) VALUES (?, ?, 'match', ?, 'owner', ?)")
    .bind(venueId, `match:${number}`, number, Date.parse(BEFORE))
    .run();
/** A Premier League match: Tottenham Hotspur v Fulham, on the league's provisional Dec 2. */
const CLUB_MATCH = 1121;

let corner: number;
beforeEach(async () => {
  await seedDemo();
  corner = await idOf("SELECT id FROM venues WHERE name = 'Corner Flag Taproom'");
});

describe("PUT and DELETE /api/matches/{number}/venues/{venueId}/going", () => {
  it("says, changes and takes back one answer per fan, venue and match", async () => {
    const id = fan();
    const first = await put(corner, { fanId: id, people: 2 });
    expect(first.status).toBe(201);
    expect(going.goingSaved.parse(first.body)).toEqual({ matchNumber: 94, venueId: corner, people: 2, created: true });
    expect(first.res.headers.get("cache-control")).toBe("private, no-store");

    const own = await mine(id);
    expect(own.res.headers.get("cache-control")).toBe("private, no-store");
    expect(going.fanGoing.parse(own.body)).toEqual({ going: [{ matchNumber: 94, venueId: corner, people: 2 }] });

    const changed = await put(corner, { fanId: id, people: 3 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ people: 3, created: false });
    expect(await count("match_going")).toBe(1);
    expect((await mine(id)).body.going).toEqual([{ matchNumber: 94, venueId: corner, people: 3 }]);

    const back = await del(corner, id);
    expect(back.status).toBe(200);
    expect(going.goingRemoved.parse(back.body)).toEqual({ matchNumber: 94, venueId: corner, people: null, removed: true });
    expect((await del(corner, id)).body).toMatchObject({ removed: false });
    expect((await mine(id)).body.going).toEqual([]);
    expect(await count("match_going")).toBe(0);
  });

  it("writes once under a retry, with or without an Idempotency-Key", async () => {
    const id = fan();
    const versions = async () => (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'going'").first<{ version: number }>())?.version;
    expect((await put(corner, { fanId: id, people: 4 })).status).toBe(201);
    const after = await versions();
    // The same answer again: nothing written, not even a version bump.
    const again = await put(corner, { fanId: id, people: 4 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ people: 4, created: false });
    expect(await versions()).toBe(after);

    const other = fan();
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const once = await put(corner, { fanId: other, people: 1 }, { headers: key });
    const replay = await put(corner, { fanId: other, people: 1 }, { headers: key });
    expect([once.status, replay.status]).toEqual([201, 201]);
    expect(replay.res.headers.get("idempotent-replayed")).toBe("true");
    expect(await count("match_going")).toBe(2);
  });

  it("refuses a bad count, an unknown match, a venue not listed for the match or not published, and writes nothing", async () => {
    const id = fan();
    for (const people of [0, GOING_MAX_PEOPLE + 1, 2.5, "2", null]) {
      const { status, body } = await put(corner, { fanId: id, people });
      expect(status, String(people)).toBe(400);
      expect(body.error).toMatch(/People must be a whole number from 1 to 6/);
    }
    expect((await put(corner, { fanId: "not-a-uuid", people: 2 })).status).toBe(400);
    const unknown = await put(corner, { fanId: id, people: 2 }, { number: 999 });
    expect([unknown.status, unknown.body.error]).toEqual([404, "Match not found"]);

    const unclaimed = await insertVenue(await cityId());
    const notListed = await put(unclaimed, { fanId: id, people: 2 });
    expect([notListed.status, notListed.body.error]).toEqual([404, `Venue ${unclaimed} is not listed for match 94.`]);
    // A venue that would be listed (it names the match) but is not published.
    const pending = await insertVenue(await cityId(), { name: UNLISTED.pending, status: "pending" });
    await namesMatch94(pending);
    expect((await put(pending, { fanId: id, people: 2 })).status).toBe(404);
    expect(await count("match_going")).toBe(0);
  });

  it("takes answers on a match never dated until its provisional midweek ends, then refuses saying it never kicked off", async () => {
    await namesMatch94(corner, CLUB_MATCH);
    const id = fan();
    // Thursday evening in London, the last day of the midweek around the placeholder Wednesday Dec 2.
    expect((await put(corner, { fanId: id, people: 2 }, { number: CLUB_MATCH, siteNow: "2026-12-03T22:00:00Z" })).status).toBe(201);
    expect((await mine(id, "2026-12-03T22:00:00Z")).body.going).toHaveLength(1);
    const late = await put(corner, { fanId: fan(), people: 2 }, { number: CLUB_MATCH, siteNow: "2026-12-04T00:30:00Z" });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(
      `Match ${CLUB_MATCH}'s time was never confirmed, and its provisional dates have passed with no result: "I'm going" is taken only while it is upcoming.`,
    );
    expect((await mine(id, "2026-12-04T00:30:00Z")).body.going).toEqual([]);
    expect(await count("match_going")).toBe(1);
  });

  it("refuses saying and taking back once the match is over (kick-off + 3 h on the site's clock)", async () => {
    const id = fan();
    await put(corner, { fanId: id, people: 2 });
    const late = await put(corner, { fanId: fan(), people: 2 }, { siteNow: OVER });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(`Match 94 is over (it kicked off at 2026-07-07 00:00 UTC): "I'm going" is taken until 3 hours after kick-off.`);
    expect((await del(corner, id, { siteNow: OVER })).status).toBe(409);
    expect(await count("match_going")).toBe(1);
    // Still open a minute before.
    expect((await put(corner, { fanId: fan(), people: 1 }, { siteNow: "2026-07-07T02:59:00Z" })).status).toBe(201);
    // Over: the fan's own list no longer carries it.
    expect((await mine(id, OVER)).body.going).toEqual([]);
  });

  it("refuses a cancelled match, and still lets a fan take their answer back", async () => {
    const id = fan();
    await put(corner, { fanId: id, people: 2 });
    await env.DB.prepare("UPDATE matches SET status = 'cancelled' WHERE number = 94").run();
    const refused = await put(corner, { fanId: fan(), people: 1 });
    expect([refused.status, refused.body.error]).toEqual([409, "Match 94 was cancelled: there is nothing to go to."]);
    expect((await del(corner, id)).body).toMatchObject({ removed: true });
    expect(await count("match_going")).toBe(0);
  });

  it("limits writes per fan", async () => {
    const id = fan();
    for (let i = 0; i < RATE_LIMITS.going.perFan; i++) expect((await put(corner, { fanId: id, people: (i % GOING_MAX_PEOPLE) + 1 })).status).toBeLessThan(300);
    const refused = await put(corner, { fanId: id, people: 1 });
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another fan is not held back.
    expect((await put(corner, { fanId: fan(), people: 1 })).status).toBe(201);
  }, 20_000);
});

describe("the public count on a match's venue list", () => {
  it("shows the real number of people from the threshold on, and never once the match is over", async () => {
    expect(GOING_THRESHOLD).toBe(5);
    // One fan alone never makes a public number, even at the threshold.
    const solo = fan();
    await put(corner, { fanId: solo, people: 5 });
    expect(await goingAt(corner)).toBeUndefined();
    await del(corner, solo);

    await put(corner, { fanId: fan(), people: 2 });
    await put(corner, { fanId: fan(), people: 2 });
    // Four people: nothing said. The answer is cached (a second read is a hit) and must not outlive the next answer.
    expect(await goingAt(corner)).toBeUndefined();
    const cached = await callAppJson<MatchVenues>("/api/matches/94/venues?city=seattle", {}, at(BEFORE));
    expect(cached.res.headers.get("x-cache")).toBe("HIT");
    await put(corner, { fanId: fan(), people: 1 });
    expect(await goingAt(corner)).toBe(5);
    // Other venues carry no figure.
    expect((await listed()).venues.filter((v) => v.goingCount !== undefined)).toHaveLength(1);
    expect(await goingAt(corner, OVER)).toBeUndefined();
  });
});

describe("GET /api/venues/{id}/going", () => {
  it("gives the venue page the public count per coming match from the threshold on, renewed by each answer, never once the match is over", async () => {
    const counts = async (id = corner, siteNow = BEFORE) => callAppJson<going.VenueGoing & { error?: string }>(`/api/venues/${id}/going`, {}, at(siteNow));
    const first = await counts();
    expect([first.status, first.body]).toEqual([200, { matches: [] }]);
    expect(first.res.headers.get("cache-control")).toMatch(/public/);
    await put(corner, { fanId: fan(), people: 4 });
    // 4 people: below the threshold, nothing public (the cached answer was renewed by the write).
    expect((await counts()).body).toEqual({ matches: [] });
    await put(corner, { fanId: fan(), people: 1 });
    expect(going.venueGoing.parse((await counts()).body)).toEqual({ matches: [{ matchNumber: 94, goingCount: 5 }] });
    expect((await counts(corner, OVER)).body).toEqual({ matches: [] });
    // An unknown or unpublished venue is not found.
    expect((await counts(999_999)).status).toBe(404);
    const pending = await insertVenue(await cityId(), { name: UNLISTED.pending, status: "pending" });
    expect((await counts(pending)).body.error).toBe("Venue not found");
  });

  it("stays within two D1 queries", async () => {
    const { db, queries } = countingD1(env.DB);
    const { status } = await callAppJson(`/api/venues/${corner}/going`, {}, { ...at(BEFORE), DB: db });
    expect(status).toBe(200);
    expect(queries.length, queries.join(" | ")).toBeLessThanOrEqual(2);
  });
});

describe("GET /api/owner/venues/{id}/going", () => {
  it("gives the owner the real fans and people per upcoming match, below the threshold too, and refuses another venue's owner", async () => {
    const venue = await venueWithWebsite();
    await namesMatch94(venue);
    await namesMatch94(venue, CLUB_MATCH);
    await put(venue, { fanId: fan(), people: 3 });
    await put(venue, { fanId: fan(), people: 1 });
    expect((await put(venue, { fanId: fan(), people: 2 }, { number: CLUB_MATCH })).status).toBe(201);
    await put(corner, { fanId: fan(), people: 6 });
    const cookie = await ownerOf(venue, "owner@thepitch.example.com");
    const read = (id: number, siteNow = BEFORE) =>
      callAppJson<going.OwnerGoing & { error?: string }>(`/api/owner/venues/${id}/going`, { headers: { cookie, origin: BASE } }, at(siteNow));

    const { status, body } = await read(venue);
    expect(status).toBe(200);
    expect(going.ownerGoing.parse(body)).toEqual({
      // Each named as the venue page names it: the World Cup's "v", a club match's short names and "vs".
      matches: [
        { matchNumber: 94, kickoffAt: "2026-07-07T00:00:00.000Z", title: "USA v Belgium", when: "Mon, Jul 6, 5:00 PM PDT", fans: 2, people: 4 },
        {
          matchNumber: CLUB_MATCH,
          kickoffAt: expect.stringMatching(/^2026-12-02T/),
          title: "Spurs vs Fulham",
          // The league's placeholder date is never given as the match's.
          when: "Date and time to be confirmed · Provisionally midweek, around Dec 2",
          fans: 1,
          people: 2,
        },
      ],
    });
    expect((await read(venue, OVER)).body.matches.map((m) => m.matchNumber)).toEqual([CLUB_MATCH]);
    // Corner Flag Taproom is not theirs.
    const refused = await read(corner);
    expect([refused.status, refused.body.error]).toEqual([403, "You do not manage this venue."]);
    expect((await callAppJson(`/api/owner/venues/${venue}/going`, {}, at(BEFORE))).status).toBe(401);
  });
});
