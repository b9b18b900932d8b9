// Public blog: GET /api/blog/posts, /api/blog/posts/{slug}. (Admin writes live in blog-admin.ts.)
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { fields, params, query } from "../lib/validate";
import { getPublicPost, listPublicPosts } from "../services/blog";


const listQuery = z.object({ cityId: fields.idParam.optional() });
// Generated slugs can be longer than city slugs (they come from titles), so allow more room.
const slugParams = z.object({
  slug: z
    .string()
    .max(300, "is too long")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and hyphens"),
});

export const blogRoutes = new Hono<AppEnv>()
  .get("/posts", async (c) => {
    const { cityId } = query(c, listQuery);
    return c.json(await listPublicPosts(c.var.db, { cityId }));
  })
  .get("/posts/:slug", async (c) => {
    const { slug } = params(c, slugParams);
    return c.json(await getPublicPost(c.var.db, slug));
  });
