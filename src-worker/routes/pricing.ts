// GET /api/venues/submission-pricing, /featured-pricing, /sponsor-pricing (mounted before venueRoutes).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getFeaturedPricing, getPricing } from "../services/pricing";

export const pricingRoutes = new Hono<AppEnv>();

// Phases change on fixed dates; a minute of caching is harmless and spares D1.

pricingRoutes.get("/submission-pricing", async (c) =>
  c.json(await getPricing(c.var.db, "submission", new Date())),
);

pricingRoutes.get("/featured-pricing", async (c) =>
  c.json(await getFeaturedPricing(c.var.db, new Date())),
);

pricingRoutes.get("/sponsor-pricing", async (c) =>
  c.json(await getPricing(c.var.db, "sponsor", new Date())),
);
