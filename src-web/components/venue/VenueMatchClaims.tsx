// The venue page's "Matches shown here": what the venue says about the tournament, each claim with who
// confirmed it and when, and fans' reports once enough of them agree.

import type { VenueClaims } from "@shared/contract/claims";
import { matchPath, matchTitle, resultLine, stageLabel, teamName, teamPath } from "@shared/match-text";
import { CalendarDays, Flag, Tv } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { visitorDayTime } from "../../lib/match-time";
import { Confirmation, reportText } from "../claims/Confirmation";
import { LiveBadge } from "../match/LiveBadge";
import { Badge } from "../ui/Badge";

export function VenueMatchClaims({ claims }: { claims: VenueClaims }) {
  const t = useTranslations("venues.matchClaims");
  // Team and stage names in the page's language, as the match pages name them.
  const tm = useTranslations("matches");
  const { showsAllMatches, matches, supporters, reports } = claims;
  if (!showsAllMatches && matches.length === 0 && supporters.length === 0) return null;
  const reportsOn = new Map(reports.map((r) => [r.matchNumber, r.count]));
  // Reports on matches the venue did not name (it shows every match, or hosts a team's supporters).
  const otherReports = reports.filter((r) => !matches.some((c) => c.match.number === r.matchNumber));
  return (
    <section aria-labelledby="matches-heading" className="space-y-3" data-testid="venue-match-claims">
      <h2 id="matches-heading" className="text-xl font-semibold text-slate-900">
        {showsAllMatches ? t("showsAll") : t("shownHere")}
      </h2>
      {supporters.length > 0 && (
        <ul className="space-y-2" aria-label={t("supportersList")}>
          {supporters.map((s) => (
            <li key={s.team.code} className="flex flex-wrap items-center gap-2">
              <Badge tone="green" testId="supporters-badge">
                <Flag className="h-3.5 w-3.5" aria-hidden />
                <span aria-hidden>{s.team.flag}</span> {t("supportersBadge", { team: teamName(s.team, tm) })}
              </Badge>
              {s.groupName && <span className="text-sm text-slate-700">{s.groupName}</span>}
              <Confirmation claim={s} />
              <Link to={teamPath(s.team.code)} className="text-sm font-semibold text-pitch-700 hover:underline">
                {t("teamMatches", { team: teamName(s.team, tm) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {showsAllMatches && (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <Tv className="h-4 w-4 text-slate-500" aria-hidden />
          {t("everyMatch")} <Confirmation claim={showsAllMatches} />
        </p>
      )}
      {matches.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t("named")}>
          {matches.map(({ match: m, ...claim }) => {
            const score = m.result ? resultLine(m.result, tm) : null;
            const reported = reportsOn.get(m.number);
            return (
              <li key={m.number} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <Link to={matchPath(m)} className="font-semibold text-slate-900 hover:text-pitch-700 hover:underline">
                    {matchTitle(m, tm)}
                  </Link>
                  {score && <span className="ml-2 font-semibold text-slate-700">{score}</span>} <LiveBadge kickoffAt={m.kickoffAt} />
                  <p className="flex items-center gap-1.5 text-sm text-slate-600">
                    <CalendarDays className="h-3.5 w-3.5" aria-hidden />{" "}
                    {t("matchLine", { number: String(m.number), stage: stageLabel(m.stage, tm), when: visitorDayTime(m) })}
                  </p>
                  {reported && <p className="text-sm font-medium text-amber-800">{reportText(reported)}</p>}
                </div>
                <Confirmation claim={claim} />
              </li>
            );
          })}
        </ul>
      )}
      {otherReports.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-800" aria-label={t("reportsList")}>
          {otherReports.map((r) => (
            <li key={r.matchNumber}>
              <Link to={`/match/${r.matchNumber}`} className="underline">
                {t("match", { number: String(r.matchNumber) })}
              </Link>
              : {reportText(r.count)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
