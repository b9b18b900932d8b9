// IANA time zones: checking a name, and calendar days in a zone (a feature "until July 19" ends when
// July 19 ends in the venue's city, whatever zone the admin's own browser is in).

/** An IANA zone name ("America/Boise", "UTC") that this runtime's time zone database knows. */
export function isIanaTimeZone(name: string): boolean {
  if (name !== "UTC" && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: building one costs far more than using it (a season's fixtures convert thousands of times). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * An instant's wall-clock parts in a zone, kept: a list's fixtures share a handful of kick-off times,
 * and formatToParts is the slow part of grouping them by day (tens of microseconds each, ×4 on a phone).
 */
const partsOf = new Map<string, Record<string, string>>();
function dayParts(at: Date, timeZone: string): Record<string, string> {
  const key = `${at.getTime()} ${timeZone}`;
  let parts = partsOf.get(key);
  if (!parts) {
    if (partsOf.size >= 4096) partsOf.clear();
    parts = Object.fromEntries(
      formatterFor(timeZone)
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    partsOf.set(key, parts);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms (negative west of Greenwich). */
function offsetMs(at: Date, timeZone: string): number {
  const p = dayParts(at, timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The calendar day ("YYYY-MM-DD") in the zone at this instant. */
export function localDay(at: Date, timeZone: string): string {
  const p = dayParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant whose wall clock in the zone reads `wallMs` (a local date and time written as if UTC). */
function wallToUtc(wallMs: number, timeZone: string): Date {
  // The offset at the guess, then again at the corrected instant (a DST change in between).
  let at = wallMs - offsetMs(new Date(wallMs), timeZone);
  at = wallMs - offsetMs(new Date(at), timeZone);
  return new Date(at);
}

/** The instant at which the local day `day` ("YYYY-MM-DD") ends in the zone: the next local midnight. */
export function endOfLocalDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return wallToUtc(Date.UTC(y, m - 1, d + 1), timeZone);
}

/** The instant of a local date and time ("YYYY-MM-DD", "HH:MM") in the zone, with its real rules (DST included). */
export function localTimeToUtc(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return wallToUtc(Date.UTC(y, m - 1, d, hh, mm), timeZone);
}

/** The zone's offset from UTC at this instant, as "+01:00" or "-04:00". */
export function utcOffsetLabel(at: Date, timeZone: string): string {
  const minutes = Math.round(offsetMs(at, timeZone) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * The last day a feature ending at `until` covers, as "Jul 19, 2026", in the city's zone: a feature
 * that ends at a midnight covers the day before it.
 */
export function lastDayLabel(until: string | Date, timeZone: string): string {
  const at = new Date(new Date(until).getTime() - 1);
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "2-digit", year: "numeric" }).format(at);
}
