// Back/Forward return the reader to where they were. React Router's ScrollRestoration saves and
// restores positions, but restores once, at the first render, when a page whose list renders in steps
// (the city page) is still too short to reach the old position. This keeps trying while the page
// grows, for a moment, and stops as soon as the reader scrolls themselves.
import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** ScrollRestoration's own storage (its default key). */
const STORAGE_KEY = "react-router-scroll-positions";
const KEEP_TRYING_MS = 2000;

function savedPosition(key: string): number | null {
  try {
    const positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
    return typeof positions[key] === "number" ? positions[key] : null;
  } catch {
    return null;
  }
}

export function ScrollBack() {
  const location = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== "POP") return;
    const target = savedPosition(location.key);
    if (!target) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    const tryScroll = () => {
      if (!stopped && Math.abs(window.scrollY - target) > 2) window.scrollTo(0, target);
    };
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
  }, [location.key, navigation]);
  return null;
}
