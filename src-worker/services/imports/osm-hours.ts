// OpenStreetMap `opening_hours` values into the site's weekly hours (shared/hours.ts), read with the
// maintained parser of that syntax (the `opening_hours` package). A value the weekly form cannot hold
// honestly (it fails to parse, changes from week to week, has an open end such as "18:00+", or depends
// on holidays or daylight) is answered null: "hours not listed", never a guess.
import type { Weekday, WeeklyHours } from "../../shared/hours";
import { WEEKDAYS } from "../../shared/hours";

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

const DAY_CODES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const DAYS = String.raw`(?:Mo|Tu|We|Th|Fr|Sa|Su)`;
const DAY_SELECTOR = new RegExp(String.raw`^${DAYS}(?:-${DAYS})?(?:,${DAYS}(?:-${DAYS})?)*$`);
const TIMES = /^(?:[0-4]\d:[0-5]\d-[0-4]\d:[0-5]\d)(?:,[0-4]\d:[0-5]\d-[0-4]\d:[0-5]\d)*$/;

const DAY_MINUTES = 24 * 60;
const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const fromMinutes = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * The common plain form ("Mo-Fr 16:00-02:00; Sa,Su 12:00-26:00; Tu off"), read directly: the parser
 * takes a few milliseconds a value, which 20,000 places cannot afford. Anything else (24/7, months,
 * holidays, comments, open ends, additional rules) is left to the parser: undefined. It follows the
 * parser's reading (a test compares the two on every value of the shipped data and more): a rule
 * first clears the days it names, then writes its spans, a span past midnight into the next day;
 * touching spans are one, kept on the day they start.
 */
export function readPlainHours(value: string): WeeklyHours | null | undefined {
  const rules = value.split(";").map((r) => r.trim());
  if (rules.some((r) => !r)) return undefined;
  const days: [number, number][][] = Array.from({ length: 7 }, () => []);
  for (const rule of rules) {
    const m = /^(\S+)\s+(\S+)$/.exec(rule);
    if (!m || !DAY_SELECTOR.test(m[1]) || !(m[2] === "off" || m[2] === "closed" || TIMES.test(m[2]))) return undefined;
    const ranges: [number, number][] = [];
    if (m[2] !== "off" && m[2] !== "closed") {
      for (const part of m[2].split(",")) {
        const [from, to] = part.split("-").map(toMinutes);
        const end = to <= from ? to + DAY_MINUTES : to;
        if (from >= DAY_MINUTES || end - from >= DAY_MINUTES) return undefined; // a whole day or more: the parser's
        ranges.push([from, end]);
      }
    }
    const selected = new Set<number>();
    for (const sel of m[1].split(",")) {
      const [a, b = a] = sel.split("-").map((d) => DAY_CODES.indexOf(d));
      for (let d = a; ; d = (d + 1) % 7) {
        selected.add(d);
        if (d === b) break;
      }
    }
    for (const d of selected) days[d] = [];
    for (const d of selected) {
      for (const [from, end] of ranges) {
        days[d].push([from, Math.min(end, DAY_MINUTES)]);
        if (end > DAY_MINUTES) days[(d + 1) % 7].push([0, end - DAY_MINUTES]);
      }
    }
  }
  // The week as one timeline, Monday 00:00 = 0; touching spans merged, Sunday's running into Monday too.
  const WEEK = 7 * DAY_MINUTES;
  const spans = days.flatMap((list, d) => list.map(([f, t]) => [d * DAY_MINUTES + f, d * DAY_MINUTES + t] as [number, number])).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [f, t] of spans) {
    const last = merged.at(-1);
    if (last && f <= last[1]) last[1] = Math.max(last[1], t);
    else merged.push([f, t]);
  }
  if (merged.length > 1 && merged[0][0] === 0 && merged.at(-1)![1] === WEEK) {
    const first = merged.shift()!;
    merged.at(-1)![1] = WEEK + first[1];
  }
  const hours: WeeklyHours = {};
  for (const [f, t] of merged) {
    if (t - f >= DAY_MINUTES) return undefined;
    const day = WEEKDAYS[Math.floor(f / DAY_MINUTES)];
    hours[day] = [...(hours[day] ?? []), [fromMinutes(f % DAY_MINUTES), fromMinutes(t % DAY_MINUTES)]];
  }
  return Object.keys(hours).length ? hours : null;
}

/** The reader, with the parser loaded only when an import needs it (it is large and admin-only). */
export async function loadHoursReader({ plainFirst = true } = {}): Promise<HoursReader> {
  const { default: OpeningHours } = await import("opening_hours");
  return (value) => {
    const v = value.trim();
    if (!v || v.length > MAX_VALUE) return null;
    const plain = plainFirst ? readPlainHours(v) : undefined;
    if (plain !== undefined) return plain;
    try {
      // No place given: rules for sunrise or dates make the week unstable or throw: "not listed".
      return toWeekly(new OpeningHours(withoutHolidayRules(v), null, { mode: 0, tag_key: "opening_hours", locale: "en" } as never));
    } catch {
      return null;
    }
  };
}
