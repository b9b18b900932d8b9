// Lighthouse (its Node API, mobile preset: simulated 4× CPU and slow 4G throttling) against pages of a
// running server, in Debian's Chromium. Each page is measured RUNS times, each run in a browser of its own;
// the run with the median performance score is reported, with its four category scores and metrics.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The last largest-contentful-paint candidate of the page's trace: its element and size in px². */
function lastLcpCandidate(artifacts) {
  const events = (artifacts.Trace ?? artifacts.traces?.defaultPass)?.traceEvents ?? [];
  const last = events.filter((e) => e.name === "largestContentfulPaint::Candidate" && e.args?.data?.isOutermostMainFrame).at(-1);
  return last ? `${last.args.data.nodeName}, ${last.args.data.size} px²` : null;
}

/** One Lighthouse run: the category scores (0..1) and the metrics the targets name. */
async function audit(url, port) {
  const { lhr, artifacts } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
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
    // What the browser took for the largest paint, its last candidate ("P class='pr-lead'"), read from the
    // trace: Lighthouse's own audit of it fails with this Chromium.
    lcpElement: lastLcpCandidate(artifacts),
    warnings: lhr.runWarnings,
  };
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Longer than Lighthouse's own limits (45 s for the load): a run past it has hung, and is given up. */
const RUN_TIMEOUT_MS = 120_000;

/**
 * One run in a browser of its own, killed afterwards: a tab Lighthouse left hanging (seen once, with
 * the machine idle and the server answering) can then cost one run, not the whole benchmark.
 */
async function auditInFreshBrowser(url, timeZone) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, envVars: { ...process.env, TZ: timeZone } });
  let timer;
  try {
    const hung = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result in ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    return await Promise.race([audit(url, chrome.port), hung]);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** A run that failed (a trace Lighthouse lost, NO_NAVSTART or NO_FCP, or a hung tab) is run again, twice at most. */
async function auditWithRetry(url, timeZone, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditInFreshBrowser(url, timeZone);
    } catch (err) {
      if (attempt === 3) throw err;
      log(`Lighthouse run of ${url} failed (${err.message.split("\n")[0]}); running it again`);
    }
  }
}

/**
 * Audits each { name, path } under `base`, `runs` times, the browser in `timeZone`; returns one row per
 * page (the median run by performance score) with every run's performance score and the machine's
 * benchmark index during it.
 */
export async function lighthouseRows(base, pages, { runs = 3, timeZone, log = () => {} }) {
  const rows = [];
  for (const page of pages) {
    const all = [];
    for (let r = 0; r < runs; r++) all.push(await auditWithRetry(`${base}${page.path}`, timeZone, log));
    const sorted = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
    const row = {
      ...page,
      ...sorted[Math.floor(sorted.length / 2)],
      runs: all.map((x) => ({ score: x.scores.performance, benchmarkIndex: x.benchmarkIndex })),
    };
    log(
      `Lighthouse ${page.path}: performance ${row.scores.performance} (runs ${row.runs.map((x) => x.score).join(", ")}), TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms (${row.lcpElement ?? "no candidate in the trace"})`,
    );
    rows.push(row);
  }
  return rows;
}
