// Venue owners sign in with a link sent to their e-mail address: the link's token is single-use,
// lasts 15 minutes and only its SHA-256 hash is stored. Signing in starts a server-side session of
// its own (cookie wcws_owner), apart from the admin's; only the hash of its token is stored too.
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { ownerSessions, ownerSignInTokens } from "../../db/schema";
import { hashToken } from "./admin-auth";

export const OWNER_COOKIE = "wcws_owner";
/**
 * Re-authentication as ASVS 4.0 §3.3.2 asks at level 2: a session ends 12 hours after sign-in
 * however much it is used, and after 30 minutes without a request. expires_at is the idle deadline,
 * moved forward as the owner works (at most one write per 5 minutes), never past the 12 hours.
 */
export const OWNER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const OWNER_SESSION_IDLE_MS = 30 * 60 * 1000;
const IDLE_EXTEND_AFTER_MS = 5 * 60 * 1000;
const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/** A token is 32 random bytes as base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The sign-in link's URL on the site; with a venue, the link opens that listing once signed in. */
export const signInUrl = (siteUrl: string, token: string, venueId?: number) =>
  `${siteUrl.replace(/\/$/, "")}/owner/sign-in?token=${token}${venueId ? `&venue=${venueId}` : ""}`;

/** A statement (for the batch that queues the e-mail) storing a new link's token hash (hashToken of the token). */
export function signInTokenStatement(db: Db, email: string, tokenHash: string, now: number) {
  return db.insert(ownerSignInTokens).values({ tokenHash, email, expiresAt: new Date(now + SIGN_IN_LINK_TTL_MS), createdAt: new Date(now) });
}

/**
 * Uses a sign-in link: marks it used and starts a session for its address, ending the session the
 * browser presented, in ONE batch (a link is never spent without its session, nor a session started
 * from a link another tab used: the session rows are written only for a token this batch marked).
 * Null when the token is unknown, used or expired (linkRefusal says which).
 */
export async function signInWithToken(
  db: Db,
  token: string,
  previousSession: string | undefined,
  now: number,
): Promise<{ token: string; email: string; expiresAt: Date } | null> {
  if (!TOKEN.test(token)) return null;
  // The lookup is by hash: the stored value is never compared with what the visitor sent.
  const tokenHash = await hashToken(token);
  const session = newToken();
  const expiresAt = new Date(now + OWNER_SESSION_IDLE_MS);
  const usedHere = sql`EXISTS (SELECT 1 FROM owner_sign_in_tokens WHERE token_hash = ${tokenHash} AND used_at = ${now})`;
  const [used] = await runBatch(db, [
    db
      .update(ownerSignInTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(ownerSignInTokens.tokenHash, tokenHash), isNull(ownerSignInTokens.usedAt), gt(ownerSignInTokens.expiresAt, new Date(now))))
      .returning({ email: ownerSignInTokens.email }),
    ...(previousSession && TOKEN.test(previousSession)
      ? [sql`DELETE FROM owner_sessions WHERE token_hash = ${await hashToken(previousSession)} AND ${usedHere}`]
      : []),
    sql`INSERT INTO owner_sessions (token_hash, email, created_at, expires_at)
      SELECT ${await hashToken(session)}, email, ${now}, ${expiresAt.getTime()} FROM owner_sign_in_tokens WHERE token_hash = ${tokenHash} AND used_at = ${now}`,
    db.delete(ownerSessions).where(lte(ownerSessions.expiresAt, new Date(now))),
    db.delete(ownerSignInTokens).where(lte(ownerSignInTokens.expiresAt, new Date(now - SIGN_IN_LINK_TTL_MS))),
  ]);
  const email = (used as { email: string }[])[0]?.email;
  if (!email) return null;
  return { token: session, email, expiresAt };
}

/**
 * Why a sign-in link could not be used, checked against its stored hash (a link is kept until 15
 * minutes after it expired, so an older one reads as unknown): the message the owner is shown.
 */
export async function linkRefusal(db: Db, token: string, now: number): Promise<string> {
  const [row] = TOKEN.test(token)
    ? await db
        .select({ usedAt: ownerSignInTokens.usedAt, expiresAt: ownerSignInTokens.expiresAt })
        .from(ownerSignInTokens)
        .where(eq(ownerSignInTokens.tokenHash, await hashToken(token)))
    : [];
  if (row?.usedAt) return "This sign-in link was already used: each link signs in once. Ask for a new one below.";
  if (row && row.expiresAt.getTime() <= now) return "This sign-in link has expired: links last 15 minutes. Ask for a new one below.";
  return "This sign-in link is not valid or has expired. Ask for a new one below.";
}

/** The signed-in owner's address and session expiry (idle deadline), or null; a used session's deadline moves forward. */
export async function findOwnerSession(db: Db, token: string | undefined, now: number): Promise<{ email: string; expiresAt: Date } | null> {
  if (!token || !TOKEN.test(token)) return null;
  const tokenHash = await hashToken(token);
  const [row] = await db
    .select({ email: ownerSessions.email, createdAt: ownerSessions.createdAt, expiresAt: ownerSessions.expiresAt })
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.tokenHash, tokenHash),
        gt(ownerSessions.expiresAt, new Date(now)),
        gt(ownerSessions.createdAt, new Date(now - OWNER_SESSION_TTL_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const deadline = new Date(Math.min(now + OWNER_SESSION_IDLE_MS, row.createdAt.getTime() + OWNER_SESSION_TTL_MS));
  if (deadline.getTime() - row.expiresAt.getTime() < IDLE_EXTEND_AFTER_MS) return { email: row.email, expiresAt: row.expiresAt };
  await db.update(ownerSessions).set({ expiresAt: deadline }).where(eq(ownerSessions.tokenHash, tokenHash));
  return { email: row.email, expiresAt: deadline };
}

export async function deleteOwnerSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, await hashToken(token)));
}

/** Cron: sign-in links past their 15 minutes and owner sessions past their deadline are forgotten (they name an address). */
export async function purgeExpiredOwnerSignIns(db: Db, now: Date): Promise<void> {
  await runBatch(db, [
    db.delete(ownerSignInTokens).where(lte(ownerSignInTokens.expiresAt, now)),
    db.delete(ownerSessions).where(lte(ownerSessions.expiresAt, now)),
  ]);
}
