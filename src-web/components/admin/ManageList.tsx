// The admin manage screens (venues, blog posts): back link, title, "Delete All", the city/status
// filters (kept in the URL), the list with its loading/error/empty states, and the count. Each
// screen gives only how one item's card looks.

import type { AdminListFilter } from "@shared/admin-filter";
import type { AdminBlogPost, AdminVenue } from "@shared/contract/admin";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useAdminPosts, useAdminVenues } from "../../api/admin";
import { DeleteAllButton, DeleteButton } from "./AdminActions";
import { AdminFilters, useAdminFilter } from "./AdminFilters";
import { useRedirectOn401 } from "./AdminGuard";
import { CoverUpload } from "./CoverUpload";
import { card } from "./ui";

interface ListItems {
  posts: AdminBlogPost;
  venues: AdminVenue;
}

interface ListScreen<T> {
  title: string;
  /** The list's query for a filter. */
  useList: (filter: AdminListFilter) => UseQueryResult<T[]>;
  texts: { loading: string; error: string; empty: string; listLabel: string; count: (n: number) => string };
  deleteAll: { label: string; doneTitle: string };
}

const SCREENS: { [K in keyof ListItems]: ListScreen<ListItems[K]> } = {
  posts: {
    title: "Manage Blog Posts",
    useList: useAdminPosts,
    texts: {
      loading: "Loading blog posts...",
      error: "Failed to fetch blog posts",
      empty: "No blog posts found with the selected filters.",
      listLabel: "Blog posts",
      count: (n) => `Showing ${n} post(s)`,
    },
    deleteAll: { label: "Delete All Posts", doneTitle: "All Blog Posts Deleted" },
  },
  venues: {
    title: "Manage Venues",
    useList: useAdminVenues,
    texts: {
      loading: "Loading venues...",
      error: "Failed to fetch venues",
      empty: "No venues found with the selected filters.",
      listLabel: "Venues",
      count: (n) => `Showing ${n} venue(s)`,
    },
    deleteAll: { label: "Delete All Venues", doneTitle: "All Venues Deleted" },
  },
};

export function ManageList<K extends keyof ListItems>({ kind, renderItem }: { kind: K; renderItem: (item: ListItems[K]) => React.ReactNode }) {
  const { title, useList, texts, deleteAll }: ListScreen<ListItems[K]> = SCREENS[kind];
  const [filter, setFilter] = useAdminFilter();
  const query = useList(filter);
  useRedirectOn401(query.error);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        </div>
        <DeleteAllButton what={kind} label={deleteAll.label} doneTitle={deleteAll.doneTitle} />
      </div>
      <AdminFilters filter={filter} onChange={setFilter} />
      <div className="mt-6">
        {query.isPending && (
          <p role="status" className="text-slate-600">
            {texts.loading}
          </p>
        )}
        {query.isError && (
          <p role="alert" className="text-red-700">
            {texts.error}
          </p>
        )}
        {query.data && query.data.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">{texts.empty}</p>
        )}
        {query.data && query.data.length > 0 && (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={texts.listLabel}>
            {query.data.map((item) => renderItem(item))}
          </ul>
        )}
      </div>
      {/* Not a live region: every action refreshes the list, and the count is no news then. */}
      {query.data && <p className="mt-6 text-sm text-slate-600">{texts.count(query.data.length)}</p>}
    </section>
  );
}

const CARD_TEST_IDS = { posts: "admin-post-card", venues: "admin-venue-card" } as const;

/**
 * One item on a manage screen: its labels, its name, what the screen shows of it (`children`), the
 * cover upload, then its moderation actions and Delete (all disabled while one of them runs).
 */
export function ManageCard({
  kind,
  item,
  badges,
  actions,
  remove,
  busy,
  children,
}: {
  kind: keyof ListItems;
  item: { id: number; name: string; coverImage: string | null };
  badges: React.ReactNode;
  actions: React.ReactNode;
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className={`${card} flex flex-col gap-3`} data-testid={CARD_TEST_IDS[kind]}>
      <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
      <h2 className="text-lg font-semibold leading-snug text-slate-900">{item.name}</h2>
      {children}
      <CoverUpload owner={kind} id={item.id} name={item.name} coverImage={item.coverImage} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {actions}
        <DeleteButton what={kind} id={item.id} name={item.name} remove={remove} disabled={busy} />
      </div>
    </li>
  );
}
