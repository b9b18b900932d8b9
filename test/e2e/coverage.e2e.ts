// A team or competition the site does not carry (docs/decisions/041), at phone and desktop sizes, in
// English and Spanish, axe-clean: a 404 for crawlers whose page says what the site covers, each
// competition a link to its page, how a venue adds a match and how competitions are added.
import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, networkIdle, openPage, screenshot } from "./fixtures";

const sizes = ["desktop", "phone"] as const;

const TEXTS = {
  en: {
    team: "We don't cover this team yet",
    competition: "We don't cover this competition yet",
    covered: "Competitions we cover",
    worldCup: "FIFA World Cup 2026",
    venues: /Its owner adds the matches it shows from the venue's listing, under "Add a match"/,
    owner: "Manage your listing",
    admins: "New competitions are added by the site's admins from a fixture feed.",
    title: "Team not covered yet | World Cup Watch Spots",
  },
  es: {
    team: "Aún no cubrimos este equipo",
    competition: "Aún no cubrimos esta competición",
    covered: "Competiciones que cubrimos",
    worldCup: "Copa Mundial de la FIFA 2026",
    venues: /Su dueño añade los partidos que transmite desde la ficha del local/,
    owner: "Administra tu ficha",
    admins: "El equipo del sitio añade nuevas competiciones a partir de un calendario de partidos.",
    title: "Equipo aún no cubierto | World Cup Watch Spots",
  },
} as const;

describe("a team or competition the site does not carry", () => {
  const browsers = desktopAndPhone();

  beforeAll(async () => {
    for (const ctx of [browsers.desktop, browsers.phone] as BrowserContext[]) await serveAxe(ctx);
  });

  for (const size of sizes) {
    for (const lang of ["en", "es"] as const) {
      it(`${size}, ${lang}: /team/la-galaxy and an unknown competition say what the site covers, with links to each competition`, async () => {
        const prefix = lang === "es" ? "/es" : "";
        const tx = TEXTS[lang];
        // Crawlers get a real 404 with the first paint.
        const res = await fetch(`${baseURL()}${prefix}/team/la-galaxy`);
        expect(res.status).toBe(404);
        const html = await res.text();
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain(tx.worldCup);

        const t = await openPage(browsers[size], `${prefix}/team/la-galaxy`);
        const { page } = t;
        const main = page.locator("main");
        await main.getByRole("heading", { level: 1, name: tx.team }).waitFor();
        await main.getByRole("heading", { level: 2, name: tx.covered }).waitFor();
        await main.getByRole("link", { name: tx.worldCup }).waitFor();
        expect(await page.title()).toBe(tx.title);
        const links = main.getByRole("listitem").getByRole("link");
        // Once the app has drawn the list; other suites add competitions on the same server, so the
        // shipped ones are looked for among them.
        await expect
          .poll(() => links.allTextContents())
          .toEqual(expect.arrayContaining([tx.worldCup, "Premier League", "LaLiga", "Bundesliga", "Serie A", "Ligue 1"]));
        expect(await main.getByRole("link", { name: "LaLiga" }).getAttribute("href")).toBe(`${prefix}/competitions/laliga-2026-27`);
        expect(await main.textContent()).toMatch(tx.venues);
        expect(await main.getByRole("link", { name: tx.owner }).getAttribute("href")).toBe("/owner");
        await main.getByText(tx.admins).waitFor();
        await expectNoHorizontalScroll(page);
        await networkIdle(page);
        await expectNoSeriousViolations(page, `${size} ${lang} team not covered`);
        await screenshot(page, `team-not-covered-${lang}-${size}`);

        // A link leads to the competition's page.
        await main.getByRole("link", { name: "LaLiga" }).click();
        await page.waitForURL(new RegExp(`${prefix}/competitions/laliga-2026-27$`));
        await page.getByRole("heading", { level: 1, name: "LaLiga" }).waitFor();

        // An unknown competition says the same of itself.
        await page.goto(`${baseURL()}${prefix}/competitions/mls-2026`);
        await main.getByRole("heading", { level: 1, name: tx.competition }).waitFor();
        await main.getByRole("link", { name: "Ligue 1" }).waitFor();
        await networkIdle(page);
        await expectNoSeriousViolations(page, `${size} ${lang} competition not covered`);
        expect(t.external).toEqual([]);
        expect(t.consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);
        await page.close();
      });
    }
  }
});
