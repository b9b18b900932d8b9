// GET /api/tags.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const tagRoutes = new Hono<AppEnv>();
