// /admin/import: the standalone CSV import (exact header; can create the city).

import { STANDALONE_CSV_HEADER } from "@shared/constants";
import type { StandaloneImportResult } from "@shared/contract/admin";
import { FIELD_MAX, MAX_CSV_BYTES, SLUG_PATTERN } from "@shared/limits";
import { US_STATES } from "@shared/us-states";
import { ArrowLeft } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useStandaloneImport } from "../../api/admin";
import { AdminFormCard } from "../../components/admin/AdminFormCard";
import { useUnauthorizedRedirect, withAdminGuard } from "../../components/admin/AdminGuard";
import { ChosenFile, CSV_FILE_HINT, CsvFileInput } from "../../components/admin/CsvFileInput";
import { ImportResult, importSummary } from "../../components/admin/ImportResult";
import { Field, Input, Select } from "../../components/ui/Field";
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
  const [cityState, setCityState] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StandaloneImportResult | null>(null);
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
      { citySlug: citySlug.trim(), cityName: cityName.trim() || undefined, cityState: cityState || undefined, file },
      {
        onSuccess: (res) => {
          setResult(res);
          toast({ title: "Import Successful", description: importSummary("standalone", res.counts), variant: "success" });
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
        Import venues into a city. A city that does not exist yet is created, with its state read from the addresses (“..., Boise, ID 83702”), its centre from
        the venues' coordinates and its time zone from the state. Imported venues are published at once; re-importing the same file changes nothing.
      </p>

      <AdminFormCard onSubmit={submit} submitLabel="Import" pendingLabel="Importing..." pending={importCsv.isPending} className="mt-6">
        <Field label="City slug" id="city-slug" look="admin" required hint="Lowercase, no spaces, words joined by hyphens (for example new-york).">
          <Input
            value={citySlug}
            onChange={(e) => setCitySlug(e.target.value)}
            placeholder="e.g. kansas-city"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={FIELD_MAX.slug}
            pattern={SLUG_PATTERN.source}
          />
        </Field>
        <Field label="City name (optional)" id="city-name" look="admin" hint="Used only when the city is new; without it the slug is used.">
          <Input value={cityName} onChange={(e) => setCityName(e.target.value)} maxLength={FIELD_MAX.cityName} />
        </Field>
        <Field
          label="State (optional)"
          id="city-state"
          look="admin"
          hint="Used only when the city is new or has no state yet. Without it, the state is read from the addresses; a city without a state is not listed."
        >
          <Select value={cityState} onChange={(e) => setCityState(e.target.value)}>
            <option value="">Read it from the addresses</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.name}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="CSV file" look="admin" required hint={CSV_FILE_HINT} after={<ChosenFile file={file} />}>
          <CsvFileInput inputRef={input} onFile={setFile} />
        </Field>
      </AdminFormCard>

      {result && (
        <ImportResult
          title={`Import result for ${result.city_slug}`}
          headingLevel="h2"
          summary={importSummary("standalone", result.counts)}
          counts={result.counts}
          rows={result.rows}
          errors={result.errors}
          city={result.city}
          className="mt-6"
        >
          <p className="mt-4 text-sm">
            <Link to={`/city/${result.city_slug}`} className="font-medium text-pitch-700 underline">
              View the city page
            </Link>
          </p>
        </ImportResult>
      )}

      <section className="mt-8" aria-labelledby="example-heading">
        <h2 id="example-heading" className="text-lg font-semibold text-slate-900">
          Example CSV
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The header must be exactly as shown. lat, lon, phone, hours_short, neighborhood and tags may be blank; separate tags with a pipe (|).
        </p>
        {/* Focusable so keyboard users can scroll it sideways. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable). */}
        <pre tabIndex={0} className="mt-3 overflow-x-auto rounded-lg bg-night-900 p-4 text-xs leading-relaxed text-slate-100">
          <code>{EXAMPLE}</code>
        </pre>
      </section>
    </section>
  );
}

export default withAdminGuard(StandaloneImport);
