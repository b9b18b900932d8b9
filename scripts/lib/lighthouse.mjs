// Lighthouse (its Node API, mobile preset: simulated 4× CPU and slow 4G throttling) against pages of a
// running server, in Debian's Chromium. Each page is measured RUNS times in a fresh tab of one browser;
// the run with the median performance score is reported, with its four category scores and metrics.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** One Lighthouse run: the category scores (0..1) and the metrics the targets name. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    // How fast Lighthouse found the machine at that moment (its guide: 1,500-2,000 is a high-end desktop).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // What Lighthouse took for the largest paint (an element's opening tag); none when that element has left the
    // page by the end of the load, as the edge's first paint does when the app replaces it.
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: lhr.runWarnings,
  };
}

/** A run that Lighthouse itself could not record (NO_NAVSTART, NO_FCP: a trace lost) is run again, twice at most. */
async function auditWithRetry(url, port, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (err) {
      if (attempt === 3) throw err;
      log(`Lighthouse run of ${url} failed (${err.message.split("\n")[0]}); running it again`);
    }
  }
}

/**
 * Audits each { name, path } under `base`, `runs` times; returns one row per page (the median run by
 * performance score) with every run's performance score and the machine's benchmark index during it.
 */
export async function lighthouseRows(base, pages, { runs = 3, log = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const rows = [];
    for (const page of pages) {
      const all = [];
      for (let r = 0; r < runs; r++) all.push(await auditWithRetry(`${base}${page.path}`, chrome.port, log));
      const sorted = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
      const row = {
        ...page,
        ...sorted[Math.floor(sorted.length / 2)],
        runs: all.map((x) => ({ score: x.scores.performance, benchmarkIndex: x.benchmarkIndex })),
      };
      log(
        `Lighthouse ${page.path}: performance ${row.scores.performance} (runs ${row.runs.map((x) => x.score).join(", ")}), TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms (${row.lcpElement ?? "an element no longer in the page"})`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
