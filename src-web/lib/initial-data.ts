// The Worker inlines the first screen's API answers into the page (src-worker/services/content/seo.ts, under the keys of src-worker/shared/query-keys.ts);
// putting them in the query cache before the first render saves a round trip.
import type { QueryClient } from "@tanstack/react-query";

export function hydrateInitialData(queryClient: QueryClient): void {
  const el = document.getElementById("__INITIAL_DATA__");
  if (!el?.textContent) return;
  try {
    const entries = JSON.parse(el.textContent) as { queryKey: unknown[]; data: unknown }[];
    for (const { queryKey, data } of entries) queryClient.setQueryData(queryKey, data);
  } catch {
    // Malformed inline data only costs the round trip it was meant to save.
  }
  el.remove();
}
