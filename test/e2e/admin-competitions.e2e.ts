// The admin's competitions in a real browser, at desktop and phone sizes: adding one from a CSV upload
// and from a feed address (the development stand-in's sample calendar), each previewed then applied,
// and seeing it listed with its source and refresh; axe on the list and the preview.
import type { BrowserContext, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminCompetition } from "../../src-worker/shared/contract/admin-competitions";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, openPage, pageApi, pageJson, screenshot, signIn, toastWith } from "./fixtures";

const RUN = Date.now().toString(36);

/** A form's field by its label (a required one's label ends with an asterisk that screen readers skip). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`));

const CSV = [
  "key,date,time,home,away,round,status,home_goals,away_goals",
  "e2e-1,2027-02-13,19:30,Harbor City FC,Arsenal FC,Round 1,,,",
  "e2e-2,2027-02-14,,Chelsea FC,Lakeside United,Round 1,,,",
  "e2e-3,2027-02-30,15:00,Chelsea FC,Arsenal FC,Round 2,,,",
].join("\n");

/** Fixtures of a small cup, with the first two kick-offs as given. */
const cupCsv = (first: string, second: string) =>
  ["key,date,time,home,away", `k1,2027-04-03,${first},Chelsea FC,Arsenal FC`, `k2,2027-04-10,${second},Arsenal FC,Chelsea FC`].join("\n");

/**
 * Apply after the stored fixtures changed behind the preview (another admin refreshed the same cup):
 * the 409 brings the new preview, the card shows it in place of the stale one, and Apply then applies it.
 */
async function applyAfterTheSourceChanged(browser: BrowserContext, size: "desktop" | "phone") {
  const { page, external } = await openPage(browser, "/admin/login");
  await signIn(page);
  const name = `Spring Cup ${size} ${RUN}`;
  const body = {
    nameEn: name,
    nameEs: `Copa de Primavera ${size} ${RUN}`,
    shortEn: name,
    shortEs: `Copa Primavera ${size} ${RUN}`,
    kind: "tournament",
    season: "2027",
    timeZone: "Europe/London",
    source: { kind: "csv", csv: cupCsv("15:00", "15:00") },
  };
  const first = await pageApi<{ competitionId: string; digest: string }>(page, "/api/admin/competitions/preview", { method: "POST", json: body });
  expect(first.status).toBe(200);
  const id = first.body.competitionId;
  expect((await pageApi(page, "/api/admin/competitions", { method: "POST", json: { ...body, expect: first.body.digest } })).status).toBe(201);

  await page.goto(`${baseURL()}/admin/competitions`);
  const row = page.getByTestId("admin-competition").filter({ hasText: id });
  await row.getByRole("button", { name: `Refresh now: ${name}` }).click();
  await field(row, "CSV file").setInputFiles({ name: "spring-cup.csv", mimeType: "text/csv", buffer: Buffer.from(cupCsv("17:30", "15:00")) });
  await row.getByRole("button", { name: "Preview" }).click();
  const preview = row.getByTestId("feed-preview");
  await preview.getByText("1 changed", { exact: true }).waitFor();

  // Meanwhile the second kick-off is moved by another refresh.
  const other = { csv: cupCsv("15:00", "20:00") };
  const otherPreview = await pageApi<{ digest: string }>(page, `/api/admin/competitions/${id}/preview`, { method: "POST", json: other });
  expect((await pageApi(page, `/api/admin/competitions/${id}/refresh`, { method: "POST", json: { ...other, expect: otherPreview.body.digest } })).status).toBe(
    200,
  );

  await preview.getByRole("button", { name: "Apply", exact: true }).click();
  await toastWith(page, "The source changed", "The preview below is the new one.");
  // The new preview: this file against what is stored now moves both kick-offs.
  await preview.getByText("2 changed", { exact: true }).waitFor();
  await screenshot(page, `admin-competitions-stale-preview-${size}`);
  await preview.getByRole("button", { name: "Apply", exact: true }).click();
  await toastWith(page, "Refresh applied", "0 new, 2 changed, 0 refused");
  const stored = (await pageJson<AdminCompetition[]>(page, "/api/admin/competitions")).find((c) => c.id === id)!;
  expect(stored).toMatchObject({ matchCount: 2, refreshStatus: "ok" });
  await expectNoHorizontalScroll(page);
  expect(external).toEqual([]);
}

describe("admin: competitions from a source, previewed then applied", () => {
  const browsers = desktopAndPhone();

  it("desktop: adds a competition from a CSV upload; the preview lists the new and the refused rows; applied, it is listed", async () => {
    await serveAxe(browsers.desktop);
    const { page, external, consoleErrors } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Competitions" }).click();
    await page.getByRole("heading", { level: 1, name: "Competitions" }).waitFor();
    await page.getByRole("list", { name: "Competitions" }).getByText("Premier League", { exact: true }).waitFor();
    await check(page, "desktop /admin/competitions");

    await page.getByRole("button", { name: "Add competition" }).click();
    const form = page.getByRole("form", { name: "Add competition" });
    await field(form, "Name (English)").fill(`Winter Cup ${RUN}`);
    await field(form, "Name (Spanish)").fill(`Copa de Invierno ${RUN}`);
    await field(form, "Short name (English)").fill(`Winter Cup ${RUN}`);
    await field(form, "Short name (Spanish)").fill(`Copa Invierno ${RUN}`);
    await field(form, "Kind").selectOption("tournament");
    await field(form, "Season").fill("2027");
    await field(form, "Time zone").fill("America/New_York");
    await field(form, "Source").selectOption("csv");
    await field(form, "CSV file").setInputFiles({ name: "winter-cup.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    await form.getByRole("button", { name: "Preview" }).click();

    const preview = page.getByTestId("feed-preview");
    await preview.getByText("2 new", { exact: true }).waitFor();
    await preview.getByRole("list", { name: "New fixtures" }).getByText("Harbor City FC v Arsenal").waitFor();
    await preview.getByRole("list", { name: "Refused fixtures" }).getByText('malformed date "2027-02-30" (expected YYYY-MM-DD)').waitFor();
    await check(page, "desktop /admin/competitions (preview)");
    await screenshot(page, "admin-competitions-preview-desktop");
    await preview.getByRole("button", { name: "Apply and add" }).click();
    await toastWith(page, "Competition added", "2 matches");

    const id = `winter-cup-${RUN}-2027`;
    const row = page.getByTestId("admin-competition").filter({ hasText: id });
    await row.getByText("Applied, some fixtures refused").waitFor();
    await row
      .getByTestId("refresh-error")
      .getByText(/1 fixture was refused \(line 4: malformed date/)
      .waitFor();
    await row.getByText("CSV upload · CSV").waitFor();
    const stored = (await pageJson<AdminCompetition[]>(page, "/api/admin/competitions")).find((c) => c.id === id)!;
    expect(stored).toMatchObject({ matchCount: 2, refreshStatus: "rejected_rows", source: { kind: "csv", url: null } });
    expect(stored.refreshedAt).not.toBeNull();
    await screenshot(page, "admin-competitions-desktop");
    await expectNoHorizontalScroll(page);
    expect(external).toEqual([]);
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  it("phone: adds a competition from a feed address (the local stand-in's calendar), previewed then applied, and refreshes it", async () => {
    await serveAxe(browsers.phone);
    const { page, external, consoleErrors } = await openPage(browsers.phone, "/admin/login");
    await signIn(page);
    await page.goto(`${baseURL()}/admin/competitions`);
    await page.getByRole("heading", { level: 1, name: "Competitions" }).waitFor();
    await page.getByRole("button", { name: "Add competition" }).click();
    const form = page.getByRole("form", { name: "Add competition" });
    await field(form, "Name (English)").fill(`Sample Cup ${RUN}`);
    await field(form, "Name (Spanish)").fill(`Copa de muestra ${RUN}`);
    await field(form, "Short name (English)").fill(`Sample ${RUN}`);
    await field(form, "Short name (Spanish)").fill(`Muestra ${RUN}`);
    await field(form, "Season").fill("2027");
    await field(form, "Time zone").fill("Europe/London");
    await field(form, "Source").selectOption("ics");
    await field(form, "Address of the feed").fill(`${baseURL()}/dev/feeds/sample-cup.ics`);
    await form.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("feed-preview");
    await preview.getByText("6 new", { exact: true }).waitFor();
    await preview.getByText("Chelsea v Arsenal").waitFor();
    await preview.getByText("2027-02-06 (time TBC)", { exact: false }).waitFor();
    await check(page, "phone /admin/competitions (feed preview)");
    await screenshot(page, "admin-competitions-preview-phone");
    await preview.getByRole("button", { name: "Apply and add" }).click();
    await toastWith(page, "Competition added", "6 matches");

    const id = `sample-${RUN}-2027`;
    const row = page.getByTestId("admin-competition").filter({ hasText: id });
    await row.getByText("Up to date").waitFor();
    await row.getByText(`/dev/feeds/sample-cup.ics`, { exact: false }).waitFor();
    // "Refresh now": the same feed again, previewed (nothing changes), then applied.
    await row.getByRole("button", { name: `Refresh now: Sample Cup ${RUN}` }).click();
    await row.getByRole("button", { name: "Preview" }).click();
    await row.getByText("6 unchanged", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Apply (nothing to change)" }).click();
    await toastWith(page, "Refresh applied", "0 new, 0 changed, 0 refused");
    await screenshot(page, "admin-competitions-phone");
    await expectNoHorizontalScroll(page);
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("desktop: an Apply refused because the stored fixtures changed shows the new preview, which then applies", () =>
    applyAfterTheSourceChanged(browsers.desktop, "desktop"));

  it("phone: an Apply refused because the stored fixtures changed shows the new preview, which then applies", () =>
    applyAfterTheSourceChanged(browsers.phone, "phone"));
});
