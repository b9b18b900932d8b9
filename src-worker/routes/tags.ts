// GET /api/tags: the venue types offered as filters (tags of approved venues).
import { Hono } from "hono";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { listTags } from "../services/venues";

export const tagRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listTags(createDb(c.env.DB))));
