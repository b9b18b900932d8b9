// "Matches and supporters" in the owner's editor: the competitions shown every match of, matches of
// any competition and teams (nations and clubs, grouped) are picked from the site's lists, never
// typed as numbers or codes. docs/decisions/029.
import type { AdminVenueClaims, ClaimMeta } from "@shared/contract/claims";
import { X } from "lucide-react";
import { useId } from "react";
import { CompetitionChoices, useClaimChoices, useMatchLabels, useTeamGroups } from "../../components/admin/ClaimPickers";
import { MatchSearch } from "../../components/admin/MatchSearch";
import { claimOrigin } from "../../components/admin/match-label";
import { Input } from "../../components/ui/Field";

export interface ClaimsDraft {
  allCompetitions: boolean;
  competitions: string[];
  matches: number[];
  /** A team's supporters' group name, as the supporters call themselves. */
  supporters: { team: string; groupName: string | null }[];
}

const Origin = ({ meta }: { meta: ClaimMeta | null | undefined }) => (meta ? <span className="block text-xs text-slate-600">{claimOrigin(meta)}</span> : null);

export function OwnerClaimsFields({ value, onChange, saved }: { value: ClaimsDraft; onChange: (next: ClaimsDraft) => void; saved: AdminVenueClaims }) {
  const id = useId();
  const choices = useClaimChoices();
  const labels = useMatchLabels(choices.data);
  const teamGroups = useTeamGroups(choices.data);
  const chosenTeams = new Map(value.supporters.map((s) => [s.team, s]));
  const toggleTeam = (code: string, on: boolean) =>
    onChange({
      ...value,
      supporters: on ? [...value.supporters, { team: code, groupName: null }] : value.supporters.filter((s) => s.team !== code),
    });
  const nameGroup = (code: string, groupName: string) =>
    onChange({ ...value, supporters: value.supporters.map((s) => (s.team === code ? { ...s, groupName: groupName || null } : s)) });
  const teamName = (code: string) => choices.data?.teams.find((t) => t.code === code)?.name ?? code;

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Matches and supporters</legend>
      <CompetitionChoices
        choices={choices.data}
        all={value.allCompetitions}
        chosen={value.competitions}
        onChange={(next) => onChange({ ...value, allCompetitions: next.all, competitions: next.competitions })}
        metaOfAll={saved.allCompetitions}
        metaOf={(c) => saved.competitions.find((x) => x.id === c)}
        origin={(meta) => <Origin meta={meta} />}
      />

      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800" id={`${id}-matches`}>
          Matches shown
        </p>
        {value.matches.length > 0 ? (
          <ul className="mt-2 space-y-1" aria-labelledby={`${id}-matches`}>
            {value.matches.map((n) => (
              <li key={n} className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-2 py-1 ring-1 ring-slate-200">
                <span className="min-w-0 text-sm text-slate-800">
                  {labels.get(n) ?? `Match ${n}`}
                  <Origin meta={saved.matches.find((m) => m.number === n)} />
                </span>
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
          choices={choices.data}
          labels={labels}
          chosen={value.matches}
          onAdd={(n) => onChange({ ...value, matches: [...value.matches, n].sort((a, b) => a - b) })}
          loading={choices.isPending}
          label="Add a match: search by team, competition, round, date or number"
          placeholder="e.g. Real Madrid Osasuna, Premier League, Matchday 14"
        />
      </div>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Supporters' venue of</legend>
        <p className="text-sm text-slate-600">Tick the teams whose fans make your venue their home, and name their supporters' group if they have one.</p>
        {value.supporters.length > 0 && (
          <ul className="mt-2 space-y-2" aria-label="Supporters' groups">
            {value.supporters.map((s) => (
              <li key={s.team} className="rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
                <label htmlFor={`${id}-group-${s.team}`} className="block text-sm text-slate-800">
                  {teamName(s.team)}: supporters' group (optional)
                </label>
                <Input id={`${id}-group-${s.team}`} maxLength={120} value={s.groupName ?? ""} onChange={(e) => nameGroup(s.team, e.target.value)} />
                <Origin meta={saved.supporters.find((x) => x.team === s.team)} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 max-h-72 space-y-3 overflow-y-auto rounded-md border border-slate-200 p-2">
          {teamGroups.map((g) => (
            <fieldset key={g.label}>
              <legend className="text-xs font-semibold uppercase tracking-wide text-slate-600">{g.label}</legend>
              <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                {g.teams.map((t) => (
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
              </div>
            </fieldset>
          ))}
          {choices.isPending && <p className="text-sm text-slate-600">Loading teams...</p>}
        </div>
      </fieldset>
    </fieldset>
  );
}
