// GET /api/teams, /api/teams/{code}, its supporters' venues and its calendar feed: a nation by its FIFA
// code (any case) answers the World Cup's shape as before; a club by its code (docs/decisions/027) answers
// the general shape of /api/fixtures.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { calendar } from "../lib/ical";
import { param, query } from "../lib/validate";
import { clubCalendarName, fixtureEvents, getClub } from "../services/matches/competitions";
import { getTeam, listTeams, matchEvents, teamCalendarName } from "../services/matches/matches";
import { listTeamVenues } from "../services/venues/match-venues";
import { anyTeamParams } from "../shared/contract/competitions";
import { calendarQuery } from "../shared/contract/matches";
import type { Locale } from "../shared/i18n/locales";

/** The team's iCalendar feed; also served at the page-level /team/{code}/calendar.ics that calendar apps subscribe to. */
export async function teamCalendarResponse(c: Context<AppEnv>, code: string, locale: Locale): Promise<Response> {
  const host = new URL(getConfig(c.env).SITE_URL).host;
  let body: string;
  let filename: string;
  if (isNationCode(code)) {
    const team = await getTeam(c.var.db, code, c.var.now);
    if (!team) throw notFound("Team not found");
    body = calendar({ name: teamCalendarName(team, locale), events: matchEvents(team.matches, host, locale) });
    filename = `${team.code.toLowerCase()}-world-cup-2026.ics`;
  } else {
    const club = await getClub(c.var.db, code, c.var.now);
    if (!club) throw notFound("Team not found");
    body = calendar({ name: clubCalendarName(club, locale), events: fixtureEvents(club.matches, host, locale) });
    filename = `${club.code}.ics`;
  }
  return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
}

/** A nation's code is FIFA's three letters (upper case once read); a club's is a longer lower-case slug. */
const isNationCode = (code: string) => code.length === 3;

export const teamRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTeams(c.var.db, c.var.now)))
  .get("/:code", param(anyTeamParams), async (c) => {
    const { code } = c.req.valid("param");
    const team = isNationCode(code) ? await getTeam(c.var.db, code, c.var.now) : await getClub(c.var.db, code, c.var.now);
    if (!team) throw notFound("Team not found");
    return c.json(team);
  })
  .get("/:code/venues", param(anyTeamParams), async (c) => {
    const answer = await listTeamVenues(c.var.db, c.req.valid("param").code);
    if (!answer) throw notFound("Team not found");
    return c.json(answer);
  })
  .get("/:code/calendar.ics", param(anyTeamParams), query(calendarQuery), (c) => teamCalendarResponse(c, c.req.valid("param").code, c.req.valid("query").lang));
