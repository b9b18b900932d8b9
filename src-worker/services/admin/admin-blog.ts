// Blog moderation and writing: list any status, create (pending), approve, reject, delete, and the
// idempotent Seattle guide seed. Published posts are those approved with a published_at. Every write
// is the last D1 call of its function and answers what it wrote without reading it back, so the
// answer is known before the write commits (docs/decisions/013: it commits with the write).
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { constraintConflict, isConstraintFailure, runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { nextId } from "../../db/next-id";
import { blogPosts, cities } from "../../db/schema";
import { SEATTLE_GUIDES } from "../../db/seed/seattle-guides";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AdminListFilter } from "../../shared/admin-filter";
import type { AdminBlogPost, NewPost } from "../../shared/contract/admin";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";
import { slugify, uniqueSlug } from "../platform/slug";

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
  language: blogPosts.language,
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

/** A city's name and slug, for posts written to it. */
async function postCity(db: Db, cityId: number | null | undefined) {
  if (!cityId) return null;
  const [city] = await db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw badRequest("Unknown city");
  return city;
}

export async function createPost(db: Db, input: NewPost, now: number): Promise<AdminBlogPost> {
  const city = await postCity(db, input.cityId);
  const base = slugify(input.title);
  if (!base) throw badRequest("The title must contain letters or digits.");
  const stamp = new Date(now);
  // A concurrent post may take the same id or slug between the reads and the insert: try the next ones.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = {
      id: await nextId(db, blogPosts, "blog_posts"),
      cityId: city?.id ?? null,
      title: input.title,
      slug: uniqueSlug(base, await takenSlugs(db, base)),
      excerpt: input.excerpt,
      content: input.content,
      author: input.author || DEFAULT_AUTHOR,
      coverImage: input.coverImage || null,
      status: "pending" as const,
      language: input.language ?? "en",
      source: "admin" as const,
      createdAt: stamp,
      updatedAt: stamp,
    };
    try {
      await runBatch(db, [db.insert(blogPosts).values(row)]);
    } catch (err) {
      if (isConstraintFailure(err)) continue;
      throw err;
    }
    const { content: _content, source: _source, ...post } = row;
    return toAdminPost({ ...post, cityName: city?.name ?? null, citySlug: city?.slug ?? null, publishedAt: null });
  }
  throw conflict("Could not find a free slug for this title. Please try again.");
}

export async function approvePost(db: Db, postId: number, now: number): Promise<AdminBlogPost> {
  const post = await getPost(db, postId);
  if (post.status === "approved") throw conflict("This post is already approved.");
  await runBatch(db, [
    db
      .update(blogPosts)
      .set({ status: "approved", publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now})`, updatedAt: new Date(now) })
      .where(and(eq(blogPosts.id, postId), inArray(blogPosts.status, ["pending", "rejected"]))),
    bumpDataVersions(db, ["blog"]),
  ]);
  const at = new Date(now).toISOString();
  return { ...post, status: "approved", publishedAt: post.publishedAt ?? at, updatedAt: at };
}

/** Reject a pending post, or 'unapprove' a published one (it leaves the public blog). */
export async function rejectPost(db: Db, postId: number, now: number): Promise<AdminBlogPost> {
  const post = await getPost(db, postId);
  if (post.status === "rejected") throw conflict("This post is already rejected.");
  await runBatch(db, [
    db
      .update(blogPosts)
      .set({ status: "rejected", updatedAt: new Date(now) })
      .where(and(eq(blogPosts.id, postId), inArray(blogPosts.status, ["pending", "approved"]))),
    bumpDataVersions(db, ["blog"]),
  ]);
  return { ...post, status: "rejected", updatedAt: new Date(now).toISOString() };
}

export async function deletePost(db: Db, postId: number, now: number): Promise<void> {
  const post = await getPost(db, postId);
  await runBatch(db, [
    db.delete(blogPosts).where(eq(blogPosts.id, postId)),
    logStatement(db, "blog_post_deleted", { postId, slug: post.slug, count: 1 }, now),
    bumpDataVersions(db, ["blog"]),
  ]);
}

export async function deleteAllPosts(db: Db, now: number): Promise<{ deleted: number }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(blogPosts);
  await runBatch(db, [db.delete(blogPosts), logStatement(db, "blog_posts_deleted_all", { count: n }, now), bumpDataVersions(db, ["blog"])]);
  return { deleted: n };
}

export async function setPostCover(db: Db, postId: number, coverImage: string, now: number): Promise<AdminBlogPost> {
  const post = await getPost(db, postId);
  await runBatch(db, [
    db
      .update(blogPosts)
      .set({ coverImage, updatedAt: new Date(now) })
      .where(eq(blogPosts.id, postId)),
    bumpDataVersions(db, ["blog"]),
  ]);
  return { ...post, coverImage, updatedAt: new Date(now).toISOString() };
}

/**
 * Creates the Seattle watch guides that do not exist yet (matched by slug; existing ones are left
 * alone, even if edited or rejected since). Answers only the posts created by this call.
 *
 * Like a post an admin writes, a guide lands pending, unpublished: nothing goes public without its
 * own Approve (decision 012).
 */
export async function seedSeattleGuides(db: Db, now: number): Promise<AdminBlogPost[]> {
  const [seattle] = await db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities).where(eq(cities.slug, "seattle"));
  if (!seattle) throw conflict("The city 'seattle' does not exist yet. Seed the cities first.");
  const slugs = SEATTLE_GUIDES.map((g) => g.slug);
  const existing = new Set((await db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, slugs))).map((r) => r.slug));
  const missing = SEATTLE_GUIDES.filter((g) => !existing.has(g.slug));
  if (missing.length === 0) return [];
  const stamp = new Date(now);
  const firstId = await nextId(db, blogPosts, "blog_posts");
  const rows = missing.map((g, i) => ({
    id: firstId + i,
    cityId: seattle.id,
    title: g.title,
    slug: g.slug,
    excerpt: g.excerpt,
    content: g.content,
    author: DEFAULT_AUTHOR,
    coverImage: null,
    // Like a post an admin writes: pending until approved (decision 012).
    status: "pending" as const,
    language: "en" as const,
    publishedAt: null,
    source: "seed" as const,
    // A second apart, so the guides keep their intended order in the admin's newest-first list.
    createdAt: new Date(now - i * 1000),
    updatedAt: stamp,
  }));
  try {
    await runBatch(db, [
      ...rows.map((row) => db.insert(blogPosts).values(row)),
      logStatement(db, "seattle_guides_seeded", { count: missing.length }, now),
      bumpDataVersions(db, ["blog"]),
    ]);
  } catch (err) {
    // A post stored between the reads and this batch (another seed, a new post) is the likely cause,
    // but not a checked one: say what D1 refused. Nothing was written.
    if (isConstraintFailure(err)) throw constraintConflict(err);
    throw err;
  }
  return rows.map(({ content: _content, source: _source, ...post }) => toAdminPost({ ...post, cityName: seattle.name, citySlug: seattle.slug }));
}
