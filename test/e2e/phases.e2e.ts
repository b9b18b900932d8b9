// The home page in each phase of the tournament, at phone and desktop size. The suite's server runs on
// its fixed clock (clock.ts: after the final); two more servers show the site as of a moment before the opening
// match and during the group stage (SITE_NOW), each on its own copy of one prepared database.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JS helper
import { migrateLocal, seedLocal, startDev } from "../../scripts/lib/wrangler.mjs";
import type { Competition } from "../../src-worker/shared/contract/competitions";
import type { Match } from "../../src-worker/shared/contract/matches";
import homeEn from "../../src-worker/shared/i18n/messages/en/home";
import { matchState, sitePhase, tournamentPhase } from "../../src-worker/shared/tournament";
import { expectNoSeriousViolations, loaded, serveAxe } from "./axe";
import { e2eNow } from "./clock";
import { baseURL, expectNoHorizontalScroll, followTeam, launch, screenshot, VIEWPORTS } from "./fixtures";

/** The hero's headlines of each phase (the English catalogue's). */
const HEADLINES = {
  before: Object.values(homeEn.headlines.before),
  during: Object.values(homeEn.headlines.during),
  after: Object.values(homeEn.headlines.after),
  season: Object.values(homeEn.headlines.season),
};

const BEFORE = "2026-05-01T11:30:00Z";
const DURING = "2026-06-20T18:00:00Z";
/** The visitor's time zone in these browsers: "today" is their day, not the UTC one. */
const TIME_ZONE = "America/New_York";

type Server = { url: string; stop: () => Promise<void> };
const servers: Record<"before" | "during", Server> = {} as never;
const dirs: string[] = [];
const browsers = {} as Record<keyof typeof VIEWPORTS, BrowserContext>;

beforeAll(async () => {
  // One database prepared once, copied for each server (wrangler dev wants its state to itself).
  const prepared = mkdtempSync(path.join(tmpdir(), "wcws-phase-"));
  dirs.push(prepared);
  migrateLocal(prepared, { quiet: true });
  seedLocal(prepared, { demo: true, quiet: true });
  const base = 20000 + Math.floor(Math.random() * 2000);
  const start = async (name: "before" | "during", siteNow: string, port: number) => {
    const state = mkdtempSync(path.join(tmpdir(), `wcws-phase-${name}-`));
    dirs.push(state);
    cpSync(prepared, state, { recursive: true });
    servers[name] = await startDev({
      port,
      inspectorPort: port + 2000,
      persistTo: state,
      assets: process.env.E2E_ASSETS_DIR,
      vars: {
        ENVIRONMENT: "test",
        SITE_NOW: siteNow,
        SITE_URL: `http://127.0.0.1:${port}`,
        TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png`,
      },
    });
  };
  await Promise.all([start("before", BEFORE, base), start("during", DURING, base + 1)]);
  for (const [name, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
    browsers[name] = await launch(viewport, { timezoneId: TIME_ZONE });
    await serveAxe(browsers[name]);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(browsers).map((b) => b?.close()));
  await Promise.all(Object.values(servers).map((s) => s?.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Opens the home page of a server, waits for its content, and hands it over; console errors fail the test. */
async function home(context: BrowserContext, url: string, run: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  try {
    await page.goto(`${url}/`);
    await loaded(page);
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

const headline = (page: Page) => page.getByTestId("hero-headline").innerText();
const section = (page: Page) => page.getByTestId("tournament-section");

/** The matches a visitor in TIME_ZONE sees as "today" at DURING, from the API's UTC days. */
async function todaysMatches(url: string): Promise<Match[]> {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date(DURING));
  const lists = await Promise.all(["2026-06-20", "2026-06-21"].map(async (d) => (await fetch(`${url}/api/matches?date=${d}`)).json() as Promise<Match[]>));
  return lists.flat().filter((m) => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date(m.kickoffAt)) === day);
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("home page by phase (%s)", (size) => {
  it("before the opening match: countdown, the opening matches, the spec's headlines", async () => {
    await home(browsers[size], servers.before.url, async (page) => {
      expect(await page.getByTestId("simulated-clock").innerText()).toMatch(/^Viewing the site as of May 1, 2026/);
      expect(HEADLINES.before).toContain(await headline(page));
      const countdown = page.getByTestId("countdown");
      // May 1 11:30 UTC to June 11 19:00 UTC: 41 days, 7 hours and 30 minutes.
      expect(await countdown.innerText()).toMatch(/^Kick-off in/i);
      expect(await countdown.locator(".sr-only").innerText()).toBe("The opening match kicks off in 41 days and 7 hours.");
      const block = section(page);
      expect(await block.getByRole("heading", { level: 2 }).innerText()).toBe("The opening matches");
      const rows = block.getByTestId("home-match");
      expect(await rows.count()).toBe(4);
      expect(await rows.first().getAttribute("href")).toBe("/match/1");
      expect(await rows.first().innerText()).toMatch(/Mexico[\s\S]*v[\s\S]*South Africa/);
      // No result is known before a match is played.
      expect(await block.innerText()).not.toMatch(/\d-\d/);
      expect(await block.getByRole("link", { name: "See the full schedule" }).getAttribute("href")).toBe("/competitions/world-cup-2026");
      expect(await page.getByTestId("final-result").count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page, `home before (${size})`);
      await screenshot(page, `phases-home-before-${size}`);
    });
  });

  it("during the tournament: today's matches in the visitor's time zone, each linking to where to watch it", async () => {
    const expected = await todaysMatches(servers.during.url);
    expect(expected.length).toBeGreaterThan(0);
    await home(browsers[size], servers.during.url, async (page) => {
      expect(await page.getByTestId("simulated-clock").innerText()).toMatch(/^Viewing the site as of Jun 20, 2026/);
      expect(HEADLINES.during).toContain(await headline(page));
      expect(await page.getByTestId("countdown").count()).toBe(0);
      const block = section(page);
      expect(await block.getByRole("heading", { level: 2 }).innerText()).toBe("Today's matches");
      const rows = block.getByTestId("home-match");
      expect(await rows.count()).toBe(expected.length);
      for (const [i, m] of expected.entries()) {
        const row = rows.nth(i);
        expect(await row.getAttribute("href")).toBe(`/match/${m.number}`);
        const text = await row.innerText();
        expect(text).toContain(m.team1?.name ?? m.team1Slot);
        expect(text).toContain(m.team2?.name ?? m.team2Slot);
        // Matches earlier that day show their score; the one being played is marked live; later ones show neither.
        expect(/\d-\d/.test(text), `match ${m.number}`).toBe(m.result !== null);
        expect(/\bLive\b/i.test(text), `match ${m.number}`).toBe(matchState(m, new Date(DURING)) === "live");
      }
      expect(await block.getByRole("link", { name: "See the full schedule" }).getAttribute("href")).toBe("/competitions/world-cup-2026");
      // What is on next is the World Cup's, and the tournament is no archive while it is played.
      const next = page.getByTestId("whats-next").getByTestId("fixture-card");
      await next.first().waitFor();
      for (const text of await next.allTextContents()) expect(text).toMatch(/^World Cup/);
      expect(await block.innerText()).not.toMatch(/archive/i);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page, `home during (${size})`);
      await screenshot(page, `phases-home-during-${size}`);
    });
  });

  it("a match page open before kick-off goes live at kick-off without a reload; a report asks first and can be undone", async () => {
    const page = await browsers[size].newPage();
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    try {
      // The browser's clock is the test's to move: the site's clock runs on from SITE_NOW with it.
      await page.clock.install();
      // Match 33 kicks off at 20:00 UTC, two hours after DURING: upcoming, with its calendar links.
      await page.goto(`${servers.during.url}/match/33`);
      const calendarLink = page.getByRole("link", { name: "Add to calendar (.ics)" });
      await calendarLink.waitFor();
      await page.getByText("Kick-off", { exact: true }).waitFor();
      expect(await page.getByText("In play now").count()).toBe(0);

      // Kick-off passes with the page open: it goes live and drops its calendar links, as the home page does.
      await page.clock.fastForward("02:00:30");
      await page.getByText("In play now").waitFor({ timeout: 5000 });
      await page.getByText("Kicked off", { exact: true }).waitFor();
      expect(await calendarLink.count()).toBe(0);

      // Reports are open until twelve hours after kick-off: asked first, and undone on request.
      await page.getByLabel("City").selectOption("seattle");
      const first = page.getByTestId("watch-venue").first();
      await first.waitFor();
      await first.getByRole("button", { name: /^Not showing\?/ }).click();
      // Nothing is sent before the fan confirms; Cancel leaves it so.
      await first.getByText(/^Report that .+ is not showing this match\?$/).waitFor();
      await first.getByRole("button", { name: "Cancel" }).click();
      await first.getByRole("button", { name: /^Not showing\?/ }).click();
      await first.getByRole("button", { name: "Report", exact: true }).click();
      await first.getByText("Thanks, your report is counted.").waitFor();
      await screenshot(page, `phases-match-reported-${size}`);
      await first.getByRole("button", { name: /^Undo/ }).click();
      await first.getByText("Your report is taken back.").waitFor();
      await expectNoHorizontalScroll(page);
      await screenshot(page, `phases-match-live-${size}`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("during the tournament a team still playing can be followed and subscribed to, and is then a quick filter", async () => {
    const page = await browsers[size].newPage();
    try {
      await page.goto(`${servers.during.url}/team/usa`);
      await page.getByRole("heading", { level: 1, name: "USA" }).waitFor();
      const host = new URL(servers.during.url).host;
      expect(await page.getByRole("link", { name: "Subscribe in your calendar" }).getAttribute("href")).toBe(`webcal://${host}/team/usa/calendar.ics`);
      expect(await page.getByTestId("team-over").count()).toBe(0);
      await followTeam(page, { follow: "Follow this team", following: "Following" });
      await screenshot(page, `phases-team-during-${size}`);
      // The schedule the team page's breadcrumb leads to: the World Cup's own.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Matches" }).click();
      await page.waitForURL(/\/competitions\/world-cup-2026$/);
      const quick = page.getByRole("button", { name: "USA", exact: true });
      await quick.click();
      await page.waitForURL(/[?&]team=usa/);
      await expect.poll(() => quick.getAttribute("aria-pressed")).toBe("true");
    } finally {
      await page.close();
    }
  });

  it("after the final, inside the club season: season copy, what is on next, the World Cup as its archive with the final", async () => {
    // The suite's server runs on its fixed clock (clock.ts): after the World Cup, while the leagues play.
    expect(tournamentPhase(e2eNow())).toBe("after");
    const competitions = (await (await fetch(`${baseURL()}/api/competitions`)).json()) as Competition[];
    expect(sitePhase(e2eNow(), competitions)).toBe("season");
    const final = (await (await fetch(`${baseURL()}/api/matches/104`)).json()) as Match;
    expect(final.result?.winner).toBe("Spain");
    await home(browsers[size], baseURL(), async (page) => {
      // The fixed clock is said, as on any site shown as of another moment.
      expect(await page.getByTestId("simulated-clock").innerText()).toMatch(/^Viewing the site as of Nov 2[89], 2026/);
      expect(HEADLINES.season).toContain(await headline(page));
      expect(await page.getByTestId("home-intro").innerText()).toContain("Premier League, LaLiga");
      await page.getByTestId("whats-next").getByRole("heading", { level: 2, name: "What's on next" }).waitFor();
      const block = section(page);
      expect(await block.innerText()).toMatch(/^The 2026 World Cup archive/i);
      expect(await block.getByRole("heading", { level: 2 }).innerText()).toBe("Relive the tournament");
      expect(await block.getByTestId("home-match").getAttribute("href")).toBe("/match/104");
      // The score between the sides, how it was decided after them.
      expect(await block.getByTestId("home-match").innerText()).toMatch(/Spain\s*1-0[\s\S]*?Argentina\s*\(a\.e\.t\.\)/);
      expect(await block.getByRole("link", { name: "See all results" }).getAttribute("href")).toBe("/competitions/world-cup-2026");
      expect(await page.getByTestId("countdown").count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page, `home after (${size})`);
      await screenshot(page, `phases-home-after-${size}`);
    });
  });
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("featured pricing before the opening match (%s)", (size) => {
  it("the tier in force and the one to come, with a visible When column and the site's dates; no ended tier", async () => {
    const page = await browsers[size].newPage();
    try {
      const [venue] = (await (await fetch(`${servers.before.url}/api/cities/seattle/venues?sortBy=name`)).json()) as { id: number }[];
      await page.goto(`${servers.before.url}/venue/${venue.id}`);
      const card = page.getByTestId("featured-pricing");
      await card.locator("table").waitFor();
      await card.scrollIntoViewIfNeeded();
      // The column headers are all shown, at every width.
      expect(await card.getByRole("columnheader").allInnerTexts()).toEqual(["TIER", "PRICE", "WHEN"]);
      const rows = (await card.locator("tbody tr").allInnerTexts()).map((r) => r.replace(/\s+/g, " ").trim());
      expect(rows).toEqual(["Not as early movers NOW $450 Ends May 28, 2026", "Last call $650 From May 29, 2026"]);
      expect(await card.innerText()).not.toContain("2025");
      await expectNoHorizontalScroll(page);
      await screenshot(card, `phases-featured-pricing-before-${size}`);
    } finally {
      await page.close();
    }
  });
});
