// Guards every admin call: a live server-side sign-in (cookie), and for writes a same-site Origin.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { findSession, SESSION_COOKIE } from "../services/admin-auth";
import { forbidden, unauthorized } from "../lib/errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Writes must come from this site. No Origin header is accepted: SameSite=Strict already keeps the
 * cookie out of cross-site requests, and non-browser clients do not send one.
 */
export function checkOrigin(c: Context<AppEnv>): void {
  if (!MUTATING.has(c.req.method)) return;
  const origin = c.req.header("origin");
  if (origin === undefined) return;
  const allowed = [originOf(c.req.url), originOf(getConfig(c.env).SITE_URL)];
  if (!allowed.includes(origin)) throw forbidden("Cross-site request refused.");
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  checkOrigin(c);
  const session = await findSession(c.var.db, getCookie(c, SESSION_COOKIE));
  if (!session) throw unauthorized("Unauthorized");
  // Admin answers are private and change with every action: never kept by a browser or proxy.
  c.header("Cache-Control", "private, no-store");
  await next();
};
