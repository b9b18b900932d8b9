// GET /api/tags: the venue types offered as filters (tags of approved venues).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { listTags } from "../services/venues/venues";

export const tagRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listTags(c.var.db)));
