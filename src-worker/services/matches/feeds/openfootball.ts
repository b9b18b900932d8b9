// The openfootball JSON reader (football.json: `{ "name", "matches": [{ round, date, time?, team1,
// team2, score? }] }`), shared by the shipped snapshot's seed and the feeds. The rules are
// db/seed/club-2026-27/SOURCE.md's: league-local times converted with the zone's real rules, a missing
// time is "time TBC", a round whose matches all share one date is a placeholder ("weekend of"), a bare
// [0, 0] is an unconfirmed 0-0. A league's ordered pair meets once a season, so the key is
// "{home}|{away}".
import { FeedError, type FeedRead, type FeedRow, isDate, isTime, localKickoff, type RejectedRow } from "./rows";

const isGoals = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 100;
const pair = (a: unknown): [number, number] | null => (Array.isArray(a) && a.length === 2 && a.every(isGoals) ? [a[0], a[1]] : null);

/** The matches of a parsed file; a file that is not the format at all is refused whole. */
function matchesOf(file: unknown): unknown[] {
  const list = file && typeof file === "object" ? (file as { matches?: unknown }).matches : undefined;
  if (!Array.isArray(list)) throw new FeedError('This is not an openfootball JSON file: it has no "matches" list.');
  return list;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

function readMatch(m: unknown, at: string, timeZone: string): FeedRow | RejectedRow {
  if (!m || typeof m !== "object") return { at, reason: "not a match object" };
  const o = m as Record<string, unknown>;
  const [home, away, date, round] = [text(o.team1), text(o.team2), text(o.date), text(o.round)];
  if (!home || !away) return { at, reason: "a team name is missing (team1, team2)" };
  if (home === away) return { at, reason: `${home} cannot play itself` };
  if (!isDate(date)) return { at, reason: `malformed date "${String(o.date ?? "")}" (expected YYYY-MM-DD)` };
  const time = o.time === undefined || o.time === null || o.time === "" ? null : text(o.time);
  if (time !== null && !isTime(time)) return { at, reason: `malformed time "${String(o.time)}" (expected HH:MM, 24-hour)` };
  let score: FeedRow["score"] = null;
  if (Array.isArray(o.score)) {
    const ft = pair(o.score);
    if (!ft) return { at, reason: "malformed score (expected [home, away] goals)" };
    score = { ft, ht: null, unconfirmed: true };
  } else if (o.score && typeof o.score === "object" && (o.score as { ft?: unknown }).ft !== undefined) {
    const s = o.score as { ft?: unknown; ht?: unknown };
    const [ft, ht] = [pair(s.ft), s.ht === undefined ? null : pair(s.ht)];
    if (!ft || (s.ht !== undefined && !ht)) return { at, reason: "malformed score (expected [home, away] goals)" };
    score = { ft, ht, unconfirmed: false };
  }
  return {
    at,
    key: `${home}|${away}`,
    home,
    away,
    round: round || null,
    ...localKickoff(date, time, timeZone),
    status: score ? "played" : "scheduled",
    score,
  };
}

/** Reads a parsed openfootball file; `timeZone` is the league's. */
export function readOpenfootball(file: unknown, timeZone: string): FeedRead {
  const list = matchesOf(file);
  const rows: FeedRow[] = [];
  const rejected: RejectedRow[] = [];
  list.forEach((m, i) => {
    const r = readMatch(m, `match ${i + 1}`, timeZone);
    if ("key" in r) rows.push(r);
    else rejected.push(r);
  });
  // Rounds whose matches all carry one date: the league has not spread them over the weekend yet.
  const dates = new Map<string, Set<string>>();
  for (const r of rows) if (r.round) dates.set(r.round, (dates.get(r.round) ?? new Set()).add(r.kickoffLocal.slice(0, 10)));
  for (const r of rows) if (r.round && dates.get(r.round)?.size === 1) r.precision = "date_tbc";
  return { rows, rejected };
}

/** Reads openfootball JSON text. */
export function readOpenfootballText(source: string, timeZone: string): FeedRead {
  let file: unknown;
  try {
    file = JSON.parse(source);
  } catch {
    throw new FeedError("This is not valid JSON, so it cannot be an openfootball file.");
  }
  return readOpenfootball(file, timeZone);
}
