// GET/POST/DELETE /api/bookmarks.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const bookmarkRoutes = new Hono<AppEnv>();
