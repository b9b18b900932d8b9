// A short list of matches, each a link to where to watch it (/match/{number}).
import type { Match } from "@shared/contract/matches";
import { placeName, scoreSuffix, sideName, stageName } from "@shared/match-text";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { visitorDayTime, visitorTime } from "../../lib/match-time";
import { LiveBadge } from "../match/LiveBadge";
import { Skeleton } from "../ui/Skeleton";

function Side({ team, slot }: { team: Match["team1"]; slot: string | null }) {
  const t = useTranslations("matches");
  return (
    <span className="inline-flex items-center gap-1.5">
      {team && (
        <span aria-hidden className="text-lg leading-none">
          {team.flag}
        </span>
      )}
      {sideName(team, slot, t)}
    </span>
  );
}

export function MatchList({ matches, timeOnly = false }: { matches: Match[]; timeOnly?: boolean }) {
  const t = useTranslations("matches");
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {matches.map((m) => {
        // The score between the sides, how it was decided after them (both languages' word order).
        const score = m.result ? (m.result.aet ?? m.result.ft).join("-") : null;
        const suffix = m.result ? scoreSuffix(m.result, t) : "";
        return (
          <li key={m.number}>
            <Link to={`/match/${m.number}`} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50" data-testid="home-match">
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
                  <Side team={m.team1} slot={m.team1Slot} />
                  <span className="text-sm font-normal text-slate-500">{score ?? t("versus")}</span>
                  <Side team={m.team2} slot={m.team2Slot} />
                  {suffix && <span className="text-sm font-normal text-slate-600">({suffix})</span>}
                  <LiveBadge match={m} />
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  <time dateTime={m.kickoffAt}>{timeOnly ? visitorTime(m) : visitorDayTime(m)}</time> · {stageName(m, t)} · {m.stadium.name},{" "}
                  {placeName(m.stadium.hostCity, t)}
                </span>
              </span>
              <span className="hidden shrink-0 items-center text-sm font-medium text-pitch-700 sm:inline-flex">
                {t("list.whereToWatch")} <ChevronRight className="h-4 w-4" aria-hidden />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function MatchListSkeleton({ rows }: { rows: number }) {
  const t = useTranslations("matches.list");
  return (
    <div className="space-y-2" role="status" aria-busy="true" aria-label={t("loading")}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
