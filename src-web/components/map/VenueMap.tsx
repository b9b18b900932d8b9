// Map of venues (markers with popups). Browse feature implements it with maplibre-gl, lazily loaded.
import type { Venue } from "@shared/api-types";

export function VenueMap({ venues }: { venues: Venue[]; className?: string }) {
  return <p className="text-slate-600">{venues.length} venues</p>;
}
