// POST /api/stripe/webhook.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const stripeWebhookRoutes = new Hono<AppEnv>();
