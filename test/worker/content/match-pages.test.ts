// The schedule, match and team pages at the edge: titles, canonical addresses, JSON-LD, first paint,
// inlined data, real 404s, and the sitemap's entries.
import { describe, expect, it } from "vitest";
import { call, getPublic, initialData, jsonLd, page, seedDemo } from "../helpers";

describe("match, team and schedule pages at the edge", () => {
  it("a match page has its title, canonical readable address, SportsEvent JSON-LD, first paint and inlined match", async () => {
    await seedDemo();
    const { status, html } = await page("/match/104-spain-argentina");
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/match/104-spain-argentina">');
    expect(html).toContain("<title>Spain v Argentina, Final (Match 104) | World Cup Watch Spots</title>");
    expect(html).toMatch(
      /<meta name="description" content="Spain v Argentina, World Cup 2026 Final at MetLife Stadium[^"]*Result: Spain 1-0 a\.e\.t\. Argentina\./,
    );
    const event = jsonLd(html, "match-jsonld");
    expect(event).toMatchObject({
      "@type": "SportsEvent",
      startDate: "2026-07-19T19:00:00.000Z",
      competitor: [
        { "@type": "SportsTeam", name: "Spain", url: "http://localhost:8787/team/esp" },
        { "@type": "SportsTeam", name: "Argentina" },
      ],
      location: { "@type": "Place", name: "MetLife Stadium", address: { "@type": "PostalAddress", addressCountry: "USA" } },
    });
    expect(html).toMatch(/<main id="main"[^>]*data-prerender>/);
    expect(html).toContain(`<h1 elementtiming="match-title">Spain v Argentina</h1>`);
    expect(html).toContain("Spain 1-0 a.e.t. Argentina");
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/MatchPage-[\w-]+\.js">/);
    const data = initialData(html);
    expect(data.map((d) => d.queryKey)).toEqual([["/api/matches", "104"]]);
    expect(data[0].data).toEqual(await (await call("/api/matches/104")).json());
  });

  it("every other address of a page is sent to the page's own with a 301, language and query kept, before anything is drawn", async () => {
    await seedDemo();
    const [post] = await getPublic<{ slug: string }[]>("/api/blog/posts");
    const [{ id: venueId }] = await getPublic<{ id: number }[]>("/api/cities/seattle/venues");
    const moves: [string, string][] = [
      ["/match/104", "/match/104-spain-argentina"],
      ["/es/match/104", "/es/match/104-spain-argentina"],
      ["/match/104?utm_source=readme", "/match/104-spain-argentina?utm_source=readme"],
      ["/match/104-old-name", "/match/104-spain-argentina"],
      ["/match/104-Spain-Argentina", "/match/104-spain-argentina"],
      ["/match/074", "/match/74-germany-paraguay"],
      ["/match/104-spain-argentina/", "/match/104-spain-argentina"],
      ["/team/USA", "/team/usa"],
      ["/es/team/Arg?x=1", "/es/team/arg?x=1"],
      ["/city/Seattle", "/city/seattle"],
      ["/es/city/SEATTLE/?sortBy=name", "/es/city/seattle?sortBy=name"],
      [`/venue/00${venueId}`, `/venue/${venueId}`],
      [`/blog/${post.slug.toUpperCase()}`, `/blog/${post.slug}`],
      // The World Cup's schedule moved from /matches: its own filters take an old link there, every filter kept.
      ["/matches/?stage=Final", "/competitions/world-cup-2026?stage=Final"],
      ["/matches?stage=Final", "/competitions/world-cup-2026?stage=Final"],
      ["/es/matches?group=D&team=usa", "/es/competitions/world-cup-2026?group=D&team=usa"],
      ["/competitions/World-Cup-2026/", "/competitions/world-cup-2026"],
      ["/matches/", "/matches"],
      ["/faq/", "/faq"],
      ["/es/about/", "/es/about"],
      ["/cities/", "/cities"],
      ["/cities/Seattle", "/city/seattle"],
      ["/es/cities/seattle?sortBy=name", "/es/city/seattle?sortBy=name"],
    ];
    for (const [from, to] of moves) {
      const res = await call(from, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
      const target = await page(to);
      expect(target.status, to).toBe(200);
    }
    // The page's own address, either language's home, and a post read under the other language's prefix are served as they are.
    for (const path of ["/match/104-spain-argentina", "/", "/es", "/es/", "/team/usa", `/es/blog/${post.slug}`, "/matches", "/matches?team=usa&city=seattle"]) {
      expect((await call(path, { redirect: "manual" })).status, path).toBe(200);
    }
    // What is no page stays a 404, whatever its case, and a malformed escape is one too.
    for (const path of ["/match/105", "/team/XYZ", "/city/Atlantis", "/city/%E0", "/blog/%E0%A4%A", "/nowhere/"]) {
      expect((await call(path, { redirect: "manual" })).status, path).toBe(404);
    }
  }, 30_000);

  it("a knockout match shows its slots in words, and penalties properly", async () => {
    await seedDemo();
    const { html } = await page("/match/74-germany-paraguay");
    // Germany 1-1 Paraguay, 3-4 on penalties.
    expect(html).toContain("1-1 a.e.t., 3-4 pens");
    expect(html).toContain('href="http://localhost:8787/match/74-germany-paraguay"');
  });

  it("a team page has its title, lower-case canonical, SportsTeam JSON-LD and inlined team", async () => {
    await seedDemo();
    const { status, html } = await page("/team/usa");
    expect(status).toBe(200);
    expect(html).toContain("<title>USA at the World Cup 2026 | World Cup Watch Spots</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/team/usa">');
    expect(jsonLd(html, "team-jsonld")).toMatchObject({ "@type": "SportsTeam", name: "USA", url: "http://localhost:8787/team/usa" });
    expect(initialData(html).map((d) => d.queryKey)).toEqual([["/api/teams", "USA"]]);
    // The first paint lists the team's matches with their results, like the city page lists venues.
    expect(html).toContain('<h1 elementtiming="team-name">');
    expect(html).toContain('<a href="/match/4-usa-paraguay">USA v Paraguay</a>');
    expect(html).toMatch(/USA v Australia<\/a><p class="pr-addr">Group D · Jun 19, [\d:]+ local time, Lumen Field · 2-0/);
  });

  it("the schedule page inlines the teams and the matches of its own filters", async () => {
    await seedDemo();
    const { status, html } = await page("/competitions/world-cup-2026");
    expect(status).toBe(200);
    expect(html).toContain("<title>World Cup 2026 Schedule and Results | World Cup Watch Spots</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/competitions/world-cup-2026">');
    const data = initialData(html);
    expect(data.map((d) => d.queryKey)).toEqual([["/api/teams"], ["/api/matches", {}]]);
    expect((data[1].data as unknown[]).length).toBe(104);
    const filtered = initialData((await page("/competitions/world-cup-2026?team=usa&stage=Group%20stage")).html);
    expect(filtered[1].queryKey).toEqual(["/api/matches", { team: "USA", stage: "Group stage" }]);
    expect((filtered[1].data as unknown[]).length).toBe(3);
  });

  it("a hand-edited schedule link is read leniently, and what is still invalid is dropped, the page whole", async () => {
    await seedDemo();
    const cases: [string, Record<string, string>][] = [
      ["stage=final", { stage: "Final" }],
      ["stage=%20Round%20of%2016%20", { stage: "Round of 16" }],
      ["stage=quarter-finals&city=Kansas%20City", { stage: "Quarter-final", city: "kansas-city" }],
      ["team=%20ARG&group=j", { team: "ARG", group: "J" }],
      ["group=Group%20D&team=usa", { group: "D", team: "USA" }],
      // Still invalid after that: left out, the rest kept.
      ["stage=finale&team=usa", { team: "USA" }],
      ["group=zz&stage=Semis&team=us&city=%3F%3F", {}],
    ];
    for (const [query, filter] of cases) {
      const { status, html } = await page(`/competitions/world-cup-2026?${query}`);
      expect(status, query).toBe(200);
      const data = initialData(html);
      expect(data[1].queryKey, query).toEqual(["/api/matches", filter]);
      // The app asks the API for the same filter: it is never refused, and its answer is the one inlined.
      expect(data[1].data, query).toEqual(await getPublic(`/api/matches?${new URLSearchParams(filter)}`));
    }
    expect(initialData((await page("/competitions/world-cup-2026?stage=final")).html)[1].data).toMatchObject([{ number: 104 }]);
  });

  it("unknown matches and teams are real 404 pages", async () => {
    await seedDemo();
    for (const [path, title] of [
      ["/match/105", "Match not found"],
      ["/match/0", "Match not found"],
      ["/match/abc", "Match not found"],
      ["/match/1000-x", "Match not found"],
      ["/team/xyz", "Team not covered yet"],
      ["/team/usaa", "Team not covered yet"],
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain(`<title>${title} | World Cup Watch Spots</title>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("a team the site does not carry is a 404 that says what it covers, in both languages", async () => {
    await seedDemo();
    for (const path of ["/team/la-galaxy", "/es/team/la-galaxy", "/team/xyz"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex">');
      const es = path.startsWith("/es/");
      expect(html, path).toContain(es ? '<h1 class="pr-title">Aún no cubrimos este equipo</h1>' : '<h1 class="pr-title">We don&#39;t cover this team yet</h1>');
      // Every competition, a link to its page in the page's language.
      for (const [id, name] of [
        ["world-cup-2026", es ? "Copa Mundial de la FIFA 2026" : "FIFA World Cup 2026"],
        ["premier-league-2026-27", "Premier League"],
        ["laliga-2026-27", "LaLiga"],
        ["bundesliga-2026-27", "Bundesliga"],
        ["serie-a-2026-27", "Serie A"],
        ["ligue-1-2026-27", "Ligue 1"],
      ])
        expect(html, `${path} ${id}`).toContain(`<a href="${es ? "/es" : ""}/competitions/${id}">${name}</a>`);
      // How a venue adds a match, and how competitions are added.
      expect(html, path).toContain(es ? "Add a match" : "under &quot;Add a match&quot;");
      expect(html, path).toContain('<a href="/owner"');
      expect(html, path).toContain(es ? "a partir de un calendario de partidos" : "from a fixture feed");
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/TeamPage-[\w-]+\.js">/);
    }
    // A team the site carries keeps its page.
    expect((await page("/team/real-madrid")).status).toBe(200);
    expect((await page("/es/team/usa")).status).toBe(200);
  });

  it("the sitemap lists the schedule, every match at its readable address and every team", async () => {
    await seedDemo();
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:8787/matches</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/competitions</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/competitions/world-cup-2026</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/competitions/premier-league-2026-27</loc>");
    // The World Cup's 104 (numbered up to 104), then every other competition's (from 1001).
    expect(xml.match(/<loc>http:\/\/localhost:8787\/match\/\d{1,3}[-<]/g)).toHaveLength(104);
    expect(xml.match(/<loc>http:\/\/localhost:8787\/match\/\d{4,}-/g)).toHaveLength(1752);
    expect(xml).toContain("<loc>http://localhost:8787/match/104-spain-argentina</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/match/1-mexico-south-africa</loc>");
    expect(xml.match(/<loc>http:\/\/localhost:8787\/team\/[a-z]{3}<\/loc>/g)).toHaveLength(48);
  });
});
