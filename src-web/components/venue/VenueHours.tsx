// Opening hours from the venue's own data; "Open now" only when structured hours exist. Never invented.
// The weekly hours are the venue's hours in every language; the legacy one-line summary (hoursShort,
// English free text from older imports) shows only for a venue that has no weekly hours.

import type { Venue } from "@shared/contract/venues";
import { hasWeeklyHours, hoursTime, isOpenNow, WEEKDAYS, type Weekday } from "@shared/hours";
import { clsx } from "clsx";
import { Clock, Sunrise } from "lucide-react";
import { useTranslations } from "use-intl";
import { dateFormat } from "../../lib/format";
import { LOCALE } from "../../lib/i18n";
import { Confirmation } from "../claims/Confirmation";

/** Short weekday names in the page's language ("Mon", "lun"): 2024-01-01 was a Monday. */
const dayLabel = (day: Weekday) => dateFormat({ weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

const time = (hhmm: string) => hoursTime(hhmm, LOCALE);

export function VenueHours({ venue }: { venue: Venue }) {
  const t = useTranslations("venues.hours");
  const open = isOpenNow(venue.hours, venue.timeZone);
  const hasWeekly = hasWeeklyHours(venue.hours);
  return (
    <div>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="h-5 w-5 text-slate-500" aria-hidden /> {t("heading")}
      </h2>
      {open !== null && (
        <p
          className={clsx(
            "mt-2 inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold",
            open ? "bg-pitch-50 text-pitch-800" : "bg-slate-100 text-slate-700",
          )}
          data-testid="open-now"
        >
          <span className={clsx("h-2 w-2 rounded-full", open ? "bg-pitch-600" : "bg-slate-400")} aria-hidden />
          {open ? t("openNow") : t("closedNow")}
        </p>
      )}
      {hasWeekly ? (
        <dl className="mt-2 grid grid-cols-[3rem_1fr] gap-y-1 text-sm text-slate-700">
          {WEEKDAYS.map((day) => (
            <div key={day} className="contents">
              <dt className="font-medium">{dayLabel(day)}</dt>
              <dd>{venue.hours?.[day]?.length ? venue.hours[day]!.map(([o, c]) => `${time(o)}–${time(c)}`).join(", ") : t("closed")}</dd>
            </div>
          ))}
        </dl>
      ) : venue.hoursShort ? (
        <p className="mt-2 text-slate-700">{venue.hoursShort}</p>
      ) : (
        <p className="mt-2 text-slate-600">{t("notListed")}</p>
      )}
      {venue.opensEarly && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-800" data-testid="opens-early">
          <Sunrise className="h-4 w-4 text-amber-600" aria-hidden />
          {t("opensEarly", { time: time(venue.opensEarly.at) })} <Confirmation claim={venue.opensEarly} />
        </p>
      )}
      {open !== null && <p className="mt-2 text-xs text-slate-500">{t("localTimes", { city: venue.cityName })}</p>}
    </div>
  );
}
