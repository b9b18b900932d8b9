// Version counters of the public data scopes (see dataVersions in db/schema.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dataVersions } from "../../db/schema";

// "venues" also covers fans' match reports: a venue's listings under a match and its page show their count.
// "going" is fans' "I'm going" (docs/decisions/033): only a match's venue list reads it, so a fan's
// answer leaves every other cached answer in place.
const DATA_SCOPES = ["cities", "venues", "blog", "pricing", "matches", "going"] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export type DataVersions = Record<DataScope, number>;

/** How long an isolate trusts the versions it read; bounds cross-isolate staleness after a write. */
const MEMO_MS = 1000;
let memo: { at: number; versions: DataVersions } | null = null;

/** Forget the memo (after a write in this isolate, or between tests). */
export function forgetDataVersions(): void {
  memo = null;
}

export async function readDataVersions(db: Db, memoMs = MEMO_MS, now = Date.now()): Promise<DataVersions> {
  if (memo && now - memo.at < memoMs) return memo.versions;
  const readAll = () => db.select({ scope: dataVersions.scope, version: dataVersions.version }).from(dataVersions);
  let rows = await readAll();
  if (rows.length < DATA_SCOPES.length) {
    // First use of this database: start each scope at a random version, so a recreated database
    // never reuses the cache keys of an earlier one.
    await db
      .insert(dataVersions)
      .values(DATA_SCOPES.map((scope) => ({ scope, version: crypto.getRandomValues(new Uint32Array(1))[0] })))
      .onConflictDoNothing();
    rows = await readAll();
  }
  const versions = Object.fromEntries(rows.map((r) => [r.scope, r.version])) as DataVersions;
  memo = { at: now, versions };
  return versions;
}

/** A statement for the write's own runBatch: the scopes it changed get a new version. */
export function bumpDataVersions(db: Db, scopes: DataScope[]) {
  return db
    .insert(dataVersions)
    .values(scopes.map((scope) => ({ scope, version: 1 })))
    .onConflictDoUpdate({ target: dataVersions.scope, set: { version: sql`${dataVersions.version} + 1` } });
}
