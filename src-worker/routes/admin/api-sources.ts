// /api/admin/competitions/:id/sources/football-data: a competition's results API (docs/decisions/040),
// set (PUT {code}), removed (DELETE) and read now (POST .../refresh). A read that fails is answered 200
// with the failure on the source's state: the API's trouble is never ours.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param } from "../../lib/validate";
import { apiSourceDepsFor, refreshApiSourceNow, removeApiSource, setApiSource } from "../../services/matches/api-sources";
import { apiSourceBody } from "../../shared/contract/admin-api-sources";
import { competitionIdParams } from "../../shared/contract/admin-competitions";

export const adminApiSourceRoutes = new Hono<AppEnv>()
  .put("/:id/sources/football-data", param(competitionIdParams), json(apiSourceBody), async (c) =>
    c.json(await setApiSource(c.var.db, c.req.valid("param").id, c.req.valid("json").code, c.var.now)),
  )
  .delete("/:id/sources/football-data", param(competitionIdParams), async (c) => c.json(await removeApiSource(c.var.db, c.req.valid("param").id, c.var.now)))
  .post("/:id/sources/football-data/refresh", param(competitionIdParams), async (c) =>
    c.json(await refreshApiSourceNow(c.var.db, apiSourceDepsFor(c.env, c.var.now), c.req.valid("param").id)),
  );
