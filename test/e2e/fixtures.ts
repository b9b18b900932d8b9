// Shared code of the browser tests: one Chromium per suite (playwright-core), pages that record console
// errors and requests leaving the machine, admin sign-in, JSON calls, layout checks and screenshots.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
// @ts-expect-error plain JS helper
import { networkIdle as chromiumNetworkIdle, closeSharedChromium, newContext, pendingRequests } from "../../scripts/lib/chromium.mjs";

/** This runner's server (global-setup.ts starts one per runner). */
const server = () => {
  const servers = inject("servers");
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
};

export const baseURL = () => server().baseURL;

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * `bypassCSP`: the page's Content-Security-Policy is ignored (to prove escaping holds on its own).
 * `locale`: the browser's language (navigator.languages, Accept-Language). `timezoneId`: the browser's time zone.
 */
export async function launch(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { bypassCSP?: boolean; locale?: string; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context: BrowserContext = await newContext(viewport, options);
  browsers.add(context);
  context.on("close", () => browsers.delete(context));
  context.on(
    "console",
    (msg) => msg.type() === "error" && msg.text().includes("MISSING_MESSAGE") && missingMessages.push(`${msg.page()?.url()}: ${msg.text()}`),
  );
  return context;
}

// A file's browsers are contexts of one Chromium, closed after the file's last test.
afterAll(closeSharedChromium);

/** The browsers open now (their pages' requests are tracked by scripts/lib/chromium.mjs). */
const browsers = new Set<BrowserContext>();

/** Messages a page asked for and did not have (a namespace it did not load): any fails the test that opened the page. */
const missingMessages: string[] = [];

/**
 * Waits until the page has loaded and has no request under way for 500 ms. Use it, not playwright's
 * "networkidle", which now and then never comes after a dedicated worker's script (scripts/lib/chromium.mjs).
 */
export const networkIdle = (page: Page, options?: { timeout?: number }): Promise<void> => chromiumNetworkIdle(page, options);

interface PendingRequest {
  request: Request;
  sent: number;
  headers?: number;
  workerScript: boolean;
}

/** How long the server now takes to answer a GET of this URL in full (or that it does not, within 10 s). */
async function timeGet(url: string): Promise<string> {
  const start = Date.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return `answered ${res.status} in ${Date.now() - start} ms`;
  } catch (err) {
    return `did not answer (${(err as Error).message}) after ${Date.now() - start} ms`;
  }
}

/**
 * A wait that runs out (a navigation's load, network idle) says only that it ran out: a failed test
 * also prints what its browsers were still waiting for, and whether the server answers the same
 * requests now, to tell a slow page from a stalled server or browser.
 */
async function reportPending(attempt: number, error: string) {
  const now = Date.now();
  const requests: PendingRequest[] = [...browsers].flatMap((context) => pendingRequests(context));
  const lines = await Promise.all(
    requests.map(async ({ request: req, sent, headers, workerScript }) => {
      const state = headers ? `headers after ${headers - sent} ms, body still coming` : "no headers yet";
      const again = req.method() === "GET" ? `; the same GET now ${await timeGet(req.url())}` : "";
      const worker = workerScript ? " (a worker's script: its end may never be reported)" : "";
      return `  ${req.method()} ${req.url()} (${req.resourceType()})${worker}: sent ${now - sent} ms ago, ${state}${again}`;
    }),
  );
  console.error(
    `Attempt ${attempt} failed (vitest.e2e.config.ts retries a failed test once):\n${error}\n${lines.length ? `Requests of open pages whose end playwright had not reported when the test failed (NETLOG_DIR shows what the browser had):\n${lines.join("\n")}` : "No request of an open page was under way when the test failed."}\nThe server's /api/health ${await timeGet(`${baseURL()}/api/health`)}.`,
  );
}

afterEach(async ({ task }) => {
  // While the browsers are still open: closing them ends their requests.
  // The error too: a test that passes on its retry shows no failure in the report.
  const error = task.result?.errors?.map((e) => (e.message ?? String(e)).split("\n").slice(0, 30).join("\n")).join("\n") ?? "";
  if (task.result?.state === "fail") await reportPending((task.result.retryCount ?? 0) + 1, error);
  const missing = missingMessages.splice(0);
  expect(missing, "a page showed a message key instead of its text").toEqual([]);
});

/**
 * A desktop and a phone browser for the tests of the calling `describe`: launched before its
 * first test, closed after its last. Read them in the tests (they do not exist yet when this returns).
 */
export function desktopAndPhone(): { desktop: BrowserContext; phone: BrowserContext } {
  const browsers = {} as { desktop: BrowserContext; phone: BrowserContext };
  beforeAll(async () => {
    browsers.desktop = await launch(VIEWPORTS.desktop);
    browsers.phone = await launch(VIEWPORTS.phone);
  });
  afterAll(async () => {
    await browsers.desktop?.close();
    await browsers.phone?.close();
  });
  return browsers;
}

export interface TrackedPage {
  page: Page;
  /** Requests that tried to leave the machine. */
  external: string[];
  consoleErrors: string[];
}

export async function openPage(context: BrowserContext, pathname: string): Promise<TrackedPage> {
  const page = await context.newPage();
  const external: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) external.push(req.url());
  });
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const failedLoad = /^Failed to load resource/.test(msg.text());
    const at = msg.location().url;
    // The suite's servers have no map tiles (TILE_URL is a path they answer 404, global-setup.ts): a map
    // on screen logs one per tile, and only the first time (the browser caches the 404).
    if (failedLoad && at.includes("/__no_tiles__/")) return;
    // A failed load names its URL: the message alone does not say which resource.
    consoleErrors.push(failedLoad && at ? `${msg.text()}: ${at}` : msg.text());
  });
  await page.goto(baseURL() + pathname);
  return { page, external, consoleErrors };
}

/**
 * Opens the admin dashboard signed in. The login form itself is walked by admin.e2e.ts and a11y.e2e.ts;
 * elsewhere a browser gets the suite's one admin session (global-setup.ts), so the login limiter
 * (10 per address per 15 minutes, sliding) never turns a later test away.
 */
export async function signIn(page: Page) {
  await signInRequests(page.context());
  await page.goto(`${baseURL()}/admin/dashboard`);
  await page.getByRole("heading", { level: 1, name: "Admin Dashboard (Protected Area)" }).waitFor();
}

/** Gives the context the suite's admin session: its pages and its request client are signed in. */
export async function signInRequests(context: BrowserContext) {
  await context.addCookies([{ name: "wcws_admin", value: server().adminSession, url: baseURL() }]);
  const session = await context.request.get(`${baseURL()}/api/admin/session`);
  expect(session.status(), "the suite's admin session").toBe(200);
}

/** As the suite's admin: gives the venue a website at a run's own domain, so an owner's address there is verified. */
export async function setVenueWebsite(context: BrowserContext, venueId: number, website: string) {
  await signInRequests(context);
  const res = await context.request.patch(`${baseURL()}/api/admin/venues/${venueId}`, { data: { website }, headers: { origin: baseURL() } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Opens the newest owner sign-in link mailed to `email` from the development mailbox, then presses
 * "Sign in" (opening the link alone signs nobody in: mail scanners open links too). Returns the link.
 */
export async function followOwnerSignInLink(page: Page, email: string): Promise<string> {
  await page.goto(`${baseURL()}/dev/mail`);
  const link = page
    .locator("article", { hasText: email })
    .first()
    .getByRole("link", { name: /\/owner\/sign-in\?token=/ });
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/owner(\/venues\/\d+)?$/);
  return href;
}

/** Claims the venue from its page with an address at its website, then signs in with the e-mailed link. */
export async function claimAndSignIn(page: Page, venueId: number, email: string) {
  await page.goto(`${baseURL()}/venue/${venueId}`);
  await page.getByRole("button", { name: "Own this venue? Manage this listing" }).click();
  const box = page.getByTestId("owner-claim");
  await box.getByLabel("Business email").fill(email);
  await box.getByRole("button", { name: "Send sign-in link" }).click();
  await box.getByTestId("owner-claim-sent").waitFor();
  await followOwnerSignInLink(page, email);
}

/** A JSON answer fetched by the test itself (outside any browser); anything but 200 fails. */
export async function getJson<T>(p: string): Promise<T> {
  const res = await fetch(baseURL() + p);
  expect(res.status, p).toBe(200);
  return (await res.json()) as T;
}

/** A JSON call made by the page itself (its origin and cookies), past the browser's HTTP cache. */
export async function pageApi<T>(page: Page, path: string, init?: { method?: string; json?: unknown }): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init?.method ?? "GET",
        cache: "no-store",
        headers: init?.json !== undefined ? { "content-type": "application/json" } : {},
        body: init?.json !== undefined ? JSON.stringify(init.json) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

/** The same for a GET whose answer must be 200: its body. */
export async function pageJson<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await pageApi<T>(page, path);
  expect(status, path).toBe(200);
  return body;
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Screenshots (of a whole page, or of one element) land in test-results/ for people to look at. */
export async function screenshot(target: Page | Locator, name: string) {
  // CI keeps no files: there the 128 full-page PNGs (0.25-0.8 s each) are skipped.
  if (process.env.SCREENSHOTS === "0") return;
  const dir = path.resolve("test-results/screenshots");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ("goto" in target ? target.screenshot({ path: file, fullPage: true }) : target.screenshot({ path: file }));
}

/** Waits for the toast with this title (and description): an older toast with the same title does not count. */
export async function toastWith(page: Page, title: string, description?: string | RegExp) {
  let toast = page.getByTestId("toast").filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ timeout: 15_000 });
  return toast.first();
}

/**
 * Follows the team whose page is open and waits for the button to say so. A retried attempt finds the
 * team still followed by the first one (the choice is kept on the device), so it unfollows first.
 */
export async function followTeam(page: Page, labels: { follow: string; following: string }) {
  const followed = page.getByRole("button", { name: labels.following });
  if (await followed.isVisible()) await followed.click();
  await page.getByRole("button", { name: labels.follow }).click();
  await followed.waitFor();
}
