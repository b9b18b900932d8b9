// One match: teams, stage, kick-off (the visitor's time and the stadium's), stadium and host city,
// result and scorers once over, calendar links, and where to watch it in a chosen city or near the fan.

import type { Match } from "@shared/contract/matches";
import { matchNumberOfSlug, matchPageMeta, matchPath, matchSlug, matchTitle, resultLine, sideName, stageName } from "@shared/match-text";
import { missingMeta } from "@shared/page-titles";
import { matchState } from "@shared/tournament";
import { CalendarPlus, Download, MapPin } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { isNotFound } from "../api/cities";
import { useMatch } from "../api/matches";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { MessagePage } from "../components/MessagePage";
import { MatchWatchList } from "../components/match/MatchWatchList";
import { ButtonLink, buttonClass } from "../components/ui/Button";
import { PageSkeleton, SkeletonStack } from "../components/ui/Skeleton";
import { siteNow } from "../lib/clock";
import { useDocumentMeta } from "../lib/document-head";
import { metaT } from "../lib/i18n";
import { stadiumTime, visitorDayTime } from "../lib/match-time";
import { SITE } from "../lib/site";

/** Google Calendar's "add event" link, built here: nothing is sent anywhere until the fan follows it. */
function googleCalendarUrl(m: Match, pageUrl: string): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const start = Date.parse(m.kickoffAt);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: `${matchTitle(m)} (World Cup 2026, ${stageName(m)})`,
    dates: `${stamp(start)}/${stamp(start + 2 * 60 * 60 * 1000)}`,
    details: `Match ${m.number}. ${pageUrl}`,
    location: `${m.stadium.name}, ${m.stadium.municipality}, ${m.stadium.region}, ${m.stadium.country}`,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

function Side({ team, slot, align }: { team: Match["team1"]; slot: string | null; align: "left" | "right" }) {
  const cls = `flex min-w-0 flex-1 flex-col items-center gap-1 text-center ${align === "left" ? "sm:items-start sm:text-left" : "sm:items-end sm:text-right"}`;
  if (!team)
    return (
      <div className={cls}>
        <span className="text-3xl text-slate-400" aria-hidden>
          ?
        </span>
        <span className="text-lg font-semibold italic text-slate-700">{sideName(null, slot)}</span>
      </div>
    );
  return (
    <div className={cls}>
      <span className="text-4xl" aria-hidden>
        {team.flag}
      </span>
      <Link to={`/team/${team.code.toLowerCase()}`} className="break-words text-lg font-bold text-slate-900 hover:text-pitch-700 hover:underline sm:text-2xl">
        {team.name}
      </Link>
    </div>
  );
}

function Scorers({ m }: { m: Match }) {
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
        <h3 className="font-semibold text-slate-900">{sideName(m.team1, m.team1Slot)} goals</h3>
        <ul className="mt-1 space-y-0.5">{r.goals1.length ? list(r.goals1) : <li>None</li>}</ul>
      </div>
      <div className="text-right">
        <h3 className="font-semibold text-slate-900">{sideName(m.team2, m.team2Slot)} goals</h3>
        <ul className="mt-1 space-y-0.5">{r.goals2.length ? list(r.goals2) : <li>None</li>}</ul>
      </div>
    </div>
  );
}

function MatchView({ m }: { m: Match }) {
  const homeCrumb = useHomeCrumb();
  useDocumentMeta(matchPageMeta(metaT(), SITE.name, m));
  const state = matchState(m.kickoffAt, siteNow());
  const r = m.result;
  const s = m.stadium;
  const host = s.country === "USA" ? null : s.country === "Canada" ? "Canadian host city" : s.country === "Mexico" ? "Mexican host city" : null;
  const pageUrl = new URL(matchPath(m), window.location.origin).toString();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: "Matches", to: "/matches" }, { label: matchTitle(m) }]} />
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-pitch-700 sm:text-left">
          World Cup 2026 · {m.group ? `${m.stage}, Group ${m.group}` : m.stage} · Match {m.number}
          {m.numberSource === "derived" && <span aria-hidden>*</span>}
        </p>
        <h1 className="sr-only">{matchTitle(m)}</h1>
        <div className="mt-4 flex items-center gap-3 sm:gap-6">
          <Side team={m.team1} slot={m.team1Slot} align="left" />
          <div className="shrink-0 text-center" data-testid="match-score">
            {r ? (
              <>
                <p className="text-4xl font-extrabold tabular-nums text-slate-900 sm:text-5xl">
                  <span className="sr-only">Final score </span>
                  {(r.aet ?? r.ft).join("–")}
                </p>
                {r.decidedBy !== "regular_time" && (
                  <p className="mt-1 text-sm font-semibold text-slate-700">
                    {r.decidedBy === "penalties" && r.penalties ? `a.e.t., ${r.penalties.join("-")} pens` : "a.e.t."}
                  </p>
                )}
              </>
            ) : (
              <p className="text-2xl font-bold text-slate-500">v</p>
            )}
          </div>
          <Side team={m.team2} slot={m.team2Slot} align="right" />
        </div>
        {r && (
          <p className="mt-3 text-center text-sm text-slate-700" data-testid="result-line">
            {r.winner ? `${r.winner} won. ` : "A draw. "}Final score {sideName(m.team1, m.team1Slot)} {resultLine(r)} {sideName(m.team2, m.team2Slot)}
            {r.ht && `, half-time ${r.ht.join("-")}`}.
          </p>
        )}
        {!r && state === "live" && <p className="mt-3 text-center text-sm font-semibold text-amber-800">In play now</p>}
        {!r && state === "over" && <p className="mt-3 text-center text-sm text-slate-700">Full time. The result is not in yet.</p>}
        <Scorers m={m} />

        <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">{state === "upcoming" ? "Kick-off" : "Kicked off"}</dt>
            <dd className="mt-1 text-slate-700">
              {visitorDayTime(m)} <span className="text-slate-600">(your time)</span>
              <br />
              {stadiumTime(m)} <span className="text-slate-600">at the stadium</span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Stadium</dt>
            <dd className="mt-1 flex items-start gap-1.5 text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <span>
                {s.name}, {s.municipality}, {s.region}, {s.country}
                <br />
                Host city:{" "}
                {s.citySlug ? (
                  <Link to={`/city/${s.citySlug}`} className="font-medium text-pitch-700 underline hover:text-pitch-800">
                    {s.hostCity}
                  </Link>
                ) : (
                  <>
                    {s.hostCity}, {s.country} {host && <span className="text-slate-600">({host})</span>}
                  </>
                )}
              </span>
            </dd>
          </div>
        </dl>

        {(m.notes || m.numberSource === "derived") && (
          <div className="mt-4 space-y-1 rounded-md bg-slate-50 p-3 text-xs text-slate-600" data-testid="data-note">
            {m.notes && <p>Data note: {m.notes}</p>}
            {m.numberSource === "derived" && (
              <p>* This match number is matched from an earlier published schedule and may differ from FIFA's final numbering.</p>
            )}
          </div>
        )}

        <div className="mt-6 flex flex-wrap gap-2">
          <a href={`/api/matches/${m.number}/calendar.ics`} download className={buttonClass({ variant: "secondary", size: "sm" })}>
            <Download className="h-4 w-4" aria-hidden /> Add to calendar (.ics)
          </a>
          <a href={googleCalendarUrl(m, pageUrl)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "secondary", size: "sm" })}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> Google Calendar
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </article>

      <MatchWatchList match={m} state={state} />
    </div>
  );
}

export default function MatchPage() {
  const { slug = "" } = useParams();
  const number = matchNumberOfSlug(slug);
  const match = useMatch(number !== null && number <= 999 ? number : null);

  if (number === null || number > 999 || match.isError) {
    const missing = number === null || number > 999 || isNotFound(match.error);
    return (
      <MessagePage
        title={missing ? "match" : "This match could not be loaded"}
        text={missing ? "There is no World Cup 2026 match at this address." : "Please check your connection and try again."}
        meta={missing ? missingMeta(metaT(), SITE.name, "match") : undefined}
      >
        <ButtonLink to="/matches">See all matches</ButtonLink>
      </MessagePage>
    );
  }
  if (!match.data) {
    return (
      <PageSkeleton label="Loading match" className="max-w-4xl">
        <SkeletonStack className="space-y-4" blocks={["h-4 w-48", "h-10 w-3/4", "h-5 w-1/2", "h-32 w-full rounded-xl", "h-48 w-full rounded-xl"]} />
      </PageSkeleton>
    );
  }
  // One address per match: the readable one.
  if (slug !== matchSlug(match.data)) return <Navigate to={matchPath(match.data)} replace />;
  return <MatchView m={match.data} />;
}
