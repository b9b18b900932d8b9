// The CSV file picker of both import forms: the input, an optional hint, and the chosen file's name
// and size once one is picked.
import { FileSpreadsheet } from "lucide-react";
import { field } from "./ui";

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function CsvFileInput({
  id,
  inputRef,
  file,
  onFile,
  hint,
}: {
  id: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  file: File | null;
  onFile: (file: File | null) => void;
  hint?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {file && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700" data-testid="selected-file">
          <FileSpreadsheet className="h-4 w-4 text-pitch-700" aria-hidden />
          {file.name} ({formatKb(file.size)})
        </p>
      )}
    </>
  );
}
