// GET /dev/feeds/{file}: sample fixture feeds for local runs and the browser tests (db/seed/sample-feeds.ts).
// 404 in production. A refresh outside production reads these addresses through the same stand-in
// (services/matches/feeds/fetch-for-env.ts), so adding a competition "from a feed" works without internet.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { notFound } from "../lib/errors";
import { sampleFeedResponse } from "../services/matches/feeds/fetch-for-env";

export const devFeedRoutes = new Hono<AppEnv>().get("/:file", (c) => {
  if (getConfig(c.env).ENVIRONMENT === "production") throw notFound("Not found");
  const res = sampleFeedResponse(c.req.url);
  if (!res) throw notFound("No such sample feed");
  return res;
});
