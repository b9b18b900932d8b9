// Venue queries: featured venues, one venue, and the venue types (tags) offered as filters.
import { apiKeys } from "@shared/query-keys";
import { useApiQuery } from "../lib/api";

/** GET /api/venues/featured */
export const useFeaturedVenues = () => useApiQuery(apiKeys.featuredVenues());

/** GET /api/venues/{id}; the rating panel refreshes this key. */
export const useVenue = (id: string | undefined) => useApiQuery(apiKeys.venue(id), { enabled: !!id });

/** GET /api/tags */
export const useTags = () => useApiQuery(apiKeys.tags());
