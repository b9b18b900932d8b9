import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./src-worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ENVIRONMENT: "test",
            ADMIN_PASSWORD: "test-admin-password",
            // Answered from memory with the shipped San Francisco export (services/imports/overpass.ts).
            OVERPASS_URL: "http://localhost/dev/overpass",
            // test/worker/matches/wc-golden.test.ts prints its answers instead of comparing them when set.
            RECORD_GOLDEN: process.env.RECORD_GOLDEN ?? "",
            // test/worker/setup.ts: the machine's clock that many days ahead (`npm test` runs a year ahead).
            TEST_CLOCK_SHIFT_DAYS: process.env.TEST_CLOCK_SHIFT_DAYS ?? "",
          },
        },
      }),
    ],
    test: {
      include: ["test/worker/**/*.test.ts"],
      setupFiles: ["./test/worker/setup.ts"],
      // Vitest's default (all cores but one) is a single runner on a 2-core machine; most of a file's time
      // is its own workerd starting, which overlaps well with another file's tests.
      maxWorkers: 2,
      // Each file imports the Worker afresh in its own workerd, module by module: the libraries
      // pre-bundled (one module each) cut that import by about a third.
      deps: { optimizer: { ssr: { enabled: true, include: ["stripe", "drizzle-orm", "zod", "hono", "use-intl", "papaparse", "fflate", "opening_hours"] } } },
      // Request log lines are noise in test output; errors still show.
      onConsoleLog: (log: string) => !log.startsWith('{"requestId"'),
    },
    logLevel: "error" as const,
  };
});
