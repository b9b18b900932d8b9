// `npm run cron`: runs the scheduled jobs once on the local server (`npm start` or `npm run dev`, which
// start wrangler dev with --test-scheduled: scripts/lib/wrangler.mjs) and prints each job's result.
// The handler answers at once and works on (waitUntil), so the result is read from the run it records,
// through the admin API (GET /api/admin/cron) with the password of .dev.vars or ADMIN_PASSWORD.
// Outside production the cron reads no external fixture address (docs/decisions/039).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/wrangler.mjs";

const port = Number(process.env.PORT ?? 8787);
const base = `http://localhost:${port}`;
const devVars = path.join(root, ".dev.vars");
const password = process.env.ADMIN_PASSWORD || (existsSync(devVars) ? readFileSync(devVars, "utf8").match(/^ADMIN_PASSWORD=(.*)$/m)?.[1] : undefined);

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function get(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fail(`No server answers at ${base}: start it with \`npm start\` (or \`npm run dev\`), then run \`npm run cron\` again.`);
  }
}

if (!password) fail("No admin password: set ADMIN_PASSWORD, or start the site once with `npm start` (it writes .dev.vars).");

const login = await get(`${base}/api/admin/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ password }),
});
const cookie = login.headers.get("set-cookie")?.match(/wcws_admin=[^;]+/)?.[0];
if (!login.ok || !cookie) fail(`Admin sign-in failed (${login.status}): ${await login.text()}`);

const asked = Date.now();
const run = await get(`${base}/__scheduled?cron=*/15+*+*+*+*`);
const answer = await run.text();
if (!run.ok)
  fail(`The scheduled handler answered ${run.status}: ${answer}\nIs the server a \`wrangler dev\` started with --test-scheduled (npm start / npm run dev)?`);

// The run is recorded once every job has finished.
const deadline = Date.now() + 120_000;
let last;
while (Date.now() < deadline) {
  const res = await get(`${base}/api/admin/cron?limit=1`, { headers: { cookie } });
  if (!res.ok) fail(`GET /api/admin/cron answered ${res.status}: ${await res.text()}`);
  [last] = await res.json();
  if (last && Date.parse(last.startedAt) >= asked - 1000) break;
  last = undefined;
  await new Promise((r) => setTimeout(r, 500));
}
if (!last) fail("The scheduled run did not finish within 2 minutes: see the server's log.");

const failed = Object.entries(last.results).filter(([, r]) => r !== "ok");
const width = Math.max(...Object.keys(last.results).map((n) => n.length));
console.log(`Scheduled run of ${last.startedAt} (${Date.parse(last.finishedAt) - Date.parse(last.startedAt)} ms):`);
for (const [name, result] of Object.entries(last.results)) console.log(`  ${result === "ok" ? "✔" : "✘"} ${name.padEnd(width)}  ${result}`);
console.log(failed.length ? `${failed.length} of ${Object.keys(last.results).length} jobs failed.` : `All ${Object.keys(last.results).length} jobs ok.`);
process.exit(failed.length ? 1 : 0);
