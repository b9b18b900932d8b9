// Static checks of the source in Node (no Worker, no browser): the message catalogues and their use.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@shared": fileURLToPath(new URL("./src-worker/shared", import.meta.url)) } },
  // Parsing every source file takes seconds on a loaded machine.
  test: { include: ["test/static/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
