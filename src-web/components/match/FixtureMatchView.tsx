// A match of any competition but the World Cup (the general shape of /api/fixtures): both sides as fans
// name them, the competition and round, the kick-off as precisely as it is known (a provisional date is
// said to be one), the status and result, the fixtures' source and as-of, the calendar entry, and where
// to watch it in the visitor's city (docs/decisions/027).

import type { Competition, Fixture } from "@shared/contract/competitions";
import { competitionName, fixturePageMeta, fixtureSideName, fixtureSourceText, fixtureTitle, roundLabel, zoneCity } from "@shared/fixture-text";
import { resultLine } from "@shared/match-text";
import { kickoffConfirmed, matchState } from "@shared/tournament";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useCompetition } from "../../api/matches";
import { useClockTick } from "../../lib/clock";
import { useDocumentMeta } from "../../lib/document-head";
import { LOCALE, metaT } from "../../lib/i18n";
import { leagueDay, leagueTime, visitorDayTime } from "../../lib/match-time";
import { SITE } from "../../lib/site";
import { Breadcrumb, useHomeCrumb } from "../Breadcrumb";
import { ReminderSignUp } from "../reminders/ReminderSignUp";
import { buttonClass } from "../ui/Button";
import { MatchWatchList } from "./MatchWatchList";

type MT = ReturnType<typeof useTranslations<"matches">>;

function Side({ f, which, align }: { f: Fixture; which: 1 | 2; align: "left" | "right" }) {
  const t = useTranslations("matches");
  const side = which === 1 ? f.team1 : f.team2;
  const name = fixtureSideName(side, which === 1 ? f.team1Slot : f.team2Slot, t, LOCALE);
  const cls = `flex min-w-0 flex-1 flex-col items-center gap-1 text-center ${align === "left" ? "sm:items-start sm:text-left" : "sm:items-end sm:text-right"}`;
  return (
    <div className={cls}>
      <span className="text-4xl" aria-hidden>
        {side?.flag ?? "?"}
      </span>
      {side ? (
        <Link to={`/team/${side.code.toLowerCase()}`} className="break-words text-lg font-bold text-slate-900 hover:text-pitch-700 hover:underline sm:text-2xl">
          {name}
        </Link>
      ) : (
        <span className="text-lg font-semibold italic text-slate-700">{name}</span>
      )}
    </div>
  );
}

/** When it kicks off, as precisely as the source knows it; "Kicked off" only for a confirmed kick-off that has passed. */
function Kickoff({ f, started }: { f: Fixture; started: boolean }) {
  const t = useTranslations("matches");
  return (
    <div data-testid="kickoff">
      <dt className="font-semibold text-slate-900">{t(started ? "match.kickedOff" : "match.kickoff")}</dt>
      <dd className="mt-1 text-slate-700">
        {f.kickoffPrecision === "exact" && (
          <>
            {visitorDayTime(f)} <span className="text-slate-600">{t("match.yourTime")}</span>
            <br />
            {t("club.leagueTime", { time: leagueTime(f), zone: zoneCity(f.timeZone, t) })}
          </>
        )}
        {f.kickoffPrecision === "time_tbc" && (
          <>
            {leagueDay(f)}
            <br />
            <span className="font-medium">{t("club.timeTbc")}</span>
          </>
        )}
        {f.kickoffPrecision === "date_tbc" && (
          <>
            <span className="font-medium">{t("club.dateTbc")}</span>
            <br />
            <span className="text-slate-600">{t("club.provisional", { day: leagueDay(f) })}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** Where the fixtures come from, and how current they are. */
function Source({ c }: { c: Competition | undefined }) {
  const t = useTranslations("matches");
  if (!c) return null;
  return (
    <div>
      <dt className="font-semibold text-slate-900">{competitionName(c, LOCALE)}</dt>
      <dd className="mt-1 text-slate-700" data-testid="fixture-source">
        {fixtureSourceText(c, LOCALE, t)}
        <br />
        <Link to={`/competitions/${c.id}`} className="font-medium text-pitch-700 underline hover:text-pitch-800">
          {t("club.competitionLink", { competition: competitionName(c, LOCALE) })}
        </Link>
      </dd>
    </div>
  );
}

/**
 * What is known of the outcome: postponed, cancelled, in play, waiting for the result, or a kick-off never
 * confirmed whose day or weekend has passed (never said to have kicked off); never a result it does not have.
 */
function statusText(f: Fixture, state: ReturnType<typeof matchState>, t: MT): string | null {
  if (f.status === "postponed" || f.status === "cancelled") return t(`club.${f.status}`);
  if (state === "unconfirmed") return t(f.kickoffPrecision === "date_tbc" ? "club.undated" : "club.unconfirmed");
  if (f.resultPending && kickoffConfirmed(f)) return t("club.pending");
  if (state === "live") return t("match.inPlay");
  return null;
}

export function FixtureMatchView({ f }: { f: Fixture }) {
  const t = useTranslations("matches");
  const homeCrumb = useHomeCrumb();
  const competition = useCompetition(f.competition.id).data;
  useDocumentMeta(fixturePageMeta(metaT(), SITE.name, f, t, LOCALE));
  const now = useClockTick();
  const state = matchState(f, now);
  const title = fixtureTitle(f, t, LOCALE);
  const r = f.result;
  const status = statusText(f, state, t);
  const settled = f.status === "postponed" || f.status === "cancelled";
  const upcoming = !r && !f.resultPending && state === "upcoming";
  // Where to watch names the sides as the page does.
  const watchMatch = {
    ...f,
    team1: f.team1 && { ...f.team1, name: fixtureSideName(f.team1, f.team1Slot, t, LOCALE) },
    team2: f.team2 && { ...f.team2, name: fixtureSideName(f.team2, f.team2Slot, t, LOCALE) },
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Breadcrumb
        className="mb-4"
        items={[homeCrumb, { label: competitionName(f.competition, LOCALE), to: `/competitions/${f.competition.id}` }, { label: title }]}
      />
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-pitch-700 sm:text-left">
          <Link to={`/competitions/${f.competition.id}`} className="hover:underline">
            {t("club.kicker", { competition: competitionName(f.competition, LOCALE), round: roundLabel(f, t) })}
          </Link>
        </p>
        <h1 className="sr-only">{title}</h1>
        <div className="mt-4 flex items-center gap-3 sm:gap-6">
          <Side f={f} which={1} align="left" />
          <div className="shrink-0 text-center" data-testid="match-score">
            {r ? (
              <p className="text-4xl font-extrabold tabular-nums text-slate-900 sm:text-5xl">
                <span className="sr-only">{t("club.finalScore")} </span>
                {(r.aet ?? r.ft).join("–")}
              </p>
            ) : (
              <p className="text-2xl font-bold text-slate-500">{t("versus")}</p>
            )}
          </div>
          <Side f={f} which={2} align="right" />
        </div>
        {r && (
          <p className="mt-3 text-center text-sm text-slate-700" data-testid="result-line">
            {t("club.finalScore")}: {fixtureSideName(f.team1, f.team1Slot, t, LOCALE)} {resultLine(r, t)} {fixtureSideName(f.team2, f.team2Slot, t, LOCALE)}
            {r.ht && ` · ${t("club.halfTime", { score: r.ht.join("-") })}`}
          </p>
        )}
        {status && (
          <p className="mt-3 text-center text-sm font-semibold text-amber-800" data-testid="match-status">
            {status}
          </p>
        )}

        <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
          <Kickoff f={f} started={kickoffConfirmed(f) && state !== "upcoming"} />
          <Source c={competition} />
        </dl>

        {f.notes && (
          <div className="mt-4 rounded-md bg-slate-50 p-3 text-xs text-slate-600" data-testid="data-note">
            <p>{t("match.dataNote", { note: f.notes })}</p>
          </div>
        )}

        {upcoming && !settled && (
          <div className="mt-6 flex flex-wrap gap-2" data-testid="calendar-links">
            <a
              href={`/api/matches/${f.number}/calendar.ics${LOCALE === "en" ? "" : `?lang=${LOCALE}`}`}
              download
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <Download className="h-4 w-4" aria-hidden /> {t("match.addCalendar")}
            </a>
          </div>
        )}
      </article>

      <MatchWatchList match={watchMatch} state={state} now={now} />
      <ReminderSignUp teams={[watchMatch.team1, watchMatch.team2].flatMap((side) => (side ? [{ code: side.code, name: side.name }] : []))} />
    </div>
  );
}
