import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src-worker/db/client";
import { ApiError } from "../../src-worker/lib/errors";
import { enforceRateLimit } from "../../src-worker/services/platform/rate-limit";
import { isOpenNow } from "../../src-worker/shared/hours";
import { ADMIN_PASSWORD, call, callJson, count, runCron, seedBase, seedDemo } from "./helpers";
import { resetStorage } from "./storage";

describe("health and conventions", () => {
  it("GET /api/health checks D1", async () => {
    const { status, body } = await callJson<{ status: string }>("/api/health");
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
  });

  it("unknown API paths are JSON 404s with the error shape", async () => {
    const { status, body, res } = await callJson<{ error: string; code: string }>("/api/nope/nothing");
    expect(status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(body).toEqual({ error: "No such API endpoint", code: "not_found" });
  });

  it("sets security headers on API and page responses", async () => {
    for (const path of ["/api/health", "/", "/city/seattle"]) {
      const res = await call(path);
      await res.arrayBuffer();
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("https://tile.openstreetmap.org");
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("serves the SPA shell for client routes", async () => {
    // A route without a first paint of its own (the public pages paint theirs into #root, seo.test.ts).
    const res = await call("/owner/sign-in");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  it("GET /api/config exposes public runtime settings only", async () => {
    const { status, body } = await callJson<Record<string, string>>("/api/config");
    expect(status).toBe(200);
    expect(body.tileUrl).toContain("{z}");
    expect(body.supportEmail).toMatch(/@/);
    expect(JSON.stringify(body)).not.toContain(ADMIN_PASSWORD);
  });
});

describe("schema and seed", () => {
  it("every test starts from the database the migrations leave: schema, rows and counters (storage.ts)", async () => {
    const everything = async () => {
      const schema = await env.DB.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name").all();
      const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' ORDER BY name").all<{
        name: string;
      }>();
      const rows: Record<string, unknown[]> = {};
      // The migrations' own log stamps each with the time it ran.
      for (const { name } of tables.results) rows[name] = await env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).raw();
      rows.d1_migrations = rows.d1_migrations.map((r) => (r as unknown[]).slice(0, 2));
      return JSON.stringify({ schema: schema.results, rows });
    };
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const migrated = await everything();
    expect(migrated).toContain("0000_init.sql");
    await env.DB.prepare("INSERT INTO cities (name, slug, created_at, updated_at) VALUES ('Leftover', 'leftover', 0, 0)").run();
    await resetStorage();
    expect(await everything()).toBe(migrated);
  });

  it("seeds about 95 cities across exactly the spec's 28 states, idempotently", async () => {
    await seedDemo();
    await seedDemo(); // twice: nothing duplicated
    const cities = await env.DB.prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT state) AS states FROM cities").first<{ n: number; states: number }>();
    expect(cities!.n).toBeGreaterThanOrEqual(93);
    expect(cities!.n).toBeLessThanOrEqual(97);
    expect(cities!.states).toBe(28);
    const hosts = await env.DB.prepare("SELECT slug FROM cities WHERE host_2026 = 1 ORDER BY slug").all<{ slug: string }>();
    expect(hosts.results.map((r) => r.slug)).toEqual([
      "atlanta",
      "boston",
      "dallas",
      "houston",
      "kansas-city",
      "los-angeles",
      "miami",
      "new-york",
      "philadelphia",
      "san-francisco",
      "seattle",
    ]);
    const demo = await env.DB.prepare("SELECT COUNT(*) AS n, SUM(is_featured) AS featured FROM venues WHERE source = 'demo' AND status = 'approved'").first<{
      n: number;
      featured: number;
    }>();
    expect(demo!.n).toBeGreaterThanOrEqual(55);
    expect(demo!.featured).toBeGreaterThan(0);
    const perHost = await env.DB.prepare(
      "SELECT c.slug, COUNT(v.id) AS n FROM cities c LEFT JOIN venues v ON v.city_id = c.id WHERE c.host_2026 = 1 GROUP BY c.slug",
    ).all<{ slug: string; n: number }>();
    for (const row of perHost.results) expect(row.n, row.slug).toBeGreaterThanOrEqual(3);
    expect(await count("blog_posts", "status = 'approved' AND published_at IS NOT NULL")).toBeGreaterThan(0);
  });

  it("without demo content only cities and pricing exist", async () => {
    await seedBase();
    expect(await count("venues")).toBe(0);
    const p = await env.DB.prepare("SELECT COUNT(DISTINCT kind) AS n FROM pricing_phases").first<{ n: number }>();
    expect(p!.n).toBe(3);
  });

  it("defaults: country USA, time zone America/New_York, statuses pending, sponsor active", async () => {
    await env.DB.prepare("INSERT INTO cities (name, slug) VALUES ('Testville', 'testville')").run();
    const city = await env.DB.prepare("SELECT * FROM cities WHERE slug = 'testville'").first<Record<string, unknown>>();
    expect(city!.country).toBe("USA");
    expect(city!.time_zone).toBe("America/New_York");
    await env.DB.prepare("INSERT INTO venues (city_id, name, slug, address) VALUES (?, 'V', 'v', '1 Main St')").bind(city!.id).run();
    const venue = await env.DB.prepare("SELECT status, is_featured, tags FROM venues").first<Record<string, unknown>>();
    expect(venue).toMatchObject({ status: "pending", is_featured: 0, tags: "[]" });
    await env.DB.prepare("INSERT INTO sponsors (city_id) VALUES (?)").bind(city!.id).run();
    expect((await env.DB.prepare("SELECT status FROM sponsors").first<{ status: string }>())!.status).toBe("active");
    await env.DB.prepare("INSERT INTO blog_posts (title, slug, excerpt, content) VALUES ('t','t','e','c')").run();
    expect(await env.DB.prepare("SELECT status, published_at FROM blog_posts").first()).toMatchObject({ status: "pending", published_at: null });
  });

  it("bookmarks are unique per user and venue; ratings are 1-5 and one per fan", async () => {
    await seedDemo();
    const venue = await env.DB.prepare("SELECT id FROM venues LIMIT 1").first<{ id: number }>();
    const user = crypto.randomUUID();
    const add = () => env.DB.prepare("INSERT INTO bookmarks (user_id, venue_id) VALUES (?, ?)").bind(user, venue!.id).run();
    await add();
    await expect(add()).rejects.toThrow(/UNIQUE/);
    await expect(env.DB.prepare("INSERT INTO venue_ratings (venue_id, user_id, stars) VALUES (?, ?, 6)").bind(venue!.id, user).run()).rejects.toThrow(/CHECK/);
  });

  it("venue tags are queryable by tag", async () => {
    await seedDemo();
    expect(await count("venues", "EXISTS (SELECT 1 FROM json_each(venues.tags) WHERE value = 'Pub')")).toBeGreaterThan(0);
  });
});

describe("shared services", () => {
  it("rate limit allows max hits per window then answers 429 with Retry-After", async () => {
    const limit = { key: "t:1", max: 2, windowSeconds: 60 };
    const db = createDb(env.DB);
    const now = 1_700_000_000_000;
    await enforceRateLimit(db, limit, now);
    await enforceRateLimit(db, limit, now + 1);
    const err = await enforceRateLimit(db, limit, now + 2).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(429);
    expect(Number(err.headers["Retry-After"])).toBeGreaterThan(0);
    // A new window starts fresh.
    await enforceRateLimit(db, limit, now + 61_000);
  });

  it("open-now is computed in the city's time zone, across midnight", () => {
    const hours = { fri: [["11:00", "02:00"]], sat: [["11:00", "02:00"]] } as const;
    const h = hours as unknown as Parameters<typeof isOpenNow>[0];
    // Friday 23:30 in Seattle = Saturday 07:30 UTC
    expect(isOpenNow(h, "America/Los_Angeles", new Date("2026-06-13T06:30:00Z"))).toBe(true);
    // Saturday 01:30 local (Friday's span past midnight)
    expect(isOpenNow(h, "America/Los_Angeles", new Date("2026-06-13T08:30:00Z"))).toBe(true);
    // Saturday 03:00 local: closed
    expect(isOpenNow(h, "America/Los_Angeles", new Date("2026-06-13T10:00:00Z"))).toBe(false);
    expect(isOpenNow(null, "America/Los_Angeles")).toBeNull();
  });

  it("the scheduled handler runs", async () => {
    await runCron();
  });
});
