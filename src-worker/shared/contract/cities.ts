// /api/cities: request and response schemas.

import { CITY_VENUE_PAGE_SIZE, MAX_CITY_VENUE_PAGE_SIZE, VENUE_LIST_SORTS } from "../constants";
import { MATCH_NUMBER, MAX_TAGS, MAX_TAGS_PARAM } from "../filter-patterns";
import { FIELD_MAX } from "../limits";
import { OPEN_DATA_SOURCES } from "../open-data";
import { claimTeamCode } from "./claims";
import { digits, flag, slug } from "./fields";
import { venueSummary } from "./venues";
import { z } from "./zod";

/** GET /api/cities */
export const cityListItem = z.object({
  id: z.number(),
  city_id: z.number(),
  name: z.string(),
  slug: z.string(),
  state: z.string().nullable(),
  description: z.string(),
  /** The description in Spanish for /es pages; null when the admin wrote none (the English one shows). */
  description_es: z.string().nullable(),
  venueCount: z.number(),
  host_2026: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type CityListItem = z.infer<typeof cityListItem>;

/** GET /api/cities/{slug}: the public city form. */
export const cityDetail = cityListItem.extend({
  time_zone: z.string(),
  seo_title: z.string().nullable(),
  seo_meta_desc: z.string().nullable(),
  og_image_url: z.string().nullable(),
  hero_image_url: z.string().nullable(),
  hero_title: z.string().nullable(),
  hero_subtitle: z.string().nullable(),
  /** Spanish versions for /es pages; null when the admin wrote none (the English one shows). */
  hero_title_es: z.string().nullable(),
  hero_subtitle_es: z.string().nullable(),
  primary_stadium: z.string().nullable(),
  stadium_capacity: z.number().nullable(),
  cta_primary_text: z.string().nullable(),
  cta_primary_url: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * For a city without venues (and with a centre): the nearest listed city that has some, and how
   * far it is in whole miles (great circle, centre to centre); null otherwise.
   */
  nearest_with_venues: z.object({ name: z.string(), slug: z.string(), state: z.string().nullable(), miles: z.number() }).nullable(),
  /**
   * Present only when the city lists places made from open map data (docs/decisions/030): their
   * sources (for the attribution their licences ask) and how many no owner has confirmed yet.
   */
  open_data: z.object({ sources: z.array(z.enum(OPEN_DATA_SOURCES)), unconfirmed: z.number() }).optional(),
});
export type CityDetail = z.infer<typeof cityDetail>;

export const citySlugParams = z.object({ slug });

/**
 * near=47.61,-122.33: where 'nearest' measures from. Two decimals at most (about 1 km): a fan's exact
 * position never reaches the server, its logs or the shared cache, and nearby fans share cached answers.
 */
const near = z
  .string()
  .regex(/^-?\d{1,2}(\.\d{1,2})?,-?\d{1,3}(\.\d{1,2})?$/, "must be lat,lng with at most two decimals (about 1 km)")
  .transform((s) => {
    const [lat, lng] = s.split(",").map(Number);
    return { lat, lng };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, "must be a latitude from -90 to 90 and a longitude from -180 to 180");

/** The filter's fields, shared by the list, its pages and its map points. */
const venueFilterFields = z.object({
  familyFriendly: flag.optional(),
  hasFood: flag.optional(),
  bigScreens: flag.optional(),
  openLate: flag.optional(),
  /** Confirmed by its owner within VERIFIED_FRESH_DAYS. */
  verified: flag.optional(),
  /** Leaves out places from open map data that no owner has confirmed yet (docs/decisions/030). */
  confirmed: flag.optional(),
  tags: z
    .string()
    .max(MAX_TAGS_PARAM)
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(FIELD_MAX.tag, `each tag must be at most ${FIELD_MAX.tag} characters`)).max(MAX_TAGS, `at most ${MAX_TAGS} tags`))
    .optional(),
  sortBy: z.enum(VENUE_LIST_SORTS).default("featured"),
  /** With sortBy=nearest (and only then): the point distances are measured from. */
  near: near.optional(),
  /** Venues that say they show this match of any competition (the match, its competition, or every match). */
  match: z
    .string()
    .regex(MATCH_NUMBER, "must be a match number such as 94 or 1001")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be a match number such as 94 or 1001"))
    .optional(),
  /** Supporters' venues of this team: a nation's FIFA code or a club's code (the clubs of the season's matches). */
  supporters: claimTeamCode.optional(),
});

/** 'nearest' needs its point; a point without 'nearest' is dropped (it would only split the cache). */
function nearestNeedsNear<T extends { sortBy: string; near?: unknown }>(filter: T, ctx: z.RefinementCtx) {
  if (filter.sortBy === "nearest" && !filter.near) ctx.addIssue({ code: "custom", path: ["near"], message: "sortBy=nearest needs near=lat,lng" });
}
const dropStrayNear = <T extends { sortBy: string; near?: unknown }>(filter: T): T => (filter.sortBy === "nearest" ? filter : { ...filter, near: undefined });

/**
 * GET /api/cities/{slug}/venues query: flags are "true" (or "false" = no filter), tags=a,b means
 * ALL of them. The SPA's city page carries the same parameters in its own URL (all but near).
 */
export const venueFilterQuery = venueFilterFields.superRefine(nearestNeedsNear).transform(dropStrayNear);
/** The parsed filter, as services take it. */
export type VenueFilter = Partial<z.output<typeof venueFilterQuery>>;

/**
 * GET /api/cities/{slug}/venues/page: one page of the same list, in the same order, and the number of
 * venues the filter matches. Without limit, a page holds CITY_VENUE_PAGE_SIZE venues.
 */
export const cityVenuePageQuery = venueFilterFields
  .extend({
    limit: digits(MAX_CITY_VENUE_PAGE_SIZE, "limit").pipe(z.number().min(1, "limit must be at least 1")).default(CITY_VENUE_PAGE_SIZE),
    offset: digits(1_000_000, "offset").default(0),
  })
  .superRefine(nearestNeedsNear)
  .transform(dropStrayNear);

export const cityVenuePage = z.object({
  venues: z.array(venueSummary),
  /** Venues matching the filter, on every page. */
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type CityVenuePage = z.infer<typeof cityVenuePage>;

/**
 * GET /api/cities/{slug}/venues/points: every venue the filter matches, for the map, as
 * [id, lat, lng, name, address] (coordinates to 5 decimals, about 1 m; null for a venue not placed
 * yet, which the map names instead of leaving out). Rows instead of objects keep 2,000 venues small;
 * the map's popups and lists read the name and address from here.
 */
export const cityVenuePoint = z.tuple([z.number(), z.number().nullable(), z.number().nullable(), z.string(), z.string()]);
export type CityVenuePoint = z.infer<typeof cityVenuePoint>;
