// axe-core in a real browser: served from a same-origin address (the CSP forbids inline scripts),
// run on the page as it stands; serious and critical violations fail the test.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { networkIdle } from "./fixtures";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** Same-origin address the axe source is served from (the CSP forbids inline scripts). */
const AXE_URL = "/__axe__.js";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Serves the axe source at a same-origin address in every page of this browser. */
export async function serveAxe(context: BrowserContext) {
  await context.route(`**${AXE_URL}`, (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: AXE_SOURCE }));
}

/** Waits until the app has drawn the page: an h1 on screen, no placeholders, no requests in flight. */
export async function loaded(page: Page) {
  await page.locator("h1").first().waitFor({ state: "visible" });
  // Placeholders: the edge's first paint until the app replaces it, loading skeletons, and the space held
  // for sections rendered after the first screen. The first paint has an h1 of its own, and on a loaded
  // machine the app may start after the network has been quiet for a while.
  const settled = () => document.querySelectorAll("[data-prerender], .animate-pulse, [data-below-the-fold]").length === 0;
  await page.waitForFunction(settled);
  await networkIdle(page);
  // A section that rendered while the network was busy may have started loading only then.
  await page.waitForFunction(settled);
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `      - ${JSON.stringify(n.target)}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, "\n        ")}` : ""}`)
        .join("\n");
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${nodes}`;
    })
    .join("\n");
}

/** Runs axe on the page as it stands and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: AXE_URL });
  const violations = (await page.evaluate(async (tags) => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return JSON.parse(JSON.stringify(result.violations));
  }, TAGS)) as AxeViolation[];
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${label}: axe found serious/critical violations:\n${describeViolations(serious)}`).toEqual([]);
}

export async function check(page: Page, label: string) {
  await loaded(page);
  await expectNoSeriousViolations(page, label);
}
