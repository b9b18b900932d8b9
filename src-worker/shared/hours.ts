// Weekly opening hours and "open now", computed in the venue's city time zone.
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
