// POST /api/venues/claim, /api/venues/submission-checkout.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const checkoutRoutes = new Hono<AppEnv>();
