// Starts the whole site once for the browser tests: migrations + seed on a temporary state dir.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain JS helper
import { migrateLocal, seedLocal, startDev } from "../../scripts/lib/wrangler.mjs";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
    /** One admin session for the suite's signed-in pages: the login limiter (10 per address per 15 minutes) is not spent on them. */
    adminSession: string;
  }
}

export default async function setup(project: TestProject) {
  const state = mkdtempSync(path.join(tmpdir(), "wcws-e2e-"));
  migrateLocal(state, { quiet: true });
  seedLocal(state, { demo: true, quiet: true });
  const port = 18000 + Math.floor(Math.random() * 2000);
  const server = await startDev({
    port,
    persistTo: state,
    // E2E_ASSETS_DIR: serve a build made with BUILD_OUT_DIR instead of dist/client.
    assets: process.env.E2E_ASSETS_DIR,
    vars: {
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ENVIRONMENT: "test",
      SITE_URL: `http://127.0.0.1:${port}`,
      // Tiles are requested from this server (which has none) so no request leaves the machine.
      TILE_URL: `http://127.0.0.1:${port}/__no_tiles__/{z}/{x}/{y}.png`,
    },
  });
  project.provide("baseURL", server.url);
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  const session = /wcws_admin=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
  if (!login.ok || !session) throw new Error(`the suite's admin sign-in failed: ${login.status}`);
  project.provide("adminSession", session);
  return async () => {
    await server.stop();
    rmSync(state, { recursive: true, force: true });
  };
}
