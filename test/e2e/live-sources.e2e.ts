// Live sources in a real browser (docs/decisions/040, 044): the admin sees each competition's sources,
// sets the football-data.org stand-in's code and reads it now: a kick-off "to be confirmed" gets its
// time, a past match its result, an admin's lock stays; a refused token and a failing API change
// nothing and say so. Then a fan in Chicago finds Arsenal's next match: its time in Chicago and in
// London, and the place that confirmed it. The stand-in answers at the suite's clock (E2E_NOW, a
// Sunday before Brentford v Arsenal on Wednesday Dec. 2, 20:00 UTC); afterAll puts the matches back.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClubPage } from "../../src-worker/shared/contract/admin-clubs";
import type { AdminMatch } from "../../src-worker/shared/contract/admin-matches";
import { matchPath } from "../../src-worker/shared/match-text";
import { check, serveAxe } from "./axe";
import {
  baseURL,
  desktopAndPhone,
  expectNoHorizontalScroll,
  launch,
  networkIdle,
  openPage,
  pageApi,
  pageJson,
  screenshot,
  signIn,
  toastWith,
  VIEWPORTS,
} from "./fixtures";

const PL = "premier-league-2026-27";
const LALIGA = "laliga-2026-27";

/** A stored league match of two clubs, as the admin's list gives it. */
const fixture = async (page: Page, competition: string, home: string, away: string) =>
  (await pageJson<AdminMatch[]>(page, `/api/admin/matches?competition=${competition}&team=${home}`)).find(
    (m) => m.team1?.code === home && m.team2?.code === away,
  )!;

/** The competition's row on /admin/competitions. */
const rowOf = (page: Page, id: string) => page.getByTestId("admin-competition").filter({ hasText: id });

/** Sets the row's football-data.org code and reads it now, as an admin does. */
async function readNow(page: Page, id: string, code: string) {
  const panel = rowOf(page, id).getByTestId("api-source");
  await panel.getByLabel("football-data.org code").fill(code);
  await panel.getByRole("button", { name: /^(Set|Change) code$/ }).click();
  await toastWith(page, "Results API set");
  await panel.getByText(`Code ${code}`).waitFor();
  await panel.getByRole("button", { name: "Read now" }).click();
  await toastWith(page, "Results API read");
  return panel;
}

describe("live sources: a results API beside the fixture list", () => {
  const browsers = desktopAndPhone();
  /** The matches this file changes, as seeded: put back in afterAll so the other files see the leagues as shipped. */
  const seeded: AdminMatch[] = [];
  let admin: Page;

  beforeAll(async () => {
    admin = (await openPage(browsers.desktop, "/admin/login")).page;
    await signIn(admin);
    for (const [competition, home, away] of [
      [PL, "brentford", "arsenal"],
      [PL, "tottenham-hotspur", "arsenal"],
      [PL, "arsenal", "manchester-united"],
      [PL, "chelsea", "aston-villa"],
      [LALIGA, "real-madrid", "celta-vigo"],
      [LALIGA, "atletico-madrid", "real-betis"],
      [LALIGA, "barcelona", "celta-vigo"],
    ] as const) {
      const m = await fixture(admin, competition, home, away);
      if (m) seeded.push(m);
    }
  });

  afterAll(async () => {
    if (!admin) return;
    for (const id of [PL, LALIGA]) await pageApi(admin, `/api/admin/competitions/${id}/sources/football-data`, { method: "DELETE" });
    for (const m of seeded) {
      await pageApi(admin, `/api/admin/fixtures/${m.number}`, {
        method: "PATCH",
        json: { kickoffAt: m.kickoffAt, kickoffPrecision: m.kickoffPrecision, team1: m.team1!.code, team2: m.team2!.code, status: m.status },
      });
      for (const field of ["kickoff", "team1", "team2", "status", "result"]) {
        await pageApi(admin, `/api/admin/matches/${m.number}/locks/${field}`, { method: "DELETE" });
      }
    }
  });

  it("desktop: sets the Premier League's and LaLiga's codes and reads them now: a time confirmed, a result set, an admin's lock kept", async () => {
    await serveAxe(browsers.desktop);
    const { page, external, consoleErrors } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    const before = await fixture(page, PL, "brentford", "arsenal");
    expect(before.kickoffPrecision).not.toBe("exact");
    // An admin's correction: Chelsea v Aston Villa at 12:30 UTC, locked; the API says Dec. 20, 16:30.
    const locked = await fixture(page, PL, "chelsea", "aston-villa");
    const correction = await pageApi(page, `/api/admin/fixtures/${locked.number}`, {
      method: "PATCH",
      json: { kickoffAt: "2026-12-19T12:30:00.000Z", kickoffPrecision: "exact", team1: "chelsea", team2: "aston-villa", status: "scheduled" },
    });
    expect(correction.status).toBe(200);

    await page.goto(`${baseURL()}/admin/competitions`);
    await page.getByRole("heading", { level: 1, name: "Competitions" }).waitFor();
    // Each competition shows its configured sources: the fixture list, and the results API (none yet).
    const row = rowOf(page, PL);
    await row.getByText("openfootball", { exact: false }).first().waitFor();
    await row.getByTestId("api-source").getByText("none: times and results come from the fixture list only").waitFor();

    const panel = await readNow(page, PL, "PL");
    await panel.getByText("Up to date").waitFor();
    await panel.getByText(/Brentford v Arsenal: kickoff .* → 2026-12-02 20:00 \(UTC\+00:00\)/).waitFor();
    expect(await fixture(page, PL, "brentford", "arsenal")).toMatchObject({ kickoffAt: "2026-12-02T20:00:00.000Z", kickoffPrecision: "exact" });
    // The lock wins over the API: the admin's 12:30 stays.
    expect(await fixture(page, PL, "chelsea", "aston-villa")).toMatchObject({ kickoffAt: "2026-12-19T12:30:00.000Z", adminLocked: ["kickoff"] });
    await expectNoHorizontalScroll(page);
    await check(page, "desktop /admin/competitions (results API read)");
    await screenshot(rowOf(page, PL), "live-sources-read-desktop");

    // LaLiga: Real Madrid v Celta (Nov. 22, passed) gets its result.
    const laliga = await readNow(page, LALIGA, "PD");
    await laliga.getByText("Up to date").waitFor();
    const played = await fixture(page, LALIGA, "real-madrid", "celta-vigo");
    expect(played).toMatchObject({ status: "played", kickoffAt: "2026-11-22T20:00:00.000Z" });
    expect(played.result?.ft).toEqual([3, 1]);
    await page.goto(baseURL() + matchPath(played));
    await page.getByTestId("match-score").filter({ hasText: "3" }).waitFor();
    expect((await page.getByTestId("match-score").textContent())?.replace(/\s/g, "")).toMatch(/3.1/);
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("phone: a refused token and a failing API change no match, and the admin sees why", async () => {
    const { page, external, consoleErrors } = await openPage(browsers.phone, "/admin/login");
    await signIn(page);
    const before = await fixture(page, PL, "brentford", "arsenal");
    await page.goto(`${baseURL()}/admin/competitions`);
    await page.getByRole("heading", { level: 1, name: "Competitions" }).waitFor();

    const refused = await readNow(page, PL, "E401");
    await refused.getByText("Token refused").waitFor();
    expect(await refused.getByTestId("api-source-error").textContent()).toMatch(
      /The API refused the token \(it answered 401\).*The stored fixtures were kept\./,
    );
    expect(await fixture(page, PL, "brentford", "arsenal")).toEqual(before);

    const failing = await readNow(page, PL, "E500");
    await failing.getByText("Last read failed").waitFor();
    expect(await failing.getByTestId("api-source-error").textContent()).toMatch(/500.*The stored fixtures were kept\./);
    await failing.getByText(/next try/).waitFor();
    expect(await fixture(page, PL, "brentford", "arsenal")).toEqual(before);
    await expectNoHorizontalScroll(page);
    await screenshot(rowOf(page, PL), "live-sources-failed-phone");
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  for (const size of ["desktop", "phone"] as const) {
    it(`${size}: the preview's new club gets its Spanish name and country before Apply, and is added with them`, async () => {
      await serveAxe(browsers[size]);
      const { page, external, consoleErrors } = await openPage(browsers[size], "/admin/login");
      await signIn(page);
      const run = `${size}-${Date.now().toString(36)}`;
      const club = `Harbor Rovers ${run}`;
      await page.goto(`${baseURL()}/admin/competitions`);
      await page.getByRole("button", { name: "Add competition" }).click();
      const form = page.getByRole("form", { name: "Add competition" });
      const field = (label: string) => form.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`));
      await field("Name (English)").fill(`Rovers Cup ${run}`);
      await field("Name (Spanish)").fill(`Copa Rovers ${run}`);
      await field("Short name (English)").fill(`Rovers Cup ${run}`);
      await field("Short name (Spanish)").fill(`Copa Rovers ${run}`);
      await field("Season").fill("2027");
      await field("Time zone").fill("Europe/London");
      await field("Source").selectOption("csv");
      const csv = ["key,date,time,home,away", `r1,2027-05-01,15:00,${club},Arsenal FC`].join("\n");
      await field("CSV file").setInputFiles({ name: "rovers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await form.getByRole("button", { name: "Preview" }).click();
      const preview = page.getByTestId("feed-preview");
      const newClub = preview.getByTestId("new-club").filter({ hasText: club });
      await newClub.getByLabel(`Spanish name of ${club}`).fill(`Rovers del Puerto ${run}`);
      await newClub.getByLabel(`Country of ${club}`).fill("Wales");
      await expectNoHorizontalScroll(page);
      await check(page, `${size} /admin/competitions (new clubs reviewed)`);
      // A country that is not a code: refused, nothing added.
      await preview.getByRole("button", { name: "Apply and add" }).click();
      await page
        .getByText(/two-letter ISO country code/)
        .first()
        .waitFor();
      await newClub.getByLabel(`Country of ${club}`).fill("gb-wls");
      await preview.getByRole("button", { name: "Apply and add" }).click();
      await toastWith(page, "Competition added", "1 new clubs");
      const { clubs } = await pageJson<AdminClubPage>(page, `/api/admin/clubs?q=${encodeURIComponent(club)}`);
      expect(clubs.map((c) => [c.name, c.nameEs, c.country])).toEqual([[club, `Rovers del Puerto ${run}`, "GB-WLS"]]);
      expect(external).toEqual([]);
      expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    });
  }

  for (const size of ["desktop", "phone"] as const) {
    it(`${size}: a fan in Chicago finds Arsenal's next match: its time in Chicago and in London, and the place that confirmed it`, async () => {
      const chicago: BrowserContext = await launch(VIEWPORTS[size], { timezoneId: "America/Chicago" });
      try {
        await serveAxe(chicago);
        const { page, external, consoleErrors } = await openPage(chicago, "/city/chicago");
        await page.getByRole("heading", { level: 1, name: /Chicago/ }).waitFor();
        await page.goto(`${baseURL()}/matches`);
        await page.getByRole("heading", { level: 1, name: "What's On" }).waitFor();
        await page.getByLabel("Venues in").selectOption("chicago");
        await page.waitForURL((u) => u.searchParams.get("city") === "chicago");
        await page.getByLabel("Team").selectOption("arsenal");
        await page.waitForURL((u) => u.searchParams.get("team") === "arsenal");
        const cards = page.getByTestId("fixture-card");
        await expect.poll(async () => (await cards.allTextContents()).every((t) => t.includes("Arsenal"))).toBe(true);
        // The first Arsenal match with a confirmed time: Brentford v Arsenal, on the Wednesday.
        const card = cards.filter({ hasText: /Brentford.*Arsenal/ }).first();
        expect(await card.getByTestId("fixture-when").textContent()).toContain("2:00 PM");
        await card.click();
        await page.waitForURL(/\/match\/\d+-brentford-arsenal$/);
        const kickoff = page.getByTestId("kickoff");
        await kickoff.getByText("Wed, Dec 2, 2:00 PM CST").waitFor();
        expect(await kickoff.textContent()).toContain("8:00 PM GMT in London");
        await page.getByText("1 venue in Chicago listed for this match").waitFor();
        await page
          .getByRole("link", { name: /The One-Two Pub/ })
          .first()
          .waitFor();
        await expectNoHorizontalScroll(page);
        await networkIdle(page);
        await check(page, `${size} Brentford v Arsenal from Chicago`);
        await screenshot(page, `live-sources-walk-${size}`);
        expect(external).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await chicago.close();
      }
    });
  }
});
