// `npm run load`: a load run of the site on `wrangler dev` (production build, seeded sample
// content), loopback only, written to docs/load.md. A script, not a test: numbers depend on the machine.
//
// 1. Public reads: autocannon, 50 connections, LOAD_SECONDS (default 60) over a mix of pages, API
//    reads and static assets. Zero errors and zero non-2xx answers are required.
// 2. Admin writes under load: while autocannon loads the same public reads again, an admin signs in
//    and repeatedly approves, features and deletes venues and unpublishes / republishes a post;
//    right after each write returns, the public endpoints that show it are read and must reflect it
//    (a deleted venue or an unpublished post never appears after the call returned).
// Exits non-zero when any requirement fails (docs/load.md is written either way).

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { prepareDatabase, quietEnv, root, run, startDev } from "./lib/wrangler.mjs";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const PASSWORD = "load-admin-password";
/** Pending venues created for the admin loop (each is approved, featured, then deleted once). */
const PENDING_VENUES = 2000;
const state = mkdtempSync(path.join(tmpdir(), "wcws-load-"));
const buildDir = path.join(root, ".tmp", "build-load");
const log = (...a) => console.log(...a);

const PENDING_SQL = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PENDING_VENUES})
INSERT INTO venues (city_id, name, slug, address, status, has_food, big_screens)
SELECT (SELECT id FROM cities WHERE slug = 'seattle'), 'Load Test Venue ' || i, 'load-test-venue-' || i, i || ' Load Street, Seattle', 'pending', 1, 1 FROM n;
`;

function staticAssets() {
  const html = readFileSync(path.join(buildDir, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(files), "/images/hero-stadium.svg", "/images/favicon.svg"];
}

async function load(name, base, paths) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  const row = {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx ?? 0,
  };
  log(
    `${name.padEnd(44)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}  (${row.requests} requests)`,
  );
  return row;
}

/** The admin loop: each write, then the public reads that must already show it. */
async function adminWrites(base, until) {
  const origin = base;
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = /wcws_admin=[^;]+/.exec(login.headers.get("set-cookie") ?? "")[0];
  const admin = async (method, p, body) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
  const read = async (p) => {
    const res = await fetch(`${base}${p}`);
    return { status: res.status, body: res.status === 200 ? await res.json() : await res.text() };
  };
  const pending = (await admin("GET", "/api/admin/venues?status=pending")).filter((v) => v.name.startsWith("Load Test Venue"));
  const post = (await read("/api/blog/posts")).body[0];
  const stats = { writes: 0, checks: 0, violations: [], writeMs: [] };
  const check = (ok, what) => {
    stats.checks++;
    if (!ok) stats.violations.push(what);
  };
  const timed = async (fn) => {
    const started = performance.now();
    const out = await fn();
    stats.writeMs.push(performance.now() - started);
    stats.writes++;
    return out;
  };
  const listed = (list, id) => Array.isArray(list) && list.some((v) => v.id === id);
  let i = 0;
  while (Date.now() < until && i < pending.length) {
    const { id } = pending[i++];
    await timed(() => admin("POST", "/api/admin/venues/approve", { venueId: id }));
    check(listed((await read("/api/cities/seattle/venues")).body, id), `venue ${id} approved but missing from /api/cities/seattle/venues`);
    check((await read(`/api/venues/${id}`)).status === 200, `venue ${id} approved but /api/venues/${id} is not 200`);

    await timed(() => admin("POST", "/api/admin/venues/feature", { venueId: id, days: 1 }));
    check(listed((await read("/api/venues/featured")).body, id), `venue ${id} featured but missing from /api/venues/featured`);

    await timed(() => admin("DELETE", `/api/admin/venues/${id}`));
    check(!listed((await read("/api/cities/seattle/venues")).body, id), `venue ${id} deleted but still in /api/cities/seattle/venues`);
    check(!listed((await read("/api/venues/featured")).body, id), `venue ${id} deleted but still in /api/venues/featured`);
    check((await read(`/api/venues/${id}`)).status === 404, `venue ${id} deleted but /api/venues/${id} is not 404`);

    await timed(() => admin("POST", "/api/admin/blog/reject", { postId: post.id }));
    check(!(await read("/api/blog/posts")).body.some((p) => p.id === post.id), `post ${post.id} unpublished but still in /api/blog/posts`);
    check((await read(`/api/blog/posts/${post.slug}`)).status === 404, `post ${post.slug} unpublished but still served`);
    await timed(() => admin("POST", "/api/admin/blog/approve", { postId: post.id }));
    check(
      (await read("/api/blog/posts")).body.some((p) => p.id === post.id),
      `post ${post.id} republished but missing from /api/blog/posts`,
    );
    check((await read(`/api/blog/posts/${post.slug}`)).status === 200, `post ${post.slug} republished but not served`);
  }
  const sorted = [...stats.writeMs].sort((a, b) => a - b);
  stats.writeP50 = Math.round(sorted[Math.floor(sorted.length * 0.5)] ?? 0);
  stats.writeP99 = Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
  stats.venues = i;
  return stats;
}

let failed = false;
try {
  log("Building the production SPA...");
  // Its own build directory: a parallel test run may be serving dist/client.
  quietEnv.BUILD_OUT_DIR = buildDir;
  run("vite", ["build", "--logLevel", "warn"]);
  log("Seeding sample content...");
  prepareDatabase(state, { demo: true, sql: PENDING_SQL, name: "load-data" });

  const port = 18900 + Math.floor(Math.random() * 90);
  const server = await startDev({
    port,
    persistTo: state,
    logDir: state,
    assets: buildDir,
    vars: {
      ENVIRONMENT: "production",
      ADMIN_PASSWORD: PASSWORD,
      SITE_URL: `http://127.0.0.1:${port}`,
      TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png`,
    },
  });
  const base = server.url;
  const loadBefore = os.loadavg()[0];
  let rows;
  let stats;
  try {
    const venue = (await (await fetch(`${base}/api/cities/seattle/venues`)).json())[0];
    const paths = [
      "/",
      "/city/seattle",
      "/api/cities",
      "/api/cities/seattle/venues",
      "/api/venues/featured",
      `/api/venues/${venue.id}`,
      "/api/tags",
      "/api/blog/posts",
      ...staticAssets(),
    ];
    log(`Mix (${paths.length} paths): ${paths.join(" ")}`);
    for (const p of paths) {
      const res = await fetch(base + p);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${p} answered ${res.status} before the load started`);
    }
    const reads = await load("public reads", base, paths);
    const until = Date.now() + SECONDS * 1000;
    const [mixed, writes] = await Promise.all([load("public reads during admin writes", base, paths), adminWrites(base, until)]);
    rows = [reads, mixed];
    stats = writes;
    log(
      `Admin writes: ${stats.writes} (${stats.venues} venues approved, featured and deleted; a post unpublished and republished as often), p50 ${stats.writeP50} ms, p99 ${stats.writeP99} ms; consistency checks ${stats.checks}, violations ${stats.violations.length}`,
    );
    for (const v of stats.violations.slice(0, 20)) log(`  violation: ${v}`);
  } finally {
    await server.stop();
  }

  failed = rows.some((r) => r.errors > 0 || r.non2xx > 0) || stats.violations.length > 0 || stats.writes === 0;
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const md = `# Load

Run with \`npm run load\` (LOAD_SECONDS=${SECONDS}) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB,
Node ${process.version}, \`wrangler dev --log-level warn\` (local workerd + local D1), production build, seeded sample content.
Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row, loopback only; the load generator shares the cores with workerd.
Machine load average (1 min) when the run started: ${loadBefore.toFixed(1)} (anything else running on the machine lowers the figures).
Mix, requested in turn: \`/\`, \`/city/seattle\`, \`/api/cities\`, \`/api/cities/seattle/venues\`, \`/api/venues/featured\`, \`/api/venues/{id}\`, \`/api/tags\`, \`/api/blog/posts\`, and the static assets of the home page.

| run | requests | req/s | p50 ms | p99 ms | errors | non-2xx |
|---|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`).join("\n")}

Admin writes during the second run (one signed-in admin, one write at a time): **${stats.writes}** writes
(${stats.venues} venues approved, featured and deleted; a blog post unpublished and republished as often),
write latency p50 ${stats.writeP50} ms, p99 ${stats.writeP99} ms.
After each write returned, the public endpoints showing it were read at once (${stats.checks} checks):
**${stats.violations.length} inconsistencies** (a deleted venue or unpublished post still shown, or an approved or featured one missing).

Result: ${failed ? "**FAILED**" : "passed"} (required: zero errors, zero non-2xx answers, zero inconsistencies).
`;
  mkdirSync(path.join(root, "docs"), { recursive: true });
  writeFileSync(path.join(root, "docs", "load.md"), md);
  log(`\nWrote docs/load.md${failed ? " (FAILED)" : ""}`);
} finally {
  rmSync(state, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
