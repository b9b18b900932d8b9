// An admin corrects a league match by hand (the lock shown and released) and edits a club, in a real
// browser at desktop and phone sizes; the public club match and club pages show the change.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminClubPage } from "../../src-worker/shared/contract/admin-clubs";
import type { AdminMatch } from "../../src-worker/shared/contract/admin-matches";
import { matchPath } from "../../src-worker/shared/match-text";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, pageApi, pageJson, screenshot, signIn, toastWith } from "./fixtures";

const PL = "premier-league-2026-27";

/** A later Premier League match of this club (a placeholder date in the source), as the admin list gives it. */
const laterMatch = async (page: Page, club: string, round: string) =>
  (await pageJson<AdminMatch[]>(page, `/api/admin/matches?competition=${PL}&team=${club}`)).find((m) => m.round === round)!;

/** Puts a match back as seeded (its fields and no locks), so the other suites see the league as shipped. */
async function restore(page: Page, m: AdminMatch) {
  const { status } = await pageApi(page, `/api/admin/fixtures/${m.number}`, {
    method: "PATCH",
    json: { kickoffAt: m.kickoffAt, kickoffPrecision: m.kickoffPrecision, team1: m.team1!.code, team2: m.team2!.code, status: m.status },
  });
  expect(status).toBe(200);
  for (const field of ["kickoff", "team1", "team2", "status", "result"]) {
    expect((await pageApi(page, `/api/admin/matches/${m.number}/locks/${field}`, { method: "DELETE" })).status).toBe(200);
  }
}

describe("admin: a league match corrected by hand, and a club edited", () => {
  const browsers = desktopAndPhone();

  for (const [size, club, round] of [
    ["desktop", "arsenal", "Matchday 20"],
    ["phone", "chelsea", "Matchday 21"],
  ] as const) {
    it(`${size}: filters to the Premier League, moves a match's kick-off, sees the lock and the public match page, releases the lock`, async () => {
      const { page, external, consoleErrors } = await openPage(browsers[size], "/admin/login");
      await signIn(page);
      const before = await laterMatch(page, club, round);
      try {
        await page.goto(`${baseURL()}/admin/matches`);
        await page.getByRole("heading", { level: 1, name: "Manage Matches" }).waitFor();
        await page.getByLabel("Competition").selectOption(PL);
        await page.waitForURL(/competition=premier-league-2026-27/);
        if (size === "desktop") {
          // Pages of 120: the third is full and has a next one; the fourth, the last, has none.
          await page.goto(`${baseURL()}/admin/matches?competition=${PL}&page=3`);
          await page.getByText("Showing matches 241-360").waitFor();
          const pages = page.getByRole("navigation", { name: "Match pages" });
          await expect.poll(() => pages.getByRole("button", { name: "Next" }).isEnabled()).toBe(true);
          await pages.getByRole("button", { name: "Next" }).click();
          await page.waitForURL(/page=4/);
          await page.getByText("Showing matches 361-380").waitFor();
          expect(await pages.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
        }
        await page.getByLabel("Team").selectOption(club);
        await page.waitForURL(new RegExp(`team=${club}`));
        await page.getByText("Showing 38 match(es)").waitFor();
        const card = page.getByTestId("admin-match").filter({ hasText: `Match ${before.number}` });
        await card.getByRole("button", { name: new RegExp(`^Edit match ${before.number}`) }).click();
        const form = card.getByRole("form", { name: `Correct match ${before.number}` });
        await form.getByLabel("Kick-off (UTC)").fill("2027-01-09T17:30");
        await form.getByLabel("Kick-off is").selectOption("exact");
        await screenshot(card, `admin-fixture-edit-${size}`);
        await form.getByRole("button", { name: "Save match" }).click();
        await toastWith(page, "Match Updated");
        await card.getByText("2027-01-09 17:30 local (UTC+00:00)").waitFor();
        await card.getByText("Kick-off locked by admin correction").waitFor();
        await expectNoHorizontalScroll(page);
        await screenshot(card, `admin-fixture-locked-${size}`);
        expect(await laterMatch(page, club, round)).toMatchObject({
          kickoffAt: "2027-01-09T17:30:00.000Z",
          kickoffPrecision: "exact",
          adminLocked: ["kickoff"],
        });

        // The public club match page shows the new kick-off (in the visitor's zone: the browser's is UTC here).
        await page.goto(baseURL() + matchPath(before));
        await page.getByRole("heading", { level: 1 }).waitFor();
        await screenshot(page, `admin-fixture-public-${size}`);
        await page.getByText("Sat, Jan 9, 5:30 PM UTC").first().waitFor();

        await page.goto(`${baseURL()}/admin/matches?competition=${PL}&team=${club}`);
        await card.getByRole("button", { name: new RegExp(`^Release the kick-off of match ${before.number}`) }).click();
        await toastWith(page, "Lock Released");
        await card.getByText("Kick-off locked by admin correction").waitFor({ state: "detached" });
      } finally {
        await restore(page, before);
      }
      expect(external).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
  for (const [size, code, name, shortName] of [
    ["desktop", "brentford", "Brentford", "The Bees"],
    ["phone", "fulham", "Fulham", "The Cottagers"],
  ] as const) {
    it(`${size}: searches the clubs, edits a club's short name and sees it on the club's page`, async () => {
      const { page, external, consoleErrors } = await openPage(browsers[size], "/admin/login");
      await signIn(page);
      const before = (await pageJson<AdminClubPage>(page, `/api/admin/clubs?q=${code}`)).clubs.find((c) => c.code === code)!;
      try {
        await page.goto(`${baseURL()}/admin/competitions`);
        await page.getByRole("link", { name: "Edit clubs" }).click();
        await page.getByRole("heading", { level: 1, name: "Clubs" }).waitFor();
        await page.getByLabel("Search clubs").fill(name);
        await page.waitForURL(new RegExp(`q=${name}`));
        const card = page.getByTestId("admin-club").filter({ hasText: `/team/${code}` });
        await card.getByRole("button", { name: `Edit ${name}` }).click();
        const form = card.getByRole("form", { name: `Edit ${name}` });
        await form.getByLabel("Short name").fill(shortName);
        await screenshot(card, `admin-club-edit-${size}`);
        await form.getByRole("button", { name: "Save club" }).click();
        await toastWith(page, "Club Updated");
        await card.getByText(`(${shortName})`).waitFor();
        await expectNoHorizontalScroll(page);
        await screenshot(page, `admin-clubs-${size}`);

        await card.getByRole("link", { name: `/team/${code}` }).click();
        await page.getByRole("heading", { level: 1 }).waitFor();
        await page.getByText(shortName).first().waitFor();
        await screenshot(page, `admin-club-public-${size}`);
      } finally {
        const { status } = await pageApi(page, `/api/admin/clubs/${code}`, {
          method: "PATCH",
          json: { name: before.name, shortName: before.shortName, nameEs: before.nameEs, country: before.country },
        });
        expect(status).toBe(200);
      }
      expect(external).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
