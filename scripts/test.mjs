// `npm test`: typecheck, build, Worker tests in workerd, then browser tests in Chromium.
import { existsSync } from "node:fs";
import { run } from "./lib/wrangler.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const step = (name, fn) => {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  fn();
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

try {
  step("typecheck", () => run("npm", ["run", "--silent", "typecheck"]));
  step("build", () => run("vite", ["build", "--logLevel", "warn"]));
  step("worker tests", () => run("vitest", ["run", "--config", "vitest.worker.config.ts"]));
  if (existsSync(chromium)) {
    step("browser tests", () => run("vitest", ["run", "--config", "vitest.e2e.config.ts"]));
  } else if (process.env.REQUIRE_BROWSER === "1") {
    console.error(`\n✘ browser tests: no Chromium at ${chromium} and REQUIRE_BROWSER=1 (install it: apt-get install -y chromium)`);
    process.exit(1);
  } else {
    console.warn(`\n⚠ browser tests SKIPPED: no Chromium at ${chromium} (install it: apt-get install -y chromium)`);
  }
} catch (err) {
  console.error(`\n✘ ${err.message.split("\n")[0]}`);
  process.exit(1);
}
