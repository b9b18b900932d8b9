// Safe retries: a write sent with an `Idempotency-Key` header is done once. Its key is recorded in the
// same D1 batch as the write, with the answer (db/held-writes.ts holds the handler's writes until the
// answer is known), so a retry with the same key gets the first answer (`Idempotent-Replayed: true`)
// and never writes again, even when D1 failed after the write committed. The same key with another
// request is a 422; a retry while the first is still running, a 409 with Retry-After. Keys are kept
// 24 hours (services/platform/idempotency.ts). Mounted once, on /api (app.ts); docs/decisions/013.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { constraintConflict, isConstraintFailure } from "../db/batch";
import { createDb } from "../db/client";
import { holdWrites } from "../db/held-writes";
import type { AppEnv } from "../env";
import { ApiError, unauthorized } from "../lib/errors";
import { findSession, SESSION_COOKIE } from "../services/auth/admin-auth";
import { findOwnerSession, OWNER_COOKIE } from "../services/auth/owner-auth";
import { findRecord, type IdempotencyRecord, type RecordKey, recordStatement, type StoredAnswer, storeAnswer } from "../services/platform/idempotency";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Writes that take no key: signing in (an admin's password or an owner's single-use link: a session is never handed out twice), the Stripe webhook
 * (idempotent per event id) and the browsers' CSP reports. A key sent to them is ignored.
 */
const EXEMPT = new Set(["/api/admin/login", "/api/owner/session", "/api/stripe/webhook", "/api/csp-report"]);

/** Owner writes: their answers are replayed only to a signed-in owner. */
const OWNER_ONLY = /^\w+ \/api\/owner\/(?:venues|sign-out)\b/;

/** A UUID is what the SPA sends; any 8 to 255 of these characters are accepted (optionally as a quoted string). */
const KEY = /^[A-Za-z0-9._:-]{8,255}$/;

/** A record without an answer this young belongs to a request still running. */
const IN_PROGRESS_MS = 60_000;

/** Answers larger than this are not kept (a retry then learns the write was done, not its answer). */
const MAX_KEPT_ANSWER_CHARS = 1_000_000;

const encoder = new TextEncoder();

async function sha256Hex(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A multipart body as its fields and files in order, without the boundary (a browser picks a new one
 * each time it sends the same form); null when it does not parse.
 */
async function canonicalForm(bytes: Uint8Array, type: string): Promise<Uint8Array | null> {
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    const parts: string[] = [];
    for (const [name, value] of form) {
      parts.push(
        JSON.stringify(typeof value === "string" ? [name, value] : [name, value.name, value.type, value.size, await sha256Hex(await value.arrayBuffer())]),
      );
    }
    return encoder.encode(parts.join("\n"));
  } catch {
    return null;
  }
}

/** What makes two requests the same: method, path, query and body. */
async function fingerprint(req: Request): Promise<string> {
  const url = new URL(req.url);
  const bytes = new Uint8Array(await req.clone().arrayBuffer());
  const type = req.headers.get("content-type") ?? "";
  const body = (/^multipart\/form-data/i.test(type) && (await canonicalForm(bytes, type))) || bytes;
  const head = encoder.encode(`${req.method} ${url.pathname}${url.search}\n`);
  const all = new Uint8Array(head.length + body.length);
  all.set(head);
  all.set(body, head.length);
  return sha256Hex(all);
}

async function answerOf(res: Response): Promise<StoredAnswer | null> {
  const body = await res.clone().text();
  if (body.length > MAX_KEPT_ANSWER_CHARS) return null;
  return { status: res.status, body, contentType: res.headers.get("content-type") };
}

/** What a request whose key is already recorded gets. */
async function answerRetry(c: Context<AppEnv>, record: IdempotencyRecord, requestHash: string): Promise<Response> {
  // An admin's answer goes to a signed-in admin only, whatever the key.
  if (record.admin && !(await findSession(c.var.db, getCookie(c, SESSION_COOKIE), Date.now()))) throw unauthorized("Unauthorized");
  // An owner's answer goes to a signed-in owner only.
  if (OWNER_ONLY.test(record.scope) && !(await findOwnerSession(c.var.db, getCookie(c, OWNER_COOKIE), Date.now()))) throw unauthorized("Unauthorized");
  if (record.requestHash !== requestHash) {
    throw new ApiError(422, "idempotency_key_reused", "This Idempotency-Key was already used for a different request. Send a new key with a new request.");
  }
  if (record.status === null || record.body === null) {
    if (Date.now() - record.createdAt.getTime() < IN_PROGRESS_MS) {
      throw new ApiError(409, "request_in_progress", "This request is still being processed. Please try again in a few seconds.", undefined, {
        "Retry-After": "2",
      });
    }
    throw new ApiError(409, "answer_not_kept", "This request was carried out, but its answer was not kept. Reload the page to see the result.");
  }
  return new Response(record.body, {
    status: record.status,
    headers: {
      "Content-Type": record.contentType ?? "application/json",
      "Cache-Control": "private, no-store",
      "Idempotent-Replayed": "true",
    },
  });
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("idempotency-key");
  const path = new URL(c.req.url).pathname;
  if (header === undefined || !MUTATING.has(c.req.method) || EXEMPT.has(path)) return next();
  const key = header.trim().replace(/^"(.*)"$/, "$1");
  if (!KEY.test(key)) {
    throw new ApiError(400, "invalid_idempotency_key", "Idempotency-Key must be 8 to 255 letters, digits, dots, underscores, colons or hyphens (a UUID).");
  }
  const scope = `${c.req.method} ${path}`;
  const requestHash = await fingerprint(c.req.raw);
  const plain = c.var.db;
  const recorded = await findRecord(plain, scope, key);
  if (recorded) return answerRetry(c, recorded, requestHash);

  // The guard (when the route has one) runs inside next(): who the answer went to is read after it.
  const record = (): RecordKey => ({ scope, key, requestHash, admin: c.get("admin") === true });
  const writes = holdWrites(c.env.DB, () => recordStatement(c.env.DB, record(), null));
  c.set("db", createDb(writes.db));
  await next();

  if (writes.holding) {
    // A failed request leaves nothing behind: its writes were never sent, and a retry runs it again.
    if (c.res.status >= 500) return writes.discard();
    try {
      await writes.commit(recordStatement(c.env.DB, record(), await answerOf(c.res)));
    } catch (err) {
      if (!isConstraintFailure(err)) throw err;
      // The same request, sent twice at once: the first one's write stands, and this is its answer.
      const first = await findRecord(plain, scope, key);
      if (first) c.res = await answerRetry(c, first, requestHash);
      // Refused on a rule of the data (a unique value, a reference): nothing of this one was written.
      else throw constraintConflict(err);
    }
    return;
  }
  if (writes.committed && c.res.status < 500) {
    // The write committed before its answer was known (its handler read after it): keep the answer now.
    const answer = await answerOf(c.res);
    if (answer) {
      await storeAnswer(plain, scope, key, answer).catch((err) =>
        console.error(JSON.stringify({ requestId: c.get("requestId"), idempotencyKey: key, error: String(err) })),
      );
    }
  }
};
