// The World Cup's schedule (/competitions/world-cup-2026, once /matches): every match by day in the visitor's time zone, results once played, filters kept in
// the URL (and sent to the API as they are), the followed teams as quick filters.

import { scheduleFilter } from "@shared/address-filters";
import { GROUP_LETTERS, MATCH_STAGES } from "@shared/constants";
import type { Match } from "@shared/contract/matches";
import { stageLabel, teamName } from "@shared/match-text";
import { matchesMeta } from "@shared/page-titles";
import { tournamentPhase } from "@shared/tournament";
import { WORLD_CUP_ID } from "@shared/whats-on";
import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";
import { useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { useCities } from "../api/cities";
import { useMatches, useTeams } from "../api/matches";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { CalendarLink } from "../components/fixtures/CalendarLink";
import { MatchCard } from "../components/match/MatchCard";
import { PageHeading } from "../components/PageHeading";
import { KEEP_SCROLL } from "../components/ScrollRestoration";
import { Button } from "../components/ui/Button";
import { errorMessage } from "../lib/api";
import { useClockTick } from "../lib/clock";
import { useFollowedTeams } from "../lib/device-choices";
import { useDocumentMeta } from "../lib/document-head";
import { INTL_TAG, metaT } from "../lib/i18n";
import { dayKey, dayTitle, visitorZoneName } from "../lib/match-time";
import { useProgressiveCount } from "../lib/progressive-count";
import { SITE } from "../lib/site";

/** Days in the first render and in each step after it: a phone's first screen shows one or two. */
const DAYS_PER_STEP = 2;

const FILTER_KEYS = ["team", "stage", "group", "city"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600";

function FilterSelect({
  name,
  label,
  value,
  onChange,
  children,
}: {
  name: FilterKey;
  label: string;
  value: string;
  onChange: (k: FilterKey, v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select name={name} value={value} onChange={(e) => onChange(name, e.target.value)} className={selectClass}>
        {children}
      </select>
    </label>
  );
}

function groupByDay(list: Match[]): [string, Match[]][] {
  const days = new Map<string, Match[]>();
  for (const m of list) {
    const key = dayKey(m.kickoffAt);
    days.set(key, [...(days.get(key) ?? []), m]);
  }
  return [...days.entries()];
}

export default function WorldCupSchedulePage() {
  const t = useTranslations("matches.schedule");
  const tf = useTranslations("fixtures");
  const mt = useTranslations("matches");
  const homeCrumb = useHomeCrumb();
  useDocumentMeta(matchesMeta(metaT(), SITE.name));
  const [params, setParams] = useSearchParams();
  // A hand-edited or shared link is read leniently; what is still invalid is left out, never an error.
  const filter = useMemo(() => scheduleFilter(params), [params]);
  const matches = useMatches(filter);
  const teams = useTeams();
  const cities = useCities();
  // The World Cup's schedule filters by nations; followed clubs have their own pages.
  const followed = useFollowedTeams().filter((code) => /^[A-Z]{3}$/.test(code));
  const hostCities = (cities.data ?? []).filter((c) => c.host_2026).sort((a, b) => a.name.localeCompare(b.name, INTL_TAG));
  const teamByCode = new Map((teams.data ?? []).map((t) => [t.code, t]));
  const days = useMemo(() => groupByDay(matches.data ?? []), [matches.data]);
  // 104 matches are some 40 days: they render a few days per commit, each step a short task.
  const [allDays, setAllDays] = useState(false);
  const steppedDays = useProgressiveCount(days.length, DAYS_PER_STEP, DAYS_PER_STEP);
  const shownDays = allDays ? days.length : steppedDays;
  const now = useClockTick();
  const during = tournamentPhase(now) === "during";

  // From the latest URL, not this render's: two quick changes must both land.
  const setFilter = (k: FilterKey, v: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v) next.set(k, k === "team" ? v.toLowerCase() : v);
        else next.delete(k);
        return next;
      },
      { replace: true, state: KEEP_SCROLL },
    );

  const jumpToToday = () => {
    const today = dayKey(now);
    // Today's matches, else the next day that has some.
    const target = days.find(([key]) => key >= today)?.[0];
    if (!target) return;
    // The day may not have rendered yet.
    flushSync(() => setAllDays(true));
    document.getElementById(`day-${target}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  const hasFilter = FILTER_KEYS.some((k) => filter[k]);
  const anyDerived = (matches.data ?? []).some((m) => m.numberSource === "derived");

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: tf("competitions.crumb"), to: "/competitions" }, { label: t("title") }]} />
      <PageHeading title={t("title")} subtitle={t("subtitle", { zone: visitorZoneName(t("yourZone")) })} />
      <p className="-mt-2 mb-6">
        <CalendarLink id={WORLD_CUP_ID} />
      </p>

      {followed.length > 0 && (
        <section aria-labelledby="followed-heading" className="mb-6">
          <h2 id="followed-heading" className="text-sm font-semibold text-slate-800">
            {t("yourTeams")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {followed.map((code) => {
              const team = teamByCode.get(code);
              const active = filter.team === code;
              return (
                <li key={code}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => setFilter("team", active ? "" : code)}
                    className={clsx(
                      "inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset",
                      active ? "bg-pitch-700 text-white ring-pitch-700" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
                    )}
                  >
                    {team && <span aria-hidden>{team.flag}</span>}
                    {team ? teamName(team, mt) : code}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <form
        className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-4"
        aria-label={t("filters")}
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterSelect name="team" label={t("team")} value={filter.team ?? ""} onChange={setFilter}>
          <option value="">{t("allTeams")}</option>
          {(teams.data ?? [])
            .map((team) => ({ code: team.code, name: teamName(team, mt) }))
            .sort((a, b) => a.name.localeCompare(b.name, INTL_TAG))
            .map((team) => (
              <option key={team.code} value={team.code}>
                {team.name}
              </option>
            ))}
        </FilterSelect>
        <FilterSelect name="stage" label={t("stage")} value={filter.stage ?? ""} onChange={setFilter}>
          <option value="">{t("allStages")}</option>
          {MATCH_STAGES.map((s) => (
            <option key={s} value={s}>
              {stageLabel(s, mt)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="group" label={t("group")} value={filter.group ?? ""} onChange={setFilter}>
          <option value="">{t("allGroups")}</option>
          {GROUP_LETTERS.map((g) => (
            <option key={g} value={g}>
              {mt("group", { group: g })}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="city" label={t("city")} value={filter.city ?? ""} onChange={setFilter}>
          <option value="">{t("allCities")}</option>
          {hostCities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
      </form>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-700" role="status" data-testid="match-count">
          {matches.isPending ? t("loading") : matches.isError ? "" : t("count", { count: matches.data.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasFilter && (
            <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t("clear")}
            </Button>
          )}
          {during && days.length > 0 && (
            <Button variant="outline" size="sm" onClick={jumpToToday}>
              <CalendarDays className="h-4 w-4" aria-hidden /> {t("today")}
            </Button>
          )}
        </div>
      </div>

      {matches.isError && (
        <p className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          {errorMessage(matches.error, t("error"))}
        </p>
      )}
      {matches.data && matches.data.length === 0 && <p className="text-slate-600">{t("none")}</p>}

      <div className={clsx("space-y-8", matches.isPlaceholderData && "opacity-60")}>
        {days.slice(0, shownDays).map(([key, list]) => (
          <section key={key} id={`day-${key}`} aria-labelledby={`day-heading-${key}`} className="scroll-mt-20">
            <h2 id={`day-heading-${key}`} className="mb-3 text-lg font-bold text-slate-900">
              {dayTitle(list[0].kickoffAt)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((m) => (
                <li key={m.number}>
                  <MatchCard match={m} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      {anyDerived && <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-600">{t("derivedNote")}</p>}
    </div>
  );
}
