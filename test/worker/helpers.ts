// Shared code of the Worker tests: calling the Worker, signing in, building bodies, seeding and counting rows.

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { createApp } from "../../src-worker/app";
import { baseSeedStatements, demoSeedStatements } from "../../src-worker/db/seed";
import type { Bindings } from "../../src-worker/env";
import worker from "../../src-worker/index";

export const BASE = "http://localhost:8787";
/** The admin password the Worker test config sets. */
export const ADMIN_PASSWORD = "test-admin-password";

type Init = RequestInit & { json?: unknown };

/** A request to the app: `json` becomes the body with its content type; a path without a host goes to BASE. */
function request(path: string, init: Init, extra: RequestInit = {}): Request {
  const { json, headers, ...rest } = init;
  return new Request(/^https?:/.test(path) ? path : BASE + path, {
    ...rest,
    ...extra,
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

/** Calls the Worker as deployed (its own fetch export, with the test config's env). */
export async function call(path: string, init: Init = {}): Promise<Response> {
  return (exports as { default: { fetch: (r: Request) => Promise<Response> } }).default.fetch(request(path, init));
}

export async function callJson<T = unknown>(path: string, init?: Init): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, init);
  const body = (await res.json()) as T;
  return { status: res.status, body, res };
}

/** A public GET: it must answer 200, cacheable by browsers and the edge; returns the body. */
export async function getPublic<T>(path: string): Promise<T> {
  const { status, body, res } = await callJson<T>(path);
  expect(status, path).toBe(200);
  expect(res.headers.get("cache-control"), path).toMatch(PUBLIC_CACHE);
  return body;
}

/** Each query string on `path` must be refused as bad input: 400, code "bad_request", "Invalid input...". */
export async function expectBadQueries(path: string, queries: string[]) {
  for (const q of queries) {
    const { status, body } = await callJson<{ error: string; code: string }>(`${path}?${q}`);
    expect(status, q).toBe(400);
    expect(body.code, q).toBe("bad_request");
    expect(body.error, q).toMatch(/^Invalid input/);
  }
}

/** Env without Stripe keys: the built-in test checkout stands in, and no test can reach a real Stripe. */
export const testModeEnv = (overrides: Partial<Bindings> = {}): Bindings =>
  ({ ...env, STRIPE_SECRET_KEY: undefined, STRIPE_API_HOST: undefined, ...overrides }) as Bindings;

const app = createApp();

/**
 * Calls the app with a given env (the Worker's own export cannot take env overrides: broken
 * bindings, other secrets), then waits for its background work (cache writes, e-mail).
 * Redirects are answered, not followed.
 */
export async function callApp(path: string, init: Init = {}, bindings: Bindings = testModeEnv()): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request(path, init, { redirect: "manual" }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export async function callAppJson<T = Record<string, unknown>>(path: string, init: Init = {}, bindings?: Bindings) {
  const res = await callApp(path, init, bindings);
  return { status: res.status, body: (await res.json()) as T, res };
}

/** Runs the Worker's cron handler as the platform would at `scheduledTime`, and waits for it. */
export async function runCron(scheduledTime = Date.now(), bindings: Bindings = env as Bindings) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/15 * * * *" }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

/** Signs in as the admin; returns the session cookie (`wcws_admin=...`) to send back. */
export async function login(headers: Record<string, string> = {}): Promise<string> {
  const res = await call("/api/admin/login", { method: "POST", json: { password: ADMIN_PASSWORD }, headers });
  await res.json();
  expect(res.status).toBe(200);
  const cookie = /wcws_admin=[^;]+/.exec(res.headers.get("set-cookie") ?? "");
  expect(cookie).not.toBeNull();
  return cookie![0];
}

/**
 * JSON calls as the signed-in admin; `cookie` is read at each call, as tests sign in anew before each test.
 * With `bindings` (a fixed SITE_NOW, say) the calls go to the app with that env.
 */
export function asAdmin(cookie: () => string, bindings?: Bindings) {
  const send = <T>(path: string, init: Init) => (bindings ? callAppJson<T>(path, init, bindings) : callJson<T>(path, init));
  return {
    get: <T>(path: string) => send<T>(path, { headers: { cookie: cookie() } }),
    post: <T = { error: string; code: string }>(path: string, json?: unknown) =>
      send<T>(path, { method: "POST", headers: { cookie: cookie() }, ...(json !== undefined ? { json } : {}) }),
    del: <T = { error: string; code: string }>(path: string) => send<T>(path, { method: "DELETE", headers: { cookie: cookie() } }),
    patch: <T = { error: string; code: string }>(path: string, json: unknown) => send<T>(path, { method: "PATCH", headers: { cookie: cookie() }, json }),
  };
}

export interface FilePart {
  name: string;
  type: string;
  bytes: Uint8Array | string;
  /** The form field; "file" unless told. */
  field?: string;
}

/** A multipart/form-data body: text fields and at most one file. */
export function multipart(fields: Record<string, string>, file?: FilePart): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field ?? "file", new File([file.bytes], file.name, { type: file.type }));
  return form;
}

/** The first bytes of a 1x1 PNG: enough for the upload check, which reads the real type from the magic bytes. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

/** Rows in `table`, optionally only those matching `where` (with `?` placeholders for `binds`). */
export async function count(table: string, where = "", ...binds: unknown[]): Promise<number> {
  const sql = `SELECT COUNT(*) AS n FROM ${table}${where ? ` WHERE ${where}` : ""}`;
  return (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
}

/** The `id` of the first row `sql` selects (the row must exist). */
export async function idOf(sql: string, ...binds: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ id: number }>())!.id;
}

/** Raw SQL equivalent of bumpDataVersions(): tests that write rows directly call it, as real writes do. */
const BUMP_ALL_SQL = "UPDATE data_versions SET version = version + 1 WHERE scope IN ('cities', 'venues', 'blog', 'pricing', 'matches')";

export async function bumpAllDataVersions() {
  await env.DB.prepare(BUMP_ALL_SQL).run();
}

async function execAll(statements: string[]) {
  // D1 batches run as one transaction; chunk to keep each batch reasonable.
  for (let i = 0; i < statements.length; i += 50) {
    await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
  }
  await bumpAllDataVersions();
}

/** Cities and pricing. */
export const seedBase = () => execAll(baseSeedStatements());
/** Cities, pricing and the sample venues and posts. */
export const seedDemo = () => execAll([...baseSeedStatements(), ...demoSeedStatements()]);

/**
 * A D1 binding that records every SQL statement it runs (batch members included), to assert
 * query budgets. Statements on data_versions (the cache's version lookup) are recorded apart.
 */
export function countingD1(d1: D1Database): { db: D1Database; queries: string[] } {
  const queries: string[] = [];
  const record = (sql: string) => {
    if (!/data_versions/.test(sql)) queries.push(sql);
  };
  const sqlOf = new WeakMap<object, string>();
  const wrapStatement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args), sql);
        if (["first", "all", "run", "raw"].includes(String(prop))) {
          return (...args: unknown[]) => {
            record(sql);
            return value.apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(proxy, sql);
    return proxy;
  };
  const db: D1Database = new Proxy(d1, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      // The Worker reads through a D1 session: the session is this same recorder.
      if (prop === "withSession") return () => db;
      if (prop === "getBookmark") return () => null;
      if (prop === "prepare") return (sql: string) => wrapStatement(value.call(target, sql), sql);
      if (prop === "batch") {
        return (stmts: D1PreparedStatement[]) => {
          for (const s of stmts) record(sqlOf.get(s) ?? "?");
          return value.call(target, stmts);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, queries };
}

/** Public answers are cacheable; the app-wide edge cache may rewrite the max-age on the way out. */
const PUBLIC_CACHE = /^public, max-age=\d+/;

export async function cityId(slug = "seattle"): Promise<number> {
  return idOf("SELECT id FROM cities WHERE slug = ?", slug);
}

type Row = Record<string, unknown>;

/** Inserts a row (booleans stored as 0/1); returns its id. */
export async function insertRow(table: string, row: Row): Promise<number> {
  const values = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "boolean" ? Number(v) : v]));
  const cols = Object.keys(values);
  return idOf(`INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")}) RETURNING id`, ...cols.map((c) => values[c]));
}

let venueCounter = 0;

/** Inserts a venue row directly (approved unless told otherwise; tags as an array, booleans as such); returns its id. */
export async function insertVenue(city: number, v: Row = {}): Promise<number> {
  venueCounter += 1;
  const row: Row = {
    city_id: city,
    name: `Venue ${venueCounter}`,
    slug: `venue-${venueCounter}-${crypto.randomUUID().slice(0, 8)}`,
    address: `${venueCounter} Main St`,
    status: "approved",
    ...v,
  };
  if (Array.isArray(row.tags)) row.tags = JSON.stringify(row.tags);
  return insertRow("venues", row);
}

/**
 * Inserts `n` approved venues into a city in one statement, varied as a big city's are: each amenity
 * on some, every 97th featured, ratings on six in seven, every 50th without coordinates, three kinds
 * of tags. Names and addresses are as long as real ones; names sort in insertion order ("... 0001").
 */
export async function insertManyVenues(city: number, n: number, prefix = "Corner Kick Sports Bar"): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO venues (city_id, name, slug, address, lat, lng, tags, status, has_food, family_friendly, big_screens, open_late,
                         is_featured, featured_until, rating_count, rating_sum, hours_short, neighborhood, cover_image, source)
     SELECT ?1, ?3 || ' ' || printf('%04d', i), 'many-' || i || '-' || ?1, i || ' Northeast Stadium Boulevard, Suite ' || (i % 40 + 1),
            CASE WHEN i % 50 = 0 THEN NULL ELSE 47.5 + (i % 45) * 0.004 + (i / 45) * 0.0001 END,
            CASE WHEN i % 50 = 0 THEN NULL ELSE -122.45 + ((i / 45) % 45) * 0.005 + (i % 7) * 0.0003 END,
            CASE i % 3 WHEN 0 THEN '["Sports Bar"]' WHEN 1 THEN '["Pub","Beer Garden"]' ELSE '["Restaurant"]' END,
            'approved', i % 2, (i / 2) % 2, (i / 3) % 2, (i / 5) % 2,
            CASE WHEN i % 97 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 97 = 0 THEN 4102444800000 ELSE NULL END,
            i % 7, (i % 7) * (1 + i % 5), 'Mon-Sun 11am-2am', 'Downtown', '/images/venue-sports-bar.svg', 'import'
     FROM n`,
  )
    .bind(city, n, prefix)
    .run();
  await bumpAllDataVersions();
}

let postCounter = 0;

/** Inserts a blog post row directly (pending unless told otherwise); returns its id. */
export async function insertPost(p: Row = {}): Promise<number> {
  postCounter += 1;
  const slug = (p.slug as string | undefined) ?? `post-${postCounter}-${crypto.randomUUID().slice(0, 8)}`;
  return insertRow("blog_posts", { title: `Title ${slug}`, slug, excerpt: "Excerpt", content: "## Body", status: "pending", ...p });
}

/** Names of the venues seedDemoWithUnlisted() adds: they sort first, so a list that shows them shows them on top. */
export const UNLISTED = { pending: "000 Pending", rejected: "000 Rejected" };

/** The demo data plus a pending and a rejected (featured) Seattle venue, which no public list may show. */
export async function seedDemoWithUnlisted() {
  await seedDemo();
  const seattle = await cityId();
  await insertVenue(seattle, { name: UNLISTED.pending, status: "pending" });
  await insertVenue(seattle, { name: UNLISTED.rejected, status: "rejected", is_featured: true });
}

/** Ids of one row in each state the admin routes act on. */
export interface AdminIds {
  cityId: number;
  pendingVenueId: number;
  /** Approved and not featured (so featuring it is a change). */
  approvedVenueId: number;
  /** Approved and featured now (so unfeaturing it is a change). */
  featuredVenueId: number;
  pendingPostId: number;
  approvedPostId: number;
  /** A price phase still to come (so an admin may change or delete it). */
  pricingPhaseId: number;
}

/** The demo data plus a pending venue and a pending post in Seattle. */
export async function seedAdminFixtures(): Promise<AdminIds> {
  await seedDemo();
  const seattle = await cityId();
  const pendingVenueId = await insertVenue(seattle, { name: "Pending Pub", slug: "pending-pub", address: "9 Wait St", status: "pending" });
  const pendingPostId = await insertPost({ title: "Pending post", slug: "pending-post", excerpt: "e", content: "c" });
  return {
    cityId: seattle,
    pendingVenueId,
    approvedVenueId: await idOf("SELECT id FROM venues WHERE status = 'approved' AND is_featured = 0 ORDER BY id LIMIT 1"),
    featuredVenueId: await idOf("SELECT id FROM venues WHERE status = 'approved' AND is_featured = 1 ORDER BY id LIMIT 1"),
    pendingPostId,
    approvedPostId: await idOf("SELECT id FROM blog_posts WHERE status = 'approved' ORDER BY id LIMIT 1"),
    pricingPhaseId: await idOf("SELECT id FROM pricing_phases WHERE kind = 'featured' AND phase = 'between-seasons'"),
  };
}

/** A page as the Worker serves it, with its HTML (with `bindings`: as the app serves it with that env). */
export async function page(path: string, bindings?: Bindings) {
  const res = bindings ? await callApp(path, {}, bindings) : await call(path);
  return { status: res.status, html: await res.text(), res };
}

/** The JSON-LD block with this id in a page, or null. */
export function jsonLd(html: string, id: string) {
  const m = html.match(new RegExp(`<script type="application/ld\\+json" id="${id}">(.*?)</script>`, "s"));
  return m ? JSON.parse(m[1]) : null;
}

/** Every query answer a page inlines for the SPA, the settings (GET /api/config) first. */
export function allInitialData(html: string): { queryKey: unknown[]; data: unknown }[] {
  const m = html.match(/<script type="application\/json" id="__INITIAL_DATA__">(.*?)<\/script>/s);
  return m ? JSON.parse(m[1]) : [];
}

/** The answers a page inlines for its own content: all but the settings, which every page carries (seo.test.ts). */
export function initialData(html: string): { queryKey: unknown[]; data: unknown }[] {
  return allInitialData(html).filter((e) => JSON.stringify(e.queryKey) !== '["/api/config"]');
}
