// The one same-origin check, run on every mutating API call (and by the checkout stand-in's forms,
// which answer a refusal with a page of their own). A browser names the page that sent a request in Origin (or at least in Sec-Fetch-Site);
// a request naming another site is refused. A request with neither comes from a non-browser client,
// which carries no visitor's cookies (they are SameSite=Strict), so it is let through.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { forbidden } from "../lib/errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined) return origin === originOf(c.req.url) || origin === originOf(getConfig(c.env).SITE_URL);
  const site = c.req.header("sec-fetch-site");
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * RFC 8058's one-click unsubscribe is POSTed by the mail client, from wherever it runs: its signed
 * token is its whole authority (no cookie is read there), so the site's Origin is not asked for.
 */
const ANY_ORIGIN = new Set(["/api/reminders/unsubscribe"]);

export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (MUTATING.has(c.req.method) && !ANY_ORIGIN.has(c.req.path) && !isSameOrigin(c)) throw forbidden("Cross-site request refused.");
  await next();
};
