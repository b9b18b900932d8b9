// /api/admin/cron: the scheduled handler's last runs, newest first (docs/decisions/039).
import { z } from "./zod";

/** How many runs are kept (the cron deletes older ones) and the most one answer gives. */
export const CRON_RUNS_KEPT = 50;

export const cronRunsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CRON_RUNS_KEPT).default(10),
});

const cronRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Each job's outcome: "ok", or its error in plain words. */
  results: z.record(z.string(), z.string()),
});
export type CronRun = z.infer<typeof cronRun>;

export const cronRuns = z.array(cronRun);
