// Records of writes sent with an Idempotency-Key (db/schema.ts idempotencyKeys), free of HTTP: the
// statement that records one (run in the write's own batch), its answer, the lookup a retry makes and
// the cron's expiry. The middleware that uses them is middleware/idempotency.ts.
import { and, eq, lt } from "drizzle-orm";
import { createDb, type Db } from "../../db/client";
import { idempotencyKeys } from "../../db/schema";

/** How long a key is remembered: a retry within this time gets the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export interface StoredAnswer {
  status: number;
  body: string;
  contentType: string | null;
}

export interface RecordKey {
  scope: string;
  key: string;
  requestHash: string;
  admin: boolean;
}

export async function findRecord(db: Db, scope: string, key: string): Promise<IdempotencyRecord | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The INSERT that records the key (with the answer when it is known), as a statement of the raw
 * binding, for the write's own batch. A plain INSERT: when another request with the same key
 * committed first, it fails, and with it the whole batch, so the write never happens twice.
 */
export function recordStatement(d1: D1Database, record: RecordKey, answer: StoredAnswer | null): D1PreparedStatement {
  const query = createDb(d1)
    .insert(idempotencyKeys)
    // Stamped with the machine's clock, as the in-progress check that reads it (a lease of real seconds).
    .values({ ...record, status: answer?.status ?? null, body: answer?.body ?? null, contentType: answer?.contentType ?? null, createdAt: new Date() })
    .toSQL();
  return d1.prepare(query.sql).bind(...query.params);
}

/** Keeps the answer of a write that was committed before its answer was known. */
export async function storeAnswer(db: Db, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Cron: keys older than the retention are forgotten. */
export async function expireIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const res = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  return res.meta.changes ?? 0;
}
