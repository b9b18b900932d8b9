// /api/admin/blog/*: moderation of blog posts (sign-in is checked by the admin router).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";
import { fields, jsonBody, params, query } from "../../lib/validate";
import { approvePost, assertPostExists, deleteAllPosts, listAdminPosts, rejectPost, setPostCover } from "../../services/admin-blog";
import { DELETE_ALL_POSTS_PHRASE } from "../../shared/admin-types";
import { receiveCover } from "./uploads";
import { listQuery } from "./venues";

const postIdBody = z.object({ postId: fields.id });

export const adminBlogRoutes = new Hono<AppEnv>();

adminBlogRoutes.get("/posts", async (c) => {
  const { cityId, status } = query(c, listQuery);
  return c.json(await listAdminPosts(c.var.db, { cityId, status }));
});

adminBlogRoutes.post("/approve", async (c) => {
  const { postId } = await jsonBody(c, postIdBody);
  return c.json({ success: true, post: await approvePost(c.var.db, postId) });
});

adminBlogRoutes.post("/reject", async (c) => {
  const { postId } = await jsonBody(c, postIdBody);
  return c.json({ success: true, post: await rejectPost(c.var.db, postId) });
});

adminBlogRoutes.post("/delete-all", async (c) => {
  const body = await jsonBody(c, z.object({ confirm: z.string().optional() })).catch(() => ({ confirm: undefined }));
  if (body.confirm !== DELETE_ALL_POSTS_PHRASE) {
    throw badRequest(`To delete every blog post, send {"confirm": "${DELETE_ALL_POSTS_PHRASE}"}.`);
  }
  return c.json({ success: true, ...(await deleteAllPosts(c.var.db)) });
});

adminBlogRoutes.post("/posts/:id/cover", async (c) => {
  const { id } = params(c, z.object({ id: fields.idParam }));
  const db = c.var.db;
  await assertPostExists(db, id);
  const coverImage = await receiveCover(c, "posts", id);
  return c.json({ success: true, coverImage, post: await setPostCover(db, id, coverImage) });
});
