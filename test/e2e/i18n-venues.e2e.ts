// Venues in Spanish, in real Chromium at phone and desktop sizes: a venue page under /es (type, tags,
// amenities, hours, contact, rating, owner claim box), saving it with a Spanish toast, and the saved
// venues page in Spanish (count, card, empty state); axe finds nothing serious on either page.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Venue, VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, pageApi, screenshot, toastWith } from "./fixtures";

/** Full-page screenshot from the top (so the sticky header sits where a person sees it). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Seattle's featured supporters' pub: a Pub and Supporters Bar with food, big screens, craft beer, open late. */
async function pickVenue(page: Page): Promise<Venue> {
  const list = await pageApi<VenueSummary[]>(page, "/api/cities/seattle/venues");
  const summary = list.body.find((v) => v.name === "Scarf & Anchor");
  expect(summary, "Scarf & Anchor in Seattle").toBeTruthy();
  const venue = await pageApi<Venue>(page, `/api/venues/${summary!.id}`);
  expect(venue.status).toBe(200);
  return venue.body;
}

async function walk(context: BrowserContext, size: "desktop" | "phone") {
  await serveAxe(context);
  const { page, external, consoleErrors } = await openPage(context, "/es/bookmarks");

  // Nothing saved yet: the empty state in Spanish, its link stays in Spanish.
  await page.getByText("Todavía no has guardado ningún lugar").waitFor();
  expect(await page.getByText("Explora los lugares y toca el corazón para guardar tus favoritos").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Explorar lugares" }).getAttribute("href")).toMatch(/^\/es\/?$/);

  const venue = await pickVenue(page);
  await page.goto(`${baseURL()}/es/venue/${venue.id}`);
  await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
  expect(await page.locator("html").getAttribute("lang")).toMatch(/^es/);

  // The header: type and neighbourhood, the featured badge; the sections' headings.
  const main = page.locator("main");
  await main.getByText("Taberna · Pioneer Square").waitFor();
  expect(await page.getByTestId("featured-badge").innerText()).toContain("Lugar destacado");
  for (const heading of ["Servicios", "Sobre este lugar", "Ubicación", "Horario", "Contacto", "¿Algo está desactualizado?"])
    expect(await main.getByRole("heading", { name: heading, exact: true }).isVisible(), heading).toBe(true);
  if (venue.isSample) expect(await page.getByTestId("sample-notice").innerText()).toContain("Ficha de muestra.");

  // Amenities and tags by their Spanish labels.
  const amenities = await page.getByTestId("venue-amenities").innerText();
  for (const label of ["Comida", "Pantallas grandes", "Abierto hasta tarde", "Cerveza artesanal"]) expect(amenities).toContain(label);
  const types = page.getByRole("list", { name: "Tipos de lugar" });
  const typeText = (await types.innerText()).replace(/\s+/g, " ");
  expect(typeText).toContain("Bar de aficionados");
  expect(typeText).toContain("Taberna");

  // Hours: Spanish weekday names and Intl times; open or closed now.
  const details = page.getByRole("complementary", { name: "Detalles del lugar" });
  const hours = (await details.locator("dl").first().innerText()).replace(/\s+/g, " ");
  expect(hours).toMatch(/lun/);
  expect(hours).toMatch(/dom/);
  expect(hours).toMatch(/[ap]\. ?m\./);
  expect(["Abierto ahora", "Cerrado ahora"]).toContain((await page.getByTestId("open-now").innerText()).trim());
  expect(await details.getByText(/^Horas locales de Seattle\./).isVisible()).toBe(true);
  expect(await page.getByTestId("venue-updated").innerText()).toMatch(/Actualizado el \d{1,2} [a-z]{3}\.? \d{4}/);

  // Rate it.
  const group = page.getByRole("radiogroup", { name: "Califica este lugar" });
  await group.waitFor();
  await group.getByRole("radio", { name: "4 estrellas" }).click();
  await toastWith(page, "¡Gracias por calificar!", `Le diste a ${venue.name} 4 de 5.`);
  await page.getByText("Tu calificación: 4").waitFor();
  expect(await page.getByTestId("rating-summary").innerText()).toMatch(/calificaci(ón|ones)/);

  // The owner claim box: Spanish form and its own validation message.
  const claim = page.getByTestId("owner-claim");
  await claim.getByRole("button", { name: "¿Este lugar es tuyo? Administra esta ficha" }).click();
  await claim.getByLabel("Correo de trabajo").waitFor();
  await claim.getByRole("button", { name: "Enviar enlace de acceso" }).click();
  await claim.getByText("Escribe el correo de trabajo de tu negocio.").waitFor();

  // Save it: Spanish toast, the heart says it is saved.
  const heart = page.getByRole("button", { name: "Guardar lugar" });
  await heart.waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="bookmark-button"]')?.hasAttribute("disabled"));
  await heart.click();
  await toastWith(page, "Lugar guardado", "Encuéntralo cuando quieras en Mis lugares guardados.");
  // Unsave and save again: both toasts in Spanish.
  await page.getByRole("button", { name: "Quitar de guardados" }).click();
  await toastWith(page, "Quitado de tus lugares guardados");
  await page.getByRole("button", { name: "Guardar lugar" }).click();
  await toastWith(page, "Lugar guardado");
  await page.getByRole("button", { name: "Quitar de guardados" }).waitFor();

  await page
    .getByTestId("toast")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
  await check(page, `Spanish venue page (${size})`);
  await expectNoHorizontalScroll(page);
  await shot(page, `i18n-venues-venue-${size}`);

  // The saved venues page lists it in Spanish.
  await page.goto(`${baseURL()}/es/bookmarks`);
  await page.getByRole("heading", { level: 1, name: "Mis lugares guardados" }).waitFor();
  const card = page.getByTestId("venue-card");
  await card.first().waitFor();
  expect(await card.count()).toBe(1);
  expect((await card.getByRole("heading").innerText()).trim()).toBe(venue.name);
  expect(await page.getByText("1 lugar guardado", { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Lista", exact: true }).getAttribute("aria-pressed")).toBe("true");
  expect(await page.getByRole("button", { name: "Mapa", exact: true }).isVisible()).toBe(true);
  const cardText = (await card.textContent()) ?? "";
  for (const label of ["Destacado", "Taberna", "Comida disponible", "Pantallas grandes", "Abierto hasta tarde"]) expect(cardText).toContain(label);
  expect(await card.getByRole("img", { name: /^Calificación de \d\.\d sobre 5 según \d+ aficionados?$/ }).count()).toBe(1);
  expect(await card.getByRole("link", { name: venue.name }).getAttribute("href")).toBe(`/es/venue/${venue.id}`);
  await check(page, `Spanish saved venues (${size})`);
  await expectNoHorizontalScroll(page);
  await shot(page, `i18n-venues-bookmarks-${size}`);

  // Remove it from the card: the empty state again.
  await card.getByRole("button", { name: "Quitar de guardados" }).click();
  await page.getByText("Todavía no has guardado ningún lugar").waitFor();

  expect(external).toEqual([]);
  // Map tiles the local server does not have answer 404 (as in browse.e2e.ts); anything else is a real error.
  expect(consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);
  await page.close();
}

describe("venues in Spanish", () => {
  const browsers = desktopAndPhone();

  it("desktop: a venue page, rating and saving it, and the saved venues page, all in Spanish", async () => {
    await walk(browsers.desktop, "desktop");
  });

  it("phone: the same walk by touch-sized screen", async () => {
    await walk(browsers.phone, "phone");
  });

  it("phone: a venue's coming league matches name their round in Spanish", async () => {
    const { page, consoleErrors } = await openPage(browsers.phone, "/es/cities");
    const list = await pageApi<VenueSummary[]>(page, "/api/cities/new-york/venues");
    const farPost = list.body.find((v) => v.name === "The Far Post");
    expect(farPost, "The Far Post in New York").toBeTruthy();
    await page.goto(`${baseURL()}/es/venue/${farPost!.id}`);
    const rows = page.getByTestId("shown-match").filter({ hasText: "Premier League" });
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    expect(texts.some((t) => /Jornada \d+/.test(t))).toBe(true);
    expect(texts.filter((t) => t.includes("Matchday"))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
