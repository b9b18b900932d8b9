// Admin sign-in, sessions, and the authorization matrix over every admin route.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bindings } from "../../../src-worker/env";
import { hashToken } from "../../../src-worker/services/auth/admin-auth";
import { STANDALONE_CSV_HEADER } from "../../../src-worker/shared/constants";
import { RATE_LIMITS } from "../../../src-worker/shared/limits";
import {
  ADMIN_PASSWORD,
  BASE,
  call,
  callApp,
  callAppJson,
  callJson,
  count,
  type AdminIds as Ids,
  login,
  multipart,
  PNG,
  seedAdminFixtures,
  testModeEnv,
} from "../helpers";

const FOREIGN = "https://evil.example";
/** The site's clock for these calls; sign-in limits run on real seconds whatever it says (docs/decisions/036). */
const clock = testModeEnv({ SITE_NOW: "2026-07-01T18:00:00Z" });

const tokenOf = (cookie: string) => cookie.split("=")[1];

const CSV_ADMIN = "name,address\nMatrix Pub,1 Test St\n";
const CSV_STANDALONE = `${STANDALONE_CSV_HEADER}\nMatrix Bar,2 Test St,,,,,,,\n`;

const MATRIX_COMPETITION = {
  nameEn: "Matrix Cup",
  nameEs: "Copa Matrix",
  shortEn: "Matrix Cup",
  shortEs: "Copa Matrix",
  kind: "tournament",
  season: "2027",
  timeZone: "Europe/London",
  source: { kind: "csv", csv: "date,time,home,away\n2027-01-09,15:00,Matrix FC,Arsenal FC\n" },
};

/** Every admin route with a body that WOULD succeed for a signed-in admin. */
function routeTable(ids: Ids) {
  const json = (v: unknown) => ({ json: v });
  return [
    { method: "GET", path: "/api/admin/session" },
    { method: "POST", path: "/api/admin/logout" },
    { method: "GET", path: "/api/admin/venues/pending" },
    { method: "GET", path: "/api/admin/venues?status=pending" },
    { method: "POST", path: "/api/admin/venues/approve", ...json({ venueId: ids.pendingVenueId }) },
    { method: "POST", path: "/api/admin/venues/reject", ...json({ venueId: ids.pendingVenueId }) },
    { method: "POST", path: "/api/admin/venues/feature", ...json({ venueId: ids.approvedVenueId, days: 30 }) },
    { method: "POST", path: "/api/admin/venues/unfeature", ...json({ venueId: ids.featuredVenueId }) },
    { method: "DELETE", path: `/api/admin/venues/${ids.approvedVenueId}` },
    { method: "POST", path: "/api/admin/venues/delete-all", ...json({ confirm: "DELETE ALL VENUES" }) },
    { method: "POST", path: `/api/admin/venues/${ids.approvedVenueId}/cover`, form: () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG }) },
    { method: "GET", path: "/api/admin/blog/posts" },
    { method: "POST", path: "/api/admin/blog/approve", ...json({ postId: ids.pendingPostId }) },
    { method: "POST", path: "/api/admin/blog/reject", ...json({ postId: ids.approvedPostId }) },
    { method: "POST", path: "/api/admin/blog/delete-all", ...json({ confirm: "DELETE ALL POSTS" }) },
    { method: "POST", path: `/api/admin/blog/posts/${ids.approvedPostId}/cover`, form: () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG }) },
    {
      method: "POST",
      path: "/api/blog/posts",
      ...json({ title: "Matrix post", excerpt: "Excerpt", content: "x".repeat(150) }),
    },
    { method: "DELETE", path: `/api/blog/posts/${ids.approvedPostId}` },
    { method: "POST", path: "/api/admin/seed-seattle" },
    { method: "POST", path: "/api/admin/import-csv", form: () => multipart({ citySlug: "seattle" }, { name: "a.csv", type: "text/csv", bytes: CSV_ADMIN }) },
    { method: "POST", path: "/api/import-csv", form: () => multipart({ city_slug: "seattle" }, { name: "s.csv", type: "text/csv", bytes: CSV_STANDALONE }) },
    { method: "GET", path: "/api/admin/cities" },
    { method: "PATCH", path: `/api/admin/cities/${ids.cityId}`, ...json({ state: "Oregon", lat: 45.52, lng: -122.68, timeZone: "America/Los_Angeles" }) },
    { method: "GET", path: "/api/admin/sponsors" },
    { method: "GET", path: "/api/admin/pricing" },
    {
      method: "POST",
      path: "/api/admin/pricing",
      ...json({ kind: "featured", phase: "matrix-phase", label: "Matrix", price: 10, description: "Matrix", startsAt: "2099-01-01T00:00:00Z" }),
    },
    { method: "PATCH", path: `/api/admin/pricing/${ids.pricingPhaseId}`, ...json({ label: "Matrix renamed" }) },
    { method: "DELETE", path: `/api/admin/pricing/${ids.pricingPhaseId}` },
    { method: "GET", path: "/api/admin/logs" },
    { method: "GET", path: "/api/admin/matches?stage=Final" },
    {
      method: "PATCH",
      path: "/api/admin/matches/1",
      ...json({ kickoffAt: "2026-06-11T20:00:00Z", team1: "MEX", team2: "RSA", status: "played", score: { ft: [3, 0] }, winner: "MEX" }),
    },
    { method: "GET", path: "/api/admin/match-reports" },
    { method: "GET", path: "/api/admin/matches?competition=premier-league-2026-27&team=arsenal&page=1" },
    {
      method: "PATCH",
      path: "/api/admin/fixtures/1001",
      ...json({ kickoffAt: "2026-08-21T18:00:00Z", kickoffPrecision: "exact", team1: "arsenal", team2: "coventry-city", status: "postponed" }),
    },
    { method: "DELETE", path: "/api/admin/matches/1/locks/kickoff" },
    { method: "GET", path: "/api/admin/clubs?q=ars&page=1" },
    { method: "PATCH", path: "/api/admin/clubs/arsenal", ...json({ name: "Matrix FC", shortName: "Matrix", country: "GB-WLS" }) },
    { method: "PUT", path: `/api/admin/venues/${ids.approvedVenueId}/claims`, ...json({ showsAllMatches: true, supporters: [{ team: "USA" }] }) },
    { method: "GET", path: `/api/admin/venues/${ids.approvedVenueId}` },
    { method: "PATCH", path: `/api/admin/venues/${ids.approvedVenueId}`, ...json({ name: "Matrix Renamed", phone: "(206) 555-0199" }) },
    { method: "GET", path: "/api/admin/export/venues.zip" },
    { method: "GET", path: "/api/admin/export/cities/seattle/venues.csv" },
    { method: "GET", path: "/api/admin/export/blog.zip" },
    { method: "GET", path: "/api/admin/export/blog.json" },
    { method: "GET", path: "/api/admin/competitions" },
    { method: "GET", path: "/api/admin/cron" },
    { method: "POST", path: "/api/admin/competitions/preview", ...json(MATRIX_COMPETITION) },
    { method: "POST", path: "/api/admin/competitions", ...json({ ...MATRIX_COMPETITION, expect: "0".repeat(32) }) },
    { method: "POST", path: "/api/admin/competitions/matrix-cup-2027/preview", ...json({ csv: MATRIX_COMPETITION.source.csv }) },
    { method: "POST", path: "/api/admin/competitions/matrix-cup-2027/refresh", ...json({ csv: MATRIX_COMPETITION.source.csv, expect: "0".repeat(32) }) },
    { method: "PUT", path: "/api/admin/competitions/premier-league-2026-27/sources/football-data", ...json({ code: "PL" }) },
    { method: "DELETE", path: "/api/admin/competitions/premier-league-2026-27/sources/football-data" },
    { method: "POST", path: "/api/admin/competitions/premier-league-2026-27/sources/football-data/refresh" },
  ] as { method: string; path: string; json?: unknown; form?: () => FormData }[];
}

/** Everything an admin call could change. */
async function snapshot() {
  const all = async (sql: string) => JSON.stringify((await env.DB.prepare(sql).all()).results);
  const objects = await env.UPLOADS.list();
  return {
    venues: await all("SELECT id, status, is_featured, featured_until, cover_image, name FROM venues ORDER BY id"),
    posts: await all("SELECT id, status, cover_image, published_at FROM blog_posts ORDER BY id"),
    cities: await all("SELECT id, slug, state, lat, lng, time_zone, last_updated_utc FROM cities ORDER BY id"),
    logs: await all("SELECT id FROM admin_logs"),
    matches: await all("SELECT number, kickoff_at, team1_code, team2_code, status, result, admin_locked FROM matches ORDER BY number"),
    apiSources: await all("SELECT * FROM competition_api_sources ORDER BY competition_id"),
    competitions: await all("SELECT * FROM competitions ORDER BY id"),
    teams: await all("SELECT code, name, short_name, name_es, country, flag FROM teams ORDER BY code"),
    claims: await all("SELECT venue_id, subject, source, confirmed_at FROM venue_claims ORDER BY venue_id, subject"),
    outbox: await all("SELECT id FROM email_outbox"),
    r2: objects.objects.map((o) => o.key).join(","),
  };
}

/** A fixed clock: the price phase the table changes is still to come whatever the real date. */
const CLOCK = testModeEnv({ SITE_NOW: "2026-12-05T12:00:00Z" });

function send(route: { method: string; path: string; json?: unknown; form?: () => FormData }, headers: Record<string, string>, clock?: Bindings) {
  const init = {
    method: route.method,
    headers,
    ...(route.json !== undefined ? { json: route.json } : {}),
    ...(route.form ? { body: route.form() } : {}),
  };
  return clock ? callApp(route.path, init, clock) : call(route.path, init);
}

describe("admin login", () => {
  it("a wrong password is 401 with the spec's message; an empty one is 400", async () => {
    const { status, body } = await callJson<{ error: string; code: string }>("/api/admin/login", { method: "POST", json: { password: "nope" } });
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Invalid password. Please try again.", code: "unauthorized" });
    const empty = await callJson<{ error: string }>("/api/admin/login", { method: "POST", json: { password: "" } });
    expect(empty.status).toBe(400);
  });

  it("sets an HttpOnly, SameSite=Strict, 12-hour cookie (not Secure on localhost, Secure elsewhere)", async () => {
    const res = await call("/api/admin/login", { method: "POST", json: { password: ADMIN_PASSWORD } });
    const body = await res.json<{ authenticated: boolean; expiresAt: string }>();
    expect(body.authenticated).toBe(true);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600 * 1000);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^wcws_admin=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=43200");
    expect(cookie).not.toContain("Secure");

    const remote = await call("https://watchspots.example/api/admin/login", { method: "POST", json: { password: ADMIN_PASSWORD } });
    await remote.json();
    expect(remote.headers.get("set-cookie")).toContain("Secure");
  });

  it("refuses with 503 when no admin password is configured", async () => {
    const res = await callApp("/api/admin/login", { method: "POST", json: { password: "" } }, { ...env, ADMIN_PASSWORD: undefined });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "Admin login is not configured" });
  });

  it("session tokens are random, stored only as SHA-256 hashes, rotated at login, revoked at logout", async () => {
    const a = await login();
    const b = await login();
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    const rows = (await env.DB.prepare("SELECT token_hash FROM admin_sessions").all<{ token_hash: string }>()).results.map((r) => r.token_hash);
    expect(rows).toHaveLength(2);
    expect(rows).toContain(await hashToken(tokenOf(a)));
    const dump = JSON.stringify((await env.DB.prepare("SELECT * FROM admin_sessions").all()).results);
    expect(dump).not.toContain(tokenOf(a));
    expect(dump).not.toContain(tokenOf(b));

    // Logging in again from a browser that holds session a replaces it.
    const c = await login({ cookie: a });
    expect((await callJson("/api/admin/session", { headers: { cookie: a } })).status).toBe(401);
    const live = await callJson<{ authenticated: boolean; expiresAt: string }>("/api/admin/session", { headers: { cookie: c } });
    expect(live.status).toBe(200);
    expect(live.body.authenticated).toBe(true);

    const out = await call("/api/admin/logout", { method: "POST", headers: { cookie: c } });
    await out.json();
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/wcws_admin=;.*Max-Age=0/);
    expect(await count("admin_sessions", "token_hash = ?", await hashToken(tokenOf(c)))).toBe(0);
    expect((await callJson("/api/admin/session", { headers: { cookie: c } })).status).toBe(401);
    // b was never used again and is still valid
    expect((await callJson("/api/admin/session", { headers: { cookie: b } })).status).toBe(200);
  });

  it("purges expired sessions at login", async () => {
    await env.DB.prepare("INSERT INTO admin_sessions (token_hash, expires_at) VALUES ('old', 1000)").run();
    await login();
    expect(await count("admin_sessions", "token_hash = 'old'")).toBe(0);
  });

  it("rate limits login attempts per IP: the 11th in 15 minutes is 429 with Retry-After", async () => {
    const headers = { "cf-connecting-ip": "203.0.113.7" };
    for (let i = 0; i < 10; i++) {
      const r = await callJson("/api/admin/login", { method: "POST", json: { password: `wrong-${i}` }, headers });
      expect(r.status).toBe(401);
    }
    const blocked = await callJson<{ error: string; code: string }>("/api/admin/login", { method: "POST", json: { password: ADMIN_PASSWORD }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many login attempts\. Please try again in (\d+ minutes?|\d+ seconds?)\.$/);
    const retry = Number(blocked.res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(blocked.res.headers.get("set-cookie")).toBeNull();
    // Another address is not affected.
    expect(
      (await callJson("/api/admin/login", { method: "POST", json: { password: ADMIN_PASSWORD }, headers: { "cf-connecting-ip": "198.51.100.1" } })).status,
    ).toBe(200);
  });

  it("counts failed attempts only: an address that signs in often is never locked, and a success clears its failures", async () => {
    const office = { "cf-connecting-ip": "203.0.113.20" };
    const signIn = (password: string) => callAppJson("/api/admin/login", { method: "POST", json: { password }, headers: office }, clock);
    for (let i = 0; i < 15; i++) expect((await signIn(ADMIN_PASSWORD)).status, `sign-in ${i + 1}`).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn(`wrong-${i}`)).status).toBe(401);
    expect((await signIn(ADMIN_PASSWORD)).status).toBe(200);
    // The success wiped the nine failures: nine more are still answered 401, not 429.
    for (let i = 0; i < 9; i++) expect((await signIn(`wrong-again-${i}`)).status).toBe(401);
  });

  it("wrong passwords from many addresses tighten every address's allowance but never lock the admin out of a clean address", async () => {
    const wrong = (ip: string) => callAppJson("/api/admin/login", { method: "POST", json: { password: "wrong" }, headers: { "cf-connecting-ip": ip } }, clock);
    // 250 wrong passwords from 50 addresses, five rounds: more than the old overall cap of 200. After the
    // first 50 failures the account is under attack, so each address's third failure locks it.
    const statuses: number[] = [];
    for (let i = 0; i < 250; i++) statuses.push((await wrong(`10.0.${i % 50}.1`)).status);
    expect(statuses.slice(0, 150)).toEqual(Array(150).fill(401));
    expect(statuses.slice(150)).toEqual(Array(100).fill(429));
    const admin = await callAppJson(
      "/api/admin/login",
      { method: "POST", json: { password: ADMIN_PASSWORD }, headers: { "cf-connecting-ip": "192.0.2.200" } },
      clock,
    );
    expect(admin.status).toBe(200);
    // While the account is under attack a fresh address may fail only a few times,
    const fresh = "192.0.2.201";
    for (let i = 0; i < RATE_LIMITS.login.perIpUnderAttack; i++) expect((await wrong(fresh)).status).toBe(401);
    const refused = await wrong(fresh);
    expect(refused.status).toBe(429);
    expect((refused.body as { error: string }).error).toMatch(/^Too many login attempts\. Please try again in /);
    // and an attacking address (three failures) is locked even with the right password.
    const attacker = await callAppJson(
      "/api/admin/login",
      { method: "POST", json: { password: ADMIN_PASSWORD }, headers: { "cf-connecting-ip": "10.0.7.1" } },
      clock,
    );
    expect(attacker.status).toBe(429);
    expect(attacker.res.headers.get("set-cookie")).toBeNull();
  }, 60_000); // 250 sign-in attempts: slow on a busy 2-core machine

  it("refuses a login from a foreign Origin", async () => {
    const r = await callJson("/api/admin/login", { method: "POST", json: { password: ADMIN_PASSWORD }, headers: { origin: FOREIGN } });
    expect(r.status).toBe(403);
    expect(r.res.headers.get("set-cookie")).toBeNull();
  });
});

// Each case walks every admin route; on a busy 2-core machine that can pass the default 5 s.
describe("authorization matrix", { timeout: 30_000 }, () => {
  let ids: Ids;
  beforeEach(async () => {
    ids = await seedAdminFixtures();
  });

  const expectRefused = async (label: string, headers: Record<string, string>, status: number, routes = routeTable(ids)) => {
    const before = await snapshot();
    for (const route of routes) {
      const res = await send(route, headers);
      const body = await res.json<{ error: string; code: string }>();
      expect(res.status, `${label}: ${route.method} ${route.path}`).toBe(status);
      if (status === 401) expect(body, `${label}: ${route.method} ${route.path}`).toEqual({ error: "Unauthorized", code: "unauthorized" });
      else expect(body.code).toBe("forbidden");
    }
    expect(await snapshot(), label).toEqual(before);
  };

  it("lists every admin route (the table covers the whole admin API)", () => {
    expect(routeTable(ids)).toHaveLength(53);
  });

  it("no cookie: 401 everywhere, nothing changes", async () => {
    await expectRefused("no cookie", {}, 401);
  });

  it("forged cookie: 401 everywhere", async () => {
    const forged = "wcws_admin=" + "A".repeat(43);
    await expectRefused("forged", { cookie: forged }, 401);
    await expectRefused("garbage", { cookie: "wcws_admin=not-a-token" }, 401);
  });

  it("expired session: 401 everywhere", async () => {
    const token = "B".repeat(43);
    await env.DB.prepare("INSERT INTO admin_sessions (token_hash, created_at, expires_at) VALUES (?1, ?2, ?3)")
      .bind(await hashToken(token), Date.now() - 13 * 3600 * 1000, Date.now() - 3600 * 1000)
      .run();
    await expectRefused("expired", { cookie: `wcws_admin=${token}` }, 401);
  });

  it("logged-out session: 401 everywhere", async () => {
    const cookie = await login();
    const out = await call("/api/admin/logout", { method: "POST", headers: { cookie } });
    await out.json();
    expect(out.status).toBe(200);
    await expectRefused("logged out", { cookie }, 401);
  });

  it("foreign Origin with a valid session: 403 on every mutating route, the session survives", async () => {
    const cookie = await login();
    const mutating = routeTable(ids).filter((r) => r.method !== "GET");
    expect(mutating.length).toBeGreaterThanOrEqual(16);
    await expectRefused("foreign origin", { cookie, origin: FOREIGN }, 403, mutating);
    expect((await callJson("/api/admin/session", { headers: { cookie } })).status).toBe(200);
  });

  it("the same calls succeed with a valid session and a same-site (or absent) Origin", async () => {
    const cookie = await login();
    for (const route of routeTable(ids).filter((r) => r.method === "GET")) {
      const res = await send(route, { cookie });
      await res.arrayBuffer();
      expect(res.status, route.path).toBe(200);
      // Private answers: never stored by a browser or a proxy.
      expect(res.headers.get("cache-control"), route.path).toMatch(/no-store/);
    }
    const approve = await callJson("/api/admin/venues/approve", { method: "POST", json: { venueId: ids.pendingVenueId }, headers: { cookie, origin: BASE } });
    expect(approve.status).toBe(200);
    const create = await callJson("/api/blog/posts", {
      method: "POST",
      json: { title: "Matrix post", excerpt: "Excerpt", content: "x".repeat(150) },
      headers: { cookie },
    });
    expect(create.status).toBe(201);
    for (const route of routeTable(ids).filter((r) => r.method === "PATCH" || r.method === "PUT")) {
      const res = await send(route, { cookie, origin: BASE }, CLOCK);
      await res.json();
      expect(res.status, route.path).toBe(200);
    }
  });

  it("public blog and venue reads stay open without a session", async () => {
    const res = await call("/api/blog/posts");
    await res.arrayBuffer();
    expect(res.status).not.toBe(401);
  });
});
