// The home page's own match logic: which UTC days the visitor's day spans (the API's \`date\` is a UTC
// day), and who won a match. Wording shared with other pages is in @shared/match-text and lib/match-time.
import type { Match } from "@shared/contract/matches";

type Side = Match["team1"];

/** The UTC days (the API's `date`) that the visitor's day `now` falls across: one or two. */
export function utcDaysOfLocalDay(now: Date): string[] {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  const first = start.toISOString().slice(0, 10);
  const last = new Date(end.getTime() - 1).toISOString().slice(0, 10);
  return first === last ? [first] : [first, last];
}

/** The side that won, from the result's winner (a team's name or code). */
export function winnerOf(m: Match): { team: NonNullable<Side>; loser: Side } | null {
  const w = m.result?.winner;
  if (!w) return null;
  const is = (t: Side) => t !== null && (t.name === w || t.code === w);
  if (is(m.team1)) return { team: m.team1!, loser: m.team2 };
  if (is(m.team2)) return { team: m.team2!, loser: m.team1 };
  return null;
}
