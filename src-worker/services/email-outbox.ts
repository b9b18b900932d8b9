// E-mail is never sent inline: it is queued here and the cron drains the outbox.
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  /** Same key twice queues one e-mail (e.g. "venue-approved:12"). */
  dedupeKey?: string;
}

/** A statement to run alone or inside a db.batch() with the write that caused it. */
export function enqueueEmail(db: Db, email: OutgoingEmail) {
  return db
    .insert(emailOutbox)
    .values({ toAddress: email.to, subject: email.subject, body: email.body, dedupeKey: email.dedupeKey ?? null })
    .onConflictDoNothing();
}
