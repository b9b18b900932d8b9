// First, so that the browser's Intl data starts loading off the main thread before the rest evaluates.
import "./lib/intl-warmup";
// Before the router adds its own popstate listener: Back over unsaved changes is asked about first.
import "./lib/history-guard";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { BrowserRouter } from "react-router";
import { Toaster } from "./components/Toaster";
import { useAppStyles } from "./lib/app-styles";
import { BOOT_NAMESPACES, I18nProvider, loadNamespaces, ROUTER_BASENAME } from "./lib/i18n";
import { hydrateInitialData } from "./lib/initial-data";
import { intlReady } from "./lib/intl-warmup";
import { nextTask } from "./lib/next-task";
import { createQueryClient } from "./lib/query-client";
import { createRoot } from "./lib/react-dom-root";
import { AppRoutes, preloadPage } from "./router";
import "./styles.css";

// Evaluating the app's code is a few tasks (lib/next-task.ts); making the query cache is the next one,
// so that none holds the main thread as long as all would (decisions 016, 051).
await nextTask();
const queryClient = createQueryClient();
hydrateInitialData(queryClient);

function App() {
  useAppStyles();
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <BrowserRouter basename={ROUTER_BASENAME}>
            <AppRoutes />
          </BrowserRouter>
        </Toaster>
      </QueryClientProvider>
    </I18nProvider>
  );
}

// Rendering replaces the edge-rendered first paint in #root; waiting for the page module keeps
// that first paint on screen instead of a blank page while the chunk loads.
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a tap during start-up is answered.
// A page whose chunk fails to load still renders: it then says so, with a way to reload.
const pageLoaded = preloadPage(window.location.pathname).catch(() => undefined);
await Promise.all([pageLoaded, loadNamespaces(BOOT_NAMESPACES), intlReady]);
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
