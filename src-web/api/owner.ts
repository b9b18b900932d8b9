// Venue owners: claiming a listing, signing in with an e-mailed link, and keeping the listing true.
// The owner's sign-in cookie (wcws_owner) is apart from the admin's; apiFetch sends it.

import type { MatchDayStatusRequest } from "@shared/contract/match-day-status";
import type {
  OwnerClaimRequest,
  OwnerConfirmResult,
  OwnerLinkSent,
  OwnerSession,
  OwnerSessionRequest,
  OwnerSignInRequest,
  OwnerVenueEditRequest,
  OwnerVenueEditResult,
  RevertResult,
  RevokeOwnerRequest,
} from "@shared/contract/owner";
import type { MatchDayKind } from "@shared/match-day";
import { apiKeys } from "@shared/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, useApiQuery } from "../lib/api";

const post = <T>(path: string, json?: unknown) => apiFetch<T>(path, { method: "POST", ...(json !== undefined ? { json } : {}) });

export const useOwnerSession = () => useApiQuery(apiKeys.owner.session(), { staleTime: 0, retry: false });
export const useOwnerVenues = (enabled: boolean) => useApiQuery(apiKeys.owner.venues(), { enabled, retry: false });
export const useOwnerClaims = (enabled: boolean) => useApiQuery(apiKeys.owner.claims(), { enabled, retry: false });
/** The venue being edited is not refetched on focus, so an edit in progress is never swapped under the owner. */
export const useOwnerVenue = (id: string | undefined) => useApiQuery(apiKeys.owner.venue(id), { enabled: !!id, retry: false, refetchOnWindowFocus: false });
export const useOwnerFigures = (id: string | undefined) => useApiQuery(apiKeys.owner.figures(id), { enabled: !!id, retry: false });

/** Fans going per upcoming match (GET /api/owner/venues/{id}/going): the venue's own figures. */
export const useOwnerGoing = (id: string | undefined) => useApiQuery(apiKeys.owner.going(id), { enabled: !!id, retry: false });

/** "Own this venue? Manage this listing": the answer is the same whoever asks. */
export const useClaimVenue = () => useMutation({ mutationFn: (body: OwnerClaimRequest) => post<OwnerLinkSent>("/api/owner/claims", body) });

export const useRequestSignInLink = () => useMutation({ mutationFn: (body: OwnerSignInRequest) => post<OwnerLinkSent>("/api/owner/sign-in", body) });

export function useOwnerSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerSessionRequest) => post<OwnerSession>("/api/owner/session", body),
    onSuccess: (session) => {
      qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/owner/") });
      qc.setQueryData(apiKeys.owner.session(), session);
    },
  });
}

export function useOwnerSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ success: true }>("/api/owner/sign-out"),
    onSettled: () => qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/owner/") }),
  });
}

/** After an owner's change: their venue, their list and the public venue page. */
function useInvalidateVenue() {
  const qc = useQueryClient();
  return (id: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: apiKeys.owner.venue(String(id)) }),
      qc.invalidateQueries({ queryKey: apiKeys.owner.venues() }),
      qc.invalidateQueries({ queryKey: apiKeys.venue(String(id)) }),
    ]);
}

export function useEditOwnerVenue(id: number) {
  const invalidate = useInvalidateVenue();
  return useMutation({
    mutationFn: (body: OwnerVenueEditRequest) => apiFetch<OwnerVenueEditResult>(`/api/owner/venues/${id}`, { method: "PATCH", json: body }),
    onSuccess: () => invalidate(id),
  });
}

export function useConfirmOwnerVenue(id: number) {
  const invalidate = useInvalidateVenue();
  return useMutation({ mutationFn: () => post<OwnerConfirmResult>(`/api/owner/venues/${id}/confirm`), onSuccess: () => invalidate(id) });
}

export function useUploadOwnerCover(id: number) {
  const invalidate = useInvalidateVenue();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiFetch<{ coverImage: string }>(`/api/owner/venues/${id}/cover`, { method: "POST", body: form });
    },
    onSuccess: () => invalidate(id),
  });
}

// ---- The admins' side.

export const useOwnerQueue = () => useApiQuery(apiKeys.admin.ownerQueue(), { staleTime: 10_000 });
export const useVenueOwners = (venueId: number) => useApiQuery(apiKeys.admin.venueOwners(venueId), { staleTime: 10_000 });

function useInvalidateOwnerAdmin() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/") });
}

/** Approve or reject a claim ("owner-claims") or a name/address change ("owner-changes"). */
export function useDecideOwnerItem() {
  const invalidate = useInvalidateOwnerAdmin();
  return useMutation({
    mutationFn: ({ kind, id, decision }: { kind: "owner-claims" | "owner-changes"; id: number; decision: "approve" | "reject" }) =>
      post<{ success: true; venueId: number }>(`/api/admin/${kind}/${id}/${decision}`),
    onSuccess: invalidate,
  });
}

export function useRevertOwnerChange() {
  const invalidate = useInvalidateOwnerAdmin();
  return useMutation({ mutationFn: (logId: number) => post<RevertResult>(`/api/admin/owner-audit/${logId}/revert`), onSuccess: invalidate });
}

export function useRevokeOwner(venueId: number) {
  const invalidate = useInvalidateOwnerAdmin();
  return useMutation({
    mutationFn: (email: string) => post<{ success: true }>(`/api/admin/venues/${venueId}/owners/revoke`, { email } satisfies RevokeOwnerRequest),
    onSuccess: invalidate,
  });
}

/** The venue's live match-day facts (docs/decisions/034): always fresh, since they are about now. */
export const useOwnerMatchDay = (id: number) => useApiQuery(apiKeys.owner.matchDay(id), { retry: false, staleTime: 0 });

/** Where a fact is set: a match by its number, or today at the venue. */
export type MatchDayTarget = number | "today";
const statusPath = (id: number, target: MatchDayTarget, kind: MatchDayKind) =>
  `/api/owner/venues/${id}/${target === "today" ? "today" : `matches/${target}`}/status/${kind}`;

/** Sets (body given) or clears (no body) one fact; then the owner's list and the public venue page are read again. */
export function useMatchDayStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ target, kind, body }: { target: MatchDayTarget; kind: MatchDayKind; body?: MatchDayStatusRequest }) =>
      apiFetch<unknown>(statusPath(id, target, kind), body ? { method: "PUT", json: body } : { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: apiKeys.owner.matchDay(id) }), qc.invalidateQueries({ queryKey: apiKeys.venue(String(id)) })]),
  });
}
