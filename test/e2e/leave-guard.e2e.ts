// Nothing an admin types is lost without asking (the owner's editor: owner-area.e2e.ts): at phone and
// desktop size, a post being written survives a switch of dashboard tabs, a link away asks, and the
// browser's Back asks too; staying keeps the page and what was typed, leaving goes where Back goes.
import { describe, expect, it } from "vitest";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, openPage, signIn } from "./fixtures";

const QUESTION = "You have changes that are not saved. Leave this page and lose them?";

describe("unsaved admin forms", () => {
  const browsers = desktopAndPhone();

  for (const size of ["desktop", "phone"] as const) {
    it(`${size}: a post being written and a new price phase are asked about before a link or Back leaves them`, async () => {
      const context = browsers[size];
      await serveAxe(context);
      const { page, consoleErrors } = await openPage(context, "/");
      await signIn(page);
      const asked: string[] = [];
      let answer: "accept" | "dismiss" = "dismiss";
      page.on("dialog", (dialog) => {
        asked.push(dialog.message());
        void (answer === "accept" ? dialog.accept() : dialog.dismiss());
      });

      // A post being written stays while another tab is looked at.
      await page.getByRole("tab", { name: "Create Blog" }).click();
      await page.getByLabel("Title", { exact: true }).fill(`Unsaved post ${size}`);
      await page.getByRole("tab", { name: "Cities" }).click();
      await page.getByRole("tab", { name: "Create Blog" }).click();
      // Once the panel is back (the other tab's content may still be on screen for a moment).
      await page.getByRole("tab", { name: "Create Blog", selected: true }).waitFor();
      await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(`Unsaved post ${size}`);
      await check(page, `dashboard create blog ${size}`);

      // A link away asks; going on leaves.
      answer = "accept";
      await page.getByRole("link", { name: "Prices" }).click();
      await page.waitForURL(`${baseURL()}/admin/pricing`);
      expect(asked).toEqual([QUESTION]);

      // Back with a phase half typed: asked, and staying keeps the page and the text.
      await page.getByLabel("Label").fill(`Draft phase ${size}`);
      answer = "dismiss";
      await page.evaluate(() => history.back());
      await expect.poll(() => asked.length).toBe(2);
      expect(asked[1]).toBe(QUESTION);
      // The way back to the form is taken at once; give it the time a history move takes.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe("/admin/pricing");
      expect(await page.getByLabel("Label").inputValue()).toBe(`Draft phase ${size}`);
      await page.getByRole("heading", { level: 1 }).waitFor();

      // Back again, and leave: the dashboard, where the page came from.
      answer = "accept";
      await page.evaluate(() => history.back());
      await page.waitForURL(`${baseURL()}/admin/dashboard?tab=create-blog`);
      await page.getByRole("heading", { level: 1, name: "Admin Dashboard (Protected Area)" }).waitFor();
      expect(asked).toHaveLength(3);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }
});
