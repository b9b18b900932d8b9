// Blog moderation and writing: list any status, create (pending), approve, reject, delete, and the
// idempotent Seattle guide seed. Published posts are those approved with a published_at.
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../db/batch";
import type { Db } from "../db/client";
import { blogPosts, cities } from "../db/schema";
import { SEATTLE_GUIDES } from "../db/seed/seattle-guides";
import { badRequest, conflict, notFound } from "../lib/errors";
import type { AdminListFilter } from "../shared/admin-filter";
import type { AdminBlogPost, NewPost } from "../shared/contract/admin";
import { logStatement } from "./admin-logs";
import { bumpDataVersions } from "./data-versions";
import { slugify, uniqueSlug } from "./slug";

const DEFAULT_AUTHOR = "World Cup Watch Spots Team";

const postColumns = {
  id: blogPosts.id,
  cityId: blogPosts.cityId,
  cityName: cities.name,
  citySlug: cities.slug,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  coverImage: blogPosts.coverImage,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** The stored form of AdminBlogPost: the same fields, with dates not yet turned into ISO strings. */
type PostRow = Omit<AdminBlogPost, "publishedAt" | "createdAt" | "updatedAt"> & { publishedAt: Date | null; createdAt: Date; updatedAt: Date };

function toAdminPost(r: PostRow): AdminBlogPost {
  return { ...r, publishedAt: r.publishedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

export async function listAdminPosts(db: Db, filter: AdminListFilter = {}): Promise<AdminBlogPost[]> {
  const where: SQL[] = [];
  if (filter.cityId) where.push(eq(blogPosts.cityId, filter.cityId));
  if (filter.status && filter.status !== "all") where.push(eq(blogPosts.status, filter.status));
  const rows = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(cities, eq(cities.id, blogPosts.cityId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toAdminPost);
}

async function getPost(db: Db, postId: number): Promise<AdminBlogPost> {
  const [row] = await db.select(postColumns).from(blogPosts).leftJoin(cities, eq(cities.id, blogPosts.cityId)).where(eq(blogPosts.id, postId));
  if (!row) throw notFound("Blog post not found");
  return toAdminPost(row);
}

/** 404 unless the post exists (checked before an upload is stored). */
export async function assertPostExists(db: Db, postId: number): Promise<void> {
  await getPost(db, postId);
}

/** Slugs already used by base itself or base-N, so the next free suffix can be chosen. */
async function takenSlugs(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    // A prefix comparison, not LIKE: D1 refuses LIKE patterns over 50 bytes, and slugs run to 100.
    .where(or(eq(blogPosts.slug, base), sql`substr(${blogPosts.slug}, 1, ${base.length + 1}) = ${`${base}-`}`));
  return rows.map((r) => r.slug);
}

export async function createPost(db: Db, input: NewPost, now = Date.now()): Promise<AdminBlogPost> {
  if (input.cityId) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
    if (!city) throw badRequest("Unknown city");
  }
  const base = slugify(input.title);
  if (!base) throw badRequest("The title must contain letters or digits.");
  const stamp = new Date(now);
  // A concurrent post may take the same slug between the read and the insert: try the next one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, base));
    const [row] = await db
      .insert(blogPosts)
      .values({
        cityId: input.cityId ?? null,
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content: input.content,
        author: input.author || DEFAULT_AUTHOR,
        coverImage: input.coverImage || null,
        status: "pending",
        source: "admin",
        createdAt: stamp,
        updatedAt: stamp,
      })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    if (row) return getPost(db, row.id);
  }
  throw conflict("Could not find a free slug for this title. Please try again.");
}

export async function approvePost(db: Db, postId: number, now = Date.now()): Promise<AdminBlogPost> {
  const post = await getPost(db, postId);
  if (post.status === "approved") throw conflict("This post is already approved.");
  await runBatch(db, [
    db
      .update(blogPosts)
      .set({ status: "approved", publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now})`, updatedAt: new Date(now) })
      .where(and(eq(blogPosts.id, postId), inArray(blogPosts.status, ["pending", "rejected"]))),
    bumpDataVersions(db, ["blog"]),
  ]);
  return getPost(db, postId);
}

/** Reject a pending post, or 'unapprove' a published one (it leaves the public blog). */
export async function rejectPost(db: Db, postId: number, now = Date.now()): Promise<AdminBlogPost> {
  const post = await getPost(db, postId);
  if (post.status === "rejected") throw conflict("This post is already rejected.");
  await runBatch(db, [
    db
      .update(blogPosts)
      .set({ status: "rejected", updatedAt: new Date(now) })
      .where(and(eq(blogPosts.id, postId), inArray(blogPosts.status, ["pending", "approved"]))),
    bumpDataVersions(db, ["blog"]),
  ]);
  return getPost(db, postId);
}

export async function deletePost(db: Db, postId: number, now = Date.now()): Promise<void> {
  const post = await getPost(db, postId);
  await runBatch(db, [
    db.delete(blogPosts).where(eq(blogPosts.id, postId)),
    logStatement(db, "blog_post_deleted", { postId, slug: post.slug, count: 1 }, now),
    bumpDataVersions(db, ["blog"]),
  ]);
}

export async function deleteAllPosts(db: Db, now = Date.now()): Promise<{ deleted: number }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(blogPosts);
  await runBatch(db, [db.delete(blogPosts), logStatement(db, "blog_posts_deleted_all", { count: n }, now), bumpDataVersions(db, ["blog"])]);
  return { deleted: n };
}

export async function setPostCover(db: Db, postId: number, coverImage: string, now = Date.now()): Promise<AdminBlogPost> {
  await getPost(db, postId);
  await runBatch(db, [
    db
      .update(blogPosts)
      .set({ coverImage, updatedAt: new Date(now) })
      .where(eq(blogPosts.id, postId)),
    bumpDataVersions(db, ["blog"]),
  ]);
  return getPost(db, postId);
}

/**
 * Creates the Seattle watch guides that do not exist yet (matched by slug; existing ones are left
 * alone, even if edited or rejected since). Answers only the posts created by this call.
 *
 * Like a post an admin writes, a guide lands pending, unpublished: nothing goes public without its
 * own Approve (decision 012).
 */
export async function seedSeattleGuides(db: Db, now = Date.now()): Promise<AdminBlogPost[]> {
  const [seattle] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, "seattle"));
  if (!seattle) throw conflict("The city 'seattle' does not exist yet. Seed the cities first.");
  const slugs = SEATTLE_GUIDES.map((g) => g.slug);
  const existing = new Set((await db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, slugs))).map((r) => r.slug));
  const missing = SEATTLE_GUIDES.filter((g) => !existing.has(g.slug));
  if (missing.length === 0) return [];
  const stamp = new Date(now);
  const inserts = missing.map((g, i) =>
    db
      .insert(blogPosts)
      .values({
        cityId: seattle.id,
        title: g.title,
        slug: g.slug,
        excerpt: g.excerpt,
        content: g.content,
        author: DEFAULT_AUTHOR,
        status: "pending",
        publishedAt: null,
        source: "seed",
        // A second apart, so the guides keep their intended order in the admin's newest-first list.
        createdAt: new Date(now - i * 1000),
        updatedAt: stamp,
      })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id }),
  );
  const results = await runBatch(db, [...inserts, logStatement(db, "seattle_guides_seeded", { count: missing.length }, now), bumpDataVersions(db, ["blog"])]);
  const ids = results.slice(0, inserts.length).flatMap((r) => (r as { id: number }[]).map((x) => x.id));
  if (ids.length === 0) return [];
  const rows = await db.select(postColumns).from(blogPosts).leftJoin(cities, eq(cities.id, blogPosts.cityId)).where(inArray(blogPosts.id, ids));
  return rows.map(toAdminPost);
}
