// GET /media/{key}: uploaded images from R2.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const mediaRoutes = new Hono<AppEnv>();
