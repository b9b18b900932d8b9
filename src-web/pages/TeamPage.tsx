// One team: its matches with results, a calendar to subscribe to, following it on this device, and
// its supporters' venues by city. The address is the lower-case FIFA code: /team/usa; a club's is its
// code (/team/arsenal), drawn by ClubTeamView.

import { localePath } from "@shared/i18n/locales";
import { stageLabel, teamName } from "@shared/match-text";
import { teamMeta } from "@shared/page-titles";
import { matchState, teamIsOut } from "@shared/tournament";
import { WORLD_CUP_SCHEDULE_PATH } from "@shared/whats-on";
import { CalendarPlus, Download, Star } from "lucide-react";
import { Navigate, useParams } from "react-router";
import { useTranslations } from "use-intl";
import { isNotFound } from "../api/cities";
import { useTeam } from "../api/matches";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { NotCovered } from "../components/fixtures/NotCovered";
import { MessagePage } from "../components/MessagePage";
import { ClubTeamView } from "../components/match/ClubTeamView";
import { MatchCard } from "../components/match/MatchCard";
import { SupportersVenues } from "../components/match/SupportersVenues";
import { ReminderSignUp } from "../components/reminders/ReminderSignUp";
import { Button, ButtonLink, buttonClass } from "../components/ui/Button";
import { PageSkeleton, SkeletonStack } from "../components/ui/Skeleton";
import { useClockTick } from "../lib/clock";
import { setFollowed, useFollowedTeams } from "../lib/device-choices";
import { useDocumentMeta } from "../lib/document-head";
import { LOCALE, metaT } from "../lib/i18n";
import { visitorDay, visitorDayTime } from "../lib/match-time";
import { SITE } from "../lib/site";

type TeamT = ReturnType<typeof useTranslations<"matches.team">>;

/** How far the team went ("Eliminated in Round of 16"), in the page's language; an unknown wording as it is. */
function finishText(finish: string, t: TeamT, mt: ReturnType<typeof useTranslations<"matches">>): string {
  const known = {
    Champion: "champion",
    "Runner-up": "runnerUp",
    "Third place": "third",
    "Fourth place": "fourth",
    "Eliminated in group stage": "outGroup",
  } as const;
  if (finish in known) return t(`finish.${known[finish as keyof typeof known]}`);
  const out = /^Eliminated in (.+)$/.exec(finish);
  if (!out) return finish;
  const stage = stageLabel(out[1], mt);
  // Mid-sentence, a stage is lower case in Spanish ("Eliminado en octavos de final").
  return t("finish.out", { stage: LOCALE === "en" ? stage : stage.charAt(0).toLowerCase() + stage.slice(1) });
}

export default function TeamPage() {
  const tt = useTranslations("matches.team");
  const mt = useTranslations("matches");
  const homeCrumb = useHomeCrumb();
  const { code = "" } = useParams();
  const valid = /^[A-Za-z]{3}$/.test(code);
  const club = !valid && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(code) && code.length >= 4;
  const team = useTeam(valid ? code : undefined);
  const followed = useFollowedTeams();
  const now = useClockTick();
  const t = team.data;
  useDocumentMeta(t ? teamMeta(metaT(), SITE.name, { name: teamName(t, mt) }) : undefined);

  if ((valid || club) && code !== code.toLowerCase()) return <Navigate to={`/team/${code.toLowerCase()}`} replace />;
  // A club's page reads the general shape (docs/decisions/027).
  if (club) return <ClubTeamView code={code} />;
  if (!valid || team.isError) {
    // A team the site does not carry says what it covers (docs/decisions/041).
    if (!valid || isNotFound(team.error)) return <NotCovered what="team" />;
    return (
      <MessagePage title={tt("loadError")} text={mt("match.checkConnection")}>
        <ButtonLink to={WORLD_CUP_SCHEDULE_PATH}>{mt("match.seeAll")}</ButtonLink>
      </MessagePage>
    );
  }
  if (!t) {
    return (
      <PageSkeleton label={tt("loading")} className="max-w-4xl">
        <SkeletonStack className="space-y-4" blocks={["h-4 w-48", "h-10 w-2/3", "h-5 w-1/3", "h-48 w-full rounded-xl", "h-48 w-full rounded-xl"]} />
      </PageSkeleton>
    );
  }

  const following = followed.includes(t.code);
  // The feed in the page's language (its events' titles, stages and places).
  const feedPath = localePath(LOCALE, `/team/${t.code.toLowerCase()}/calendar.ics`);
  const webcal = `webcal://${window.location.host}${feedPath}`;
  const next = t.matches.find((m) => matchState(m, now) === "upcoming");
  const name = teamName(t, mt);
  // With no match left, following and subscribing would promise what will not come.
  const out = teamIsOut(t, t.matches, now);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: tt("crumb"), to: WORLD_CUP_SCHEDULE_PATH }, { label: name }]} />
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-4">
          <span className="text-5xl" aria-hidden>
            {t.flag}
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
            <p className="mt-1 text-slate-600">
              {tt("kicker", { group: t.group, confederation: t.confederation })}
              {t.finish && ` · ${finishText(t.finish, tt, mt)}`}
            </p>
          </div>
        </div>
        {next && (
          <p className="mt-4 text-slate-800">
            {tt("nextMatch")} <span className="font-semibold">{visitorDayTime(next)}</span>
          </p>
        )}
        {out ? (
          <div className="mt-5" data-testid="team-over">
            <p className="text-slate-800">{tt("over", { team: name })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {following && (
                <Button variant="outline" onClick={() => setFollowed(t.code, false)}>
                  <Star className="h-4 w-4" aria-hidden /> {tt("unfollow")}
                </Button>
              )}
              <a href={feedPath} download className={buttonClass({ variant: "ghost" })}>
                <Download className="h-4 w-4" aria-hidden /> {tt("downloadPlayed")}
              </a>
            </div>
          </div>
        ) : (
          <>
            <div className="mt-5 flex flex-wrap gap-2">
              <Button variant={following ? "primary" : "outline"} aria-pressed={following} onClick={() => setFollowed(t.code, !following)}>
                <Star className={following ? "h-4 w-4 fill-current" : "h-4 w-4"} aria-hidden />
                {tt(following ? "following" : "follow")}
              </Button>
              <a href={webcal} className={buttonClass({ variant: "secondary" })}>
                <CalendarPlus className="h-4 w-4" aria-hidden /> {tt("subscribe")}
              </a>
              <a href={feedPath} download className={buttonClass({ variant: "ghost" })}>
                <Download className="h-4 w-4" aria-hidden /> {tt("download")}
              </a>
            </div>
            <p className="mt-2 text-sm text-slate-600">{tt(following ? "savedNote" : "followNote")}</p>
          </>
        )}
      </header>

      <section aria-labelledby="team-matches-heading" className="mt-8">
        <h2 id="team-matches-heading" className="mb-3 text-2xl font-bold text-slate-900">
          {tt("matches")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {t.matches.map((m) => (
            <li key={m.number}>
              <MatchCard match={m} showDay={visitorDay(m)} />
            </li>
          ))}
        </ul>
      </section>

      <ReminderSignUp teams={[{ code: t.code, name }]} />
      <SupportersVenues code={t.code} teamName={name} />
    </div>
  );
}
