import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "./components/Toaster";
import { hydrateInitialData } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import { router } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
hydrateInitialData(queryClient);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <RouterProvider router={router} />
      </Toaster>
    </QueryClientProvider>
  </StrictMode>,
);
