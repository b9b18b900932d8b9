// E-mail is never sent inline: it is queued here and the cron drains the outbox (email-sender.ts).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  /** Same key twice queues one e-mail (e.g. "venue-approved:12"). */
  dedupeKey?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058 on mail a fan can stop). */
  headers?: Record<string, string>;
  /**
   * The time of the run that queues it (a request's or the cron's clock): the row is queued and due
   * then, never at the database's own clock, which a run on another clock would not agree with.
   */
  at: Date;
}

/** A statement to run alone or inside the runBatch() of the write that caused it. */
export function enqueueEmail(db: Db, email: OutgoingEmail) {
  return db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      body: email.body,
      dedupeKey: email.dedupeKey ?? null,
      headers: email.headers ?? null,
      nextAttemptAt: email.at,
      createdAt: email.at,
    })
    .onConflictDoNothing();
}

/**
 * enqueueEmail guarded by an SQL condition evaluated inside the batch, so the e-mail is queued only
 * when the write it reports on really happens (e.g. a receipt only if the checkout was still open).
 * Raw SQL: a conditional INSERT ... SELECT without a FROM, which the query builder cannot express.
 */
export function enqueueEmailIf(email: OutgoingEmail, condition: SQL): SQL {
  return sql`
    INSERT INTO email_outbox (to_address, subject, body, dedupe_key, headers, next_attempt_at, created_at)
    SELECT ${email.to}, ${email.subject}, ${email.body}, ${email.dedupeKey ?? null}, ${email.headers ? JSON.stringify(email.headers) : null},
      ${email.at.getTime()}, ${email.at.getTime()}
    WHERE ${condition}
    ON CONFLICT DO NOTHING`;
}
