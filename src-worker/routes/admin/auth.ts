// POST /api/admin/login, GET /api/admin/session (open), POST /api/admin/logout (behind the guard).
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { badRequest, serviceUnavailable, unauthorized } from "../../lib/errors";
import { json } from "../../lib/validate";
import { minutes, overall, perIp, rateLimit } from "../../middleware/rate-limit";
import { createSession, deleteSession, findSession, passwordMatches, SESSION_COOKIE, SESSION_TTL_MS } from "../../services/auth/admin-auth";
import { loginBody } from "../../shared/contract/admin";
import { RATE_LIMITS } from "../../shared/limits";

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

const LOGIN = RATE_LIMITS.login;
/** Login attempts per client address and overall, in a sliding 15 minutes. */
const loginLimit = rateLimit(
  [
    { key: perIp("login"), max: LOGIN.perIp, windowMs: minutes(LOGIN.windowMinutes) },
    { key: overall("login"), max: LOGIN.overall, windowMs: minutes(LOGIN.windowMinutes) },
  ],
  { message: "Too many login attempts." },
);

/** Answers without a sign-in: login, and the session check the admin screens start with. */
export const adminSignInRoutes = new Hono<AppEnv>()
  .post(
    "/login",
    async (c, next) => {
      if (!c.env.ADMIN_PASSWORD) throw serviceUnavailable("Admin login is not configured");
      await next();
    },
    loginLimit,
    json(loginBody),
    async (c) => {
      const { password } = c.req.valid("json");
      if (!password) throw badRequest("Please enter the admin password.");
      if (!(await passwordMatches(password, c.env.ADMIN_PASSWORD ?? ""))) throw unauthorized("Invalid password. Please try again.");
      // Sessions are security timers: real seconds, whatever the site's clock says (docs/decisions/036).
      const session = await createSession(c.var.db, getCookie(c, SESSION_COOKIE), Date.now());
      setCookie(c, SESSION_COOKIE, session.token, { ...cookieOptions(c), maxAge: SESSION_TTL_MS / 1000 });
      return c.json({ authenticated: true as const, expiresAt: session.expiresAt.toISOString() });
    },
  )
  .get("/session", async (c) => {
    const session = await findSession(c.var.db, getCookie(c, SESSION_COOKIE), Date.now());
    if (!session) throw unauthorized("Unauthorized");
    c.header("Cache-Control", "no-store");
    return c.json({ authenticated: true as const, expiresAt: session.expiresAt.toISOString() });
  });

/** Mounted behind the guard: signing out needs a live sign-in. */
export const adminSignOutRoutes = new Hono<AppEnv>().post("/logout", async (c) => {
  await deleteSession(c.var.db, getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
  return c.json({ success: true as const });
});
