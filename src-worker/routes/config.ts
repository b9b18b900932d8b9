import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig, publicConfig } from "../env";

export const configRoutes = new Hono<AppEnv>().get("/", (c) => c.json(publicConfig(getConfig(c.env)), 200, { "Cache-Control": "public, max-age=300" }));
