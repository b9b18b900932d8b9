// Admin blog writes: POST /api/blog/posts, DELETE /api/blog/posts/{id}. Mounted beside the public
// blog routes, so each route carries requireAdmin itself (a router-wide guard would block public reads).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { badRequest } from "../lib/errors";
import { requireAdmin } from "../middleware/require-admin";
import { fields, jsonBody, params } from "../lib/validate";
import { createPost, deletePost } from "../services/admin-blog";

const MIN_CONTENT = 100;
/** A post of 100,000 characters (up to 4 bytes each in UTF-8) is larger than the API's usual JSON cap. */
const MAX_POST_BODY_BYTES = 512 * 1024;

const newPostBody = z.object({
  cityId: z.union([z.null(), z.literal("").transform(() => null), fields.id]).optional(),
  title: fields.requiredText(200),
  excerpt: fields.requiredText(500),
  content: z.string().trim().max(100_000, "Content must be at most 100,000 characters."),
  author: fields.text(100).optional(),
  coverImage: z
    .union([
      z.null(),
      z.literal(""),
      fields.httpUrl,
      // An image already uploaded to this site's media storage.
      z.string().trim().regex(/^\/media\/covers\/[A-Za-z0-9/_.-]+$/, "must be an http(s) URL"),
    ])
    .optional(),
});

export const blogAdminRoutes = new Hono<AppEnv>();

blogAdminRoutes.post("/posts", requireAdmin, async (c) => {
  const body = await jsonBody(c, newPostBody, { maxBytes: MAX_POST_BODY_BYTES });
  if (body.content.length < MIN_CONTENT) throw badRequest("Content must be at least 100 characters.");
  const post = await createPost(c.var.db, body);
  return c.json({ success: true, post }, 201);
});

blogAdminRoutes.delete("/posts/:id", requireAdmin, async (c) => {
  const { id } = params(c, z.object({ id: fields.idParam }));
  await deletePost(c.var.db, id);
  return c.json({ success: true, postId: id });
});
