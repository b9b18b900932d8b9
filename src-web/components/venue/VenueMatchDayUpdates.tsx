// The venue page's live match-day words (docs/decisions/034): one block per match not over yet (its
// sides, and its kick-off as sure as the source is, in the venue's zone) and one for today.
import type { VenueMatchDay } from "@shared/contract/match-day-status";
import { fixtureTitle, fixtureWhen } from "@shared/fixture-text";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useClockTick } from "../../lib/clock";
import { LOCALE } from "../../lib/i18n";
import { VenueMatchStatus } from "../match/VenueMatchStatus";

/** The venue page's updates: one block per match (its sides, kick-off in the venue's zone) and one for today. */
export function VenueMatchDayUpdates({ matchDay, timeZone }: { matchDay: VenueMatchDay; timeZone: string }) {
  const t = useTranslations("venues.matchDay");
  const tm = useTranslations("matches");
  const tf = useTranslations("fixtures");
  const now = useClockTick();
  const groups = matchDay.filter((g) => g.facts.some((f) => Date.parse(f.until) > now.getTime()));
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="match-day-heading" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4" data-testid="venue-match-day">
      <h2 id="match-day-heading" className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <ul className="space-y-3">
        {groups.map((g) => (
          <li key={g.match ? `m${g.match.number}` : `d${g.day}`}>
            <h3 className="text-sm font-semibold text-slate-800">
              {g.match ? (
                <Link to={`/match/${g.match.number}`} className="text-pitch-700 underline hover:text-pitch-800">
                  {fixtureTitle(g.match, tm, LOCALE)}
                </Link>
              ) : (
                t("today")
              )}
              {g.match && <span className="font-normal text-slate-600"> · {fixtureWhen(g.match, LOCALE, timeZone, tf)}</span>}
            </h3>
            <VenueMatchStatus facts={g.facts} className="mt-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
