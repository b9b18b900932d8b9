// /api/blog: request and response schemas (the admin writes are in contract/admin.ts).

import { LOCALES } from "../i18n/locales";
import { idParam, postSlug } from "./fields";
import { z } from "./zod";

/** The language a post is written in (the site's languages). */
export const postLanguage = z.enum(LOCALES, { message: "must be en or es" });

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
  language: postLanguage,
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** GET /api/blog/posts/{slug} */
export const blogPost = blogPostSummary.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

/** The posts of one language only (English when absent), optionally one city's. */
export const blogListQuery = z.object({ cityId: idParam.optional(), lang: postLanguage.default("en") });
export const postSlugParams = z.object({ slug: postSlug });
