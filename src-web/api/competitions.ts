// Competitions and every competition's matches (what's on, a competition's schedule), docs/decisions/026.
import { apiKeys } from "@shared/query-keys";
import { type SitePhase, sitePhase } from "@shared/tournament";
import { useApiQuery } from "../lib/api";
import { useClockTick } from "../lib/clock";

/** GET /api/competitions */
export const useCompetitions = () => useApiQuery(apiKeys.competitions());

/** GET /api/competitions/{id} */
export const useCompetition = (id: string | undefined) => useApiQuery(apiKeys.competition(id), { enabled: !!id });

/** GET /api/competitions/{id}/matches for a window; the previous window stays on screen while the next loads. */
export const useCompetitionMatches = (id: string | undefined, query: Record<string, string | number>) =>
  useApiQuery(apiKeys.competitionMatches(id, query), { enabled: !!id, placeholderData: (previous) => previous });

/** GET /api/fixtures: what's on; the previous list stays on screen while a new filter loads. */
export const useFixtures = (query: Record<string, string | number>) => useApiQuery(apiKeys.fixtures(query), { placeholderData: (previous) => previous });

/** The site's phase as of its clock: the World Cup's, or "season" while another competition is played after it. */
export function useSitePhase(): SitePhase {
  const now = useClockTick();
  const competitions = useCompetitions();
  return sitePhase(now, competitions.data ?? []);
}
