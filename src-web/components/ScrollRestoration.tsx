// Where the reader is on each page. A new page opens at its top (or at its #anchor), also when it is
// a whole document load (an address typed or pasted, a link from elsewhere, the language switcher);
// Back and Forward, and a reload, return the reader to where they were. A page whose list renders in steps
// (the city page) is still too short for the old position at its first render, so the return keeps
// trying while the page grows, for a moment, and stops as soon as the reader scrolls themselves.
import { useLayoutEffect } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";
const KEEP_TRYING_MS = 2000;

/** Navigation state that keeps the reader's position (a filter change on the same page). */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (location: Location) => (location.state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or refused storage only costs the return to the old position.
  }
}

// The browser's own restoration would scroll before the app has drawn the page.
if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
const positions = readPositions();

// The router names an entry it did not make itself (the first one of every document load) "default",
// so every typed address would share one saved position: each entry gets a key of its own, before
// the router reads it. An entry that already has one (a reload, Back into the app) keeps it.
const entryState = window.history.state as { key?: unknown } | null;
if (typeof entryState?.key !== "string") {
  window.history.replaceState({ ...entryState, key: Math.random().toString(36).slice(2, 10) }, "");
}

/**
 * How this document was loaded. The router calls its first page a "POP" whatever brought it, but only
 * a reload or Back/Forward into the document returns to an old position; any other load is a new page.
 */
const loadReturns = (() => {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
})();
let firstPage = true;

/** Scrolls to `target` now and whenever the page grows, for a moment, until the reader scrolls. */
function returnTo(target: number): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const tryScroll = () => {
    if (!stopped && Math.abs(window.scrollY - target) > 2) window.scrollTo(0, target);
  };
  tryScroll();
  const observer = new ResizeObserver(tryScroll);
  observer.observe(document.body);
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  for (const e of events) window.addEventListener(e, stop, { passive: true, once: true });
  const timer = setTimeout(() => {
    stop();
    observer.disconnect();
  }, KEEP_TRYING_MS);
  return () => {
    stop();
    observer.disconnect();
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop);
  };
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();
  const { key, hash } = location;

  // Layout effects: the page being left stops recording before the next one scrolls.
  useLayoutEffect(() => {
    const record = () => {
      positions[key] = window.scrollY;
    };
    const save = () => writePositions(positions);
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
      save();
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown, not on state changes within it
  useLayoutEffect(() => {
    const returning = firstPage ? loadReturns : navigation === "POP";
    firstPage = false;
    if (returning) {
      const target = positions[key];
      return typeof target === "number" && target > 0 ? returnTo(target) : undefined;
    }
    const anchor = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else if (!keepsScroll(location)) window.scrollTo(0, 0);
    return undefined;
  }, [key]);

  return null;
}
