// /api/admin/competitions: the competitions with their sources, adding one from a source and
// refreshing one, each as a preview first and then an apply of exactly what the preview showed
// (docs/decisions/028). The guard in routes/admin/index.ts checks the sign-in and the Origin.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param } from "../../lib/validate";
import {
  applyRefresh,
  createCompetition,
  type FeedDeps,
  listAdminCompetitions,
  previewNewCompetition,
  previewRefresh,
} from "../../services/matches/competition-feeds";
import { feedFetchFor } from "../../services/matches/feeds/fetch-for-env";
import { competitionIdParams, newCompetitionBody, refreshBody } from "../../shared/contract/admin-competitions";
import { MAX_FEED_BYTES } from "../../shared/limits";

/** A CSV's text travels in the JSON body: 5 MB of it, escaped, with the other fields. */
const FEED_BODY = { maxBytes: MAX_FEED_BYTES + 1024 * 1024 };

export const adminCompetitionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminCompetitions(c.var.db));
  })
  .post("/preview", json(newCompetitionBody, FEED_BODY), async (c) => c.json(await previewNewCompetition(c.var.db, deps(c), c.req.valid("json"))))
  .post("/", json(newCompetitionBody, FEED_BODY), async (c) => c.json(await createCompetition(c.var.db, deps(c), c.req.valid("json")), 201))
  .post("/:id/preview", param(competitionIdParams), json(refreshBody, FEED_BODY), async (c) =>
    c.json(await previewRefresh(c.var.db, deps(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id/refresh", param(competitionIdParams), json(refreshBody, FEED_BODY), async (c) =>
    c.json(await applyRefresh(c.var.db, deps(c), c.req.valid("param").id, c.req.valid("json"))),
  );

function deps(c: { env: AppEnv["Bindings"]; var: { now: Date } }): FeedDeps {
  return { fetch: feedFetchFor(c.env, c.var.now), now: c.var.now };
}
