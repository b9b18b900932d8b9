// The site's clock. The Worker marks a page rendered with SITE_NOW (development only) with a
// <meta name="site-now">; the SPA then runs from that moment on, so the whole site agrees on what
// "now" is. Without it, this is the device's clock.
import { tournamentPhase } from "@shared/tournament";
import { useEffect, useState } from "react";

const simulated = typeof document === "undefined" ? null : document.querySelector('meta[name="site-now"]')?.getAttribute("content");
const offsetMs = simulated ? Date.parse(simulated) - Date.now() : 0;

export const clockIsSimulated = Boolean(simulated);

export function siteNow(): Date {
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
