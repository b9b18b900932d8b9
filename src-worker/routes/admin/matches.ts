// /api/admin/matches and /api/admin/match-reports: tournament corrections and fans' reports (the
// guard in routes/admin/index.ts checks the sign-in).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param, query } from "../../lib/validate";
import { correctMatch, listAdminMatches, listMatchReports } from "../../services/admin-matches";
import { adminMatchQuery, matchCorrectionBody } from "../../shared/contract/admin-matches";
import { matchNumberParams } from "../../shared/contract/matches";

export const adminMatchRoutes = new Hono<AppEnv>()
  .get("/matches", query(adminMatchQuery), async (c) => c.json(await listAdminMatches(c.var.db, c.req.valid("query"))))
  .patch("/matches/:number", param(matchNumberParams), json(matchCorrectionBody), async (c) => {
    const { number } = c.req.valid("param");
    const { changed, match } = await correctMatch(c.var.db, number, c.req.valid("json"), c.var.now);
    return c.json({ success: true as const, changed, match });
  })
  .get("/match-reports", async (c) => c.json(await listMatchReports(c.var.db)));
