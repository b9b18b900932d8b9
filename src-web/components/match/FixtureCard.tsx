// A match of any competition in a list (a club's page): who plays, the competition and round, the kick-off
// as precisely as it is known, and the result or status. The whole card is the link to the match page.
import type { Fixture } from "@shared/contract/competitions";
import { competitionName, fixtureSideName, roundLabel } from "@shared/fixture-text";
import { matchPath } from "@shared/match-text";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { LOCALE } from "../../lib/i18n";
import { leagueDay, visitorDayTime } from "../../lib/match-time";

/** When, as precisely as it is known: the visitor's day and time, the league's day with the time to come, or neither. */
export function FixtureWhen({ f }: { f: Fixture }) {
  const t = useTranslations("matches");
  if (f.kickoffPrecision === "exact") return <>{visitorDayTime(f)}</>;
  if (f.kickoffPrecision === "time_tbc") return <>{`${leagueDay(f)} · ${t("club.timeTbc")}`}</>;
  return <>{t("club.dateTbc")}</>;
}

export function FixtureCard({ f }: { f: Fixture }) {
  const t = useTranslations("matches");
  const r = f.result;
  const [g1, g2] = r ? (r.aet ?? r.ft) : [null, null];
  const status =
    f.status === "postponed" || f.status === "cancelled"
      ? t(`club.${f.status}`)
      : f.resultPending
        ? t(f.kickoffPrecision === "date_tbc" ? "club.undated" : "club.pending")
        : null;
  const line = (which: 1 | 2, goals: number | null) => {
    const side = which === 1 ? f.team1 : f.team2;
    return (
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium text-slate-800">
          <span aria-hidden className="mr-2">
            {side?.flag}
          </span>
          {fixtureSideName(side, which === 1 ? f.team1Slot : f.team2Slot, t, LOCALE)}
        </span>
        {goals !== null && <span className="text-lg font-semibold tabular-nums">{goals}</span>}
      </div>
    );
  };
  return (
    <Link
      to={matchPath(f)}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-pitch-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pitch-600"
      data-testid="fixture-card"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-pitch-700">
          {competitionName(f.competition, LOCALE)} · {roundLabel(f, t)}
        </span>
        <span className="font-medium text-slate-800">
          <FixtureWhen f={f} />
        </span>
      </div>
      <div className="space-y-1">
        {line(1, g1)}
        {line(2, g2)}
      </div>
      {status && <p className="mt-2 text-sm font-medium text-amber-800">{status}</p>}
    </Link>
  );
}
