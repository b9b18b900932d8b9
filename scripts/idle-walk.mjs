// Walks the site in Chromium over and over and counts page loads whose network never went idle, and,
// with NETLOG_DIR set, the longest request Chromium's own network log saw (decision 019, addendum).
//   node scripts/idle-walk.mjs [--browsers 4] [--loads 800] [--minutes 10] [--wait harness|playwright] [--url URL]
// --wait playwright waits for playwright's "networkidle", harness for networkIdle() of scripts/lib/chromium.mjs.
// Without --url it starts its own `wrangler dev` on throwaway state, as the browser tests do.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launchChromium, networkIdle, pendingRequests } from "./lib/chromium.mjs";
import { migrateLocal, seedLocal, startDev } from "./lib/wrangler.mjs";

const { values } = parseArgs({
  options: {
    browsers: { type: "string", default: "4" },
    loads: { type: "string", default: "800" },
    minutes: { type: "string", default: "10" },
    wait: { type: "string", default: "harness" },
    url: { type: "string" },
    port: { type: "string", default: "18500" },
  },
});
const deadline = Date.now() + Number(values.minutes) * 60_000;
const IDLE_TIMEOUT = 30_000;

let server;
let state;
let base = values.url;
if (!base) {
  state = mkdtempSync(path.join(tmpdir(), "wcws-walk-"));
  migrateLocal(state, { quiet: true });
  seedLocal(state, { demo: true, quiet: true });
  const port = Number(values.port);
  server = await startDev({
    port,
    persistTo: state,
    devtools: false,
    inspectorPort: port + 1,
    vars: { ENVIRONMENT: "test", SITE_URL: `http://127.0.0.1:${port}`, TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png` },
  });
  base = server.url;
}

const paths = [
  "/",
  "/cities",
  "/city/seattle",
  "/city/new-york",
  "/city/nowhere-at-all",
  "/matches",
  "/faq",
  "/blog",
  "/about",
  "/submit",
  "/venue/1",
  "/venue/2",
  "/es/city/seattle",
];
let loads = 0;
const stalls = [];

async function walk(context, id) {
  while (loads < Number(values.loads) && Date.now() < deadline) {
    const p = paths[loads++ % paths.length];
    const page = await context.newPage();
    const start = Date.now();
    try {
      await page.goto(base + p, { timeout: 45_000 });
      if (values.wait === "playwright") await page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT });
      else await networkIdle(page, { timeout: IDLE_TIMEOUT });
    } catch (err) {
      const waiting = pendingRequests(context)
        .filter((r) => r.page === page)
        .map((r) => `${r.request.url()}${r.workerScript ? " (a worker's script)" : ""}, sent ${Date.now() - r.sent} ms ago`);
      stalls.push(p);
      console.log(`browser ${id} ${p}: not idle after ${Date.now() - start} ms: ${waiting.join("; ") || err.message.split("\n")[0]}`);
    }
    // Tests keep a few pages open in each browser.
    const pages = context.pages();
    if (pages.length > 4) await pages[0].close();
  }
}

/** The longest request to the server in each network log (written in full once its browser closed). */
function netlogSummary(dir) {
  let requests = 0;
  let longest = 0;
  let unfinished = 0;
  for (const sub of readdirSync(dir)) {
    const log = JSON.parse(readFileSync(path.join(dir, sub, "log.json"), "utf8"));
    const { logEventTypes, logSourceType, logEventPhase } = log.constants;
    const started = new Map();
    for (const e of log.events) {
      if (e.source.type !== logSourceType.URL_REQUEST || e.type !== logEventTypes.REQUEST_ALIVE) continue;
      if (e.phase === logEventPhase.PHASE_BEGIN && e.params?.url?.startsWith(base)) started.set(e.source.id, Number(e.time));
      else if (e.phase === logEventPhase.PHASE_END && started.has(e.source.id)) {
        requests++;
        longest = Math.max(longest, Number(e.time) - started.get(e.source.id));
        started.delete(e.source.id);
      }
    }
    unfinished += started.size;
  }
  return { requests, longestMs: longest, unfinishedAtClose: unfinished };
}

const contexts = [];
const t0 = Date.now();
try {
  for (let i = 0; i < Number(values.browsers); i++) contexts.push(await launchChromium({ width: 1366, height: 900 }));
  await Promise.all(contexts.map((c, i) => walk(c, i)));
} finally {
  await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  await server?.stop();
  if (state) rmSync(state, { recursive: true, force: true });
}
const netlog = process.env.NETLOG_DIR ? netlogSummary(process.env.NETLOG_DIR) : undefined;
console.log(JSON.stringify({ wait: values.wait, loads, notIdle: stalls.length, seconds: Math.round((Date.now() - t0) / 1000), netlog }));
process.exitCode = stalls.length ? 1 : 0;
