// GET /api/matches, /api/matches/{number}.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { param, query } from "../lib/validate";
import { getMatch, listMatches } from "../services/matches";
import { matchListQuery, matchNumberParams } from "../shared/contract/matches";

export const matchRoutes = new Hono<AppEnv>()
  .get("/", query(matchListQuery), async (c) => c.json(await listMatches(c.var.db, c.req.valid("query"), c.var.now)))
  .get("/:number", param(matchNumberParams), async (c) => {
    const match = await getMatch(c.var.db, c.req.valid("param").number, c.var.now);
    if (!match) throw notFound("Match not found");
    return c.json(match);
  });
