// How many browser-test files run at once; each runner has its own server (global-setup.ts).
// Chromium's rendering keeps a core busy per runner, so two runners on a 2-core machine make each file
// 1.5-3x slower; the whole run is still shorter (769 s against 926 s one at a time), as one runner's
// browser renders while the other waits on its server. More cores, more runners (at most four).
import { availableParallelism } from "node:os";

export const E2E_RUNNERS = Number(process.env.E2E_RUNNERS ?? Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2))));
