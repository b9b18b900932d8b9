// GET /api/cities, /api/cities/{slug}, /api/cities/{slug}/venues.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const cityRoutes = new Hono<AppEnv>();
