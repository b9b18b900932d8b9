// iCalendar (RFC 5545) text: CRLF line ends, lines folded at 75 octets, text values escaped, UTC times.

export interface CalendarEvent {
  /** Stable across downloads, so a subscribed calendar updates its events instead of duplicating them. */
  uid: string;
  start: Date;
  end: Date;
  /** A local day ("2026-11-28") when only the day is known: an all-day event, start and end unused. */
  day?: string;
  /** TENTATIVE for a kick-off not fixed yet or postponed, CANCELLED for a called-off match. */
  status?: "TENTATIVE" | "CANCELLED";
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

const escapeText = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** 20260719T190000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** 20261128 (a DATE value), `plus` days after the local day "2026-11-28". */
const dateValue = (day: string, plus = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");

/** Splits a line into 75-octet pieces without cutting a UTF-8 character; continuation lines start with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendar({ name, events, now = new Date() }: { name: string; events: CalendarEvent[]; now?: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//World Cup Watch Spots//Matches//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const e of events) {
    const when = e.day
      ? [`DTSTART;VALUE=DATE:${dateValue(e.day)}`, `DTEND;VALUE=DATE:${dateValue(e.day, 1)}`]
      : [`DTSTART:${utc(e.start)}`, `DTEND:${utc(e.end)}`];
    lines.push("BEGIN:VEVENT", `UID:${e.uid}`, `DTSTAMP:${utc(now)}`, ...when, `SUMMARY:${escapeText(e.summary)}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
