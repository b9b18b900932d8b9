// The one way the browser tests and the benchmark start Chromium: Debian's build, headless, with
// nothing that reaches the network on its own (no updates, sync or background requests).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const chromiumArgs = () => [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // NETLOG_DIR: each browser writes Chromium's network log there (sockets, bytes, stalls).
  ...(process.env.NETLOG_DIR ? [`--log-net-log=${mkdtempSync(path.join(process.env.NETLOG_DIR, "net-"))}/log.json`] : []),
];

/** A fresh persistent context (its own profile directory, its own Chromium) with the given viewport and playwright options. */
export async function launchChromium(viewport, options = {}) {
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "wcws-chrome-")), {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    ...options,
    args: chromiumArgs(),
  });
  for (const page of context.pages()) track(page);
  context.on("page", track);
  return context;
}

/** This process's one Chromium for newContext(), started with the first context. */
let shared = null;

/**
 * A fresh context (its own cookies, storage and cache, as a new profile) in this process's one Chromium:
 * a context starts in a fraction of a second where a Chromium takes one to two (decision 019).
 */
export async function newContext(viewport, options = {}) {
  shared ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: chromiumArgs() });
  const context = await (await shared).newContext({ viewport, ...options });
  context.on("page", track);
  return context;
}

/** Closes the Chromium of newContext(), if one was started. */
export async function closeSharedChromium() {
  const browser = shared;
  shared = null;
  if (browser) await (await browser).close();
}

/**
 * What playwright has seen of each open page's requests: when each was sent and when its headers came,
 * until it reports the request finished or failed; and the scripts of the page's dedicated workers.
 *
 * Two requests never get that report although the browser has them: a request still under way when its
 * page is closed (so a closed page's requests are dropped here), and now and then a dedicated worker's
 * script. Chromium fetches that script itself and reports its end to the worker's own session, which
 * playwright attaches to only as the worker starts: a script served from the HTTP cache in 2-3 ms can
 * be done before then, or the page may end the worker before playwright attaches (decision 019).
 * Playwright's "networkidle" then never comes; networkIdle() below does not wait for those scripts.
 */
const tracked = new WeakMap();

/** Vite names a worker's entry `<name>.worker-<hash>.js` (src-web/lib/intl-warmup.worker.ts) or, for maplibre's, `maplibre-gl-worker-<hash>.mjs`. */
const WORKER_FILE = /[.-]worker-[\w-]+\.m?js$/;

/** A dedicated worker's script: one the page started a worker with, or a build file named as one. */
const isWorkerScript = (state, url) => state.workerScripts.has(url) || WORKER_FILE.test(new URL(url).pathname);

function track(page) {
  const state = { requests: new Map(), workerScripts: new Set(), changed: Date.now() };
  tracked.set(page, state);
  const end = (req) => {
    if (state.requests.delete(req)) state.changed = Date.now();
  };
  page.on("request", (req) => {
    state.requests.set(req, { sent: Date.now() });
    state.changed = Date.now();
  });
  page.on("response", (res) => {
    const entry = state.requests.get(res.request());
    if (entry) entry.headers = Date.now();
  });
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  page.on("worker", (worker) => state.workerScripts.add(worker.url()));
  page.on("close", () => tracked.delete(page));
}

/** The requests of the context's open pages that playwright has not seen end: { page, request, sent, headers?, workerScript }. */
export function pendingRequests(context) {
  return context.pages().flatMap((page) => {
    const state = tracked.get(page);
    if (!state) return [];
    return [...state.requests].map(([request, times]) => ({ page, request, ...times, workerScript: isWorkerScript(state, request.url()) }));
  });
}

/**
 * Waits for the page's load event and then for 500 ms without a request under way (playwright's
 * "networkidle"), a dedicated worker's script aside (see above).
 */
export async function networkIdle(page, { timeout = 30_000 } = {}) {
  const deadline = Date.now() + timeout;
  await page.waitForLoadState("load", { timeout });
  const state = tracked.get(page);
  if (!state) throw new Error("networkIdle: the page is closed, or was not opened by a browser of launchChromium()");
  for (;;) {
    const busy = [...state.requests.keys()].filter((req) => !isWorkerScript(state, req.url()));
    if (busy.length === 0 && Date.now() - state.changed >= 500) return;
    if (Date.now() > deadline) throw new Error(`The page's network was not idle within ${timeout} ms: ${busy.map((req) => req.url()).join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
