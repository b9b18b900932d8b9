// Admin blog writes: POST /api/blog/posts, DELETE /api/blog/posts/{id}.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const blogAdminRoutes = new Hono<AppEnv>();
