// City queries: the list, one city, and a city's venues under a filter.
import type { VenueFilter } from "@shared/contract/cities";
import { apiKeys } from "@shared/query-keys";
import { ApiRequestError, useApiQuery } from "../lib/api";

/** GET /api/cities */
export const useCities = () => useApiQuery(apiKeys.cities());

/** GET /api/cities/{slug}; a 404 is an answer ("City not found"), not something to retry. */
export const useCity = (slug: string | undefined) => useApiQuery(apiKeys.city(slug), { enabled: !!slug });

export const isNotFound = (err: unknown) => err instanceof ApiRequestError && (err.status === 404 || err.status === 400);

/** GET /api/cities/{slug}/venues?...: the city's previous list stays on screen while a new filter loads. */
export function useCityVenues(slug: string | undefined, filter: VenueFilter) {
  return useApiQuery(apiKeys.cityVenues(slug, filter), {
    enabled: !!slug,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}
