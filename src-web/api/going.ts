// "I'm going" (docs/decisions/033): the fan's own answers, and saying, changing or taking one back.
import type { FanGoing, GoingRemoved, GoingRequest, GoingSaved } from "@shared/contract/going";
import { apiKeys } from "@shared/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { isNewAnonymousId, useAnonymousId } from "../lib/anonymous-id";
import { apiFetch, useApiQuery, withQuery } from "../lib/api";

/** GET /api/going?fanId=: one request per page, shared by every venue's button. A new visitor has none. */
export function useMyGoing() {
  const fanId = useAnonymousId();
  const query = useApiQuery(apiKeys.going(fanId), { enabled: !!fanId, initialData: isNewAnonymousId() ? { going: [] } : undefined });
  return { fanId, ...query };
}

/** GET /api/venues/{id}/going: the venue page's public counts, by match number (none asked for without a venue). */
export function useVenueGoing(venueId: number | undefined): Map<number, number> {
  const { data } = useApiQuery(apiKeys.venueGoing(venueId ?? 0), { enabled: venueId !== undefined });
  return useMemo(() => new Map((data?.matches ?? []).map((m) => [m.matchNumber, m.goingCount])), [data]);
}

/**
 * PUT (people) or DELETE (null) /api/matches/{number}/venues/{venueId}/going. The fan's answers are
 * set from the reply at once; the match's venue list and the venue's counts are asked again, so a
 * count that reached the threshold (or fell below it) shows.
 */
export function useSetGoing(fanId: string | null, number: number, venueId: number) {
  const queryClient = useQueryClient();
  const key = apiKeys.going(fanId);
  return useMutation({
    mutationFn: async (people: number | null) => {
      if (!fanId) throw new Error("No anonymous id");
      const path = `/api/matches/${number}/venues/${venueId}/going`;
      if (people === null) return apiFetch<GoingRemoved>(withQuery(path, { fanId }), { method: "DELETE" });
      return apiFetch<GoingSaved>(path, { method: "PUT", json: { fanId, people } satisfies GoingRequest });
    },
    onSuccess: ({ people }) =>
      queryClient.setQueryData<FanGoing>(key, (old) => {
        const others = (old?.going ?? []).filter((g) => g.matchNumber !== number || g.venueId !== venueId);
        return { going: people === null ? others : [...others, { matchNumber: number, venueId, people }] };
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ["/api/matches", String(number), "venues"] }),
        queryClient.invalidateQueries({ queryKey: apiKeys.venueGoing(venueId) }),
      ]),
  });
}
