// The schedule, match and team pages at the edge: titles, canonical addresses, JSON-LD, first paint,
// inlined data, real 404s, and the sitemap's entries.
import { describe, expect, it } from "vitest";
import { call, initialData, jsonLd, page, seedDemo } from "./helpers";

describe("match, team and schedule pages at the edge", () => {
  it("a match page has its title, canonical readable address, SportsEvent JSON-LD, first paint and inlined match", async () => {
    await seedDemo();
    for (const path of ["/match/104", "/match/104-spain-argentina", "/match/104-old-name"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<link rel="canonical" href="http://localhost:8787/match/104-spain-argentina">');
    }
    const { html } = await page("/match/104-spain-argentina");
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

  it("a knockout match shows its slots in words, and penalties properly", async () => {
    await seedDemo();
    const { html } = await page("/match/74");
    // Germany 1-1 Paraguay, 3-4 on penalties.
    expect(html).toContain("1-1 a.e.t., 3-4 pens");
    const { html: canonical } = await page("/match/74");
    expect(canonical).toContain('href="http://localhost:8787/match/74-germany-paraguay"');
  });

  it("a team page has its title, lower-case canonical, SportsTeam JSON-LD and inlined team", async () => {
    await seedDemo();
    const { status, html } = await page("/team/USA");
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
    const { status, html } = await page("/matches");
    expect(status).toBe(200);
    expect(html).toContain("<title>World Cup 2026 Schedule and Results | World Cup Watch Spots</title>");
    const data = initialData(html);
    expect(data.map((d) => d.queryKey)).toEqual([["/api/teams"], ["/api/matches", {}]]);
    expect((data[1].data as unknown[]).length).toBe(104);
    const filtered = initialData((await page("/matches?team=usa&stage=Group%20stage")).html);
    expect(filtered[1].queryKey).toEqual(["/api/matches", { team: "USA", stage: "Group stage" }]);
    expect((filtered[1].data as unknown[]).length).toBe(3);
    // A bad filter: the page still loads; the SPA asks the API, which explains the problem.
    const bad = await page("/matches?group=zz");
    expect(bad.status).toBe(200);
    expect(initialData(bad.html).map((d) => d.queryKey)).toEqual([["/api/teams"]]);
  });

  it("unknown matches and teams are real 404 pages", async () => {
    await seedDemo();
    for (const [path, title] of [
      ["/match/105", "Match not found"],
      ["/match/0", "Match not found"],
      ["/match/abc", "Match not found"],
      ["/match/1000-x", "Match not found"],
      ["/team/xyz", "Team not found"],
      ["/team/usaa", "Team not found"],
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain(`<title>${title} | World Cup Watch Spots</title>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("the sitemap lists the schedule, every match at its readable address and every team", async () => {
    await seedDemo();
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:8787/matches</loc>");
    expect(xml.match(/<loc>http:\/\/localhost:8787\/match\/\d+/g)).toHaveLength(104);
    expect(xml).toContain("<loc>http://localhost:8787/match/104-spain-argentina</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/match/1-mexico-south-africa</loc>");
    expect(xml.match(/<loc>http:\/\/localhost:8787\/team\/[a-z]{3}<\/loc>/g)).toHaveLength(48);
  });
});
