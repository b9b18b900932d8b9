// How the home page words a match: its sides, its kick-off in the visitor's time zone, its score.
import type { Match } from "@shared/contract/matches";

type Side = Match["team1"];

/** A side's name, or the slot it fills until it is known ("W74"). */
export const sideName = (team: Side, slot: string | null) => team?.name ?? slot ?? "To be decided";

const kickoffFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short" });

/** "Thu, Jun 11, 3:00 PM EDT" in the visitor's time zone; `timeOnly` for a list of one day. */
export const kickoffText = (m: Match, timeOnly = false) => (timeOnly ? timeFormat : kickoffFormat).format(new Date(m.kickoffAt));

/** The visitor's calendar day of a moment, "YYYY-MM-DD". */
export const localDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

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

/** "1–0 (a.e.t.)", "1–1 (a.e.t.), 4–3 on penalties", "2–0"; null before the result is known. */
export function scoreText(m: Match): string | null {
  const r = m.result;
  if (!r) return null;
  const [a, b] = r.aet ?? r.ft;
  let text = `${a}–${b}`;
  if (r.aet) text += " (a.e.t.)";
  if (r.penalties) text += `, ${r.penalties[0]}–${r.penalties[1]} on penalties`;
  return text;
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
