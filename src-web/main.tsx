// First, so that the browser's Intl data starts loading off the main thread before the rest evaluates.
import "./lib/intl-warmup";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "./components/Toaster";
import { BOOT_NAMESPACES, I18nProvider, loadNamespaces } from "./lib/i18n";
import { hydrateInitialData } from "./lib/initial-data";
import { intlReady } from "./lib/intl-warmup";
import { createQueryClient } from "./lib/query-client";
import { createRouter } from "./router";
import "./styles.css";

// Evaluating the app's code is one task; making the router and the query cache is the next one, so
// that neither holds the main thread as long as both would (decision 016).
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createRouter();
const queryClient = createQueryClient();
hydrateInitialData(queryClient);

/** Resolves once the first route's lazy page module has loaded. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

// Rendering replaces the edge-rendered first paint in #root; waiting for the page module keeps
// that first paint on screen instead of a blank page while the chunk loads.
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a tap during start-up is answered.
await Promise.all([routerReady(), loadNamespaces(BOOT_NAMESPACES), intlReady]);
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <Toaster>
            <RouterProvider router={router} />
          </Toaster>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);
