// The city page's match filters: "Showing match" (any competition: the World Cup's matches and the
// leagues' coming weeks, grouped by competition) and "Supporters of". The lists are only fetched once
// someone reaches for them (or a link already names one), so the city page's first load does not pay for them.
import type { VenueFilter } from "@shared/contract/cities";
import type { ClaimChoices } from "@shared/contract/claims";
import { fixtureSideName } from "@shared/fixture-text";
import { teamName } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { MATCH_OVER_MS } from "@shared/tournament";
import { useId, useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { useApiQuery } from "../../lib/api";
import { useSiteNow } from "../../lib/clock";
import { dateFormat } from "../../lib/format";
import { INTL_TAG, LOCALE } from "../../lib/i18n";

const select =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600";
const label = "block text-sm font-semibold uppercase tracking-wide text-slate-500";

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
/** A league's matches listed: those not over yet, for the next four weeks (a link may name any other). */
const LEAGUE_DAYS_AHEAD = 28;
const DAY_MS = 86_400_000;

type MT = ReturnType<typeof useTranslations<"matches">>;

/** The match list by competition: the World Cup's every match, each league's coming weeks (and the match asked for). */
function matchGroups(choices: ClaimChoices, now: number, selected: number | undefined, tm: MT) {
  const teams = new Map(choices.teams.map((t) => [t.code, t]));
  // The names fans use, as the cards do ("Spurs vs Fulham").
  const side = (code: string) => {
    const team = teams.get(code);
    return team ? fixtureSideName(team, null, tm, LOCALE) : code;
  };
  return choices.competitions
    .map((c) => ({
      label: LOCALE === "es" ? c.shortEs : c.shortEn,
      matches: choices.matches
        .filter(
          (m) =>
            m.competitionId === c.id &&
            (c.kind === "tournament" ||
              m.number === selected ||
              (Date.parse(m.kickoffAt) + MATCH_OVER_MS > now && Date.parse(m.kickoffAt) < now + LEAGUE_DAYS_AHEAD * DAY_MS)),
        )
        .map((m) => ({
          number: m.number,
          // Named as the match's cards name it: the World Cup's "v", a league's "vs".
          text: `${dateFormat(SHORT_DATE).format(new Date(m.kickoffAt))} · ${tm(c.kind === "tournament" ? "title" : "club.title", { team1: side(m.side1), team2: side(m.side2) })}`,
        })),
    }))
    .filter((g) => g.matches.length > 0);
}

export function MatchFilters({ filter, onChange }: { filter: VenueFilter; onChange: (filter: VenueFilter) => void }) {
  const t = useTranslations("city.matches");
  const tm = useTranslations("matches");
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const teams = useApiQuery(apiKeys.teams(), { enabled: wanted || !!filter.supporters });
  const choices = useApiQuery(apiKeys.claimChoices(), { enabled: wanted || !!filter.match, staleTime: 60 * 60 * 1000 });
  const now = useSiteNow(60 * 60 * 1000).getTime();
  const groups = useMemo(() => (choices.data ? matchGroups(choices.data, now, filter.match, tm) : null), [choices.data, now, filter.match, tm]);
  const want = () => setWanted(true);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <label htmlFor={`${id}-match`} className={label}>
          {t("showingMatch")}
        </label>
        <select
          id={`${id}-match`}
          value={filter.match ?? ""}
          onFocus={want}
          onPointerDown={want}
          onChange={(e) => onChange({ ...filter, match: e.target.value ? Number(e.target.value) : undefined })}
          className={select}
        >
          <option value="">{t("anyMatch")}</option>
          {groups
            ? groups.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.matches.map((m) => (
                    <option key={m.number} value={m.number}>
                      {`${m.number} · ${m.text}`}
                    </option>
                  ))}
                </optgroup>
              ))
            : filter.match && <option value={filter.match}>{t("matchNumber", { number: String(filter.match) })}</option>}
        </select>
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-team`} className={label}>
          {t("supportersOf")}
        </label>
        <select
          id={`${id}-team`}
          value={filter.supporters ?? ""}
          onFocus={want}
          onPointerDown={want}
          onChange={(e) => onChange({ ...filter, supporters: e.target.value || undefined })}
          className={select}
        >
          <option value="">{t("anyTeam")}</option>
          {teams.data
            ? teams.data
                .map((team) => ({ code: team.code, name: teamName(team, tm) }))
                .sort((a, b) => a.name.localeCompare(b.name, INTL_TAG))
                .map((team) => (
                  <option key={team.code} value={team.code}>
                    {team.name}
                  </option>
                ))
            : filter.supporters && <option value={filter.supporters}>{filter.supporters}</option>}
        </select>
      </div>
    </div>
  );
}
