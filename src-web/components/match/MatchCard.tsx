// A match in a list (the schedule, a team's matches): who plays, when (the visitor's time and the
// stadium's), where, and the result once it is over. The whole card is the link to the match page.
import type { Match } from "@shared/contract/matches";
import { matchPath, placeName, scoreSuffix, sideName, stageName, teamName } from "@shared/match-text";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { stadiumTime, visitorTime } from "../../lib/match-time";
import { LiveBadge } from "./LiveBadge";
import { SideLine } from "./SideLine";

export function MatchCard({ match: m, showDay }: { match: Match; showDay?: string }) {
  const t = useTranslations("matches");
  const r = m.result;
  const [g1, g2] = r ? (r.aet ?? r.ft) : [null, null];
  const suffix = r ? scoreSuffix(r, t) : "";
  return (
    <Link
      to={matchPath(m)}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-pitch-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pitch-600"
      data-testid="match-card"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold uppercase tracking-wide text-pitch-700">
          {stageName(m, t)}
          <span className="font-normal normal-case tracking-normal text-slate-600">
            {" · "}
            {t("card.match", { number: String(m.number) })}
            {m.numberSource === "derived" && (
              <sup>
                <abbr title={t("card.derived")} className="no-underline">
                  *
                </abbr>
              </sup>
            )}
          </span>
        </span>
        <span className="flex items-center gap-2 font-medium text-slate-800">
          <LiveBadge match={m} />
          <span>
            {showDay && `${showDay}, `}
            {visitorTime(m)}
          </span>
        </span>
      </div>
      <div className="space-y-1">
        <SideLine
          flag={m.team1?.flag ?? null}
          name={m.team1 ? teamName(m.team1, t) : sideName(null, m.team1Slot, t)}
          goals={g1}
          won={!!r && !!m.team1 && r.winner === m.team1.name}
        />
        <SideLine
          flag={m.team2?.flag ?? null}
          name={m.team2 ? teamName(m.team2, t) : sideName(null, m.team2Slot, t)}
          goals={g2}
          won={!!r && !!m.team2 && r.winner === m.team2.name}
        />
      </div>
      {suffix && <p className="mt-1 text-right text-xs font-semibold text-slate-700">{suffix}</p>}
      <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        <span>{t("card.where", { stadium: m.stadium.name, city: placeName(m.stadium.hostCity, t), time: stadiumTime(m) })}</span>
      </p>
    </Link>
  );
}
