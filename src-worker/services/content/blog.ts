// Public blog reads: only approved posts whose publication time has come.

import type { SQL } from "drizzle-orm";
import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { BlogPost, BlogPostSummary } from "../../shared/contract/blog";
import type { Locale } from "../../shared/i18n/locales";

const MAX_POSTS_LISTED = 100;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  cityId: blogPosts.cityId,
  language: blogPosts.language,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof blogPosts.$inferSelect)[K] };

function toSummary(row: SummaryRow): BlogPostSummary {
  return { ...row, publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null };
}

/** Approved and published (published_at set and not in the future). */
function isPublic(now: Date): SQL {
  return and(eq(blogPosts.status, "approved"), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now))!;
}

/** Newest first, the posts in one language (English by default); optionally one city's posts. */
export async function listPublicPosts(db: Db, options: { cityId?: number; lang?: Locale; now?: Date } = {}): Promise<BlogPostSummary[]> {
  const now = options.now ?? new Date();
  const inLanguage = and(isPublic(now), eq(blogPosts.language, options.lang ?? "en"));
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(options.cityId === undefined ? inLanguage : and(inLanguage, eq(blogPosts.cityId, options.cityId)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(MAX_POSTS_LISTED);
  return rows.map(toSummary);
}

/** One public post by slug; 404 when it is missing, not approved or not yet published. */
export async function getPublicPost(db: Db, slug: string, now = new Date()): Promise<BlogPost> {
  const row = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .get();
  if (!row) throw notFound("Blog post not found");
  return { ...toSummary(row), content: row.content };
}
