// Blog administration: writing posts, moderation transitions, deletes, and the Seattle guide seed.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SEATTLE_GUIDES } from "../../../src-worker/db/seed/seattle-guides";
import type { AdminBlogPost } from "../../../src-worker/shared/contract/admin";
import { asAdmin, call, cityId, count, login, seedDemo } from "../helpers";

let cookie = "";

const { get, post, del } = asAdmin(() => cookie);

const CONTENT = "## Match day\n\n" + "Arrive early, find a seat with a view of the screen, and enjoy the match with fellow fans. ".repeat(3);

async function create(extra: Record<string, unknown> = {}) {
  return post<{ post: AdminBlogPost } & { error: string }>("/api/blog/posts", {
    title: "Where to watch in Boston",
    excerpt: "A short guide.",
    content: CONTENT,
    ...extra,
  });
}

const row = (id: number) =>
  env.DB.prepare("SELECT status, published_at, slug, author, city_id, cover_image FROM blog_posts WHERE id = ?")
    .bind(id)
    .first<{ status: string; published_at: number | null; slug: string; author: string; city_id: number | null; cover_image: string | null }>();

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

describe("creating posts", () => {
  it("creates a pending post with a slug from the title and the team as default author", async () => {
    const boston = await cityId("boston");
    const res = await create({ cityId: boston });
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({
      title: "Where to watch in Boston",
      slug: "where-to-watch-in-boston",
      status: "pending",
      author: "World Cup Watch Spots Team",
      cityName: "Boston",
      publishedAt: null,
    });
    const stored = await row(res.body.post.id);
    expect(stored).toMatchObject({ status: "pending", published_at: null, city_id: boston });
  });

  it("adds -2, -3 to the slug when the title was used before", async () => {
    const a = await create();
    const b = await create();
    const c = await create({ title: "Where to Watch in BOSTON!" });
    expect([a.body.post.slug, b.body.post.slug, c.body.post.slug]).toEqual([
      "where-to-watch-in-boston",
      "where-to-watch-in-boston-2",
      "where-to-watch-in-boston-3",
    ]);
  });

  it("makes unique slugs for long titles too", async () => {
    const title = "A very long guide title about watching every single World Cup match in a great Boston neighborhood bar";
    const a = await create({ title });
    const b = await create({ title });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.post.slug).toBe(`${a.body.post.slug}-2`);
  });

  it("keeps a given author and an https cover image URL", async () => {
    const res = await create({ author: "Jamie", coverImage: "https://images.example.org/pub.jpg", cityId: null });
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({ author: "Jamie", coverImage: "https://images.example.org/pub.jpg", cityId: null, cityName: null });
  });

  it("validates: content >= 100 characters, title <= 200, excerpt <= 500, content <= 100,000, known city, http(s) cover", async () => {
    const short = await create({ content: "Too short." });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Content must be at least 100 characters.");
    expect((await create({ content: " ".repeat(50) + "x".repeat(99) + " ".repeat(50) })).status).toBe(400);
    expect((await create({ title: "t".repeat(201) })).status).toBe(400);
    expect((await create({ title: "   " })).status).toBe(400);
    expect((await create({ excerpt: "e".repeat(501) })).status).toBe(400);
    expect((await create({ excerpt: "" })).status).toBe(400);
    expect((await create({ content: "c".repeat(100_001) })).status).toBe(400);
    expect((await create({ title: "Long read", content: "c".repeat(100_000) })).status).toBe(201);
    const unknownCity = await create({ cityId: 987654 });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.body.error).toBe("Unknown city");
    expect((await create({ coverImage: "javascript:alert(1)" })).status).toBe(400);
    expect((await create({ title: "!!!" })).status).toBe(400);
    expect(await count("blog_posts", "source = 'admin'")).toBe(1);
  });
});

describe("post moderation", () => {
  it("pending -> approved (published now) -> rejected (unapprove) -> approved (keeps its date)", async () => {
    const id = (await create()).body.post.id;
    const before = Date.now();
    const approved = await post<{ post: AdminBlogPost }>("/api/admin/blog/approve", { postId: id });
    expect(approved.status).toBe(200);
    expect(approved.body.post.status).toBe("approved");
    const first = (await row(id))!;
    expect(first.status).toBe("approved");
    expect(first.published_at).toBeGreaterThanOrEqual(before - 1000);

    const again = await post("/api/admin/blog/approve", { postId: id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This post is already approved.");

    expect((await post("/api/admin/blog/reject", { postId: id })).status).toBe(200);
    expect((await row(id))!.status).toBe("rejected");
    const rejectAgain = await post("/api/admin/blog/reject", { postId: id });
    expect(rejectAgain.status).toBe(409);
    expect(rejectAgain.body.error).toBe("This post is already rejected.");

    expect((await post("/api/admin/blog/approve", { postId: id })).status).toBe(200);
    const last = (await row(id))!;
    expect(last.status).toBe("approved");
    expect(last.published_at).toBe(first.published_at);
  });

  it("pending -> rejected directly; unknown posts are 404", async () => {
    const id = (await create()).body.post.id;
    expect((await post("/api/admin/blog/reject", { postId: id })).status).toBe(200);
    expect((await row(id))!.status).toBe("rejected");
    expect((await post("/api/admin/blog/approve", { postId: 999999 })).status).toBe(404);
    expect((await post("/api/admin/blog/reject", { postId: 999999 })).status).toBe(404);
    expect((await post("/api/admin/blog/reject", { postId: "x" })).status).toBe(400);
  });

  it("lists posts of every status, filtered by city and status", async () => {
    const boston = await cityId("boston");
    await create({ cityId: boston });
    const all = await get<AdminBlogPost[]>("/api/admin/blog/posts");
    const total = await count("blog_posts");
    expect(all.body).toHaveLength(total);
    const pending = await get<AdminBlogPost[]>("/api/admin/blog/posts?status=pending");
    expect(pending.body.map((p) => p.title)).toEqual(["Where to watch in Boston"]);
    const inBoston = await get<AdminBlogPost[]>(`/api/admin/blog/posts?cityId=${boston}&status=all`);
    expect(inBoston.body.every((p) => p.cityId === boston)).toBe(true);
    expect(inBoston.body.some((p) => p.status === "pending")).toBe(true);
    expect((await get("/api/admin/blog/posts?status=draft")).status).toBe(400);
  });
});

describe("deleting posts", () => {
  it("deletes one post; 404 for unknown ids", async () => {
    const id = (await create()).body.post.id;
    const res = await del(`/api/blog/posts/${id}`);
    expect(res.status).toBe(200);
    expect(await row(id)).toBeNull();
    expect((await del(`/api/blog/posts/${id}`)).status).toBe(404);
    expect((await del(`/api/blog/posts/abc`)).status).toBe(400);
  });

  it("delete-all needs the phrase DELETE ALL POSTS", async () => {
    const total = await count("blog_posts");
    expect(total).toBeGreaterThan(0);
    expect((await post("/api/admin/blog/delete-all")).status).toBe(400);
    expect((await post("/api/admin/blog/delete-all", { confirm: "DELETE ALL VENUES" })).status).toBe(400);
    expect(await count("blog_posts")).toBe(total);
    const ok = await post<{ deleted: number }>("/api/admin/blog/delete-all", { confirm: "DELETE ALL POSTS" });
    expect(ok.status).toBe(200);
    expect(ok.body.deleted).toBe(total);
    expect(await count("blog_posts")).toBe(0);
  });
});

describe("Seattle guides", () => {
  it("creates the 4-5 Seattle posts once, pending and unpublished like a written post; a second call creates none", async () => {
    expect(SEATTLE_GUIDES.length).toBeGreaterThanOrEqual(4);
    expect(SEATTLE_GUIDES.length).toBeLessThanOrEqual(5);
    const first = await post<{ posts: AdminBlogPost[] }>("/api/admin/seed-seattle");
    expect(first.status).toBe(200);
    expect(first.body.posts).toHaveLength(SEATTLE_GUIDES.length);
    for (const p of first.body.posts) {
      expect(p).toMatchObject({ status: "pending", citySlug: "seattle", cityName: "Seattle", publishedAt: null });
    }
    // Not public until each is approved, like a post an admin writes.
    const publicSlugs = ((await (await call("/api/blog/posts")).json()) as { slug: string }[]).map((p) => p.slug);
    for (const p of first.body.posts) expect(publicSlugs).not.toContain(p.slug);
    const approved = await post<{ post: AdminBlogPost }>("/api/admin/blog/approve", { postId: first.body.posts[0].id });
    expect(approved.body.post).toMatchObject({ status: "approved" });
    expect(approved.body.post.publishedAt).not.toBeNull();
    const second = await post<{ posts: AdminBlogPost[] }>("/api/admin/seed-seattle");
    expect(second.body).toEqual({ posts: [] });
    const slugs = SEATTLE_GUIDES.map((g) => g.slug);
    expect(await count("blog_posts", `slug IN (${slugs.map(() => "?").join(",")})`, ...slugs)).toBe(SEATTLE_GUIDES.length);
  });

  it("leaves existing guides alone and creates only the missing ones", async () => {
    const g = SEATTLE_GUIDES[0];
    await env.DB.prepare("INSERT INTO blog_posts (title, slug, excerpt, content, status) VALUES ('Edited title', ?, 'e', 'c', 'rejected')").bind(g.slug).run();
    const res = await post<{ posts: AdminBlogPost[] }>("/api/admin/seed-seattle");
    expect(res.body.posts).toHaveLength(SEATTLE_GUIDES.length - 1);
    expect(res.body.posts.map((p) => p.slug)).not.toContain(g.slug);
    const kept = await env.DB.prepare("SELECT title, status FROM blog_posts WHERE slug = ?").bind(g.slug).first();
    expect(kept).toEqual({ title: "Edited title", status: "rejected" });
  });

  it("guides are real content: Markdown, at least 100 characters, Seattle topics, no placeholder text", () => {
    const all = SEATTLE_GUIDES.map((g) => g.content).join("\n");
    for (const topic of ["Capitol Hill", "Pioneer Square", "Ballard", "Fremont", "Lumen Field", "Link", "Sounders", "Reign", "morning", "July"]) {
      expect(all, topic).toContain(topic);
    }
    for (const g of SEATTLE_GUIDES) {
      expect(g.content.length).toBeGreaterThan(1000);
      expect(g.excerpt.length).toBeLessThanOrEqual(500);
      expect(g.title.length).toBeLessThanOrEqual(200);
      expect(g.content).toMatch(/^## /m);
      expect(g.content).not.toMatch(/lorem|TODO|TBD/i);
    }
    expect(new Set(SEATTLE_GUIDES.map((g) => g.slug)).size).toBe(SEATTLE_GUIDES.length);
  });
});
