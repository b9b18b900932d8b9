// The tournament's calendar and the site's phase, shared by the Worker and the SPA. The two dates are
// those of matches 1 and 104 in the seeded data (test/worker/tournament.test.ts keeps them in step).
import { endOfLocalDay, localDay, localTimeToUtc } from "./time-zones";

/** Match 1, Mexico v South Africa at Estadio Azteca. */
export const OPENING_KICKOFF = "2026-06-11T19:00:00Z";
/** Match 104, the final at MetLife Stadium. */
export const FINAL_KICKOFF = "2026-07-19T19:00:00Z";

/**
 * How long after kick-off a match is over for the site's purposes: 90 minutes, half-time, stoppage,
 * extra time and penalties fit in three hours. A result is shown only after that.
 */
export const MATCH_OVER_MS = 3 * 60 * 60 * 1000;

export type TournamentPhase = "before" | "during" | "after";

/** A competition's first and last kick-off (GET /api/competitions gives them). */
type Span = { firstKickoffAt: string | null; lastKickoffAt: string | null };

/** Before a competition's first kick-off, while it is played, or once its last match is over (no matches: after). */
export function competitionPhase(c: Span, now: Date): TournamentPhase {
  if (!c.firstKickoffAt || !c.lastKickoffAt) return "after";
  const t = now.getTime();
  if (t < Date.parse(c.firstKickoffAt)) return "before";
  if (t < Date.parse(c.lastKickoffAt) + MATCH_OVER_MS) return "during";
  return "after";
}

/** Before the opening kick-off, during the tournament, or after the final is over. */
export const tournamentPhase = (now: Date): TournamentPhase => competitionPhase({ firstKickoffAt: OPENING_KICKOFF, lastKickoffAt: FINAL_KICKOFF }, now);

/**
 * The site's phase, for copy that speaks of the whole site: the World Cup's own phases (their texts are
 * the spec's), and after its final, "season" while any other competition is being played.
 */
export type SitePhase = TournamentPhase | "season";

export function sitePhase(now: Date, competitions: Span[]): SitePhase {
  const phase = tournamentPhase(now);
  if (phase !== "after") return phase;
  return competitions.some((c) => competitionPhase(c, now) === "during") ? "season" : "after";
}

/**
 * Whose words the site's titles and season-dependent copy use: the World Cup's (the spec's texts) until its
 * final is over, then the club season's ("Where to watch football in Chicago"), which stay true between
 * seasons too. It needs only the clock, so a page's head costs no query for it (docs/decisions/045).
 */
export type CopySeason = "worldCup" | "season";
export const copySeason = (now: Date): CopySeason => (tournamentPhase(now) === "after" ? "season" : "worldCup");

/**
 * How far a kick-off is known (docs/decisions/025): `exact`, a known day with its time to be confirmed
 * (`time_tbc`), or only the league's placeholder date for the round (`date_tbc`).
 */
export type KickoffPrecision = "exact" | "time_tbc" | "date_tbc";

/**
 * A match as the rule below reads it: its stored kick-off, how far that is known and the zone of its
 * days (the competition's; required unless the kick-off is confirmed), and its result as of the clock.
 * The World Cup's matches are all confirmed, so they pass their kick-off alone.
 */
export type MatchTiming = { kickoffAt: string | Date; result?: unknown } & (
  | { kickoffPrecision?: "exact" }
  | { kickoffPrecision: KickoffPrecision; timeZone: string }
);

/**
 * upcoming, live (the site's three hours from a confirmed kick-off) or over; "unconfirmed" when a
 * kick-off whose time was never confirmed is past the latest moment it could have been (its day, or its
 * provisional stretch) with no result in. Nothing the site cannot date is ever live or started.
 */
export type MatchState = "upcoming" | "live" | "over" | "unconfirmed";

const DAY_MS = 86_400_000;
const toMs = (at: string | Date) => (typeof at === "string" ? Date.parse(at) : at.getTime());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * Which stretch a placeholder date stands for: a league puts a midweek round on its Tuesday to
 * Thursday and a weekend round on a Saturday or Sunday, its matches spread around it either way.
 * `day` is the source's own calendar day, "2026-12-02".
 */
export const placeholderStretch = (day: string): "midweek" | "weekend" => {
  const d = weekday(day);
  return d >= 2 && d <= 4 ? "midweek" : "weekend";
};

/**
 * The local days ("YYYY-MM-DD", first and last) a kick-off not confirmed may fall on: its own day for
 * time_tbc; for a placeholder, the Friday to Monday around a weekend one, the Tuesday to Thursday of a
 * midweek one.
 */
export function kickoffDays(m: { kickoffAt: string | Date; kickoffPrecision: KickoffPrecision; timeZone: string }): [string, string] {
  const day = localDay(new Date(toMs(m.kickoffAt)), m.timeZone);
  if (m.kickoffPrecision !== "date_tbc") return [day, day];
  const d = weekday(day);
  if (placeholderStretch(day) === "midweek") return [addDays(day, 2 - d), addDays(day, 4 - d)];
  // Friday (5) to Monday (1): a Monday placeholder closes the weekend before it.
  const toMonday = (8 - d) % 7;
  return [addDays(day, toMonday - 3), addDays(day, toMonday)];
}

/** The earliest and latest instants a kick-off may be, as far as it is known (a confirmed one: itself, twice). */
function kickoffSpan(m: MatchTiming): [number, number] {
  const start = toMs(m.kickoffAt);
  if (!m.kickoffPrecision || m.kickoffPrecision === "exact" || !("timeZone" in m)) return [start, start];
  const [first, last] = kickoffDays(m);
  return [localTimeToUtc(first, "00:00", m.timeZone).getTime(), endOfLocalDay(last, m.timeZone).getTime()];
}

/** Whether the kick-off's time is known (a confirmed kick-off); only such a match can be live or started. */
export const kickoffConfirmed = (m: MatchTiming) => !m.kickoffPrecision || m.kickoffPrecision === "exact";

export function matchState(m: MatchTiming, now: Date): MatchState {
  if (m.result) return "over";
  const t = now.getTime();
  if (!kickoffConfirmed(m)) return t < kickoffSpan(m)[1] ? "upcoming" : "unconfirmed";
  const start = toMs(m.kickoffAt);
  if (t < start) return "upcoming";
  return t < start + MATCH_OVER_MS ? "live" : "over";
}

/** The tournament's year, for copy that must name it ("Ends Feb. 28th, 2026"). */
export const TOURNAMENT_YEAR = 2026;

/**
 * When fans may report that a venue is not showing a match: from a day before kick-off (a venue may
 * say so in advance) until twelve hours after it (a report on the night, or the morning after). Outside
 * it a report would only add noise to a match nobody is choosing a venue for any more. A kick-off not
 * confirmed counts from the first day it may fall on to the end of the last.
 */
const REPORTS_OPEN_BEFORE_MS = 24 * 60 * 60 * 1000;
const REPORTS_CLOSE_AFTER_MS = 12 * 60 * 60 * 1000;

export type ReportWindow = "not_yet" | "open" | "closed";

export function reportWindow(m: MatchTiming, now: Date): ReportWindow {
  const [first, last] = kickoffSpan(m);
  const t = now.getTime();
  if (t < first - REPORTS_OPEN_BEFORE_MS) return "not_yet";
  return t < last + REPORTS_CLOSE_AFTER_MS ? "open" : "closed";
}

/** Match 73, the first knockout kick-off: every group place is settled by then. */
export const KNOCKOUT_KICKOFF = "2026-06-28T19:00:00Z";

type TeamMatch = {
  stage: string;
  kickoffAt: string;
  result: { winner: string | null } | null;
};

/**
 * Whether a team has no match left to play, as of `now`: after the final; once it lost a knockout
 * match other than a semi-final (those losers still play for third place); or once the knockout stage
 * began without it. Its matches are the team's own (a side named only once it is known).
 */
export function teamIsOut(team: { code: string; name: string }, matches: TeamMatch[], now: Date): boolean {
  if (tournamentPhase(now) === "after") return true;
  const knockout = matches.filter((m) => m.stage !== "Group stage");
  if (knockout.length === 0) return now.getTime() >= Date.parse(KNOCKOUT_KICKOFF);
  return knockout.some((m) => m.stage !== "Semi-final" && m.result?.winner != null && m.result.winner !== team.name && m.result.winner !== team.code);
}
