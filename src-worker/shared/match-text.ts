// How a match is named and addressed, shared by the Worker (titles, first paint, sitemap) and the SPA,
// so a match reads the same and has the same address however it is reached. No zod: the SPA imports this.
import type { Match } from "./contract/matches";
import { type MetaT, matchMeta, type PageMeta } from "./page-titles";

type Side = Match["team1"];
type Result = NonNullable<Match["result"]>;

/** "Spain", or the slot in words until the team is known: "Winner match 101", "Group A winners". */
export function sideName(team: Side, slot: string | null): string {
  if (team) return team.name;
  if (!slot) return "To be decided";
  let m = /^([WL])(\d+)$/.exec(slot);
  if (m) return `${m[1] === "W" ? "Winner" : "Loser"} match ${m[2]}`;
  m = /^([12])([A-L])$/.exec(slot);
  if (m) return `Group ${m[2]} ${m[1] === "1" ? "winners" : "runners-up"}`;
  m = /^3([A-L](?:\/[A-L])*)$/.exec(slot);
  if (m) return `Third place, Group ${m[1]}`;
  return slot;
}

/** "Spain v Argentina" (slots in words when unknown). */
export const matchTitle = (m: Pick<Match, "team1" | "team2" | "team1Slot" | "team2Slot">) =>
  `${sideName(m.team1, m.team1Slot)} v ${sideName(m.team2, m.team2Slot)}`;

/** "Group A", "Final". */
export const stageName = (m: Pick<Match, "stage" | "group">) => (m.group ? `Group ${m.group}` : m.stage);

/** The score after extra time when there was some: "1-0". */
const score = (r: Result) => (r.aet ?? r.ft).join("-");

/** What follows the score: "a.e.t.", "a.e.t., 4-3 pens" (penalties in the same order as the score), or "". */
export function scoreSuffix(r: Result): string {
  if (r.decidedBy === "penalties" && r.penalties) return `a.e.t., ${r.penalties.join("-")} pens`;
  if (r.decidedBy === "extra_time") return "a.e.t.";
  return "";
}

/** "1-0 a.e.t.", "1-1 a.e.t., 4-3 pens", "2-0". */
export function resultLine(r: Result): string {
  const suffix = scoreSuffix(r);
  return suffix ? `${score(r)} ${suffix}` : score(r);
}

const slugPart = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** "104-spain-argentina"; only the number while a side is unknown (the address then never changes meaning). */
export function matchSlug(m: Pick<Match, "number" | "team1" | "team2">): string {
  if (!m.team1 || !m.team2) return String(m.number);
  return `${m.number}-${slugPart(m.team1.name)}-${slugPart(m.team2.name)}`;
}

export const matchPath = (m: Pick<Match, "number" | "team1" | "team2">) => `/match/${matchSlug(m)}`;
export const teamPath = (code: string) => `/team/${code.toLowerCase()}`;

/** The match number at the start of a /match/{slug} address, or null when it is no match address. */
export function matchNumberOfSlug(slug: string): number | null {
  const m = /^(\d{1,3})(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?$/.exec(slug);
  return m && Number(m[1]) >= 1 ? Number(m[1]) : null;
}

/** "Jul 19, 15:00" from the stored stadium-local "2026-07-19 15:00". */
export function localKickoffText(kickoffLocal: string): string {
  const [date, time] = kickoffLocal.split(" ");
  const [, month, day] = date.split("-").map(Number);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${months[month - 1]} ${day}, ${time}`;
}

/** The match page's title and description (Worker head and SPA alike). */
export const matchPageMeta = (t: MetaT, siteName: string, m: Match): PageMeta =>
  matchMeta(t, siteName, {
    number: m.number,
    title: matchTitle(m),
    stage: stageName(m),
    stadium: m.stadium.name,
    hostCity: m.stadium.hostCity,
    localKickoff: localKickoffText(m.kickoffLocal),
    result: m.result ? `${sideName(m.team1, m.team1Slot)} ${resultLine(m.result)} ${sideName(m.team2, m.team2Slot)}` : null,
  });
