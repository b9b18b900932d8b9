// One match: teams, stage, kick-off (the visitor's time and the stadium's), stadium and host city,
// result and scorers once over, calendar links, and where to watch it in a chosen city or near the fan.
// The World Cup's matches read its own answer (/api/matches); every other competition's, the general
// shape (/api/fixtures) in FixtureMatchView (docs/decisions/027).

import type { Match } from "@shared/contract/matches";
import { localePath } from "@shared/i18n/locales";
import {
  isWorldCupNumber,
  matchNumberOfSlug,
  matchPageMeta,
  matchPath,
  matchSlug,
  matchTitle,
  placeName,
  scoreLine,
  sideName,
  stadiumAddress,
  stageLabel,
  stageName,
  teamName,
} from "@shared/match-text";
import { missingMeta } from "@shared/page-titles";
import { matchState } from "@shared/tournament";
import { WORLD_CUP_SCHEDULE_PATH } from "@shared/whats-on";
import { CalendarPlus, Download, MapPin } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { useTranslations } from "use-intl";
import { isNotFound } from "../api/cities";
import { useFixture, useMatch } from "../api/matches";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { MessagePage } from "../components/MessagePage";
import { FixtureMatchView } from "../components/match/FixtureMatchView";
import { MatchWatchList } from "../components/match/MatchWatchList";
import { ReminderSignUp } from "../components/reminders/ReminderSignUp";
import { ButtonLink, buttonClass } from "../components/ui/Button";
import { PageSkeleton, SkeletonStack } from "../components/ui/Skeleton";
import { useClockTick } from "../lib/clock";
import { useDocumentMeta } from "../lib/document-head";
import { LOCALE, metaT } from "../lib/i18n";
import { stadiumTime, visitorDayTime } from "../lib/match-time";
import { SITE } from "../lib/site";

type MT = ReturnType<typeof useTranslations<"matches">>;

/** Google Calendar's "add event" link, built here: nothing is sent anywhere until the fan follows it. */
function googleCalendarUrl(t: MT, m: Match, pageUrl: string): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const start = Date.parse(m.kickoffAt);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: t("match.calendarTitle", { title: matchTitle(m, t), stage: stageName(m, t) }),
    dates: `${stamp(start)}/${stamp(start + 2 * 60 * 60 * 1000)}`,
    details: t("match.calendarDetails", { number: String(m.number), url: pageUrl }),
    location: stadiumAddress(m.stadium, t),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

function Side({ team, slot, align }: { team: Match["team1"]; slot: string | null; align: "left" | "right" }) {
  const t = useTranslations("matches");
  const cls = `flex min-w-0 flex-1 flex-col items-center gap-1 text-center ${align === "left" ? "sm:items-start sm:text-left" : "sm:items-end sm:text-right"}`;
  if (!team)
    return (
      <div className={cls}>
        <span className="text-3xl text-slate-400" aria-hidden>
          ?
        </span>
        <span className="text-lg font-semibold italic text-slate-700">{sideName(null, slot, t)}</span>
      </div>
    );
  return (
    <div className={cls}>
      <span className="text-4xl" aria-hidden>
        {team.flag}
      </span>
      <Link to={`/team/${team.code.toLowerCase()}`} className="break-words text-lg font-bold text-slate-900 hover:text-pitch-700 hover:underline sm:text-2xl">
        {teamName(team, t)}
      </Link>
    </div>
  );
}

function Scorers({ m }: { m: Match }) {
  const t = useTranslations("matches");
  const r = m.result;
  if (!r || r.goals1.length + r.goals2.length === 0) return null;
  const list = (goals: { player: string; minute: string }[]) =>
    goals.map((g, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a player can score twice in the same minute's listing; the order is the identity.
      <li key={i}>
        {g.player} {g.minute}'
      </li>
    ));
  return (
    <div className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <div>
        <h2 className="font-semibold text-slate-900">{t("match.goals", { team: sideName(m.team1, m.team1Slot, t) })}</h2>
        <ul className="mt-1 space-y-0.5">{r.goals1.length ? list(r.goals1) : <li>{t("match.noGoals")}</li>}</ul>
      </div>
      <div className="text-right">
        <h2 className="font-semibold text-slate-900">{t("match.goals", { team: sideName(m.team2, m.team2Slot, t) })}</h2>
        <ul className="mt-1 space-y-0.5">{r.goals2.length ? list(r.goals2) : <li>{t("match.noGoals")}</li>}</ul>
      </div>
    </div>
  );
}

/** The winner's name in the page's language (the result names it by the data's name or code). */
function winnerName(m: Match, t: MT): string | null {
  const w = m.result?.winner;
  if (!w) return null;
  const team = [m.team1, m.team2].find((x) => x && (x.name === w || x.code === w));
  return team ? teamName(team, t) : w;
}

function MatchView({ m }: { m: Match }) {
  const t = useTranslations("matches");
  const homeCrumb = useHomeCrumb();
  useDocumentMeta(matchPageMeta(metaT(), SITE.name, m, t));
  // The shared tick: a page left open goes live at kick-off and drops its calendar links, as the home page does.
  const now = useClockTick();
  const state = matchState(m, now);
  const r = m.result;
  const s = m.stadium;
  const host = s.country === "USA" ? null : s.country === "Canada" ? t("match.canadianHost") : s.country === "Mexico" ? t("match.mexicanHost") : null;
  const pageUrl = new URL(localePath(LOCALE, matchPath(m)), window.location.origin).toString();
  const winner = r ? winnerName(m, t) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: t("schedule.crumb"), to: WORLD_CUP_SCHEDULE_PATH }, { label: matchTitle(m, t) }]} />
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-pitch-700 sm:text-left">
          {t("kicker", {
            stage: m.group ? t("match.stageGroup", { stage: stageLabel(m.stage, t), group: m.group }) : stageLabel(m.stage, t),
            number: String(m.number),
          })}
          {m.numberSource === "derived" && <span aria-hidden>*</span>}
        </p>
        <h1 className="sr-only">{matchTitle(m, t)}</h1>
        <div className="mt-4 flex items-center gap-3 sm:gap-6">
          <Side team={m.team1} slot={m.team1Slot} align="left" />
          <div className="shrink-0 text-center" data-testid="match-score">
            {r ? (
              <>
                <p className="text-4xl font-extrabold tabular-nums text-slate-900 sm:text-5xl">
                  <span className="sr-only">{t("match.finalScore")}</span>
                  {(r.aet ?? r.ft).join("–")}
                </p>
                {r.decidedBy !== "regular_time" && (
                  <p className="mt-1 text-sm font-semibold text-slate-700">
                    {r.decidedBy === "penalties" && r.penalties ? t("result.pens", { score: r.penalties.join("-") }) : t("result.aet")}
                  </p>
                )}
              </>
            ) : (
              <p className="text-2xl font-bold text-slate-500">{t("versus")}</p>
            )}
          </div>
          <Side team={m.team2} slot={m.team2Slot} align="right" />
        </div>
        {r && (
          <p className="mt-3 text-center text-sm text-slate-700" data-testid="result-line">
            {winner ? t("match.won", { team: winner }) : t("match.draw")}{" "}
            {t("match.resultLine", {
              line: scoreLine(m, r, t),
              halfTime: r.ht ? t("match.halfTime", { score: r.ht.join("-") }) : "",
            })}
          </p>
        )}
        {!r && state === "live" && <p className="mt-3 text-center text-sm font-semibold text-amber-800">{t("match.inPlay")}</p>}
        {!r && state === "over" && <p className="mt-3 text-center text-sm text-slate-700">{t("match.noResult")}</p>}
        <Scorers m={m} />

        <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">{t(state === "upcoming" ? "match.kickoff" : "match.kickedOff")}</dt>
            <dd className="mt-1 text-slate-700">
              {visitorDayTime(m)} <span className="text-slate-600">{t("match.yourTime")}</span>
              <br />
              {stadiumTime(m)} <span className="text-slate-600">{t("match.atStadium")}</span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t("match.stadium")}</dt>
            <dd className="mt-1 flex items-start gap-1.5 text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <span>
                {stadiumAddress(s, t)}
                <br />
                {t("match.hostCity")}{" "}
                {s.citySlug ? (
                  <Link to={`/city/${s.citySlug}`} className="font-medium text-pitch-700 underline hover:text-pitch-800">
                    {placeName(s.hostCity, t)}
                  </Link>
                ) : (
                  <>
                    {placeName(s.hostCity, t)}, {placeName(s.country, t)} {host && <span className="text-slate-600">({host})</span>}
                  </>
                )}
              </span>
            </dd>
          </div>
        </dl>

        {(m.notes || m.numberSource === "derived") && (
          <div className="mt-4 space-y-1 rounded-md bg-slate-50 p-3 text-xs text-slate-600" data-testid="data-note">
            {m.notes && <p>{t("match.dataNote", { note: m.notes })}</p>}
            {m.numberSource === "derived" && <p>{t("match.derivedNote")}</p>}
          </div>
        )}

        {state === "upcoming" && (
          <div className="mt-6 flex flex-wrap gap-2" data-testid="calendar-links">
            <a
              href={`/api/matches/${m.number}/calendar.ics${LOCALE === "en" ? "" : `?lang=${LOCALE}`}`}
              download
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <Download className="h-4 w-4" aria-hidden /> {t("match.addCalendar")}
            </a>
            <a href={googleCalendarUrl(t, m, pageUrl)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "secondary", size: "sm" })}>
              <CalendarPlus className="h-4 w-4" aria-hidden /> {t("match.googleCalendar")}
              <span className="sr-only">{t("match.newTab")}</span>
            </a>
          </div>
        )}
      </article>

      <MatchWatchList match={m} state={state} now={now} />
      <ReminderSignUp teams={[m.team1, m.team2].flatMap((side) => (side ? [{ code: side.code, name: teamName(side, t) }] : []))} />
    </div>
  );
}

/** The page of a match that is missing, or that could not be loaded. */
function MatchMissing({ missing, worldCup = true }: { missing: boolean; worldCup?: boolean }) {
  const t = useTranslations("matches.match");
  const club = useTranslations("matches.club");
  return (
    <MessagePage
      title={missing ? metaT()("missing.match") : t("loadError")}
      text={missing ? (worldCup ? t("notFound") : club("notFound")) : t("checkConnection")}
      meta={missing ? missingMeta(metaT(), SITE.name, "match") : undefined}
    >
      <ButtonLink to={worldCup ? WORLD_CUP_SCHEDULE_PATH : "/matches"}>{t("seeAll")}</ButtonLink>
    </MessagePage>
  );
}

function MatchLoading() {
  const t = useTranslations("matches.match");
  return (
    <PageSkeleton label={t("loading")} className="max-w-4xl">
      <SkeletonStack className="space-y-4" blocks={["h-4 w-48", "h-10 w-3/4", "h-5 w-1/2", "h-32 w-full rounded-xl", "h-48 w-full rounded-xl"]} />
    </PageSkeleton>
  );
}

function WorldCupMatch({ number, slug }: { number: number | null; slug: string }) {
  const match = useMatch(number);
  if (number === null || match.isError) return <MatchMissing missing={number === null || isNotFound(match.error)} />;
  if (!match.data) return <MatchLoading />;
  // One address per match: the readable one.
  if (slug !== matchSlug(match.data)) return <Navigate to={matchPath(match.data)} replace />;
  return <MatchView m={match.data} />;
}

function OtherMatch({ number, slug }: { number: number; slug: string }) {
  const fixture = useFixture(number);
  if (fixture.isError) return <MatchMissing missing={isNotFound(fixture.error)} worldCup={false} />;
  if (!fixture.data) return <MatchLoading />;
  if (slug !== matchSlug(fixture.data)) return <Navigate to={matchPath(fixture.data)} replace />;
  return <FixtureMatchView f={fixture.data} />;
}

export default function MatchPage() {
  const { slug = "" } = useParams();
  const number = matchNumberOfSlug(slug);
  return number !== null && !isWorldCupNumber(number) ? <OtherMatch number={number} slug={slug} /> : <WorldCupMatch number={number} slug={slug} />;
}
