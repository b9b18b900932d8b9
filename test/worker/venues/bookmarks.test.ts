import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bookmark, BookmarkRemoved, BookmarkSaved } from "../../../src-worker/shared/contract/fans";
import { call, callJson, cityId, count, insertVenue, seedDemo } from "../helpers";

const approvedVenues = async (n: number) =>
  (await env.DB.prepare("SELECT id, name FROM venues WHERE status = 'approved' ORDER BY id LIMIT ?").bind(n).all<{ id: number; name: string }>()).results;

const post = (json: unknown, headers?: Record<string, string>) =>
  callJson<BookmarkSaved & { error?: string }>("/api/bookmarks", { method: "POST", json, headers });
const rowCount = (userId: string) => count("bookmarks", "user_id = ?", userId);

describe("bookmarks", () => {
  it("adds once (201), then answers 200 for the same venue, and lists the venue objects newest first", async () => {
    await seedDemo();
    const [a, b] = await approvedVenues(2);
    const userId = crypto.randomUUID();

    const first = await post({ userId, venueId: a.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ venueId: a.id, saved: true, created: true });
    const again = await post({ userId, venueId: a.id });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    // Make the second save strictly newer.
    await env.DB.prepare("UPDATE bookmarks SET created_at = created_at - 1000 WHERE user_id = ?").bind(userId).run();
    expect((await post({ userId, venueId: b.id })).status).toBe(201);

    const { status, body, res } = await callJson<Bookmark[]>(`/api/bookmarks?userId=${userId}`);
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(body.map((x) => x.venueId)).toEqual([b.id, a.id]);
    expect(body[1].venue).toMatchObject({ id: a.id, name: a.name, isSample: true, rating: { average: null, count: 0 } });
    expect(typeof body[1].venue.citySlug).toBe("string");
    expect(Date.parse(body[0].createdAt)).toBeGreaterThan(Date.parse(body[1].createdAt));
    // Someone else's list is separate.
    const other = await callJson<Bookmark[]>(`/api/bookmarks?userId=${crypto.randomUUID()}`);
    expect(other.body).toEqual([]);
  });

  it("10 concurrent adds of the same venue leave exactly one row", async () => {
    await seedDemo();
    const [a] = await approvedVenues(1);
    const userId = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => post({ userId, venueId: a.id })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(await rowCount(userId)).toBe(1);
  });

  it("rejects bad ids with 400 and unknown or non-public venues with 404", async () => {
    await seedDemo();
    const [a] = await approvedVenues(1);
    const userId = crypto.randomUUID();
    for (const json of [
      { userId: "not-a-uuid", venueId: a.id },
      { userId, venueId: "abc" },
      { userId, venueId: -1 },
      { userId, venueId: 1.5 },
      { userId },
      { venueId: a.id },
    ]) {
      const r = await post(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.error).toMatch(/Invalid input/);
    }
    const badJson = await call("/api/bookmarks", { method: "POST", body: "{", headers: { "content-type": "application/json" } });
    expect(badJson.status).toBe(400);
    await badJson.arrayBuffer();

    const pending = await insertVenue(await cityId(), { status: "pending" });
    const rejected = await insertVenue(await cityId(), { status: "rejected" });
    for (const venueId of [pending, rejected, 999999]) {
      const r = await post({ userId, venueId });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error: "Venue not found", code: "not_found" });
    }
    expect(await rowCount(userId)).toBe(0);

    expect((await callJson("/api/bookmarks?userId=nope")).status).toBe(400);
    expect((await callJson("/api/bookmarks")).status).toBe(400);
    expect((await callJson(`/api/bookmarks?userId=${userId}&venueId=abc`, { method: "DELETE" })).status).toBe(400);
  });

  it("deletes a saved venue; deleting a missing one is fine", async () => {
    await seedDemo();
    const [a] = await approvedVenues(1);
    const userId = crypto.randomUUID();
    await post({ userId, venueId: a.id });
    const del = await callJson<BookmarkRemoved>(`/api/bookmarks?userId=${userId}&venueId=${a.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ venueId: a.id, saved: false, removed: true });
    expect(await rowCount(userId)).toBe(0);
    const again = await callJson<BookmarkRemoved>(`/api/bookmarks?userId=${userId}&venueId=${a.id}`, { method: "DELETE" });
    expect(again.status).toBe(200);
    expect(again.body.removed).toBe(false);
    const list = await callJson<Bookmark[]>(`/api/bookmarks?userId=${userId}`);
    expect(list.body).toEqual([]);
  });

  it("hides saved venues that are no longer approved", async () => {
    await seedDemo();
    const [a, b] = await approvedVenues(2);
    const userId = crypto.randomUUID();
    await post({ userId, venueId: a.id });
    await post({ userId, venueId: b.id });
    await env.DB.prepare("UPDATE venues SET status = 'rejected' WHERE id = ?").bind(a.id).run();
    const list = await callJson<Bookmark[]>(`/api/bookmarks?userId=${userId}`);
    expect(list.body.map((x) => x.venueId)).toEqual([b.id]);
  });

  it("rate limits writes per user id with 429 and Retry-After", async () => {
    await seedDemo();
    const venues = await approvedVenues(2);
    const userId = crypto.randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await call("/api/bookmarks", { method: "POST", json: { userId, venueId: venues[i % 2].id } });
      await r.arrayBuffer();
      statuses.push(r.status);
    }
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const limited = await post({ userId, venueId: venues[0].id });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests/);
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Deletes count too.
    const del = await call(`/api/bookmarks?userId=${userId}&venueId=${venues[0].id}`, { method: "DELETE" });
    expect(del.status).toBe(429);
    await del.arrayBuffer();
    // Another fan is not affected.
    expect((await post({ userId: crypto.randomUUID(), venueId: venues[0].id })).status).toBe(201);
    // Sixty real writes one after the other: seconds on a busy 2-core machine, so more than the default 5.
  }, 30_000);

  it("rate limits writes per client address", async () => {
    await seedDemo();
    const [a] = await approvedVenues(1);
    const headers = { "cf-connecting-ip": "203.0.113.9" };
    // The address's last minute already holds 300 writes.
    const hits = Array.from({ length: 300 }, (_, i) => Date.now() - 50_000 + i);
    await env.DB.prepare("INSERT INTO rate_limits (key, hits, allowed, updated_at) VALUES ('bookmarks:ip:203.0.113.9', ?, 1, ?)")
      .bind(JSON.stringify(hits), Date.now())
      .run();
    const r = await post({ userId: crypto.randomUUID(), venueId: a.id }, headers);
    expect(r.status).toBe(429);
  });
});
