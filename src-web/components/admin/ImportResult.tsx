// What a CSV import did, under both import forms: the counts of each kind of row (inserted, updated,
// unchanged, rejected) with the venues' names, what it did to the city, and the rows it rejected.

import type { CsvRowError, ImportCity, ImportRows } from "@shared/contract/admin";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The one-line account of an import. The dashboard tab speaks of imported venues and errors, the
 * standalone page of inserted, updated and skipped (spec §8); both then say what "skipped" was.
 */
export function importSummary(form: "dashboard" | "standalone", c: ImportCounts): string {
  if (form === "standalone") {
    return `Inserted ${c.inserted}, updated ${c.updated}, skipped ${c.unchanged + c.rejected} (${c.unchanged} unchanged, ${c.rejected} rejected).`;
  }
  const parts = [`Imported ${plural(c.inserted + c.updated, "venue")} (${c.inserted} new, ${c.updated} updated)`];
  if (c.unchanged) parts.push(`${c.unchanged} already up to date`);
  if (c.rejected) parts.push(`${plural(c.rejected, "row")} had errors`);
  return `${parts.join(", ")}.`;
}

/** How an import left the city: created, what it filled in, and whether the public pages list it. */
function CityNote({ city }: { city: ImportCity }) {
  const filled: string[] = [];
  if (city.filled.includes("state")) filled.push(`state ${city.state} (${city.stateFrom === "form" ? "as chosen" : "from the addresses"})`);
  if (city.filled.includes("timeZone")) filled.push(`time zone ${city.timeZone} (from the state)`);
  if (city.filled.includes("coordinates") && city.lat !== null) filled.push(`centre ${city.lat}, ${city.lng} (from the venues)`);
  const editor = city.id !== null && (
    <Link to={`/admin/cities/${city.id}/edit`} className="font-medium text-pitch-700 underline">
      {city.listed ? "Edit the city" : "Set its state"}
    </Link>
  );
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-800" data-testid="import-city">
      {(city.created || filled.length > 0) && (
        <p>
          {city.created ? `New city ${city.name} created` : `${city.name} updated`}
          {filled.length ? `: ${filled.join(", ")}.` : "."}
        </p>
      )}
      {city.listed ? (
        city.created && (
          <p>
            It is listed under {city.state} on All Cities. {editor}
          </p>
        )
      ) : (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" role="alert">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            {city.name} has no state, so All Cities, the home page and the sitemap do not list it yet. {editor}
          </span>
        </p>
      )}
    </div>
  );
}

/** One kind of row with its venues' names; long lists start folded. */
function NameGroup({ label, names, hint }: { label: string; names: string[]; hint?: string }) {
  if (names.length === 0) return null;
  return (
    <details open={names.length <= 10} className="rounded-lg bg-white/70 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        {label}: {plural(names.length, "venue")}
        {hint && <span className="font-normal text-slate-600"> ({hint})</span>}
      </summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800" aria-label={label}>
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </details>
  );
}

export function ImportResult({
  title,
  headingLevel,
  summary,
  counts,
  rows,
  errors,
  city,
  className,
  children,
}: {
  title: React.ReactNode;
  headingLevel: "h2" | "h3";
  summary: string;
  counts: ImportCounts;
  rows: ImportRows;
  errors: CsvRowError[];
  city: ImportCity;
  className?: string;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel;
  const tiles: [string, number][] = [
    ["Inserted", counts.inserted],
    ["Updated", counts.updated],
    ["Unchanged", counts.unchanged],
    ["Rejected", counts.rejected],
  ];
  return (
    <section className={`rounded-xl border border-pitch-100 bg-pitch-50 p-4 sm:p-5 ${className ?? ""}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="flex items-center gap-2 font-semibold text-pitch-900">
        <CheckCircle2 className="h-5 w-5" aria-hidden /> {title}
      </Heading>
      <p className="mt-1 text-sm text-slate-800" data-testid="import-summary">
        {summary}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <CityNote city={city} />
      <div className="mt-4 space-y-2">
        <NameGroup label="Inserted" names={rows.inserted} />
        <NameGroup label="Updated" names={rows.updated} />
        <NameGroup label="Unchanged" names={rows.unchanged} hint="already as in the file" />
      </div>
      {errors.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-red-900">Rejected rows</h3>
          <ul className="mt-1 space-y-1 text-sm text-red-800" aria-label="Rejected rows">
            {errors.map((e) => (
              <li key={`${e.row}-${e.message}`}>
                Row {e.row}
                {e.name ? ` (${e.name})` : ""}: {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}
