// The city page's match filters: "Showing match" and "Supporters of". Until the World Cup's final: any
// competition's matches (the World Cup's and the leagues' coming weeks, grouped by competition) and the
// nations. After it: this weekend's coming matches, and the clubs playing them before the nations
// (docs/decisions/045). The lists are only fetched once someone reaches for them (or a link already names
// one, or the city's matches below the list asked for the weekend), so the city page's first load does not pay for them.
import type { VenueFilter } from "@shared/contract/cities";
import type { ClaimChoices } from "@shared/contract/claims";
import type { Fixture } from "@shared/contract/competitions";
import { fixtureSideName, fixtureTitle } from "@shared/fixture-text";
import { teamName } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { MATCH_OVER_MS } from "@shared/tournament";
import { listedDay } from "@shared/whats-on";
import { useId, useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { useApiQuery } from "../../lib/api";
import { useCopySeason, useSiteNow } from "../../lib/clock";
import { dateFormat } from "../../lib/format";
import { INTL_TAG, LOCALE } from "../../lib/i18n";
import { shortDayOf } from "../../lib/match-time";
import { useCityWeekend } from "./city-weekend";

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

/** This weekend's matches by competition, in kick-off order, named as their cards name them. */
function weekendGroups(fixtures: Fixture[], zone: string, tm: MT) {
  const groups = new Map<string, { label: string; matches: { number: number; text: string }[] }>();
  for (const f of fixtures) {
    const label = LOCALE === "es" ? f.competition.shortEs : f.competition.shortEn;
    const group = groups.get(f.competition.id) ?? { label, matches: [] };
    group.matches.push({ number: f.number, text: `${shortDayOf(listedDay(f, zone))} · ${fixtureTitle(f, tm, LOCALE)}` });
    groups.set(f.competition.id, group);
  }
  return [...groups.values()];
}

/** The clubs playing this weekend, by the names fans use, in alphabetical order. */
function weekendClubs(fixtures: Fixture[], tm: MT) {
  const clubs = new Map<string, string>();
  for (const f of fixtures) {
    for (const side of [f.team1, f.team2]) if (side?.kind === "club") clubs.set(side.code, fixtureSideName(side, null, tm, LOCALE));
  }
  return [...clubs].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, INTL_TAG));
}

export function MatchFilters({ citySlug, filter, onChange }: { citySlug: string; filter: VenueFilter; onChange: (filter: VenueFilter) => void }) {
  const t = useTranslations("city.matches");
  const ts = useTranslations("city.season");
  const tm = useTranslations("matches");
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const season = useCopySeason() === "season";
  const teams = useApiQuery(apiKeys.teams(), { enabled: wanted || !!filter.supporters });
  const choices = useApiQuery(apiKeys.claimChoices(), { enabled: !season && (wanted || !!filter.match), staleTime: 60 * 60 * 1000 });
  const weekend = useCityWeekend(citySlug, season && (wanted || !!filter.match || !!filter.supporters));
  const now = useSiteNow(60 * 60 * 1000).getTime();
  const groups = useMemo(() => {
    if (season) return weekend.fixtures ? weekendGroups(weekend.fixtures, weekend.zone, tm) : null;
    return choices.data ? matchGroups(choices.data, now, filter.match, tm) : null;
  }, [season, weekend.fixtures, weekend.zone, choices.data, now, filter.match, tm]);
  const clubs = useMemo(() => (season && weekend.fixtures ? weekendClubs(weekend.fixtures, tm) : []), [season, weekend.fixtures, tm]);
  const nations = useMemo(
    () => (teams.data ?? []).map((team) => ({ code: team.code, name: teamName(team, tm) })).sort((a, b) => a.name.localeCompare(b.name, INTL_TAG)),
    [teams.data, tm],
  );
  // A match or team the address names that the lists do not hold (a shared link from another week) still shows.
  const listedMatch = !!groups?.some((g) => g.matches.some((m) => m.number === filter.match));
  const listedTeam = [...clubs, ...nations].some((team) => team.code === filter.supporters);
  const want = () => setWanted(true);
  const nationOptions = nations.map((team) => (
    <option key={team.code} value={team.code}>
      {team.name}
    </option>
  ));
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
          {groups?.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.matches.map((m) => (
                <option key={m.number} value={m.number}>
                  {`${m.number} · ${m.text}`}
                </option>
              ))}
            </optgroup>
          ))}
          {filter.match && !listedMatch && <option value={filter.match}>{t("matchNumber", { number: String(filter.match) })}</option>}
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
          {season ? (
            <>
              {clubs.length > 0 && (
                <optgroup label={ts("clubs")}>
                  {clubs.map((club) => (
                    <option key={club.code} value={club.code}>
                      {club.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {nations.length > 0 && <optgroup label={ts("nations")}>{nationOptions}</optgroup>}
            </>
          ) : (
            nationOptions
          )}
          {filter.supporters && !listedTeam && <option value={filter.supporters}>{filter.supporters}</option>}
        </select>
      </div>
    </div>
  );
}
