// The visitor's position for "near me", asked only on a click and kept in memory for this visit.
// Nothing is sent to the server: distances are computed in the browser.

import type { LatLng } from "@shared/geo";
import { useSyncExternalStore } from "react";

export type GeoStatus = "idle" | "locating" | "granted" | "denied" | "unavailable";

export interface GeoState {
  status: GeoStatus;
  position: LatLng | null;
}

let state: GeoState = { status: "idle", position: null };
const listeners = new Set<() => void>();

function set(next: GeoState) {
  state = next;
  for (const l of listeners) l();
}

/** Asks the browser once; denial or failure is a quiet status, never an exception. */
function requestLocation(): void {
  if (state.status === "locating") return;
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    set({ status: "unavailable", position: null });
    return;
  }
  set({ status: "locating", position: state.position });
  navigator.geolocation.getCurrentPosition(
    (pos) => set({ status: "granted", position: { lat: pos.coords.latitude, lng: pos.coords.longitude } }),
    (err) => set({ status: err.code === err.PERMISSION_DENIED ? "denied" : "unavailable", position: null }),
    { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 },
  );
}

export function useGeolocation(): GeoState & { request: () => void } {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
  return { ...current, request: requestLocation };
}

/** The short inline message for a refused or failed lookup (no toast: it is not an error of the site). */
export function locationMessage(status: GeoStatus): string | null {
  if (status === "denied") return "Location access is off. You can search by city name instead.";
  if (status === "unavailable") return "Your location is not available right now. You can search by city name instead.";
  return null;
}
