// GET /api/venues/submission-pricing, /api/venues/featured-pricing (mounted before venueRoutes).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const pricingRoutes = new Hono<AppEnv>();
