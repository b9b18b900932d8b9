// What's on's groups: today, tomorrow, this weekend, later this week, next week, later; inside each,
// the days, and a round's matches whose date is not fixed yet under their provisional weekend.
import type { Fixture } from "@shared/contract/competitions";
import { localDay } from "@shared/time-zones";

type GroupName = "today" | "tomorrow" | "thisWeekend" | "thisWeek" | "nextWeek" | "later";

export interface DayBucket {
  /** The local day, "2026-11-28" (the source's own day for a match without a fixed date or time). */
  day: string;
  /** The matches of a round whose date is a placeholder: shown as provisional, never as that day's. */
  provisional: boolean;
  fixtures: Fixture[];
}

export interface FixtureGroup {
  name: GroupName | null;
  buckets: DayBucket[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day a match is listed under: the viewer's for a known kick-off, else the source's own calendar day. */
export const listedDay = (f: Fixture, zone: string) => localDay(new Date(f.kickoffAt), f.kickoffPrecision === "exact" ? zone : f.timeZone);

function groupOf(day: string, today: string): GroupName {
  const diff = dayNumber(day) - dayNumber(today);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const toSunday = (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7;
  if (diff <= 0) return "today";
  if (diff === 1) return "tomorrow";
  if (diff <= toSunday) return weekday === 6 || weekday === 0 ? "thisWeekend" : "thisWeek";
  return diff <= toSunday + 7 ? "nextWeek" : "later";
}

/** Days in order, each day's fixed matches before its provisional ones; `named`: under relative groups. */
export function groupFixtures(list: Fixture[], zone: string, today: string | null): FixtureGroup[] {
  const buckets = new Map<string, DayBucket>();
  for (const f of list) {
    const day = listedDay(f, zone);
    const provisional = f.kickoffPrecision === "date_tbc";
    const key = `${day}${provisional ? "~" : ""}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { day, provisional, fixtures: [] };
      buckets.set(key, bucket);
    }
    bucket.fixtures.push(f);
  }
  const days = [...buckets.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, b]) => b);
  if (today === null) return days.map((b) => ({ name: null, buckets: [b] }));
  const groups: FixtureGroup[] = [];
  for (const b of days) {
    const name = groupOf(b.day, today);
    const last = groups.at(-1);
    if (last?.name === name) last.buckets.push(b);
    else groups.push({ name, buckets: [b] });
  }
  return groups;
}
