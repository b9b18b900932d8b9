// Tournament queries (schedule, one match, teams, one team), where to watch a match, a team's
// supporters' venues, and a fan's "not showing" report.
import type { MatchReportRequest, MatchReportSaved, MatchReportWithdrawn } from "@shared/contract/match-venues";
import type { MatchFilter } from "@shared/contract/matches";
import { apiKeys } from "@shared/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, useApiQuery } from "../lib/api";

/** GET /api/matches?...: the previous list stays on screen while a new filter loads. */
export const useMatches = (filter: Partial<MatchFilter>) => useApiQuery(apiKeys.matches(filter), { placeholderData: (previous) => previous });

/** GET /api/matches/{number} */
export const useMatch = (number: number | null) => useApiQuery(apiKeys.match(number ?? undefined), { enabled: number !== null });

/** GET /api/teams */
export const useTeams = () => useApiQuery(apiKeys.teams());

/** GET /api/teams/{code} */
export const useTeam = (code: string | undefined) => useApiQuery(apiKeys.team(code), { enabled: !!code });

/** GET /api/teams/{code} for a club (its code is lower case): the general shape. */
export const useClub = (code: string | undefined) => useApiQuery(apiKeys.club(code), { enabled: !!code });

/** GET /api/fixtures/{number}: any competition's match in the general shape. */
export const useFixture = (number: number | null) => useApiQuery(apiKeys.fixture(number ?? undefined), { enabled: number !== null });

/** GET /api/competitions/{id}: its source and how far its results go. */
export const useCompetition = (id: string | undefined) => useApiQuery(apiKeys.competition(id), { enabled: !!id });

/** GET /api/teams/{code}/venues */
export const useTeamVenues = (code: string | undefined) => useApiQuery(apiKeys.teamVenues(code), { enabled: !!code });

export type WatchPlace = { city: string } | { lat: number; lng: number };

/** GET /api/matches/{number}/venues in a city or near a point; nothing is asked until a place is chosen. */
export const useMatchVenues = (number: number, where: WatchPlace | null) => useApiQuery(apiKeys.matchVenues(number, where ?? {}), { enabled: where !== null });

/** POST /api/matches/{number}/reports; the listing is asked again so a count that reached the threshold shows. */
export function useReportMatchVenue(number: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchReportRequest) => apiFetch<MatchReportSaved>(`/api/matches/${number}/reports`, { method: "POST", json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["/api/matches", String(number), "venues"] }),
  });
}

/** DELETE /api/matches/{number}/reports: the fan takes their report back (the undo after reporting). */
export function useWithdrawMatchReport(number: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, fanId }: { venueId: number; fanId: string }) =>
      apiFetch<MatchReportWithdrawn>(`/api/matches/${number}/reports?${new URLSearchParams({ venueId: String(venueId), fanId })}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["/api/matches", String(number), "venues"] }),
  });
}
