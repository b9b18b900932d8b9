// /api/competitions and /api/fixtures: every competition's matches in one general shape
// (docs/decisions/025). The World Cup's own calls (/api/matches, /api/teams) keep their shape.

import { isIanaTimeZone } from "../time-zones";
import { digits, idParam, slug } from "./fields";
import { match } from "./matches";
import { z } from "./zod";

const competitionId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a competition id such as premier-league-2026-27");

export const competition = z.object({
  id: z.string(),
  /** Both languages: the SPA shows the one of the page. */
  nameEn: z.string(),
  nameEs: z.string(),
  shortEn: z.string(),
  shortEs: z.string(),
  kind: z.enum(["tournament", "league"]),
  season: z.string(),
  /** The zone the source gives local times in. */
  timeZone: z.string(),
  source: z.object({
    kind: z.enum(["builtin", "openfootball", "ics", "csv"]),
    label: z.string(),
    licence: z.string(),
    url: z.string().nullable(),
    /** When the fixtures were last read from the source; null for a shipped snapshot never refreshed. */
    refreshedAt: z.string().nullable(),
  }),
  matchCount: z.number(),
  firstKickoffAt: z.string().nullable(),
  lastKickoffAt: z.string().nullable(),
  /** The kick-off of the latest match with a result: how far the results go ("results as of"). */
  resultsUpTo: z.string().nullable(),
  /** The next kick-off from the site clock (postponed and cancelled matches left out), with how sure it is. */
  next: z.object({ kickoffAt: z.string(), kickoffPrecision: z.enum(["exact", "time_tbc", "date_tbc"]) }).nullable(),
});
export type Competition = z.infer<typeof competition>;

/** A side in the general shape: a nation (FIFA code) or a club (a slug of four letters or more). */
export const side = z.object({
  code: z.string(),
  kind: z.enum(["nation", "club"]),
  name: z.string(),
  /** How fans say it ("Man City"); the name when it has none. */
  shortName: z.string(),
  /** The Spanish name where fans say it differently, else null (the name is used). */
  nameEs: z.string().nullable(),
  /** A nation's flag, or a club's country's flag. */
  flag: z.string(),
});

export const fixture = z.object({
  number: z.number(),
  competition: z.object({ id: z.string(), shortEn: z.string(), shortEs: z.string() }),
  /** A league's round ("Matchday 12"); the World Cup gives stage and group instead. */
  round: z.string().nullable(),
  stage: z.string().nullable(),
  group: z.string().nullable(),
  kickoffAt: z.string(),
  /**
   * exact: kickoffAt is the kick-off. time_tbc: only the day is known (kickoffAt is inside it; never
   * show its time). date_tbc: the date is the league's placeholder for the round ("weekend of").
   */
  kickoffPrecision: z.enum(["exact", "time_tbc", "date_tbc"]),
  /** The source's local date and time ("2026-10-31 15:00"; the date alone without a time) in `timeZone`. */
  kickoffLocal: z.string(),
  utcOffset: z.string(),
  timeZone: z.string(),
  stadium: z.object({ id: z.string(), name: z.string(), citySlug: z.string().nullable() }).nullable(),
  team1: side.nullable(),
  team2: side.nullable(),
  team1Slot: z.string().nullable(),
  team2Slot: z.string().nullable(),
  status: z.enum(["scheduled", "played", "postponed", "cancelled"]),
  /**
   * No result yet and the match is no longer upcoming: a confirmed kick-off over, or one never confirmed
   * past its day or provisional stretch (never said to have kicked off; docs/decisions/038).
   */
  resultPending: z.boolean(),
  result: match.shape.result,
  notes: z.string().nullable(),
  /** With `city`: the venues there that confirmed showing it (this match, its competition, or every match). */
  venueCount: z.number().optional(),
});
export type Fixture = z.infer<typeof fixture>;

const MAX_FIXTURES_PAGE = 200;

export const fixturePage = z.object({
  /** The local days asked for, in `timeZone` (null: the whole season). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  timeZone: z.string(),
  matches: z.array(fixture),
  /** The offset of the next page, or null when this is the last. */
  next: z.number().nullable(),
});
export type FixturePage = z.infer<typeof fixturePage>;

export const anyTeamCode = z
  .string()
  .regex(/^(?:[A-Za-z]{3}|(?=[a-z0-9-]{4,}$)[a-z0-9]+(?:-[a-z0-9]+)*)$/, "must be a FIFA code (USA) or a club code of four letters or more (arsenal)")
  .transform((c) => (c.length === 3 ? c.toUpperCase() : c));

const timeZone = z.string().refine(isIanaTimeZone, "must be an IANA time zone such as America/New_York");

/** The longest range one request may ask for: a season. */
const MAX_RANGE_DAYS = 366;

const range = {
  from: z.iso.date("must be a date YYYY-MM-DD").optional(),
  to: z.iso.date("must be a date YYYY-MM-DD").optional(),
  /** The zone of `from` and `to` (a US viewer's); a city's own zone when a city is given; else America/New_York. */
  tz: timeZone.optional(),
  team: anyTeamCode.optional(),
  limit: digits(MAX_FIXTURES_PAGE, "limit").pipe(z.number().min(1, "limit must be at least 1")).optional(),
  offset: digits(100_000, "offset").optional(),
};

const orderedRange = <T extends { from?: string; to?: string }>(q: T) => !(q.from && q.to && q.from > q.to);
const rangeMessage = { message: "from must not be after to", path: ["to"] };
const rangeLength = <T extends { from?: string; to?: string }>(q: T) =>
  !(q.from && q.to && Date.parse(q.to) - Date.parse(q.from) > MAX_RANGE_DAYS * 86_400_000);
const lengthMessage = { message: `a range covers at most ${MAX_RANGE_DAYS} days`, path: ["to"] };

/** GET /api/fixtures: what's on across competitions (the next 7 days unless told). */
export const fixtureListQuery = z
  .object({ ...range, competition: competitionId.optional(), city: slug.optional() })
  .refine(orderedRange, rangeMessage)
  .refine(rangeLength, lengthMessage);
export type FixtureFilter = z.output<typeof fixtureListQuery>;

/** GET /api/competitions/{id}/matches: a competition's schedule (the whole season unless told). */
export const competitionMatchesQuery = z.object(range).refine(orderedRange, rangeMessage).refine(rangeLength, lengthMessage);

export const competitionParams = z.object({ id: competitionId });

/** /api/teams/{code} and the team pages: a nation's FIFA code (any case) or a club's code. */
export const anyTeamParams = z.object({ code: anyTeamCode });

/** A club's own answer at GET /api/teams/{code} (a nation's code keeps the World Cup's answer). */
export const clubDetail = side.extend({
  kind: z.literal("club"),
  /** ISO 3166 code of the club's country ("ES"; England "GB-ENG"). */
  country: z.string().nullable(),
  /** The competitions it plays in this season, in the site's order. */
  competitions: z.array(z.object({ id: z.string(), nameEn: z.string(), nameEs: z.string(), shortEn: z.string(), shortEs: z.string() })),
  /** Its matches in kick-off order, as of the site clock. */
  matches: z.array(fixture),
});
export type ClubDetail = z.infer<typeof clubDetail>;
export const fixtureNumberParams = z.object({ number: idParam });
