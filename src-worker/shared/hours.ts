// Weekly opening hours and "open now", computed in the venue's city time zone.
import { INTL_LOCALE, type Locale } from "./i18n/locales";

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
/** Per weekday, a list of [open, close] in 24h "HH:MM"; close <= open means it closes after midnight. */
export type WeeklyHours = Partial<Record<Weekday, [open: string, close: string][]>>;

export const WEEKDAYS: Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** Local weekday and minute-of-day of `at` in `timeZone`. */
function localTime(at: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  const day = get("weekday").slice(0, 3).toLowerCase() as Weekday;
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

/** true/false when hours are known, null when they are not (the UI then says nothing). */
export function isOpenNow(hours: WeeklyHours | null | undefined, timeZone: string, at = new Date()): boolean | null {
  if (!hours || Object.keys(hours).length === 0) return null;
  const { day, minute } = localTime(at, timeZone);
  const today = WEEKDAYS.indexOf(day);
  const yesterday = WEEKDAYS[(today + 6) % 7];
  for (const [open, close] of hours[day] ?? []) {
    const o = minutes(open);
    const c = minutes(close);
    if (c > o ? minute >= o && minute < c : minute >= o) return true;
  }
  // A span from yesterday that runs past midnight.
  for (const [open, close] of hours[yesterday] ?? []) {
    const o = minutes(open);
    const c = minutes(close);
    if (c <= o && minute < c) return true;
  }
  return false;
}

const DAY_NAMES: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };
const SCHEMA_DAYS: Record<Weekday, string> = { mon: "Mo", tue: "Tu", wed: "We", thu: "Th", fri: "Fr", sat: "Sa", sun: "Su" };

/** "15:00" -> "3pm", "11:30" -> "11:30am", "00:00" -> "12am": the English compact form. */
export function time12(hhmm: string): string {
  const h = Math.floor(minutes(hhmm) / 60);
  const m = minutes(hhmm) % 60;
  const suffix = h >= 12 && h < 24 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, "0")}${suffix}` : `${hour}${suffix}`;
}

/** Runs of consecutive weekdays (Monday first) with the same spans; a closed day has none. */
function dayRuns(hours: WeeklyHours): { from: Weekday; to: Weekday; spans: [string, string][] }[] {
  const runs: { from: Weekday; to: Weekday; spans: [string, string][] }[] = [];
  for (const day of WEEKDAYS) {
    const spans = hours[day] ?? [];
    const last = runs.at(-1);
    if (last && JSON.stringify(last.spans) === JSON.stringify(spans)) last.to = day;
    else runs.push({ from: day, to: day, spans });
  }
  return runs;
}

/**
 * The weekly hours as one English line, "Mon-Thu 3pm-11pm, Fri 12pm-2am, Sun closed" ("Daily 8am-2am"
 * when every day is the same): what the admin list and the CSV export show for a venue with weekly hours.
 */
export function hoursSummary(hours: WeeklyHours): string {
  const runs = dayRuns(hours);
  const times = (spans: [string, string][]) => (spans.length ? spans.map(([o, c]) => `${time12(o)}-${time12(c)}`).join(" & ") : "closed");
  if (runs.length === 1) return `Daily ${times(runs[0].spans)}`;
  return runs.map((r) => `${DAY_NAMES[r.from]}${r.from === r.to ? "" : `-${DAY_NAMES[r.to]}`} ${times(r.spans)}`).join(", ");
}

/** schema.org openingHours ("Mo-Th 15:00-23:00"), closed days left out. */
export function schemaOpeningHours(hours: WeeklyHours): string[] {
  return dayRuns(hours).flatMap((r) => r.spans.map(([o, c]) => `${SCHEMA_DAYS[r.from]}${r.from === r.to ? "" : `-${SCHEMA_DAYS[r.to]}`} ${o}-${c}`));
}

/** Whether a venue has weekly hours: then they are its hours everywhere, and the legacy one-line summary is not shown. */
export const hasWeeklyHours = (hours: WeeklyHours | null | undefined): hours is WeeklyHours => !!hours && Object.keys(hours).length > 0;

/**
 * The kick-off's local time ("07:30") when it falls before the venue's hours that day and the venue
 * opens early in time for it (at or before the kick-off), else null. Unknown hours, or a day without
 * opening times, say nothing: "before the hours" is only said against hours the venue gave.
 */
export function earlyKickoff(hours: WeeklyHours | null | undefined, timeZone: string, opensEarlyAt: string, kickoffAt: Date): string | null {
  if (!hours) return null;
  const { day, minute } = localTime(kickoffAt, timeZone);
  const spans = hours[day] ?? [];
  if (spans.length === 0 || minutes(opensEarlyAt) > minute) return null;
  // Still open from the night before (a span past midnight): not early.
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];
  if ((hours[yesterday] ?? []).some(([open, close]) => minutes(close) <= minutes(open) && minute < minutes(close))) return null;
  if (minute >= Math.min(...spans.map(([open]) => minutes(open)))) return null;
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/**
 * A venue's clock time ("06:30") as every opening-hours text of a page says it, so one page never mixes
 * two clocks (docs/decisions/046): "6:30am" in English (the spec's compact form), Intl's in Spanish ("6:30 a.m.").
 */
export function hoursTime(hhmm: string, locale: Locale): string {
  if (locale === "en") return time12(hhmm);
  const [h, m] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: "numeric", ...(m ? { minute: "2-digit" } : {}), timeZone: "UTC" }).format(
    Date.UTC(2024, 0, 1, h % 24, m),
  );
}
