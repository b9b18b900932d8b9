// The Spanish site at the edge: /es/... pages carry their language in <html lang>, titles, first
// paint, canonical and hreflang links; English pages name their Spanish twin; areas without a
// translation are no page under /es; nothing redirects by Accept-Language.
import { describe, expect, it } from "vitest";
import { callApp, page, seedDemo, testModeEnv } from "../helpers";

/** During the World Cup: the spec's titles (after its final they follow the season, season-copy.test.ts). */
const WORLD_CUP = testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" });

const hreflang = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

describe("Spanish pages at the edge", () => {
  it("a city in Spanish: lang, title, description, canonical, alternates and a Spanish first paint", async () => {
    await seedDemo();
    const { status, html } = await page("/es/city/seattle", WORLD_CUP);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("<title>Dónde ver el Mundial en Seattle | World Cup Watch Spots</title>");
    expect(html).toMatch(/<meta name="description" content="\d+ lugares? para ver el Mundial 2026 en Seattle/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/es/city/seattle">');
    expect(hreflang(html)).toEqual([
      ["en", "http://localhost:8787/city/seattle"],
      ["es", "http://localhost:8787/es/city/seattle"],
      ["x-default", "http://localhost:8787/city/seattle"],
    ]);
    // The first paint: the count in Spanish, venue links that stay in Spanish, the logo to /es/.
    expect(html).toMatch(/<p class="pr-count">\d+ lugares? en Seattle<\/p>/);
    expect(html).toMatch(/<a href="\/es\/venue\/\d+"/);
    expect(html).toContain('<a href="/es/" class="pr-logo">');
    expect(html).toContain('<meta property="og:locale" content="es_US">');
  });

  it("the English page names its Spanish twin and keeps its own texts", async () => {
    await seedDemo();
    const { html } = await page("/city/seattle", WORLD_CUP);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("<title>Seattle World Cup Watch Spots | World Cup Watch Spots</title>");
    expect(hreflang(html)).toContainEqual(["es", "http://localhost:8787/es/city/seattle"]);
    expect(html).toMatch(/<p class="pr-count">Showing \d+ venues? in Seattle<\/p>/);
  });

  it("every public page has a Spanish version with its heading in Spanish; the language never comes from Accept-Language", async () => {
    await seedDemo();
    for (const [path, title] of [
      ["/es", "World Cup Watch Spots | Encuentra los mejores lugares para ver el Mundial en tu ciudad"],
      ["/es/", "World Cup Watch Spots | Encuentra los mejores lugares para ver el Mundial en tu ciudad"],
      ["/es/cities", "Todas las ciudades | World Cup Watch Spots"],
      ["/es/faq", "Preguntas frecuentes: ver fútbol en EE. UU. | World Cup Watch Spots"],
      ["/es/submit", "Registrar un lugar | World Cup Watch Spots"],
      ["/es/contact", "Contáctanos | World Cup Watch Spots"],
      ["/es/competitions/world-cup-2026", "Calendario y resultados del Mundial 2026 | World Cup Watch Spots"],
      ["/es/matches", "Qué hay: fútbol para ver esta semana | World Cup Watch Spots"],
      ["/es/competitions", "Competiciones | World Cup Watch Spots"],
      ["/es/competitions/laliga-2026-27", "LaLiga 2026-27: partidos y resultados | World Cup Watch Spots"],
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(/<html lang="es"/);
    }
    const res = await page("/cities");
    expect(res.html).toContain("<title>All Cities | World Cup Watch Spots</title>");
  });

  it("the owner area is English only: /es/owner leads to it, so no Spanish menu ever shows a 404 for it", async () => {
    for (const [from, to] of [
      ["/es/owner", "/owner"],
      ["/es/owner/sign-in?token=abc", "/owner/sign-in?token=abc"],
      ["/es/owner/venues/3", "/owner/venues/3"],
    ]) {
      const res = await callApp(from);
      expect(res.status, from).toBe(302);
      expect(res.headers.get("location"), from).toBe(to);
      await res.arrayBuffer();
    }
  });

  it("the admin area is English only: under /es it is a real 404 in Spanish", async () => {
    for (const path of ["/es/admin/login", "/es/no-such-page"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<html lang="es"/);
      expect(html, path).toContain("<title>404 Página no encontrada | World Cup Watch Spots</title>");
    }
  });

  it("preloads the page's messages in its own language only", async () => {
    await seedDemo();
    const es = await page("/es/city/seattle");
    const en = await page("/city/seattle");
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The built catalogues are named after their namespace; both languages' files differ.
    const esFiles = preloads(es.html).filter((f) => /\/(common|meta|city)-/.test(f));
    const enFiles = preloads(en.html).filter((f) => /\/(common|meta|city)-/.test(f));
    expect(esFiles.length).toBeGreaterThanOrEqual(3);
    expect(enFiles.length).toBeGreaterThanOrEqual(3);
    expect(esFiles.filter((f) => enFiles.includes(f))).toEqual([]);
  });
});
