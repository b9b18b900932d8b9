// Public blog queries.
import { apiKeys } from "@shared/query-keys";
import { useApiQuery } from "../lib/api";
import { LOCALE } from "../lib/i18n";

/** GET /api/blog/posts: the posts in the page's language (optionally one city's). */
export const useBlogPosts = (cityId?: number) => useApiQuery(apiKeys.blogPosts(cityId, LOCALE));

/** GET /api/blog/posts/{slug}; only requested when a slug is present. */
export const useBlogPost = (slug: string | undefined) => useApiQuery(apiKeys.blogPost(slug), { enabled: !!slug });
