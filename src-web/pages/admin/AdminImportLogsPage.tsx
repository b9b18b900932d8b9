// /admin/import-logs: the last 10 admin events, refreshed every 10 seconds.

import type { AdminLogEntry } from "@shared/contract/admin";
import { format } from "date-fns";
import { ArrowLeft, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useAdminLogs } from "../../api/admin";
import { useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { card } from "../../components/admin/ui";

const EVENT_LABELS: Record<string, string> = {
  csv_import: "CSV import (dashboard)",
  csv_import_standalone: "CSV import (standalone)",
  venue_approved: "Venue approved",
  venue_rejected: "Venue rejected",
  venue_featured_manual: "Venue featured",
  venue_deleted: "Venue deleted",
  venues_deleted_all: "All venues deleted",
  blog_post_deleted: "Blog post deleted",
  blog_posts_deleted_all: "All blog posts deleted",
  seattle_guides_seeded: "Seattle guides created",
  submission_paid: "Paid submission received",
  venue_featured_paid: "Venue featured (paid)",
  featured_venue_missing: "Paid feature for a deleted venue",
};

const COUNT_KEYS = ["inserted", "updated", "skipped", "errors", "total", "count", "days", "venueId"] as const;

function parsePayload(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function LogRow({ entry }: { entry: AdminLogEntry }) {
  const payload = parsePayload(entry.payload);
  const counts = COUNT_KEYS.filter((k) => typeof payload[k] === "number");
  const when = new Date(entry.createdAt);
  return (
    <li className={`${card} space-y-2`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 className="font-semibold text-slate-900">
          {EVENT_LABELS[entry.event] ?? entry.event}
          <code className="ml-2 text-xs font-normal text-slate-500">{entry.event}</code>
        </h2>
        <time dateTime={entry.createdAt} className="text-sm text-slate-600">
          {format(when, "MMM dd, yyyy HH:mm:ss")}
        </time>
      </div>
      {typeof payload.city_slug === "string" && (
        <p className="text-sm text-slate-700">
          City: <span className="font-medium">{payload.city_slug}</span>
        </p>
      )}
      {counts.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {counts.map((k) => (
            <div key={k} className="flex gap-1">
              <dt className="capitalize text-slate-600">{k === "venueId" ? "Venue" : k}:</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{String(payload[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      {typeof payload.r2Key === "string" && <p className="break-all text-xs text-slate-500">Stored upload: {payload.r2Key}</p>}
    </li>
  );
}

function ImportLogs() {
  const logs = useAdminLogs();
  useRedirectOn401(logs.error);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Import History</h1>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <RefreshCw className={`h-4 w-4 ${logs.isFetching ? "animate-spin" : ""}`} aria-hidden />
          The last 10 events, refreshed every 10 seconds
        </p>
      </div>
      {logs.isPending && (
        <p role="status" className="text-slate-600">
          Loading import history...
        </p>
      )}
      {logs.isError && !logs.data && (
        <p role="alert" className="text-red-700">
          Failed to fetch import history
        </p>
      )}
      {logs.data && logs.data.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">No import history yet</p>
      )}
      {logs.data && logs.data.length > 0 && (
        <ol className="space-y-3" aria-label="Recent events">
          {logs.data.map((e) => (
            <LogRow key={e.id} entry={e} />
          ))}
        </ol>
      )}
    </section>
  );
}

export default withAdminGuard(ImportLogs);
