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

/** Before the opening kick-off, during the tournament, or after the final is over. */
export function tournamentPhase(now: Date): TournamentPhase {
  const t = now.getTime();
  if (t < Date.parse(OPENING_KICKOFF)) return "before";
  if (t < Date.parse(FINAL_KICKOFF) + MATCH_OVER_MS) return "during";
  return "after";
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
export const REPORTS_OPEN_BEFORE_MS = 24 * 60 * 60 * 1000;
export const REPORTS_CLOSE_AFTER_MS = 12 * 60 * 60 * 1000;

export type ReportWindow = "not_yet" | "open" | "closed";

export function reportWindow(kickoffAt: string | Date, now: Date): ReportWindow {
  const start = typeof kickoffAt === "string" ? Date.parse(kickoffAt) : kickoffAt.getTime();
  const t = now.getTime();
  if (t < start - REPORTS_OPEN_BEFORE_MS) return "not_yet";
  return t < start + REPORTS_CLOSE_AFTER_MS ? "open" : "closed";
}
