// GET /api/venues/submission-pricing, /featured-pricing, /sponsor-pricing (mounted before venueRoutes).
import { Hono } from "hono";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { getFeaturedPricing, getPricing } from "../services/pricing";

export const pricingRoutes = new Hono<AppEnv>();

// Phases change on fixed dates; a minute of caching is harmless and spares D1.

pricingRoutes.get("/submission-pricing", async (c) =>
  c.json(await getPricing(createDb(c.env.DB), "submission", new Date())),
);

pricingRoutes.get("/featured-pricing", async (c) =>
  c.json(await getFeaturedPricing(createDb(c.env.DB), new Date())),
);

pricingRoutes.get("/sponsor-pricing", async (c) =>
  c.json(await getPricing(createDb(c.env.DB), "sponsor", new Date())),
);
