// `npm run bench`: performance figures of a production build on `wrangler dev`, written to
// docs/benchmarks.md. A script, not a test: numbers depend on the machine.
//
// Dataset: 95 cities, 10,000 venues, 100,000 bookmarks, 5,000 ratings (generated in SQL).
// Load: autocannon, 50 connections, BENCH_SECONDS (default 10) per endpoint, over loopback only.
import autocannon from "autocannon";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { migrateLocal, root, run, seedLocal, startDev } from "./lib/wrangler.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const state = mkdtempSync(path.join(tmpdir(), "wcws-bench-"));
const log = (...a) => console.log(...a);

const DATASET_SQL = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000),
  c AS (SELECT id, lat, lng, ROW_NUMBER() OVER (ORDER BY id) - 1 AS k FROM cities)
INSERT INTO venues (city_id, name, slug, address, lat, lng, tags, status, has_food, family_friendly, big_screens, open_late,
                    is_featured, featured_until, source, hours_short, cover_image)
SELECT c.id, 'Bench Venue ' || i, 'bench-venue-' || i, i || ' Main Street', c.lat + ((i % 50) - 25) * 0.002, c.lng + ((i % 37) - 18) * 0.002,
       CASE i % 3 WHEN 0 THEN '["Sports Bar"]' WHEN 1 THEN '["Pub","Beer Garden"]' ELSE '["Restaurant"]' END,
       'approved', i % 2, (i / 2) % 2, (i / 3) % 2, (i / 5) % 2,
       CASE WHEN i % 97 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 97 = 0 THEN 4102444800000 ELSE NULL END,
       'demo', 'Mon-Sun 11am-11pm', '/images/venue-sports-bar.svg'
FROM n JOIN c ON c.k = n.i % 95;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
INSERT OR IGNORE INTO bookmarks (user_id, venue_id)
SELECT printf('%08x-0000-4000-8000-%012x', i / 5, i / 5), (SELECT MIN(id) FROM venues) + ((i * 7919) % 10000) FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
INSERT OR IGNORE INTO venue_ratings (venue_id, user_id, stars)
SELECT (SELECT MIN(id) FROM venues) + ((i * 31) % 10000), printf('%08x-1111-4000-8000-%012x', i, i), 1 + (i % 5) FROM n;
UPDATE venues SET rating_count = (SELECT COUNT(*) FROM venue_ratings r WHERE r.venue_id = venues.id),
                  rating_sum = (SELECT COALESCE(SUM(stars), 0) FROM venue_ratings r WHERE r.venue_id = venues.id)
WHERE id IN (SELECT venue_id FROM venue_ratings);
`;

async function load(name, url, { unique = false } = {}) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: unique
      ? [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}?bench=${i++}` }) }]
      : undefined,
  });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  const row = { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
  log(`${name.padEnd(40)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${errors}`);
  return row;
}

/** Every script the served home page loads before its first render (entry, preloads, page chunk). */
async function firstLoadJs(base) {
  const dir = path.join(root, "dist", "client");
  const html = await (await fetch(`${base}/`)).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(dir, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { files: [...files], raw, gz };
}

async function timeToFirstVenue(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "commit" });
  await page.locator('main a[href^="/venue/"]').first().waitFor({ state: "visible", timeout: 60_000 });
  const visible = await page.evaluate(() => performance.now());
  // First contentful paint: on pages whose venues are in the served HTML, that is when they show,
  // even while the app's JavaScript keeps the main thread busy (which delays the polling above).
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
  const ms = { visible, fcp };
  await page.close();
  return ms;
}

async function medianVisible(url, runs = 5) {
  const times = [];
  const paints = [];
  for (let r = 0; r < runs; r++) {
    const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "wcws-bench-chrome-")), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 390, height: 844 },
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const t = await timeToFirstVenue(context, url);
    times.push(t.visible);
    if (t.fcp !== null) paints.push(t.fcp);
    await context.close();
  }
  const median = (xs) => (xs.length ? Math.round(xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]) : null);
  return { visible: median(times), fcp: median(paints) };
}

/** The floor: the same list as plain static HTML from a bare Node server. */
async function staticFloor(venues) {
  const items = venues
    .map((v) => `<li><a href="/venue/${v.id}"><strong>${v.name.replace(/</g, "&lt;")}</strong></a><p>${v.address.replace(/</g, "&lt;")}</p></li>`)
    .join("");
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Seattle</title></head><body><main><h1>Seattle</h1><ul>${items}</ul></main></body></html>`;
  const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(html));
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const ms = await medianVisible(url);
  server.close();
  return ms;
}

try {
  log("Building the production SPA...");
  run("vite", ["build", "--logLevel", "warn"]);
  log("Generating the dataset...");
  migrateLocal(state, { quiet: true });
  seedLocal(state, { demo: false, quiet: true });
  const sqlFile = path.join(state, "bench-data.sql");
  writeFileSync(sqlFile, DATASET_SQL);
  run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", sqlFile], { quiet: true });

  const port = 18500 + Math.floor(Math.random() * 400);
  const server = await startDev({ port, persistTo: state, vars: { ENVIRONMENT: "production", SITE_URL: `http://127.0.0.1:${port}`, TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png` } });
  const base = server.url;
  const seattle = await (await fetch(`${base}/api/cities/seattle/venues`)).json();
  log(`Seattle has ${seattle.length} venues in the benchmark dataset.`);
  // Warm the caches once.
  await fetch(`${base}/api/cities/seattle/venues`).then((r) => r.arrayBuffer());

  const a = await load("(a) no-D1 endpoint GET /api/config", `${base}/api/config`);
  const b = await load("(b) one-query D1 endpoint GET /api/health", `${base}/api/health`);
  const c = await load("(c) city venues, cache miss", `${base}/api/cities/seattle/venues`, { unique: true });
  const d = await load("(d) city venues, cache hit", `${base}/api/cities/seattle/venues`);
  // index.html is never served raw (every page gets its head tags from the Worker), so (e) is a
  // static file through the same assets path.
  const e = await load("(e) static asset /images/favicon.svg", `${base}/images/favicon.svg`);
  const f = await load("(f) city page HTML /city/seattle", `${base}/city/seattle`);
  const js = await firstLoadJs(base);
  log(`First-load JS: ${(js.gz / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(1)} KB raw) in ${js.files.length} file(s)`);

  let visible = null;
  let floor = null;
  try {
    visible = await medianVisible(`${base}/city/seattle`);
    floor = await staticFloor(seattle);
    log(`First venue visible on /city/seattle (phone, 4x CPU throttle): ${visible.visible} ms (first contentful paint ${visible.fcp} ms); static HTML floor: ${floor.visible} ms (first contentful paint ${floor.fcp} ms)`);
  } catch (err) {
    log(`Browser timing skipped: ${err.message.split("\n")[0]}`);
  }
  await server.stop();

  const ratio = (x, y) => (x / y).toFixed(2);
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const md = `# Benchmarks

Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB,
Node ${process.version}, \`wrangler dev --log-level warn\` (local workerd + local D1), production build.
Dataset: 95 cities, 10,000 venues (${seattle.length} in Seattle), 100,000 bookmarks, 5,000 ratings.
Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row, loopback only. The load generator shares the 2 cores with workerd.

| endpoint | req/s | p50 ms | p99 ms | errors |
|---|---:|---:|---:|---:|
${[a, b, c, d, e, f].map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`).join("\n")}

| ratio | value | target |
|---|---:|---:|
| (c)/(b) cache miss vs one-query endpoint | ${ratio(c.rps, b.rps)} | ≥ 0.8 |
| (d)/(a) cache hit vs no-D1 endpoint | ${ratio(d.rps, a.rps)} | ≥ 0.9 |

First-load JavaScript of the home page: **${(js.gz / 1024).toFixed(1)} KB gzipped** (${(js.raw / 1024).toFixed(1)} KB raw; budget 150 KB gzipped).

Time until the first venue card of \`/city/seattle\` is visible (headless Chromium, 390×844, 4× CPU throttling, median of 5 cold loads):
${visible === null ? "not measured (no Chromium)" : `**${visible.visible} ms**, against **${floor.visible} ms** for a static HTML file holding the same list (ratio ${ratio(visible.visible, floor.visible)}; target ≤ 1.5). This polls for a visible venue link, so it also waits out the app's JavaScript keeping the main thread busy.

First contentful paint, which on this page already shows the venue list rendered into the served HTML: **${visible.fcp} ms**, against **${floor.fcp} ms** for the static file (ratio ${ratio(visible.fcp, floor.fcp)}).`}
`;
  mkdirSync(path.join(root, "docs"), { recursive: true });
  writeFileSync(path.join(root, "docs", "benchmarks.md"), md);
  log("\nWrote docs/benchmarks.md");
} finally {
  rmSync(state, { recursive: true, force: true });
}
