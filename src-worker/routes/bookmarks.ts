// GET/POST/DELETE /api/bookmarks: a fan's saved venues, keyed by their anonymous id.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { json, query } from "../lib/validate";
import { minutes, perIp, perUser, rateLimit } from "../middleware/rate-limit";
import { addBookmark, listBookmarks, removeBookmark } from "../services/venues/bookmarks";
import { bookmarkBody, bookmarkQuery, userQuery } from "../shared/contract/fans";
import { RATE_LIMITS } from "../shared/limits";

/** Writes per minute: generous for a person tapping hearts, tight for a script. */
const writeLimit = (target: "json" | "query") =>
  rateLimit([
    { key: perUser("bookmarks", target), max: RATE_LIMITS.bookmarks.perFan, windowMs: minutes(RATE_LIMITS.bookmarks.windowMinutes) },
    { key: perIp("bookmarks"), max: RATE_LIMITS.bookmarks.perIp, windowMs: minutes(RATE_LIMITS.bookmarks.windowMinutes) },
  ]);

export const bookmarkRoutes = new Hono<AppEnv>()
  .get("/", query(userQuery), async (c) => {
    const list = await listBookmarks(c.var.db, c.req.valid("query").userId);
    // Personal data: never cached by shared caches.
    return c.json(list, 200, { "Cache-Control": "private, no-store" });
  })
  .post("/", json(bookmarkBody), writeLimit("json"), async (c) => {
    const { userId, venueId } = c.req.valid("json");
    const { created } = await addBookmark(c.var.db, userId, venueId, c.var.now);
    return c.json({ venueId, saved: true as const, created }, created ? 201 : 200);
  })
  .delete("/", query(bookmarkQuery), writeLimit("query"), async (c) => {
    const { userId, venueId } = c.req.valid("query");
    const { removed } = await removeBookmark(c.var.db, userId, venueId);
    return c.json({ venueId, saved: false as const, removed }, 200);
  });
