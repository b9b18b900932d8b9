// Fans follow the tournament: the schedule (filters in the URL), a match page (where to watch it in a
// city, in the right order, sample claims labelled, nothing to add or report once long over), a team page
// after the final, at phone and desktop sizes, axe-clean. Following, calendars and reports on a match
// day: phases.e2e.ts.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, launch, networkIdle, openPage, screenshot, type TrackedPage, VIEWPORTS } from "./fixtures";

async function expectAxeClean(page: Page, label: string) {
  await networkIdle(page);
  await expectNoSeriousViolations(page, label);
}

function expectQuiet(t: TrackedPage) {
  expect(t.external).toEqual([]);
  expect(t.consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);
}

const sizes = ["desktop", "phone"] as const;

describe("matches: schedule, match page, team page", () => {
  const browsers = desktopAndPhone();

  beforeAll(async () => {
    for (const ctx of [browsers.desktop, browsers.phone] as BrowserContext[]) {
      await serveAxe(ctx);
    }
  });

  it("a match with a data-quality note shows it; an unknown match is a not-found page", async () => {
    const t = await openPage(browsers.desktop, "/match/79");
    const { page } = t;
    await page.waitForURL(/\/match\/79-mexico-ecuador$/);
    expect(await page.getByTestId("data-note").textContent()).toMatch(/^Data note: Half-time score/);
    // A knockout match's number is the dataset's own: no derived-number footnote.
    expect(await page.getByTestId("data-note").textContent()).not.toContain("earlier published schedule");
    expect(await page.locator("main").textContent()).toContain("Estadio Azteca, Mexico City");
    expect(await page.locator("main").textContent()).toContain("(Mexican host city)");
    await page.goto(`${baseURL()}/match/105`);
    await page.getByRole("heading", { level: 1, name: "Match not found" }).waitFor();
    await page.close();
  });

  it("'Use my location' finds the nearest city, sorts each group by distance and remembers the city", async () => {
    const context = await launch(VIEWPORTS.phone);
    try {
      await context.grantPermissions(["geolocation"], { origin: baseURL() });
      await context.setGeolocation({ latitude: 47.6097, longitude: -122.3331 });
      const t = await openPage(context, "/match/94-usa-belgium");
      const { page } = t;
      await page.getByRole("button", { name: "Use my location" }).click();
      await page.getByTestId("watch-list").waitFor();
      const items = page.getByTestId("watch-venue");
      expect(await items.locator("h4").allTextContents()).toEqual(["Stoppage Time Beer Garden", "Corner Flag Taproom", "Scarf & Anchor", "Pitchside Terrace"]);
      expect(await items.first().textContent()).toMatch(/\d+(\.\d)? mi/);
      await expect.poll(() => page.getByLabel("City").inputValue()).toBe("seattle");
      await screenshot(page, "match-near-me-phone");
      expectQuiet(t);
    } finally {
      await context.close();
    }
  });

  for (const size of sizes) {
    it(`${size}: the schedule by day, filtered by team (kept in the URL), with results and penalties shown properly`, async () => {
      const t = await openPage(browsers[size], "/competitions/world-cup-2026");
      const { page } = t;
      await page.getByRole("heading", { level: 1, name: "World Cup 2026 Schedule" }).waitFor();
      await expect.poll(() => page.getByTestId("match-card").count()).toBe(104);
      expect(await page.getByTestId("match-count").textContent()).toBe("104 matches");
      // Derived group-stage numbers carry a footnote.
      await page.getByText("Group-stage match numbers (1-72) are matched from an earlier published schedule").waitFor();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /competitions/world-cup-2026`);
      await screenshot(page, `matches-${size}`);

      await page.getByLabel("Team").selectOption({ label: "USA" });
      await page.waitForURL(/[?&]team=usa/);
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("5 matches");
      const cards = await page.getByTestId("match-card").allTextContents();
      for (const c of cards) expect(c).toContain("USA");
      // A played match shows its score; the stadium's local time is named.
      expect(cards[0]).toMatch(/Group D · Match \d+/);
      expect(cards[0]).toMatch(/local$/);

      await page.getByLabel("Stage").selectOption("Round of 32");
      await page.getByLabel("Team").selectOption("");
      await page.waitForURL((u) => u.searchParams.get("stage") === "Round of 32" && !u.searchParams.has("team"));
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("16 matches");
      const germany = page.getByTestId("match-card").filter({ hasText: "Germany" });
      expect(await germany.textContent()).toContain("a.e.t., 3-4 pens");
      await screenshot(page, `matches-filtered-${size}`);
      expectQuiet(t);
      await page.close();
    });

    it(`${size}: a hand-edited schedule link is read leniently; what is still invalid is left out, never shown as an error`, async () => {
      const t = await openPage(browsers[size], "/competitions/world-cup-2026?stage=final");
      const { page } = t;
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("1 match");
      expect(await page.getByTestId("match-card").textContent()).toContain("Spain");
      expect(await page.getByLabel("Stage").inputValue()).toBe("Final");
      await screenshot(page, `matches-lenient-link-${size}`);
      // Each still-invalid filter is dropped, the others kept; the page works and says nothing raw.
      for (const [query, count] of [
        ["stage=finale&group=d", "6 matches"],
        ["stage=Semis&team=us&group=zz&city=%3F", "104 matches"],
        ["STAGE=Final&stage=%20round%20of%2016%20", "8 matches"],
      ] as const) {
        await page.goto(`${baseURL()}/competitions/world-cup-2026?${query}`);
        await expect.poll(() => page.getByTestId("match-count").textContent(), { message: query }).toBe(count);
        expect(await page.getByRole("alert").count(), query).toBe(0);
        expect(await page.getByRole("main").textContent(), query).not.toMatch(/Invalid|expected one of/);
      }
      // In Spanish too.
      await page.goto(`${baseURL()}/es/competitions/world-cup-2026?stage=FINAL`);
      await expect.poll(() => page.getByTestId("match-count").textContent()).toBe("1 partido");
      expectQuiet(t);
      await page.close();
    });

    it(`${size}: a match page at its readable address, where to watch it in Seattle in order, no calendar or report once long over`, async () => {
      const t = await openPage(browsers[size], "/match/94");
      const { page } = t;
      await page.waitForURL(/\/match\/94-usa-belgium$/);
      await page.getByRole("heading", { level: 1, name: "USA v Belgium" }).waitFor();
      expect(await page.getByTestId("match-score").textContent()).toContain("1–4");
      await page.getByText("Kicked off", { exact: true }).waitFor();
      expect(await page.locator("main").textContent()).not.toMatch(/will be/i);
      await page.getByRole("link", { name: "Seattle" }).first().waitFor();
      // Played months ago: nothing to add to a calendar (the match's calendar links are tested before kick-off in phases.e2e.ts).
      expect(await page.getByTestId("calendar-links").count()).toBe(0);

      await page.getByLabel("City").selectOption("seattle");
      await page.getByTestId("watch-list").waitFor();
      const names = await page.getByTestId("watch-venue").locator("h4").allTextContents();
      expect(names).toEqual(["Corner Flag Taproom", "Stoppage Time Beer Garden", "Scarf & Anchor", "Pitchside Terrace"]);
      await page.getByRole("heading", { level: 3, name: "Showing this match" }).waitFor();
      await page.getByRole("heading", { level: 3, name: "Supporters' bars for USA or Belgium" }).waitFor();
      await page.getByRole("heading", { level: 3, name: "Showing every match" }).waitFor();
      // Sample claims say so instead of claiming a confirmation.
      expect(await page.getByTestId("watch-venue").getByText("Sample", { exact: true }).count()).toBe(4);
      expect(await page.getByTestId("watch-list").textContent()).not.toContain("Confirmed by");
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /match/94`);
      await screenshot(page, `match-${size}`);

      // Reports on a match long over are closed (reporting is tested on a match day in phases.e2e.ts).
      expect(await page.getByRole("button", { name: /^Not showing\?/ }).count()).toBe(0);

      // The city is remembered on this device.
      await page.reload();
      await page.getByTestId("watch-list").waitFor();
      await expect.poll(() => page.getByLabel("City").inputValue()).toBe("seattle");
      expectQuiet(t);
      await page.close();
    });

    it(`${size}: a team page at its lower-case address after the final: its matches and calendar file, no following`, async () => {
      const t = await openPage(browsers[size], "/team/USA");
      const { page } = t;
      await page.waitForURL(/\/team\/usa$/);
      await page.getByRole("heading", { level: 1, name: "USA" }).waitFor();
      await expect.poll(() => page.getByTestId("match-card").count()).toBe(5);
      await expect.poll(() => page.getByTestId("supporters-venue").count()).toBe(3);
      // After the final its tournament is over: it says so, and offers its matches as a file rather than following or subscribing.
      await page.getByText("USA's World Cup is over: no match is left to follow or to add to a calendar.").waitFor();
      expect(await page.getByRole("button", { name: "Follow this team" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Subscribe in your calendar" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Download its matches (.ics)" }).getAttribute("href")).toBe("/team/usa/calendar.ics");
      const ics = await page.evaluate(async () => {
        const res = await fetch("/team/usa/calendar.ics");
        return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
      });
      expect(ics.status).toBe(200);
      expect(ics.type).toBe("text/calendar; charset=utf-8");
      expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(5);

      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `${size} /team/usa`);
      await screenshot(page, `team-${size}`);
      expectQuiet(t);
      await page.close();
    });
  }
});
