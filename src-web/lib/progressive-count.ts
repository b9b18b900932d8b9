// Long lists render in steps: a first screenful with the page, the rest in transitions right after,
// `step` items at a time. React renders a transition in small slices, and each step's commit, style
// and layout is a short task of its own, so on a slow phone the page keeps answering taps and
// scrolls while the remaining items are built, instead of freezing once for the whole list.
import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` items to render now: at most `first` on the first render, then `step` more in
 * each transition after a commit until all are shown (by default all of them in the second).
 */
export function useProgressiveCount(total: number, first: number, step = Number.POSITIVE_INFINITY): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + step));
  }, [shown, total, step]);
  return Math.min(total, shown);
}
