// Admin queries and mutations. Every call sends the sign-in cookie (apiFetch uses credentials).
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type {
  AdminBlogPost,
  AdminCity,
  AdminImportResult,
  AdminLogEntry,
  AdminSession,
  AdminSponsor,
  AdminStatus,
  AdminVenue,
  StandaloneImportResult,
} from "@shared/admin-types";
import { DELETE_ALL_POSTS_PHRASE, DELETE_ALL_VENUES_PHRASE } from "@shared/admin-types";
import type { CityListItem } from "@shared/api-types";
import { ApiRequestError, apiFetch } from "../lib/api";

export type StatusFilter = AdminStatus | "all";
export interface AdminListFilter {
  cityId?: number;
  status?: StatusFilter;
}

export const isUnauthorized = (err: unknown) => err instanceof ApiRequestError && err.status === 401;

export const adminKeys = {
  session: ["/api/admin/session"] as const,
  pending: ["/api/admin/venues/pending"] as const,
  venues: (f: AdminListFilter = {}) => ["/api/admin/venues", { cityId: f.cityId, status: f.status === "all" ? undefined : f.status }] as const,
  posts: (f: AdminListFilter = {}) => ["/api/admin/blog/posts", { cityId: f.cityId, status: f.status === "all" ? undefined : f.status }] as const,
  cities: ["/api/admin/cities"] as const,
  sponsors: ["/api/admin/sponsors"] as const,
  logs: ["/api/admin/logs"] as const,
};

/** Admin data is never fresh for long: another admin may be moderating at the same time. */
const ADMIN_STALE_MS = 10_000;

export function useAdminSession() {
  return useQuery<AdminSession>({ queryKey: adminKeys.session, staleTime: 0, refetchOnWindowFocus: true });
}

export const usePendingVenues = () => useQuery<AdminVenue[]>({ queryKey: adminKeys.pending, staleTime: ADMIN_STALE_MS });
export const useAdminVenues = (filter: AdminListFilter) => useQuery<AdminVenue[]>({ queryKey: adminKeys.venues(filter), staleTime: ADMIN_STALE_MS });
export const useAdminPosts = (filter: AdminListFilter) => useQuery<AdminBlogPost[]>({ queryKey: adminKeys.posts(filter), staleTime: ADMIN_STALE_MS });
export const useAdminCities = () => useQuery<AdminCity[]>({ queryKey: adminKeys.cities, staleTime: ADMIN_STALE_MS });
export const useAdminSponsors = () => useQuery<AdminSponsor[]>({ queryKey: adminKeys.sponsors, staleTime: ADMIN_STALE_MS });
/** Import history polls every 10 seconds (spec); no other admin query polls. */
export const useAdminLogs = () => useQuery<AdminLogEntry[]>({ queryKey: adminKeys.logs, refetchInterval: 10_000, staleTime: 0 });
/** The public city list (for the city selects). */
export const usePublicCities = () => useQuery<CityListItem[]>({ queryKey: ["/api/cities"] });

/** After any moderation change, every admin list (and the public lists) may be out of date. */
function useInvalidateAdmin() {
  const qc = useQueryClient();
  return (...extra: QueryKey[]) =>
    Promise.all([
      qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && (q.queryKey[0] as string).startsWith("/api/admin/") && q.queryKey[0] !== adminKeys.session[0] }),
      ...extra.map((key) => qc.invalidateQueries({ queryKey: key })),
    ]);
}

const post = <T>(path: string, json?: unknown) => apiFetch<T>(path, { method: "POST", ...(json !== undefined ? { json } : {}) });

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => post<AdminSession>("/api/admin/login", { password }),
    onSuccess: (session) => qc.setQueryData(adminKeys.session, session),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ success: true }>("/api/admin/logout"),
    // Whatever the answer, nothing admin-only stays in memory.
    onSettled: () => qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/") }),
  });
}

type VenueAction = "approve" | "reject" | "feature";

export function useVenueAction(action: VenueAction) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (venueId: number) => post<{ success: true }>(`/api/admin/venues/${action}`, action === "feature" ? { venueId, days: 30 } : { venueId }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

export function useDeleteVenue() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (venueId: number) => apiFetch<{ success: true }>(`/api/admin/venues/${venueId}`, { method: "DELETE" }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

export function useDeleteAllVenues() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => post<{ deleted: number }>("/api/admin/venues/delete-all", { confirm: DELETE_ALL_VENUES_PHRASE }),
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

export interface NewPostInput {
  cityId?: number | null;
  title: string;
  excerpt: string;
  content: string;
  coverImage?: string;
}

export function useCreatePost() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: NewPostInput) => post<{ post: AdminBlogPost }>("/api/blog/posts", input),
    onSuccess: () => invalidate(),
  });
}

export function usePostAction(action: "approve" | "reject") {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (postId: number) => post<{ post: AdminBlogPost }>(`/api/admin/blog/${action}`, { postId }),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useDeletePost() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (postId: number) => apiFetch<{ success: true }>(`/api/blog/posts/${postId}`, { method: "DELETE" }),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useDeleteAllPosts() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => post<{ deleted: number }>("/api/admin/blog/delete-all", { confirm: DELETE_ALL_POSTS_PHRASE }),
    onSuccess: () => invalidate(["/api/blog/posts"]),
  });
}

export function useSeedSeattle() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => post<{ posts: AdminBlogPost[] }>("/api/admin/seed-seattle"),
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
      return apiFetch<{ coverImage: string }>(path, { method: "POST", body: form });
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

/** The standalone page's import (multipart city_slug, optional city_name, file). */
export function useStandaloneImport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ citySlug, cityName, file }: { citySlug: string; cityName?: string; file: File }) => {
      const form = new FormData();
      form.append("city_slug", citySlug);
      if (cityName) form.append("city_name", cityName);
      form.append("file", file);
      return apiFetch<StandaloneImportResult>("/api/import-csv", { method: "POST", body: form });
    },
    onSuccess: () => invalidate(["/api/cities"], ["/api/venues"]),
  });
}

