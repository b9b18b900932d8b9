// POST /api/admin/login, GET /api/admin/session (open), POST /api/admin/logout (behind the guard).
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, serviceUnavailable, tooManyRequests, unauthorized } from "../../lib/errors";
import { json } from "../../lib/validate";
import { createSession, deleteSession, findSession, passwordMatches, SESSION_COOKIE, SESSION_TTL_MS } from "../../services/auth/admin-auth";
import { clearHits, clientIp, enforceRateLimit, recentHits, recordHit } from "../../services/platform/rate-limit";
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
const WINDOW_SECONDS = LOGIN.windowMinutes * 60;
/** The one admin account's failures, from every address. */
const ACCOUNT_FAILURES = "login-failed:account:admin";

/**
 * Holds a slot among the address's failures before the password is compared (so parallel guesses
 * cannot overshoot the limit) and answers 429 when the address is locked; the caller frees the slot
 * on success. Only failures count (SECURITY.md, "Admin sign-in"): an office that signs in often is
 * never locked, and failures from other addresses tighten each address's allowance without locking
 * out an address that has not failed itself.
 */
async function holdFailureSlot(c: Context<AppEnv>, now: number): Promise<string> {
  const key = `login-failed:ip:${clientIp(c.req.raw.headers)}`;
  const underAttack = (await recentHits(c.var.db, ACCOUNT_FAILURES, WINDOW_SECONDS, now)) >= LOGIN.accountUnderAttack;
  try {
    await enforceRateLimit(c.var.db, { key, max: underAttack ? LOGIN.perIpUnderAttack : LOGIN.perIp, windowSeconds: WINDOW_SECONDS }, now);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) throw tooManyRequests(Number(err.headers?.["Retry-After"]), "Too many login attempts.");
    throw err;
  }
  return key;
}

/** Answers without a sign-in: login, and the session check the admin screens start with. */
export const adminSignInRoutes = new Hono<AppEnv>()
  .post(
    "/login",
    async (c, next) => {
      if (!c.env.ADMIN_PASSWORD) throw serviceUnavailable("Admin login is not configured");
      await next();
    },
    json(loginBody),
    async (c) => {
      const { password } = c.req.valid("json");
      if (!password) throw badRequest("Please enter the admin password.");
      // Sessions and rate limits are security timers: real seconds, whatever the site's clock says (docs/decisions/036).
      const now = Date.now();
      const addressFailures = await holdFailureSlot(c, now);
      if (!(await passwordMatches(password, c.env.ADMIN_PASSWORD ?? ""))) {
        await recordHit(c.var.db, ACCOUNT_FAILURES, WINDOW_SECONDS, LOGIN.accountUnderAttack, now);
        throw unauthorized("Invalid password. Please try again.");
      }
      await clearHits(c.var.db, addressFailures);
      const session = await createSession(c.var.db, getCookie(c, SESSION_COOKIE), now);
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
