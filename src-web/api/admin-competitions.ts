// The admin's competitions: the list, and a source's preview then apply (docs/decisions/028).
import type { FeedApplyResult, FeedPreviewResult, NewCompetitionRequest, RefreshRequest } from "@shared/contract/admin-competitions";
import { apiKeys } from "@shared/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, useApiQuery } from "../lib/api";

export const useAdminCompetitions = () => useApiQuery(apiKeys.admin.competitions(), { staleTime: 10_000 });

/** The cron's last run, for the line above the list. */
export const useLastCronRun = () => useApiQuery(apiKeys.admin.cronRuns(), { staleTime: 10_000 });

const post = <T>(path: string, json: unknown) => apiFetch<T>(path, { method: "POST", json });

/** After an apply, the admin list and every public read of competitions and fixtures are out of date. */
function useInvalidateCompetitions() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      ["/api/admin/competitions", "/api/competitions", "/api/fixtures", "/api/matches", "/api/teams"].map((k) => qc.invalidateQueries({ queryKey: [k] })),
    );
}

export const usePreviewNewCompetition = () =>
  useMutation({ mutationFn: (body: NewCompetitionRequest) => post<FeedPreviewResult>("/api/admin/competitions/preview", body) });

export function useCreateCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({ mutationFn: (body: NewCompetitionRequest) => post<FeedApplyResult>("/api/admin/competitions", body), onSuccess: () => invalidate() });
}

export const usePreviewRefresh = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: RefreshRequest }) => post<FeedPreviewResult>(`/api/admin/competitions/${id}/preview`, body) });

export function useApplyRefresh() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefreshRequest }) => post<FeedApplyResult>(`/api/admin/competitions/${id}/refresh`, body),
    onSuccess: () => invalidate(),
  });
}
