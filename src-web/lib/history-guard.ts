// The browser's Back and Forward inside the app, asked about first while a form holds unsaved changes
// (lib/leave-guard.ts; docs/decisions/047). Listeners on window run in the order they were added, and
// the router adds its own popstate listener when it first renders: main.tsx imports this module before
// that, so this listener runs first and can keep a move from the router. Leaving dispatches the same
// move again for the router; staying goes back to the form's entry (the router numbers its entries,
// `idx` in history.state), and that return is kept from the router too, which so never sees a move it
// did not follow.

interface HistoryGuard {
  /** The router's number for the entry the form is on. */
  here: number;
  /** Asks the reader; true to leave. */
  ask: () => boolean;
}

const guards = new Set<HistoryGuard>();
/** The next popstate is the way back to the form's entry, which the router never left. */
let returning = false;
/** The move the reader chose to make, dispatched again for the router. */
let passing: Event | null = null;

/** The router's number for a history entry, when it made the entry. */
export function entryIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : undefined;
}

/** Asks before Back or Forward leaves the entry `here`, until the returned function is called. */
export function guardHistory(guard: HistoryGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

window.addEventListener("popstate", (e) => {
  if (e === passing) return;
  if (returning) {
    returning = false;
    e.stopImmediatePropagation();
    return;
  }
  // With two forms open on a page, one question.
  const guard = [...guards].at(-1);
  const to = entryIndex(e.state);
  // An entry the router did not number cannot be gone back from exactly: the move is let through.
  if (!guard || to === undefined || to === guard.here) return;
  e.stopImmediatePropagation();
  if (guard.ask()) {
    passing = new PopStateEvent("popstate", { state: e.state });
    window.dispatchEvent(passing);
    passing = null;
  } else {
    returning = true;
    window.history.go(guard.here - to);
  }
});
