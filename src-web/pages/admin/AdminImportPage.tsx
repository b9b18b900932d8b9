// /admin/import: the standalone CSV import (exact header; can create the city).
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { STANDALONE_CSV_HEADER } from "@shared/constants";
import type { StandaloneImportResult } from "@shared/contract/admin";
import { MAX_CSV_BYTES } from "@shared/limits";
import { useStandaloneImport } from "../../api/admin";
import { AdminGuard, useUnauthorizedRedirect } from "../../components/admin/AdminGuard";
import { CsvFileInput } from "../../components/admin/CsvFileInput";
import { btn, card, field } from "../../components/admin/ui";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast";

const EXAMPLE = `${STANDALONE_CSV_HEADER}
The Pitch Side Pub,"123 Main St, Seattle, WA",47.6062,-122.3321,(206) 555-0100,https://pitchside.example.com,Daily 9am-2am,Downtown,Sports Bar|Pub
Corner Kick Cafe,456 Pine St,,,,,,Capitol Hill,`;

function StandaloneImport() {
  const importCsv = useStandaloneImport();
  const redirect = useUnauthorizedRedirect();
  const [citySlug, setCitySlug] = useState("");
  const [cityName, setCityName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StandaloneImportResult | null>(null);
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!citySlug.trim() || !file) {
      toast({ title: "Missing Information", description: "Please provide city slug and CSV file", variant: "destructive" });
      return;
    }
    if (file.size > MAX_CSV_BYTES) {
      toast({ title: "Import Failed", description: "The file is larger than 10 MB.", variant: "destructive" });
      return;
    }
    setResult(null);
    importCsv.mutate(
      { citySlug: citySlug.trim(), cityName: cityName.trim() || undefined, file },
      {
        onSuccess: (res) => {
          setResult(res);
          const { inserted, updated, skipped } = res.counts;
          toast({ title: "Import Successful", description: `Inserted ${inserted}, updated ${updated}, skipped ${skipped}.`, variant: "success" });
        },
        onError: (err) => {
          if (redirect(err)) return;
          const message = err instanceof ApiRequestError ? err.serverMessage || "Import failed" : "Unknown error occurred";
          toast({ title: "Import Failed", description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">CSV Import</h1>
      <p className="mt-2 text-slate-600">
        Import venues into a city. A city that does not exist yet is created. Imported venues are published at once; re-importing the same file
        changes nothing.
      </p>

      <form onSubmit={submit} noValidate className={`${card} mt-6 space-y-4`}>
        <div>
          <label htmlFor="city-slug" className={field.label}>
            City slug <span aria-hidden>*</span>
          </label>
          <input
            id="city-slug"
            className={field.input}
            value={citySlug}
            onChange={(e) => setCitySlug(e.target.value)}
            placeholder="e.g. kansas-city"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby="city-slug-hint"
            required
          />
          <p id="city-slug-hint" className={field.hint}>
            Lowercase, no spaces, words joined by hyphens (for example new-york).
          </p>
        </div>
        <div>
          <label htmlFor="city-name" className={field.label}>
            City name (optional)
          </label>
          <input id="city-name" className={field.input} value={cityName} onChange={(e) => setCityName(e.target.value)} aria-describedby="city-name-hint" />
          <p id="city-name-hint" className={field.hint}>
            Used only when the city is new; without it the slug is used.
          </p>
        </div>
        <div>
          <label htmlFor={fileId} className={field.label}>
            CSV file <span aria-hidden>*</span>
          </label>
          <CsvFileInput id={fileId} inputRef={input} file={file} onFile={setFile} hint="Maximum 10 MB." />
        </div>
        <div className="flex justify-end">
          <button type="submit" className={btn.primary} disabled={importCsv.isPending}>
            {importCsv.isPending ? "Importing..." : "Import"}
          </button>
        </div>
      </form>

      {result && (
        <section className="mt-6 rounded-xl border border-pitch-100 bg-pitch-50 p-4 sm:p-5" aria-labelledby="result-heading" role="status">
          <h2 id="result-heading" className="flex items-center gap-2 font-semibold text-pitch-900">
            <CheckCircle2 className="h-5 w-5" aria-hidden /> Import result for {result.city_slug}
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
            {(["inserted", "updated", "skipped"] as const).map((k) => (
              <div key={k}>
                <dt className="capitalize text-slate-600">{k}</dt>
                <dd className="text-2xl font-bold text-slate-900">{result.counts[k]}</dd>
              </div>
            ))}
          </dl>
          {result.errors.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-red-900">Rows skipped because of errors</h3>
              <ul className="mt-1 space-y-1 text-sm text-red-800">
                {result.errors.map((e) => (
                  <li key={`${e.row}-${e.message}`}>
                    Row {e.row}: {e.message}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-4 text-sm">
            <Link to={`/city/${result.city_slug}`} className="font-medium text-pitch-700 underline">
              View the city page
            </Link>
          </p>
        </section>
      )}

      <section className="mt-8" aria-labelledby="example-heading">
        <h2 id="example-heading" className="text-lg font-semibold text-slate-900">
          Example CSV
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The header must be exactly as shown. lat, lon, phone, hours_short, neighborhood and tags may be blank; separate tags with a pipe (|).
        </p>
        {/* Focusable so keyboard users can scroll it sideways. */}
        <pre tabIndex={0} className="mt-3 overflow-x-auto rounded-lg bg-night-900 p-4 text-xs leading-relaxed text-slate-100">
          <code>{EXAMPLE}</code>
        </pre>
      </section>
    </section>
  );
}

export default function AdminImportPage() {
  return (
    <AdminGuard title="CSV Import">
      <StandaloneImport />
    </AdminGuard>
  );
}
