// How a match and a venue's claims read on every page: sides (team or slot), the result line, the
// kick-off in the visitor's time zone with the zone named, and "Confirmed by the venue on Jun 10".
import type { ClaimMeta } from "@shared/contract/claims";
import type { Match } from "@shared/contract/matches";
import { format } from "date-fns";

/** "1A" → "Group A winner", "3C/E/F" → "Third place C/E/F", "W74" → "Winner match 74", "L101" → "Loser match 101". */
export function slotName(slot: string | null): string {
  if (!slot) return "To be decided";
  const knockout = slot.match(/^([WL])(\d+)$/);
  if (knockout) return `${knockout[1] === "W" ? "Winner" : "Loser"} match ${knockout[2]}`;
  const group = slot.match(/^([123])([A-L/]+)$/);
  if (group) return `${["Group", "Runner-up", "Third place"][Number(group[1]) - 1]} ${group[2]}${group[1] === "1" ? " winner" : ""}`;
  return slot;
}

export const sideName = (m: Match, side: 1 | 2) => (side === 1 ? m.team1?.name : m.team2?.name) ?? slotName(side === 1 ? m.team1Slot : m.team2Slot);

/** "Spain v Argentina". */
export const matchTitle = (m: Match) => `${sideName(m, 1)} v ${sideName(m, 2)}`;

/** "2-1", "1-1 a.e.t., 4-3 pens", or null before the result is known. */
export function scoreText(m: Match): string | null {
  const r = m.result;
  if (!r) return null;
  const [a, b] = r.aet ?? r.ft;
  let text = `${a}-${b}`;
  if (r.aet) text += " a.e.t.";
  if (r.penalties) text += `, ${r.penalties[0]}-${r.penalties[1]} pens`;
  return text;
}

const zoneName = (d: Date, timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(d).find((p) => p.type === "timeZoneName")?.value ?? "";

/** "Sun, Jul 19, 3:00 PM EDT" in the visitor's time zone. */
export function kickoffText(m: Match): string {
  const d = new Date(m.kickoffAt);
  const text = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(d);
  return `${text} ${zoneName(d)}`;
}

/** "3:00 PM local time" at the stadium. */
export function stadiumTimeText(m: Match): string {
  const d = new Date(m.kickoffAt);
  const text = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: m.stadium.timeZone }).format(d);
  return `${text} ${zoneName(d, m.stadium.timeZone)} at the stadium`;
}

const CONFIRMED_BY: Record<ClaimMeta["source"], string> = {
  venue: "Confirmed by the venue",
  admin: "Confirmed by our team",
  import: "Added from a venue import",
  sample: "Sample claim",
};

/** "Confirmed by the venue on Jun 10". */
export const claimByline = (claim: ClaimMeta) => `${CONFIRMED_BY[claim.source]} on ${format(new Date(claim.confirmedAt), "MMM d")}`;

/** "3 fans reported it was not showing this match". */
export const reportText = (count: number) => `${count} fans reported it was not showing this match`;
