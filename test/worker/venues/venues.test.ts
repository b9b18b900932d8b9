import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Venue } from "../../../src-worker/shared/contract/venues";
import {
  BASE,
  call,
  callApp,
  callJson,
  cityId,
  count,
  expectBadQueries,
  getPublic,
  insertVenue,
  seedBase,
  seedDemo,
  seedDemoWithUnlisted,
  testModeEnv,
  UNLISTED,
} from "../helpers";

const approvedCount = () => count("venues", "status = 'approved'");

const DAY = 86_400_000;

describe("GET /api/venues", () => {
  it("pages through approved venues (default 50, max 100) in name order", async () => {
    await seedDemoWithUnlisted();
    const total = await approvedCount();
    expect(total).toBeGreaterThan(50);

    const first = await getPublic<Venue[]>("/api/venues");
    expect(first.length).toBe(50);
    const rest = await callJson<Venue[]>("/api/venues?offset=50&limit=100");
    expect(rest.body.length).toBe(total - 50);
    const all = [...first, ...rest.body];
    expect(new Set(all.map((v) => v.id)).size).toBe(total);
    expect(all.map((v) => v.name)).not.toContain(UNLISTED.pending);
    expect(all.map((v) => v.name)).not.toContain(UNLISTED.rejected);
    const lower = all.map((v) => v.name.toLowerCase());
    expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const small = await callJson<Venue[]>("/api/venues?limit=3&offset=1");
    expect(small.body.map((v) => v.id)).toEqual(all.slice(1, 4).map((v) => v.id));
    const beyond = await callJson<Venue[]>("/api/venues?offset=100000");
    expect(beyond.body).toEqual([]);
  });

  it("says where the rest is: RFC 8288 Link first/prev/next/last and X-Total-Count, walkable to the end", async () => {
    await seedDemoWithUnlisted();
    const clock = testModeEnv({ SITE_NOW: "2026-07-01T18:00:00Z" });
    const total = await approvedCount();
    const links = (res: Response) => Object.fromEntries([...(res.headers.get("link") ?? "").matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2], m[1]]));
    const first = await callApp("/api/venues", {}, clock);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-total-count")).toBe(String(total));
    expect(links(first)).toMatchObject({ first: `${BASE}/api/venues?limit=50&offset=0`, next: `${BASE}/api/venues?limit=50&offset=50` });
    expect(links(first).prev).toBeUndefined();
    expect(links(first).last).toBe(`${BASE}/api/venues?limit=50&offset=${Math.floor((total - 1) / 50) * 50}`);

    // Following rel="next" from the first page reaches every approved venue once, then stops.
    const seen: number[] = [];
    let next: string | undefined = `${BASE}/api/venues?limit=20`;
    while (next) {
      const res = await callApp(next, {}, clock);
      seen.push(...(await res.json<Venue[]>()).map((v) => v.id));
      next = links(res).next;
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);

    const middle = await callApp("/api/venues?limit=3&offset=4", {}, clock);
    await middle.arrayBuffer();
    expect(links(middle)).toMatchObject({ prev: `${BASE}/api/venues?limit=3&offset=1`, next: `${BASE}/api/venues?limit=3&offset=7` });
    const ids = await callApp("/api/venues?ids=1,2", {}, clock);
    await ids.arrayBuffer();
    expect(ids.headers.get("link")).toBeNull();
  });

  it("answers ids=1,2,3 in the order asked, skipping unknown and non-approved ids", async () => {
    await seedDemo();
    const seattle = await cityId("seattle");
    const pending = await insertVenue(seattle, { status: "pending" });
    const { results } = await env.DB.prepare("SELECT id FROM venues WHERE status = 'approved' ORDER BY id LIMIT 3").all<{ id: number }>();
    const [a, b, c] = results.map((r) => r.id);
    const { status, body } = await callJson<Venue[]>(`/api/venues?ids=${c},${pending},${a},999999,${b},${a}`);
    expect(status).toBe(200);
    expect(body.map((v) => v.id)).toEqual([c, a, b]);
    expect(body[0]).toHaveProperty("cityName");
    // 100 ids is the most one request may ask for.
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(",");
    const ok = await callJson<Venue[]>(`/api/venues?ids=${many}`);
    expect(ok.status).toBe(200);
    expect(ok.body.length).toBe(Math.min(100, await approvedCount()));
    const empty = await callJson<Venue[]>("/api/venues?ids=");
    expect(empty.body).toEqual([]);
  });

  it("rejects bad paging and id lists with 400 JSON errors", async () => {
    await seedBase();
    await expectBadQueries("/api/venues", [
      "ids=abc",
      "ids=1,,2",
      "ids=1,-2",
      "ids=0",
      "ids=1.5",
      `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
      "limit=1000",
      "limit=101",
      "limit=0",
      "limit=ten",
      "offset=-1",
      "offset=2.5",
    ]);
  });
});

describe("GET /api/venues/featured", () => {
  it("lists currently featured approved venues, the ones ending soonest last, at most 12", async () => {
    await seedBase();
    const city = await cityId("seattle");
    const now = Date.now();
    for (let i = 1; i <= 13; i++) {
      await insertVenue(city, { name: `Featured ${String(i).padStart(2, "0")}`, is_featured: true, featured_until: now + i * DAY });
    }
    await insertVenue(city, { name: "Featured forever", is_featured: true, featured_until: null });
    await insertVenue(city, { name: "Expired", is_featured: true, featured_until: now - 1000 });
    await insertVenue(city, { name: "Pending featured", is_featured: true, featured_until: now + 40 * DAY, status: "pending" });
    await insertVenue(city, { name: "Plain", featured_until: now + 50 * DAY });
    const body = await getPublic<Venue[]>("/api/venues/featured");
    expect(body.length).toBe(12);
    expect(body.map((v) => v.name)).toEqual(["Featured forever", ...Array.from({ length: 11 }, (_, i) => `Featured ${String(13 - i).padStart(2, "0")}`)]);
    expect(body.every((v) => v.isFeatured)).toBe(true);
  });

  it("is an empty list when nothing is featured; the seeded sample features are listed", async () => {
    await seedBase();
    expect((await callJson<Venue[]>("/api/venues/featured")).body).toEqual([]);
    await seedDemo();
    const { body } = await callJson<Venue[]>("/api/venues/featured");
    expect(body.length).toBe(Math.min(12, await count("venues", "status = 'approved' AND is_featured = 1")));
    expect(body.map((v) => v.name)).toContain("Scarf & Anchor");
  });
});

describe("GET /api/venues/{id}", () => {
  it("answers the public venue form", async () => {
    await seedDemo();
    const row = await env.DB.prepare("SELECT id FROM venues WHERE slug = 'scarf-and-anchor'").first<{ id: number }>();
    const body = await getPublic<Venue>(`/api/venues/${row!.id}`);
    expect(body).toMatchObject({
      id: row!.id,
      name: "Scarf & Anchor",
      address: "214 1st Ave S, Seattle, WA 98104",
      citySlug: "seattle",
      cityName: "Seattle",
      timeZone: "America/Los_Angeles",
      cityCenter: { lat: expect.closeTo(47.6, 0), lng: expect.closeTo(-122.3, 0) },
      isFeatured: true,
      hasFood: true,
      craftBeer: true,
      instagram: "@scarfandanchor",
      isSample: true,
      rating: { average: null, count: 0 },
    });
    expect(body.hoursShort).toBeTruthy();
    expect(body.hours?.mon?.length).toBeGreaterThan(0);
    expect(Date.parse(body.updatedAt)).not.toBeNaN();
  });

  it("404s for unknown and non-approved venues", async () => {
    await seedBase();
    const city = await cityId("seattle");
    const pending = await insertVenue(city, { status: "pending" });
    const rejected = await insertVenue(city, { status: "rejected" });
    for (const id of [pending, rejected, 987654]) {
      const { status, body } = await callJson<{ error: string; code: string }>(`/api/venues/${id}`);
      expect(status, String(id)).toBe(404);
      expect(body).toEqual({ error: "Venue not found", code: "not_found" });
    }
  });

  it("400s when the id is not a positive integer", async () => {
    await seedBase();
    for (const id of ["abc", "-1", "1.5", "0", "1e3", "12abc", "9".repeat(16)]) {
      const { status, body } = await callJson<{ error: string; code: string }>(`/api/venues/${id}`);
      expect(status, id).toBe(400);
      expect(body.code).toBe("bad_request");
    }
  });

  it("fixed paths under /api/venues are not taken for ids", async () => {
    await seedDemo();
    const res = await call("/api/venues/featured");
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });
});

describe("GET /api/tags", () => {
  it("lists the distinct tags of approved venues, sorted", async () => {
    await seedDemo();
    const city = await cityId("seattle");
    await insertVenue(city, { tags: ["Zz Pending Only"], status: "pending" });
    await insertVenue(city, { tags: ["Karaoke", "Pub"] });
    const body = await getPublic<string[]>("/api/tags");
    const { results } = await env.DB.prepare("SELECT DISTINCT t.value AS tag FROM venues, json_each(venues.tags) t WHERE venues.status = 'approved'").all<{
      tag: string;
    }>();
    const expected = results.map((r) => r.tag).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(body).toEqual(expected);
    expect(body).toContain("Karaoke");
    expect(body).toContain("Supporters Bar");
    expect(body).not.toContain("Zz Pending Only");
    expect(new Set(body).size).toBe(body.length);
  });

  it("is empty without approved venues", async () => {
    await seedBase();
    expect((await callJson<string[]>("/api/tags")).body).toEqual([]);
  });
});
