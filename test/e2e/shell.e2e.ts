import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, screenshot, VIEWPORTS } from "./browser";

describe("site shell", () => {
  let desktop: BrowserContext;
  let phone: BrowserContext;
  beforeAll(async () => {
    desktop = await launch(VIEWPORTS.desktop);
    phone = await launch(VIEWPORTS.phone);
  });
  afterAll(async () => {
    await desktop?.close();
    await phone?.close();
  });

  it("home loads with the header and footer of the spec", async () => {
    const { page, external } = await openPage(desktop, "/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "List Venue" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Cities", "Blog", "Add Venue", "About", "Contact"]) {
      expect(await nav.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
    }
    const footer = page.getByRole("contentinfo");
    for (const label of ["All Cities", "Submit Venue", "About Us", "Feature Your Venue", "City Sponsorship", "Partner With Us", "Privacy Policy", "Terms of Service", "Contact Us"]) {
      expect(await footer.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
    }
    await expect(footer.getByRole("heading", { name: "Quick Links" }).isVisible()).resolves.toBe(true);
    await expect(footer.getByRole("heading", { name: "For Business" }).isVisible()).resolves.toBe(true);
    // Partner With Us is a mailto once the runtime config has loaded.
    await page.waitForFunction(() => !!document.querySelector('footer a[href^="mailto:"]'));
    expect(await footer.getByRole("link", { name: "Partner With Us" }).getAttribute("href")).toMatch(/^mailto:support@/);
    await screenshot(page, "shell-home-desktop");
    expect(external).toEqual([]);
  });

  it("header links navigate inside the SPA", async () => {
    const { page } = await openPage(desktop, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    await page.getByRole("banner").getByRole("link", { name: "List Venue" }).click();
    await page.waitForURL("**/submit");
    await page.getByRole("heading", { level: 1, name: "Submit a Venue" }).waitFor();
  });

  it("the edge-rendered first paint gives way to the app", async () => {
    const { page } = await openPage(phone, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    expect(await page.locator("[data-prerender]").count()).toBe(0);
    expect(await page.locator("main").count()).toBe(1);
  });

  it("unknown paths show the 404 page", async () => {
    const { page } = await openPage(desktop, "/this/does/not/exist");
    await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
  });

  it("/cities/{slug} redirects to /city/{slug}", async () => {
    const { page } = await openPage(desktop, "/cities/seattle");
    await page.waitForURL("**/city/seattle");
  });

  it("the mobile menu opens and lists the links", async () => {
    const { page } = await openPage(phone, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const label of ["Cities", "Blog", "Add Venue", "About", "Contact"]) {
      await expect(menu.getByRole("link", { name: label, exact: true }).isVisible(), label).resolves.toBe(true);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, "shell-home-phone-menu");
  });
});
