// `npm test`: lint and format check, dead-code check, typecheck, static checks (message catalogues), build, Worker tests in workerd, then browser tests in Chromium.
// Ends with one plain line "tests: N passed, N failed" summing every vitest run.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM } from "./lib/chromium.mjs";
import { root, run, runTogether } from "./lib/wrangler.mjs";

const chromium = CHROMIUM;
const reports = path.join(root, ".tmp", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

const step = async (name, fn) => {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  await fn();
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

function vitest(config, name) {
  const report = path.join(reports, `${name}.json`);
  try {
    run("vitest", ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  } finally {
    if (existsSync(report)) {
      const r = JSON.parse(readFileSync(report, "utf8"));
      totals.passed += r.numPassedTests;
      totals.failed += r.numFailedTests;
      totals.skipped += r.numPendingTests + r.numTodoTests;
    }
  }
}

const summary = () => console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);

try {
  // The checks that read the code only run at once: one after the other they left a core idle for 40 s.
  await step("lint, dead code, typecheck", () =>
    runTogether([
      ["biome", ["ci", "."]],
      ["knip", []],
      // `npm run typecheck`'s projects (a && b && c), each on its own.
      ...JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
        .scripts.typecheck.split(" && ")
        .map((command) => {
          const [cmd, ...args] = command.split(" ");
          return [cmd, args];
        }),
    ]),
  );
  await step("static checks", () => vitest("vitest.static.config.ts", "static"));
  await step("build", () => run("vite", ["build", "--logLevel", "warn"]));
  // A year ahead of the machine's date: no test may depend on the real one (docs/decisions/036).
  process.env.TEST_CLOCK_SHIFT_DAYS ??= "365";
  await step("worker tests (clock a year ahead)", () => vitest("vitest.worker.config.ts", "worker"));
  if (existsSync(chromium)) {
    await step("browser tests", () => vitest("vitest.e2e.config.ts", "e2e"));
  } else if (process.env.REQUIRE_BROWSER === "1") {
    console.error(`\n✘ browser tests: no Chromium at ${chromium} and REQUIRE_BROWSER=1 (install it: apt-get install -y chromium)`);
    summary();
    process.exit(1);
  } else {
    console.warn(`\n⚠ browser tests SKIPPED: no Chromium at ${chromium} (install it: apt-get install -y chromium)`);
  }
} catch (err) {
  console.error(`\n✘ ${err.message.split("\n")[0]}`);
  summary();
  process.exit(1);
}
summary();
