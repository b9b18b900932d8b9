// The iCalendar reader (RFC 5545): lines unfolded (a line starting with a space or a tab continues the
// one before), one VEVENT per fixture. DTSTART in UTC ("...Z"), with a TZID (converted with that zone's
// real rules) or a DATE (the day only: time TBC); SUMMARY "Home vs Away" or "Home - Away"; UID is the
// fixture's stable key; STATUS:CANCELLED marks a cancelled match. A result may follow the teams in the
// summary ("Home 2-1 Away"), as calendar exports of results write it. A trailing note in parentheses
// ("(Jornada 2)") is taken off the summary, and kept as the round when the event names none.
import { isIanaTimeZone, localTimeToUtc } from "../../../shared/time-zones";
import { FeedError, type FeedRead, type FeedRow, instantKickoff, isDate, isTime, localKickoff, type RejectedRow } from "./rows";

interface Line {
  number: number;
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Unfolds and splits the content lines; the number is the line the property starts on. */
function contentLines(source: string): Line[] {
  const raw = source.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const out: Line[] = [];
  let current: { number: number; text: string } | null = null;
  const flush = () => {
    if (!current) return;
    const { number, text } = current;
    current = null;
    const colon = indexOfValue(text);
    if (colon < 0) throw new FeedError(`Line ${number} is not an iCalendar property (no "name:value"): the file is not iCalendar or its lines are broken.`);
    const [name, ...params] = splitParams(text.slice(0, colon));
    out.push({
      number,
      name: name.toUpperCase(),
      params: Object.fromEntries(params.map((p) => [p.split("=")[0].toUpperCase(), p.slice(p.indexOf("=") + 1).replace(/^"|"$/g, "")])),
      value: text.slice(colon + 1),
    });
  };
  raw.forEach((text, i) => {
    if (/^[ \t]/.test(text)) {
      // A continuation with nothing to continue: a folded line cut from its start.
      if (!current) throw new FeedError(`Line ${i + 1} continues a line that is not there (broken folding).`);
      current.text += text.slice(1);
      return;
    }
    flush();
    if (text !== "") current = { number: i + 1, text };
  });
  flush();
  return out;
}

/** The colon that ends the name and parameters (a quoted parameter value may hold one). */
function indexOfValue(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ":" && !quoted) return i;
  }
  return -1;
}

function splitParams(text: string): string[] {
  return text.match(/(?:[^;"]|"[^"]*")+/g) ?? [text];
}

const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? " " : c)).trim();

/** "Home vs Away", "Home v Away", "Home - Away", with an optional result "Home 2-1 Away" / "Home 2 - 1 Away". */
function sides(summary: string): { home: string; away: string; ft: [number, number] | null } | null {
  const scored = /^(.+?)\s+(\d{1,2})\s*[-–:]\s*(\d{1,2})\s+(.+)$/.exec(summary);
  if (scored) return { home: scored[1].trim(), away: scored[4].trim(), ft: [Number(scored[2]), Number(scored[3])] };
  const split = /^(.+?)\s+(?:vs\.?|v\.?|[-–])\s+(.+)$/i.exec(summary);
  if (split) return { home: split[1].trim(), away: split[2].trim(), ft: null };
  return null;
}

/** A note in parentheses at the end of a summary ("Toluca vs Club América (Jornada 2)"): never part of the away side's name. */
function withoutNote(summary: string): { fixture: string; note: string | null } {
  const m = /^(.*\S)\s*\(([^()]*)\)$/.exec(summary);
  return m ? { fixture: m[1], note: m[2].trim() || null } : { fixture: summary, note: null };
}

/** Notes that name the round, kept as the round when the event has no CATEGORIES. */
const ROUND_NOTE = /\b(round|matchday|matchweek|jornada|fecha|week|semana|leg|final|group|grupo|md\s?\d+|j\s?\d+)\b/i;

type Kickoff = Pick<FeedRow, "kickoffAt" | "kickoffLocal" | "utcOffset" | "precision">;

function kickoffOf(line: Line, timeZone: string): Kickoff | string {
  const v = line.value.trim();
  if (line.params.VALUE === "DATE" || /^\d{8}$/.test(v)) {
    const date = `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
    if (!/^\d{8}$/.test(v) || !isDate(date)) return `malformed date "${v}" in DTSTART`;
    return localKickoff(date, null, timeZone);
  }
  const m = /^(\d{8})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(v);
  const date = m ? `${m[1].slice(0, 4)}-${m[1].slice(4, 6)}-${m[1].slice(6, 8)}` : "";
  if (!m || !isDate(date) || !isTime(`${m[2]}:${m[3]}`) || +m[4] > 59) return `malformed date-time "${v}" in DTSTART`;
  const time = `${m[2]}:${m[3]}`;
  if (m[5] === "Z") return instantKickoff(new Date(`${date}T${time}:${m[4]}Z`), timeZone);
  const zone = line.params.TZID;
  if (zone && !isIanaTimeZone(zone)) return `unknown time zone "${zone}" in DTSTART (an IANA name such as America/New_York is expected)`;
  // A floating time (no zone) is the competition's local time.
  if (!zone || zone === timeZone) return localKickoff(date, time, timeZone);
  return instantKickoff(localTimeToUtc(date, time, zone), timeZone);
}

/** Reads iCalendar text; `timeZone` is the competition's (local times are written in it). */
export function readIcs(source: string, timeZone: string): FeedRead {
  const lines = contentLines(source);
  if (!lines.some((l) => l.name === "BEGIN" && l.value.trim().toUpperCase() === "VCALENDAR")) {
    throw new FeedError("This is not an iCalendar file: it has no BEGIN:VCALENDAR.");
  }
  const rows: FeedRow[] = [];
  const rejected: RejectedRow[] = [];
  let event: Line[] | null = null;
  let start = 0;
  for (const line of lines) {
    const value = line.value.trim().toUpperCase();
    if (line.name === "BEGIN" && value === "VEVENT") {
      event = [];
      start = line.number;
    } else if (line.name === "END" && value === "VEVENT" && event) {
      const r = readEvent(event, `line ${start}`, timeZone);
      if ("key" in r) rows.push(r);
      else rejected.push(r);
      event = null;
    } else if (event && !(line.name === "BEGIN" || line.name === "END")) {
      event.push(line);
    } else if (event && line.name === "BEGIN") {
      // A nested component (VALARM): its properties are not the event's.
      event.push({ ...line, name: `BEGIN:${value}` });
    }
  }
  if (event) rejected.push({ at: `line ${start}`, reason: "the event has no END:VEVENT (the file is cut short)" });
  return { rows, rejected };
}

function readEvent(lines: Line[], at: string, timeZone: string): FeedRow | RejectedRow {
  // Properties before any nested component (an alarm's own SUMMARY is not the match's).
  const nested = lines.findIndex((l) => l.name.startsWith("BEGIN:"));
  const own = nested < 0 ? lines : lines.slice(0, nested);
  const prop = (name: string) => own.find((l) => l.name === name);
  const uid = unescapeText(prop("UID")?.value ?? "");
  if (!uid) return { at, reason: "the event has no UID (the stable key of a fixture)" };
  const { fixture: summary, note } = withoutNote(unescapeText(prop("SUMMARY")?.value ?? ""));
  const teams = sides(summary);
  if (!teams) return { at, reason: `the summary "${summary}" does not name two sides ("Home vs Away" or "Home - Away")` };
  if (teams.home === teams.away) return { at, reason: `${teams.home} cannot play itself` };
  const dtstart = prop("DTSTART");
  if (!dtstart) return { at, reason: "the event has no DTSTART" };
  const kickoff = kickoffOf(dtstart, timeZone);
  if (typeof kickoff === "string") return { at, reason: kickoff };
  const cancelled = unescapeText(prop("STATUS")?.value ?? "").toUpperCase() === "CANCELLED";
  const category = unescapeText(prop("CATEGORIES")?.value ?? "");
  return {
    at,
    key: uid,
    home: teams.home,
    away: teams.away,
    round: category || (note && ROUND_NOTE.test(note) ? note : null),
    ...kickoff,
    status: cancelled ? "cancelled" : teams.ft ? "played" : "scheduled",
    score: teams.ft && !cancelled ? { ft: teams.ft, ht: null, unconfirmed: false } : null,
  };
}
