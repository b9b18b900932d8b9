// GET /api/going?fanId=: a fan's own "I'm going" answers on matches that are not over (docs/decisions/033).
// This fan's alone, so no shared cache keeps it; the writes are under /api/matches/{number}/venues/{venueId}/going.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { query } from "../lib/validate";
import { fanGoing } from "../services/venues/going";
import { goingFanQuery } from "../shared/contract/going";

export const goingRoutes = new Hono<AppEnv>().get("/", query(goingFanQuery), async (c) =>
  c.json(await fanGoing(c.var.db, c.req.valid("query").fanId, c.var.now), 200, { "Cache-Control": "private, no-store" }),
);
