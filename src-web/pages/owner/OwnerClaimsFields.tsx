// "Matches and supporters" in the owner's editor: matches and teams are picked from the tournament's
// lists (number, date, stage, teams with their flags), never typed as numbers or FIFA codes.
import type { Match } from "@shared/contract/matches";
import { sideName, stageName } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { X } from "lucide-react";
import { useId, useMemo } from "react";
import { MatchSearch } from "../../components/admin/MatchSearch";
import { useApiQuery } from "../../lib/api";
import { formatDate } from "../../lib/format";

export interface ClaimsDraft {
  showsAllMatches: boolean;
  matches: number[];
  /** A team's supporters' group name (set by an admin) is kept as it is. */
  supporters: { team: string; groupName: string | null }[];
}

const TOURNAMENT_STALE_MS = 60 * 60 * 1000;

/** "Match 12 · Jun 14, 2026 · Group D · 🇺🇸 United States v 🇵🇾 Paraguay" */
function matchLabel(m: Match): string {
  const side = (team: Match["team1"], slot: string | null) => `${team ? `${team.flag} ` : ""}${sideName(team, slot)}`;
  return `Match ${m.number} · ${formatDate(m.kickoffAt)} · ${stageName(m)} · ${side(m.team1, m.team1Slot)} v ${side(m.team2, m.team2Slot)}`;
}

export function OwnerClaimsFields({ value, onChange }: { value: ClaimsDraft; onChange: (next: ClaimsDraft) => void }) {
  const id = useId();
  const matchList = useApiQuery(apiKeys.matches(), { staleTime: TOURNAMENT_STALE_MS });
  const teams = useApiQuery(apiKeys.teams(), { staleTime: TOURNAMENT_STALE_MS });
  const labels = useMemo(() => new Map((matchList.data ?? []).map((m) => [m.number, matchLabel(m)])), [matchList.data]);
  const sortedTeams = useMemo(() => [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [teams.data]);
  const chosenTeams = new Set(value.supporters.map((s) => s.team));
  const toggleTeam = (code: string, on: boolean) =>
    onChange({
      ...value,
      supporters: on ? [...value.supporters, { team: code, groupName: null }] : value.supporters.filter((s) => s.team !== code),
    });

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Matches and supporters</legend>
      <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-pitch-700"
          checked={value.showsAllMatches}
          onChange={(e) => onChange({ ...value, showsAllMatches: e.target.checked })}
        />
        We show every match
      </label>

      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800" id={`${id}-matches`}>
          Matches shown
        </p>
        {value.matches.length > 0 ? (
          <ul className="mt-2 space-y-1" aria-labelledby={`${id}-matches`}>
            {value.matches.map((n) => (
              <li key={n} className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-2 py-1 ring-1 ring-slate-200">
                <span className="min-w-0 text-sm text-slate-800">{labels.get(n) ?? `Match ${n}`}</span>
                <button
                  type="button"
                  onClick={() => onChange({ ...value, matches: value.matches.filter((x) => x !== n) })}
                  aria-label={`Remove match ${n}`}
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No match chosen.</p>
        )}
        <MatchSearch
          labels={labels}
          chosen={value.matches}
          onAdd={(n) => onChange({ ...value, matches: [...value.matches, n].sort((a, b) => a - b) })}
          loading={matchList.isPending}
          label="Add a match: search by team, stage, date or number"
          placeholder="e.g. Mexico, Final, Jun 14"
        />
      </div>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Supporters' venue of</legend>
        <p className="text-sm text-slate-600">Tick the teams whose fans make your venue their home.</p>
        <div className="mt-2 grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {sortedTeams.map((t) => (
            <label key={t.code} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-pitch-700"
                checked={chosenTeams.has(t.code)}
                onChange={(e) => toggleTeam(t.code, e.target.checked)}
              />
              <span aria-hidden>{t.flag}</span> {t.name}
            </label>
          ))}
          {teams.isPending && <p className="text-sm text-slate-600">Loading teams...</p>}
        </div>
      </fieldset>
    </fieldset>
  );
}
