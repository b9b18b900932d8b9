// Competitions and every competition's matches (what's on, a competition's schedule), docs/decisions/026.
import { apiKeys } from "@shared/query-keys";
import { useApiQuery } from "../lib/api";

/** GET /api/competitions */
export const useCompetitions = () => useApiQuery(apiKeys.competitions());

/** GET /api/competitions/{id} */
export const useCompetition = (id: string | undefined) => useApiQuery(apiKeys.competition(id), { enabled: !!id });

/** GET /api/competitions/{id}/matches for a window; the previous window stays on screen while the next loads. */
export const useCompetitionMatches = (id: string | undefined, query: Record<string, string | number>) =>
  useApiQuery(apiKeys.competitionMatches(id, query), { enabled: !!id, placeholderData: (previous) => previous });

/** GET /api/fixtures: what's on; the previous list stays on screen while a new filter loads. */
export const useFixtures = (query: Record<string, string | number>) => useApiQuery(apiKeys.fixtures(query), { placeholderData: (previous) => previous });
