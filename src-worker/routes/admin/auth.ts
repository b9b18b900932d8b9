// POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session.
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { badRequest, serviceUnavailable, unauthorized } from "../../lib/errors";
import { checkOrigin, requireAdmin } from "../../middleware/require-admin";
import { jsonBody } from "../../lib/validate";
import {
  createSession,
  deleteSession,
  findSession,
  limitLoginAttempts,
  passwordMatches,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from "../../services/admin-auth";
import type { AdminSession } from "../../shared/admin-types";

/** Browsers refuse Secure cookies over plain http, which local runs use. */
function cookieOptions(c: Context<AppEnv>) {
  const host = new URL(c.req.url).hostname;
  return {
    httpOnly: true,
    sameSite: "Strict" as const,
    path: "/",
    secure: host !== "localhost" && host !== "127.0.0.1",
  };
}

export const adminAuthRoutes = new Hono<AppEnv>();

adminAuthRoutes.post("/login", async (c) => {
  checkOrigin(c);
  const expected = c.env.ADMIN_PASSWORD;
  if (!expected) throw serviceUnavailable("Admin login is not configured");
  await limitLoginAttempts(c.var.db, c.req.raw.headers);
  const { password } = await jsonBody(c, z.object({ password: z.string().max(1024).default("") }));
  if (!password) throw badRequest("Please enter the admin password.");
  if (!(await passwordMatches(password, expected))) throw unauthorized("Invalid password. Please try again.");
  const session = await createSession(c.var.db, getCookie(c, SESSION_COOKIE));
  setCookie(c, SESSION_COOKIE, session.token, { ...cookieOptions(c), maxAge: SESSION_TTL_MS / 1000 });
  return c.json<AdminSession>({ authenticated: true, expiresAt: session.expiresAt.toISOString() });
});

adminAuthRoutes.post("/logout", requireAdmin, async (c) => {
  await deleteSession(c.var.db, getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
  return c.json({ success: true });
});

adminAuthRoutes.get("/session", async (c) => {
  const session = await findSession(c.var.db, getCookie(c, SESSION_COOKIE));
  if (!session) throw unauthorized("Unauthorized");
  c.header("Cache-Control", "no-store");
  return c.json<AdminSession>({ authenticated: true, expiresAt: session.expiresAt.toISOString() });
});
