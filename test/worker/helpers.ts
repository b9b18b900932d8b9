// Shared helpers for Worker tests: call the Worker, seed data.
import { env, exports } from "cloudflare:workers";
import { baseSeedStatements, demoSeedStatements } from "../../src-worker/db/seed";

export const BASE = "http://localhost:8787";

export async function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  return (exports as { default: { fetch: (r: Request) => Promise<Response> } }).default.fetch(
    new Request(BASE + path, {
      ...rest,
      headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    }),
  );
}

export async function callJson<T = unknown>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, init);
  const body = (await res.json()) as T;
  return { status: res.status, body, res };
}

/** Raw SQL equivalent of bumpDataVersions(): tests that write rows directly call it, as real writes do. */
export const BUMP_ALL_SQL =
  "UPDATE data_versions SET version = version + 1 WHERE scope IN ('cities', 'venues', 'blog', 'pricing')";

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

export const seedBase = () => execAll(baseSeedStatements());
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
  const db = new Proxy(d1, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
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
export const PUBLIC_CACHE = /^public, max-age=\d+/;

export async function cityId(slug = "seattle"): Promise<number> {
  return (await env.DB.prepare("SELECT id FROM cities WHERE slug = ?").bind(slug).first<{ id: number }>())!.id;
}

type Row = Record<string, unknown>;
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
  for (const k of Object.keys(row)) if (typeof row[k] === "boolean") row[k] = row[k] ? 1 : 0;
  const cols = Object.keys(row);
  const res = await env.DB.prepare(`INSERT INTO venues (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")}) RETURNING id`)
    .bind(...cols.map((c) => row[c] as string | number | null))
    .first<{ id: number }>();
  return res!.id;
}
