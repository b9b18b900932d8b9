import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serviceUnavailable } from "../lib/errors";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await c.var.db.get(sql`SELECT 1`);
  } catch {
    throw serviceUnavailable("Database unavailable");
  }
  return c.json({ status: "ok", environment: c.env.ENVIRONMENT });
});
