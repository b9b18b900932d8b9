import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, launch, openPage, screenshot, VIEWPORTS } from "./fixtures";

describe("site shell", () => {
  const browsers = desktopAndPhone();

  it("home loads with the header and footer of the spec", async () => {
    const { page, external } = await openPage(browsers.desktop, "/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "List Venue" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Cities", "Matches", "Competitions", "Blog", "Add Venue", "About", "Contact"]) {
      expect(await nav.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
    }
    const footer = page.getByRole("contentinfo");
    for (const label of [
      "All Cities",
      "Submit Venue",
      "About Us",
      "Match Schedule",
      "FAQ",
      "Feature Your Venue",
      "City Sponsorship",
      "Partner With Us",
      "Privacy Policy",
      "Terms of Service",
      "Contact Us",
    ]) {
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
    const { page } = await openPage(browsers.desktop, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    await page.getByRole("banner").getByRole("link", { name: "List Venue" }).click();
    await page.waitForURL("**/submit");
    await page.getByRole("heading", { level: 1, name: "Submit a Venue" }).waitFor();
  });

  it("the edge-rendered first paint gives way to the app", async () => {
    const { page } = await openPage(browsers.phone, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    expect(await page.locator("[data-prerender]").count()).toBe(0);
    expect(await page.locator("main").count()).toBe(1);
  });

  // The first paint copies the app's first screen with styles of its own. Where they leaned on a browser
  // default that the app's stylesheet resets (the box model, a heading's weight), the app's page moved
  // under the reader when it replaced the first paint: applied to the first paint, that stylesheet must
  // move no box and no line of text in it. Compared as geometry, not pixels: a picture's edges may be
  // drawn a shade differently from one paint to the next.
  it.each(["phone", "desktop"] as const)("%s: the edge's first paint takes the boxes the app's stylesheet gives", async (size) => {
    for (const pathname of ["/", "/city/seattle", "/matches", "/team/tottenham-hotspur", "/blog/new-york-new-jersey-final-guide", "/es/faq"]) {
      const page = await browsers[size].newPage();
      try {
        // The app never starts: what is on screen stays the edge's first paint.
        await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
        await page.goto(`${baseURL()}${pathname}`);
        await page.locator("[data-prerender] h1").waitFor();
        // The boot script adds the stylesheet once the first paint is on screen, not applied (decision 048).
        await page.locator("link[data-app-styles]").waitFor({ state: "attached" });
        await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes("/assets/app-")))).toBe(true);
        // Every box and every line of text, in CSS pixels from the top of the page.
        const boxes = () =>
          page.evaluate(() => {
            const rounded = (r: DOMRect) => [r.x, r.y + window.scrollY, r.width, r.height].map((n) => Math.round(n * 2) / 2).join(",");
            const out: string[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node instanceof Element) out.push(`${node.tagName} ${rounded(node.getBoundingClientRect())}`);
              else if (node.textContent?.trim()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                out.push(`"${node.textContent.trim().slice(0, 30)}" ${[...range.getClientRects()].map(rounded).join(" ")}`);
              }
            }
            return out;
          });
        const before = await boxes();
        await page.evaluate(() => {
          for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-styles]")) link.media = "all";
        });
        await expect
          .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes("/assets/app-") && s.media.mediaText === "all")))
          .toBe(true);
        const after = await boxes();
        expect(before.length, pathname).toBeGreaterThan(50);
        expect(after.filter((box, i) => box !== before[i]).slice(0, 5), pathname).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it.each(["phone", "desktop"] as const)("%s: a page whose code cannot be loaded says so and reloads, after a link and on a first visit", async (size) => {
    const context = await launch(VIEWPORTS[size]);
    try {
      const page = await context.newPage();
      const citiesChunk = /\/assets\/CitiesPage-[^/]+\.js$/;
      await page.route(citiesChunk, (route) => route.abort());
      await page.goto(`${baseURL()}/`);
      await page.getByRole("contentinfo").getByRole("link", { name: "All Cities" }).click();
      await page.getByRole("heading", { level: 1, name: "This page could not be loaded" }).waitFor();
      expect(await page.getByText("Check your connection, then reload the page.").isVisible()).toBe(true);
      await screenshot(page, `page-load-failed-${size}`);

      await page.goto(`${baseURL()}/cities`);
      await page.getByRole("heading", { level: 1, name: "This page could not be loaded" }).waitFor();
      await page.unroute(citiesChunk);
      await page.getByRole("button", { name: "Reload" }).click();
      await page.getByRole("heading", { level: 1, name: "All Cities" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("unknown paths show the 404 page", async () => {
    const { page } = await openPage(browsers.desktop, "/this/does/not/exist");
    await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
  });

  it("/cities/{slug} redirects to /city/{slug}", async () => {
    const { page } = await openPage(browsers.desktop, "/cities/seattle");
    await page.waitForURL("**/city/seattle");
  });

  it("the mobile menu opens and lists the links", async () => {
    const { page } = await openPage(browsers.phone, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const label of ["Cities", "Matches", "Competitions", "Blog", "Add Venue", "About", "Contact"]) {
      await expect(menu.getByRole("link", { name: label, exact: true }).isVisible(), label).resolves.toBe(true);
    }
    await expectNoHorizontalScroll(page);
    await screenshot(page, "shell-home-phone-menu");
  });
});

describe("size budgets", () => {
  it("a first visit to a city page: Intl data loads in a worker, no saved-venues request (a new visitor has none), saving still works", async () => {
    const context = await launch(VIEWPORTS.phone);
    try {
      const page = await context.newPage();
      const bookmarkCalls: string[] = [];
      page.on("request", (req) => new URL(req.url()).pathname.startsWith("/api/bookmarks") && bookmarkCalls.push(req.method()));
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      await page.goto(`${baseURL()}/city/seattle`);
      const save = page.getByRole("button", { name: "Save venue" }).first();
      await save.waitFor();
      expect(
        workers.some((url) => url.includes("intl-warmup")),
        workers.join(", "),
      ).toBe(true);
      expect(bookmarkCalls).toEqual([]);
      await save.click();
      await page.getByRole("button", { name: "Remove from saved venues" }).first().waitFor();
      // The save, then the list read back from the server.
      await expect.poll(() => bookmarkCalls).toEqual(["POST", "GET"]);
    } finally {
      await context.close();
    }
  });

  it("the first-load JavaScript (entry, preloads, page chunk) of the home, what's on and a competition's page is at most 150 KB gzipped", async () => {
    for (const page of ["/", "/matches", "/competitions/premier-league-2026-27"]) {
      const html = await (await fetch(`${baseURL()}${page}`)).text();
      const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
      expect(files.length, page).toBeGreaterThan(0);
      let gz = 0;
      for (const f of files) gz += gzipSync(readFileSync(path.join("dist", "client", f)), { level: 9 }).length;
      // The figure, for the record (npm run bench reports it too).
      console.log(`first-load JS of ${page}: ${(gz / 1024).toFixed(1)} KB gzipped in ${files.length} files`);
      expect(gz / 1024, `first-load JS of ${page} in ${files.length} files`).toBeLessThanOrEqual(150);
    }
  });

  it("no public page's first load builds the contract's schemas: zod is left to the admin's pages (decision 049)", async () => {
    const pages = [
      "/",
      "/city/seattle",
      "/matches",
      "/competitions/world-cup-2026?stage=final",
      "/competitions/premier-league-2026-27",
      "/venue/1",
      "/team/arg",
      "/blog",
      "/submit",
      "/bookmarks",
    ];
    for (const page of pages) {
      const html = await (await fetch(`${baseURL()}${page}`)).text();
      const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
      expect(files.length, page).toBeGreaterThan(0);
      // zod's own setting, in its core whatever the bundler names things.
      const withZod = files.filter((f) => readFileSync(path.join("dist", "client", f), "utf8").includes("jitless"));
      expect(withZod, page).toEqual([]);
    }
    // The check can fail: the admin's match list reads its filters with the contract's schemas.
    const routeChunks: Record<string, string[]> = JSON.parse(readFileSync(path.join("dist", "client", "route-chunks.json"), "utf8"));
    expect(routeChunks.AdminMatchesPage.some((f) => readFileSync(path.join("dist", "client", f), "utf8").includes("jitless"))).toBe(true);
  });

  it("every script of 8 KB or more, the map library included, starts with V8's compile hint", () => {
    const dir = path.join("dist", "client", "assets");
    const large = readdirSync(dir).filter((f) => f.endsWith(".js") && statSync(path.join(dir, f)).size >= 8_000);
    expect(large.some((f) => f.startsWith("maplibre-"))).toBe(true);
    // The hint only works as the file's first line (decision 016).
    const missing = large.filter((f) => !readFileSync(path.join(dir, f), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"));
    expect(missing).toEqual([]);
  });

  it("the app's module bodies, React DOM's included, are function expressions that V8 compiles while the file streams in", async () => {
    const html = await (await fetch(`${baseURL()}/contact`)).text();
    const app = /href="(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
    expect(app).toBeDefined();
    const code = readFileSync(path.join("dist", "client", app!), "utf8");
    // The bundler's wrappers, minified: a lazily started module, a CommonJS module (decision 050).
    expect(code.match(/=[\w$]+\(\(function\(\)\{/g)?.length ?? 0).toBeGreaterThan(10);
    expect(code).toMatch(/=[\w$]+\(\(function\([\w$]+(,[\w$]+)?\)\{/);
  });
});
