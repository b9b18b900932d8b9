// The home page, the schedule, a match page and a team page in Spanish, at phone and desktop sizes:
// Spanish texts, Spanish team names, stages and results, a filter walked in Spanish, axe-clean.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations, serveAxe } from "./axe";
import { desktopAndPhone, expectNoHorizontalScroll, networkIdle, openPage, screenshot } from "./fixtures";

async function expectAxeClean(page: Page, label: string) {
  await networkIdle(page);
  await expectNoSeriousViolations(page, label);
}

const sizes = ["desktop", "phone"] as const;

describe("home, matches and teams in Spanish", () => {
  const browsers = desktopAndPhone();

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
  });

  for (const size of sizes) {
    it(`${size}: the Spanish home page (after the final, inside the club season)`, async () => {
      const { page } = await openPage(browsers[size], "/es/");
      await page.getByText("Fútbol de clubes · Cada partido, toda la temporada").waitFor();
      expect(await page.getByTestId("home-intro").textContent()).toContain("que pasan la Premier League, LaLiga");
      await page.getByRole("heading", { level: 2, name: "Lo próximo" }).waitFor();
      // The World Cup is the archive: its final and every result.
      await page.getByText("El archivo del Mundial 2026").waitFor();
      await page.getByRole("heading", { level: 2, name: "Revive el torneo" }).waitFor();
      await page.getByRole("link", { name: /Ver todos los resultados/ }).waitFor();
      expect(await page.getByTestId("home-match").first().textContent()).toMatch(/España.*1-0.*Argentina\(tras prórroga\).*Gran final/);
      await page.getByRole("heading", { level: 2, name: "Explora las ciudades" }).waitFor();
      await page.getByLabel("Busca tu ciudad").fill("Seattle");
      await expect.poll(() => page.getByTestId("city-search-count").textContent()).toBe("1 ciudad encontrada para “Seattle”");
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /es/`);
      await screenshot(page, `i18n-home-es-${size}`);
      await page.close();
    });

    it(`${size}: the Spanish schedule, filtered by stage`, async () => {
      const { page } = await openPage(browsers[size], "/es/competitions/world-cup-2026");
      await page.getByRole("heading", { level: 1, name: "Calendario del Mundial 2026" }).waitFor();
      await page.getByText(/Los 104 partidos\. Los horarios de inicio están en tu zona horaria \(/).waitFor();
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("104 partidos");
      await page.getByLabel("Fase").selectOption({ label: "Dieciseisavos de final" });
      await page.waitForURL((u) => u.pathname === "/es/competitions/world-cup-2026" && u.searchParams.get("stage") === "Round of 32");
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("16 partidos");
      const germany = page.getByTestId("match-card").filter({ hasText: "Alemania" });
      expect(await germany.textContent()).toMatch(/Dieciseisavos de final · Partido 74.*tras prórroga, 3-4 en penales.*hora local$/);
      expect(await page.locator("main h2").first().textContent()).toMatch(/^[A-ZÁÉÍÓÚ][a-zé]+, \d+ de [a-z]+$/);
      await page.getByRole("button", { name: "Quitar filtros" }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /es/competitions/world-cup-2026`);
      await screenshot(page, `i18n-matches-es-${size}`);
      await page.close();
    });

    it(`${size}: a Spanish match page: team names, stage and result in Spanish`, async () => {
      const { page } = await openPage(browsers[size], "/es/match/104");
      await page.waitForURL(/\/es\/match\/104-spain-argentina$/);
      await page.getByRole("heading", { level: 1, name: "España vs. Argentina" }).waitFor();
      expect(await page.title()).toBe("España vs. Argentina, Gran final (Partido 104) | World Cup Watch Spots");
      expect(await page.locator("article").textContent()).toContain("Mundial 2026 · Gran final · Partido 104");
      expect(await page.getByTestId("result-line").textContent()).toBe("Ganó España. Resultado final: España 1-0 Argentina (tras prórroga), medio tiempo 0-0.");
      await page.getByText("Empezó", { exact: true }).waitFor();
      await page.getByText("MetLife Stadium, East Rutherford, NJ, EE. UU.").waitFor();
      // Played long ago: nothing to add to a calendar.
      expect(await page.getByRole("link", { name: /Agregar al calendario/ }).count()).toBe(0);
      await page.getByRole("heading", { level: 2, name: "Goles de España" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Dónde verlo" }).waitFor();
      await page.getByRole("combobox", { name: /^Ciudad/ }).selectOption("seattle");
      await page.getByTestId("watch-list").waitFor();
      expect(await page.getByTestId("watch-list").textContent()).toMatch(/en Seattle|Ningún lugar en Seattle/);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /es/match/104`);
      await screenshot(page, `i18n-match-es-${size}`);
      await page.close();
    });

    it(`${size}: a Spanish team page`, async () => {
      const { page } = await openPage(browsers[size], "/es/team/usa");
      await page.getByRole("heading", { level: 1, name: "Estados Unidos" }).waitFor();
      expect(await page.title()).toBe("Estados Unidos en el Mundial 2026 | World Cup Watch Spots");
      await page.getByText("Grupo D · CONCACAF · Eliminado en octavos de final").waitFor();
      await page.getByRole("heading", { level: 2, name: "Bares de aficionados de Estados Unidos" }).waitFor();
      await expect.poll(() => page.getByTestId("match-card").count()).toBe(5);
      expect(await page.getByTestId("match-card").first().textContent()).toMatch(/Grupo D · Partido \d+.*Estados Unidos.*Paraguay/);
      // Its tournament is over: no following or subscribing, its matches as a Spanish download.
      await page.getByText("El Mundial terminó para Estados Unidos: no le queda ningún partido por seguir ni por agregar al calendario.").waitFor();
      expect(await page.getByRole("button", { name: "Seguir a este equipo" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: /Suscribirte/ }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Descargar sus partidos (.ics)" }).getAttribute("href")).toBe("/es/team/usa/calendar.ics");
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /es/team/usa`);
      await screenshot(page, `i18n-team-es-${size}`);
      await page.close();
    });

    it(`${size}: a match in Mexico City names the city in Spanish`, async () => {
      const { page } = await openPage(browsers[size], "/es/match/1");
      await page.getByText("Estadio Azteca, Ciudad de México, CDMX, México").waitFor();
      expect(await page.locator("main").textContent()).not.toContain("Mexico City");
      await page.close();
    });
  }
});
