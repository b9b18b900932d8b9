// /api/matches and /api/teams: the tournament's matches, teams and stadiums.

import { MATCH_STAGES } from "../constants";
import { citySlugOf, GROUP, groupLetterOf, STAGE_PROBLEM, stageOf, TEAM_CODE } from "../filter-patterns";
import { LOCALES } from "../i18n/locales";
import { idParam, slug } from "./fields";
import { z } from "./zod";

export const teamSummary = z.object({ code: z.string(), name: z.string(), flag: z.string() });

const team = teamSummary.extend({ fifaName: z.string(), group: z.string(), confederation: z.string(), finish: z.string().nullable() });
export type Team = z.infer<typeof team>;

const stadium = z.object({
  id: z.string(),
  name: z.string(),
  fifaName: z.string(),
  hostCity: z.string(),
  municipality: z.string(),
  region: z.string(),
  country: z.string(),
  capacityApprox: z.number().nullable(),
  timeZone: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The site's city page for a US host city, else null. */
  citySlug: z.string().nullable(),
});

const score = z.tuple([z.number(), z.number()]);
/** A goal as the data source gives it: the flags are present only when true (an own goal counts for the other side). */
const goal = z.object({ player: z.string(), minute: z.string(), own_goal: z.boolean().optional(), penalty: z.boolean().optional() });

export const match = z.object({
  number: z.number(),
  /** "derived": group-stage numbers 1-72 were matched from an older schedule (wc2026/SOURCE.md). */
  numberSource: z.enum(["dataset", "derived"]),
  stage: z.enum(MATCH_STAGES),
  group: z.string().nullable(),
  kickoffAt: z.string(),
  kickoffLocal: z.string(),
  utcOffset: z.string(),
  stadium: stadium,
  /** null until the team is known; the slot says who fills it ("1A", "W74"). */
  team1: teamSummary.nullable(),
  team2: teamSummary.nullable(),
  team1Slot: z.string().nullable(),
  team2Slot: z.string().nullable(),
  status: z.enum(["scheduled", "played"]),
  result: z
    .object({
      ft: score,
      ht: score.nullable(),
      aet: score.nullable(),
      penalties: score.nullable(),
      decidedBy: z.enum(["regular_time", "extra_time", "penalties"]),
      winner: z.string().nullable(),
      draw: z.boolean(),
      goals1: z.array(goal),
      goals2: z.array(goal),
    })
    .nullable(),
  /** What is uncertain about this match's data, in the source's words. */
  notes: z.string().nullable(),
});
export type Match = z.infer<typeof match>;

export const teamDetail = team.extend({ matches: z.array(match) });
export type TeamDetail = z.infer<typeof teamDetail>;

export const teamCode = z
  .string()
  .regex(TEAM_CODE, "must be a three-letter FIFA code")
  .transform((c) => c.toUpperCase());

export const matchNumberParams = z.object({ number: idParam.pipe(z.number().max(999, "no such match")) });

/** A stage as people write it in a link: "final", "round of 16", "Quarter-finals" (any case, spacing, hyphens, plural). */
const matchStage = z.string().transform((s, ctx) => {
  const stage = stageOf(s);
  if (!stage) ctx.addIssue({ code: "custom", message: STAGE_PROBLEM });
  return stage ?? z.NEVER;
});

/**
 * GET /api/matches filters; date is the UTC day of kick-off. Read as people type them: a team code or
 * group letter in any case, a stage in any case and spacing, a city's name for its slug ("New York").
 */
export const matchListQuery = z.object({
  team: z.string().trim().pipe(teamCode).optional(),
  city: z.string().transform(citySlugOf).pipe(slug).optional(),
  stage: matchStage.optional(),
  group: z.string().trim().regex(GROUP, "must be a group letter A-L").transform(groupLetterOf).optional(),
  date: z.iso.date().optional(),
});
export type MatchFilter = z.output<typeof matchListQuery>;

/** A calendar feed's language (?lang=es); English when absent. */
export const calendarQuery = z.object({ lang: z.enum(LOCALES, { message: "must be en or es" }).default("en") });
