// Real fan ratings of a venue: the fan's own rating with the aggregate, and the rate/remove mutation.

import type { RatingRequest, VenueRatingSummary } from "@shared/contract/fans";
import type { Venue } from "@shared/contract/venues";
import { apiKeys } from "@shared/query-keys";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { isNewAnonymousId } from "../lib/anonymous-id";
import { apiFetch, useApiQuery, withQuery } from "../lib/api";

/** GET /api/venues/{id}/rating?userId= (the default query function builds the URL from the key). */
export const useVenueRating = (venue: Pick<Venue, "id" | "rating">, userId: string | null) =>
  useApiQuery(apiKeys.venueRating(venue.id, userId), {
    enabled: !!userId,
    // A visitor whose id was just made has rated nothing: the venue's own aggregate is the whole summary,
    // with no request and no second render of the panel while the page starts.
    initialData: isNewAnonymousId() ? { ...venue.rating, stars: null } : undefined,
  });

type Rating = Venue["rating"];

/** Replaces the rating of venue `venueId` wherever it appears inside cached data (venue, lists, saved venues). */
function withRating(data: unknown, venueId: number, rating: Rating, depth = 0): unknown {
  if (depth > 4 || !data || typeof data !== "object") return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const updated = withRating(item, venueId, rating, depth + 1);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : data;
  }
  const obj = data as Record<string, unknown>;
  if (obj.id === venueId && obj.rating && typeof obj.rating === "object") return { ...obj, rating };
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(obj)) {
    if (!value || typeof value !== "object") continue;
    const updated = withRating(value, venueId, rating, depth + 1);
    if (updated === value) continue;
    next ??= { ...obj };
    next[key] = updated;
  }
  return next ?? data;
}

/**
 * Everything else that shows this venue's rating gets the new aggregate written straight into the cache.
 * (Refetching instead would not help: public venue reads may be served from the browser's HTTP cache
 * for a minute, which would bring the old numbers back.)
 */
function updateVenueViews(queryClient: QueryClient, venueId: number, summary: VenueRatingSummary) {
  const rating: Rating = { average: summary.average, count: summary.count };
  queryClient.setQueriesData(
    {
      predicate: (q) => {
        const head = q.queryKey[0];
        return typeof head === "string" && /^\/api\/(venues|cities|bookmarks)/.test(head) && q.queryKey[2] !== "rating";
      },
    },
    (data: unknown) => withRating(data, venueId, rating),
  );
}

export function useRateVenue(venueId: number, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number | null) => {
      if (!userId) throw new Error("No anonymous id");
      const path = `/api/venues/${venueId}/rating`;
      return stars === null
        ? apiFetch<VenueRatingSummary>(withQuery(path, { userId }), { method: "DELETE" })
        : apiFetch<VenueRatingSummary>(path, { method: "PUT", json: { userId, stars } satisfies RatingRequest });
    },
    onSuccess: (summary) => {
      queryClient.setQueryData(apiKeys.venueRating(venueId, userId), summary);
      updateVenueViews(queryClient, venueId, summary);
    },
  });
}
