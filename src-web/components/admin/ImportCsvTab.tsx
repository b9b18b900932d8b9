// Dashboard tab: import venues from a CSV into a city (flexible column names).

import type { AdminImportResult } from "@shared/contract/admin";
import { MAX_CSV_BYTES } from "@shared/limits";
import { AlertTriangle } from "lucide-react";
import { useRef, useState } from "react";
import { useAdminCities, useAdminImport } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Field, Select } from "../ui/Field";
import { AdminFormCard } from "./AdminFormCard";
import { useUnauthorizedRedirect } from "./AdminGuard";
import { CityOptions } from "./CityOptions";
import { ChosenFile, CSV_FILE_HINT, CsvFileInput } from "./CsvFileInput";
import { ImportResult, importSummary } from "./ImportResult";

export function ImportCsvTab() {
  // Every city, listed or not: an import can complete a city that still lacks its state.
  const cities = useAdminCities();
  const importCsv = useAdminImport();
  const redirect = useUnauthorizedRedirect();
  const [citySlug, setCitySlug] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<AdminImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!citySlug || !file) {
      toast({ title: "Missing Information", description: "Please select a city and choose a CSV file", variant: "destructive" });
      return;
    }
    if (file.size > MAX_CSV_BYTES) {
      setFailure("The file is larger than 10 MB.");
      toast({ title: "Import Failed", description: "The file is larger than 10 MB.", variant: "destructive" });
      return;
    }
    setResult(null);
    setFailure(null);
    importCsv.mutate(
      { citySlug, file },
      {
        onSuccess: (res) => {
          setResult(res);
          toast({ title: "CSV Import Complete", description: importSummary("dashboard", res), variant: "success" });
          setFile(null);
          if (input.current) input.current.value = "";
        },
        onError: (err) => {
          if (redirect(err)) return;
          const message = errorMessage(err, "Unknown error occurred");
          setFailure(message);
          toast({ title: "Import Failed", description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <AdminFormCard title="Import venues from CSV" onSubmit={submit} submitLabel="Import CSV" pendingLabel="Importing..." pending={importCsv.isPending}>
        <p className="text-sm text-slate-600">
          Columns: <code>name</code>, <code>address</code> (required), <code>latitude</code>, <code>longitude</code>, <code>website</code>, <code>hasFood</code>
          , <code>familyFriendly</code>, <code>bigScreens</code>, <code>openLate</code>, <code>notes</code>. Names are flexible (<code>lat</code> or{" "}
          <code>latitude</code>, <code>has_food</code> or <code>hasFood</code>); yes/no, true/false and 1/0 all work. Imported venues are published at once;
          re-importing a file never creates duplicates.
        </p>
        <p className="text-sm text-slate-600">
          Optional claim columns: <code>shows_all_matches</code> (the venue shows every match; yes/no, true/false, 1/0) and <code>teams</code> (a supporters'
          venue of these teams: FIFA codes separated by <code>|</code>, e.g. <code>USA|MEX</code>; an unknown code skips the row with an error). Imports only
          add claims; edit or remove them on Manage Venues.
        </p>
        <Field label="City" id="import-city" look="admin">
          <Select value={citySlug} onChange={(e) => setCitySlug(e.target.value)}>
            <option value="">Select a city</option>
            <CityOptions cities={cities.data} value="slug" />
          </Select>
        </Field>
        <Field label="CSV file" look="admin" hint={CSV_FILE_HINT} after={<ChosenFile file={file} />}>
          <CsvFileInput inputRef={input} onFile={setFile} />
        </Field>
      </AdminFormCard>

      {result && (
        <ImportResult
          title={`Import complete: ${result.city.name}`}
          headingLevel="h3"
          summary={importSummary("dashboard", result)}
          counts={result}
          rows={result.rows}
          errors={result.errors}
          city={result.city}
        />
      )}
      {failure && (
        <section className="rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5" role="alert">
          <h3 className="flex items-center gap-2 font-semibold text-red-900">
            <AlertTriangle className="h-5 w-5" aria-hidden /> Import failed
          </h3>
          <p className="mt-1 text-sm text-red-900">{failure}</p>
        </section>
      )}
    </div>
  );
}
