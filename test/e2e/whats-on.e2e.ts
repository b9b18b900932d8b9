// What's on (/matches), the competitions and a competition's page inside the club season, at phone and
// desktop size, axe-clean: groups in the visitor's days, filters in the address (Back undoes them),
// results a tap away, provisional kick-offs said as such, and each match's venues in the chosen city.
// The server's clock is SITE_NOW, a Saturday morning in New York (docs/decisions/026).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JS helper
import { migrateLocal, seedLocal, startDev } from "../../scripts/lib/wrangler.mjs";
import homeEn from "../../src-worker/shared/i18n/messages/en/home";
import { expectNoSeriousViolations, loaded, serveAxe } from "./axe";
import { expectNoHorizontalScroll, launch, networkIdle, screenshot, VIEWPORTS } from "./fixtures";

const SEASON = "2026-11-28T14:00:00Z";
const TIME_ZONE = "America/New_York";

let server: { url: string; stop: () => Promise<void> };
let dir = "";
const browsers = {} as Record<keyof typeof VIEWPORTS, BrowserContext>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "wcws-season-"));
  migrateLocal(dir, { quiet: true });
  seedLocal(dir, { demo: true, quiet: true });
  const port = 22500 + Math.floor(Math.random() * 1000);
  server = await startDev({
    port,
    inspectorPort: port + 2000,
    persistTo: dir,
    assets: process.env.E2E_ASSETS_DIR,
    vars: { ENVIRONMENT: "test", SITE_NOW: SEASON, SITE_URL: `http://127.0.0.1:${port}`, TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png` },
  });
  for (const [name, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
    browsers[name] = await launch(viewport, { timezoneId: TIME_ZONE });
    await serveAxe(browsers[name]);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(browsers).map((b) => b?.close()));
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens a page of the season's server; console errors fail the test. */
async function visit(context: BrowserContext, pathname: string, run: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && !/Failed to load resource/i.test(msg.text()) && errors.push(msg.text()));
  try {
    await page.goto(`${server.url}${pathname}`);
    await loaded(page);
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

const cards = (page: Page) => page.getByTestId("fixture-card");

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("what's on in the club season (%s)", (size) => {
  it("groups what is coming by the visitor's days, says a provisional date as such, and counts a city's venues", async () => {
    await visit(browsers[size], "/matches", async (page) => {
      await page.getByRole("heading", { level: 1, name: "What's On" }).waitFor();
      await cards(page).first().waitFor();
      // A busy weekend fills the first portion; the days after are a "Show more" away.
      expect((await page.getByRole("heading", { level: 2 }).allTextContents()).slice(0, 2)).toEqual(["Today", "Tomorrow"]);
      const more = page.getByRole("button", { name: "Show more matches" });
      while ((await more.count()) > 0) {
        const shown = await cards(page).count();
        await more.click();
        await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
      }
      const groups = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(groups.slice(0, 3)).toEqual(["Today", "Tomorrow", "Next week"]);
      // The Premier League's round has a placeholder date: never given as the match's.
      await page.getByRole("heading", { level: 3, name: "Date to be confirmed: provisionally the weekend of Nov 28" }).waitFor();
      const provisional = cards(page).filter({ hasText: "Arsenal" }).first();
      expect(await provisional.getByTestId("fixture-when").textContent()).toBe("Date and time to be confirmed · Provisionally the weekend of Nov 28");
      expect(await provisional.getAttribute("href")).toMatch(/^\/match\/\d{4}-arsenal-manchester-city$/);
      expect(await page.getByTestId("fixture-source").first().textContent()).toMatch(/Fixtures: openfootball snapshot, results up to Aug \d+/);
      await expectNoHorizontalScroll(page);
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} /matches`);
      await screenshot(page, `whats-on-${size}`);

      // A city: each match says how many of its venues confirmed it, none said as none.
      // Two Auroras, two Springfields: each city is named with its state, once.
      const cityNames = await page.getByLabel("Venues in").locator("option").allTextContents();
      expect(new Set(cityNames).size).toBe(cityNames.length);
      expect(cityNames).toEqual(expect.arrayContaining(["Aurora, Colorado", "Aurora, Illinois"]));
      await page.getByLabel("Venues in").selectOption("seattle");
      await page.waitForURL((u) => u.searchParams.get("city") === "seattle");
      await page.getByTestId("venue-count").first().waitFor();
      expect(await page.getByTestId("venue-count").first().textContent()).toMatch(
        /^(No venue in Seattle has confirmed showing it yet|\d+ venues? in Seattle confirmed showing it)$/,
      );
      await screenshot(page, `whats-on-city-${size}`);

      // One competition; Back undoes it.
      await page.getByLabel("Competition").selectOption("laliga-2026-27");
      await page.waitForURL((u) => u.searchParams.get("competition") === "laliga-2026-27");
      await expect.poll(async () => (await page.getByTestId("fixture-card").allTextContents()).every((t) => t.startsWith("LaLiga"))).toBe(true);
      await page.getByLabel("Team").selectOption("barcelona");
      await page.waitForURL((u) => u.searchParams.get("team") === "barcelona");
      await expect.poll(async () => (await cards(page).allTextContents()).every((t) => t.includes("Barcelona"))).toBe(true);
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has("team") && u.searchParams.get("competition") === "laliga-2026-27");
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has("competition") && u.searchParams.get("city") === "seattle");
      expect(await page.getByLabel("Competition").inputValue()).toBe("");
    });
  });

  it("shows results a tap away, at their own address: a passed kick-off without a result says exactly that", async () => {
    await visit(browsers[size], "/matches?competition=bundesliga-2026-27", async (page) => {
      const results = page.waitForResponse((r) => r.url().includes("/api/fixtures?"));
      await page.getByRole("link", { name: "Results" }).click();
      await page.waitForURL((u) => u.searchParams.get("view") === "results" && u.searchParams.get("competition") === "bundesliga-2026-27");
      // Until the results arrive the upcoming list stays, dimmed and busy: read the results themselves.
      await results;
      await expect.poll(() => page.getByTestId("fixture-list").getAttribute("aria-busy")).toBe("false");
      await cards(page).first().waitFor();
      const statuses = await page.getByTestId("fixture-status").allTextContents();
      expect(statuses.length).toBeGreaterThan(0);
      for (const s of statuses)
        expect(s).toMatch(
          /^(Kicked off: result not in yet|Date never confirmed; result not in yet|Time never confirmed; result not in yet|Postponed|Cancelled)$/,
        );
      expect(await page.getByRole("link", { name: "Results" }).getAttribute("aria-current")).toBe("page");
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} /matches?view=results`);
      await screenshot(page, `whats-on-results-${size}`);
    });
  });

  it("shows the first 30 matches; 'Show more matches' reveals the next 30 in place, by keyboard, kept in the address until the filter changes", async () => {
    await visit(browsers[size], "/matches", async (page) => {
      await cards(page).first().waitFor();
      const total = Number(/\d+/.exec((await page.getByTestId("match-count").textContent()) ?? "")?.[0]);
      expect(total).toBeGreaterThan(30);
      expect(await cards(page).count()).toBe(30);
      expect(await page.getByTestId("whats-on-more").getByRole("status").textContent()).toBe(`Showing 30 of ${total} matches`);
      const more = page.getByRole("button", { name: "Show more matches" });
      await more.focus();
      const y = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.searchParams.get("more") === "2");
      await expect.poll(() => cards(page).count()).toBe(Math.min(60, total));
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(await cards(page).nth(30).getAttribute("href"));
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `whats-on-more-${size}`);
      // A shared link opens with as many; a new filter starts from the first portion again.
      await page.goto(`${server.url}/matches?more=9`);
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(total);
      expect(await page.getByRole("button", { name: "Show more matches" }).count()).toBe(0);
      await page.getByLabel("Competition").selectOption("premier-league-2026-27");
      await page.waitForURL((u) => u.searchParams.get("competition") === "premier-league-2026-27" && !u.searchParams.has("more"));
    });
  });

  it("shows the latest results first; 'Earlier results' reveals the ones before", async () => {
    await visit(browsers[size], "/matches?view=results", async (page) => {
      await cards(page).first().waitFor();
      const total = Number(/\d+/.exec((await page.getByTestId("match-count").textContent()) ?? "")?.[0]);
      expect(await cards(page).count()).toBe(Math.min(30, total));
      if (total <= 30) return;
      const latest = await cards(page).first().getAttribute("href");
      await page.getByRole("button", { name: "Earlier results" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => cards(page).count()).toBe(Math.min(60, total));
      expect(await cards(page).first().getAttribute("href")).toBe(latest);
    });
  });

  it("a day without a time says 'Time to be confirmed' on its own day", async () => {
    await visit(browsers[size], "/matches?date=2026-12-12&competition=ligue-1-2026-27", async (page) => {
      await cards(page).first().waitFor();
      const psg = cards(page).filter({ hasText: "PSG" });
      expect(await psg.getByTestId("fixture-when").textContent()).toBe("Sat, Dec 12 · Time to be confirmed");
    });
  });
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("the home page in the club season (%s)", (size) => {
  it("speaks of the season, shows what is on next with a city's venues, and keeps the World Cup as its archive", async () => {
    await visit(browsers[size], "/", async (page) => {
      expect(await page.getByTestId("hero").innerText()).toMatch(/^Club football · Every match, all season/i);
      expect(Object.values(homeEn.headlines.season)).toContain(await page.getByTestId("hero-headline").innerText());
      expect(await page.getByTestId("final-result").count()).toBe(0);
      const next = page.getByTestId("whats-next");
      await next.getByTestId("fixture-card").first().waitFor();
      expect(await next.getByTestId("fixture-card").count()).toBe(6);
      // No city chosen on this device (what's on may have chosen one above): no count is claimed.
      await next.getByLabel("Venues in").selectOption("");
      await expect.poll(() => next.getByTestId("venue-count").count()).toBe(0);
      await next.getByLabel("Venues in").selectOption("seattle");
      await next.getByTestId("venue-count").first().waitFor();
      expect(await next.getByText("with the venues in Seattle that confirmed showing each").count()).toBe(1);
      expect(await next.getByRole("link", { name: "See everything on" }).getAttribute("href")).toBe("/matches");
      const archive = page.getByTestId("tournament-section");
      expect(await archive.innerText()).toMatch(/^The 2026 World Cup archive/i);
      expect(await archive.getByRole("link", { name: "See all results" }).getAttribute("href")).toBe("/competitions/world-cup-2026");
      await expectNoHorizontalScroll(page);
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} / in the season`);
      await screenshot(page, `home-season-${size}`);
      // The city chosen here is what's on's too.
      await next.getByRole("link", { name: "See everything on" }).click();
      await page.waitForURL(/\/matches$/);
      await page.getByTestId("venue-count").first().waitFor();
      expect(await page.getByLabel("Venues in").inputValue()).toBe("seattle");
    });
  });
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("the competitions (%s)", (size) => {
  it("lists the competitions, and a league's page shows its rounds, its source, and its results", async () => {
    await visit(browsers[size], "/competitions", async (page) => {
      await page.getByRole("heading", { level: 1, name: "Competitions" }).waitFor();
      await expect.poll(() => page.getByTestId("competition-card").count()).toBe(6);
      const pl = page.getByTestId("competition-card").filter({ hasText: "Premier League" });
      expect(await pl.textContent()).toContain("Next match: provisionally the weekend of Nov 28");
      const wc = page.getByTestId("competition-card").filter({ hasText: "FIFA World Cup 2026" });
      expect(await wc.textContent()).toContain("No match to come");
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} /competitions`);
      await screenshot(page, `competitions-${size}`);
      await pl.getByRole("link", { name: "Fixtures and results" }).click();
      await page.waitForURL(/\/competitions\/premier-league-2026-27$/);
      await page.getByRole("heading", { level: 1, name: "Premier League" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Matchday 12" }).waitFor();
      expect(await page.getByTestId("fixture-source").textContent()).toBe("Fixtures: openfootball snapshot, results up to Aug 24");
      await expectNoHorizontalScroll(page);
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} /competitions/premier-league-2026-27`);
      await screenshot(page, `competition-${size}`);
      await page.getByRole("link", { name: "Results" }).click();
      await page.waitForURL(/\?view=results$/);
      await page.getByRole("link", { name: "Earlier" }).click();
      await page.waitForURL((u) => u.searchParams.get("view") === "results" && u.searchParams.has("from"));
      await cards(page).first().waitFor();
    });
  });

  it("a visitor outside the edge's zone: what's on and a league's page wait for their matches without moving what is on screen", async () => {
    // The edge inlines the days of the zone the network places the visitor in (locally: Chicago); a browser
    // in Los Angeles asks again for its own.
    const context = await launch(VIEWPORTS[size], { timezoneId: "America/Los_Angeles" });
    try {
      for (const pathname of ["/matches", "/competitions/premier-league-2026-27"]) {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`${server.url}${pathname}`);
        // The visitor's own matches drawn: the moment the list would have pushed the footer away.
        await cards(page).first().waitFor();
        // Cumulative layout shift: 0.1 is the web's "good" line; the footer jumping off screen was 0.27.
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), pathname).toBeLessThan(0.1);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it("an old schedule link lands on the World Cup's schedule with its filter", async () => {
    await visit(browsers[size], "/matches?stage=Final", async (page) => {
      expect(new URL(page.url()).pathname).toBe("/competitions/world-cup-2026");
      await page.getByRole("heading", { level: 1, name: "World Cup 2026 Schedule" }).waitFor();
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("1 match");
    });
  });
});
