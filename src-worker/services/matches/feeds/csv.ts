// The fixtures CSV reader (docs/decisions/028, README "Fixture feeds"): a header row naming the columns
// in any order, `date`, `home` and `away` required; `key`, `time`, `round`, `status`, `home_goals` and
// `away_goals` optional. Dates are YYYY-MM-DD and times HH:MM (24-hour) in the competition's time zone;
// without a time the kick-off is "time TBC". Without a `key`, a fixture's key is "date|home|away".
import Papa from "papaparse";
import { MATCH_STATUSES } from "../../../db/schema";
import { unescapeFormula } from "../../../lib/csv";
import { FeedError, type FeedRead, type FeedRow, type FeedStatus, goals, isDate, isTime, localKickoff, type RejectedRow } from "./rows";

const FIXTURE_CSV_COLUMNS = ["key", "date", "time", "home", "away", "round", "status", "home_goals", "away_goals"] as const;
const REQUIRED = ["date", "home", "away"] as const;

type Column = (typeof FIXTURE_CSV_COLUMNS)[number];

/** Reads CSV text; `timeZone` is the competition's. The caller has checked the size and row count. */
export function readFixtureCsv(source: string, timeZone: string): FeedRead {
  const parsed = Papa.parse<string[]>(source.replace(/^\uFEFF/, ""), { header: false, skipEmptyLines: "greedy" });
  const quoteError = parsed.errors.find((e) => e.type === "Quotes");
  if (quoteError) throw new FeedError(`The CSV could not be read near row ${(quoteError.row ?? 0) + 1}: ${quoteError.message}.`);
  const [header, ...records] = parsed.data;
  if (!header) throw new FeedError("The CSV is empty.");
  const names = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) {
    throw new FeedError(
      `The CSV's header lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")} (its columns: ${FIXTURE_CSV_COLUMNS.join(", ")}).`,
    );
  }
  const unknown = names.filter((n) => n && !(FIXTURE_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length)
    throw new FeedError(`Unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")} (the columns: ${FIXTURE_CSV_COLUMNS.join(", ")}).`);
  const index = new Map(names.map((n, i) => [n as Column, i]));
  const rows: FeedRow[] = [];
  const rejected: RejectedRow[] = [];
  records.forEach((cells, i) => {
    const at = `line ${i + 2}`;
    const cell = (c: Column) => {
      const j = index.get(c);
      return j === undefined ? "" : unescapeFormula((cells[j] ?? "").trim());
    };
    if (cells.length < names.length) {
      rejected.push({ at, reason: `${cells.length} of the header's ${names.length} columns` });
      return;
    }
    const r = readRecord(cell, at, timeZone);
    if ("key" in r) rows.push(r);
    else rejected.push(r);
  });
  return { rows, rejected };
}

function readRecord(cell: (c: Column) => string, at: string, timeZone: string): FeedRow | RejectedRow {
  const [date, time, home, away] = [cell("date"), cell("time"), cell("home"), cell("away")];
  if (!home || !away) return { at, reason: "a team name is missing (home, away)" };
  if (home.toLowerCase() === away.toLowerCase()) return { at, reason: `${home} cannot play itself` };
  if (!isDate(date)) return { at, reason: `malformed date "${date}" (expected YYYY-MM-DD)` };
  if (time && !isTime(time)) return { at, reason: `malformed time "${time}" (expected HH:MM, 24-hour)` };
  const statusText = cell("status").toLowerCase();
  if (statusText && !(MATCH_STATUSES as readonly string[]).includes(statusText)) {
    return { at, reason: `unknown status "${cell("status")}" (expected ${MATCH_STATUSES.join(", ")})` };
  }
  const [hg, ag] = [cell("home_goals"), cell("away_goals")];
  const [h, a] = [goals(hg), goals(ag)];
  if ((hg || ag) && (h === null || a === null)) return { at, reason: `malformed score "${hg}"-"${ag}" (both home_goals and away_goals, whole numbers)` };
  const status = (statusText || (h !== null ? "played" : "scheduled")) as FeedStatus;
  if (status === "played" && h === null) return { at, reason: "status played without home_goals and away_goals" };
  if (status !== "played" && h !== null) return { at, reason: `goals given for a match with status ${status}` };
  return {
    at,
    key: cell("key") || `${date}|${home}|${away}`,
    home,
    away,
    round: cell("round") || null,
    ...localKickoff(date, time || null, timeZone),
    status,
    score: h !== null && a !== null ? { ft: [h, a], ht: null, unconfirmed: false } : null,
  };
}
