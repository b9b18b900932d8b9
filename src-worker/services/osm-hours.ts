// OpenStreetMap `opening_hours` values into the site's weekly hours (shared/hours.ts), read with the
// maintained parser of that syntax (the `opening_hours` package). A value the weekly form cannot hold
// honestly (it fails to parse, changes from week to week, has an open end such as "18:00+", or depends
// on holidays or daylight) is answered null: "hours not listed", never a guess.
import type { Weekday, WeeklyHours } from "../shared/hours";
import { WEEKDAYS } from "../shared/hours";

export type HoursReader = (value: string) => WeeklyHours | null;

const DAY_MS = 86_400_000;
/** A reference week (Monday 00:00 UTC, no US public holiday in it); the Worker's clock is UTC. */
const WEEK_START = Date.UTC(2026, 0, 12);
/** The maximum length the parser is given (OpenStreetMap's own limit for a tag value). */
const MAX_VALUE = 255;

const hhmm = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
};
const dayOf = (ms: number): Weekday => WEEKDAYS[Math.floor((ms - WEEK_START) / DAY_MS)];

/**
 * The weekly hours of one value. Open intervals are read from Sunday noon before the reference week
 * to Tuesday after it, and each is kept on the day it starts (a span past midnight stays with the
 * evening it began: "Fr 18:00-02:00" is Friday's); one longer than a day is cut at midnights.
 */
function toWeekly(oh: import("opening_hours").default): WeeklyHours | null {
  if (!oh.isWeekStable()) return null;
  const hours: WeeklyHours = {};
  const intervals = oh.getOpenIntervals(new Date(WEEK_START - DAY_MS / 2), new Date(WEEK_START + 8 * DAY_MS));
  for (const [from, to, unknown] of intervals) {
    if (unknown) return null; // "18:00+", "unknown", a comment instead of a time
    let start = from.getTime();
    const end = to.getTime();
    if (start < WEEK_START) {
      // Last week's Sunday running into Monday is this week's Sunday (kept at the end); an interval
      // open all through Monday (24/7) starts at Monday 00:00.
      if (end - WEEK_START < DAY_MS) continue;
      start = WEEK_START;
    }
    while (start < WEEK_START + 7 * DAY_MS && start < end) {
      const day = dayOf(start);
      const midnight = WEEK_START + (Math.floor((start - WEEK_START) / DAY_MS) + 1) * DAY_MS;
      const pieceEnd = end - start > DAY_MS ? midnight : end;
      hours[day] = [...(hours[day] ?? []), [hhmm(start), hhmm(pieceEnd)]];
      start = pieceEnd;
    }
  }
  return Object.keys(hours).length ? hours : null;
}

/**
 * Rules for public or school holidays ("PH off", "Mo-Fr,PH 10:00-20:00") are left out: the weekly
 * hours are an ordinary week's, and holidays cannot be evaluated without the place's calendar.
 */
function withoutHolidayRules(value: string): string {
  return value
    .split(";")
    .map((rule) => rule.replace(/\s*,\s*(PH|SH)\b/g, "").replace(/\b(PH|SH)\s*,\s*/g, ""))
    .filter((rule) => !/^\s*(PH|SH)\b/.test(rule))
    .join(";");
}

/** The reader, with the parser loaded only when an import needs it (it is large and admin-only). */
export async function loadHoursReader(): Promise<HoursReader> {
  const { default: OpeningHours } = await import("opening_hours");
  return (value) => {
    const v = value.trim();
    if (!v || v.length > MAX_VALUE) return null;
    try {
      // No place given: rules for sunrise or dates make the week unstable or throw: "not listed".
      return toWeekly(new OpeningHours(withoutHolidayRules(v), null, { mode: 0, tag_key: "opening_hours", locale: "en" } as never));
    } catch {
      return null;
    }
  };
}
