// POST /api/import-csv (the standalone import).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const importCsvRoutes = new Hono<AppEnv>();
