import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { VenueRatingSummary } from "../../../src-worker/shared/contract/fans";
import type { Venue } from "../../../src-worker/shared/contract/venues";
import { call, callJson, cityId, count, idOf, insertVenue, seedDemo } from "../helpers";

type Answer = VenueRatingSummary & { error?: string; code?: string };

const firstApproved = () => idOf("SELECT id FROM venues WHERE status = 'approved' ORDER BY id LIMIT 1");
const rate = (venueId: number | string, json: unknown) => callJson<Answer>(`/api/venues/${venueId}/rating`, { method: "PUT", json });
const aggregates = async (venueId: number) =>
  (await env.DB.prepare("SELECT rating_count, rating_sum FROM venues WHERE id = ?").bind(venueId).first<{ rating_count: number; rating_sum: number }>())!;

describe("venue ratings", () => {
  it("accepts 1-5 whole stars only", async () => {
    await seedDemo();
    const id = await firstApproved();
    const userId = crypto.randomUUID();
    for (const stars of [0, 6, 2.5, "3", null, -1]) {
      const r = await rate(id, { userId, stars });
      expect(r.status, String(stars)).toBe(400);
      expect(r.body.error).toMatch(/stars/);
    }
    expect((await rate(id, { userId: "nope", stars: 3 })).status).toBe(400);
    for (const bad of ["abc", "-1", "1.5", "0"]) expect((await rate(bad, { userId, stars: 3 })).status, bad).toBe(400);
    expect(await aggregates(id)).toEqual({ rating_count: 0, rating_sum: 0 });
    for (const stars of [1, 5]) expect((await rate(id, { userId, stars })).status).toBe(200);
  });

  it("one rating per fan, changeable; aggregates follow and show on the venue rows", async () => {
    await seedDemo();
    const id = await firstApproved();
    const [fanA, fanB, fanC] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    // Prime any cache of the venue before rating: the answer afterwards must still be fresh.
    const primed = await call(`/api/venues/${id}`);
    await primed.arrayBuffer();
    const versionOf = async () =>
      (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first<{ version: number }>())?.version ?? null;
    const versionBefore = await versionOf();

    expect((await rate(id, { userId: fanA, stars: 4 })).body).toEqual({ average: 4, count: 1, stars: 4 });
    expect((await rate(id, { userId: fanB, stars: 5 })).body).toEqual({ average: 4.5, count: 2, stars: 5 });
    // fanA changes their mind: still two ratings.
    expect((await rate(id, { userId: fanA, stars: 1 })).body).toEqual({ average: 3, count: 2, stars: 1 });
    expect((await rate(id, { userId: fanC, stars: 5 })).body).toEqual({ average: 3.7, count: 3, stars: 5 });
    expect(await aggregates(id)).toEqual({ rating_count: 3, rating_sum: 11 });
    // Cached venue lists and pages are keyed by this version: every rating write moves it on.
    expect(await versionOf()).not.toBe(versionBefore);
    expect(await count("venue_ratings", "venue_id = ?", id)).toBe(3);

    // The fan's own rating is returned with the aggregate.
    const mine = await callJson<Answer>(`/api/venues/${id}/rating?userId=${fanA}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ average: 3.7, count: 3, stars: 1 });
    expect(mine.res.headers.get("cache-control")).toContain("no-store");
    expect((await callJson<Answer>(`/api/venues/${id}/rating`)).body).toEqual({ average: 3.7, count: 3, stars: null });
    expect((await callJson<Answer>(`/api/venues/${id}/rating?userId=${crypto.randomUUID()}`)).body.stars).toBeNull();
    expect((await callJson<Answer>(`/api/venues/${id}/rating?userId=bad`)).status).toBe(400);

    // The public venue form (what GET /api/venues/{id} and lists return) reads the same aggregates.
    const { cityJoin, publicVenueColumns, toPublicVenue } = await import("../../../src-worker/services/venues/venue-view");
    const { createDb } = await import("../../../src-worker/db/client");
    const { venues } = await import("../../../src-worker/db/schema");
    const { eq } = await import("drizzle-orm");
    const row = await createDb(env.DB)
      .select(publicVenueColumns)
      .from(venues)
      .innerJoin(...cityJoin)
      .where(eq(venues.id, id))
      .get();
    expect(toPublicVenue(row!).rating).toEqual({ average: 3.7, count: 3 });
    // And when the venue endpoint exists, it agrees.
    const venueRes = await call(`/api/venues/${id}`);
    if (venueRes.status === 200) expect(((await venueRes.json()) as Venue).rating).toEqual({ average: 3.7, count: 3 });
    else await venueRes.arrayBuffer();

    // Removing a rating recomputes too; removing again is fine.
    const del = await callJson<Answer>(`/api/venues/${id}/rating?userId=${fanC}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ average: 3, count: 2, stars: null });
    expect((await callJson<Answer>(`/api/venues/${id}/rating?userId=${fanC}`, { method: "DELETE" })).body.count).toBe(2);
    expect(await aggregates(id)).toEqual({ rating_count: 2, rating_sum: 6 });
    expect((await callJson(`/api/venues/${id}/rating`, { method: "DELETE" })).status).toBe(400);
  });

  it("answers 404 for unknown and non-approved venues and writes nothing", async () => {
    await seedDemo();
    const pending = await insertVenue(await cityId(), { status: "pending" });
    const userId = crypto.randomUUID();
    for (const id of [pending, 999999]) {
      const put = await rate(id, { userId, stars: 5 });
      expect(put.status).toBe(404);
      expect(put.body).toMatchObject({ error: "Venue not found", code: "not_found" });
      expect((await callJson(`/api/venues/${id}/rating?userId=${userId}`)).status).toBe(404);
      expect((await callJson(`/api/venues/${id}/rating?userId=${userId}`, { method: "DELETE" })).status).toBe(404);
    }
    expect(await count("venue_ratings")).toBe(0);
    expect(await aggregates(pending)).toEqual({ rating_count: 0, rating_sum: 0 });
  });

  it("rate limits rating writes per fan (429 + Retry-After)", async () => {
    await seedDemo();
    const id = await firstApproved();
    const userId = crypto.randomUUID();
    for (let i = 0; i < 30; i++) expect((await rate(id, { userId, stars: (i % 5) + 1 })).status).toBe(200);
    const limited = await rate(id, { userId, stars: 3 });
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Still exactly one rating from that fan, with the last accepted value.
    expect(await aggregates(id)).toEqual({ rating_count: 1, rating_sum: 5 });
    expect((await rate(id, { userId: crypto.randomUUID(), stars: 3 })).status).toBe(200);
  });
});
