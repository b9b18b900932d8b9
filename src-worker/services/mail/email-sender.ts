// Drains the e-mail outbox through an HTTP e-mail API, with retries and back-off. Run by the cron.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Bindings } from "../../env";
import { getConfig } from "../../env";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends one e-mail; throws when the provider did not accept it. */
export type EmailSender = (message: EmailMessage) => Promise<void>;

/** Optional vars (not every deploy sets them). */
export type EmailEnv = Bindings & { EMAIL_API_URL?: string; EMAIL_FROM?: string };

export const DEFAULT_EMAIL_API_URL = "https://api.resend.com/emails";
const DRAIN_BATCH_SIZE = 20;
const MAX_ATTEMPTS = 8;
/** How long a drain holds the rows it picked, so a concurrent drain does not send them twice. */
const LEASE_MS = 10 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The HTTP sender, or null when no key is configured (mail then stays queued, visible to admins). */
export function httpEmailSender(env: EmailEnv, fetchFn: typeof fetch = fetch): EmailSender | null {
  const key = env.EMAIL_API_KEY;
  if (!key) return null;
  const url = env.EMAIL_API_URL || DEFAULT_EMAIL_API_URL;
  const config = getConfig(env);
  const from = env.EMAIL_FROM || `${config.SITE_NAME} <${config.SUPPORT_EMAIL}>`;
  return async (message) => {
    const res = await fetchFn(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from, to: message.to, subject: message.subject, text: message.text, ...(message.headers ? { headers: message.headers } : {}) }),
    });
    const answer = await res.text();
    if (!res.ok) throw new Error(`E-mail API answered ${res.status}: ${answer.slice(0, 200)}`);
  };
}

/** Minutes to wait after the n-th failed attempt: 2, 4, 8, ... */
const backoffMs = (attempts: number) => 2 ** attempts * MINUTE;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

interface LeasedRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  headers: string | null;
  attempts: number;
}

/**
 * Sends queued mail that is due (at most DRAIN_BATCH_SIZE per run). Rows are leased first with one
 * atomic UPDATE ... RETURNING, so concurrent drains never pick the same row, and a drain that dies
 * mid-way leaves its rows to be retried after the lease. Nothing is ever deleted.
 */
export async function drainOutbox(db: Db, sender: EmailSender | null, now: Date): Promise<DrainResult> {
  if (!sender) return { sent: 0, retrying: 0, failed: 0 };
  const nowMs = now.getTime();
  // Raw SQL: the lease is one UPDATE ... RETURNING over an ordered, limited subquery of the same table.
  const leased = await db.all<LeasedRow>(sql`
    UPDATE email_outbox SET next_attempt_at = ${nowMs + LEASE_MS}
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status = 'queued' AND next_attempt_at <= ${nowMs}
      ORDER BY next_attempt_at, id
      LIMIT ${DRAIN_BATCH_SIZE}
    ) AND status = 'queued' AND next_attempt_at <= ${nowMs}
    RETURNING id, to_address, subject, body, headers, attempts`);
  return deliver(db, sender, leased, now);
}

/** Sends leased rows one by one; each is marked sent, or retried later with back-off, or failed for good. */
async function deliver(db: Db, sender: EmailSender, rows: LeasedRow[], now: Date): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  const nowMs = now.getTime();
  for (const row of rows) {
    try {
      await sender({ to: row.to_address, subject: row.subject, text: row.body, ...(row.headers ? { headers: JSON.parse(row.headers) } : {}) });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: now, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      result.sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: giveUp ? "failed" : "queued",
          nextAttemptAt: new Date(nowMs + backoffMs(attempts)),
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
        })
        .where(eq(emailOutbox.id, row.id));
      if (giveUp) result.failed++;
      else result.retrying++;
    }
  }
  return result;
}

// ---- Fan-out through Cloudflare Queues (docs/decisions/031) -------------------------------------

/** What the cron puts on the e-mail queue: an outbox row and the lease it was given. */
export interface OutboxMessage {
  id: number;
  lease: number;
}

/** Rows one cron run hands to the queue: 10,000 reminders due at once go out from a single run. */
const FAN_OUT_PER_RUN = 25_000;
/** The most messages one sendBatch call takes. */
const QUEUE_BATCH = 100;

/**
 * The cron, when the Worker has its e-mail queue: leases every due row (up to FAN_OUT_PER_RUN) in one
 * UPDATE ... RETURNING and puts their ids on the queue, 100 per call. The queue's consumers send
 * them, each batch in its own invocation with its own limits (deliverQueued). A row whose message is
 * lost is sent again once its lease runs out, by a later run.
 */
export async function fanOutOutbox(db: Db, queue: Queue<OutboxMessage>, now: Date): Promise<number> {
  const nowMs = now.getTime();
  const lease = nowMs + LEASE_MS;
  const leased = await db.all<{ id: number }>(sql`
    UPDATE email_outbox SET next_attempt_at = ${lease}
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status = 'queued' AND next_attempt_at <= ${nowMs}
      ORDER BY next_attempt_at, id
      LIMIT ${FAN_OUT_PER_RUN}
    ) AND status = 'queued' AND next_attempt_at <= ${nowMs}
    RETURNING id`);
  for (let i = 0; i < leased.length; i += QUEUE_BATCH) {
    await queue.sendBatch(leased.slice(i, i + QUEUE_BATCH).map(({ id }) => ({ body: { id, lease }, contentType: "json" as const })));
  }
  return leased.length;
}

/**
 * A queue consumer's batch: each row is taken only if it still holds the lease its message names
 * (one UPDATE ... RETURNING), so a message delivered twice, or late after a later run leased the row
 * again, never sends it twice. Failures are retried by the cron with back-off, as in drainOutbox.
 */
export async function deliverQueued(db: Db, sender: EmailSender | null, messages: OutboxMessage[], now: Date): Promise<DrainResult> {
  if (!sender || messages.length === 0) return { sent: 0, retrying: 0, failed: 0 };
  const list = JSON.stringify(messages);
  // By primary key: the batch's rows only, each checked against its own message's lease.
  const claimed = await db.all<LeasedRow>(sql`
    UPDATE email_outbox SET next_attempt_at = ${now.getTime() + LEASE_MS}
    WHERE id IN (SELECT m.value ->> 'id' FROM json_each(${list}) m) AND status = 'queued'
      AND next_attempt_at = (SELECT m.value ->> 'lease' FROM json_each(${list}) m WHERE m.value ->> 'id' = email_outbox.id)
    RETURNING id, to_address, subject, body, headers, attempts`);
  return deliver(db, sender, claimed, now);
}
