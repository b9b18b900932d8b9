import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import type { PublicConfig } from "../shared/contract/common";

export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  const config = getConfig(c.env);
  const body: PublicConfig = {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    supportEmail: config.SUPPORT_EMAIL,
    tileUrl: config.TILE_URL,
    tileAttribution: config.TILE_ATTRIBUTION,
    sisterSiteUrl: config.SISTER_SITE_URL,
    environment: config.ENVIRONMENT,
  };
  return c.json(body, 200, { "Cache-Control": "public, max-age=300" });
});
