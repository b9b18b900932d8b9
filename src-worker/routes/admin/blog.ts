// Admin blog calls: moderation under /api/admin/blog/*, and the writes the spec (docs/spec.md §7) places at
// /api/blog/posts (the guard in routes/admin/index.ts covers both).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param, query } from "../../lib/validate";
import {
  approvePost,
  assertPostExists,
  createPost,
  deleteAllPosts,
  deletePost,
  listAdminPosts,
  rejectPost,
  setPostCover,
} from "../../services/admin/admin-blog";
import { coverKey, writeReferencing } from "../../services/platform/media";
import { DELETE_ALL_POSTS_PHRASE } from "../../shared/constants";
import { adminListQuery, newPostBody, postIdBody } from "../../shared/contract/admin";
import { venueIdParams as idParams } from "../../shared/contract/venues";
import { confirmedDeleteAll } from "./confirm";
import { receiveCover } from "./uploads";

/** A post of 100,000 characters (up to 4 bytes each in UTF-8) is larger than the API's usual JSON cap. */
const MAX_POST_BODY_BYTES = 512 * 1024;

/** /api/admin/blog/* */
export const adminBlogRoutes = new Hono<AppEnv>()
  .get("/posts", query(adminListQuery), async (c) => c.json(await listAdminPosts(c.var.db, c.req.valid("query"))))
  .post("/approve", json(postIdBody), async (c) =>
    c.json({ success: true as const, post: await approvePost(c.var.db, c.req.valid("json").postId, c.var.now.getTime()) }),
  )
  .post("/reject", json(postIdBody), async (c) =>
    c.json({ success: true as const, post: await rejectPost(c.var.db, c.req.valid("json").postId, c.var.now.getTime()) }),
  )
  .post("/delete-all", confirmedDeleteAll(DELETE_ALL_POSTS_PHRASE, "every blog post"), async (c) =>
    c.json({ success: true as const, ...(await deleteAllPosts(c.var.db, c.var.now.getTime())) }),
  )
  .post("/posts/:id/cover", param(idParams), async (c) => {
    const { id } = c.req.valid("param");
    await assertPostExists(c.var.db, id);
    const coverImage = await receiveCover(c, "posts", id);
    const post = await writeReferencing(c.env.UPLOADS, coverKey(coverImage), () => setPostCover(c.var.db, id, coverImage, c.var.now.getTime()));
    return c.json({ success: true as const, coverImage, post });
  });

/** POST /api/blog/posts, DELETE /api/blog/posts/{id} */
export const blogPostWriteRoutes = new Hono<AppEnv>()
  .post("/", json(newPostBody, { maxBytes: MAX_POST_BODY_BYTES }), async (c) =>
    c.json({ success: true as const, post: await createPost(c.var.db, c.req.valid("json"), c.var.now.getTime()) }, 201),
  )
  .delete("/:id", param(idParams), async (c) => {
    const { id } = c.req.valid("param");
    await deletePost(c.var.db, id, c.var.now.getTime());
    return c.json({ success: true as const, postId: id });
  });
