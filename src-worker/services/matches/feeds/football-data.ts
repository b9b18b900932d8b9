// The football-data.org v4 reader (docs/decisions/040): `GET /v4/competitions/{code}/matches` answers
// `{ matches: [{ utcDate, status, matchday, homeTeam: {name, shortName, tla}, awayTeam, score: {
// duration, fullTime: {home, away}, halfTime } }] }`. Each match becomes the row every reader produces;
// a match the schema refuses is a rejected row, an answer that is not the shape at all is refused whole.
// TIMED (and every later state) carries a confirmed time; SCHEDULED is the day alone (its time, often a
// midnight placeholder, is not the league's). Results come from FINISHED (and AWARDED) only; one
// decided by extra time or penalties (score.duration) is stored as the World Cup's knockouts are.
import { z } from "zod";
import { MAX_FEED_FIXTURES } from "../../../shared/limits";
import { FeedError, type FeedRead, type FeedRow, instantKickoff, localKickoff, type RejectedRow } from "./rows";
import { type FeedFetch, fetchFeed } from "./source";

const FOOTBALL_DATA_STATUSES = ["SCHEDULED", "TIMED", "IN_PLAY", "PAUSED", "FINISHED", "SUSPENDED", "POSTPONED", "CANCELLED", "AWARDED"] as const;

const goal = z.number().int().min(0).max(99).nullable().optional();
const team = z.object({
  id: z.number().int().nullable().optional(),
  name: z.string().trim().min(1).max(120),
  shortName: z.string().trim().max(120).nullable().optional(),
  tla: z.string().trim().max(8).nullable().optional(),
});
const score = z.object({ home: goal, away: goal }).nullable().optional();

const matchSchema = z.object({
  id: z.number().int().optional(),
  utcDate: z.iso.datetime({ offset: true }),
  status: z.enum(FOOTBALL_DATA_STATUSES),
  matchday: z.number().int().min(1).max(999).nullable().optional(),
  homeTeam: team,
  awayTeam: team,
  score: z
    .object({
      duration: z.string().nullable().optional(),
      fullTime: score,
      halfTime: score,
      regularTime: score,
      extraTime: score,
      penalties: score,
    })
    .optional(),
});
type ApiMatch = z.infer<typeof matchSchema>;

const answerSchema = z.object({ matches: z.array(z.unknown()).max(MAX_FEED_FIXTURES) });

/** The address of a competition's matches; `season` is the first year of "2026-27". */
export function footballDataUrl(baseUrl: string, code: string, season?: string): string {
  const year = season?.match(/^\d{4}/)?.[0];
  return `${baseUrl.replace(/\/+$/, "")}/v4/competitions/${encodeURIComponent(code)}/matches${year ? `?season=${year}` : ""}`;
}

/** Reads a competition's matches within the feeds' limits (time, size), with the token in its header. */
export function fetchFootballData(fetchFn: FeedFetch, url: string, token: string, timeoutMs?: number): Promise<string> {
  return fetchFeed(fetchFn, url, timeoutMs, { "X-Auth-Token": token });
}

const UTC_MIDNIGHT = /T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:00)$/;

const pairOf = (s: { home?: number | null; away?: number | null } | null | undefined): [number, number] | null =>
  s && typeof s.home === "number" && typeof s.away === "number" ? [s.home, s.away] : null;

const plus = (a: [number, number], b: [number, number]): [number, number] => [a[0] + b[0], a[1] + b[1]];
const minus = (a: [number, number], b: [number, number]): [number, number] => [a[0] - b[0], a[1] - b[1]];

/**
 * A finished match's score as the site stores it (after 90 minutes; after extra time, all goals; the
 * shootout alone), from the API's: `fullTime` is the final score, which after a shootout counts its
 * goals too; `regularTime` the 90 minutes'; `extraTime` and `penalties` only the goals of each (the
 * documented "Dealing with scores"). A score that does not add up is the reason it is refused.
 */
function decidedScore(s: ApiMatch["score"], full: [number, number]): Pick<NonNullable<FeedRow["score"]>, "ft" | "aet" | "penalties"> | string {
  const duration = s?.duration ?? "REGULAR";
  if (duration !== "EXTRA_TIME" && duration !== "PENALTY_SHOOTOUT") return { ft: full, aet: null, penalties: null };
  const penalties = duration === "PENALTY_SHOOTOUT" ? pairOf(s?.penalties) : null;
  if (duration === "PENALTY_SHOOTOUT" && !penalties) return "decided on penalties without the shootout's score";
  const aet = penalties ? minus(full, penalties) : full;
  const extra = pairOf(s?.extraTime);
  const regular = pairOf(s?.regularTime) ?? (extra ? minus(aet, extra) : null);
  if (!regular) return "decided after extra time without the score after 90 minutes";
  if (extra && JSON.stringify(plus(regular, extra)) !== JSON.stringify(aet)) return "its scores do not add up (90 minutes, extra time, full time)";
  if (regular[0] !== regular[1] || regular[0] < 0 || aet[0] < regular[0] || aet[1] < regular[1]) {
    return "extra time is played only after a draw at 90 minutes, and adds goals";
  }
  if (penalties && aet[0] !== aet[1]) return "a shootout is only after a draw after extra time";
  return { ft: regular, aet, penalties };
}

function readMatch(m: ApiMatch, at: string, timeZone: string): FeedRow | RejectedRow {
  const [home, away] = [m.homeTeam.name, m.awayTeam.name];
  if (home === away) return { at, reason: `${home} cannot play itself` };
  const instant = new Date(m.utcDate);
  // SCHEDULED: the day is known, the time is not (a midnight UTC placeholder is the UTC day itself).
  const kickoff =
    m.status === "SCHEDULED"
      ? localKickoff(UTC_MIDNIGHT.test(m.utcDate) ? m.utcDate.slice(0, 10) : instantKickoff(instant, timeZone).kickoffLocal.slice(0, 10), null, timeZone)
      : instantKickoff(instant, timeZone);
  let rowScore: FeedRow["score"] = null;
  let status: FeedRow["status"] = m.status === "POSTPONED" ? "postponed" : m.status === "CANCELLED" ? "cancelled" : "scheduled";
  if (m.status === "FINISHED" || m.status === "AWARDED") {
    const full = pairOf(m.score?.fullTime);
    if (!full) return { at, reason: `${home} v ${away} is ${m.status} without a full-time score` };
    const decided = decidedScore(m.score, full);
    if (typeof decided === "string") return { at, reason: `${home} v ${away}: ${decided}` };
    rowScore = { ...decided, ht: pairOf(m.score?.halfTime), unconfirmed: false };
    status = "played";
  }
  return {
    at,
    key: `${home}|${away}`,
    home,
    away,
    round: m.matchday ? `Matchday ${m.matchday}` : null,
    ...kickoff,
    status,
    score: rowScore,
    homeAlt: m.homeTeam.shortName || null,
    awayAlt: m.awayTeam.shortName || null,
  };
}

/** Reads the text of a `/matches` answer; `timeZone` is the competition's. */
export function readFootballData(source: string, timeZone: string): FeedRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new FeedError("The API's answer is not JSON.");
  }
  const answer = answerSchema.safeParse(parsed);
  if (!answer.success) throw new FeedError('The API\'s answer is not a list of matches (no "matches" list, or over 5,000 of them).');
  const rows: FeedRow[] = [];
  const rejected: RejectedRow[] = [];
  answer.data.matches.forEach((raw, i) => {
    const at = `match ${i + 1}`;
    const m = matchSchema.safeParse(raw);
    if (!m.success) {
      const issue = m.error.issues[0];
      rejected.push({ at, reason: `not a match the API documents (${issue.path.join(".") || "match"}: ${issue.message})` });
      return;
    }
    const r = readMatch(m.data, at, timeZone);
    if ("key" in r) rows.push(r);
    else rejected.push(r);
  });
  return { rows, rejected };
}
