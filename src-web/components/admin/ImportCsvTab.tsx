// Dashboard tab: import venues from a CSV into a city (flexible column names).
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { AdminImportResult } from "@shared/contract/admin";
import { MAX_CSV_BYTES } from "@shared/limits";
import { useAdminImport } from "../../api/admin";
import { useCities } from "../../api/cities";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useUnauthorizedRedirect } from "./AdminGuard";
import { CsvFileInput } from "./CsvFileInput";
import { btn, card, field } from "./ui";

export function ImportCsvTab() {
  const cities = useCities();
  const importCsv = useAdminImport();
  const redirect = useUnauthorizedRedirect();
  const [citySlug, setCitySlug] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<AdminImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileId = useId();
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
          const errors = res.errors.length;
          toast({
            title: "CSV Import Complete",
            description: `Imported ${res.imported} venues${errors ? `, ${errors} rows had errors` : ""}`,
            variant: "success",
          });
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
      <form onSubmit={submit} noValidate className={`${card} space-y-4`} aria-labelledby="import-tab-heading">
        <h2 id="import-tab-heading" className="text-xl font-semibold text-slate-900">
          Import venues from CSV
        </h2>
        <p className="text-sm text-slate-600">
          Columns: <code>name</code>, <code>address</code> (required), <code>latitude</code>, <code>longitude</code>, <code>website</code>,{" "}
          <code>hasFood</code>, <code>familyFriendly</code>, <code>bigScreens</code>, <code>openLate</code>, <code>notes</code>. Names are flexible (
          <code>lat</code> or <code>latitude</code>, <code>has_food</code> or <code>hasFood</code>); yes/no, true/false and 1/0 all work. Imported
          venues are published at once; re-importing a file never creates duplicates.
        </p>
        <div>
          <label htmlFor="import-city" className={field.label}>
            City
          </label>
          <select id="import-city" className={field.input} value={citySlug} onChange={(e) => setCitySlug(e.target.value)}>
            <option value="">Select a city</option>
            {cities.data?.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={fileId} className={field.label}>
            CSV file
          </label>
          <CsvFileInput id={fileId} inputRef={input} file={file} onFile={setFile} />
        </div>
        <div className="flex justify-end">
          <button type="submit" className={btn.primary} disabled={importCsv.isPending}>
            {importCsv.isPending ? "Importing..." : "Import CSV"}
          </button>
        </div>
      </form>

      {result && (
        <section className="rounded-xl border border-pitch-100 bg-pitch-50 p-4 sm:p-5" aria-labelledby="import-success-heading" role="status">
          <h3 id="import-success-heading" className="flex items-center gap-2 font-semibold text-pitch-900">
            <CheckCircle2 className="h-5 w-5" aria-hidden /> Import complete
          </h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:max-w-sm">
            <div>
              <dt className="text-slate-600">Imported</dt>
              <dd className="text-2xl font-bold text-slate-900">{result.imported}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Rows with errors</dt>
              <dd className="text-2xl font-bold text-slate-900">{result.errors.length}</dd>
            </div>
          </dl>
          {result.errors.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm text-red-800" aria-label="Row errors">
              {result.errors.map((e) => (
                <li key={`${e.row}-${e.message}`}>
                  Row {e.row}: {e.message}
                </li>
              ))}
            </ul>
          )}
        </section>
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
