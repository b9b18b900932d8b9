// Fixed-window rate limits kept in D1 (one upsert per check), so limits hold across isolates.
import { tooManyRequests } from "../lib/errors";

export interface Limit {
  /** e.g. "login:ip:1.2.3.4" */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit; throws a 429 (with Retry-After) once the window's budget is spent. */
export async function enforceRateLimit(db: D1Database, limit: Limit, now = Date.now()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = ?2 THEN rate_limits.count + 1 ELSE 1 END,
         window_start = ?2
       RETURNING count`,
    )
    .bind(limit.key, windowStart)
    .first<{ count: number }>();
  if ((row?.count ?? 0) > limit.max) {
    throw tooManyRequests(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
  }
}

/** The client address as seen by Cloudflare (falls back to a constant locally). */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "local";
}
