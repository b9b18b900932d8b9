// The owner guard: a live owner sign-in (cookie wcws_owner, apart from the admin's). Mounted once, in routes/owner.ts.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { unauthorized } from "../lib/errors";
import { findOwnerSession, OWNER_COOKIE } from "../services/auth/owner-auth";

export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await findOwnerSession(c.var.db, getCookie(c, OWNER_COOKIE), Date.now());
  if (!session) throw unauthorized("Please sign in to manage your listing.");
  c.set("owner", session.email);
  // An owner's answers are private: never kept by a browser or proxy.
  c.header("Cache-Control", "private, no-store");
  await next();
};
