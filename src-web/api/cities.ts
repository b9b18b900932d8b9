// City queries: the list, one city, and a city's venues under a filter.
import { useQuery } from "@tanstack/react-query";
import type { CityDetail, CityListItem, VenueFilter, VenueSummary } from "@shared/api-types";
import { ApiRequestError } from "../lib/api";

/** GET /api/cities */
export function useCities() {
  return useQuery<CityListItem[]>({ queryKey: ["/api/cities"] });
}

/** GET /api/cities/{slug}; a 404 is an answer ("City not found"), not something to retry. */
export function useCity(slug: string | undefined) {
  return useQuery<CityDetail>({ queryKey: ["/api/cities", slug], enabled: !!slug });
}

export const isNotFound = (err: unknown) => err instanceof ApiRequestError && (err.status === 404 || err.status === 400);

/** The filter as query parameters of the API (and of the city page's own URL). */
export function filterParams(filter: VenueFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.familyFriendly) params.familyFriendly = "true";
  if (filter.hasFood) params.hasFood = "true";
  if (filter.bigScreens) params.bigScreens = "true";
  if (filter.openLate) params.openLate = "true";
  if (filter.tags?.length) params.tags = filter.tags.join(",");
  if (filter.sortBy && filter.sortBy !== "featured") params.sortBy = filter.sortBy;
  return params;
}

/** GET /api/cities/{slug}/venues?...: the city's previous list stays on screen while a new filter loads. */
export function useCityVenues(slug: string | undefined, filter: VenueFilter) {
  return useQuery<VenueSummary[]>({
    queryKey: ["/api/cities", slug, "venues", filterParams(filter)],
    enabled: !!slug,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}
