// The scheduled handler. Each job is idempotent and safe to re-run after a crash mid-way.
import { createDb } from "./db/client";
import { type Bindings, getConfig } from "./env";
import { purgeExpiredOwnerSignIns } from "./services/auth/owner-auth";
import { drainOutbox, fanOutOutbox, httpEmailSender } from "./services/mail/email-sender";
import { forgetUnconfirmedReminders, sendDueReminders } from "./services/mail/reminders";
import { apiSourceDepsFor, refreshDueApiSources } from "./services/matches/api-sources";
import { refreshDueCompetitions } from "./services/matches/competition-feeds";
import { feedFetchFor } from "./services/matches/feeds/fetch-for-env";
import { purgeLapsedDayFacts } from "./services/owners/match-day-status";
import { askOwnersToConfirm } from "./services/owners/owner-asks";
import { expireAbandonedCheckouts } from "./services/payments/payments";
import { recordCronRun } from "./services/platform/cron-runs";
import { expireIdempotencyKeys } from "./services/platform/idempotency";
import { sweepOrphanUploads } from "./services/platform/media";
import { purgeIdleRateLimits } from "./services/platform/rate-limit";
import { expireFeaturedVenues } from "./services/venues/featured";

export type CronJob = (env: Bindings, now: Date) => Promise<unknown>;

/** Jobs run every tick; later features register theirs here. */
export const cronJobs: Record<string, CronJob> = {
  // Before the drain, so a reminder that falls due is sent in the same run.
  sendDueReminders: (env, now) => sendDueReminders(createDb(env.DB), env, now),
  forgetUnconfirmedReminders: (env, now) => forgetUnconfirmedReminders(createDb(env.DB), now),
  askOwnersToConfirm: (env, now) => askOwnersToConfirm(createDb(env.DB), env, now),
  expireFeaturedVenues: (env, now) => expireFeaturedVenues(createDb(env.DB), now),
  // With the e-mail queue bound, every due e-mail is handed to its consumers; without it, a few per run.
  drainOutbox: (env, now) => {
    const sender = httpEmailSender(env);
    if (env.EMAIL_QUEUE && sender) return fanOutOutbox(createDb(env.DB), env.EMAIL_QUEUE, now);
    return drainOutbox(createDb(env.DB), sender, now);
  },
  expireAbandonedCheckouts: (env, now) => expireAbandonedCheckouts(createDb(env.DB), now),
  expireIdempotencyKeys: (env, now) => expireIdempotencyKeys(createDb(env.DB), now),
  purgeIdleRateLimits: (env, now) => purgeIdleRateLimits(createDb(env.DB), now),
  purgeExpiredOwnerSignIns: (env, now) => purgeExpiredOwnerSignIns(createDb(env.DB), now),
  purgeLapsedDayFacts: (env, now) => purgeLapsedDayFacts(createDb(env.DB), now),
  sweepOrphanUploads: (env, now) => sweepOrphanUploads(createDb(env.DB), env.UPLOADS, now),
  // Fixture feeds whose refresh_hours have passed (docs/decisions/028); a source's failure is recorded on its competition.
  // Only production fetches external addresses; elsewhere only local /dev/feeds samples (docs/decisions/039).
  refreshCompetitionFeeds: (env, now) =>
    refreshDueCompetitions(createDb(env.DB), { fetch: feedFetchFor(env, now), now }, { readExternal: getConfig(env).ENVIRONMENT === "production" }),
  // Results APIs beside the fixture lists (docs/decisions/040), after them: their times and results win.
  refreshApiSources: (env, now) => refreshDueApiSources(createDb(env.DB), apiSourceDepsFor(env, now)),
};

/**
 * Runs every job, then records the run (cron_runs, the last 50: docs/decisions/039). Times are the
 * site's clock: the run starts at `now` and ends that much later as it really took.
 */
export async function runScheduled(env: Bindings, now = new Date()): Promise<Record<string, "ok" | string>> {
  const started = Date.now();
  const results: Record<string, "ok" | string> = {};
  // One failing job must not stop the others.
  for (const [name, job] of Object.entries(cronJobs)) {
    try {
      await job(env, now);
      results[name] = "ok";
    } catch (err) {
      results[name] = String(err);
      console.error(JSON.stringify({ cron: name, error: String(err) }));
    }
  }
  try {
    await recordCronRun(createDb(env.DB), now, new Date(now.getTime() + (Date.now() - started)), results);
  } catch (err) {
    // The jobs ran: a run that cannot be recorded is logged, never a failed run.
    console.error(JSON.stringify({ cron: "recordCronRun", error: String(err) }));
  }
  return results;
}
