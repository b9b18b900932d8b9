// Downloads and limits in a real browser: an admin saves a city's venues (the standalone import's CSV)
// and the blog (JSON) from the dashboard; a fan who hits the rating limit is told when to try again.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STANDALONE_CSV_HEADER } from "../../src-worker/shared/constants";
import { RATE_LIMITS } from "../../src-worker/shared/limits";
import { baseURL, desktopAndPhone, openPage, pageApi, signIn } from "./fixtures";

async function saved(page: Page, linkName: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

describe("exports and limits", () => {
  const browsers = desktopAndPhone();

  it("an admin downloads a city's venues as import-ready CSV, and the blog as JSON", async () => {
    const { page } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    const downloads = page.getByRole("region", { name: "Downloads" });
    await downloads.getByLabel("Venues in").selectOption("seattle");
    const csv = await saved(page, "Download this city's venues (CSV)");
    expect(csv.name).toMatch(/^venues-seattle-\d{4}-\d\d-\d\d\.csv$/);
    const lines = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(STANDALONE_CSV_HEADER);
    const seattle = await pageApi<{ name: string }[]>(page, "/api/cities/seattle/venues");
    expect(lines.filter(Boolean)).toHaveLength(seattle.body.length + 1);
    expect(csv.text).toContain(seattle.body[0].name);

    const blog = await saved(page, "Blog (JSON)");
    expect(blog.name).toMatch(/^blog-\d{4}-\d\d-\d\d\.json$/);
    expect((JSON.parse(blog.text) as { posts: unknown[] }).posts.length).toBeGreaterThan(0);
  });

  it("a fan over the rating limit sees when to try again", async () => {
    const venues = await (await fetch(`${baseURL()}/api/cities/seattle/venues`)).json();
    const { page } = await openPage(browsers.phone, `/venue/${venues[0].id}`);
    const group = page.getByRole("radiogroup", { name: "Rate this venue" });
    await group.waitFor();
    // The fan's minute of rating changes is used up (removing a rating never given changes nothing).
    const fan = await page.evaluate(() => localStorage.getItem("wcws.anonymousUserId"));
    for (let i = 0; i < RATE_LIMITS.ratings.perFan; i++) {
      expect((await pageApi(page, `/api/venues/${venues[0].id}/rating?userId=${fan}`, { method: "DELETE" })).status).toBe(200);
    }
    await group.getByRole("radio", { name: "4 stars" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Could not save your rating" });
    await toast.waitFor();
    // Under a minute in seconds, else in minutes (a slow machine can start the wait at a full minute).
    expect(await toast.innerText()).toMatch(/Too many requests\. Please try again in (\d+ seconds?|1 minute)\./);
  });
});
