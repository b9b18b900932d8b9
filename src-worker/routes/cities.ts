// GET /api/cities, /api/cities/{slug}, /api/cities/{slug}/venues.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { fields, params, query } from "../lib/validate";
import { VENUE_SORTS } from "../shared/api-types";
import { getCityBySlug, listCities } from "../services/cities";
import { listCityVenues } from "../services/venues";

const MAX_TAGS = 20;

const slugParams = z.object({ slug: fields.slug });

/** The venue filter as query parameters: flags are "true" (or "false" = no filter), tags=a,b means ALL of them. */
const venueFilterQuery = z.object({
  familyFriendly: fields.flag.optional(),
  hasFood: fields.flag.optional(),
  bigScreens: fields.flag.optional(),
  openLate: fields.flag.optional(),
  tags: z
    .string()
    .max(1000)
    .transform((s) => [...new Set(s.split(",").map((t) => t.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(60, "each tag must be at most 60 characters")).max(MAX_TAGS, `at most ${MAX_TAGS} tags`))
    .optional(),
  sortBy: z.enum(VENUE_SORTS).default("featured"),
});

export const cityRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCities(c.var.db)))
  .get("/:slug", async (c) => {
    const { slug } = params(c, slugParams);
    const city = await getCityBySlug(c.var.db, slug);
    if (!city) throw notFound("City not found");
    return c.json(city);
  })
  .get("/:slug/venues", async (c) => {
    const { slug } = params(c, slugParams);
    const filter = query(c, venueFilterQuery);
    const list = await listCityVenues(c.var.db, slug, filter);
    if (!list) throw notFound("City not found");
    return c.json(list);
  });
