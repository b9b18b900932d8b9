// The one way a request reaches D1: this middleware puts the drizzle client on the context
// (`c.var.db`), and route handlers pass it to services, with the site's clock (`c.var.now`).
import type { MiddlewareHandler } from "hono";
import { createDb } from "../db/client";
import { type AppEnv, getConfig, siteNow } from "../env";

export const db: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("db", createDb(c.env.DB));
  c.set("now", siteNow(getConfig(c.env)));
  await next();
};
