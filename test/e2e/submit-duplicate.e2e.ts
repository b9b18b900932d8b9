// A venue already paid for is named before a second payment (docs/decisions/047): /submit and
// /es/submit at phone and desktop size show the warning in the page's language; stopping keeps the
// form, going on is a second press that opens one payment page; axe clean.
import { beforeAll, describe, expect, it } from "vitest";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, screenshot } from "./fixtures";

const RUN = Date.now().toString(36);
const VENUE = `Second Time Pitch ${RUN}`;
const ADDRESS = "500 Pike Street, Seattle, WA 98101";

const TEXTS = {
  en: {
    path: "/submit",
    form: "Venue submission",
    name: "Venue Name",
    city: "City",
    address: "Address",
    email: "Your Email",
    pay: /^Pay \$[\d,.]+ & Submit$/,
    title: "This venue may already be on the site",
    status: "it was paid for and is waiting for our review",
    stop: "Stop, don't pay",
    goOn: /^Pay \$[\d,.]+ & submit anyway$/,
  },
  es: {
    path: "/es/submit",
    form: "Registro de un lugar",
    name: "Nombre del lugar",
    city: "Ciudad",
    address: "Dirección",
    email: "Tu correo electrónico",
    pay: /^Pagar \$[\d,.]+ y enviar$/,
    title: "Puede que este lugar ya esté en el sitio",
    status: "ya se pagó y espera nuestra revisión",
    stop: "No pagar",
    goOn: /^Pagar \$[\d,.]+ y enviar de todos modos$/,
  },
} as const;

describe("a likely duplicate is asked about before payment", () => {
  const browsers = desktopAndPhone();
  let cityId = 0;

  beforeAll(async () => {
    // Checkouts are limited per client address and the suite's files share a server: this file's own.
    for (const context of [browsers.desktop, browsers.phone]) await context.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.100.${47}` });
    const request = browsers.desktop.request;
    cityId = ((await (await request.get(`${baseURL()}/api/cities/seattle`)).json()) as { id: number }).id;
    // The venue, paid for once: it waits for review.
    const res = await request.post(`${baseURL()}/api/venues/submission-checkout`, {
      data: { venueName: VENUE, cityId, address: ADDRESS, contactEmail: "first@example.com" },
    });
    expect(res.status()).toBe(200);
    const id = new URL(((await res.json()) as { url: string }).url).pathname.split("/").pop();
    const paid = await request.post(`${baseURL()}/test-checkout/${id}/pay`, { headers: { origin: baseURL() }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  });

  for (const lang of ["en", "es"] as const) {
    for (const size of ["desktop", "phone"] as const) {
      const t = TEXTS[lang];
      it(`${lang} ${size}: the same venue is named with its status; ${size === "desktop" && lang === "en" ? "stop keeps the form, going on opens one payment page" : "nothing is paid without a second press"}`, async () => {
        const context = browsers[size];
        await serveAxe(context);
        const { page, consoleErrors } = await openPage(context, t.path);
        const sent: Record<string, unknown>[] = [];
        page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/venues/submission-checkout") && sent.push(r.postDataJSON()));
        const form = page.getByRole("form", { name: t.form });
        // The name as another person might type it: case and punctuation differ.
        await form.getByLabel(t.name).fill(VENUE.toLowerCase());
        await page.locator(`select[name="cityId"] option[value="${cityId}"]`).waitFor({ state: "attached" });
        await form.getByLabel(t.city).selectOption(String(cityId));
        await form.getByLabel(t.address).fill("500 Pike St., Seattle, WA 98101");
        await form.getByLabel(t.email).fill("second@example.com");
        await form.getByRole("button", { name: t.pay }).click();

        const warning = page.getByTestId("duplicate-warning");
        await warning.getByRole("heading", { name: t.title }).waitFor();
        const text = await warning.innerText();
        expect(text).toContain(VENUE);
        expect(text).toContain(ADDRESS);
        expect(text).toContain(t.status);
        expect(page.url()).toBe(`${baseURL()}${t.path}`);
        expect(sent).toHaveLength(1);
        expect(sent[0]?.confirmDuplicate).toBeUndefined();
        // The question takes the focus, in place of the form's buttons.
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("duplicate-warning");
        expect(await form.getByRole("button", { name: t.pay }).count()).toBe(0);
        await expectNoHorizontalScroll(page);
        await check(page, `duplicate warning ${lang} ${size}`);
        await screenshot(page, `submit-duplicate-${lang}-${size}`);

        if (lang === "en" && size === "desktop") {
          // Stop: the form as typed, its button back, nothing paid.
          await warning.getByRole("button", { name: t.stop }).click();
          await warning.waitFor({ state: "detached" });
          expect(await form.getByLabel(t.name).inputValue()).toBe(VENUE.toLowerCase());
          // Asked again, then the explicit second press: one payment page.
          await form.getByRole("button", { name: t.pay }).click();
          await warning.getByRole("button", { name: t.goOn }).dblclick();
          await page.waitForURL(/\/test-checkout\/[0-9a-f-]{36}$/);
          expect(sent).toHaveLength(3);
          expect(sent[2]?.confirmDuplicate).toBe(true);
        }
        expect(consoleErrors.filter((e) => !e.includes("409"))).toEqual([]);
        await page.close();
      });
    }
  }
});
