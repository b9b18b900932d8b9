// Shared helpers for Worker tests: call the Worker, seed data.
import { env, exports } from "cloudflare:workers";
import { baseSeedStatements, demoSeedStatements } from "../../src-worker/db/seed";

export const BASE = "http://localhost:8787";

export async function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  return (exports as { default: { fetch: (r: Request) => Promise<Response> } }).default.fetch(
    new Request(BASE + path, {
      ...rest,
      headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    }),
  );
}

export async function callJson<T = unknown>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, init);
  const body = (await res.json()) as T;
  return { status: res.status, body, res };
}

async function execAll(statements: string[]) {
  // D1 batches run as one transaction; chunk to keep each batch reasonable.
  for (let i = 0; i < statements.length; i += 50) {
    await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
  }
}

export const seedBase = () => execAll(baseSeedStatements());
export const seedDemo = () => execAll([...baseSeedStatements(), ...demoSeedStatements()]);
