// Fixed-window rate limits kept in D1 (one upsert per check), so limits hold across isolates.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "../lib/errors";

export interface Limit {
  /** e.g. "login:ip:1.2.3.4" */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit; throws a 429 (with Retry-After) once the window's budget is spent. */
export async function enforceRateLimit(db: Db, limit: Limit, now = Date.now()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  // One atomic upsert: a hit in the current window counts on, a hit in a new window restarts at 1.
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > limit.max) {
    throw tooManyRequests(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
  }
}

/** The client address as seen by Cloudflare (falls back to a constant locally). */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "local";
}
