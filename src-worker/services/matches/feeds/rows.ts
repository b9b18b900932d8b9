// What every fixture reader produces (docs/decisions/028): one row per fixture with the source's own
// team names, the kick-off as an instant plus what is known of it, and the result; or a rejection
// with where it is in the source and why. Readers never touch the database.
import type { KickoffPrecision, MATCH_STATUSES, MatchResult } from "../../../db/schema";
import { localTimeToUtc, utcOffsetLabel } from "../../../shared/time-zones";

export type FeedStatus = (typeof MATCH_STATUSES)[number];

export interface FeedRow {
  /** Where the fixture is in the source: "line 12" (CSV, iCalendar) or "match 37" (JSON). */
  at: string;
  /** The source's key of the fixture, without the competition's prefix. */
  key: string;
  /** The source's exact team names (home first). */
  home: string;
  away: string;
  round: string | null;
  kickoffAt: Date;
  precision: KickoffPrecision;
  /** The local "YYYY-MM-DD HH:MM" in the competition's zone ("YYYY-MM-DD" when the time is unknown) and its offset. */
  kickoffLocal: string;
  utcOffset: string;
  status: FeedStatus;
  /** Another name the source gives each club (an API's short name), tried when the full one is not known. */
  homeAlt?: string | null;
  awayAlt?: string | null;
  /**
   * Full-time (and half-time) goals, home first; `unconfirmed` when the source's form leaves it open (a bare [0, 0]).
   * `ft` is after 90 minutes; a match decided later also has `aet` (the score after extra time, all goals) and
   * `penalties` (the shootout's alone), as the World Cup's results are stored.
   */
  score: {
    ft: [number, number];
    ht: [number, number] | null;
    unconfirmed: boolean;
    aet?: [number, number] | null;
    penalties?: [number, number] | null;
  } | null;
}

export interface RejectedRow {
  at: string;
  reason: string;
}

export interface FeedRead {
  rows: FeedRow[];
  rejected: RejectedRow[];
}

/** A whole source refused: too large, unreadable, not the format it claims to be. Nothing is applied. */
export class FeedError extends Error {}

/** Club matches are numbered from here on; the World Cup's keep FIFA's 1-104. */
export const FIRST_CLUB_MATCH_NUMBER = 1001;

/** A kick-off without a time is stored at noon local, inside its day for sorting; it is never shown as a time. */
const UNKNOWN_TIME = "12:00";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date "YYYY-MM-DD" (not 2026-02-30). */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export const isTime = (text: string) => TIME.test(text);

/** The stored kick-off of a local date and optional time in the zone, with the zone's real rules. */
export function localKickoff(date: string, time: string | null, timeZone: string): Pick<FeedRow, "kickoffAt" | "kickoffLocal" | "utcOffset" | "precision"> {
  const kickoffAt = localTimeToUtc(date, time ?? UNKNOWN_TIME, timeZone);
  return {
    kickoffAt,
    // The source's own words: without a time, the local date alone.
    kickoffLocal: time ? `${date} ${time}` : date,
    utcOffset: utcOffsetLabel(kickoffAt, timeZone),
    precision: time ? "exact" : "time_tbc",
  };
}

/** An instant given by the source (UTC, or another zone than the competition's), written in the competition's zone. */
export function instantKickoff(at: Date, timeZone: string): Pick<FeedRow, "kickoffAt" | "kickoffLocal" | "utcOffset" | "precision"> {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    kickoffAt: at,
    kickoffLocal: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    utcOffset: utcOffsetLabel(at, timeZone),
    precision: "exact",
  };
}

/** Goals as the source writes them: a whole number from 0 to 99. */
export function goals(text: string): number | null {
  return /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** What the seed and the feeds store with a bare [0, 0]: the source's form leaves the result open. */
const UNCONFIRMED_RESULT_NOTE = "half-time score not given; result unconfirmed";

/** The stored result and note of a row's score; the winner is stored by the site's team name. */
export function storedResult(score: FeedRow["score"], homeName: string, awayName: string): { result: MatchResult; note: string | null } | null {
  if (!score) return null;
  const { ft, ht } = score;
  const aet = score.aet ?? null;
  const penalties = score.penalties ?? null;
  // The score that decided it: the shootout's, else after extra time, else after 90 minutes.
  const decider = penalties ?? aet ?? ft;
  const draw = decider[0] === decider[1];
  return {
    result: {
      ft,
      ht,
      aet,
      penalties,
      decidedBy: penalties ? "penalties" : aet ? "extra_time" : "regular_time",
      winner: draw ? null : decider[0] > decider[1] ? homeName : awayName,
      draw,
      goals1: [],
      goals2: [],
    },
    note: score.unconfirmed ? UNCONFIRMED_RESULT_NOTE : null,
  };
}
