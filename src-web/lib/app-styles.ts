import { useLayoutEffect } from "react";

/**
 * Behind an edge first paint, the app's stylesheet arrives as `media="print"` (html/head.ts): loaded,
 * but not applied to the first paint, which has its own styles. It applies in the app's first commit,
 * before that frame is painted, so the browser works out the page's styles once, for the app's page,
 * instead of once more for a first paint about to be replaced (decision 048).
 */
export function useAppStyles() {
  useLayoutEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-styles]")) link.media = "all";
  }, []);
}
