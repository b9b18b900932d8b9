// GET /api/venues, /api/venues/featured, /api/venues/{id}.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const venueRoutes = new Hono<AppEnv>();
