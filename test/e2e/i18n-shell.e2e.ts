// The site's two languages from a visitor's side: the Spanish shell, the switcher keeping the page and
// its filters, the remembered choice, the suggestion that never redirects, and the toasts.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, launch, openPage, screenshot, VIEWPORTS } from "./fixtures";

describe("the Spanish shell and the language switcher", () => {
  const browsers = desktopAndPhone();

  it("Spanish pages have a Spanish header, menu and footer, and lang=es", async () => {
    await serveAxe(browsers.desktop);
    const { page, consoleErrors, external } = await openPage(browsers.desktop, "/es/");
    await page.getByRole("banner").getByRole("link", { name: "Publicar lugar" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of ["Ciudades", "Partidos", "Blog", "Agregar lugar", "Nosotros", "Contacto"]) {
      expect(await nav.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
    }
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    const footer = page.getByRole("contentinfo");
    for (const label of ["Todas las ciudades", "Calendario de partidos", "Preguntas frecuentes", "Destaca tu lugar", "Política de privacidad"]) {
      expect(await footer.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
    }
    await expect(footer.getByText("Todos los derechos reservados", { exact: false }).isVisible()).resolves.toBe(true);
    // In-app links stay in Spanish.
    await nav.getByRole("link", { name: "Ciudades" }).click();
    await page.waitForURL(`${baseURL()}/es/cities`);
    await page.getByRole("heading", { level: 1, name: "Todas las ciudades" }).waitFor();
    expect(await page.title()).toBe("Todas las ciudades | World Cup Watch Spots");
    await check(page, "/es/cities");
    await screenshot(page, "i18n-es-cities-desktop");
    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
  });

  it("the switcher keeps the page and its filters, and the choice is remembered on the device", async () => {
    const { page } = await openPage(browsers.phone, "/es/city/seattle?sortBy=name");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("navigation", { name: "Móvil" });
    const toEnglish = menu.getByRole("link", { name: "View this page in English" });
    expect(await toEnglish.getAttribute("href")).toBe("/city/seattle?sortBy=name");
    await expectNoHorizontalScroll(page);
    await screenshot(page, "i18n-es-menu-phone");
    await toEnglish.click();
    await page.waitForURL(`${baseURL()}/city/seattle?sortBy=name`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("wcws.locale"))).toBe("en");
    // Back on a Spanish page, the remembered choice (English) is offered, never forced.
    await page.goto(`${baseURL()}/es/faq`);
    const notice = page.getByTestId("language-suggestion");
    await notice.waitFor();
    expect(await notice.innerText()).toContain("This page is also available in English.");
    expect(page.url()).toBe(`${baseURL()}/es/faq`);
    await notice.getByRole("button", { name: "Cerrar" }).click();
    await notice.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByTestId("language-suggestion").count()).toBe(0);
  });

  it("toasts: one at a time, polite, dismissed after 5 seconds or by their button, F8 focuses them", async () => {
    const { page } = await openPage(browsers.desktop, "/city/seattle");
    const heart = page.getByRole("button", { name: "Save venue", exact: true }).first();
    await heart.click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.getAttribute("role")).toBe("status");
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.closest("section")?.getAttribute("aria-label"))).toBe("Notification (F8)");
    // Focused, the toast stays; once focus leaves, it goes within its 5 seconds.
    await page.waitForTimeout(5500);
    expect(await toast.count()).toBe(1);
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await toast.waitFor({ state: "detached" });
    await page.locator("h1").first().focus();
    await heart.click();
    await toast.waitFor();
    await page.mouse.move(0, 0);
    await toast.waitFor({ state: "detached", timeout: 8000 });
  });
});

describe("a browser in Spanish on an English page", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await launch(VIEWPORTS.phone, { locale: "es-MX" });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("is offered the Spanish page with a small notice and is not redirected", async () => {
    const { page } = await openPage(context, "/cities");
    await page.getByRole("heading", { level: 1, name: "All Cities" }).waitFor();
    const notice = page.getByTestId("language-suggestion");
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Esta página también está disponible en español.");
    expect(await notice.getByRole("link", { name: "Ver en español" }).getAttribute("href")).toBe("/es/cities");
    expect(page.url()).toBe(`${baseURL()}/cities`);
    await screenshot(page, "i18n-suggestion-phone");
    await notice.getByRole("link", { name: "Ver en español" }).click();
    await page.waitForURL(`${baseURL()}/es/cities`);
    await page.getByRole("heading", { level: 1, name: "Todas las ciudades" }).waitFor();
    // The choice made, no notice on the Spanish page.
    expect(await page.getByTestId("language-suggestion").count()).toBe(0);
  });
});
