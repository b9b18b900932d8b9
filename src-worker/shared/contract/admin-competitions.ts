// /api/admin/competitions: the competitions as admins see them (source, last refresh, status and the
// last error), adding one from a source, and a source's preview before it is applied (docs/decisions/028).

import { FIELD_MAX, MAX_FEED_BYTES } from "../limits";
import { isIanaTimeZone } from "../time-zones";
import { apiSourceState } from "./admin-api-sources";
import { countryCode, httpUrl, requiredText, text } from "./fields";
import { z } from "./zod";

const COMPETITION_KINDS = ["tournament", "league"] as const;
const COMPETITION_SOURCE_KINDS = ["builtin", "openfootball", "ics", "csv"] as const;

export const FEED_FIELDS = ["kickoff", "round", "team1", "team2", "status", "result"] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** How a competition's last refresh went: applied, applied with rows refused, or not applied at all. */
const REFRESH_STATUSES = ["ok", "rejected_rows", "failed"] as const;

const adminCompetition = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  shortEn: z.string(),
  shortEs: z.string(),
  kind: z.enum(COMPETITION_KINDS),
  season: z.string(),
  timeZone: z.string(),
  source: z.object({ kind: z.enum(COMPETITION_SOURCE_KINDS), label: z.string(), licence: z.string(), url: z.string().nullable() }),
  refreshHours: z.number(),
  /** When a source was last read and applied; null when never (a shipped snapshot). */
  refreshedAt: z.string().nullable(),
  refreshStatus: z.enum(REFRESH_STATUSES).nullable(),
  /** The last refresh's problem in plain words; null when it went well. */
  refreshError: z.string().nullable(),
  /** Failed reads in a row since the last success; the cron waits longer after each. */
  refreshFailures: z.number(),
  /** After a failed read: when the cron tries the source again; null otherwise. */
  nextRefreshAt: z.string().nullable(),
  /** What the last applied read changed (by the cron or an admin); null when none is logged. */
  lastRefresh: z.object({ at: z.string(), by: z.enum(["admin", "cron"]), new: z.number(), changed: z.number(), rejected: z.number() }).nullable(),
  matchCount: z.number(),
  /** The results API read beside the fixture list (docs/decisions/040); absent or null when none. */
  apiSource: apiSourceState.nullable().optional(),
});
export type AdminCompetition = z.infer<typeof adminCompetition>;

/** A fixture as a preview shows it. */
const feedFixture = z.object({
  at: z.string(),
  home: z.string(),
  away: z.string(),
  kickoff: z.string(),
  round: z.string().nullable(),
  status: z.string(),
  score: z.string().nullable(),
});
export type FeedFixture = z.infer<typeof feedFixture>;

const feedChange = z.object({ field: z.enum(FEED_FIELDS), before: z.string(), after: z.string() });
export type FeedChange = z.infer<typeof feedChange>;

const feedPreview = z.object({
  /** Fixtures the source holds (rejected ones included). */
  total: z.number(),
  new: z.array(feedFixture),
  changed: z.array(feedFixture.extend({ number: z.number(), changes: z.array(feedChange), kept: z.array(z.enum(FEED_FIELDS)) })),
  unchanged: z.number(),
  rejected: z.array(z.object({ at: z.string(), reason: z.string() })),
  /** Clubs the source names that the site does not know yet: applying adds them. */
  newTeams: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Stored matches the source no longer lists: kept as they are. */
  notInSource: z.number(),
});
export type FeedPreview = z.infer<typeof feedPreview>;

/** A preview and the digest of what applying it writes: apply refuses when the source or the stored matches changed since. */
const feedPreviewResult = z.object({ competitionId: z.string(), preview: feedPreview, digest: z.string() });
export type FeedPreviewResult = z.infer<typeof feedPreviewResult>;

const feedApplyResult = z.object({
  competition: adminCompetition,
  applied: z.object({ new: z.number(), changed: z.number(), rejected: z.number(), newTeams: z.number() }),
});
export type FeedApplyResult = z.infer<typeof feedApplyResult>;

const csvText = z.string().min(1, "is empty").max(MAX_FEED_BYTES, "is over 5 MB: a source over 5 MB is refused whole");

/** Where the fixtures come from: an address read now and on every refresh, or an uploaded CSV's text. */
const feedSource = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("openfootball"), url: httpUrl }),
  z.object({ kind: z.literal("ics"), url: httpUrl }),
  z.object({ kind: z.literal("csv"), csv: csvText }),
]);

const NAME_MAX = 80;

/**
 * The admin's review of the preview's new clubs, sent with the apply: each by the feed's name, with its
 * Spanish name and country (its flag follows). A club left out is added without them.
 */
const newClubs = z
  .array(
    z.object({
      name: requiredText(120),
      nameEs: text(NAME_MAX)
        .nullish()
        .transform((v) => v || null),
      country: countryCode.nullish().transform((c) => c || null),
    }),
  )
  .max(1000)
  .refine((clubs) => new Set(clubs.map((c) => c.name)).size === clubs.length, "names each new club once")
  .optional();
const season = z
  .string()
  .trim()
  .regex(/^\d{4}(?:-\d{2})?$/, "must be a year (2027) or a season (2026-27)");

export const newCompetitionBody = z.object({
  nameEn: requiredText(NAME_MAX),
  nameEs: requiredText(NAME_MAX),
  shortEn: requiredText(40),
  shortEs: requiredText(40),
  kind: z.enum(COMPETITION_KINDS),
  season,
  timeZone: z.string().trim().refine(isIanaTimeZone, "must be an IANA time zone such as America/New_York"),
  sourceLabel: text(80).optional(),
  sourceLicence: text(120).optional(),
  refreshHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  source: feedSource,
  /** The preview's digest: required to apply. */
  expect: z.string().max(FIELD_MAX.slug).optional(),
  newClubs,
});
export type NewCompetitionRequest = z.input<typeof newCompetitionBody>;

/** A refresh of a competition: its address is read again, or a CSV competition's new file is given. */
export const refreshBody = z.object({
  csv: csvText.optional(),
  /** A new address for an openfootball or iCalendar competition: read now, kept when applied. */
  sourceUrl: httpUrl.optional(),
  expect: z.string().max(FIELD_MAX.slug).optional(),
  newClubs,
});
export type RefreshRequest = z.input<typeof refreshBody>;

export const competitionIdParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a competition id")
    .max(120),
});
