// A time limit for API requests: a request still running after REQUEST_TIMEOUT_MS (default 10 s)
// is answered 503 {error, code: "timeout"} with Retry-After, so a stalled D1 or R2 call never
// leaves a client waiting without an answer. The optional var REQUEST_TIMEOUT_MS overrides it.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

const requestTimedOut = () => new ApiError(503, "timeout", "The request took too long. Please try again shortly.", undefined, { "Retry-After": "5" });

function limitMs(env: AppEnv["Bindings"]): number {
  const value = Number((env as { REQUEST_TIMEOUT_MS?: string | number }).REQUEST_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_REQUEST_TIMEOUT_MS;
}

export function requestTimeout(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), limitMs(c.env));
    });
    const handled = next().then(() => "done" as const);
    // A handler still running after the answer was sent must not surface as an unhandled rejection.
    handled.catch(() => {});
    try {
      if ((await Promise.race([handled, expired])) === "timeout") throw requestTimedOut();
    } finally {
      clearTimeout(timer);
    }
  };
}
