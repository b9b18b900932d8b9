// Rate limits as route middleware: each limit counts one hit per request under its key and answers
// 429 with Retry-After, and a message saying when to retry, once the sliding window is full
// (services/platform/rate-limit.ts keeps the hits). The numbers of every limit are in shared/limits.ts.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError, tooManyRequests } from "../lib/errors";
import { clientIp, enforceRateLimit } from "../services/platform/rate-limit";

export interface RateLimit {
  /** e.g. `bookmarks:ip:1.2.3.4`; built from the request after its input was validated. */
  key: (c: Context<AppEnv>) => string;
  max: number;
  windowMs: number;
}

/** A window of shared/limits.ts RATE_LIMITS in milliseconds. */
export const minutes = (n: number) => n * 60_000;

export function rateLimit(limits: RateLimit[], { message }: { message?: string } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      for (const limit of limits) {
        // Real seconds, whatever the site's clock says (docs/decisions/036).
        await enforceRateLimit(c.var.db, { key: limit.key(c), max: limit.max, windowSeconds: limit.windowMs / 1000 }, Date.now());
      }
    } catch (err) {
      if (message && err instanceof ApiError && err.status === 429) throw tooManyRequests(Number(err.headers?.["Retry-After"]), message);
      throw err;
    }
    await next();
  };
}

/** Keyed by the client address. */
export const perIp = (name: string) => (c: Context<AppEnv>) => `${name}:ip:${clientIp(c.req.raw.headers)}`;

/** Keyed by the fan's anonymous id, read from the validated JSON body or query. */
export const perUser = (name: string, target: "json" | "query") => (c: Context<AppEnv>) =>
  `${name}:user:${(c.req.valid(target as never) as { userId: string }).userId}`;
