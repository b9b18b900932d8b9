// City sponsorship: POST /api/sponsors/checkout.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const sponsorRoutes = new Hono<AppEnv>();
