// The admin's prices in a real browser, at desktop and phone sizes: the phases of each offer with what
// is on sale now, a new phase added (a bad one refused first, nothing saved), and a phase still to come
// deleted, leaving the prices as the other suites see them.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPricing } from "../../src-worker/shared/contract/admin-pricing";
import { check, serveAxe } from "./axe";
import { desktopAndPhone, expectNoHorizontalScroll, openPage, pageJson, screenshot, signIn, toastWith } from "./fixtures";

const RUN = Date.now().toString(36);

describe("admin prices", () => {
  const browsers = desktopAndPhone();
  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
  });

  for (const size of ["desktop", "phone"] as const) {
    it(`${size}: lists what is on sale, refuses a bad phase, adds one to come and deletes it`, async () => {
      const { page, external, consoleErrors } = await openPage(browsers[size], "/admin/login");
      await signIn(page);
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Prices" }).click();
      await page.getByRole("heading", { level: 1, name: "Prices" }).waitFor();
      const featured = page.getByRole("region", { name: "Featured placement (30 days)" });
      const onSale = featured.getByTestId("pricing-phase").filter({ hasText: "On sale now" });
      await expect.poll(() => onSale.count()).toBe(1);
      expect(await onSale.innerText()).toMatch(/2026-27 club season[\s\S]*\$250[\s\S]*From Nov 28, 2026 · last day May 31, 2027/);
      await check(page, `admin prices ${size}`);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `admin-pricing-${size}`);

      const phase = `e2e-${size}-${RUN}`;
      const form = page.getByRole("form", { name: "Add a price phase" });
      await form.getByLabel("Phase name").fill(phase);
      await form.getByLabel("Label").fill(`Test ${size}`);
      await form.getByLabel("Price (USD)").fill("0");
      await form.getByLabel("What it buys").fill("30 days of premium placement, for a test.");
      await form.getByLabel("First day on sale (UTC)").fill("2099-01-01");
      await form.getByRole("button", { name: "Add phase" }).click();
      await toastWith(page, "Could not add the phase", /more than \$0/);
      expect((await pageJson<AdminPricing>(page, "/api/admin/pricing")).phases.some((p) => p.phase === phase)).toBe(false);

      await form.getByLabel("Price (USD)").fill("120");
      await form.getByRole("button", { name: "Add phase" }).click();
      await toastWith(page, "Phase added", `Test ${size}: $120 from Jan 01, 2099.`);
      const added = featured.getByTestId("pricing-phase").filter({ hasText: phase });
      await added.getByText("Upcoming").waitFor();
      expect(await form.getByLabel("Phase name").inputValue()).toBe("");

      await added.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete phase" }).click();
      await toastWith(page, "Phase deleted");
      await expect.poll(() => added.count()).toBe(0);
      expect((await pageJson<AdminPricing>(page, "/api/admin/pricing")).phases.some((p) => p.phase === phase)).toBe(false);
      expect(external).toEqual([]);
      // The refused phase's 400 logs "Failed to load resource"; nothing else may.
      expect(consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);
    });
  }
});
