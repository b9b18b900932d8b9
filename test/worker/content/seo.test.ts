import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../../src-worker/html/escape";
import en from "../../../src-worker/shared/i18n/messages/en";
import es from "../../../src-worker/shared/i18n/messages/es";
import { allInitialData, call, count, initialData, jsonLd, page, seedDemo, testModeEnv } from "../helpers";

/** During the World Cup: the spec's texts (after its final they follow the season, season-copy.test.ts). */
const WORLD_CUP = testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" });

describe("SEO at the edge", () => {
  it("city pages get the spec's default title, meta, Open Graph, canonical, ItemList and inlined data", async () => {
    await seedDemo();
    const { status, html } = await page("/city/seattle", WORLD_CUP);
    expect(status).toBe(200);
    expect(html).toContain("<title>Seattle World Cup Watch Spots | World Cup Watch Spots</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/city/seattle">');
    expect(html).toMatch(/<meta property="og:title" content="Seattle World Cup Watch Spots \| World Cup Watch Spots">/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
    const list = jsonLd(html, "city-venues-jsonld");
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement.length).toBeGreaterThanOrEqual(5);
    // The first paint is rendered at the edge inside #root, venues included.
    expect(html).toMatch(/<main id="main"[^>]*data-prerender>/);
    expect(html).toContain("Showing 5 venues in Seattle");
    expect((html.match(/<a href="\/venue\/\d+"/g) ?? []).length).toBe(5);
    // The city page's own chunk is preloaded beside the entry.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/CityPage-[\w-]+\.js">/);
    // Each chunk once, those the entry imports included (the shell names them too).
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(2);
    expect(new Set(preloads).size).toBe(preloads.length);
    const data = initialData(html);
    expect(data.map((d) => d.queryKey)).toEqual([
      ["/api/cities", "seattle"],
      ["/api/cities", "seattle", "venues", "page", {}],
    ]);
    // The inlined list is the first page the API answers, as the app's infinite query keeps it.
    const api = await (await call("/api/cities/seattle/venues/page")).json();
    expect(data[1].data).toEqual({ pages: [api], pageParams: [0] });
  });

  it("a hand-edited city link is read as the app reads it: the list of what is valid is painted and inlined, the rest left out", async () => {
    await seedDemo();
    for (const [query, params] of [
      ["hasFood=TRUE&sortBy=Name", { hasFood: "true", sortBy: "name" }],
      ["hasFood=true&sortBy=bogus&match=1234567&supporters=usa", { hasFood: "true", supporters: "usa" }],
      ["sortBy=nearest&bigScreens=yes", {}],
    ] as const) {
      const { status, html } = await page(`/city/seattle?${query}`);
      expect(status, query).toBe(200);
      const data = initialData(html);
      expect(data[1]?.queryKey, query).toEqual(["/api/cities", "seattle", "venues", "page", params]);
      const api = await (await call(`/api/cities/seattle/venues/page?${new URLSearchParams(params)}`)).json();
      expect(data[1].data, query).toEqual({ pages: [api], pageParams: [0] });
    }
  });

  it("uses the city's seo_title when set and escapes it", async () => {
    await seedDemo();
    await env.DB.prepare("UPDATE cities SET seo_title = ? WHERE slug = 'boston'").bind("Boston </title><script>alert(1)</script>").run();
    const { html } = await page("/city/boston");
    expect(html).toContain("<title>Boston &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("content pages paint their heading from the HTML, the same texts the app renders (the spec's during the World Cup)", async () => {
    const { headings } = en.meta;
    const { headings: enEs } = es.meta;
    for (const [path, heading] of [
      ["/cities", headings.cities],
      ["/blog", headings.blog],
      ["/faq", headings.faq],
      ["/submit", headings.submit],
      ["/bookmarks", headings.bookmarks],
      ["/contact", headings.contact],
      ["/es/cities", enEs.cities],
      ["/es/faq", enEs.faq],
      ["/es/contact", enEs.contact],
    ] as const) {
      const { status, html } = await page(path, WORLD_CUP);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<h1 class="pr-title">${escapeHtml(heading.title)}</h1>\n<p class="pr-lead">${escapeHtml(heading.subtitle)}</p>`);
    }
  });

  it("the home, About and schedule pages paint their heading from the HTML; a city with a hero image paints it", async () => {
    await seedDemo();
    // Past the final, while the leagues play (a fixed clock): the home page's hero speaks of the season, in both languages.
    const season = testModeEnv({ SITE_NOW: "2026-12-05T12:00:00Z" });
    for (const [path, messages] of [
      ["/", en],
      ["/es", es],
    ] as const) {
      const { html } = await page(path, season);
      // The stadium art comes with the HTML: the hero's largest paint needs no request of its own.
      expect(html, path).toContain('<img class="pr-hero-img" src="data:image/svg+xml,%3Csvg xmlns=&#39;http://www.w3.org/2000/svg&#39;');
      expect(html, path).toContain(`<h1>${escapeHtml(messages.home.headlines.season.h0)}</h1>`);
      expect(html, path).toContain(escapeHtml(messages.home.intro.season.replace("{tagline}", messages.common.footer.tagline)));
    }
    const about = await page("/about", season);
    expect(about.html).toContain('<h1 class="pr-title">About World Cup Watch Spots</h1>');
    const { mission } = en.content.about;
    expect(about.html).toContain(`<p class="pr-body">${escapeHtml(`${mission.season} ${mission.goal}`)}</p>`);
    // The submission page's price banner, in each language (the Spanish page says what the fee buys in Spanish).
    const submit = await page("/submit", season);
    expect(submit.html).toMatch(/<section class="pr-price"><h2>\$\d+ <span>per submission<\/span><\/h2>/);
    // In the club season the fee says what it buys now; "the World Cup is over" was for the price sold for it.
    expect(submit.html).toContain(`<p>${escapeHtml(en.submit.price.seasonDescriptions.submission["club-season-2026-27"])}</p>`);
    expect(submit.html).not.toContain(escapeHtml(en.submit.price.afterFinalSubmission));
    const submitEs = await page("/es/submit", season);
    expect(submitEs.html).toContain(`<p>${escapeHtml(es.submit.price.seasonDescriptions.submission["club-season-2026-27"])}</p>`);
    const schedule = await page("/es/competitions/world-cup-2026", season);
    expect(schedule.html).toContain(`<h1 class="pr-title">${es.matches.schedule.title}</h1>\n<p class="pr-lead">${es.matches.schedule.edgeLead}</p>`);

    const city = await env.DB.prepare("SELECT hero_image_url, description FROM cities WHERE slug = 'seattle'").first<{
      hero_image_url: string;
      description: string;
    }>();
    expect(city!.hero_image_url).toBeTruthy();
    const { html } = await page("/city/seattle", season);
    expect(city!.hero_image_url).toBe("/images/hero-stadium.svg");
    expect(html).toContain('<section class="pr-hero pr-city"><img class="pr-hero-img" src="data:image/svg+xml,%3Csvg ');
    // A city's own picture is painted from the HTML at high priority.
    await env.DB.prepare("UPDATE cities SET hero_image_url = '/images/city-default.svg' WHERE slug = 'boston'").run();
    expect((await page("/city/boston", season)).html).toContain('<img class="pr-hero-img" src="/images/city-default.svg" alt="" fetchpriority="high">');
    expect(html).toContain(`<p class="pr-desc">${escapeHtml(city!.description)}</p>`);
    expect(html).toContain('<nav class="pr-crumbs" aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/cities">Cities</a> › Seattle</nav>');
  });

  it("a venue's first paint starts with its cover, the page's largest element, at high priority", async () => {
    await seedDemo();
    const v = await env.DB.prepare("SELECT id FROM venues WHERE status = 'approved' LIMIT 1").first<{ id: number }>();
    await env.DB.prepare("UPDATE venues SET cover_image = NULL WHERE id = ?").bind(v!.id).run();
    const fallback = await page(`/venue/${v!.id}`);
    expect(fallback.html).toMatch(
      /<main id="main" class="pr-main" data-prerender><img class="pr-cover" src="\/images\/venue-sports-bar.svg" alt="" width="1280" height="720" fetchpriority="high">/,
    );
    await env.DB.prepare("UPDATE venues SET cover_image = ? WHERE id = ?").bind('/media/covers/a".png', v!.id).run();
    await env.DB.prepare("UPDATE data_versions SET version = version + 1").run();
    const own = await page(`/venue/${v!.id}`);
    expect(own.html).toContain('<img class="pr-cover" src="/media/covers/a&quot;.png"');
  });

  it("venue pages carry BarOrPub JSON-LD with address and geo; hostile names cannot break out", async () => {
    await seedDemo();
    const v = await env.DB.prepare("SELECT id FROM venues WHERE lat IS NOT NULL LIMIT 1").first<{ id: number }>();
    await env.DB.prepare("UPDATE venues SET name = ? WHERE id = ?").bind("Bad </script><script>alert(1)</script>", v!.id).run();
    const { status, html } = await page(`/venue/${v!.id}`);
    expect(status).toBe(200);
    const ld = jsonLd(html, "venue-jsonld");
    expect(ld["@type"]).toBe("BarOrPub");
    expect(ld.name).toBe("Bad </script><script>alert(1)</script>");
    expect(ld.address.streetAddress).toBeTruthy();
    expect(ld.geo.latitude).toEqual(expect.any(Number));
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("blog posts get BlogPosting, the FAQ gets FAQPage", async () => {
    await seedDemo();
    const post = await env.DB.prepare("SELECT slug, title FROM blog_posts WHERE status = 'approved' LIMIT 1").first<{ slug: string; title: string }>();
    const blog = await page(`/blog/${post!.slug}`);
    expect(blog.status).toBe(200);
    expect(jsonLd(blog.html, "post-jsonld").headline).toBe(post!.title);
    const faq = await page("/faq");
    const ld = jsonLd(faq.html, "faq-jsonld");
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity.length).toBeGreaterThanOrEqual(28);
  });

  it("unknown cities, venues, posts and paths answer a real 404 with the SPA shell", async () => {
    await seedDemo();
    for (const path of ["/city/atlantis", "/venue/999999", "/venue/abc", "/blog/no-such-post", "/no/such/page"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
    // A pending venue is not public either.
    const v = await env.DB.prepare("SELECT id FROM venues LIMIT 1").first<{ id: number }>();
    await env.DB.prepare("UPDATE venues SET status = 'pending' WHERE id = ?").bind(v!.id).run();
    expect((await page(`/venue/${v!.id}`)).status).toBe(404);
  });

  it("every page inlines the app's settings; the blog its list, the submission form its cities, as the API answers them", async () => {
    await seedDemo();
    const settings = await (await call("/api/config")).json();
    for (const path of ["/", "/es/", "/city/seattle", "/blog", "/faq", "/submit", "/bookmarks", "/admin/login", "/owner", "/no/such/page"]) {
      const entries = allInitialData((await page(path)).html);
      expect(entries[0], path).toEqual({ queryKey: ["/api/config"], data: settings });
    }
    const blog = initialData((await page("/blog")).html);
    expect(blog).toEqual([{ queryKey: ["/api/blog/posts"], data: await (await call("/api/blog/posts")).json() }]);
    const blogEs = initialData((await page("/es/blog")).html);
    expect(blogEs).toEqual([{ queryKey: ["/api/blog/posts", { lang: "es" }], data: await (await call("/api/blog/posts?lang=es")).json() }]);
    const submit = initialData((await page("/submit")).html);
    expect(submit.map((e) => e.queryKey)).toEqual([["/api/cities"], ["/api/venues/submission-pricing"]]);
    expect(submit[0].data).toEqual(await (await call("/api/cities")).json());
  });

  it("redirects /cities/{slug} to /city/{slug}", async () => {
    const res = await call("/cities/seattle", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/city/seattle");
  });

  it("admin pages are noindex; a venue's edit screen has its own title", async () => {
    const { html } = await page("/admin/login");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await page("/admin/venues/12/edit")).html).toMatch(/<title>Edit Venue \|/);
    expect((await page("/admin/venues/abc/edit")).html).toMatch(/<title>404 Page Not Found \|/);
  });

  it("sitemap lists cities, approved venues and public posts with lastmod; robots points at it", async () => {
    await seedDemo();
    const res = await call("/sitemap.xml");
    const xml = await res.text();
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    expect(xml).toContain("<loc>http://localhost:8787/city/seattle</loc>");
    const approved = await count("venues", "status = 'approved'");
    // Each page once per language, each naming both.
    expect((xml.match(/localhost:8787\/venue\/\d+<\/loc>/g) ?? []).length).toBe(approved);
    expect((xml.match(/localhost:8787\/es\/venue\/\d+<\/loc>/g) ?? []).length).toBe(approved);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="http://localhost:8787/es/city/seattle"/>');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await call("/robots.txt")).text();
    // Not production in tests: crawlers are kept out.
    expect(robots).toContain("Disallow: /");
  });
});
