// The venue's own live match-day word (docs/decisions/034): "Full: standing room only · said by the
// venue 10 min ago". Under a venue on a match's list, and grouped by match (and today) on the venue
// page. The age follows the site's clock, and a fact past its time is never shown, even from a
// cached answer.
import type { MatchDayFact } from "@shared/contract/match-day-status";
import { hoursTime } from "@shared/hours";
import type { MatchDayKind } from "@shared/match-day";
import { Ban, CalendarCheck, Clock, type LucideIcon, Users, Volume2 } from "lucide-react";
import { useTranslations } from "use-intl";
import { useClockTick } from "../../lib/clock";
import { LOCALE } from "../../lib/i18n";

const ICONS: Record<MatchDayKind, LucideIcon> = { opens: Clock, sound_on: Volume2, reservations: CalendarCheck, full: Users, not_showing: Ban };

const ICON_WARN = "h-4 w-4 shrink-0 text-amber-700";
const ICON_INFO = "h-4 w-4 shrink-0 text-pitch-700";

function useAge() {
  const t = useTranslations("venues.matchDay");
  return (setAt: string, now: Date) => {
    const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(setAt)) / 60_000));
    if (minutes < 1) return t("justNow");
    if (minutes < 60) return t("minutesAgo", { n: String(minutes) });
    return t("hoursAgo", { n: String(Math.floor(minutes / 60)) });
  };
}

/** The facts still live, each with what it says and how long ago the venue said it. */
export function VenueMatchStatus({ facts, className = "" }: { facts: MatchDayFact[]; className?: string }) {
  const t = useTranslations("venues.matchDay");
  const now = useClockTick();
  const age = useAge();
  const live = facts.filter((f) => Date.parse(f.until) > now.getTime());
  if (live.length === 0) return null;
  return (
    <ul className={`space-y-1 ${className}`} aria-label={t("label")} data-testid="match-day-status">
      {live.map((f) => {
        const Icon = ICONS[f.kind];
        const warn = f.kind === "full" || f.kind === "not_showing";
        return (
          <li key={f.kind} className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <Icon className={warn ? ICON_WARN : ICON_INFO} aria-hidden />
            <strong className={`font-semibold ${warn ? "text-amber-900" : "text-slate-900"}`}>
              {f.kind === "opens" ? t("kind.opens", { time: f.at ? hoursTime(f.at, LOCALE) : "" }) : t(`kind.${f.kind}`)}
            </strong>
            <span className="text-slate-600">· {t("said", { age: age(f.setAt, now) })}</span>
          </li>
        );
      })}
    </ul>
  );
}
