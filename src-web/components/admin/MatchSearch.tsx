// Adding a match to a venue's claims by typing words of its teams, competition, round, date or number:
// one search for the owner's editor and the admin's claims editor (both English only). Coming matches
// are offered first (shared/match-search.ts).
import type { ClaimChoices } from "@shared/contract/claims";
import { searchClaimMatches } from "@shared/match-search";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useClockTick } from "../../lib/clock";
import { Input } from "../ui/Field";

const MAX_RESULTS = 8;

export function MatchSearch({
  choices,
  labels,
  chosen,
  onAdd,
  loading,
  label,
  placeholder,
}: {
  /** What the claim forms pick from (its matches, teams and competitions are searched). */
  choices: ClaimChoices | undefined;
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
  const now = useClockTick();
  const needle = search.trim();
  const results =
    needle && choices
      ? searchClaimMatches(choices, needle, now, { chosen, labels, limit: MAX_RESULTS }).map((n) => [n, labels.get(n) ?? `Match ${n}`] as const)
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
