// Match reminders by e-mail: a fan signs up on a team page (desktop, English) and a match page (phone,
// Spanish), confirms through the development mailbox, sees and changes what they follow, and deletes it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, pageApi, screenshot } from "./fixtures";

/** Follows the newest link to `path` in the mail sent to `email`, from the development mailbox. */
async function followMailLink(page: Page, email: string, path: string) {
  await page.goto(`${baseURL()}/dev/mail`);
  await page.getByRole("heading", { level: 1, name: "Development mailbox" }).waitFor();
  const mail = page.locator("article", { hasText: email }).first();
  // The RFC 8058 headers are there, with the button a mail client would show.
  await expect(mail.getByText("List-Unsubscribe-Post").isVisible()).resolves.toBe(true);
  await mail
    .getByRole("link", { name: new RegExp(`${path}\\?token=`) })
    .first()
    .click();
}

async function signUp(page: Page, button: RegExp, email: string, labels: { email: string; city: string; submit: string }) {
  const box = page.getByTestId("reminder-signup");
  await box.scrollIntoViewIfNeeded();
  await box.getByRole("button", { name: button }).first().click();
  await box.getByLabel(labels.email).fill(email);
  await box.locator('select option[value="seattle"]').waitFor({ state: "attached" });
  await box.getByLabel(labels.city).selectOption("seattle");
  return box;
}

describe("match reminders", () => {
  const browsers = desktopAndPhone();

  it("desktop, English: sign up on a team page, confirm through the mailbox, change the city on the fan's page", async () => {
    const email = `desk-${Date.now()}@example.com`;
    const { page, external, consoleErrors } = await openPage(browsers.desktop, "/team/usa");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const box = await signUp(page, /^E-mail me before .+'s matches$/, email, { email: "Your e-mail", city: "City", submit: "Send me the confirmation" });
    await screenshot(box, "reminders-signup-desktop");
    await box.getByRole("button", { name: "Send me the confirmation" }).click();
    await expect(box.getByRole("status").innerText()).resolves.toBe(`Check your inbox: we sent a link to ${email}. Nothing else is sent until you use it.`);
    // (The development mailbox has no icon: the browser's 404 for it is no error of the site.)
    expect(consoleErrors).toEqual([]);

    await followMailLink(page, email, "/reminders/confirm");
    await page.getByRole("heading", { level: 1, name: "Your match reminders" }).waitFor();
    await screenshot(page, "reminders-confirm-desktop");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/\/reminders\/manage\?token=/);
    await page.getByText("Confirmed. You will get an e-mail before each match.").waitFor();
    const follow = page.getByTestId("reminder-follow");
    await follow.waitFor();
    await expect(follow.innerText()).resolves.toMatch(/USA/);
    await follow.getByLabel("City").selectOption("new-york");
    await follow.getByRole("button", { name: "Save city" }).click();
    await expect
      .poll(
        async () =>
          (await pageApi<{ follows: { city: { slug: string } }[] }>(page, `/api/reminders/manage${new URL(page.url()).search}`)).body.follows[0].city.slug,
      )
      .toBe("new-york");
    await expectNoHorizontalScroll(page);
    await screenshot(page, "reminders-manage-desktop");
    expect(external).toEqual([]);
  });

  it("phone, Spanish: sign up on a match page, confirm, and delete everything from the fan's page", async () => {
    const email = `phone-${Date.now()}@example.com`;
    const { page, external } = await openPage(browsers.phone, "/es/match/1");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const box = await signUp(page, /^Avísame por correo antes de los partidos de /, email, { email: "Tu correo electrónico", city: "Ciudad", submit: "" });
    await expectNoHorizontalScroll(page);
    await screenshot(box, "reminders-signup-phone-es");
    await box.getByRole("button", { name: "Envíame la confirmación" }).click();
    await box.getByText(/Revisa tu bandeja de entrada/).waitFor();

    await followMailLink(page, email, "/es/reminders/confirm");
    await page.getByRole("heading", { level: 1, name: "Tus avisos de partidos" }).waitFor();
    await page.getByRole("button", { name: "Confirmar" }).click();
    await page.getByText("Confirmado. Recibirás un correo antes de cada partido.").waitFor();
    await page.getByTestId("reminder-follow").waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "reminders-manage-phone-es");
    await page.getByRole("button", { name: "Borrar mis avisos y mi correo" }).click();
    await page.getByText("Borrado. Ya no guardamos tu correo.").waitFor();
    await screenshot(page, "reminders-deleted-phone-es");
    expect(external).toEqual([]);
  });

  it("unsubscribing from a mail's link, then seeing what the fan follows: done, never a bad link (phone and desktop)", async () => {
    for (const size of ["phone", "desktop"] as const) {
      const email = `unsub-${size}-${Date.now()}@example.com`;
      await serveAxe(browsers[size]);
      const { page, external } = await openPage(browsers[size], "/team/usa");
      await page.getByRole("heading", { level: 1 }).waitFor();
      const box = await signUp(page, /^E-mail me before .+'s matches$/, email, { email: "Your e-mail", city: "City", submit: "Send me the confirmation" });
      await box.getByRole("button", { name: "Send me the confirmation" }).click();
      await box.getByText(/^Check your inbox/).waitFor();
      await followMailLink(page, email, "/reminders/confirm");
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.waitForURL(/\/reminders\/manage\?token=/);
      await page.getByTestId("reminder-follow").waitFor();
      // The mail's unsubscribe link carries the same token as the fan's page.
      await page.goto(`${baseURL()}/reminders/unsubscribe${new URL(page.url()).search}`);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.getByText("Unsubscribed. Your address is deleted and nothing more will be sent.").waitFor();
      await page.getByRole("link", { name: "See and change what you follow" }).click();
      await page.getByText("Deleted. We no longer hold your address.").waitFor();
      expect(await page.getByText(/not valid/).count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await check(page, `reminders after unsubscribing, ${size}`);
      expect(external).toEqual([]);
    }
  });
});
