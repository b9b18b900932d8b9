// GET/POST/DELETE /api/bookmarks: a fan's saved venues, keyed by their anonymous id.
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import type { AppEnv } from "../env";
import { fields, jsonBody, query } from "../lib/validate";
import { addBookmark, listBookmarks, removeBookmark } from "../services/bookmarks";
import { clientIp, enforceRateLimit } from "../services/rate-limit";
import type { BookmarkRemoved, BookmarkSaved } from "../shared/fans-types";

/** Writes per minute: generous for a person tapping hearts, tight for a script. */
export const BOOKMARK_WRITES_PER_USER = 60;
export const BOOKMARK_WRITES_PER_IP = 300;

const userQuery = z.object({ userId: fields.uuid });
const writeBody = z.object({ userId: fields.uuid, venueId: fields.id });
const deleteQuery = z.object({ userId: fields.uuid, venueId: fields.idParam });

async function limitWrites(db: Db, headers: Headers, userId: string) {
  await enforceRateLimit(db, { key: `bookmarks:user:${userId}`, max: BOOKMARK_WRITES_PER_USER, windowSeconds: 60 });
  await enforceRateLimit(db, { key: `bookmarks:ip:${clientIp(headers)}`, max: BOOKMARK_WRITES_PER_IP, windowSeconds: 60 });
}

export const bookmarkRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { userId } = query(c, userQuery);
    const list = await listBookmarks(c.var.db, userId);
    // Personal data: never cached by shared caches.
    return c.json(list, 200, { "Cache-Control": "private, no-store" });
  })
  .post("/", async (c) => {
    const { userId, venueId } = await jsonBody(c, writeBody);
    await limitWrites(c.var.db, c.req.raw.headers, userId);
    const { created } = await addBookmark(c.var.db, userId, venueId);
    const body: BookmarkSaved = { venueId, saved: true, created };
    return c.json(body, created ? 201 : 200);
  })
  .delete("/", async (c) => {
    const { userId, venueId } = query(c, deleteQuery);
    await limitWrites(c.var.db, c.req.raw.headers, userId);
    const { removed } = await removeBookmark(c.var.db, userId, venueId);
    const body: BookmarkRemoved = { venueId, saved: false, removed };
    return c.json(body, 200);
  });
