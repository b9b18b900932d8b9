// Admin queries and mutations. Every call sends the sign-in cookie (apiFetch uses credentials).

import type { AdminListFilter } from "@shared/admin-filter";
import { DELETE_ALL_POSTS_PHRASE, DELETE_ALL_VENUES_PHRASE } from "@shared/constants";
import type {
  AdminImportResult,
  AdminSession,
  CityUpdateRequest,
  CityUpdateResult,
  CoverResult,
  DeleteAllResult,
  FeatureRequest,
  FeatureResult,
  LoginRequest,
  NewPostRequest,
  Ok,
  PostIdRequest,
  PostResult,
  RejectVenueRequest,
  RejectVenueResult,
  SeededPosts,
  StandaloneImportResult,
  VenueEditRequest,
  VenueEditResult,
} from "@shared/contract/admin";
import type { AdminClubFilter, ClubEditRequest, ClubEditResult } from "@shared/contract/admin-clubs";
import type { FeedField } from "@shared/contract/admin-competitions";
import type { AdminMatchFilter, FixtureCorrectionRequest, MatchCorrectionRequest, MatchCorrectionResult } from "@shared/contract/admin-matches";
import type { PricingPhaseRequest, PricingPhaseResult, PricingPhaseUpdateRequest } from "@shared/contract/admin-pricing";
import type { AdminVenueClaims, VenueClaimsRequest } from "@shared/contract/claims";
import type { OpenDataImportResult, OverpassImportBody, OverpassImportResult } from "@shared/contract/open-data";
import type { VenueIdRequest } from "@shared/contract/venues";
import { apiKeys } from "@shared/query-keys";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiFetch, useApiQuery } from "../lib/api";

export const isUnauthorized = (err: unknown) => err instanceof ApiRequestError && err.status === 401;

/** Admin data is never fresh for long: another admin may be moderating at the same time. */
const ADMIN_STALE_MS = 10_000;

export const useAdminSession = () => useApiQuery(apiKeys.admin.session(), { staleTime: 0, refetchOnWindowFocus: true });
export const usePendingVenues = () => useApiQuery(apiKeys.admin.pending(), { staleTime: ADMIN_STALE_MS });
export const useAdminVenues = (filter: AdminListFilter) => useApiQuery(apiKeys.admin.venues(filter), { staleTime: ADMIN_STALE_MS });
/** One venue for the edit screen; it is not refetched on focus, so an edit in progress is never swapped under the admin. */
export const useAdminVenue = (id: string | undefined) =>
  useApiQuery(apiKeys.admin.venue(id), { enabled: !!id, staleTime: ADMIN_STALE_MS, refetchOnWindowFocus: false });
export const useAdminPosts = (filter: AdminListFilter) => useApiQuery(apiKeys.admin.posts(filter), { staleTime: ADMIN_STALE_MS });
export const useAdminCities = () => useApiQuery(apiKeys.admin.cities(), { staleTime: ADMIN_STALE_MS });
export const useAdminSponsors = () => useApiQuery(apiKeys.admin.sponsors(), { staleTime: ADMIN_STALE_MS });
export const useAdminPricing = () => useApiQuery(apiKeys.admin.pricing(), { staleTime: ADMIN_STALE_MS });
/** Import history polls every 10 seconds (docs/spec.md §7); no other admin query polls. */
export const useAdminLogs = () => useApiQuery(apiKeys.admin.logs(), { refetchInterval: 10_000, staleTime: 0 });

export const useAdminMatches = (filter: AdminMatchFilter = {}, enabled = true) =>
  useApiQuery(apiKeys.admin.matches(filter), { staleTime: ADMIN_STALE_MS, enabled });
/** A page of clubs (search, competition); the side pickers of a league's correction use it too. */
export const useAdminClubs = (filter: AdminClubFilter, enabled = true) => useApiQuery(apiKeys.admin.clubs(filter), { staleTime: ADMIN_STALE_MS, enabled });
export const useMatchReports = () => useApiQuery(apiKeys.admin.matchReports(), { staleTime: ADMIN_STALE_MS });

/** After any moderation change, every admin list (and the public lists) may be out of date. */
function useInvalidateAdmin() {
  const qc = useQueryClient();
  return (...extra: QueryKey[]) =>
    Promise.all([
      qc.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === "string" && (q.queryKey[0] as string).startsWith("/api/admin/") && q.queryKey[0] !== apiKeys.admin.session()[0],
      }),
      ...extra.map((key) => qc.invalidateQueries({ queryKey: key })),
    ]);
}

const post = <T>(path: string, json?: unknown) => apiFetch<T>(path, { method: "POST", ...(json !== undefined ? { json } : {}) });

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => post<AdminSession>("/api/admin/login", { password } satisfies LoginRequest),
    onSuccess: (session) => qc.setQueryData(apiKeys.admin.session(), session),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<Ok>("/api/admin/logout"),
    // Whatever the answer, nothing admin-only stays in memory.
    onSettled: () => qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/") }),
  });
}

type VenueAction = "approve" | "unfeature";

/** Rejects a pending venue; a paid one with the reason e-mailed to the payer, and its refund (or the step to take). */
export function useRejectVenue() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: RejectVenueRequest) => post<RejectVenueResult>("/api/admin/venues/reject", body),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

export function useVenueAction(action: VenueAction) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (venueId: number) => post<Ok>(`/api/admin/venues/${action}`, { venueId } satisfies VenueIdRequest),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

/** Features a venue for some days, or until the end of a day in its city. */
export function useFeatureVenue() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: FeatureRequest) => post<FeatureResult>("/api/admin/venues/feature", body),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

/** A city's state, centre and time zone. */
export function useUpdateCity() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CityUpdateRequest }) =>
      apiFetch<CityUpdateResult>(`/api/admin/cities/${id}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

/** A price phase added, given an end, or (still to come) deleted: the public prices change with it. */
export function useAddPricingPhase() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: PricingPhaseRequest) => apiFetch<PricingPhaseResult>("/api/admin/pricing", { method: "POST", json: body }),
    onSuccess: () => invalidate(["/api/venues"]),
  });
}

export function useUpdatePricingPhase() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PricingPhaseUpdateRequest }) =>
      apiFetch<PricingPhaseResult>(`/api/admin/pricing/${id}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(["/api/venues"]),
  });
}

export function useDeletePricingPhase() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => apiFetch<Ok>(`/api/admin/pricing/${id}`, { method: "DELETE" }),
    onSuccess: () => invalidate(["/api/venues"]),
  });
}

export function useDeleteVenue() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (venueId: number) => apiFetch<Ok>(`/api/admin/venues/${venueId}`, { method: "DELETE" }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

export function useDeleteAllVenues() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => post<DeleteAllResult>("/api/admin/venues/delete-all", { confirm: DELETE_ALL_VENUES_PHRASE }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

export function useCreatePost() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: NewPostRequest) => post<PostResult>("/api/blog/posts", input),
    onSuccess: () => invalidate(),
  });
}

export function usePostAction(action: "approve" | "reject") {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (postId: number) => post<PostResult>(`/api/admin/blog/${action}`, { postId } satisfies PostIdRequest),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useDeletePost() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (postId: number) => apiFetch<Ok>(`/api/blog/posts/${postId}`, { method: "DELETE" }),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useDeleteAllPosts() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => post<DeleteAllResult>("/api/admin/blog/delete-all", { confirm: DELETE_ALL_POSTS_PHRASE }),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useSeedSeattle() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => post<SeededPosts>("/api/admin/seed-seattle"),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useUploadCover(owner: "venues" | "posts") {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      const path = owner === "venues" ? `/api/admin/venues/${id}/cover` : `/api/admin/blog/posts/${id}/cover`;
      return apiFetch<CoverResult>(path, { method: "POST", body: form });
    },
    onSuccess: () => invalidate(owner === "venues" ? ["/api/venues"] : ["/api/blog/posts"]),
  });
}

/** The dashboard tab's import (multipart citySlug + file). */
export function useAdminImport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ citySlug, file }: { citySlug: string; file: File }) => {
      const form = new FormData();
      form.append("citySlug", citySlug);
      form.append("file", file);
      return apiFetch<AdminImportResult>("/api/admin/import-csv", { method: "POST", body: form });
    },
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

/** Places from open map data: a preview (nothing written), then the same file applied (docs/decisions/030). */
export function useOpenDataImport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ citySlug, file, mode, dataDate }: { citySlug: string; file: File; mode: "preview" | "apply"; dataDate?: string }) => {
      const form = new FormData();
      form.append("citySlug", citySlug);
      form.append("mode", mode);
      if (dataDate) form.append("dataDate", dataDate);
      form.append("file", file);
      return apiFetch<OpenDataImportResult>("/api/admin/open-data-import", { method: "POST", body: form });
    },
    onSuccess: (res) => {
      if (res.applied) invalidate(["/api/cities"], ["/api/venues"]);
    },
  });
}

/** A city's places asked of OpenStreetMap: preview (one query), then apply the kept answer (docs/decisions/042). */
export function useOverpassImport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: OverpassImportBody) => post<OverpassImportResult>("/api/admin/overpass-import", body),
    onSuccess: (res) => {
      if (res.applied) invalidate(["/api/cities"], ["/api/venues"]);
    },
  });
}

/** The standalone page's import (multipart city_slug, optional city_name and city_state, file). */
export function useStandaloneImport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ citySlug, cityName, cityState, file }: { citySlug: string; cityName?: string; cityState?: string; file: File }) => {
      const form = new FormData();
      form.append("city_slug", citySlug);
      if (cityName) form.append("city_name", cityName);
      if (cityState) form.append("city_state", cityState);
      form.append("file", file);
      return apiFetch<StandaloneImportResult>("/api/import-csv", { method: "POST", body: form });
    },
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

/** A correction to one match; the public match and team reads are refreshed too. */
export function useCorrectMatch() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ number, body }: { number: number; body: MatchCorrectionRequest }) =>
      apiFetch<MatchCorrectionResult>(`/api/admin/matches/${number}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(["/api/matches"], ["/api/teams"]),
  });
}

/** The public reads a club match or a club shows on. */
const CLUB_READS: QueryKey[] = [["/api/fixtures"], ["/api/competitions"], ["/api/teams"], ["/api/matches"]];

/** A correction to a match of a competition other than the World Cup (a league's). */
export function useCorrectFixture() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ number, body }: { number: number; body: FixtureCorrectionRequest }) =>
      apiFetch<MatchCorrectionResult>(`/api/admin/fixtures/${number}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(...CLUB_READS),
  });
}

/** Releases a field an admin corrected: the feed's next refresh may write it again. */
export function useReleaseLock() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ number, field }: { number: number; field: FeedField }) =>
      apiFetch<MatchCorrectionResult>(`/api/admin/matches/${number}/locks/${field}`, { method: "DELETE" }),
    onSuccess: () => invalidate(),
  });
}

/** An edit of a club's names and country. */
export function useEditClub() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: ClubEditRequest }) =>
      apiFetch<ClubEditResult>(`/api/admin/clubs/${code}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(...CLUB_READS),
  });
}

/** A venue's whole set of claims. */
export function useSaveVenueClaims() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ venueId, body }: { venueId: number; body: VenueClaimsRequest }) =>
      apiFetch<Ok & { claims: AdminVenueClaims }>(`/api/admin/venues/${venueId}/claims`, { method: "PUT", json: body }),
    onSuccess: () => invalidate(["/api/venues"], ["/api/matches"]),
  });
}

/** An edit of a venue's fields (only those that changed); the public venue reads are refreshed too. */
export function useEditVenue() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ venueId, body }: { venueId: number; body: VenueEditRequest }) =>
      apiFetch<VenueEditResult>(`/api/admin/venues/${venueId}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"], ["/api/matches"], ["/api/teams"]),
  });
}
