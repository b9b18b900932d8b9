// Every public page paints from the edge (decisions 043, 048): its first answer carries the critical
// styles inline, the page's heading inside #root, no request for the hero art and nothing of the app
// before the boot script loads it; every short address is one 301 to the page, kept by the edge cache.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT, BOOT_SCRIPT_SHA256 } from "../../../src-worker/html/boot";
import { HERO_ART_PATH } from "../../../src-worker/shared/hero-art";
import { callApp, getPublic, page, seedDemo, testModeEnv } from "../helpers";

/** The public pages, each with data the demo seed ships (read from it, never created here). */
async function publicPages(): Promise<string[]> {
  const [post] = await getPublic<{ slug: string }[]>("/api/blog/posts");
  const venue = await env.DB.prepare("SELECT id FROM venues WHERE status = 'approved' ORDER BY id LIMIT 1").first<{ id: number }>();
  const pages = [
    "/",
    "/cities",
    "/city/seattle",
    `/venue/${venue!.id}`,
    "/matches",
    "/competitions",
    "/competitions/world-cup-2026",
    "/competitions/premier-league-2026-27",
    "/match/104-spain-argentina",
    "/team/arg",
    "/match/1001-arsenal-coventry-city",
    "/team/arsenal",
    "/blog",
    `/blog/${post.slug}`,
    "/faq",
    "/submit",
    "/bookmarks",
    "/about",
    "/contact",
  ];
  return [...pages, ...pages.filter((p) => !p.startsWith("/blog/")).map((p) => `/es${p === "/" ? "" : p}`)];
}

/** What waits in <template id="app-load"> for the boot script. */
const appLoad = (html: string) => html.match(/<template id="app-load">([\s\S]*?)<\/template>/)?.[1] ?? "";

/** The parts of a first answer the browser acts on before it paints. */
function firstAnswer(html: string) {
  html = html.replace(/<template id="app-load">[\s\S]*?<\/template>/, "");
  const head = html.slice(0, html.indexOf("</head>"));
  const root = html.match(/<div id="root">([\s\S]*?)<\/main>/)?.[1] ?? "";
  // What the browser fetches: elements' sources and links, not the link previews' meta tags or the inlined data.
  const fetched = [...html.matchAll(/<(?:img|link|source|script)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
  return { head, root, fetched };
}

describe("every public page paints from the edge", () => {
  it("inline critical styles, the heading in #root, no stylesheet in <head>, no request for the hero art", async () => {
    await seedDemo();
    for (const path of await publicPages()) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const { head, root, fetched } = firstAnswer(html);
      expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(root, path).toMatch(/^<style>[^<]+<\/style>/);
      expect(root, path).toMatch(/<h1[\s>]/);
      // (Lower down, the blog's cards may show it: loaded lazily, as the app's.)
      expect(
        fetched.filter((tag) => tag.includes(HERO_ART_PATH) && !tag.includes('loading="lazy"')),
        path,
      ).toEqual([]);
      // The footer's words and links, as the app's: on a short page its blurb is the first screen's largest text.
      const foot = html.match(/<footer class="pr-foot">([\s\S]*?)<\/footer>/)?.[1] ?? "";
      expect(foot, path).toMatch(path.startsWith("/es") ? /Un directorio independiente de aficionados/ : /An independent fan directory/);
      expect(foot, path).not.toMatch(/footer\.|<sister>/);
      expect(foot, path).toContain(`href="${path.startsWith("/es") ? "/es" : ""}/contact"`);
      // The app's stylesheet, preloads and entry wait, after the content, for the boot script that
      // loads them once the first paint is on screen: nothing of the app is fetched before it.
      expect(
        fetched.filter((tag) => tag.includes("/assets/")),
        path,
      ).toEqual([]);
      const later = appLoad(html);
      expect(later, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css" media="print" data-app-styles>/);
      expect(later, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(later, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[\w-]+\.js">/);
      expect(html, path).toContain(`</template><script>${BOOT_SCRIPT}</script></body>`);
    }
    // The home page and a host city take the art from the HTML itself, as the app does.
    for (const path of ["/", "/city/seattle"]) expect((await page(path)).html, path).toContain('<img class="pr-hero-img" src="data:image/svg+xml,%3Csvg ');
  }, 60_000);

  it("the policy allows the boot script by its hash, and a page the app renders alone loads the app at once", async () => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(BOOT_SCRIPT));
    expect(btoa(String.fromCharCode(...new Uint8Array(digest)))).toBe(BOOT_SCRIPT_SHA256);
    const res = await callApp("/city/seattle");
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${BOOT_SCRIPT_SHA256}';`);
    // The owner's sign-in has no first paint of its own: the app is the page and keeps its place in <head>.
    const html = await (await callApp("/owner/login")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(html).not.toContain("app-load");
  });

  it("a team, a club and a club match paint what the app's header and source line say, so the app's is no larger a paint", async () => {
    await seedDemo();
    const inSeason = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });
    const club = firstAnswer(await (await callApp("/team/arsenal", {}, inSeason)).text()).root;
    expect(club).toContain('<p class="pr-lead">Plays in Premier League</p>');
    expect(club).toMatch(/<p class="pr-lead">Next match: [^<]*Arsenal[^<]* · [^<]+<\/p>/);
    // A club match says where its fixtures come from, as the app's (a phone's largest text there).
    const match = firstAnswer(await (await callApp("/match/1001-arsenal-coventry-city", {}, inSeason)).text()).root;
    expect(match).toMatch(
      /<p>Fixtures from openfootball \(Public domain\)\. A snapshot shipped with the site, not refreshed since\.( Results up to [A-Z][a-z]{2} \d\d, 2026\.)?<\/p>/,
    );
    const spanish = firstAnswer(await (await callApp("/es/team/arsenal", {}, inSeason)).text()).root;
    expect(spanish).toMatch(/<p class="pr-lead">Próximo partido: [^<]+<\/p>/);
    // After the World Cup's final, a national team's tournament is over, as the app says.
    const team = firstAnswer(await (await callApp("/team/arg", {}, inSeason)).text()).root;
    expect(team).toContain('<p class="pr-lead">Argentina&#39;s World Cup is over: no match is left to follow or to add to a calendar.</p>');
    const before = testModeEnv({ SITE_NOW: "2026-06-01T12:00:00Z" });
    expect(firstAnswer(await (await callApp("/team/arg", {}, before)).text()).root).toMatch(
      /<p class="pr-lead">Next match: Argentina v Algeria · Group J · Jun 16, 20:00 local time, Arrowhead Stadium<\/p>/,
    );
  });

  it("a city without a hero and the blog paint their cards with covers, the first one fetched first or inline", async () => {
    await seedDemo();
    const plain = await env.DB.prepare(
      "SELECT slug FROM cities WHERE hero_image_url IS NULL AND id IN (SELECT city_id FROM venues WHERE status = 'approved') ORDER BY slug LIMIT 1",
    ).first<{ slug: string }>();
    const covers = (html: string) => [...firstAnswer(html).root.matchAll(/<img class="pr-card-img" [^>]*>/g)].map((m) => m[0]);
    const city = covers((await page(`/city/${plain!.slug}`)).html);
    expect(city[0], plain!.slug).toMatch(/^<img class="pr-card-img" src="\/images\/[^"]+" alt="" width="640" height="360" fetchpriority="high">$/);
    expect(city.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
    // Under a hero, the hero is the first screen's largest paint: every card waits.
    const seattle = covers((await page("/city/seattle")).html);
    expect(seattle.length).toBeGreaterThan(0);
    expect(seattle.every((img) => img.includes('loading="lazy"'))).toBe(true);
    const posts = await getPublic<{ slug: string; title: string; coverImage: string | null }[]>("/api/blog/posts");
    const { html } = await page("/blog");
    const blog = covers(html);
    expect(blog).toHaveLength(posts.length);
    // The seeded posts have no cover of their own: the first shows the art from the HTML, the rest load it lazily.
    expect(posts[0].coverImage).toBeNull();
    expect(blog[0]).toMatch(/^<img class="pr-card-img" src="data:image\/svg\+xml,%3Csvg [^"]+" alt="" width="640" height="360">$/);
    expect(blog[1]).toBe(`<img class="pr-card-img" src="${HERO_ART_PATH}" loading="lazy" alt="" width="640" height="360">`);
    expect(firstAnswer(html).root).toContain(`<a href="/blog/${posts[0].slug}">${posts[0].title}</a>`);
  });

  it("a post paints its heading, author and first paragraph", async () => {
    await seedDemo();
    const [summary] = await getPublic<{ slug: string }[]>("/api/blog/posts");
    const post = await getPublic<{ title: string; author: string; content: string }>(`/api/blog/posts/${summary.slug}`);
    const { html } = await page(`/blog/${summary.slug}`);
    const { root } = firstAnswer(html);
    expect(root).toContain('<a class="pr-back" href="/blog">← Back to Blog</a>');
    expect(root).toContain(`<p class="pr-addr">By ${post.author}</p>`);
    const first = post.content.trim().split(/\n\s*\n/)[0];
    if (!/^[#|>]/.test(first)) expect(root).toMatch(/<p class="pr-body">[^<]{40,}<\/p>/);
  });

  it("a short address is one 301 to the page, kept by the edge cache", async () => {
    await seedDemo();
    const venue = await env.DB.prepare("SELECT id FROM venues WHERE status = 'approved' ORDER BY id LIMIT 1").first<{ id: number }>();
    const moves: [string, string][] = [
      ["/match/104", "/match/104-spain-argentina"],
      ["/es/match/104", "/es/match/104-spain-argentina"],
      ["/match/104/", "/match/104-spain-argentina"],
      ["/es/match/104/", "/es/match/104-spain-argentina"],
      ["/match/1001", "/match/1001-arsenal-coventry-city"],
      ["/team/ARG", "/team/arg"],
      ["/team/Arsenal/", "/team/arsenal"],
      [`/venue/00${venue!.id}`, `/venue/${venue!.id}`],
      ["/city/Seattle/", "/city/seattle"],
      ["/cities/seattle", "/city/seattle"],
      ["/es/cities/Seattle", "/es/city/seattle"],
      ["/matches?stage=Final", "/competitions/world-cup-2026?stage=Final"],
      ["/matches/", "/matches"],
      ["/competitions/World-Cup-2026/", "/competitions/world-cup-2026"],
      ["/competitions/premier-league-2026-27/", "/competitions/premier-league-2026-27"],
      ["/faq/", "/faq"],
      ["/es/about/", "/es/about"],
      ["/submit/", "/submit"],
    ];
    for (const [from, to] of moves) {
      const first = await callApp(from);
      expect([from, first.status, first.headers.get("location")]).toEqual([from, 301, to]);
      expect(first.headers.get("cache-control"), from).toMatch(/^public\b/);
      expect(first.headers.get("x-cache"), from).toBe("MISS");
      const again = await callApp(from);
      expect([from, again.status, again.headers.get("location"), again.headers.get("x-cache")]).toEqual([from, 301, to, "HIT"]);
      // One hop: the address it names is the page itself.
      expect((await callApp(to)).status, to).toBe(200);
    }
  }, 60_000);
});
