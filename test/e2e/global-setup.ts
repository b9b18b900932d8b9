// Starts the whole site for the browser tests: one server per test runner (runners.ts), each on its
// own temporary state dir with migrations and the seed, so no file sees another's writes happen under it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain JS helper
import { executeSql, migrateLocal, seedLocal, startDev } from "../../scripts/lib/wrangler.mjs";
import { E2E_NOW } from "./clock";
import { E2E_RUNNERS } from "./runners";

const E2E_ADMIN_PASSWORD = "e2e-admin-password";

/** One runner's server. */
interface E2EServer {
  baseURL: string;
  /** One admin session for the runner's signed-in pages: the login limiter (10 per address per 15 minutes) is not spent on them. */
  adminSession: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Indexed by runner (VITEST_POOL_ID - 1). */
    servers: E2EServer[];
    adminPassword: string;
  }
}

/**
 * Claims the tests need that the shipped seed has no reason to make: a Seattle venue that confirmed
 * showing a club match (Tottenham v Fulham, match 1121, on the league's provisional date), as an
 * owner would through their listing (club-pages.e2e.ts); a Chicago pub that confirmed Brentford v
 * Arsenal, Arsenal's next match at the suite's clock (live-sources.e2e.ts).
 */
const TEST_CLAIMS_SQL = `INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at)
  SELECT id, 'match:1121', 'match', 1121, 'owner', 1795194000000 FROM venues WHERE slug = 'second-half-sports-grill';
INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at)
  SELECT v.id, 'match:' || m.number, 'match', m.number, 'owner', 1795194000000 FROM venues v, matches m
  WHERE v.slug = 'one-two-pub' AND m.team1_code = 'brentford' AND m.team2_code = 'arsenal' AND m.competition_id = 'premier-league-2026-27';`;

async function startServer(port: number): Promise<{ server: E2EServer; stop: () => Promise<void> }> {
  const state = mkdtempSync(path.join(tmpdir(), "wcws-e2e-"));
  migrateLocal(state, { quiet: true });
  seedLocal(state, { demo: true, quiet: true });
  executeSql(state, { sql: TEST_CLAIMS_SQL, name: "test-claims" });
  const server = await startDev({
    port,
    persistTo: state,
    // Without wrangler's devtools proxy, which copies every D1 call to its own log (decision 006).
    devtools: false,
    // Each server needs its own inspector port.
    inspectorPort: port + 1,
    // E2E_ASSETS_DIR: serve a build made with BUILD_OUT_DIR instead of dist/client.
    assets: process.env.E2E_ASSETS_DIR,
    vars: {
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ENVIRONMENT: "test",
      SITE_NOW: E2E_NOW,
      SITE_URL: `http://127.0.0.1:${port}`,
      // Tiles are requested from this server (which has none) so no request leaves the machine.
      TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png`,
      // The football-data.org stand-in, answered inside the Worker (live-sources.e2e.ts), as `npm start` sets it.
      FOOTBALL_DATA_TOKEN: "local-test-token",
      FOOTBALL_DATA_URL: `http://127.0.0.1:${port}/dev/football-data`,
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(state, { recursive: true, force: true });
  };
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
    });
    const adminSession = /wcws_admin=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
    if (!login.ok || !adminSession) throw new Error(`the suite's admin sign-in failed: ${login.status}`);
    return { server: { baseURL: server.url as string, adminSession }, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export default async function setup(project: TestProject) {
  const first = 18000 + 10 * Math.floor(Math.random() * 200);
  const started = await Promise.allSettled(Array.from({ length: E2E_RUNNERS }, (_, i) => startServer(first + 3 * i)));
  const stops = started.flatMap((s) => (s.status === "fulfilled" ? [s.value.stop] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(stops.map((stop) => stop()));
    throw failed.reason;
  }
  project.provide(
    "servers",
    started.flatMap((s) => (s.status === "fulfilled" ? [s.value.server] : [])),
  );
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
