// The browser's ICU loads its locale and time-zone data once per process, on the first Intl formatter
// made: 25-100 ms here, in one piece, on whichever thread asks first. A worker asks first, while the
// page's chunks download, so the main thread's formatters then cost well under a millisecond each
// (decision 016). Imported first by main.tsx so that the worker starts before the app's code evaluates.
import { INTL_LOCALE, splitLocale } from "@shared/i18n/locales";

/** The longest the first render waits for the worker: past it, the main thread loads the data itself. */
const MAX_WAIT_MS = 1000;

function warmUp(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { name: INTL_LOCALE[splitLocale(window.location.pathname).locale] });
      const done = () => {
        worker.terminate();
        resolve();
      };
      worker.onmessage = done;
      worker.onerror = done;
      setTimeout(done, MAX_WAIT_MS);
    } catch {
      resolve();
    }
  });
}

/** Resolves once the page's language's Intl data is loaded (or could not be loaded off the main thread). */
export const intlReady = warmUp();
