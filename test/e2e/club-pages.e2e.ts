// A club match page and a club page (docs/decisions/027), at phone and desktop sizes, axe-clean: the
// sides and competition, a provisional kick-off said to be one, where to watch it with a venue that
// confirmed it (global-setup.ts), both languages; the club's page with its matches, calendar and following.
import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Fixture } from "../../src-worker/shared/contract/competitions";
import { expectNoSeriousViolations, serveAxe } from "./axe";
import { desktopAndPhone, expectNoHorizontalScroll, followTeam, getJson, networkIdle, openPage, screenshot } from "./fixtures";

/** Tottenham v Fulham: the league gives its round a placeholder date; a Seattle venue confirmed showing it. */
const MATCH = 1121;
const sizes = ["desktop", "phone"] as const;

describe("club match and club pages", () => {
  const browsers = desktopAndPhone();

  beforeAll(async () => {
    for (const ctx of [browsers.desktop, browsers.phone] as BrowserContext[]) await serveAxe(ctx);
  });

  for (const size of sizes) {
    it(`${size}: a club match page names the sides and round, says the date is provisional, and lists the venue that confirmed it`, async () => {
      const fixture = await getJson<Fixture>(`/api/fixtures/${MATCH}`);
      expect(fixture.kickoffPrecision).toBe("date_tbc");
      const t = await openPage(browsers[size], `/match/${MATCH}`);
      const { page } = t;
      await page.waitForURL(new RegExp(`/match/${MATCH}-tottenham-hotspur-fulham$`));
      await page.getByRole("heading", { level: 1, name: "Spurs vs Fulham" }).waitFor({ state: "attached" });
      expect(await page.title()).toBe(
        `Spurs vs Fulham, Premier League Matchday ${fixture.round?.replace("Matchday ", "")} — where to watch | World Cup Watch Spots`,
      );
      const main = page.locator("main");
      await main.getByRole("link", { name: `Premier League · ${fixture.round}` }).waitFor();
      const kickoff = page.getByTestId("kickoff");
      expect(await kickoff.textContent()).toContain("Date and time to be confirmed");
      expect(await kickoff.textContent()).toMatch(/The league's provisional date for this round is \w+day, December \d+; it is not the match's date/);
      // No time is made up: neither the visitor's nor the league's.
      expect(await kickoff.textContent()).not.toMatch(/\d:\d\d/);
      await page.getByTestId("fixture-source").getByText("Fixtures from openfootball (Public domain).").waitFor();
      expect(await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href")).toBe(`/api/matches/${MATCH}/calendar.ics`);

      await page.getByLabel("City").selectOption({ value: "seattle" });
      const list = page.getByTestId("watch-list");
      await list.waitFor();
      await list.getByRole("heading", { name: "Showing this match" }).waitFor();
      const first = page.getByTestId("watch-venue").first();
      expect(await first.locator("h4").textContent()).toBe("Second Half Sports Grill");
      expect(await first.textContent()).toMatch(/Confirmed by the venue/i);
      await expectNoHorizontalScroll(page);
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} club match`);
      await screenshot(page, `club-match-${size}`);
      expect(t.external).toEqual([]);
      expect(t.consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);

      // In Spanish, the same page in its words.
      await page.goto(page.url().replace(/\/match\//, "/es/match/"));
      await page.getByTestId("kickoff").getByText("Fecha y hora por confirmar").waitFor();
      await page
        .locator("main")
        .getByRole("link", { name: `Premier League · Jornada ${fixture.round?.replace("Matchday ", "")}` })
        .waitFor();
      await screenshot(page, `club-match-es-${size}`);
      await page.close();
    });

    it(`${size}: a club's season comes ten matches at a time: "Show more" and "Earlier results" reveal the next ten in place, by keyboard, kept in the address`, async () => {
      const t = await openPage(browsers[size], "/team/tottenham-hotspur");
      const { page } = t;
      const upcoming = page.getByTestId("club-upcoming").getByTestId("fixture-card");
      const results = page.getByTestId("club-results").getByTestId("fixture-card");
      await upcoming.first().waitFor();
      expect(await upcoming.count()).toBe(10);
      expect(await results.count()).toBe(10);
      expect(await page.getByTestId("club-upcoming-more").getByRole("status").textContent()).toMatch(/^Showing 10 of \d+ matches$/);
      const more = page.getByRole("button", { name: "Show more matches" });
      await more.focus();
      const y = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.searchParams.get("more") === "2");
      await expect.poll(() => upcoming.count()).toBe(20);
      // The reader goes on from the first card revealed, where they were.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(await upcoming.nth(10).getAttribute("href"));
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      // Earlier results: the latest ten first, then the ones before.
      const latest = await results.first().getAttribute("href");
      await page.getByRole("button", { name: "Earlier results" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.searchParams.get("earlier") === "2" && u.searchParams.get("more") === "2");
      await expect.poll(() => results.count()).toBeGreaterThan(10);
      expect(await results.first().getAttribute("href")).toBe(latest);
      expect(await page.getByRole("button", { name: "Earlier results" }).count()).toBe(0);
      await expectNoHorizontalScroll(page);
      // The address keeps it: a shared link opens as it was, a malformed count as the first portion.
      await page.reload();
      await upcoming.first().waitFor();
      expect(await upcoming.count()).toBe(20);
      await page.goto(page.url().replace(/\?.*$/, "?more=abc"));
      await upcoming.first().waitFor();
      expect(await upcoming.count()).toBe(10);
      expect(t.external).toEqual([]);
      await page.close();
    });

    it(`${size}: a club page lists its matches (upcoming first), subscribes to its calendar, and follows the club on this device`, async () => {
      const t = await openPage(browsers[size], "/team/tottenham-hotspur");
      const { page } = t;
      await page.getByRole("heading", { level: 1, name: "Tottenham Hotspur" }).waitFor();
      await page.getByText("Club · England · Also known as Spurs").waitFor({ timeout: 5000 });
      expect(await page.getByTestId("club-competitions").getByRole("link", { name: "Premier League" }).getAttribute("href")).toBe(
        "/competitions/premier-league-2026-27",
      );
      const host = new URL(page.url()).host;
      expect(await page.getByRole("link", { name: "Subscribe in your calendar" }).getAttribute("href")).toBe(
        `webcal://${host}/team/tottenham-hotspur/calendar.ics`,
      );
      const upcoming = page.getByTestId("club-upcoming").getByTestId("fixture-card");
      await upcoming.first().waitFor();
      const card = page.getByTestId("club-upcoming").locator(`a[href="/match/${MATCH}-tottenham-hotspur-fulham"]`);
      expect(await card.textContent()).toContain("Date and time to be confirmed");
      // The one fixture card: said as what's on says it, with the round's provisional date (a Wednesday: midweek).
      expect(await card.getByTestId("fixture-when").textContent({ timeout: 5000 })).toBe("Date and time to be confirmed · Provisionally midweek, around Dec 2");
      expect(await card.textContent()).toMatch(/^Premier League · Matchday \d+/);
      // The next match is named, with its kick-off as precisely as it is known: the round of the weekend
      // of Nov 28 is still upcoming on Sunday night, its dates never fixed (docs/decisions/038).
      expect(await page.locator("main p", { hasText: "Next match:" }).textContent()).toMatch(/(Spurs vs|vs Spurs)[^·]* · Date and time to be confirmed/);
      const results = page.getByTestId("club-results").getByTestId("fixture-card");
      expect(await results.count()).toBeGreaterThan(0);
      expect(await results.first().textContent()).toMatch(/\d/);
      await followTeam(page, { follow: "Follow this club", following: "Following" });
      // Kept on the device: a new visit still follows it.
      await page.reload();
      await page.getByRole("button", { name: "Following" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("wcws.followedTeams"))).toContain("tottenham-hotspur");
      await expectNoHorizontalScroll(page);
      await networkIdle(page);
      await expectNoSeriousViolations(page, `${size} club page`);
      await screenshot(page, `club-team-${size}`);
      expect(t.external).toEqual([]);
      await page.close();
    });
  }
});
