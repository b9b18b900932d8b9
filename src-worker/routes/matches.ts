// GET /api/matches, /api/matches/{number}, its calendar entry and where to watch it; fans' reports
// and "I'm going" to a venue listed there.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { calendar } from "../lib/ical";
import { json, param, query } from "../lib/validate";
import { minutes, perIp, rateLimit } from "../middleware/rate-limit";
import { fixtureCalendarName, fixtureEvents, getFixture } from "../services/matches/competitions";
import { getMatch, listMatches, matchCalendarName, matchEvents } from "../services/matches/matches";
import { removeGoing, setGoing } from "../services/venues/going";
import { listMatchVenues, reportMatchVenue, withdrawMatchReport } from "../services/venues/match-venues";
import { fixtureNumberParams } from "../shared/contract/competitions";
import { goingBody, goingFanQuery, goingParams } from "../shared/contract/going";
import { matchReportBody, matchReportKey, matchVenuesQuery } from "../shared/contract/match-venues";
import { calendarQuery, matchListQuery, matchNumberParams } from "../shared/contract/matches";
import { RATE_LIMITS } from "../shared/limits";
import { isWorldCupNumber } from "../shared/match-text";

/**
 * Reports per 10 minutes: a fan reports a few venues on a match day; a script gets stopped early.
 * Taking a report back counts against the same budget.
 */
const reportLimit = (target: "json" | "query") =>
  rateLimit([
    {
      key: (c) => `reports:fan:${(c.req.valid(target as never) as { fanId: string }).fanId}`,
      max: RATE_LIMITS.reports.perFan,
      windowMs: minutes(RATE_LIMITS.reports.windowMinutes),
    },
    { key: perIp("reports"), max: RATE_LIMITS.reports.perIp, windowMs: minutes(RATE_LIMITS.reports.windowMinutes) },
  ]);

/** "I'm going" writes per 10 minutes, per fan and per client address, like reports. */
const goingLimit = (target: "json" | "query") =>
  rateLimit([
    {
      key: (c) => `going:fan:${(c.req.valid(target as never) as { fanId: string }).fanId}`,
      max: RATE_LIMITS.going.perFan,
      windowMs: minutes(RATE_LIMITS.going.windowMinutes),
    },
    { key: perIp("going"), max: RATE_LIMITS.going.perIp, windowMs: minutes(RATE_LIMITS.going.windowMinutes) },
  ]);

// A fan's own answer: never kept by a shared cache.
const PRIVATE = { "Cache-Control": "private, no-store" };

export const matchRoutes = new Hono<AppEnv>()
  .get("/", query(matchListQuery), async (c) => c.json(await listMatches(c.var.db, c.req.valid("query"), c.var.now)))
  .get("/:number", param(matchNumberParams), async (c) => {
    const match = await getMatch(c.var.db, c.req.valid("param").number, c.var.now);
    if (!match) throw notFound("Match not found");
    return c.json(match);
  })
  // A match's venues, calendar entry and reports: any competition's match (the World Cup's answer as before).
  .get("/:number/venues", param(fixtureNumberParams), query(matchVenuesQuery), async (c) => {
    const answer = await listMatchVenues(c.var.db, c.req.valid("param").number, c.req.valid("query"), c.var.now);
    if (!answer) throw notFound("Match not found");
    return c.json(answer);
  })
  .get("/:number/calendar.ics", param(fixtureNumberParams), query(calendarQuery), async (c) => {
    const { number } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    const host = new URL(getConfig(c.env).SITE_URL).host;
    let body: string;
    let filename: string;
    if (isWorldCupNumber(number)) {
      const match = await getMatch(c.var.db, number, c.var.now);
      if (!match) throw notFound("Match not found");
      body = calendar({ name: matchCalendarName(match, lang), events: matchEvents([match], host, lang) });
      filename = `world-cup-2026-match-${match.number}.ics`;
    } else {
      const fixture = await getFixture(c.var.db, number, c.var.now);
      if (!fixture) throw notFound("Match not found");
      body = calendar({ name: fixtureCalendarName(fixture, lang), events: fixtureEvents([fixture], host, lang) });
      filename = `${fixture.competition.id}-match-${fixture.number}.ics`;
    }
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
  })
  .post("/:number/reports", param(fixtureNumberParams), json(matchReportBody), reportLimit("json"), async (c) => {
    const { created } = await reportMatchVenue(c.var.db, c.req.valid("param").number, c.req.valid("json"), c.var.now);
    return c.json({ recorded: true as const, created }, created ? 201 : 200);
  })
  .delete("/:number/reports", param(fixtureNumberParams), query(matchReportKey), reportLimit("query"), async (c) => {
    const { removed } = await withdrawMatchReport(c.var.db, c.req.valid("param").number, c.req.valid("query"), c.var.now);
    return c.json({ recorded: false as const, removed }, 200);
  })
  .put("/:number/venues/:venueId/going", param(goingParams), json(goingBody), goingLimit("json"), async (c) => {
    const { fanId, people } = c.req.valid("json");
    const saved = await setGoing(c.var.db, { ...c.req.valid("param"), fanId }, people, c.var.now);
    return c.json(saved, saved.created ? 201 : 200, PRIVATE);
  })
  .delete("/:number/venues/:venueId/going", param(goingParams), query(goingFanQuery), goingLimit("query"), async (c) => {
    const removed = await removeGoing(c.var.db, { ...c.req.valid("param"), fanId: c.req.valid("query").fanId }, c.var.now);
    return c.json(removed, 200, PRIVATE);
  });
