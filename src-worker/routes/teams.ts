// GET /api/teams, /api/teams/{code}, its supporters' venues and its calendar feed (FIFA codes, any case).
import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { calendar } from "../lib/ical";
import { param, query } from "../lib/validate";
import { listTeamVenues } from "../services/match-venues";
import { getTeam, listTeams, matchEvents, teamCalendarName } from "../services/matches";
import { calendarQuery, teamCodeParams } from "../shared/contract/matches";
import type { Locale } from "../shared/i18n/locales";

/** The team's iCalendar feed; also served at the page-level /team/{code}/calendar.ics that calendar apps subscribe to. */
export async function teamCalendarResponse(c: Context<AppEnv>, code: string, locale: Locale): Promise<Response> {
  const team = await getTeam(c.var.db, code, c.var.now);
  if (!team) throw notFound("Team not found");
  const body = calendar({ name: teamCalendarName(team, locale), events: matchEvents(team.matches, new URL(getConfig(c.env).SITE_URL).host, locale) });
  return c.body(body, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${team.code.toLowerCase()}-world-cup-2026.ics"`,
  });
}

export const teamRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTeams(c.var.db, c.var.now)))
  .get("/:code", param(teamCodeParams), async (c) => {
    const team = await getTeam(c.var.db, c.req.valid("param").code, c.var.now);
    if (!team) throw notFound("Team not found");
    return c.json(team);
  })
  .get("/:code/venues", param(teamCodeParams), async (c) => {
    const answer = await listTeamVenues(c.var.db, c.req.valid("param").code);
    if (!answer) throw notFound("Team not found");
    return c.json(answer);
  })
  .get("/:code/calendar.ics", param(teamCodeParams), query(calendarQuery), (c) =>
    teamCalendarResponse(c, c.req.valid("param").code, c.req.valid("query").lang),
  );
