// Adding a match to a venue's claims by typing part of its label (number, date, stage, teams): one
// search for the owner's editor and the admin's claims editor (both English only).
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "../ui/Field";

const MAX_RESULTS = 8;

export function MatchSearch({
  labels,
  chosen,
  onAdd,
  loading,
  label,
  placeholder,
}: {
  /** Each match's label, by number. */
  labels: Map<number, string>;
  /** Matches already chosen: not offered again. */
  chosen: number[];
  onAdd: (n: number) => void;
  loading: boolean;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const results = needle
    ? [...labels].filter(([n, text]) => !chosen.includes(n) && (String(n) === needle || text.toLowerCase().includes(needle))).slice(0, MAX_RESULTS)
    : [];
  return (
    <>
      <label htmlFor={id} className="mt-3 block text-sm text-slate-700">
        {label}
      </label>
      <Input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={loading ? "Loading matches..." : placeholder} />
      {results.length > 0 && (
        <ul className="mt-1 space-y-1" aria-label="Matches found">
          {results.map(([n, text]) => (
            <li key={n}>
              <button
                type="button"
                onClick={() => {
                  onAdd(n);
                  setSearch("");
                }}
                className="flex min-h-10 w-full items-center gap-2 rounded-md bg-white px-2 py-1 text-left text-sm text-slate-800 ring-1 ring-slate-200 hover:bg-pitch-50"
              >
                <Plus className="h-4 w-4 shrink-0 text-pitch-700" aria-hidden />
                <span>Add {text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {needle && results.length === 0 && !loading && <p className="mt-1 text-sm text-slate-600">No match found.</p>}
    </>
  );
}
