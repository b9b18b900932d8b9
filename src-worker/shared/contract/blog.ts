// /api/blog: request and response schemas (the admin writes are in contract/admin.ts).
import { z } from "zod";
import { idParam, postSlug } from "./fields";

/** GET /api/blog/posts */
export const blogPostSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string().nullable(),
  cityId: z.number().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** GET /api/blog/posts/{slug} */
export const blogPost = blogPostSummary.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

export const blogListQuery = z.object({ cityId: idParam.optional() });
export const postSlugParams = z.object({ slug: postSlug });
