// What's on (/matches): the matches of every competition, coming up (today, this weekend, next week...)
// or their results, in the visitor's time zone, with how many venues in the chosen city confirmed each.
// Every filter lives in the address, so a view can be shared and Back goes back (decision 026).
import type { Fixture } from "@shared/contract/competitions";
import { competitionName, coverageLine, fixtureSideName, sourceLine } from "@shared/fixture-text";
import { byDistance } from "@shared/geo";
import { whatsOnMeta } from "@shared/page-titles";
import { localDay } from "@shared/time-zones";
import { type FixtureView, inResults, readWhatsOnFilter, WHATS_ON_LIMIT, whatsOnQuery } from "@shared/whats-on";
import { clsx } from "clsx";
import { ArrowRight, LocateFixed } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { useCities } from "../api/cities";
import { useCompetitions, useFixtures } from "../api/competitions";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { CitySelect } from "../components/fixtures/CitySelect";
import { FixtureGroups } from "../components/fixtures/FixtureGroups";
import { FixtureListSkeleton } from "../components/fixtures/FixtureList";
import { ShowMore, usePortion } from "../components/fixtures/ShowMore";
import { ViewTabs } from "../components/fixtures/ViewTabs";
import { PageHeading } from "../components/PageHeading";
import { KEEP_SCROLL } from "../components/ScrollRestoration";
import { Button } from "../components/ui/Button";
import { errorMessage } from "../lib/api";
import { useClockTick } from "../lib/clock";
import { setWatchCity, useWatchCity } from "../lib/device-choices";
import { useDocumentMeta } from "../lib/document-head";
import { useGeolocation } from "../lib/geolocation";
import { INTL_TAG, LOCALE, metaT } from "../lib/i18n";
import { visitorZone, visitorZoneName } from "../lib/match-time";
import { SITE } from "../lib/site";

const FILTER_KEYS = ["competition", "team", "date", "city"] as const;
/** Cards shown at first and per "Show more": the next few days of five leagues, not a fortnight's ~100. */
const WHATS_ON_PORTION = 30;
/** The address's count of portions shown (usePortion); a new filter or view starts from the first. */
const MORE = "more";
type FilterKey = (typeof FILTER_KEYS)[number];

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600";

const NO_FIXTURES: Fixture[] = [];

/** The teams of a list, by name in the page's language. */
function teamsOf(list: Fixture[], t: ReturnType<typeof useTranslations<"matches">>) {
  const teams = new Map<string, string>();
  for (const f of list) {
    for (const side of [f.team1, f.team2]) if (side) teams.set(side.code.toLowerCase(), fixtureSideName(side, null, t, LOCALE));
  }
  return [...teams.entries()].sort((a, b) => a[1].localeCompare(b[1], INTL_TAG));
}

export default function WhatsOnPage() {
  const t = useTranslations("fixtures");
  const tm = useTranslations("matches");
  const homeCrumb = useHomeCrumb();
  useDocumentMeta(whatsOnMeta(metaT(), SITE.name));
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readWhatsOnFilter(params), [params]);
  const zone = visitorZone();
  const now = useClockTick();
  const today = localDay(now, zone);
  const cities = useCities();
  const savedCity = useWatchCity();
  // The city of the address, else the one this device chose on a match page or here.
  const city = filter.city ?? savedCity ?? undefined;
  const cityName = (cities.data ?? []).find((c) => c.slug === city)?.name;
  const query = whatsOnQuery(filter, today, zone, city);
  const fixtures = useFixtures({ ...query });
  // The team choice lists the teams of the same view without a team.
  const withoutTeam = useFixtures({ ...whatsOnQuery({ ...filter, team: undefined }, today, zone, city) });
  const competitions = useCompetitions();
  const geo = useGeolocation();
  const [locating, setLocating] = useState(false);

  // From the latest URL, not this render's: two quick changes must both land. A change is a new entry: Back undoes it.
  const setParam = (k: FilterKey | "view", v: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(MORE);
        if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { state: KEEP_SCROLL },
    );
  const chooseCity = (slug: string) => {
    setWatchCity(slug || null);
    setParam("city", slug);
  };

  // "Nearest city": once the browser gives a position, the nearest listed city becomes the choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the position is the trigger.
  useEffect(() => {
    if (!locating || !geo.position || !cities.data) return;
    const nearest = byDistance(cities.data, geo.position)[0];
    setLocating(false);
    if (nearest) chooseCity(nearest.item.slug);
  }, [locating, geo.position, cities.data]);
  useEffect(() => {
    if (geo.status === "denied" || geo.status === "unavailable") setLocating(false);
  }, [geo.status]);

  const list = fixtures.data?.matches ?? NO_FIXTURES;
  // Results without a day: the finished matches only, newest first.
  const newestFirst = filter.view === "results" && !filter.date;
  // The same arrays while the answer is the same: the memoized list then skips the page's later renders.
  const shown = useMemo(() => (newestFirst ? list.filter(inResults) : list), [list, newestFirst]);
  const teamOptions = teamsOf(withoutTeam.data?.matches ?? [], tm);
  if (filter.team && !teamOptions.some(([code]) => code === filter.team)) {
    const side = list.flatMap((f) => [f.team1, f.team2]).find((s) => s?.code.toLowerCase() === filter.team);
    teamOptions.unshift([filter.team, side ? fixtureSideName(side, null, tm, LOCALE) : filter.team]);
  }
  const portion = usePortion(MORE, WHATS_ON_PORTION, shown.length);
  // Results read newest first: their first portion is the latest matches.
  const portionShown = useMemo(
    () => (newestFirst ? shown.slice(shown.length - portion.count) : shown.slice(0, portion.count)),
    [shown, newestFirst, portion.count],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const listed = new Set(shown.map((f) => f.competition.id));
  const sources = (competitions.data ?? []).filter((c) => listed.has(c.id));
  const hasFilter = FILTER_KEYS.some((k) => k !== "city" && filter[k]);
  const viewHref = (view: FixtureView) => {
    const next = new URLSearchParams(params);
    if (view === "upcoming") next.delete("view");
    else next.set("view", view);
    next.delete("date");
    next.delete(MORE);
    const qs = next.toString();
    return qs ? `/matches?${qs}` : "/matches";
  };
  const none = filter.date ? t("none.day") : filter.view === "results" ? t("none.results") : t("none.upcoming");

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: t("whatsOn.crumb") }]} />
      <PageHeading
        title={t("whatsOn.title")}
        subtitle={`${t("whatsOn.subtitle", { zone: visitorZoneName(t("whatsOn.yourZone")) })} ${coverageLine(competitions.data ?? [], LOCALE, t)}`.trim()}
      />

      <ViewTabs current={filter.date ? null : filter.view} href={viewHref} className="mb-4 flex gap-2" />

      <form
        className="mb-6 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 md:grid-cols-4"
        aria-label={t("filters.label")}
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="block text-sm font-medium text-slate-800">
          {t("filters.competition")}
          <select name="competition" value={filter.competition ?? ""} onChange={(e) => setParam("competition", e.target.value)} className={fieldClass}>
            <option value="">{t("filters.allCompetitions")}</option>
            {(competitions.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {competitionName(c, LOCALE)} {c.season}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t("filters.team")}
          <select name="team" value={filter.team ?? ""} onChange={(e) => setParam("team", e.target.value)} className={fieldClass}>
            <option value="">{t("filters.allTeams")}</option>
            {teamOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t("filters.date")}
          <input type="date" name="date" value={filter.date ?? ""} onChange={(e) => setParam("date", e.target.value)} className={fieldClass} />
        </label>
        <div>
          <CitySelect value={city} onChange={chooseCity} className="block text-sm font-medium text-slate-800" />
          <button
            type="button"
            className="mt-1 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-pitch-700 hover:underline disabled:opacity-70"
            disabled={locating}
            onClick={() => {
              setLocating(true);
              geo.request();
            }}
          >
            <LocateFixed className="h-4 w-4" aria-hidden />
            {locating ? t("filters.locating") : t("filters.useLocation")}
          </button>
        </div>
      </form>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-700" role="status" data-testid="match-count">
          {fixtures.isPending ? t("loading") : fixtures.isError ? "" : t("count", { count: shown.length })}
        </p>
        {hasFilter && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setParams(city && filter.city ? new URLSearchParams({ city }) : new URLSearchParams(), { state: KEEP_SCROLL })}
          >
            {t("filters.clear")}
          </Button>
        )}
      </div>

      {fixtures.isError && (
        <p className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          {errorMessage(fixtures.error, t("error"))}
        </p>
      )}
      {fixtures.data && shown.length === 0 && <p className="text-slate-600">{none}</p>}
      {fixtures.isPending && <FixtureListSkeleton />}

      <div
        ref={listRef}
        className={clsx(fixtures.isPlaceholderData && "opacity-60")}
        aria-busy={fixtures.isPending || fixtures.isPlaceholderData}
        data-testid="fixture-list"
      >
        <FixtureGroups
          fixtures={portionShown}
          zone={zone}
          today={filter.view === "results" || filter.date ? null : today}
          newestFirst={newestFirst}
          cityName={cityName}
        />
        <ShowMore portion={portion} label={t(newestFirst ? "paging.earlier" : "paging.more")} list={listRef} testId="whats-on-more" />
      </div>

      {fixtures.data?.next != null && <p className="mt-6 text-sm text-slate-600">{t("more", { count: String(WHATS_ON_LIMIT) })}</p>}

      <footer className="mt-8 space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {sources.map((c) => (
          <p key={c.id} data-testid="fixture-source">
            <span className="font-medium text-slate-700">{competitionName(c, LOCALE)}</span> · {sourceLine(c, LOCALE, t)}
          </p>
        ))}
        <p className="pt-2">
          <Link to="/competitions" className="inline-flex items-center gap-1 font-semibold text-pitch-700 hover:underline">
            {t("whatsOn.moreCompetitions")} <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </p>
      </footer>
    </div>
  );
}
