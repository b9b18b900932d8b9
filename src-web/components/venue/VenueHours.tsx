// Opening hours from the venue's own data; "Open now" only when structured hours exist. Never invented.

import type { Venue } from "@shared/contract/venues";
import { isOpenNow, WEEKDAYS, type Weekday } from "@shared/hours";
import { clsx } from "clsx";
import { Clock } from "lucide-react";

const DAY_LABEL: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };

function time(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h >= 12 && h < 24 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, "0")}${suffix}` : `${hour}${suffix}`;
}

export function VenueHours({ venue }: { venue: Venue }) {
  const open = isOpenNow(venue.hours, venue.timeZone);
  const hasWeekly = !!venue.hours && Object.keys(venue.hours).length > 0;
  return (
    <div>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="h-5 w-5 text-slate-500" aria-hidden /> Hours
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
          {open ? "Open now" : "Closed now"}
        </p>
      )}
      {venue.hoursShort ? (
        <p className="mt-2 text-slate-700">{venue.hoursShort}</p>
      ) : hasWeekly ? (
        <dl className="mt-2 grid grid-cols-[3rem_1fr] gap-y-1 text-sm text-slate-700">
          {WEEKDAYS.map((day) => (
            <div key={day} className="contents">
              <dt className="font-medium">{DAY_LABEL[day]}</dt>
              <dd>{venue.hours?.[day]?.length ? venue.hours[day]!.map(([o, c]) => `${time(o)}–${time(c)}`).join(", ") : "Closed"}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-slate-600">Hours not listed — check with the venue</p>
      )}
      {open !== null && <p className="mt-2 text-xs text-slate-500">Times are local to {venue.cityName}. Hours can change on match days.</p>}
    </div>
  );
}
