// The football-data.org v4 reader (docs/decisions/040): `GET /v4/competitions/{code}/matches` answers
// `{ matches: [{ utcDate, status, matchday, homeTeam: {name, shortName, tla}, awayTeam, score: {
// duration, fullTime: {home, away}, halfTime } }] }`. Each match becomes the row every reader produces;
// a match the schema refuses is a rejected row, an answer that is not the shape at all is refused whole.
// TIMED (and every later state) carries a confirmed time; SCHEDULED is the day alone (its time, often a
// midnight placeholder, is not the league's). Results come from FINISHED (and AWARDED) only.
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
    const ft = pairOf(m.score?.fullTime);
    if (!ft) return { at, reason: `${home} v ${away} is ${m.status} without a full-time score` };
    rowScore = { ft, ht: pairOf(m.score?.halfTime), unconfirmed: false };
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
