// Public blog: GET /api/blog/posts, /api/blog/posts/{slug}.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const blogRoutes = new Hono<AppEnv>();
