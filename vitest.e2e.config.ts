// Browser end-to-end tests: real Chromium (playwright-core) against `wrangler dev` on throwaway state.
import { defineConfig } from "vitest/config";
import { E2E_RUNNERS } from "./test/e2e/runners";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.ts"],
    globalSetup: ["./test/e2e/global-setup.ts"],
    testTimeout: 60_000,
    // A failed test prints what its browsers were waiting for (fixtures.ts) and runs once more; the retry
    // shows in the report. It came in for what looked like a stalled local server and was playwright
    // losing the end of a worker's script (decision 019, addenda): kept until whole runs show no retry.
    retry: 1,
    hookTimeout: 120_000,
    // expect.poll waits for what the app shows; a loaded CI machine can take more than vitest's 1 s default.
    expect: { poll: { timeout: 10_000 } },
    // Files run one per runner at a time, each runner against its own server (test/e2e/runners.ts).
    maxWorkers: E2E_RUNNERS,
  },
});
