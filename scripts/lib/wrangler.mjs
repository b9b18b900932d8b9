// Runs wrangler quietly and offline: no metrics, no update checks, no Cloudflare API calls.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
  // Without an account id wrangler never needs to ask the API who we are.
  CLOUDFLARE_ACCOUNT_ID: process.env.CLOUDFLARE_ACCOUNT_ID ?? "local",
};

/** Runs a command to completion, throwing with its output when it fails. */
export function run(cmd, args, { quiet = false } = {}) {
  const res = spawnSync(cmd === "npm" || cmd.includes("/") ? cmd : bin(cmd), args, {
    cwd: root,
    env: quietEnv,
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
  });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed (${res.status})\n${res.stdout ?? ""}${res.stderr ?? ""}`);
  }
  return res.stdout ?? "";
}

/**
 * Runs commands at once, each to completion with its output kept; prints each one's output in the
 * given order as it ends, and throws with the first that failed.
 */
export async function runTogether(commands) {
  const runs = commands.map(([cmd, args]) => {
    const child = spawn(cmd === "npm" || cmd.includes("/") ? cmd : bin(cmd), args, { cwd: root, env: { ...quietEnv, FORCE_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    const start = Date.now();
    return once(child, "close").then(([status]) => ({ name: `${cmd} ${args.join(" ")}`, status, output, seconds: (Date.now() - start) / 1000 }));
  });
  const failed = [];
  for (const run of runs) {
    const { name, status, output, seconds } = await run;
    process.stdout.write(output);
    console.log(`  ${status === 0 ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
    if (status !== 0) failed.push(`${name} failed (${status})`);
  }
  if (failed.length) throw new Error(failed.join("; "));
}

const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : []);

export function migrateLocal(persistTo, opts) {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], opts);
}

export function seedLocal(persistTo, { demo = true, quiet = false } = {}) {
  run("tsx", ["scripts/seed.ts", ...(demo ? [] : ["--no-demo"]), ...persistArgs(persistTo)], { quiet });
}

/** A fresh local database for a benchmark or load run: migrations, the seed, then the run's own SQL. */
export function prepareDatabase(persistTo, { demo, sql, name }) {
  migrateLocal(persistTo, { quiet: true });
  seedLocal(persistTo, { demo, quiet: true });
  executeSql(persistTo, { sql, name });
}

/** Runs SQL on a local database (no server may be using it meanwhile). */
export function executeSql(persistTo, { sql, name }) {
  const file = path.join(persistTo, `${name}.sql`);
  writeFileSync(file, sql);
  run("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file], { quiet: true });
}

/**
 * Starts `wrangler dev` in its own process group and resolves once /api/health answers.
 * Returns { url, stop }. `vars` become --var bindings (secrets included, for local runs only).
 *
 * `devtools: false` detaches wrangler's devtools proxy. That proxy enables the Network domain of the
 * Worker's inspector, so every D1 call and cache write is copied (body base64-encoded) to the wrangler
 * process and appended to its debug log, whatever --log-level says: under load it costs more than the
 * Worker itself. wrangler has no flag for this; it skips the proxy when it runs under an editor's
 * debugger (VSCODE_INSPECTOR_OPTIONS set), so that variable is the switch. `logDir` moves wrangler's
 * debug log out of the home directory. `inspectorPort`: several servers at once each need their own.
 */
export async function startDev({ port, persistTo, vars = {}, logLevel = "warn", inherit = false, assets, devtools = true, logDir, inspectorPort }) {
  // --test-scheduled: /__scheduled runs the scheduled handler (`npm run cron`). wrangler's own
  // /cdn-cgi/handler/scheduled cannot: with assets, the request's first stop is the assets router, which
  // has no scheduled handler (a bare 500, nothing logged).
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", logLevel, "--test-scheduled", ...persistArgs(persistTo)];
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  if (assets) args.push("--assets", assets);
  // `SITE_NOW=2026-06-20T18:00:00Z npm start` shows the site as of that moment (README, "Time").
  // A local server never asks the public Overpass API: /dev/overpass is answered from memory with the
  // shipped San Francisco export (docs/decisions/042); OVERPASS_URL=... in the environment overrides it.
  const allVars = {
    OVERPASS_URL: process.env.OVERPASS_URL || `http://localhost:${port}/dev/overpass`,
    ...(process.env.SITE_NOW ? { SITE_NOW: process.env.SITE_NOW } : {}),
    ...vars,
  };
  for (const [k, v] of Object.entries(allVars)) args.push("--var", `${k}:${v}`);
  const child = spawn(bin("wrangler"), args, {
    cwd: root,
    env: {
      ...quietEnv,
      ...(devtools ? {} : { VSCODE_INSPECTOR_OPTIONS: "none" }),
      ...(logDir ? { WRANGLER_LOG_PATH: logDir } : {}),
    },
    detached: true,
    stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  if (!inherit) {
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    await Promise.race([once(child, "exit"), new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early (${child.exitCode})\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, stop, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not become healthy in 60 s\n${output}`);
}
