// The city page's filter lives in its own query string (same names as the API), so a filtered view
// is a shareable link: ?hasFood=true&tags=Pub,Rooftop&sortBy=name (read by readVenueFilter, shared with
// the edge's first paint).
import type { VenueFilter } from "@shared/contract/cities";
import { venueFilterParams } from "@shared/query-keys";

/** The amenity filters, in the sidebar's order (their labels are in the "city" catalogue). */
export const AMENITY_FILTERS = ["familyFriendly", "hasFood", "bigScreens", "openLate"] as const;

// `page` too: the edge-rendered list's page (?page=N, for browsers without JavaScript) starts over
// with a new filter.
const FILTER_KEYS = ["familyFriendly", "hasFood", "bigScreens", "openLate", "verified", "confirmed", "tags", "sortBy", "match", "supporters", "page"];

/** The query string for a filter, keeping unrelated parameters; commas in tags stay readable. */
export function filterSearch(current: URLSearchParams, filter: VenueFilter): string {
  const parts: string[] = [];
  for (const [k, v] of current) if (!FILTER_KEYS.includes(k)) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  for (const [k, v] of Object.entries(venueFilterParams(filter))) {
    parts.push(`${k}=${v.split(",").map(encodeURIComponent).join(",")}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

export const activeFilterCount = (f: VenueFilter) =>
  AMENITY_FILTERS.filter((k) => f[k]).length +
  (f.verified ? 1 : 0) +
  (f.confirmed ? 1 : 0) +
  (f.tags?.length ?? 0) +
  (f.match ? 1 : 0) +
  (f.supporters ? 1 : 0);
