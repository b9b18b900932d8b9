// Match corrections, venues' claims and the submission form's claim fields in a real browser, at
// desktop and phone sizes.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminVenue } from "../../src-worker/shared/contract/admin";
import type { AdminMatch } from "../../src-worker/shared/contract/admin-matches";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, pageApi, pageJson, screenshot, signIn, toastWith } from "./fixtures";

const RUN = Date.now().toString(36);
/** Not Seattle: other suites count Seattle's venues. */
const CITY = "portland";

const adminMatch = async (page: Page, n: number) => (await pageJson<AdminMatch[]>(page, "/api/admin/matches")).find((m) => m.number === n)!;

/** Puts a match back as it was, so the other suites see the tournament as seeded. */
async function restore(page: Page, m: AdminMatch) {
  const r = m.result;
  const { status } = await pageApi(page, `/api/admin/matches/${m.number}`, {
    method: "PATCH",
    json: {
      kickoffAt: m.kickoffAt,
      team1: m.team1?.code ?? null,
      team2: m.team2?.code ?? null,
      team1Slot: m.team1Slot,
      team2Slot: m.team2Slot,
      status: m.status,
      score: r ? { ft: r.ft, ht: r.ht, aet: r.aet, penalties: r.penalties, goals1: r.goals1, goals2: r.goals2 } : null,
      winner: [m.team1, m.team2].find((t) => t && t.name === r?.winner)?.code ?? null,
    },
  });
  expect(status).toBe(200);
}

describe("admin: matches, claims, and the submission's claim fields", () => {
  const browsers = desktopAndPhone();

  it("desktop: filters the matches and moves the final's kick-off; the local time follows", async () => {
    const { page, external, consoleErrors } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Manage Matches" }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Matches" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Fan reports" }).waitFor();
    const before = await adminMatch(page, 104);
    await page.getByLabel("Stage").selectOption("Final");
    await page.waitForURL(/stage=Final/);
    await page.getByText("Showing 1 match(es)").waitFor();
    const card = page.getByTestId("admin-match");
    await card.getByRole("button", { name: /^Edit match 104/ }).click();
    await card.getByLabel("Kick-off (UTC)").fill("2026-07-19T20:30");
    await screenshot(page, "admin-matches-edit-desktop");
    await card.getByRole("button", { name: "Save match" }).click();
    await toastWith(page, "Match Updated");
    await card.getByText("2026-07-19 16:30 local (UTC-04:00)").waitFor();
    // The save's one announcement is its toast: the list's count is not announced again.
    await page.getByText("Showing 1 match(es)").waitFor();
    expect(
      await page
        .locator('[role="status"], [role="alert"], [aria-live]')
        .filter({ hasText: /Showing \d+ match/ })
        .count(),
    ).toBe(0);
    const after = await adminMatch(page, 104);
    expect(after).toMatchObject({ kickoffAt: "2026-07-19T20:30:00.000Z", kickoffLocal: "2026-07-19 16:30", utcOffset: "-04:00" });
    await screenshot(page, "admin-matches-desktop");
    await restore(page, before);
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("phone: a score that contradicts the winner is refused with the reason; the corrected one is saved", async () => {
    const { page, external } = await openPage(browsers.phone, "/admin/login");
    await signIn(page);
    await page.goto(baseURL() + "/admin/matches?stage=Final");
    const before = await adminMatch(page, 104);
    const [t1, t2] = [before.team1!, before.team2!];
    const card = page.getByTestId("admin-match");
    await card.getByRole("button", { name: /^Edit match 104/ }).click();
    const form = card.getByRole("form", { name: "Correct match 104" });
    await form.getByLabel(`Full time: ${t1.name}`).fill("0");
    await form.getByLabel(`Full time: ${t2.name}`).fill("0");
    await form.getByLabel("Went to extra time").check();
    await form.getByLabel(`After extra time: ${t1.name}`).fill("1");
    await form.getByLabel(`After extra time: ${t2.name}`).fill("1");
    await form.getByLabel("Decided on penalties").check();
    await form.getByLabel(`Penalties: ${t1.name}`).fill("3");
    await form.getByLabel(`Penalties: ${t2.name}`).fill("4");
    // The equaliser's scorer, so that the save needs no confirmation.
    await form.getByRole("button", { name: `Add scorer for ${t2.name}` }).click();
    await form.getByLabel(`${t2.name} scorer 1: name`).fill("Lionel Messi");
    await form.getByLabel(`${t2.name} scorer 1: minute`).fill("118");
    await form.getByLabel("Winner").selectOption(t1.code);
    await form.getByRole("button", { name: "Save match" }).click();
    await toastWith(page, "Correction Failed");
    await form
      .getByRole("alert")
      .filter({ hasText: `the score makes ${t2.code} the winner` })
      .waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "admin-matches-error-phone");
    await form.getByLabel("Winner").selectOption(t2.code);
    await form.getByRole("button", { name: "Save match" }).click();
    await toastWith(page, "Match Updated");
    await card.getByText("1-1 (3-4 pens)").waitFor();
    expect((await adminMatch(page, 104)).result).toMatchObject({ ft: [0, 0], aet: [1, 1], penalties: [3, 4], winner: t2.name });
    await screenshot(page, "admin-matches-phone");
    await restore(page, before);
    expect(external).toEqual([]);
  });

  it("desktop: a corrected score keeps the scorers and half time; a goal without a scorer or a removed scorer is asked about first", async () => {
    const { page, external, consoleErrors } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    await page.goto(baseURL() + "/admin/matches?stage=Group+stage&team=RSA");
    const before = await adminMatch(page, 1);
    const card = page.getByTestId("admin-match").filter({ hasText: "Match 1" }).first();
    await card.getByRole("button", { name: /^Edit match 1 / }).click();
    const form = card.getByRole("form", { name: "Correct match 1" });
    expect(await form.getByLabel("Half time: Mexico").inputValue()).toBe("1");
    expect(await form.getByLabel("Mexico scorer 1: name").inputValue()).toBe("Julián Quiñones");
    expect(await form.getByLabel("Mexico scorer 2: minute").inputValue()).toBe("67");
    await form.getByLabel("Full time: South Africa").fill("1");
    await form.getByText("1 of 1 goal(s) without a scorer.").waitFor();
    await form.getByRole("button", { name: "Save match" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Save match 1?" });
    await dialog.getByText("South Africa: 1 goal(s) saved without a scorer.").waitFor();
    await screenshot(page, "admin-matches-confirm-desktop");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await form.getByRole("button", { name: "Add scorer for South Africa" }).click();
    await form.getByLabel("South Africa scorer 1: name").fill("Lyle Foster");
    await form.getByLabel("South Africa scorer 1: minute").fill("90+2");
    await form.getByLabel("South Africa scorer 1: kind").selectOption("penalty");
    await screenshot(page, "admin-matches-scorers-desktop");
    await form.getByRole("button", { name: "Save match" }).click();
    await toastWith(page, "Match Updated");
    expect((await adminMatch(page, 1)).result).toMatchObject({
      ft: [2, 1],
      ht: [1, 0],
      goals1: before.result!.goals1,
      goals2: [{ player: "Lyle Foster", minute: "90+2", penalty: true }],
    });
    // Removing a scorer is said before it is saved.
    await card.getByRole("button", { name: /^Edit match 1 / }).click();
    await form.getByRole("button", { name: "Remove Mexico scorer 2" }).click();
    await form.getByRole("button", { name: "Save match" }).click();
    await dialog.getByText("Mexico: Raúl Jiménez 67' removed from the scorers.").waitFor();
    await dialog.getByText("Mexico: 1 goal(s) saved without a scorer.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await form.getByRole("button", { name: "Cancel" }).click();
    expect((await adminMatch(page, 1)).result?.goals1).toEqual(before.result!.goals1);
    await restore(page, before);
    expect(await adminMatch(page, 1)).toMatchObject({ result: before.result });
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("desktop: the submit form's claim fields; an admin then sets the venue's claims on Manage Venues", async () => {
    const name = `Claims Den ${RUN}`;
    const { page, external } = await openPage(browsers.desktop, "/submit");
    const city = await pageJson<{ id: number }>(page, `/api/cities/${CITY}`);
    await page.getByLabel("Venue Name").fill(name);
    await page.getByLabel("City").selectOption(String(city.id));
    await page.getByLabel("Address").fill("1 NW Claim St, Portland, OR");
    await page.getByLabel("Your Email").fill("owner@example.com");
    await page.getByLabel("Matches shown").selectOption("team");
    await page.getByRole("button", { name: /Submit/ }).click();
    await page.getByText("Please choose the team whose matches you show.").waitFor();
    await screenshot(page, "submit-claims-error-desktop");
    await page.getByLabel("Supporters' venue for").selectOption("MEX");
    await page.getByRole("button", { name: /Submit/ }).click();
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.waitForURL("**/submit**");

    await signIn(page);
    const venue = (await pageJson<AdminVenue[]>(page, `/api/admin/venues?cityId=${city.id}&status=pending`)).find((v) => v.name === name)!;
    expect(venue.claims.supporters).toEqual([expect.objectContaining({ team: "MEX", source: "venue" })]);
    expect(venue.claims.allCompetitions).toBeNull();
    expect(venue.claims.competitions).toEqual([]);

    await page.goto(baseURL() + `/admin/venues?cityId=${city.id}&status=pending`);
    const card = page.getByTestId("admin-venue-card").filter({ hasText: name });
    await card.getByTestId("claims-summary").filter({ hasText: "MEX supporters" }).waitFor();
    await card.getByRole("button", { name: `Edit claims of ${name}` }).click();
    const editor = card.getByRole("group", { name: `Claims of ${name}` });
    await editor.getByText("By the submitter (not verified) on").waitFor();
    await editor.getByLabel("Every Premier League match").check();
    await editor.getByLabel("Find a match by number, competition, round or team").fill("Final");
    await editor.getByRole("button", { name: /^Add Match 104 · .* · Final · / }).click();
    await editor.getByRole("button", { name: "Add team" }).click();
    await editor.getByLabel("Team", { exact: true }).last().selectOption("USA");
    await editor.getByLabel("Supporters' group (optional)").last().fill("American Outlaws PDX");
    await screenshot(page, "admin-venue-claims-desktop");
    await editor.getByRole("button", { name: "Save claims" }).click();
    await toastWith(page, "Claims Saved");
    await card.getByTestId("claims-summary").filter({ hasText: "Every match of premier-league-2026-27 · 1 chosen match · MEX, USA supporters" }).waitFor();
    const saved = (await pageJson<AdminVenue[]>(page, `/api/admin/venues?cityId=${city.id}&status=pending`)).find((v) => v.name === name)!;
    expect(saved.claims).toMatchObject({
      allCompetitions: null,
      competitions: [{ id: "premier-league-2026-27", source: "admin" }],
      matches: [{ number: 104, source: "admin" }],
      supporters: [
        { team: "MEX", source: "venue", groupName: null },
        { team: "USA", source: "admin", groupName: "American Outlaws PDX" },
      ],
    });
    expect(external).toEqual([]);
  });

  it("phone: removes a supporters' claim from a venue", async () => {
    const name = `Claims Den ${RUN}`;
    const { page, external } = await openPage(browsers.phone, "/admin/login");
    await signIn(page);
    const city = await pageJson<{ id: number }>(page, `/api/cities/${CITY}`);
    await page.goto(baseURL() + `/admin/venues?cityId=${city.id}&status=pending`);
    const card = page.getByTestId("admin-venue-card").filter({ hasText: name });
    await card.getByRole("button", { name: `Edit claims of ${name}` }).click();
    const editor = card.getByRole("group", { name: `Claims of ${name}` });
    await editor.getByRole("button", { name: "Remove supporters' team MEX" }).click();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "admin-venue-claims-phone");
    await editor.getByRole("button", { name: "Save claims" }).click();
    await toastWith(page, "Claims Saved");
    await card.getByTestId("claims-summary").filter({ hasText: "Every match of premier-league-2026-27 · 1 chosen match · USA supporters" }).waitFor();
    expect(external).toEqual([]);
  });
});
