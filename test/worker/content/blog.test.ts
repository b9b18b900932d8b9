import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { BlogPost, BlogPostSummary } from "../../../src-worker/shared/contract/blog";
import { callJson, cityId, insertPost, seedBase } from "../helpers";

const DAY = 86_400_000;

const addPost = (slug: string, status: string, publishedAt: number | null, city: number | null = null) =>
  insertPost({ slug, status, published_at: publishedAt, city_id: city });

describe("public blog", () => {
  let seattle: number;
  let boston: number;
  beforeEach(async () => {
    await seedBase();
    seattle = await cityId("seattle");
    boston = await cityId("boston");
    const now = Date.now();
    await addPost("old-approved", "approved", now - 3 * DAY, seattle);
    await addPost("new-approved", "approved", now - 1 * DAY, null);
    await addPost("mid-approved", "approved", now - 2 * DAY, boston);
    await addPost("pending-post", "pending", now - DAY, seattle);
    await addPost("rejected-post", "rejected", now - DAY, seattle);
    await addPost("draft-post", "approved", null, seattle);
    await addPost("future-post", "approved", now + DAY, seattle);
  });

  it("lists only approved, published posts, newest first, with the summary shape", async () => {
    const { status, body, res } = await callJson<BlogPostSummary[]>("/api/blog/posts");
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(body.map((p) => p.slug)).toEqual(["new-approved", "mid-approved", "old-approved"]);
    expect(Object.keys(body[0]).sort()).toEqual(["author", "cityId", "coverImage", "excerpt", "id", "language", "publishedAt", "slug", "title"]);
    expect(body[0]).toMatchObject({ title: "Title new-approved", author: "World Cup Watch Spots Team", coverImage: null, cityId: null });
    expect(new Date(body[0].publishedAt!).toISOString()).toBe(body[0].publishedAt);
  });

  it("filters by city id", async () => {
    const { body } = await callJson<BlogPostSummary[]>(`/api/blog/posts?cityId=${seattle}`);
    expect(body.map((p) => p.slug)).toEqual(["old-approved"]);
    expect((await callJson<BlogPostSummary[]>(`/api/blog/posts?cityId=${boston}`)).body.map((p) => p.slug)).toEqual(["mid-approved"]);
    expect((await callJson<BlogPostSummary[]>("/api/blog/posts?cityId=999999")).body).toEqual([]);
  });

  it("rejects a malformed city id with 400 JSON", async () => {
    for (const bad of ["abc", "-1", "1.5", "0", "", "1e3"]) {
      const r = await callJson<{ error: string; code: string }>(`/api/blog/posts?cityId=${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.code).toBe("bad_request");
      expect(r.body.error).toMatch(/cityId/);
    }
  });

  it("caps the list at 100 posts", async () => {
    const now = Date.now();
    const statements = Array.from({ length: 105 }, (_, i) =>
      env.DB.prepare("INSERT INTO blog_posts (title, slug, excerpt, content, status, published_at) VALUES ('t', ?, 'e', 'c', 'approved', ?)").bind(
        `bulk-${i}`,
        now - 10 * DAY - i,
      ),
    );
    await env.DB.batch(statements);
    const { body } = await callJson<BlogPostSummary[]>("/api/blog/posts");
    expect(body).toHaveLength(100);
    expect(body[0].slug).toBe("new-approved");
  });

  it("returns one public post with its content by slug", async () => {
    const { status, body, res } = await callJson<BlogPost>("/api/blog/posts/mid-approved");
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(body).toMatchObject({ slug: "mid-approved", title: "Title mid-approved", content: "## Body", cityId: boston });
  });

  it("answers 404 JSON for unknown, pending, rejected, draft and future posts", async () => {
    for (const slug of ["nope", "pending-post", "rejected-post", "draft-post", "future-post"]) {
      const r = await callJson<{ error: string; code: string }>(`/api/blog/posts/${slug}`);
      expect(r.status, slug).toBe(404);
      expect(r.body).toEqual({ error: "Blog post not found", code: "not_found" });
    }
  });

  it("answers 400 for a malformed slug", async () => {
    for (const bad of ["Upper-Case", "under_score", "a--b", "-lead", "x".repeat(301), "%20space"]) {
      const r = await callJson<{ error: string; code: string }>(`/api/blog/posts/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.code).toBe("bad_request");
    }
  });
});
