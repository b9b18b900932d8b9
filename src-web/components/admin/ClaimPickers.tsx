// What the admin's and the owner's claim editors pick from (both English only): the competitions
// ("Every Premier League match", "Every match of every competition"), every match of every
// competition by its label, and the teams grouped as nations and each league's clubs.
// docs/decisions/029.
import type { ClaimChoices, ClaimMeta } from "@shared/contract/claims";
import { apiKeys } from "@shared/query-keys";
import { placeholderStretch } from "@shared/tournament";
import { type ReactNode, useMemo } from "react";
import { useApiQuery } from "../../lib/api";
import { formatDate } from "../../lib/format";

const CHOICES_STALE_MS = 60 * 60 * 1000;

export function useClaimChoices() {
  return useApiQuery(apiKeys.claimChoices(), { staleTime: CHOICES_STALE_MS });
}

/** "Match 1001 · Premier League · Matchday 1 · Aug 21, 2026 · 🏴 Arsenal v Coventry City", by number. */
export function useMatchLabels(choices: ClaimChoices | undefined): Map<number, string> {
  return useMemo(() => {
    if (!choices) return new Map();
    const competitions = new Map(choices.competitions.map((c) => [c.id, c.shortEn]));
    const teams = new Map(choices.teams.map((t) => [t.code, t]));
    const side = (code: string) => {
      const t = teams.get(code);
      return t ? `${t.flag} ${t.name}` : code || "To be decided";
    };
    return new Map(
      choices.matches.map((m) => [
        m.number,
        `Match ${m.number} · ${competitions.get(m.competitionId) ?? m.competitionId} · ${m.round} · ${
          m.kickoffPrecision === "date_tbc"
            ? `${placeholderStretch(m.kickoffAt.slice(0, 10)) === "midweek" ? "midweek, around" : "weekend of"} ${formatDate(m.kickoffAt)}`
            : formatDate(m.kickoffAt)
        } · ${side(m.side1)} v ${side(m.side2)}`,
      ]),
    );
  }, [choices]);
}

/** The teams in groups: the nations (the World Cup's), then each league's clubs, by name. */
export function useTeamGroups(choices: ClaimChoices | undefined): { label: string; teams: ClaimChoices["teams"] }[] {
  return useMemo(() => {
    if (!choices) return [];
    const nations = choices.teams.filter((t) => t.kind === "nation");
    const groups = [{ label: "Nations", teams: nations }];
    const placed = new Set(nations.map((t) => t.code));
    for (const c of choices.competitions.filter((c) => c.kind === "league")) {
      const clubs = choices.teams.filter((t) => t.kind === "club" && !placed.has(t.code) && t.competitions.includes(c.id));
      for (const t of clubs) placed.add(t.code);
      if (clubs.length) groups.push({ label: `${c.shortEn} clubs`, teams: clubs });
    }
    const others = choices.teams.filter((t) => !placed.has(t.code));
    if (others.length) groups.push({ label: "Other clubs", teams: others });
    return groups;
  }, [choices]);
}

/** "Every match of every competition" and "Every Premier League match", each with who said so and when. */
export function CompetitionChoices({
  choices,
  all,
  chosen,
  onChange,
  metaOfAll,
  metaOf,
  origin,
}: {
  choices: ClaimChoices | undefined;
  all: boolean;
  chosen: string[];
  onChange: (next: { all: boolean; competitions: string[] }) => void;
  metaOfAll: ClaimMeta | null | undefined;
  metaOf: (id: string) => ClaimMeta | undefined;
  origin: (meta: ClaimMeta | null | undefined) => ReactNode;
}) {
  const toggle = (id: string, on: boolean) => onChange({ all, competitions: on ? [...chosen, id] : chosen.filter((c) => c !== id) });
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Shows every match of</legend>
      <ul className="mt-1 space-y-1">
        <li>
          <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 rounded border-slate-300 accent-pitch-700"
              checked={all}
              onChange={(e) => onChange({ all: e.target.checked, competitions: chosen })}
            />
            Every match of every competition
          </label>
          {metaOfAll && origin(metaOfAll)}
        </li>
        {(choices?.competitions ?? []).map((c) => (
          <li key={c.id}>
            <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 rounded border-slate-300 accent-pitch-700"
                checked={chosen.includes(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
              Every {c.nameEn} match
            </label>
            {chosen.includes(c.id) && metaOf(c.id) && origin(metaOf(c.id))}
          </li>
        ))}
        {!choices && <li className="text-sm text-slate-600">Loading competitions...</li>}
      </ul>
    </fieldset>
  );
}
