// The built-in test checkout page (/test-checkout/{id}) that stands in for Stripe without keys.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const testCheckoutRoutes = new Hono<AppEnv>();
