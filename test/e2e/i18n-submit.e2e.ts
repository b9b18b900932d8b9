// Registering a venue and the contact page in Spanish (/es/submit, /es/contact), at phone and desktop
// size: Spanish texts, Spanish validation messages, a paid registration through the local test checkout
// back to the Spanish purchase summary, the contact form's message, and axe clean.
import { describe, expect, it } from "vitest";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, screenshot, toastWith } from "./fixtures";

describe("registering a venue in Spanish", () => {
  const browsers = desktopAndPhone();

  for (const size of ["desktop", "phone"] as const) {
    it(`${size}: Spanish form and validation${size === "desktop" ? ", paid registration back on /es/submit with the Spanish summary" : ""}`, async () => {
      const context = browsers[size];
      await serveAxe(context);
      const { page, consoleErrors } = await openPage(context, "/es/submit");
      await check(page, `es submit ${size}`);
      const form = page.getByRole("form", { name: "Registro de un lugar" });
      await expect.poll(() => form.getByRole("button", { name: /^Pagar \$[\d,.]+ y enviar$/ }).count()).toBe(1);
      for (const text of ["Nombre del lugar", "Ciudad", "Dirección", "Tu correo electrónico", "Servicios", "Horario", "Ubicación en el mapa"]) {
        await expect.poll(() => form.getByText(text).count(), { message: text }).toBeGreaterThan(0);
      }
      await expect.poll(() => page.getByText("por registro").count()).toBe(1);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `i18n-submit-form-${size}`);

      // Empty submit: the Spanish toast, the first field focused.
      await form.getByRole("button", { name: /^Pagar/ }).click();
      await toastWith(page, "Faltan campos obligatorios", "Completa todos los campos obligatorios.");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("venueName");

      // Filled in, but with a wrong phone, a bad e-mail: each said in Spanish.
      await form.getByLabel("Nombre del lugar").fill(`El Rincón ${size}`);
      const city = (await (await page.request.get(`${baseURL()}/api/cities/seattle`)).json()) as { id: number };
      await form.getByLabel("Ciudad").selectOption(String(city.id));
      await form.getByLabel("Dirección").fill("123 Pike St, Seattle, WA");
      await form.getByLabel("Tu correo electrónico").fill("no-es-un-correo");
      await form.getByLabel("Teléfono").fill("123");
      await form.getByRole("button", { name: /^Pagar/ }).click();
      await toastWith(page, "Revisa los detalles", /Ingresa un número de teléfono/);
      await expect.poll(() => page.getByText(/^Ingresa un número de teléfono con su código de área/).count()).toBeGreaterThan(0);
      await form.getByLabel("Teléfono").fill("");
      await form.getByRole("button", { name: /^Pagar/ }).click();
      await toastWith(page, "Revisa los detalles", "Ingresa un correo electrónico válido.");
      await expect.poll(() => form.getByText("Ingresa un correo electrónico válido.").count()).toBe(1);
      await screenshot(page, `i18n-submit-invalid-${size}`);
      // Checkouts are limited per address (10 per 10 minutes) and the whole suite shares one: the
      // paid path is walked once, on the desktop.
      if (size === "phone") {
        expect(consoleErrors).toEqual([]);
        await page.close();
        return;
      }

      // A good e-mail: the test checkout, paid, back to the Spanish summary.
      await form.getByLabel("Tu correo electrónico").fill("dueno@example.com");
      await form.getByRole("button", { name: /^Pagar/ }).click();
      await page.waitForURL(/\/test-checkout\/[0-9a-f-]{36}$/);
      await page.getByRole("button", { name: "Pay (test mode)" }).click();
      await page.waitForURL(/\/es\/submit\?/);
      await page.getByTestId("payment-success").waitFor();
      expect(await page.getByTestId("payment-success").textContent()).toContain("¡Pago realizado!");
      const summary = page.getByTestId("checkout-summary");
      await summary.getByText("Tu compra").waitFor();
      expect(await summary.getByTestId("summary-kind").textContent()).toBe("Registro de un lugar");
      await expect.poll(() => summary.getByText("Monto pagado").count()).toBe(1);
      expect(await summary.getByTestId("summary-venue").textContent()).toContain(`El Rincón ${size}`);
      expect(await summary.getByTestId("summary-next").textContent()).toContain("dueno@example.com");
      await expect.poll(() => summary.getByRole("link", { name: "Registrar otro lugar" }).getAttribute("href")).toBe("/es/submit");
      await expectNoHorizontalScroll(page);
      await check(page, `es summary ${size}`);
      await screenshot(page, `i18n-submit-summary-${size}`);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });

    it(`${size}: the Spanish contact page prepares the message`, async () => {
      const context = browsers[size];
      await serveAxe(context);
      const { page } = await openPage(context, "/es/contact");
      await check(page, `es contact ${size}`);
      await page.getByRole("heading", { name: "Envíanos un mensaje" }).waitFor();
      await page.getByText("Respondemos en menos de 24 horas").waitFor();
      await page.getByText("¿Mi negocio puede patrocinar una ciudad?").waitFor();
      await page.getByRole("textbox", { name: "Nombre" }).fill("Ana");
      await page.getByRole("textbox", { name: "Correo electrónico" }).fill("ana@example.com");
      await page.getByRole("textbox", { name: "Mensaje" }).fill("Hola, quiero registrar mi bar.");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await toastWith(page, "Se abrió tu app de correo", /Envíalo desde ahí/);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `i18n-contact-${size}`);
      await page.close();
    });
  }
});
