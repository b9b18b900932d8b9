// /admin/import-logs: the last 10 admin events, refreshed every 10 seconds. Each names what it is
// about (the venue, the city), and an import says what became of its rows, by name.

import type { AdminLogEntry } from "@shared/contract/admin";
import { ArrowLeft, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useAdminLogs } from "../../api/admin";
import { useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { card } from "../../components/admin/ui";
import { formatDate } from "../../lib/format";

const EVENT_LABELS: Record<string, string> = {
  csv_import: "CSV import (dashboard)",
  csv_import_standalone: "CSV import (standalone)",
  open_data_import: "Open map data import",
  venue_approved: "Venue approved",
  venue_rejected: "Venue rejected",
  venue_featured_manual: "Venue featured",
  venue_unfeatured: "Venue unfeatured",
  venue_deleted: "Venue deleted",
  venues_deleted_all: "All venues deleted",
  venue_claims_set: "Venue claims edited",
  city_updated: "City updated",
  pricing_phase_added: "Price phase added",
  pricing_phase_changed: "Price phase changed",
  pricing_phase_deleted: "Price phase deleted",
  blog_post_deleted: "Blog post deleted",
  blog_posts_deleted_all: "All blog posts deleted",
  seattle_guides_seeded: "Seattle guides created (pending approval)",
  submission_paid: "Paid submission received",
  venue_featured_paid: "Venue featured (paid)",
  featured_venue_missing: "Paid feature for a deleted venue",
};

const IMPORT_EVENTS = new Set(["csv_import", "csv_import_standalone"]);
/** Counts other events carry. */
const COUNT_KEYS = ["count", "days"] as const;

type Payload = Record<string, unknown>;

function parsePayload(text: string | null): Payload {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Payload) : {};
  } catch {
    return {};
  }
}

const num = (v: unknown) => (typeof v === "number" ? v : null);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

function Facts({ items }: { items: [label: string, value: React.ReactNode][] }) {
  if (items.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-600">{label}:</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Inserted: A, B and 3 more": the names the log kept, and how many it did not. */
function Names({ label, names, total }: { label: string; names: string[]; total: number }) {
  if (total === 0 || names.length === 0) return null;
  const more = total - names.length;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">{label}:</span> {names.join(", ")}
      {more > 0 ? ` and ${more} more` : ""}
    </p>
  );
}

/** An import: its city, the rows of each kind by name, and the rejected rows with line and reason. */
function ImportDetails({ payload: p }: { payload: Payload }) {
  const names = (p.names ?? {}) as Payload;
  const rejectedRows = Array.isArray(p.rejectedRows) ? (p.rejectedRows as { row: number; name: string | null; message: string }[]) : [];
  // Entries written before the breakdown have only "skipped" (unchanged and rejected together).
  const rejected = num(p.rejected) ?? num(p.errors) ?? 0;
  const unchanged = num(p.unchanged) ?? Math.max(0, (num(p.skipped) ?? 0) - rejected);
  const counts: [string, number][] = [
    ["Inserted", num(p.inserted) ?? 0],
    ["Updated", num(p.updated) ?? 0],
    ["Unchanged", unchanged],
    ["Rejected", rejected],
  ];
  const city = typeof p.city_name === "string" ? `${p.city_name} (${p.city_slug})` : String(p.city_slug ?? "");
  const filled = strings(p.cityFilled);
  return (
    <>
      <p className="text-sm text-slate-700">
        City: <span className="font-medium">{city}</span>
        {p.cityCreated === true ? " · created by this import" : ""}
        {filled.length ? ` · filled in: ${filled.map((f) => (f === "timeZone" ? "time zone" : f)).join(", ")}` : ""}
      </p>
      <Facts items={counts} />
      <Names label="Inserted" names={strings(names.inserted)} total={counts[0][1]} />
      <Names label="Updated" names={strings(names.updated)} total={counts[1][1]} />
      <Names label="Unchanged" names={strings(names.unchanged)} total={unchanged} />
      {rejectedRows.length > 0 && (
        <ul className="space-y-0.5 text-sm text-red-800" aria-label="Rejected rows">
          {rejectedRows.map((r) => (
            <li key={`${r.row}-${r.message}`}>
              Row {r.row}
              {r.name ? ` (${r.name})` : ""}: {r.message}
            </li>
          ))}
          {rejected > rejectedRows.length && <li>and {rejected - rejectedRows.length} more</li>}
        </ul>
      )}
    </>
  );
}

const shown = (v: unknown) => (v === null || v === undefined ? "none" : String(v));

/** A city edit: what changed, from what to what. */
function CityChanges({ payload: p }: { payload: Payload }) {
  const before = (p.before ?? {}) as Payload;
  const after = (p.after ?? {}) as Payload;
  const labels: Record<string, string> = { state: "State", lat: "Latitude", lng: "Longitude", timeZone: "Time zone" };
  return (
    <>
      <p className="text-sm text-slate-700">
        City: <span className="font-medium">{String(p.name ?? p.slug ?? "")}</span>
      </p>
      <ul className="text-sm text-slate-700">
        {strings(p.changed).map((k) => (
          <li key={k}>
            {labels[k] ?? k}: {shown(before[k])} → <span className="font-medium text-slate-900">{shown(after[k])}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function LogRow({ entry }: { entry: AdminLogEntry }) {
  const payload = parsePayload(entry.payload);
  const counts = COUNT_KEYS.flatMap((k) => (typeof payload[k] === "number" ? [[k === "days" ? "Days" : "Count", String(payload[k])] as [string, string]] : []));
  const when = new Date(entry.createdAt);
  const venueId = num(payload.venueId);
  return (
    <li className={`${card} space-y-2`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 className="font-semibold text-slate-900">
          {EVENT_LABELS[entry.event] ?? entry.event}
          <code className="ml-2 text-xs font-normal text-slate-500">{entry.event}</code>
        </h2>
        <time dateTime={entry.createdAt} className="text-sm text-slate-600">
          {importTime.format(when)}
        </time>
      </div>
      {venueId !== null && (
        <p className="text-sm text-slate-700">
          Venue: <span className="font-medium text-slate-900">{entry.venueName ?? "a venue deleted since"}</span>
          <span className="text-slate-500"> (#{venueId})</span>
          {typeof payload.lastDay === "string" ? ` · until ${formatDate(`${payload.lastDay}T12:00:00`)}` : ""}
        </p>
      )}
      {IMPORT_EVENTS.has(entry.event) ? (
        <ImportDetails payload={payload} />
      ) : entry.event === "city_updated" ? (
        <CityChanges payload={payload} />
      ) : entry.event === "open_data_import" && typeof payload.counts === "object" && payload.counts ? (
        <OpenDataFacts payload={payload} />
      ) : (
        <Facts items={counts} />
      )}
      {typeof payload.r2Key === "string" && <p className="break-all text-xs text-slate-500">Stored upload: {payload.r2Key}</p>}
    </li>
  );
}

/** An open map data import: its city, its source's date and what it did (docs/decisions/030). */
function OpenDataFacts({ payload }: { payload: Record<string, unknown> }) {
  const counts = payload.counts as Record<string, number>;
  const city = (payload.city as { name?: string } | undefined)?.name;
  const date = typeof payload.dataDate === "string" ? ` · data as of ${formatDate(payload.dataDate)}` : "";
  return (
    <p className="text-sm text-slate-700">
      {city ? `${city}: ` : ""}
      {counts.new} new, {counts.updated} updated, {counts.unchanged} unchanged, {counts.linked} linked, {counts.skipped} skipped{date}
    </p>
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

/** "Nov 05, 2026, 14:03:09": when an import ran (admin pages are in English). */
const importTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export default withAdminGuard(ImportLogs);
