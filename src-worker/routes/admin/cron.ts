// /api/admin/cron: the scheduled handler's last runs (docs/decisions/039). The guard in
// routes/admin/index.ts checks the sign-in.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { query } from "../../lib/validate";
import { listCronRuns } from "../../services/platform/cron-runs";
import { cronRunsQuery } from "../../shared/contract/admin-cron";

export const adminCronRoutes = new Hono<AppEnv>().get("/", query(cronRunsQuery), async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await listCronRuns(c.var.db, c.req.valid("query").limit));
});
