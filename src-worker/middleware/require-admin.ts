// The admin guard: a live server-side sign-in (cookie). Mounted once, in routes/admin/index.ts.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { unauthorized } from "../lib/errors";
import { findSession, SESSION_COOKIE } from "../services/auth/admin-auth";

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await findSession(c.var.db, getCookie(c, SESSION_COOKIE), Date.now());
  if (!session) throw unauthorized("Unauthorized");
  c.set("admin", true);
  // Admin answers are private and change with every action: never kept by a browser or proxy.
  c.header("Cache-Control", "private, no-store");
  await next();
};
