// Sliding-window rate limits kept in D1 (one upsert per check), so limits hold across isolates. Each key
// keeps the times of the hits it let through in the last window: a hit is let through while fewer than
// `max` of them are younger than the window, so no stretch of `windowSeconds` ever holds more than
// `max` (a fixed window would let 2 x max through around its boundary).
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { tooManyRequests } from "../../lib/errors";

export interface Limit {
  /** e.g. "login:ip:1.2.3.4" */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit; throws a 429 (with Retry-After: when the oldest hit leaves the window) once `max` hits are in it. */
export async function enforceRateLimit(db: Db, limit: Limit, now: number): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  // The kept hits still inside the window (SET expressions all read the row as it was).
  const recent = sql`(SELECT json_group_array(value) FROM json_each(${rateLimits.hits}) WHERE value > ${now - windowMs})`;
  const room = sql`json_array_length(${recent}) < ${limit.max}`;
  // One atomic upsert: the first hit of a key is let through; later ones only while the window has room.
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, hits: limit.max > 0 ? [now] : [], allowed: limit.max > 0, updatedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${room} THEN json_insert(${recent}, '$[#]', ${now}) ELSE ${recent} END`,
        allowed: room,
        updatedAt: now,
      },
    })
    .returning({ hits: rateLimits.hits, allowed: rateLimits.allowed });
  if (row && !row.allowed) {
    const oldest = row.hits.length ? Math.min(...row.hits) : now;
    throw tooManyRequests(Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)));
  }
}

/**
 * Adds one hit to a key without refusing anything (a failure to remember), keeping only the hits inside
 * the window and at most `keep` of them, so a key that many clients hit stays a small row.
 */
export async function recordHit(db: Db, key: string, windowSeconds: number, keep: number, now: number): Promise<void> {
  const recent = sql`(SELECT json_group_array(value) FROM (SELECT value FROM json_each(${rateLimits.hits}) WHERE value > ${now - windowSeconds * 1000} ORDER BY value DESC LIMIT ${keep - 1}))`;
  await db
    .insert(rateLimits)
    .values({ key, hits: [now], allowed: true, updatedAt: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: sql`json_insert(${recent}, '$[#]', ${now})`, allowed: true, updatedAt: now } });
}

/** How many hits a key holds inside the window, without adding one. */
export async function recentHits(db: Db, key: string, windowSeconds: number, now: number): Promise<number> {
  const [row] = await db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row ? row.hits.filter((t) => t > now - windowSeconds * 1000).length : 0;
}

/** Forgets a key's hits (a success that wipes the slate of the failures before it). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Cron: keys not hit for a day hold no hit inside any window (the longest is 15 minutes). */
export async function purgeIdleRateLimits(db: Db, now: Date): Promise<number> {
  const res = await db.delete(rateLimits).where(lt(rateLimits.updatedAt, now.getTime() - 24 * 60 * 60 * 1000));
  return res.meta.changes ?? 0;
}

/** The client address as seen by Cloudflare (falls back to a constant locally). */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "local";
}
