// The cron's runs (docs/decisions/039): each run's start, end and every job's outcome, the last
// CRON_RUNS_KEPT kept, for the admin's competitions page and `npm run cron`.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cronRuns } from "../../db/schema";
import { CRON_RUNS_KEPT, type CronRun } from "../../shared/contract/admin-cron";

/** Records one run and drops the ones beyond the last CRON_RUNS_KEPT, in one batch. */
export async function recordCronRun(db: Db, startedAt: Date, finishedAt: Date, results: Record<string, string>): Promise<void> {
  await db.batch([
    db.insert(cronRuns).values({ startedAt, finishedAt, results }),
    db.delete(cronRuns).where(sql`${cronRuns.id} <= (SELECT max(id) - ${CRON_RUNS_KEPT} FROM cron_runs)`),
  ]);
}

/** The last runs, newest first. */
export async function listCronRuns(db: Db, limit: number): Promise<CronRun[]> {
  const rows = await db.select().from(cronRuns).orderBy(desc(cronRuns.startedAt), desc(cronRuns.id)).limit(limit);
  return rows.map((r) => ({ startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt.toISOString(), results: r.results }));
}
