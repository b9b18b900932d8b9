// Sections far below the first screen render in a transition right after the page's first render:
// the browser then styles and lays out the first screen alone, and the rest in later tasks.
import { useProgressiveCount } from "../../lib/progressive-count";

/**
 * Until its children render, a screen-high placeholder keeps what follows (the footer) below the
 * screen, so nothing on screen moves when they arrive. Only for content taller than a screen.
 */
export function BelowTheFold({ children }: { children: React.ReactNode }) {
  return useProgressiveCount(1, 0) === 1 ? children : <div className="h-screen" aria-hidden="true" data-below-the-fold />;
}
