// GET /api/matches, /api/matches/{number}, its calendar entry and where to watch it; fans' reports.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { calendar } from "../lib/ical";
import { json, param, query } from "../lib/validate";
import { minutes, perIp, rateLimit } from "../middleware/rate-limit";
import { listMatchVenues, reportMatchVenue, withdrawMatchReport } from "../services/match-venues";
import { getMatch, listMatches, matchCalendarName, matchEvents } from "../services/matches";
import { matchReportBody, matchReportKey, matchVenuesQuery } from "../shared/contract/match-venues";
import { calendarQuery, matchListQuery, matchNumberParams } from "../shared/contract/matches";
import { RATE_LIMITS } from "../shared/limits";

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

export const matchRoutes = new Hono<AppEnv>()
  .get("/", query(matchListQuery), async (c) => c.json(await listMatches(c.var.db, c.req.valid("query"), c.var.now)))
  .get("/:number", param(matchNumberParams), async (c) => {
    const match = await getMatch(c.var.db, c.req.valid("param").number, c.var.now);
    if (!match) throw notFound("Match not found");
    return c.json(match);
  })
  .get("/:number/venues", param(matchNumberParams), query(matchVenuesQuery), async (c) => {
    const answer = await listMatchVenues(c.var.db, c.req.valid("param").number, c.req.valid("query"), c.var.now);
    if (!answer) throw notFound("Match not found");
    return c.json(answer);
  })
  .get("/:number/calendar.ics", param(matchNumberParams), query(calendarQuery), async (c) => {
    const match = await getMatch(c.var.db, c.req.valid("param").number, c.var.now);
    if (!match) throw notFound("Match not found");
    const { lang } = c.req.valid("query");
    const body = calendar({ name: matchCalendarName(match, lang), events: matchEvents([match], new URL(getConfig(c.env).SITE_URL).host, lang) });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="world-cup-2026-match-${match.number}.ics"`,
    });
  })
  .post("/:number/reports", param(matchNumberParams), json(matchReportBody), reportLimit("json"), async (c) => {
    const { created } = await reportMatchVenue(c.var.db, c.req.valid("param").number, c.req.valid("json"), c.var.now);
    return c.json({ recorded: true as const, created }, created ? 201 : 200);
  })
  .delete("/:number/reports", param(matchNumberParams), query(matchReportKey), reportLimit("query"), async (c) => {
    const { removed } = await withdrawMatchReport(c.var.db, c.req.valid("param").number, c.req.valid("query"), c.var.now);
    return c.json({ recorded: false as const, removed }, 200);
  });
