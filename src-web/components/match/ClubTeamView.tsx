// A club's page: its name as fans say it, its country, its competitions, its matches (upcoming first,
// each as precisely as its kick-off is known, then results), a calendar to subscribe to, following it
// on this device, and its supporters' venues by city. Read from GET /api/teams/{code} (docs/decisions/027).

import { clubKicker, clubName, clubPageMeta, competitionName, fixtureTitle, fixtureWhen } from "@shared/fixture-text";
import { localePath } from "@shared/i18n/locales";
import { matchPath } from "@shared/match-text";
import { matchState } from "@shared/tournament";
import { CalendarPlus, Download, Star } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { isNotFound } from "../../api/cities";
import { useClub } from "../../api/matches";
import { useClockTick } from "../../lib/clock";
import { setFollowed, useFollowedTeams } from "../../lib/device-choices";
import { useDocumentMeta } from "../../lib/document-head";
import { LOCALE, metaT } from "../../lib/i18n";
import { visitorZone } from "../../lib/match-time";
import { SITE } from "../../lib/site";
import { Breadcrumb, useHomeCrumb } from "../Breadcrumb";
import { FixtureList } from "../fixtures/FixtureList";
import { NotCovered } from "../fixtures/NotCovered";
import { ShowMore, usePortion } from "../fixtures/ShowMore";
import { MessagePage } from "../MessagePage";
import { ReminderSignUp } from "../reminders/ReminderSignUp";
import { Button, ButtonLink, buttonClass } from "../ui/Button";
import { PageSkeleton, SkeletonStack } from "../ui/Skeleton";
import { SupportersVenues } from "./SupportersVenues";

/** A season is ~38 league matches and the cups': ten at a time, the next ones first and the latest results. */
const CLUB_PORTION = 10;

export function ClubTeamView({ code }: { code: string }) {
  const t = useTranslations("matches");
  const tf = useTranslations("fixtures");
  const homeCrumb = useHomeCrumb();
  const club = useClub(code);
  const followed = useFollowedTeams();
  const now = useClockTick();
  const c = club.data;
  const upcomingRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  // Still to come or being played; a match never confirmed and past its day or weekend joins the results.
  const upcoming = c
    ? c.matches.filter((f) => {
        const state = matchState(f, now);
        return state === "upcoming" || state === "live";
      })
    : [];
  const results = c ? c.matches.filter((f) => !upcoming.includes(f)).reverse() : [];
  const upcomingPortion = usePortion("more", CLUB_PORTION, upcoming.length);
  const resultsPortion = usePortion("earlier", CLUB_PORTION, results.length);
  useDocumentMeta(c ? clubPageMeta(metaT(), SITE.name, c, LOCALE) : undefined);

  if (club.isError) {
    // A club the site does not carry says what it covers (docs/decisions/041).
    if (isNotFound(club.error)) return <NotCovered what="team" />;
    return (
      <MessagePage title={t("team.loadError")} text={t("match.checkConnection")}>
        <ButtonLink to="/matches">{t("match.seeAll")}</ButtonLink>
      </MessagePage>
    );
  }
  if (!c) {
    return (
      <PageSkeleton label={t("team.loading")} className="max-w-4xl">
        <SkeletonStack className="space-y-4" blocks={["h-4 w-48", "h-10 w-2/3", "h-5 w-1/3", "h-48 w-full rounded-xl", "h-48 w-full rounded-xl"]} />
      </PageSkeleton>
    );
  }

  const name = clubName(c, LOCALE);
  const following = followed.includes(c.code);
  const feedPath = localePath(LOCALE, `/team/${c.code}/calendar.ics`);
  const webcal = `webcal://${window.location.host}${feedPath}`;
  const next = upcoming.find((f) => f.status === "scheduled");
  const zone = visitorZone();

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: t("team.crumb"), to: "/matches" }, { label: name }]} />
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-4">
          <span className="text-5xl" aria-hidden>
            {c.flag}
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
            <p className="mt-1 text-slate-600">
              {clubKicker(c, t)}
              {c.shortName !== name && ` · ${t("club.teamShort", { short: c.shortName })}`}
            </p>
          </div>
        </div>
        {c.competitions.length > 0 && (
          <p className="mt-4 text-slate-800" data-testid="club-competitions">
            {t("club.plays")}{" "}
            {c.competitions.map((comp, i) => (
              <span key={comp.id}>
                {i > 0 && ", "}
                <Link to={`/competitions/${comp.id}`} className="font-medium text-pitch-700 underline hover:text-pitch-800">
                  {competitionName(comp, LOCALE)}
                </Link>
              </span>
            ))}
          </p>
        )}
        {next && (
          <p className="mt-2 text-slate-800">
            {t("team.nextMatch")}{" "}
            <Link to={matchPath(next)} className="font-semibold text-pitch-700 underline hover:text-pitch-800">
              {fixtureTitle(next, t, LOCALE)}
            </Link>
            {` · ${fixtureWhen(next, LOCALE, zone, tf)}`}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <Button variant={following ? "primary" : "outline"} aria-pressed={following} onClick={() => setFollowed(c.code, !following)}>
            <Star className={following ? "h-4 w-4 fill-current" : "h-4 w-4"} aria-hidden />
            {t(following ? "team.following" : "club.follow")}
          </Button>
          <a href={webcal} className={buttonClass({ variant: "secondary" })}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> {t("team.subscribe")}
          </a>
          <a href={feedPath} download className={buttonClass({ variant: "ghost" })}>
            <Download className="h-4 w-4" aria-hidden /> {t("team.download")}
          </a>
        </div>
        <p className="mt-2 text-sm text-slate-600">{t(following ? "club.savedNote" : "club.followNote")}</p>
      </header>

      <section aria-labelledby="club-upcoming-heading" className="mt-8">
        <h2 id="club-upcoming-heading" className="mb-3 text-2xl font-bold text-slate-900">
          {t("club.upcoming")}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-slate-600">{t("club.noUpcoming")}</p>
        ) : (
          <div ref={upcomingRef}>
            <FixtureList fixtures={upcoming.slice(0, upcomingPortion.count)} zone={zone} testId="club-upcoming" />
            <ShowMore portion={upcomingPortion} label={tf("paging.more")} list={upcomingRef} testId="club-upcoming-more" />
          </div>
        )}
      </section>

      {results.length > 0 && (
        <section aria-labelledby="club-results-heading" className="mt-8">
          <h2 id="club-results-heading" className="mb-3 text-2xl font-bold text-slate-900">
            {t("club.results")}
          </h2>
          <div ref={resultsRef}>
            <FixtureList fixtures={results.slice(0, resultsPortion.count)} zone={zone} testId="club-results" />
            <ShowMore portion={resultsPortion} label={tf("paging.earlier")} list={resultsRef} testId="club-results-more" />
          </div>
        </section>
      )}

      <SupportersVenues code={c.code} teamName={name} />
      <ReminderSignUp teams={[{ code: c.code, name }]} />
    </div>
  );
}
