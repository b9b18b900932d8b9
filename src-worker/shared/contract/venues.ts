// /api/venues and /api/tags: request and response schemas.
import { z } from "zod";
import { WEEKDAYS } from "../hours";
import { venueClaims } from "./claims";
import { digits, id as idField, idParam } from "./fields";

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
});
export type VenueSummary = z.infer<typeof venueSummary>;

/** Per weekday, a list of [open, close] in 24h "HH:MM" (shared/hours.ts). */
const weeklyHours = z.partialRecord(z.enum(WEEKDAYS), z.array(z.tuple([z.string(), z.string()])));

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
});

/** The whole public venue (GET /api/venues/{id}). */
export const venue = venueCore.extend({
  /** What the venue says about the tournament's matches, each claim with who made it and when. */
  claims: venueClaims,
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
