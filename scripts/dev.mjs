// `npm run dev`: hot reload. Vite serves the SPA on 5173 and proxies /api to `wrangler dev` on PORT,
// which reloads the Worker on change. Seeded local state is shared with `npm start`.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { migrateLocal, quietEnv, root, seedLocal, startDev } from "./lib/wrangler.mjs";

const port = Number(process.env.PORT ?? 8787);
// wrangler dev refuses to start until the assets directory exists.
const assets = path.join(root, "dist", "client");
if (!existsSync(assets)) mkdirSync(assets, { recursive: true });
migrateLocal(undefined, { quiet: true });
seedLocal(undefined, { demo: true, quiet: true });
const worker = await startDev({ port, logLevel: "info", inherit: true });
const vite = spawn(path.join(root, "node_modules/.bin/vite"), [], { cwd: root, env: { ...quietEnv, PORT: String(port) }, stdio: "inherit" });
const stop = async () => {
  vite.kill("SIGTERM");
  await worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
