// Public blog: GET /api/blog/posts (?lang=en|es, English by default; ?cityId), /api/blog/posts/{slug}. (Admin writes: routes/admin/blog.ts.)
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { param, query } from "../lib/validate";
import { getPublicPost, listPublicPosts } from "../services/content/blog";
import { blogListQuery, postSlugParams } from "../shared/contract/blog";

export const blogRoutes = new Hono<AppEnv>()
  .get("/posts", query(blogListQuery), async (c) => c.json(await listPublicPosts(c.var.db, c.req.valid("query"))))
  .get("/posts/:slug", param(postSlugParams), async (c) => c.json(await getPublicPost(c.var.db, c.req.valid("param").slug)));
