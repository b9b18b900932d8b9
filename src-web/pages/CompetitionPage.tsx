// A competition's schedule and results (/competitions/{id}), four weeks at a time by round, in the
// visitor's time zone, with where its fixtures come from. The World Cup has its own page (its schedule).
import type { Fixture } from "@shared/contract/competitions";
import { competitionFullName, roundLabel, sourceLine } from "@shared/fixture-text";
import { competitionMeta } from "@shared/page-titles";
import { localDay } from "@shared/time-zones";
import { addDays, COMPETITION_WINDOW_DAYS, competitionQuery, competitionWindow, type FixtureView, inResults, readCompetitionFilter } from "@shared/whats-on";
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { useCompetition, useCompetitionMatches } from "../api/competitions";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { CalendarLink } from "../components/fixtures/CalendarLink";
import { FixtureList, FixtureListSkeleton } from "../components/fixtures/FixtureList";
import { NotCovered } from "../components/fixtures/NotCovered";
import { ViewTabs } from "../components/fixtures/ViewTabs";
import { MessagePage } from "../components/MessagePage";
import { PageHeading } from "../components/PageHeading";
import { KEEP_SCROLL } from "../components/ScrollRestoration";
import { ApiRequestError, errorMessage } from "../lib/api";
import { useClockTick } from "../lib/clock";
import { useDocumentMeta } from "../lib/document-head";
import { LOCALE, metaT } from "../lib/i18n";
import { shortDayOf, visitorZone, visitorZoneName } from "../lib/match-time";
import { SITE } from "../lib/site";

/** Consecutive matches of one round together ("Matchday 13"). */
function byRound(list: Fixture[]): [string, Fixture[]][] {
  const rounds: [string, Fixture[]][] = [];
  for (const f of list) {
    const key = f.round ?? "";
    const last = rounds.at(-1);
    if (last && last[0] === key) last[1].push(f);
    else rounds.push([key, [f]]);
  }
  return rounds;
}

export default function CompetitionPage() {
  const { id = "" } = useParams();
  const t = useTranslations("fixtures");
  const tm = useTranslations("matches");
  const homeCrumb = useHomeCrumb();
  const [params] = useSearchParams();
  const filter = useMemo(() => readCompetitionFilter(params), [params]);
  const zone = visitorZone();
  const now = useClockTick();
  const today = localDay(now, zone);
  const query = competitionQuery(filter, today, zone);
  const competition = useCompetition(id);
  const matches = useCompetitionMatches(id, { ...query });
  const c = competition.data;
  const name = c ? competitionFullName(c, LOCALE) : "";
  useDocumentMeta(c ? competitionMeta(metaT(), SITE.name, { name, season: c.season }) : undefined);

  if (competition.isError) {
    // A competition the site does not carry says what it covers (docs/decisions/041).
    if (competition.error instanceof ApiRequestError && competition.error.status === 404) return <NotCovered what="competition" />;
    return (
      <MessagePage title={t("competition.loadError")} text={errorMessage(competition.error, t("error"))}>
        <Link to="/competitions" className="font-semibold text-pitch-700 hover:underline">
          {t("competitions.title")}
        </Link>
      </MessagePage>
    );
  }

  const window = competitionWindow(filter, today);
  const list = matches.data?.matches ?? [];
  const shown = filter.view === "results" ? list.filter(inResults).reverse() : list;
  const rounds = byRound(shown);
  const href = (view: FixtureView, from?: string) => {
    const next = new URLSearchParams();
    if (view === "results") next.set("view", view);
    if (from) next.set("from", from);
    const qs = next.toString();
    return qs ? `?${qs}` : ".";
  };
  const step = (days: number) => href(filter.view, addDays(window.from, days));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: t("competitions.crumb"), to: "/competitions" }, { label: name || id }]} />
      <PageHeading title={name} subtitle={c ? t("competition.lead", { season: c.season, zone: visitorZoneName(t("whatsOn.yourZone")) }) : undefined} />
      {c && (
        <div className="-mt-2 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <p className="text-slate-600" data-testid="fixture-source">
            {sourceLine(c, LOCALE, t)}
          </p>
          <CalendarLink id={c.id} />
        </div>
      )}

      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <ViewTabs current={filter.view} href={href} className="flex gap-2" />
        <div className="flex items-center gap-2 text-sm">
          <Link
            to={step(-COMPETITION_WINDOW_DAYS)}
            state={KEEP_SCROLL}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 font-semibold text-pitch-700 hover:bg-slate-100"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden /> {t("competition.earlier")}
          </Link>
          <span className="font-medium text-slate-700" data-testid="competition-window">
            {t("competition.window", { from: shortDayOf(window.from), to: shortDayOf(window.to) })}
          </span>
          <Link
            to={step(COMPETITION_WINDOW_DAYS)}
            state={KEEP_SCROLL}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 font-semibold text-pitch-700 hover:bg-slate-100"
          >
            {t("competition.later")} <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>

      <p className="mb-4 font-medium text-slate-700" role="status" data-testid="match-count">
        {matches.isPending ? t("loading") : matches.isError ? "" : t("count", { count: shown.length })}
      </p>
      {matches.isError && (
        <p className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          {errorMessage(matches.error, t("error"))}
        </p>
      )}
      {matches.data && shown.length === 0 && <p className="text-slate-600">{t("none.window")}</p>}
      {matches.isPending && <FixtureListSkeleton />}

      <div className={clsx("space-y-8", matches.isPlaceholderData && "opacity-60")}>
        {rounds.map(([round, fixtures]) => (
          <section key={`${round}-${fixtures[0].number}`} aria-labelledby={`round-${fixtures[0].number}`}>
            <h2 id={`round-${fixtures[0].number}`} className="mb-3 text-lg font-bold text-slate-900">
              {roundLabel({ round }, tm) || name}
            </h2>
            <FixtureList fixtures={fixtures} zone={zone} showCompetition={false} />
          </section>
        ))}
      </div>
      {matches.data?.next != null && <p className="mt-6 text-sm text-slate-600">{t("more", { count: String(list.length) })}</p>}
    </div>
  );
}
