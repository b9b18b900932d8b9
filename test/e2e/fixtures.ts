// One Chromium per test file, driven by playwright-core; pages record console errors and failed requests.
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const baseURL = () => inject("baseURL");

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function launch(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "wcws-chrome-")), {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
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
  page.on("console", (msg) => msg.type() === "error" && consoleErrors.push(msg.text()));
  await page.goto(baseURL() + pathname);
  return { page, external, consoleErrors };
}

/** Screenshots land in test-results/ for people to look at. */
export async function screenshot(page: Page, name: string) {
  const dir = path.resolve("test-results/screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
