// GET /api/venues, /api/venues/featured, /api/venues/{id}. Mounted after the routers that own
// fixed /api/venues/* paths (pricing, claim, checkout, ratings), so only these three live here.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { fields, params, query } from "../lib/validate";
import {
  getPublicVenue,
  listFeaturedVenues,
  listVenuesByIds,
  listVenuesPage,
  MAX_IDS,
  MAX_PAGE_SIZE,
} from "../services/venues";

const digits = (max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number between 0 and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, `${what} must be at most ${max}`));

const listQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^(\d{1,15}(,\d{1,15})*)?$/, "must be a comma-separated list of venue ids")
    .transform((s) => [...new Set(s ? s.split(",").map(Number) : [])])
    .pipe(
      z
        .array(z.number().int().positive("venue ids must be positive"))
        .max(MAX_IDS, `at most ${MAX_IDS} ids per request`),
    )
    .optional(),
  limit: digits(MAX_PAGE_SIZE, "limit")
    .pipe(z.number().min(1, "limit must be at least 1"))
    .default(50),
  offset: digits(1_000_000, "offset").default(0),
});

const idParams = z.object({ id: fields.idParam });

export const venueRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const q = query(c, listQuery);
    const db = c.var.db;
    return c.json(q.ids ? await listVenuesByIds(db, q.ids) : await listVenuesPage(db, q.limit, q.offset));
  })
  .get("/featured", async (c) => c.json(await listFeaturedVenues(c.var.db)))
  .get("/:id", async (c) => {
    const { id } = params(c, idParams);
    const venue = await getPublicVenue(c.var.db, id);
    if (!venue) throw notFound("Venue not found");
    return c.json(venue);
  });
