// GET /api/cities, /api/cities/{slug}, /api/cities/{slug}/venues.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { param, query } from "../lib/validate";
import { getCityBySlug, listCities } from "../services/cities";
import { listCityVenues } from "../services/venues";
import { citySlugParams, venueFilterQuery } from "../shared/contract/cities";

export const cityRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCities(c.var.db)))
  .get("/:slug", param(citySlugParams), async (c) => {
    const city = await getCityBySlug(c.var.db, c.req.valid("param").slug);
    if (!city) throw notFound("City not found");
    return c.json(city);
  })
  .get("/:slug/venues", param(citySlugParams), query(venueFilterQuery), async (c) => {
    const list = await listCityVenues(c.var.db, c.req.valid("param").slug, c.req.valid("query"));
    if (!list) throw notFound("City not found");
    return c.json(list);
  });
