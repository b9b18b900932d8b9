// Where to watch a match (GET /api/matches/{number}/venues) and fans' reports against a venue's
// claim (POST /api/matches/{number}/reports): request and answer schemas.

import { CLAIM_SOURCES, REPORT_REASONS } from "../constants";
import { claimMeta, supportersClaim } from "./claims";
import { id, idParam, slug, uuid } from "./fields";
import { matchDayFact } from "./match-day-status";
import { teamSummary } from "./matches";
import { venueSummary } from "./venues";
import { z } from "./zod";

/** Why a venue is listed under a match: it named the match, hosts one side's supporters, or shows every match. */
const WATCH_REASONS = ["match", "supporters", "all_matches"] as const;

/** GET /api/matches/{number}/venues: one venue, with the claim that puts it there. */
const matchVenue = z.object({
  venue: venueSummary,
  reason: z.enum(WATCH_REASONS),
  claim: claimMeta,
  /** For a supporters' venue: whose supporters, and their group's name if given. */
  supporters: supportersClaim.nullable(),
  /** Kilometres from the point given (lat, lng), else null. */
  distanceKm: z.number().nullable(),
  /** Fans who reported it was not showing this match or closed; null below REPORT_THRESHOLD. */
  reportCount: z.number().nullable(),
  /**
   * Present only when the venue opens early for this match: the kick-off (local "07:30", the
   * venue's zone) falls before its hours that day and it opens at `at`, said by whom and when.
   */
  opensEarly: z.object({ at: z.string(), kickoff: z.string(), source: z.enum(CLAIM_SOURCES), confirmedAt: z.string() }).optional(),
  /**
   * People fans said are going (docs/decisions/033): present only from GOING_THRESHOLD people of at
   * least GOING_MIN_FANS fans, and never once the match is over. The real figure, never rounded up.
   */
  goingCount: z.number().optional(),
  /** The owner's live facts for this match and its day (docs/decisions/034); only when any is set. */
  status: z.array(matchDayFact).optional(),
});
export type MatchVenue = z.infer<typeof matchVenue>;

export const matchVenues = z.object({
  /** The city searched: the one asked for, else the nearest site city to (lat, lng). */
  city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  venues: z.array(matchVenue),
});
export type MatchVenues = z.infer<typeof matchVenues>;

const coordinate = (max: number, what: string) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${what} must be a decimal number`)
    .transform(Number)
    .pipe(z.number().min(-max, `${what} is out of range`).max(max, `${what} is out of range`));

export const matchVenuesQuery = z
  .object({ city: slug.optional(), lat: coordinate(90, "lat").optional(), lng: coordinate(180, "lng").optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: "lat and lng go together", path: ["lat"] })
  .refine((q) => q.city !== undefined || q.lat !== undefined, { message: "give a city, or lat and lng", path: ["city"] });
export type MatchVenuesFilter = z.output<typeof matchVenuesQuery>;

/** POST /api/matches/{number}/reports */
export const matchReportBody = z.object({ venueId: id, fanId: uuid, reason: z.enum(REPORT_REASONS).default("not_showing") });
export type MatchReportRequest = z.input<typeof matchReportBody>;
/** 201 when recorded now, 200 when this fan had already reported it. */
export const matchReportSaved = z.object({ recorded: z.literal(true), created: z.boolean() });
export type MatchReportSaved = z.infer<typeof matchReportSaved>;

/** DELETE /api/matches/{number}/reports?venueId=&fanId=: a fan takes back their report (while reports are open). */
export const matchReportKey = z.object({ venueId: idParam, fanId: uuid });
export const matchReportWithdrawn = z.object({ recorded: z.literal(false), removed: z.boolean() });
export type MatchReportWithdrawn = z.infer<typeof matchReportWithdrawn>;

/** GET /api/teams/{code}/venues: the team's supporters' venues, by city name then venue name. */
export const teamVenues = z.object({
  team: teamSummary,
  venues: z.array(z.object({ venue: venueSummary, supporters: supportersClaim })),
});
export type TeamVenues = z.infer<typeof teamVenues>;
