// The city pages in Spanish: All Cities with its search, a city page with a filter kept in the address,
// "Ver más lugares", and the language switcher keeping the filters both ways; phone and desktop, axe clean.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITY_VENUE_PAGE_SIZE, STANDALONE_CSV_HEADER } from "../../src-worker/shared/constants";
import type { CityListItem } from "../../src-worker/shared/contract/cities";
import { expectNoSeriousViolations, loaded, serveAxe } from "./axe";
import { baseURL, expectNoHorizontalScroll, getJson, launch, openPage, screenshot, signInRequests, VIEWPORTS } from "./fixtures";

const SLUG = "ciudad-grande";
const CITY = "Ciudad Grande";
const VENUES = 60;

/** Venue i: every other one a pub; all on the map. */
const csvRow = (i: number) =>
  `Ciudad Grande Venue ${String(i).padStart(3, "0")},${i} Grande Avenue,${(40.7 + i * 0.001).toFixed(4)},${(-74 + i * 0.001).toFixed(4)},,,,,${i % 2 === 0 ? "Pub|Sports Bar" : "Sports Bar"}`;

describe("the city pages in Spanish", () => {
  let desktop: BrowserContext;
  let phone: BrowserContext;
  let listed: CityListItem[];

  beforeAll(async () => {
    desktop = await launch(VIEWPORTS.desktop);
    phone = await launch(VIEWPORTS.phone);
    for (const ctx of [desktop, phone]) await serveAxe(ctx);
    const admin = await launch(VIEWPORTS.desktop);
    try {
      await signInRequests(admin);
      const csv = [STANDALONE_CSV_HEADER, ...Array.from({ length: VENUES }, (_, i) => csvRow(i + 1))].join("\r\n") + "\r\n";
      const imported = await admin.request.post(`${baseURL()}/api/import-csv`, {
        multipart: { city_slug: SLUG, city_name: CITY, file: { name: "grande.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
        timeout: 60_000,
      });
      expect(imported.status(), await imported.text()).toBe(200);
    } finally {
      await admin.close();
    }
    listed = (await getJson<CityListItem[]>("/api/cities")).filter((c) => c.state);
  }, 120_000);

  afterAll(async () => {
    await desktop?.close();
    await phone?.close();
  });

  for (const size of ["desktop", "phone"] as const) {
    it(`All Cities in Spanish, with its search (${size})`, async () => {
      const { page } = await openPage(size === "desktop" ? desktop : phone, "/es/cities");
      await loaded(page);
      expect(await page.getAttribute("html", "lang")).toBe("es");
      await page.getByTestId("cities-count").getByText(`Mostrando ${listed.length} de ${listed.length} ciudades`).waitFor();
      await expect(page.getByRole("button", { name: "Usar mi ubicación" }).isVisible()).resolves.toBe(true);
      await screenshot(page, `i18n-city-cities-${size}`);
      // Spanish names find their city: "Filadelfia" is Philadelphia.
      await page.getByRole("searchbox", { name: "Buscar ciudades" }).fill("Filadelfia");
      await page.getByTestId("cities-count").getByText(`Mostrando 1 de ${listed.length} ciudades`).waitFor();
      await page.waitForURL(/\/es\/cities\?search=Filadelfia$/);
      await expect(page.getByRole("link", { name: /^Philadelphia/ }).isVisible()).resolves.toBe(true);
      await page.getByRole("searchbox", { name: "Buscar ciudades" }).fill("zzzz");
      await page.getByText("No se encontraron ciudades").waitFor();
      await page.getByRole("searchbox", { name: "Buscar ciudades" }).fill("");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page, `All Cities in Spanish (${size})`);
    });

    it(`a Spanish city without venues points to the nearest city that has some (${size})`, async () => {
      const tacoma = listed.find((c) => c.slug === "tacoma")!;
      if (tacoma.venueCount > 0) return;
      const { page } = await openPage(size === "desktop" ? desktop : phone, "/es/city/tacoma");
      await loaded(page);
      const none = page.getByTestId("venues-none-yet");
      await none.getByText("No se encontraron lugares").waitFor();
      await none.getByText("Prueba a cambiar los filtros o sé el primero en registrar un lugar en Tacoma.").waitFor();
      expect((await none.getByTestId("nearest-city").innerText()).replace(/\s+/g, " ")).toBe("La ciudad más cercana con lugares es Seattle, a 25 millas.");
      expect(await none.getByRole("link", { name: "Seattle" }).getAttribute("href")).toBe("/es/city/seattle");
      expect(await none.getByRole("link", { name: "Registrar el primer lugar" }).getAttribute("href")).toBe("/es/submit");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page, `Tacoma in Spanish (${size})`);
      await screenshot(page, `i18n-city-none-yet-${size}`);
    });

    it(`a Spanish city page: Spanish texts, a filter kept in the address, more venues, the switcher keeps the filter (${size})`, async () => {
      const seattle = await openPage(size === "desktop" ? desktop : phone, "/es/city/seattle");
      await loaded(seattle.page);
      // The seeded title says nothing of the tournament's phase (it no longer calls fans to a coming World Cup).
      await seattle.page.getByRole("heading", { level: 1, name: "Dónde ver fútbol en Seattle" }).waitFor();
      expect(await seattle.page.locator("main").textContent()).not.toContain("Mira el Mundial en Seattle");
      // Lumen Field's matches: stages and groups in Spanish.
      const matches = seattle.page.getByTestId("city-matches");
      await matches
        .getByText(/Fase de grupos, Grupo [A-L]/)
        .first()
        .waitFor();
      const matchText = await matches.innerText();
      expect(matchText).toMatch(/Dieciseisavos de final|Octavos de final/);
      expect(matchText).not.toMatch(/Group stage|Round of|Group [A-L]\b/);
      await seattle.page
        .getByTestId("venue-count")
        .getByText(/^\d+ lugares en Seattle$/)
        .waitFor();
      await seattle.page.getByRole("heading", { name: "Hazte patrocinador de la ciudad" }).waitFor();
      await expectNoHorizontalScroll(seattle.page);
      await screenshot(seattle.page, `i18n-city-seattle-${size}`);
      await expectNoSeriousViolations(seattle.page, `Seattle in Spanish (${size})`);

      const { page } = await openPage(size === "desktop" ? desktop : phone, `/es/city/${SLUG}`);
      await loaded(page);
      await page.getByTestId("venue-count").getByText(`${VENUES} lugares en ${CITY}`).waitFor();
      if (size === "phone") await page.getByRole("button", { name: "Filtros" }).click();
      await page.getByRole("checkbox", { name: "Bar tipo pub" }).check();
      await page.waitForURL(new RegExp(`/es/city/${SLUG}\\?tags=Pub$`));
      await page
        .getByTestId("venue-count")
        .getByText(`${VENUES / 2} lugares en ${CITY}`)
        .waitFor();
      if (size === "phone") {
        await page.getByRole("button", { name: `Ver ${VENUES / 2} lugares` }).click();
        await screenshot(page, `i18n-city-filtered-${size}`);
      } else {
        await screenshot(page, `i18n-city-filtered-${size}`);
      }
      // "Ver más lugares": the next page of the filtered list, in Spanish.
      await page.getByRole("button", { name: "Ver más lugares" }).waitFor();
      await page
        .getByTestId("venues-shown")
        .getByText(`${CITY_VENUE_PAGE_SIZE} de ${VENUES / 2} lugares mostrados`)
        .waitFor();
      // Scrolling near the end loads the rest (the button does the same for keyboards).
      await page.getByTestId("venues-shown").scrollIntoViewIfNeeded();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="venue-card"]').length === n, VENUES / 2);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page, `filtered city in Spanish (${size})`);

      // The switcher keeps the filter: to English and back.
      // On a phone the header hides it: the footer's switcher is the one on screen.
      await page.getByRole("link", { name: "View this page in English" }).filter({ visible: true }).first().click();
      await page.waitForURL(new RegExp(`/city/${SLUG}\\?tags=Pub$`));
      expect(new URL(page.url()).pathname).toBe(`/city/${SLUG}`);
      await page
        .getByTestId("venue-count")
        .getByText(`Showing ${VENUES / 2} venues in ${CITY}`)
        .waitFor();
      if (size === "phone") await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByRole("checkbox", { name: "Pub" }).isChecked()).resolves.toBe(true);
      await page.getByRole("link", { name: "Ver esta página en español" }).filter({ visible: true }).first().click();
      await page.waitForURL(new RegExp(`/es/city/${SLUG}\\?tags=Pub$`));
      await page
        .getByTestId("venue-count")
        .getByText(`${VENUES / 2} lugares en ${CITY}`)
        .waitFor();
    });
  }
});
