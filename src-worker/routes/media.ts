// GET /media/{key}: uploaded cover images from R2. Keys are unique per upload, so responses are
// cached for a year; only covers/ is served (CSV uploads stay private).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { ifNoneMatchHits } from "../lib/etag";
import { isServableKey } from "../services/platform/media";

export const mediaRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = new URL(c.req.url).pathname.replace(/^\/media\//, "");
  if (!isServableKey(key)) throw notFound("File not found");
  const object = await c.env.UPLOADS.get(key);
  if (!object) throw notFound("File not found");
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Length": String(object.size),
  });
  if (ifNoneMatchHits(c.req.header("if-none-match"), object.httpEtag)) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(object.body, { headers });
});
