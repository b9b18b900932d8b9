// Venue queries: featured venues, one venue, and the venue types (tags) offered as filters.
import { useQuery } from "@tanstack/react-query";
import type { Venue, VenueSummary } from "@shared/api-types";

/** GET /api/venues/featured */
export function useFeaturedVenues() {
  return useQuery<VenueSummary[]>({ queryKey: ["/api/venues/featured"] });
}

/** GET /api/venues/{id}; the key ["/api/venues", id] is what the rating panel refreshes. */
export function useVenue(id: string | undefined) {
  return useQuery<Venue>({ queryKey: ["/api/venues", id], enabled: !!id });
}

/** GET /api/tags */
export function useTags() {
  return useQuery<string[]>({ queryKey: ["/api/tags"] });
}
