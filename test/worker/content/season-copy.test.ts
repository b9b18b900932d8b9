// Titles, descriptions and headings that speak of the World Cup while it is on (the spec's texts) and of
// the club season after its final, in both languages, at the edge (docs/decisions/045).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../../src-worker/html/escape";
import { jsonLd, page, seedDemo, testModeEnv } from "../helpers";

const WORLD_CUP = testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" });
/** A Saturday of the club season. */
const SEASON = testModeEnv({ SITE_NOW: "2026-12-12T15:00:00Z" });

const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];
const description = (html: string) => html.match(/<meta name="description" content="([^"]*)" ?\/?>/)?.[1];
/** The first paint's heading and lead of a content page. */
const heading = (html: string) => html.match(/<h1 class="pr-title">(.*?)<\/h1>\n<p class="pr-lead">(.*?)<\/p>/)?.slice(1);

/** A city whose admins wrote no title or description of their own: the site's defaults show. */
async function plainCity() {
  await seedDemo();
  await env.DB.prepare("UPDATE cities SET hero_title = NULL, hero_title_es = NULL, seo_meta_desc = NULL WHERE slug = 'chicago'").run();
}

describe("copy that follows the season", () => {
  it("a city page's title, description, heading and list name: the World Cup's while it is on, the season's after, in English and Spanish", async () => {
    await plainCity();
    const cases = [
      [WORLD_CUP, "/city/chicago", "Chicago World Cup Watch Spots", /^\d+ places? to watch the 2026 World Cup in Chicago:/, "World Cup watch spots in Chicago"],
      [
        WORLD_CUP,
        "/es/city/chicago",
        "Dónde ver el Mundial en Chicago",
        /^\d+ lugar(es)? para ver el Mundial 2026 en Chicago:/,
        "Lugares para ver el Mundial en Chicago",
      ],
      [
        SEASON,
        "/city/chicago",
        "Where to watch football in Chicago",
        /^\d+ places? to watch football in Chicago: .*this season's matches\.$/,
        "Places to watch football in Chicago",
      ],
      [
        SEASON,
        "/es/city/chicago",
        "Dónde ver fútbol en Chicago",
        /^\d+ lugar(es)? para ver fútbol en Chicago: .*esta temporada\.$/,
        "Lugares para ver fútbol en Chicago",
      ],
    ] as const;
    for (const [clock, path, page_, desc, listName] of cases) {
      const { status, html } = await page(path, clock);
      expect(status, path).toBe(200);
      expect(title(html), path).toBe(`${escapeHtml(page_)} | World Cup Watch Spots`);
      expect(description(html), path).toMatch(desc);
      expect(jsonLd(html, "city-venues-jsonld").name, path).toBe(listName);
      // The first paint's heading is the hero's default title (a city without an image: a plain h1).
      const h1 = clock === WORLD_CUP && path.startsWith("/es") ? "World Cup Watch Spots en Chicago" : page_;
      expect(html, path).toContain(`<h1>${escapeHtml(h1)}</h1>`);
      if (clock === SEASON) expect(html, path).not.toMatch(/<h1>[^<]*(World Cup|Mundial)/);
    }
  });

  it("an admin's own city title and description still win in the season", async () => {
    await seedDemo();
    await env.DB.prepare("UPDATE cities SET seo_title = 'Chicago soccer pubs', seo_meta_desc = 'Pubs of Chicago.' WHERE slug = 'chicago'").run();
    const { html } = await page("/city/chicago", SEASON);
    expect(title(html)).toBe("Chicago soccer pubs");
    expect(description(html)).toBe("Pubs of Chicago.");
    expect(html).toContain("<h1>Where to watch soccer in Chicago</h1>");
  });

  it("the FAQ, Submit and Saved Venues pages: the spec's texts during the World Cup, the season's after, in both languages", async () => {
    await seedDemo();
    const cases = [
      [
        WORLD_CUP,
        "/faq",
        "World Cup 2026 FAQ",
        /^Answers for fans watching the FIFA World Cup 2026/,
        "Everything you need to know about watching the FIFA World Cup 2026",
      ],
      [
        WORLD_CUP,
        "/es/faq",
        "Preguntas frecuentes del Mundial 2026",
        /^Respuestas para aficionados que ven la Copa Mundial/,
        "Todo lo que necesitas saber para ver la Copa Mundial de la FIFA 2026",
      ],
      [WORLD_CUP, "/submit", "Submit a Venue", /World Cup 2026 fans/, "Help other fans discover great World Cup watch spots in your city"],
      [WORLD_CUP, "/es/submit", "Registrar un lugar", /Mundial 2026/, "Ayuda a otros aficionados a descubrir buenos lugares para ver el Mundial en tu ciudad"],
      [
        WORLD_CUP,
        "/bookmarks",
        "My Saved Venues",
        /^Your bookmarked venues for watching World Cup matches$/,
        "Your bookmarked venues for watching World Cup matches",
      ],
      [
        SEASON,
        "/faq",
        "FAQ: Watching Football in the US",
        /^Answers for fans watching football in the US/,
        "Everything you need to know about watching football in the US",
      ],
      [
        SEASON,
        "/es/faq",
        "Preguntas frecuentes: ver fútbol en EE. UU.",
        /^Respuestas para aficionados que ven fútbol en EE\. UU\./,
        "Todo lo que necesitas saber para ver fútbol en EE. UU.",
      ],
      [
        SEASON,
        "/submit",
        "Submit a Venue",
        /^List your bar, pub or watch party for football fans in your city, all season long\.$/,
        "Help other fans discover great places to watch football in your city",
      ],
      [
        SEASON,
        "/es/submit",
        "Registrar un lugar",
        /aficionados al fútbol de tu ciudad, toda la temporada\.$/,
        "Ayuda a otros aficionados a descubrir buenos lugares para ver fútbol en tu ciudad",
      ],
      [
        SEASON,
        "/bookmarks",
        "My Saved Venues",
        /^Your bookmarked venues for watching this season's matches$/,
        "Your bookmarked venues for watching this season's matches",
      ],
      [
        SEASON,
        "/es/bookmarks",
        "Mis lugares guardados",
        /^Los lugares que guardaste para ver los partidos de esta temporada$/,
        "Los lugares que guardaste para ver los partidos de esta temporada",
      ],
    ] as const;
    for (const [clock, path, page_, desc, lead] of cases) {
      const { status, html } = await page(path, clock);
      expect(status, path).toBe(200);
      expect(title(html), path).toBe(`${escapeHtml(page_)} | World Cup Watch Spots`);
      expect(description(html), path).toMatch(desc);
      expect(heading(html)?.[1], path).toBe(escapeHtml(lead));
      if (clock === SEASON) expect(`${title(html)} ${heading(html)}`, path).not.toMatch(/World Cup 20|Mundial/);
    }
  });
});
