// Dashboard tab: places from open map data (OpenStreetMap as Overpass JSON or GeoJSON, Overture Maps
// places as GeoJSON) into a city. The file is previewed first (nothing written), then applied all or
// nothing (docs/decisions/030).
import { type OpenDataImportResult, SKIP_REASONS } from "@shared/contract/open-data";
import { MAX_OPEN_DATA_BYTES, MAX_OPEN_DATA_ELEMENTS } from "@shared/limits";
import { OPEN_DATA_ATTRIBUTION } from "@shared/open-data";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useAdminCities, useOpenDataImport } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { Field, Input, Select } from "../ui/Field";
import { AdminFormCard } from "./AdminFormCard";
import { useUnauthorizedRedirect } from "./AdminGuard";
import { CityOptions } from "./CityOptions";
import { ChosenFile, CsvFileInput } from "./CsvFileInput";

const FILE_HINT = `Overpass API JSON (as overpass-turbo exports it) or GeoJSON; up to ${MAX_OPEN_DATA_BYTES / 1024 / 1024} MB and ${MAX_OPEN_DATA_ELEMENTS.toLocaleString("en-US")} elements.`;

const counted = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function summary(r: OpenDataImportResult): string {
  const c = r.counts;
  return `${c.new} new, ${c.updated} updated, ${c.unchanged} unchanged, ${c.linked} linked to venues already listed, ${c.skipped} skipped (of ${counted(r.total, "element")}).`;
}

const hoursNote = (read: boolean | null) => (read === false ? " · hours not listed (could not be read)" : "");

function RowList<T>({ title, rows, total, render, testId }: { title: string; rows: T[]; total: number; render: (row: T) => React.ReactNode; testId: string }) {
  if (total === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 bg-white" data-testid={testId} open={total <= 20}>
      <summary className="cursor-pointer px-4 py-2 font-semibold text-slate-900">
        {title} ({total.toLocaleString("en-US")})
      </summary>
      {/* Focusable so keyboard users can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable). */}
      <ul tabIndex={0} aria-label={title} className="max-h-80 space-y-1 overflow-y-auto border-t border-slate-100 px-4 py-2 text-sm text-slate-700">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed answer, never reordered.
          <li key={i} className="break-words">
            {render(row)}
          </li>
        ))}
        {rows.length < total && <li className="text-slate-500">… and {(total - rows.length).toLocaleString("en-US")} more</li>}
      </ul>
    </details>
  );
}

export function Preview({ result }: { result: OpenDataImportResult }) {
  const c = result.counts;
  return (
    <div className="space-y-3">
      <RowList
        testId="open-data-new"
        title="New places"
        rows={result.new}
        total={c.new}
        render={(r) => (
          <>
            <span className="font-medium text-slate-900">{r.name}</span> · {r.address || "no address"} · <code>{r.sourceId}</code>
            {hoursNote(r.hoursRead)}
          </>
        )}
      />
      <RowList
        testId="open-data-updated"
        title="Updated"
        rows={result.updated}
        total={c.updated}
        render={(r) => (
          <>
            <Link to={`/admin/venues/${r.venueId}/edit`} className="font-medium text-pitch-800 underline">
              {r.name}
            </Link>{" "}
            · <code>{r.sourceId}</code>
            {r.changed.length > 0 && <> · changes {r.changed.join(", ")}</>}
            {r.kept.length > 0 && <> · keeps {r.kept.join(", ")} (changed by hand or managed by its owner)</>}
          </>
        )}
      />
      <RowList
        testId="open-data-linked"
        title="Linked to a venue already listed (not added twice)"
        rows={result.linked}
        total={c.linked}
        render={(r) => (
          <>
            <span className="font-medium text-slate-900">{r.name}</span> (<code>{r.sourceId}</code>) is{" "}
            <Link to={`/admin/venues/${r.venue.id}/edit`} className="font-medium text-pitch-800 underline">
              {r.venue.name}
            </Link>
            {r.venue.metres !== null ? `, ${r.venue.metres} m away` : ", same name (the venue has no map location)"}
          </>
        )}
      />
      <RowList
        testId="open-data-unchanged"
        title="Unchanged"
        rows={result.unchanged}
        total={c.unchanged}
        render={(r) => (
          <>
            {r.name} · <code>{r.sourceId}</code>
          </>
        )}
      />
      <RowList
        testId="open-data-skipped"
        title="Skipped"
        rows={result.skipped}
        total={c.skipped}
        render={(r) => (
          <>
            Element {r.element + 1}
            {r.sourceId && (
              <>
                {" "}
                <code>{r.sourceId}</code>
              </>
            )}
            {r.name && <> “{r.name}”</>}: {SKIP_REASONS[r.reason]}
          </>
        )}
      />
    </div>
  );
}

/** A preview's Apply (off when it would change nothing) and Cancel, for a file or a fetched import alike. */
export function ApplyOrCancel({
  preview,
  pending,
  onApply,
  onCancel,
}: {
  preview: OpenDataImportResult;
  pending: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={onApply} disabled={pending || preview.counts.new + preview.counts.updated + preview.counts.linked === 0}>
        {pending ? "Importing..." : "Apply this import"}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  );
}

/** What an applied import did, with the way to the city page; `children` say where the data came from. */
export function AppliedNote({ result, children }: { result: OpenDataImportResult; children?: React.ReactNode }) {
  return (
    <>
      <h3 className="flex items-center gap-2 font-semibold text-pitch-900">
        <CheckCircle2 className="h-5 w-5" aria-hidden /> Imported into {result.city.name}
      </h3>
      <p className="mt-1 text-sm text-pitch-900">{summary(result)}</p>
      {children}
      <Link to={`/city/${result.city.slug}`} className="mt-2 inline-block text-sm font-medium text-pitch-800 underline">
        View the city page
      </Link>
    </>
  );
}

export function OpenDataImportTab() {
  const cities = useAdminCities();
  const importOpenData = useOpenDataImport();
  const redirect = useUnauthorizedRedirect();
  const [citySlug, setCitySlug] = useState("");
  const [dataDate, setDataDate] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<OpenDataImportResult | null>(null);
  const [applied, setApplied] = useState<OpenDataImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A preview stands for one city, file and date: any change asks for a new one.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
      setApplied(null);
    };

  const run = (mode: "preview" | "apply") => {
    if (!citySlug || !file) {
      toast({ title: "Missing Information", description: "Please select a city and choose a file", variant: "destructive" });
      return;
    }
    if (file.size > MAX_OPEN_DATA_BYTES) {
      setFailure(`The file is larger than ${MAX_OPEN_DATA_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setFailure(null);
    importOpenData.mutate(
      { citySlug, file, mode, dataDate: dataDate || undefined },
      {
        onSuccess: (res) => {
          if (res.applied) {
            setApplied(res);
            setPreview(null);
            toast({ title: "Places imported", description: summary(res), variant: "success" });
          } else setPreview(res);
        },
        onError: (err) => {
          if (redirect(err)) return;
          setPreview(null);
          setFailure(errorMessage(err, "Unknown error occurred"));
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <AdminFormCard
        title="Import places from open map data"
        onSubmit={(e) => {
          e.preventDefault();
          run("preview");
        }}
        submitLabel="Preview"
        pendingLabel="Reading the file..."
        pending={importOpenData.isPending && importOpenData.variables?.mode === "preview"}
      >
        <p className="text-sm text-slate-600">
          OpenStreetMap bars, pubs and beer gardens (and restaurants tagged <code>sport=soccer</code>) from an Overpass API JSON or GeoJSON export, or Overture
          Maps places as GeoJSON. They are listed as “not yet confirmed by the venue”, with their source and attribution, until an owner claims them; they never
          say they show a match. A place that is a venue already listed is linked to it, not added twice. Re-importing a newer export updates places by their
          source id and keeps what an owner or an admin changed by hand.
        </p>
        <p className="text-sm text-slate-600">
          OpenStreetMap data is under the ODbL: the site shows “{OPEN_DATA_ATTRIBUTION.openstreetmap.credit}” wherever these places appear, and keeps them as
          their own layer (see the README).
        </p>
        <Field label="City" id="open-data-city" look="admin">
          <Select value={citySlug} onChange={(e) => changed(setCitySlug)(e.target.value)}>
            <option value="">Select a city</option>
            <CityOptions cities={cities.data} value="slug" />
          </Select>
        </Field>
        <Field label="Export file" look="admin" hint={FILE_HINT} after={<ChosenFile file={file} />}>
          <CsvFileInput inputRef={input} onFile={changed(setFile)} accept=".json,.geojson,application/json,application/geo+json" />
        </Field>
        <Field
          label="Data date (optional)"
          id="open-data-date"
          look="admin"
          hint="The date the data shows, for a file that does not say (GeoJSON exports). Overpass JSON carries its own."
        >
          <Input type="date" value={dataDate} onChange={(e) => changed(setDataDate)(e.target.value)} />
        </Field>
      </AdminFormCard>

      {failure && (
        <section className="rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5" role="alert">
          <h3 className="flex items-center gap-2 font-semibold text-red-900">
            <AlertTriangle className="h-5 w-5" aria-hidden /> Import failed
          </h3>
          <p className="mt-1 text-sm text-red-900">{failure} Nothing was imported.</p>
        </section>
      )}

      {preview && (
        <section
          className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
          aria-labelledby="open-data-preview-heading"
          data-testid="open-data-preview"
        >
          <h3 id="open-data-preview-heading" className="text-lg font-semibold text-slate-900">
            Preview for {preview.city.name}: nothing is saved yet
          </h3>
          <p className="text-sm text-slate-700" data-testid="open-data-summary">
            {summary(preview)} {preview.dataDate ? `Data as of ${preview.dataDate.slice(0, 10)}.` : "The file does not say how old its data is."}
          </p>
          <Preview result={preview} />
          <ApplyOrCancel preview={preview} pending={importOpenData.isPending} onApply={() => run("apply")} onCancel={() => setPreview(null)} />
        </section>
      )}

      {applied && (
        <section className="rounded-xl border border-pitch-200 bg-pitch-50 p-4 sm:p-5" role="status" data-testid="open-data-applied">
          <AppliedNote result={applied} />
        </section>
      )}
    </div>
  );
}
