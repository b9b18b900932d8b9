// The CSV file picker of both import forms: the input (inside a Field, which labels it), and the
// chosen file's name and size, for the Field's `after`.
import { MAX_CSV_BYTES, MAX_IMPORT_ROWS } from "@shared/limits";
import { FileSpreadsheet } from "lucide-react";
import { useFieldControl } from "../ui/Field";

/** The import's limits, stated under both file pickers (the Worker refuses more with the same numbers). */
export const CSV_FILE_HINT = `Up to ${MAX_CSV_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString("en-US")} venue rows per file.`;

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function CsvFileInput({
  inputRef,
  onFile,
  accept = ".csv,text/csv",
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  onFile: (file: File | null) => void;
  /** The open map data import takes JSON and GeoJSON instead. */
  accept?: string;
}) {
  const field = useFieldControl();
  return (
    <input
      ref={inputRef}
      id={field?.id}
      aria-describedby={field?.["aria-describedby"]}
      required={field?.required}
      type="file"
      accept={accept}
      className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
      onChange={(e) => onFile(e.target.files?.[0] ?? null)}
    />
  );
}

export function ChosenFile({ file }: { file: File | null }) {
  if (!file) return null;
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-slate-700" data-testid="selected-file">
      <FileSpreadsheet className="h-4 w-4 text-pitch-700" aria-hidden />
      {file.name} ({formatKb(file.size)})
    </p>
  );
}
