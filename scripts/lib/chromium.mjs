// The one way the browser tests and the benchmark start Chromium: Debian's build, headless, with
// nothing that reaches the network on its own (no updates, sync or background requests).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A fresh persistent context (its own profile directory) with the given viewport and playwright options. */
export function launchChromium(viewport, options = {}) {
  return chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "wcws-chrome-")), {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    ...options,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // NETLOG_DIR: each browser writes Chromium's network log there (sockets, bytes, stalls).
      ...(process.env.NETLOG_DIR ? [`--log-net-log=${mkdtempSync(path.join(process.env.NETLOG_DIR, "net-"))}/log.json`] : []),
    ],
  });
}
