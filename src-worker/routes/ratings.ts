// Fan ratings under /api/venues/{id}/rating.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const ratingRoutes = new Hono<AppEnv>();
