// /api/venues and /api/tags: request and response schemas.

import { CLAIM_SOURCES } from "../constants";
import { WEEKDAYS, type WeeklyHours } from "../hours";
import { OPEN_DATA_SOURCES } from "../open-data";
import {
  HHMM,
  hoursProblem,
  instagramHandle,
  isInUs,
  isPhone,
  isWebsite,
  MAX_SPANS_PER_DAY,
  MESSAGES,
  roundCoordinate,
  VENUE_FIELD_MAX,
} from "../venue-fields";
import { venueClaims } from "./claims";
import { digits, id as idField, idParam } from "./fields";
import { venueMatchDay } from "./match-day-status";
import { z } from "./zod";

/** Real fan ratings: null average when nobody has rated yet. */
const ratingAggregate = z.object({ average: z.number().nullable(), count: z.number() });

/**
 * A venue in a list (city page, featured, all venues, saved venues): what its card and its map pin
 * show. Lists stay small this way; the venue page asks for the whole Venue.
 */
export const venueSummary = z.object({
  id: z.number(),
  citySlug: z.string(),
  cityName: z.string(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  coverImage: z.string().nullable(),
  /** Legacy one-line hours (free text, English): shown only while the venue has no weekly `hours` (decision 020). */
  hoursShort: z.string().nullable(),
  isFeatured: z.boolean(),
  hasFood: z.boolean(),
  familyFriendly: z.boolean(),
  bigScreens: z.boolean(),
  openLate: z.boolean(),
  tags: z.array(z.string()),
  rating: ratingAggregate,
  /** Sample content shipped for local runs and demos; labelled as such on the site. */
  isSample: z.boolean(),
  /**
   * Present only on a place made from open map data that no owner has confirmed yet: its source
   * (docs/decisions/030). Such a venue is labelled "not yet confirmed by the venue".
   */
  unconfirmed: z.enum(OPEN_DATA_SOURCES).optional(),
  /**
   * Present only in a city's list, on a venue that confirmed showing a match kicking off today (the
   * site's clock, the city's time zone; docs/decisions/042).
   */
  showingToday: z.literal(true).optional(),
});
export type VenueSummary = z.infer<typeof venueSummary>;

/** Per weekday, a list of [open, close] in 24h "HH:MM" (shared/hours.ts). */
const weeklyHours = z.partialRecord(z.enum(WEEKDAYS), z.array(z.tuple([z.string(), z.string()])));

// ---- A listing's optional details, as an owner or an admin sends them (rules: shared/venue-fields.ts).

/**
 * An optional text detail: null, "" or blanks mean none (null); otherwise trimmed, length-capped and,
 * with `normalise`, checked and put in its stored form (`normalise` answers null for a bad value).
 */
const detail = (max: number, label: string, normalise?: (v: string) => string | null, message?: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!normalise) return value;
      const stored = normalise(value);
      if (stored === null) {
        ctx.addIssue({ code: "custom", message: message ?? `${label} is not valid.` });
        return z.NEVER;
      }
      return stored;
    });

const phoneField = detail(VENUE_FIELD_MAX.phone, "Phone", (v) => (isPhone(v) ? v : null), MESSAGES.phone);
export const websiteField = detail(VENUE_FIELD_MAX.website, "Website", (v) => (isWebsite(v) ? v : null), MESSAGES.website);
const instagramField = detail(VENUE_FIELD_MAX.instagram, "Instagram", instagramHandle, MESSAGES.instagram);
export const optionalText = (max: number, label: string) => detail(max, label);

const hhmm = z.string().regex(HHMM, MESSAGES.hoursTime);

/**
 * Weekly opening hours: per day up to three [open, close] spans ("HH:MM", a close at or before the
 * open runs past midnight); a day left out or empty is closed. Stored in weekday order without the
 * closed days; null means the hours are not known.
 */
const weeklyHoursField = z
  .partialRecord(z.enum(WEEKDAYS), z.array(z.tuple([hhmm, hhmm])).max(MAX_SPANS_PER_DAY, `At most ${MAX_SPANS_PER_DAY} opening times per day.`))
  .superRefine((hours, ctx) => {
    const problem = hoursProblem(hours);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((hours): WeeklyHours => {
    const stored: WeeklyHours = {};
    for (const day of WEEKDAYS) if (hours[day]?.length) stored[day] = hours[day];
    return stored;
  })
  .nullable();

/** "Opens early for early kick-offs": the local time it opens ("07:00"); null says it does not. */
export const opensEarlyField = hhmm.nullable();

/** A map pin in the United States (whether it is near the venue's city is checked against the city's centre). */
const locationField = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .refine(isInUs, MESSAGES.inUs)
  .transform(({ lat, lng }) => ({ lat: roundCoordinate(lat), lng: roundCoordinate(lng) }))
  .nullable();

/** The details an owner gives with a submission and an admin edits: all optional. */
export const venueDetailsFields = {
  phone: phoneField.optional(),
  instagram: instagramField.optional(),
  hours: weeklyHoursField.optional(),
  location: locationField.optional(),
};

/** A venue's own fields, all of them (admins see these plus moderation fields). */
export const venueCore = venueSummary.extend({
  cityId: z.number(),
  notes: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  youtube: z.string().nullable(),
  hours: weeklyHours.nullable(),
  timeZone: z.string(),
  /** The city's centre: where the venue page's map looks when the venue has no coordinates. */
  cityCenter: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  featuredUntil: z.string().nullable(),
  craftBeer: z.boolean(),
  outdoorScreens: z.boolean(),
  premiumBar: z.boolean(),
  updatedAt: z.string(),
  /** When the venue's owner last confirmed the listing is accurate; null when never. */
  verifiedAt: z.string().nullable(),
  /** Present only on a venue made from open map data: where from, how old the data is, and whether an owner has confirmed it since. */
  openData: z.object({ source: z.enum(OPEN_DATA_SOURCES), dataDate: z.string().nullable(), confirmed: z.boolean() }).optional(),
  /** Opens early for early kick-offs: at this local time ("07:00"), said by whom and when; null when not said. */
  opensEarly: z.object({ at: z.string(), source: z.enum(CLAIM_SOURCES), confirmedAt: z.string() }).nullable(),
});

/** The whole public venue (GET /api/venues/{id}). */
export const venue = venueCore.extend({
  /** What the venue says about the tournament's matches, each claim with who made it and when. */
  claims: venueClaims,
  /** The owner's live facts for matches not over yet and for today (docs/decisions/034); only when any is set. */
  matchDay: venueMatchDay.optional(),
});
export type Venue = z.infer<typeof venue>;

export const venueIdParams = z.object({ id: idParam });
export const venueIdBody = z.object({ venueId: idField });
export type VenueIdRequest = z.input<typeof venueIdBody>;

const MAX_IDS = 100;
const MAX_PAGE_SIZE = 100;

/** GET /api/venues?ids=1,2 (those venues) or ?limit=&offset= (a page of all venues). */
export const venueListQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^(\d{1,15}(,\d{1,15})*)?$/, "must be a comma-separated list of venue ids")
    .transform((s) => [...new Set(s ? s.split(",").map(Number) : [])])
    .pipe(z.array(z.number().int().positive("venue ids must be positive")).max(MAX_IDS, `at most ${MAX_IDS} ids per request`))
    .optional(),
  limit: digits(MAX_PAGE_SIZE, "limit").pipe(z.number().min(1, "limit must be at least 1")).default(50),
  offset: digits(1_000_000, "offset").default(0),
});
