// The frame shared by the admin manage screens: back link, title, a bulk action, the city/status
// filters, the list with its loading/error/empty states, and the count.
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { AdminListFilter } from "@shared/admin-filter";
import { AdminFilters } from "./AdminFilters";

export function ManageList<T extends { id: number }>(props: {
  title: string;
  bulkAction: React.ReactNode;
  filter: AdminListFilter;
  onFilterChange: (f: AdminListFilter) => void;
  query: UseQueryResult<T[]>;
  texts: { loading: string; error: string; empty: string; listLabel: string; count: (n: number) => string };
  renderItem: (item: T) => React.ReactNode;
}) {
  const { query, texts } = props;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        </div>
        {props.bulkAction}
      </div>
      <AdminFilters filter={props.filter} onChange={props.onFilterChange} />
      <div className="mt-6">
        {query.isPending && <p role="status" className="text-slate-600">{texts.loading}</p>}
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
            {query.data.map((item) => props.renderItem(item))}
          </ul>
        )}
      </div>
      {query.data && (
        <p className="mt-6 text-sm text-slate-600" role="status">
          {texts.count(query.data.length)}
        </p>
      )}
    </section>
  );
}
