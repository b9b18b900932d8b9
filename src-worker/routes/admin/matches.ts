// /api/admin/matches, /api/admin/fixtures and /api/admin/match-reports: corrections to every
// competition's matches (the World Cup's and the others'), their locks, and fans' reports (the guard
// in routes/admin/index.ts checks the sign-in).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param, query } from "../../lib/validate";
import { correctFixture, correctMatch, listAdminMatches, listMatchReports, releaseLock } from "../../services/admin/admin-matches";
import { adminMatchNumberParams, adminMatchQuery, fixtureCorrectionBody, lockReleaseParams, matchCorrectionBody } from "../../shared/contract/admin-matches";
import { matchNumberParams } from "../../shared/contract/matches";

export const adminMatchRoutes = new Hono<AppEnv>()
  .get("/matches", query(adminMatchQuery), async (c) => c.json(await listAdminMatches(c.var.db, c.req.valid("query"))))
  .patch("/matches/:number", param(matchNumberParams), json(matchCorrectionBody), async (c) => {
    const { number } = c.req.valid("param");
    const { changed, match } = await correctMatch(c.var.db, number, c.req.valid("json"), c.var.now);
    return c.json({ success: true as const, changed, match });
  })
  .patch("/fixtures/:number", param(adminMatchNumberParams), json(fixtureCorrectionBody), async (c) => {
    const { number } = c.req.valid("param");
    const { changed, match } = await correctFixture(c.var.db, number, c.req.valid("json"), c.var.now);
    return c.json({ success: true as const, changed, match });
  })
  .delete("/matches/:number/locks/:field", param(lockReleaseParams), async (c) => {
    const { number, field } = c.req.valid("param");
    const { changed, match } = await releaseLock(c.var.db, number, field, c.var.now);
    return c.json({ success: true as const, changed, match });
  })
  .get("/match-reports", async (c) => c.json(await listMatchReports(c.var.db)));
