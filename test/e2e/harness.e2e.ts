// The harness's own waits and failure report: requests whose end playwright never reports (a worker's
// script fetched before playwright attached to the worker, a closed page's requests) neither hold a
// wait for the network to go idle nor show up as unanswered (decision 019, addendum).
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JS helper
import { pendingRequests } from "../../scripts/lib/chromium.mjs";
import { baseURL, launch, networkIdle } from "./fixtures";

/** Paths of the requests playwright has not seen end, with whether each is a worker's script. */
const pending = (browser: BrowserContext, page?: Page): [string, boolean][] =>
  pendingRequests(browser)
    .filter((r: { page: Page }) => !page || r.page === page)
    .map((r: { request: { url(): string }; workerScript: boolean }) => [new URL(r.request.url()).pathname, r.workerScript]);

describe("test harness", () => {
  let browser: BrowserContext;
  const open = async (fetched: "answered" | "never") => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/__harness__/page?fetch=${fetched}`);
    return page;
  };

  beforeAll(async () => {
    browser = await launch();
    // A page that starts a worker and fetches a file. The worker's script is never answered, as if its
    // end were never reported; the fetch is answered or not, as the page's address says.
    await browser.route(`${baseURL()}/__harness__/page?*`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>harness</title><script>new Worker("/__harness__/warmup.worker-abc123.js"); fetch("/__harness__/${new URL(route.request().url()).searchParams.get("fetch")}")</script>`,
      }),
    );
    await browser.route(`${baseURL()}/__harness__/warmup.worker-abc123.js`, () => {});
    await browser.route(`${baseURL()}/__harness__/never`, () => {});
    await browser.route(`${baseURL()}/__harness__/answered`, (route) => route.fulfill({ body: "ok" }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the network counts as idle while only a worker's script has no reported end", async () => {
    const page = await open("answered");
    await expect.poll(() => pending(browser, page)).toEqual([["/__harness__/warmup.worker-abc123.js", true]]);
    await networkIdle(page, { timeout: 10_000 });
    // Playwright's own wait never comes.
    await expect(page.waitForLoadState("networkidle", { timeout: 3000 })).rejects.toThrow();
    await page.close();
  });

  it("the network is not idle while any other request has no reported end", async () => {
    const page = await open("never");
    await expect(networkIdle(page, { timeout: 3000 })).rejects.toThrow(/__harness__\/never$/);
    await page.close();
  });

  it("a closed page's requests are not reported as unanswered", async () => {
    const page = await open("never");
    await expect.poll(() => pending(browser, page).length).toBe(2);
    await page.close();
    expect(pending(browser)).toEqual([]);
  });
});
