// GET /api/cities, /api/cities/{slug}, /api/cities/{slug}/venues (the whole list, as the spec has it),
// /api/cities/{slug}/venues/page (a page of it and the total) and /api/cities/{slug}/venues/points (the map's).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { param, query } from "../lib/validate";
import { getCityBySlug, listCities } from "../services/cities/cities";
import { listCityVenuePage, listCityVenuePoints, listCityVenues } from "../services/venues/venues";
import { citySlugParams, cityVenuePageQuery, venueFilterQuery } from "../shared/contract/cities";

export const cityRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCities(c.var.db)))
  .get("/:slug", param(citySlugParams), async (c) => {
    const city = await getCityBySlug(c.var.db, c.req.valid("param").slug);
    if (!city) throw notFound("City not found");
    return c.json(city);
  })
  .get("/:slug/venues", param(citySlugParams), query(venueFilterQuery), async (c) => {
    const list = await listCityVenues(c.var.db, c.req.valid("param").slug, c.req.valid("query"), c.var.now);
    if (!list) throw notFound("City not found");
    return c.json(list);
  })
  .get("/:slug/venues/page", param(citySlugParams), query(cityVenuePageQuery), async (c) => {
    const { limit, offset, ...filter } = c.req.valid("query");
    const page = await listCityVenuePage(c.var.db, c.req.valid("param").slug, filter, { limit, offset }, c.var.now);
    if (!page) throw notFound("City not found");
    return c.json(page);
  })
  .get("/:slug/venues/points", param(citySlugParams), query(venueFilterQuery), async (c) => {
    const points = await listCityVenuePoints(c.var.db, c.req.valid("param").slug, c.req.valid("query"), c.var.now);
    if (!points) throw notFound("City not found");
    return c.json(points);
  });
