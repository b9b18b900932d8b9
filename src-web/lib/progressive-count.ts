// Long lists render in two steps: a first screenful with the page, the rest in a transition right
// after. React renders a transition in small slices, so on a slow phone the page keeps answering taps
// and scrolls while the remaining items are built, instead of freezing once for the whole list.
import { startTransition, useEffect, useState } from "react";

/** How many of `total` items to render now: at most `first` on the first render, all of them after. */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAll(true));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}

/**
 * False on the first render, true from the transition right after it: for sections below the first
 * screen, so the browser styles and lays out the first screen alone and the rest in later tasks.
 */
export function useAfterFirstRender(): boolean {
  return useProgressiveCount(1, 0) === 1;
}
