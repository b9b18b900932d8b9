// GET /api/teams, /api/teams/{code}, /api/teams/{code}/calendar.ics (FIFA codes, any case).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { calendar } from "../lib/ical";
import { param } from "../lib/validate";
import { getTeam, listTeams, matchEvents } from "../services/matches";
import { teamCodeParams } from "../shared/contract/matches";

export const teamRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTeams(c.var.db, c.var.now)))
  .get("/:code", param(teamCodeParams), async (c) => {
    const team = await getTeam(c.var.db, c.req.valid("param").code, c.var.now);
    if (!team) throw notFound("Team not found");
    return c.json(team);
  })
  .get("/:code/calendar.ics", param(teamCodeParams), async (c) => {
    const team = await getTeam(c.var.db, c.req.valid("param").code, c.var.now);
    if (!team) throw notFound("Team not found");
    const config = getConfig(c.env);
    const body = calendar({ name: `${team.name} at the World Cup 2026`, events: matchEvents(team.matches, new URL(config.SITE_URL).host) });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${team.code.toLowerCase()}-world-cup-2026.ics"`,
    });
  });
