// D1 fault injection shared by the fault tests: a binding that always fails or hangs, one that fails
// after a number of calls (an outage starting part way through a request), and a dump of every row.
import { env } from "cloudflare:workers";

export const d1Error = () => new Error("D1_ERROR: Network connection lost. (injected fault)");

/** A D1 binding every call of which fails (like D1 during an outage), or never answers. */
export function brokenD1(mode: "throw" | "hang"): D1Database {
  const fail = () => (mode === "throw" ? Promise.reject(d1Error()) : new Promise<never>(() => {}));
  const stmt: Record<string, unknown> = {};
  Object.assign(stmt, { bind: () => stmt, first: fail, all: fail, run: fail, raw: fail });
  const db: Record<string, unknown> = { prepare: () => stmt, batch: fail, exec: fail, dump: fail };
  db.withSession = () => db;
  db.getBookmark = () => null;
  return db as unknown as D1Database;
}

/**
 * The real D1, except that every call after the first `okCalls` fails (an outage that starts part
 * way through a request). `calls` counts the calls made; `writesOutsideBatch` lists write
 * statements run on their own (not in a batch).
 */
export function d1FailingAfter(okCalls: number) {
  const real = env.DB;
  let calls = 0;
  let lastWriteCall = 0;
  const isWrite = (sql: string) => /^\s*(insert|update|delete|replace)\b/i.test(sql) && !/rate_limits|admin_sessions/.test(sql);
  const writesOutsideBatch: string[] = [];
  const batches: string[][] = [];
  const sqlOf = new WeakMap<object, string>();
  const gate = () => {
    calls++;
    if (calls > okCalls) throw d1Error();
  };
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (prop === "bind") return (...args: unknown[]) => wrap(value.apply(target, args), sql);
        if (["first", "all", "run", "raw"].includes(String(prop))) {
          return async (...args: unknown[]) => {
            gate();
            if (isWrite(sql)) {
              writesOutsideBatch.push(sql);
              lastWriteCall = calls;
            }
            return value.apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(proxy, sql);
    return proxy;
  };
  const db: D1Database = new Proxy(real, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      // The Worker reads through a D1 session: the session is this same faulty database.
      if (prop === "withSession") return () => db;
      if (prop === "getBookmark") return () => null;
      if (prop === "prepare") return (sql: string) => wrap(value.call(target, sql), sql);
      if (prop === "batch") {
        return async (stmts: D1PreparedStatement[]) => {
          gate();
          const sqls = stmts.map((s) => sqlOf.get(s) ?? "?");
          batches.push(sqls);
          if (sqls.some(isWrite)) lastWriteCall = calls;
          return value.call(target, stmts);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db,
    get calls() {
      return calls;
    },
    get lastWriteCall() {
      return lastWriteCall;
    },
    writesOutsideBatch,
    batches,
  };
}

/** Every durable row (rate limits, sign-ins and cache versions legitimately change). */
export async function dump(): Promise<string> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('rate_limits', 'admin_sessions', 'data_versions') ORDER BY name",
  ).all<{ name: string }>();
  // One batch for every table: the fault and retry tests take a dump at every step.
  const rows = await env.DB.batch(tables.results.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)));
  const out: Record<string, unknown> = {};
  tables.results.forEach(({ name }, i) => {
    out[name] = rows[i].results.map((row) => Object.values(row as object));
  });
  return JSON.stringify(out);
}
