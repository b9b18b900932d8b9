// Match and team pages in Spanish at the edge: Spanish team, stage and result in the title,
// description and first paint; addresses stay the English-based ones under /es.
import { describe, expect, it } from "vitest";
import { clubKicker, leagueKickoffText } from "../../../src-worker/shared/fixture-text";
import { translatorFor } from "../../../src-worker/shared/i18n/translate";
import { page, seedDemo } from "../helpers";

describe("match and team pages in Spanish", () => {
  it("a Spanish match page: title, description and first paint with Spanish names, stage and result", async () => {
    await seedDemo();
    const { status, html } = await page("/es/match/104-spain-argentina");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("<title>España vs. Argentina, Gran final (Partido 104) | World Cup Watch Spots</title>");
    expect(html).toMatch(/<meta name="description" content="España vs\. Argentina, Mundial 2026, Gran final en MetLife Stadium[^"]*19 jul, 15:00 hora local/);
    // The description is cut at 160 characters: the result starts within it.
    expect(html).toContain("Resultado: España 1-0 Argentina");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/es/match/104-spain-argentina">');
    expect(html).toContain('<p class="pr-mark">Mundial 2026 · Gran final · Partido 104</p>');
    expect(html).toContain('<h1 elementtiming="match-title">España vs. Argentina</h1>');
    expect(html).toMatch(/<p>Comienzo: 19 jul, 15:00, hora local \(UTC[^)]*\), en MetLife Stadium/);
    expect(html).toContain("<strong>España 1-0 Argentina (tras prórroga)</strong>");
    // Place names in Spanish too.
    expect(html).toContain("en MetLife Stadium, New York/New Jersey, EE. UU.");
  });

  it("a knockout match in Spanish: penalties and the slots' teams", async () => {
    await seedDemo();
    const { html } = await page("/es/match/74-germany-paraguay");
    expect(html).toContain('href="http://localhost:8787/es/match/74-germany-paraguay"');
    expect(html).toContain("Alemania 1-1 Paraguay (tras prórroga, 3-4 en penales)");
    expect(html).toContain("Dieciseisavos de final");
  });

  it("a Spanish team page: title, heading and matches in Spanish, links in Spanish with English-based addresses", async () => {
    await seedDemo();
    const { status, html } = await page("/es/team/usa");
    expect(status).toBe(200);
    expect(html).toContain("<title>Estados Unidos en el Mundial 2026 | World Cup Watch Spots</title>");
    expect(html).toContain('<p class="pr-mark">Mundial 2026 · Grupo D</p>');
    expect(html).toMatch(/<h1 elementtiming="team-name"><span aria-hidden="true">[^<]*<\/span> Estados Unidos<\/h1>/);
    expect(html).toContain('<a href="/es/match/4-usa-paraguay">Estados Unidos vs. Paraguay</a>');
    expect(html).toMatch(/Estados Unidos vs\. Australia<\/a><p class="pr-addr">Grupo D · 19 jun, [\d:]+, hora local, Lumen Field · 2-0/);
  });

  it("the English pages keep their English texts", async () => {
    await seedDemo();
    const { html } = await page("/match/104-spain-argentina");
    expect(html).toContain("<title>Spain v Argentina, Final (Match 104) | World Cup Watch Spots</title>");
    expect(html).toContain('<p class="pr-mark">World Cup 2026 · Final · Match 104</p>');
    expect(html).toMatch(/<p>Kick-off Jul 19, 15:00 local time \(UTC[^)]*\) at MetLife Stadium/);
    const team = await page("/team/usa");
    expect(team.html).toContain('<p class="pr-mark">World Cup 2026 · Group D</p>');
  });
});

describe("a league's zone in Spanish", () => {
  it("names the zone's city as Spanish speakers do, and keeps a city it has no name for", () => {
    const es = translatorFor("es", "matches");
    const en = translatorFor("en", "matches");
    const at = (timeZone: string) => ({ kickoffPrecision: "exact" as const, kickoffLocal: "2026-12-12T15:00", timeZone });
    expect(leagueKickoffText(at("Europe/London"), es)).toMatch(/ en Londres$/);
    expect(leagueKickoffText(at("Europe/Berlin"), es)).toMatch(/ en Berlín$/);
    expect(leagueKickoffText(at("Europe/Madrid"), es)).toMatch(/ en Madrid$/);
    expect(leagueKickoffText(at("America/Mexico_City"), es)).toMatch(/ en Mexico City$/);
    expect(leagueKickoffText(at("Europe/London"), en)).toMatch(/ in London$/);
  });
});

describe("counts and attributions that say what they are", () => {
  it("counts the people going (a fan's answer may bring friends), singular and plural, in both languages", () => {
    const [en, es] = [translatorFor("en", "matches"), translatorFor("es", "matches")];
    expect([en("going.count", { count: 1 }), en("going.count", { count: 5 })]).toEqual(["1 person going", "5 people going"]);
    expect([es("going.count", { count: 1 }), es("going.count", { count: 5 })]).toEqual(["1 persona va", "5 personas van"]);
  });

  it("names an imported confirmation as our team's list, never as a confirmation by the import itself", () => {
    const [en, es] = [translatorFor("en", "venues"), translatorFor("es", "venues")];
    expect(en("confirmation.confirmed", { source: "import", date: "Dec 1" })).toBe("Added by our team from an imported list on Dec 1");
    expect(es("confirmation.confirmed", { source: "import", date: "1 dic" })).toBe("Añadido por nuestro equipo desde una lista importada el 1 dic");
  });

  it("says a club without a known country as a club, with no dangling separator", () => {
    const [en, es] = [translatorFor("en", "matches"), translatorFor("es", "matches")];
    expect([clubKicker({ country: null }, en), clubKicker({ country: "GB-ENG" }, en)]).toEqual(["Club", "Club · England"]);
    expect(clubKicker({ country: null }, es)).toBe("Club de fútbol");
  });
});
