// The admin's shared password and server-side sessions. Only a SHA-256 hash of a session token is
// stored, so a leaked database row cannot be replayed as a cookie.
import { and, eq, gt, lte } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { adminSessions } from "../../db/schema";

export const SESSION_COOKIE = "wcws_admin";
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const encoder = new TextEncoder();

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export async function hashToken(token: string): Promise<string> {
  return toHex(await sha256(token));
}

/**
 * Constant-time password check: both sides are hashed first (equal lengths whatever was typed),
 * then every byte is compared without an early exit.
 */
export async function passwordMatches(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function newSessionToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * A new session on every login (rotation): the session the browser presented, if any, ends, and
 * expired sessions are purged in the same batch.
 */
export async function createSession(db: Db, previousToken: string | undefined, now: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = now + SESSION_TTL_MS;
  const statements = [
    db.delete(adminSessions).where(lte(adminSessions.expiresAt, new Date(now))),
    db.insert(adminSessions).values({ tokenHash: await hashToken(token), createdAt: new Date(now), expiresAt: new Date(expiresAt) }),
  ];
  if (previousToken) statements.unshift(db.delete(adminSessions).where(eq(adminSessions.tokenHash, await hashToken(previousToken))));
  await runBatch(db, statements);
  return { token, expiresAt: new Date(expiresAt) };
}

/** The session's expiry when the token belongs to a live session; null otherwise. */
export async function findSession(db: Db, token: string | undefined, now: number): Promise<{ expiresAt: Date } | null> {
  // A real token is 43 base64url characters; anything else cannot match, so skip the query.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, await hashToken(token)), gt(adminSessions.expiresAt, new Date(now))))
    .limit(1);
  return row ? { expiresAt: row.expiresAt } : null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, await hashToken(token)));
}
