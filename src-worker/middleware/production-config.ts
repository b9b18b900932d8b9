// A production deploy that lacks a secret it needs (the Stripe webhook's, the admin password) or has a
// weak admin password serves its pages and reads, but refuses every write with a clear 503, and says
// why in the log at its first request (env.ts productionGaps). The Stripe webhook answers for itself
// (a 400 without its secret, never a 5xx) and browsers' CSP reports are only logged, so both pass.
import type { MiddlewareHandler } from "hono";
import { type AppEnv, type Bindings, productionGaps } from "../env";
import { ApiError } from "../lib/errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PASSES = new Set(["/api/stripe/webhook", "/api/csp-report"]);

/** Each misconfiguration is logged once per isolate, not on every request. */
const logged = new WeakSet<object>();

/** Logs the gaps of a production deploy (at its first request or cron run); answers them. */
export function reportProductionGaps(env: Bindings): string[] {
  const gaps = productionGaps(env);
  if (gaps.length && !logged.has(env)) {
    logged.add(env);
    console.error(JSON.stringify({ error: "Production is not fully configured: writes are refused until it is fixed.", gaps }));
  }
  return gaps;
}

export const refuseWritesWhenMisconfigured: MiddlewareHandler<AppEnv> = async (c, next) => {
  const gaps = reportProductionGaps(c.env);
  if (gaps.length && MUTATING.has(c.req.method) && !PASSES.has(new URL(c.req.url).pathname)) {
    throw new ApiError(503, "not_configured", "This site is not fully set up yet, so it cannot save changes. Please try again later.", undefined, {
      "Retry-After": "300",
    });
  }
  await next();
};
