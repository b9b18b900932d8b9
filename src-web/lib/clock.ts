// The site's clock. The Worker marks a page rendered with SITE_NOW (development only) with a
// <meta name="site-now">; the SPA then runs from that moment on, so the whole site agrees on what
// "now" is. Without it, this is the device's clock.
import { type CopySeason, copySeason, tournamentPhase } from "@shared/tournament";
import { useEffect, useState, useSyncExternalStore } from "react";

const simulated = typeof document === "undefined" ? null : document.querySelector('meta[name="site-now"]')?.getAttribute("content");
const offsetMs = simulated ? Date.parse(simulated) - Date.now() : 0;

export const clockIsSimulated = Boolean(simulated);

function siteNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export const currentPhase = () => tournamentPhase(siteNow());

/** The site's clock, re-read every `everyMs` so what depends on it (a countdown, the phase) moves on. */
export function useSiteNow(everyMs: number): Date {
  const [now, setNow] = useState(siteNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(siteNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

// One tick for every page that shows what the clock decides (the phase, a match going live, a report
// window closing): at each full minute of the site's clock, since kick-offs fall on the minute. One
// timer, shared by every subscriber, so the home page and an open match page flip together.
const tickListeners = new Set<() => void>();
let tickTimer: ReturnType<typeof setTimeout> | undefined;
let tickNow = siteNow();

function scheduleTick() {
  tickTimer = setTimeout(
    () => {
      tickNow = siteNow();
      for (const listener of tickListeners) listener();
      scheduleTick();
    },
    60_000 - (siteNow().getTime() % 60_000) + 5,
  );
}

function subscribeTick(listener: () => void) {
  tickListeners.add(listener);
  if (tickListeners.size === 1) scheduleTick();
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size === 0) clearTimeout(tickTimer);
  };
}

/** Stable within a minute (React compares snapshots), fresh when read after a quiet spell. */
function tickSnapshot(): Date {
  const now = siteNow();
  if (Math.floor(now.getTime() / 60_000) !== Math.floor(tickNow.getTime() / 60_000)) tickNow = now;
  return tickNow;
}

/** The site's clock as of its last full minute: the one tick that pages showing a match's state follow. */
export function useClockTick(): Date {
  return useSyncExternalStore(subscribeTick, tickSnapshot);
}

/** Whose words season-dependent texts use now: the World Cup's until its final, then the season's. */
export const useCopySeason = (): CopySeason => copySeason(useClockTick());
