// The tournament's calendar and the site's phase, shared by the Worker and the SPA. The two dates are
// those of matches 1 and 104 in the seeded data (test/worker/tournament.test.ts keeps them in step).

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

export type MatchState = "upcoming" | "live" | "over";

export function matchState(kickoffAt: string | Date, now: Date): MatchState {
  const start = typeof kickoffAt === "string" ? Date.parse(kickoffAt) : kickoffAt.getTime();
  const t = now.getTime();
  if (t < start) return "upcoming";
  return t < start + MATCH_OVER_MS ? "live" : "over";
}

/** The tournament's year, for copy that must name it ("Ends Feb. 28th, 2026"). */
export const TOURNAMENT_YEAR = 2026;

/**
 * When fans may report that a venue is not showing a match: from a day before kick-off (a venue may
 * say so in advance) until twelve hours after it (a report on the night, or the morning after). Outside
 * it a report would only add noise to a match nobody is choosing a venue for any more.
 */
const REPORTS_OPEN_BEFORE_MS = 24 * 60 * 60 * 1000;
const REPORTS_CLOSE_AFTER_MS = 12 * 60 * 60 * 1000;

export type ReportWindow = "not_yet" | "open" | "closed";

export function reportWindow(kickoffAt: string | Date, now: Date): ReportWindow {
  const start = typeof kickoffAt === "string" ? Date.parse(kickoffAt) : kickoffAt.getTime();
  const t = now.getTime();
  if (t < start - REPORTS_OPEN_BEFORE_MS) return "not_yet";
  return t < start + REPORTS_CLOSE_AFTER_MS ? "open" : "closed";
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
