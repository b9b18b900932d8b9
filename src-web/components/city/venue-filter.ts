// The city page's filter lives in its own query string (same names as the API), so a filtered view
// is a shareable link: ?hasFood=true&tags=Pub,Rooftop&sortBy=name
import { VENUE_SORTS, type VenueSort } from "@shared/constants";
import type { VenueFilter } from "@shared/contract/cities";
import { venueFilterParams } from "@shared/query-keys";

/** The amenity filters, in the sidebar's order (their labels are in the "city" catalogue). */
export const AMENITY_FILTERS = ["familyFriendly", "hasFood", "bigScreens", "openLate"] as const;

// `page` too: the edge-rendered list's page (?page=N, for browsers without JavaScript) starts over
// with a new filter.
const FILTER_KEYS = ["familyFriendly", "hasFood", "bigScreens", "openLate", "verified", "tags", "sortBy", "match", "supporters", "page"];
const MAX_TAGS = 20;

/** Reads the filter from the page's query string; anything invalid (a hand-edited link) is ignored. */
export function readFilter(params: URLSearchParams): VenueFilter {
  const filter: VenueFilter = {};
  for (const key of AMENITY_FILTERS) if (params.get(key) === "true") filter[key] = true;
  if (params.get("verified") === "true") filter.verified = true;
  const tags = [
    ...new Set(
      (params.get("tags") ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter((t) => t && t.length <= 60),
    ),
  ];
  if (tags.length) filter.tags = tags.slice(0, MAX_TAGS);
  const sortBy = params.get("sortBy");
  if (sortBy && (VENUE_SORTS as readonly string[]).includes(sortBy) && sortBy !== "featured") filter.sortBy = sortBy as VenueSort;
  const match = Number(params.get("match"));
  if (Number.isInteger(match) && match >= 1 && match <= 104) filter.match = match;
  const supporters = params.get("supporters");
  if (supporters && /^[A-Za-z]{3}$/.test(supporters)) filter.supporters = supporters.toUpperCase();
  return filter;
}

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
  AMENITY_FILTERS.filter((k) => f[k]).length + (f.verified ? 1 : 0) + (f.tags?.length ?? 0) + (f.match ? 1 : 0) + (f.supporters ? 1 : 0);
