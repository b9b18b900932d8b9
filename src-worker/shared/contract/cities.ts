// /api/cities: request and response schemas.
import { z } from "zod";
import { VENUE_SORTS } from "../constants";
import { FIELD_MAX } from "../limits";
import { flag, slug } from "./fields";
import { teamCode } from "./matches";

/** GET /api/cities */
export const cityListItem = z.object({
  id: z.number(),
  city_id: z.number(),
  name: z.string(),
  slug: z.string(),
  state: z.string().nullable(),
  description: z.string(),
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
  primary_stadium: z.string().nullable(),
  stadium_capacity: z.number().nullable(),
  cta_primary_text: z.string().nullable(),
  cta_primary_url: z.string().nullable(),
  updatedAt: z.string(),
});
export type CityDetail = z.infer<typeof cityDetail>;

export const citySlugParams = z.object({ slug });

const MAX_TAGS = 20;

/**
 * GET /api/cities/{slug}/venues query: flags are "true" (or "false" = no filter), tags=a,b means
 * ALL of them. The SPA's city page carries the same parameters in its own URL.
 */
export const venueFilterQuery = z.object({
  familyFriendly: flag.optional(),
  hasFood: flag.optional(),
  bigScreens: flag.optional(),
  openLate: flag.optional(),
  tags: z
    .string()
    .max(1000)
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
  sortBy: z.enum(VENUE_SORTS).default("featured"),
  /** Venues that say they show this match (or every match). */
  match: z
    .string()
    .regex(/^\d{1,3}$/, "must be a match number from 1 to 104")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be a match number from 1 to 104").max(104, "must be a match number from 1 to 104"))
    .optional(),
  /** Supporters' venues of this team (FIFA code). */
  supporters: teamCode.optional(),
});
/** The parsed filter, as services take it. */
export type VenueFilter = Partial<z.output<typeof venueFilterQuery>>;
