// /api/owner: venue owners claim a listing, sign in with an e-mailed link and keep the listing true.
// Claims and link requests answer the same whatever was found; everything under /venues needs a
// live owner sign-in and a venue the address manages (404 otherwise).
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { ApiError, tooManyRequests, unauthorized } from "../lib/errors";
import { json, param } from "../lib/validate";
import { minutes, perIp, rateLimit } from "../middleware/rate-limit";
import { requireOwner } from "../middleware/require-owner";
import { hashToken } from "../services/auth/admin-auth";
import { deleteOwnerSession, findOwnerSession, linkRefusal, OWNER_COOKIE, OWNER_SESSION_TTL_MS, signInWithToken } from "../services/auth/owner-auth";
import { clearMatchDayStatus, type MatchDayTarget, ownerMatchDayStatus, setMatchDayStatus } from "../services/owners/match-day-status";
import { LINK_SENT_MESSAGE, listClaimsOf, requestOwnerClaim, requestOwnerSignIn } from "../services/owners/owner-claims";
import { assertOwns, confirmOwnerVenue, editOwnerVenue, getOwnerVenue, listOwnerVenues, setOwnerCover } from "../services/owners/owner-venues";
import { coverKey, writeReferencing } from "../services/platform/media";
import { enforceRateLimit } from "../services/platform/rate-limit";
import { ownerGoing } from "../services/venues/going";
import { venueFigures } from "../services/venues/venue-stats";
import { matchDayStatusBody, ownerDayStatusParams, ownerMatchStatusParams } from "../shared/contract/match-day-status";
import { ownerClaimBody, ownerSessionBody, ownerSignInBody, ownerVenueEditBody, ownerVenueIdParams } from "../shared/contract/owner";
import { RATE_LIMITS } from "../shared/limits";
import { receiveCover } from "./admin/uploads";

const LINKS = RATE_LIMITS.ownerLinks;

/** Link requests per client address, then per e-mail address (kept as a hash: no address in the limits table). */
const linkLimit = rateLimit([{ key: perIp("owner-link"), max: LINKS.perIp, windowMs: minutes(LINKS.windowMinutes) }], {
  message: "Too many sign-in requests.",
});

async function limitPerEmail(c: Context<AppEnv>, email: string): Promise<void> {
  try {
    await enforceRateLimit(
      c.var.db,
      {
        key: `owner-link:email:${await hashToken(email)}`,
        max: LINKS.perEmail,
        windowSeconds: minutes(LINKS.windowMinutes) / 1000,
      },
      // Rate limits count real seconds, whatever the site's clock says (docs/decisions/036).
      Date.now(),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) throw tooManyRequests(Number(err.headers?.["Retry-After"]), "Too many sign-in requests.");
    throw err;
  }
}

const signInLimit = rateLimit([{ key: perIp("owner-sign-in"), max: RATE_LIMITS.ownerSignIn.perIp, windowMs: minutes(RATE_LIMITS.ownerSignIn.windowMinutes) }], {
  message: "Too many sign-in attempts.",
});

/** Browsers refuse Secure cookies over plain http, which local runs use; production always sets it. */
function cookieOptions(c: Context<AppEnv>) {
  const host = new URL(c.req.url).hostname;
  const production = getConfig(c.env).ENVIRONMENT === "production";
  return { httpOnly: true, sameSite: "Strict" as const, path: "/", secure: production || (host !== "localhost" && host !== "127.0.0.1") };
}

const siteOf = (c: Context<AppEnv>) => {
  const config = getConfig(c.env);
  return { url: config.SITE_URL, name: config.SITE_NAME };
};

const linkSent = (c: Context<AppEnv>) => c.json({ accepted: true as const, message: LINK_SENT_MESSAGE }, 202, { "Cache-Control": "private, no-store" });

const TODAY: MatchDayTarget = { today: true };

/** The owner's venues: every call checks the sign-in (guard) and that the address manages the venue (service). */
const ownerVenueRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listOwnerVenues(c.var.db, c.var.owner!)))
  .get("/:id", param(ownerVenueIdParams), async (c) => c.json(await getOwnerVenue(c.var.db, c.var.owner!, c.req.valid("param").id)))
  .patch("/:id", param(ownerVenueIdParams), json(ownerVenueEditBody), async (c) => {
    const { id } = c.req.valid("param");
    const result = await editOwnerVenue(c.var.db, c.var.owner!, id, c.req.valid("json"), c.var.now);
    return c.json({ success: true as const, venueId: id, ...result });
  })
  .post("/:id/confirm", param(ownerVenueIdParams), async (c) => {
    const { id } = c.req.valid("param");
    const { verifiedAt } = await confirmOwnerVenue(c.var.db, c.var.owner!, id, c.var.now);
    return c.json({ success: true as const, venueId: id, verifiedAt });
  })
  .post("/:id/cover", param(ownerVenueIdParams), async (c) => {
    const { id } = c.req.valid("param");
    await assertOwns(c.var.db, c.var.owner!, id);
    const coverImage = await receiveCover(c, "venues", id);
    await writeReferencing(c.env.UPLOADS, coverKey(coverImage), () => setOwnerCover(c.var.db, c.var.owner!, id, coverImage, c.var.now));
    return c.json({ success: true as const, coverImage });
  })
  .get("/:id/figures", param(ownerVenueIdParams), async (c) => {
    const { id } = c.req.valid("param");
    await assertOwns(c.var.db, c.var.owner!, id);
    return c.json(await venueFigures(c.var.db, id, c.var.now.getTime()));
  })
  // Fans going per upcoming match: the venue's own figures, from the first answer.
  .get("/:id/going", param(ownerVenueIdParams), async (c) => {
    const { id } = c.req.valid("param");
    await assertOwns(c.var.db, c.var.owner!, id);
    return c.json(await ownerGoing(c.var.db, id, c.var.now));
  })
  // Live match-day facts (docs/decisions/034): for a match, or for today at the venue; on the site's clock.
  .get("/:id/status", param(ownerVenueIdParams), async (c) =>
    c.json(await ownerMatchDayStatus(c.var.db, c.var.owner!, c.req.valid("param").id, c.var.now), 200, { "Cache-Control": "private, no-store" }),
  )
  .put("/:id/matches/:number/status/:kind", param(ownerMatchStatusParams), json(matchDayStatusBody), async (c) => {
    const { id, number, kind } = c.req.valid("param");
    const fact = await setMatchDayStatus(c.var.db, c.var.owner!, id, { match: number }, kind, c.req.valid("json").at, c.var.now);
    return c.json({ success: true as const, fact });
  })
  .delete("/:id/matches/:number/status/:kind", param(ownerMatchStatusParams), async (c) => {
    const { id, number, kind } = c.req.valid("param");
    return c.json({ success: true as const, removed: await clearMatchDayStatus(c.var.db, c.var.owner!, id, { match: number }, kind, c.var.now) });
  })
  .put("/:id/today/status/:kind", param(ownerDayStatusParams), json(matchDayStatusBody), async (c) => {
    const { id, kind } = c.req.valid("param");
    const fact = await setMatchDayStatus(c.var.db, c.var.owner!, id, TODAY, kind, c.req.valid("json").at, c.var.now);
    return c.json({ success: true as const, fact });
  })
  .delete("/:id/today/status/:kind", param(ownerDayStatusParams), async (c) => {
    const { id, kind } = c.req.valid("param");
    return c.json({ success: true as const, removed: await clearMatchDayStatus(c.var.db, c.var.owner!, id, TODAY, kind, c.var.now) });
  });

export const ownerRoutes = new Hono<AppEnv>()
  .post("/claims", json(ownerClaimBody), linkLimit, async (c) => {
    const body = c.req.valid("json");
    await limitPerEmail(c, body.email);
    await requestOwnerClaim(c.var.db, body, siteOf(c), Date.now());
    return linkSent(c);
  })
  .post("/sign-in", json(ownerSignInBody), linkLimit, async (c) => {
    const { email } = c.req.valid("json");
    await limitPerEmail(c, email);
    await requestOwnerSignIn(c.var.db, email, siteOf(c), Date.now());
    return linkSent(c);
  })
  // Uses a sign-in link: a new session (new token) on every sign-in. Only this POST (the page's
  // "Sign in" button, Origin checked) spends a link: opening it, as mail scanners do, never does.
  .post("/session", signInLimit, json(ownerSessionBody), async (c) => {
    const { token } = c.req.valid("json");
    // Sign-in links and sessions are security timers: real seconds, whatever the site's clock says (docs/decisions/036).
    const session = await signInWithToken(c.var.db, token, getCookie(c, OWNER_COOKIE), Date.now());
    if (!session) throw unauthorized(await linkRefusal(c.var.db, token, Date.now()));
    setCookie(c, OWNER_COOKIE, session.token, { ...cookieOptions(c), maxAge: OWNER_SESSION_TTL_MS / 1000 });
    return c.json({ email: session.email, expiresAt: session.expiresAt.toISOString() }, 200, { "Cache-Control": "private, no-store" });
  })
  .get("/session", async (c) => {
    const session = await findOwnerSession(c.var.db, getCookie(c, OWNER_COOKIE), Date.now());
    if (!session) throw unauthorized("Please sign in to manage your listing.");
    return c.json({ email: session.email, expiresAt: session.expiresAt.toISOString() }, 200, { "Cache-Control": "private, no-store" });
  })
  // The signed-in address's claims (pending ones included) and where each stands.
  .get("/claims", requireOwner, async (c) => c.json(await listClaimsOf(c.var.db, c.var.owner!)))
  .use("/sign-out", requireOwner)
  .post("/sign-out", async (c) => {
    await deleteOwnerSession(c.var.db, getCookie(c, OWNER_COOKIE));
    deleteCookie(c, OWNER_COOKIE, cookieOptions(c));
    return c.json({ success: true as const });
  })
  .use("/venues/*", requireOwner)
  .use("/venues", requireOwner)
  .route("/venues", ownerVenueRoutes);
