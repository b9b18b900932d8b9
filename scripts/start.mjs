// `npm start`: builds the SPA, applies migrations, seeds sample content and runs the site offline.
// `npm start -- --no-demo`: no sample content and no OpenStreetMap places (real data only).

import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importDemoPlaces } from "./lib/demo-places.mjs";
import { migrateLocal, root, run, seedLocal, startDev } from "./lib/wrangler.mjs";

const port = Number(process.env.PORT ?? 8787);
const demo = !process.argv.includes("--no-demo");
const devVars = path.join(root, ".dev.vars");

// ADMIN_PASSWORD: from the environment, else the one already in .dev.vars, else a new random one.
const existing = existsSync(devVars) ? readFileSync(devVars, "utf8") : "";
const fromFile = existing.match(/^ADMIN_PASSWORD=(.*)$/m)?.[1];
const password = process.env.ADMIN_PASSWORD || fromFile || randomBytes(12).toString("base64url");
const kept = existing.split("\n").filter((l) => l && !l.startsWith("ADMIN_PASSWORD=") && !l.startsWith("SITE_URL="));
// The football-data.org stand-in (docs/decisions/040): its token and address, unless a real token is set.
const footballData = /^FOOTBALL_DATA_TOKEN=/m.test(existing)
  ? []
  : ["FOOTBALL_DATA_TOKEN=local-test-token", `FOOTBALL_DATA_URL=http://localhost:${port}/dev/football-data`];
writeFileSync(devVars, [...kept, ...footballData, `ADMIN_PASSWORD=${password}`, `SITE_URL=http://localhost:${port}`].join("\n") + "\n");

console.log("Building the SPA...");
run("vite", ["build", "--logLevel", "warn"]);
console.log("Applying migrations...");
migrateLocal(undefined, { quiet: true });
console.log(demo ? "Seeding cities, pricing and sample content..." : "Seeding cities, pricing and the tournament data...");
seedLocal(undefined, { demo });

const server = await startDev({ port, logLevel: "info", inherit: true });
if (demo) {
  // Real places, through the admin's own import: anyone sees the result at once on the city page.
  const counts = await importDemoPlaces(`http://localhost:${port}`, password);
  console.log(
    `OpenStreetMap places of downtown San Francisco: ${counts.new} new, ${counts.unchanged} unchanged, ${counts.linked} linked (/city/san-francisco)`,
  );
}
console.log(`\nSite: http://localhost:${port}\nAdmin: http://localhost:${port}/admin/login  (password: ${password})\n`);
const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
