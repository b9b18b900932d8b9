// Blog posts carry a language: each language's blog lists its own posts, a post's page keeps its own
// language's canonical and <html lang>, the sitemap lists a post once, and admins choose the language.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_POSTS } from "../../../src-worker/db/seed/demo-posts";
import type { AdminBlogPost } from "../../../src-worker/shared/contract/admin";
import type { BlogPost, BlogPostSummary } from "../../../src-worker/shared/contract/blog";
import { asAdmin, call, callJson, cityId, expectBadQueries, insertPost, jsonLd, login, page, seedBase, seedDemo } from "../helpers";

const DAY = 86_400_000;
const slugs = (posts: BlogPostSummary[]) => posts.map((p) => p.slug);

describe("the blog by language", () => {
  let seattle: number;
  beforeEach(async () => {
    await seedBase();
    seattle = await cityId("seattle");
    const now = Date.now();
    await insertPost({ slug: "english-guide", status: "approved", published_at: now - 2 * DAY, city_id: seattle });
    await insertPost({ slug: "guia-en-espanol", status: "approved", published_at: now - DAY, city_id: seattle, language: "es" });
    await insertPost({ slug: "articulo-general", status: "approved", published_at: now - 3 * DAY, language: "es" });
    await insertPost({ slug: "borrador-es", status: "pending", published_at: now - DAY, language: "es" });
  });

  it("lists English posts by default and each language's posts only when asked", async () => {
    const en = await callJson<BlogPostSummary[]>("/api/blog/posts");
    expect(slugs(en.body)).toEqual(["english-guide"]);
    expect(en.body[0].language).toBe("en");
    expect(slugs((await callJson<BlogPostSummary[]>("/api/blog/posts?lang=en")).body)).toEqual(["english-guide"]);
    const es = await callJson<BlogPostSummary[]>("/api/blog/posts?lang=es");
    expect(es.status).toBe(200);
    expect(slugs(es.body)).toEqual(["guia-en-espanol", "articulo-general"]);
    expect(es.body.every((p) => p.language === "es")).toBe(true);
  });

  it("combines the language with the city", async () => {
    expect(slugs((await callJson<BlogPostSummary[]>(`/api/blog/posts?cityId=${seattle}&lang=es`)).body)).toEqual(["guia-en-espanol"]);
    expect(slugs((await callJson<BlogPostSummary[]>(`/api/blog/posts?cityId=${seattle}`)).body)).toEqual(["english-guide"]);
  });

  it("refuses a language the site does not have", async () => {
    await expectBadQueries("/api/blog/posts", ["lang=fr", "lang=ES", "lang=", "lang=en-US", "cityId=1&lang=xx"]);
    const { body } = await callJson<{ error: string }>("/api/blog/posts?lang=fr");
    expect(body.error).toMatch(/lang/);
  });

  it("a post's own page answers in any language, and says its language", async () => {
    const post = await callJson<BlogPost>("/api/blog/posts/guia-en-espanol");
    expect(post.status).toBe(200);
    expect(post.body.language).toBe("es");
  });

  it("a post under the other language's prefix keeps its own canonical and <html lang>", async () => {
    for (const path of ["/blog/guia-en-espanol", "/es/blog/guia-en-espanol"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<html lang="es"');
      expect(html, path).toContain('<link rel="canonical" href="http://localhost:8787/es/blog/guia-en-espanol">');
      expect(html, path).not.toContain('hreflang="en"');
      expect(jsonLd(html, "post-jsonld").mainEntityOfPage).toBe("http://localhost:8787/es/blog/guia-en-espanol");
    }
    const { html } = await page("/es/blog/english-guide");
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/blog/english-guide">');
  });

  it("the sitemap lists each post once, at its own language's address", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:8787/blog/english-guide</loc>");
    expect(xml).not.toContain("/es/blog/english-guide");
    expect(xml).toContain("<loc>http://localhost:8787/es/blog/guia-en-espanol</loc>");
    expect(xml).not.toContain("<loc>http://localhost:8787/blog/guia-en-espanol</loc>");
    expect(xml).not.toContain("borrador-es");
    // Both blogs themselves are in the sitemap.
    expect(xml).toContain("<loc>http://localhost:8787/es/blog</loc>");
  });

  it("the database refuses a language it does not know", async () => {
    await expect(
      env.DB.prepare("INSERT INTO blog_posts (title, slug, excerpt, content, language) VALUES ('t', 'fr-post', 'e', 'c', 'fr')").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    const row = await env.DB.prepare("SELECT language FROM blog_posts WHERE slug = 'english-guide'").first<{ language: string }>();
    expect(row!.language).toBe("en");
  });

  it("the FAQ's structured data is in the page's language", async () => {
    const en = jsonLd((await page("/faq")).html, "faq-jsonld");
    const es = jsonLd((await page("/es/faq")).html, "faq-jsonld");
    expect(es.mainEntity.length).toBe(en.mainEntity.length);
    expect(en.mainEntity[0].name).toMatch(/World Cup/);
    expect(es.mainEntity[0].name).toMatch(/^¿.*Mundial 2026\?$/);
  });
});

describe("Spanish demo posts", () => {
  it("the demo seed has Spanish posts, listed on the Spanish blog only", async () => {
    await seedDemo();
    const spanish = DEMO_POSTS.filter((p) => p.language === "es").map((p) => p.slug);
    expect(spanish.length).toBe(2);
    expect(slugs((await callJson<BlogPostSummary[]>("/api/blog/posts?lang=es")).body).sort()).toEqual([...spanish].sort());
    const english = slugs((await callJson<BlogPostSummary[]>("/api/blog/posts")).body);
    expect(english.length).toBe(DEMO_POSTS.length - 2);
    for (const slug of spanish) expect(english).not.toContain(slug);
  });
});

describe("admins write posts in a language", () => {
  let cookie = "";
  const { post } = asAdmin(() => cookie);
  const CONTENT =
    "## Día de partido\n\n" + "Llega temprano, busca un lugar con buena vista de la pantalla y disfruta el partido con otros aficionados. ".repeat(3);
  beforeEach(async () => {
    await seedDemo();
    cookie = await login();
  });

  it("stores the chosen language, English when none is given", async () => {
    const es = await post<{ post: AdminBlogPost }>("/api/blog/posts", {
      title: "Dónde ver el partido",
      excerpt: "Una guía.",
      content: CONTENT,
      language: "es",
    });
    expect(es.status).toBe(201);
    expect(es.body.post.language).toBe("es");
    const en = await post<{ post: AdminBlogPost }>("/api/blog/posts", { title: "Where to watch", excerpt: "A guide.", content: CONTENT });
    expect(en.body.post.language).toBe("en");
    const rows = await env.DB.prepare("SELECT slug, language FROM blog_posts WHERE id IN (?, ?) ORDER BY id").bind(es.body.post.id, en.body.post.id).all();
    expect(rows.results.map((r) => r.language)).toEqual(["es", "en"]);
  });

  it("refuses an unknown language", async () => {
    const bad = await post("/api/blog/posts", { title: "Où regarder", excerpt: "Un guide.", content: CONTENT, language: "fr" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/language/);
  });
});
