// Public blog queries.
import { useQuery } from "@tanstack/react-query";
import type { BlogPost, BlogPostSummary } from "@shared/api-types";

/** GET /api/blog/posts (optionally one city's posts). */
export function useBlogPosts(cityId?: number) {
  return useQuery<BlogPostSummary[]>({ queryKey: cityId === undefined ? ["/api/blog/posts"] : ["/api/blog/posts", { cityId }] });
}

/** GET /api/blog/posts/{slug}; only requested when a slug is present. */
export function useBlogPost(slug: string | undefined) {
  return useQuery<BlogPost>({ queryKey: ["/api/blog/posts", slug], enabled: !!slug });
}
