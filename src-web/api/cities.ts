// City queries: the list, one city, a city's venues under a filter (a page at a time) and its map points.
import { CITY_VENUE_PAGE_SIZE } from "@shared/constants";
import type { CityVenuePage, VenueFilter } from "@shared/contract/cities";
import { apiKeys, venueFilterParams } from "@shared/query-keys";
import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { ApiRequestError, apiFetch, useApiQuery, withQuery } from "../lib/api";

/** GET /api/cities */
export const useCities = () => useApiQuery(apiKeys.cities());

/** GET /api/cities/{slug}; a 404 is an answer ("City not found"), not something to retry. */
export const useCity = (slug: string | undefined) => useApiQuery(apiKeys.city(slug), { enabled: !!slug });

export const isNotFound = (err: unknown) => err instanceof ApiRequestError && (err.status === 404 || err.status === 400);

/**
 * GET /api/cities/{slug}/venues/page?...: the city's venues under a filter, CITY_VENUE_PAGE_SIZE at a
 * time (the first page usually comes inlined in the page). The previous list stays on screen while a
 * new filter loads.
 */
export function useCityVenuePages(slug: string | undefined, filter: VenueFilter) {
  return useInfiniteQuery<CityVenuePage, Error, InfiniteData<CityVenuePage, number>, readonly unknown[], number>({
    queryKey: apiKeys.cityVenuePages(slug, filter),
    queryFn: ({ pageParam }) =>
      apiFetch<CityVenuePage>(withQuery(`/api/cities/${slug}/venues/page`, { ...venueFilterParams(filter), offset: pageParam, limit: CITY_VENUE_PAGE_SIZE })),
    initialPageParam: 0,
    // An empty page ends the list even if venues were removed meanwhile (the total then overstates).
    getNextPageParam: (last) => (last.venues.length > 0 && last.offset + last.venues.length < last.total ? last.offset + last.venues.length : undefined),
    enabled: !!slug,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}

/** GET /api/cities/{slug}/venues/points?...: every located venue of the filter, asked for only when the map opens. */
export const useCityVenuePoints = (slug: string | undefined, filter: VenueFilter, enabled: boolean) =>
  useApiQuery(apiKeys.cityVenuePoints(slug, filter), {
    enabled: !!slug && enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
