// Public blog queries.
import { apiKeys } from "@shared/query-keys";
import { useApiQuery } from "../lib/api";

/** GET /api/blog/posts (optionally one city's posts). */
export const useBlogPosts = (cityId?: number) => useApiQuery(apiKeys.blogPosts(cityId));

/** GET /api/blog/posts/{slug}; only requested when a slug is present. */
export const useBlogPost = (slug: string | undefined) => useApiQuery(apiKeys.blogPost(slug), { enabled: !!slug });
