// GET /api/competitions, /api/competitions/{id}, its matches, and /api/fixtures (what's on across
// competitions) and /api/fixtures/{number} (any match in the general shape). docs/decisions/025.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { calendar } from "../lib/ical";
import { param, query } from "../lib/validate";
import { competitionCalendar, competitionMatches, getCompetition, getFixture, listCompetitions, whatsOn } from "../services/matches/competitions";
import { competitionMatchesQuery, competitionParams, fixtureListQuery, fixtureNumberParams } from "../shared/contract/competitions";
import { calendarQuery } from "../shared/contract/matches";

export const competitionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCompetitions(c.var.db, c.var.now)))
  .get("/:id", param(competitionParams), async (c) => {
    const competition = await getCompetition(c.var.db, c.req.valid("param").id, c.var.now);
    if (!competition) throw notFound("Competition not found");
    return c.json(competition);
  })
  // The season's matches as an iCalendar feed, in English or Spanish (?lang=es).
  .get("/:id/calendar.ics", param(competitionParams), query(calendarQuery), async (c) => {
    const { id } = c.req.valid("param");
    const feed = await competitionCalendar(c.var.db, id, c.var.now, getConfig(c.env).SITE_URL, c.req.valid("query").lang);
    if (!feed) throw notFound("Competition not found");
    return c.body(calendar({ ...feed, now: c.var.now }), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${id}.ics"`,
    });
  })
  .get("/:id/matches", param(competitionParams), query(competitionMatchesQuery), async (c) => {
    const page = await competitionMatches(c.var.db, c.req.valid("param").id, c.req.valid("query"), c.var.now);
    if (!page) throw notFound("Competition not found");
    return c.json(page);
  });

export const fixtureRoutes = new Hono<AppEnv>()
  .get("/", query(fixtureListQuery), async (c) => c.json(await whatsOn(c.var.db, c.req.valid("query"), c.var.now)))
  .get("/:number", param(fixtureNumberParams), async (c) => {
    const fixture = await getFixture(c.var.db, c.req.valid("param").number, c.var.now);
    if (!fixture) throw notFound("Match not found");
    return c.json(fixture);
  });
