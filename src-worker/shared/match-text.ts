// How a match is named and addressed, shared by the Worker (titles, first paint, sitemap) and the SPA,
// so a match reads the same and has the same address however it is reached. No zod: the SPA imports this.
import type { Match } from "./contract/matches";
import type { Translator } from "./i18n/catalog";
import { type MetaT, matchMeta, type PageMeta } from "./page-titles";

type Side = Match["team1"];
type Result = NonNullable<Match["result"]>;

/**
 * The "matches" translator: every naming function takes it as its optional last argument and then
 * speaks the translator's language; without it, it speaks English (the same text either way in English).
 */
type MT = Translator<"matches">;

/** A team's name: the translator's for its FIFA code ("Alemania"), else the data's ("Germany"). */
export function teamName(team: { code: string; name: string }, t?: MT): string {
  if (!t) return team.name;
  const key = `teams.${team.code}` as "teams.GER";
  return t.has(key) ? t(key, { name: team.name }) : team.name;
}

/** "Spain", or the slot in words until the team is known: "Winner match 101", "Group A winners". */
export function sideName(team: Side, slot: string | null, t?: MT): string {
  if (team) return teamName(team, t);
  if (!slot) return t ? t("side.tbd") : "To be decided";
  let m = /^([WL])(\d+)$/.exec(slot);
  if (m) {
    if (t) return t(m[1] === "W" ? "side.winner" : "side.loser", { number: m[2] });
    return `${m[1] === "W" ? "Winner" : "Loser"} match ${m[2]}`;
  }
  m = /^([12])([A-L])$/.exec(slot);
  if (m) {
    if (t) return t(m[1] === "1" ? "side.groupWinners" : "side.groupRunnersUp", { group: m[2] });
    return `Group ${m[2]} ${m[1] === "1" ? "winners" : "runners-up"}`;
  }
  m = /^3([A-L](?:\/[A-L])*)$/.exec(slot);
  if (m) return t ? t("side.thirdPlace", { groups: m[1] }) : `Third place, Group ${m[1]}`;
  return slot;
}

/** "Spain v Argentina" (slots in words when unknown). */
export const matchTitle = (m: Pick<Match, "team1" | "team2" | "team1Slot" | "team2Slot">, t?: MT) =>
  t
    ? t("title", { team1: sideName(m.team1, m.team1Slot, t), team2: sideName(m.team2, m.team2Slot, t) })
    : `${sideName(m.team1, m.team1Slot)} v ${sideName(m.team2, m.team2Slot)}`;

/** The catalogue key of each stage the data names (MATCH_STAGES). */
const STAGE_KEYS: Record<string, "groupStage" | "roundOf32" | "roundOf16" | "quarterFinal" | "semiFinal" | "thirdPlace" | "final"> = {
  "Group stage": "groupStage",
  "Round of 32": "roundOf32",
  "Round of 16": "roundOf16",
  "Quarter-final": "quarterFinal",
  "Semi-final": "semiFinal",
  "Third-place play-off": "thirdPlace",
  Final: "final",
};

/** A stage as the data names it ("Round of 32"), in the translator's language ("Dieciseisavos de final"). */
export function stageLabel(stage: string, t?: MT): string {
  const key = STAGE_KEYS[stage];
  return t && key ? t(`stages.${key}`) : stage;
}

/** "Group A", "Final". */
export const stageName = (m: Pick<Match, "stage" | "group">, t?: MT) =>
  m.group ? (t ? t("group", { group: m.group }) : `Group ${m.group}`) : stageLabel(m.stage, t);

/** The score after extra time when there was some: "1-0". */
const score = (r: Result) => (r.aet ?? r.ft).join("-");

/** What follows the score: "a.e.t.", "a.e.t., 4-3 pens" (penalties in the same order as the score), or "". */
export function scoreSuffix(r: Result, t?: MT): string {
  if (r.decidedBy === "penalties" && r.penalties) return t ? t("result.pens", { score: r.penalties.join("-") }) : `a.e.t., ${r.penalties.join("-")} pens`;
  if (r.decidedBy === "extra_time") return t ? t("result.aet") : "a.e.t.";
  return "";
}

/**
 * The score between the sides, in the translator's word order: "Spain 1-0 a.e.t. Argentina",
 * "España 1-0 Argentina (tras prórroga)".
 */
export function scoreLine(m: Pick<Match, "team1" | "team2" | "team1Slot" | "team2Slot">, r: Result, t?: MT): string {
  const team1 = sideName(m.team1, m.team1Slot, t);
  const team2 = sideName(m.team2, m.team2Slot, t);
  const suffix = scoreSuffix(r, t);
  if (!t) return `${team1} ${resultLine(r)} ${team2}`;
  return t("scoreLine", { team1, team2, score: score(r), suffix: suffix || "none" });
}

/** The catalogue key of each place name of the data that other languages write their own way. */
const PLACE_KEYS: Record<string, "mexicoCity" | "usa" | "canada" | "mexico"> = {
  "Mexico City": "mexicoCity",
  USA: "usa",
  Canada: "canada",
  Mexico: "mexico",
};

/** A host city, municipality or country as the data names it ("Mexico City"), in the translator's language ("Ciudad de México"). */
export function placeName(name: string, t?: MT): string {
  const key = PLACE_KEYS[name];
  return t && key ? t(`places.${key}`) : name;
}

/** "Estadio Azteca, Ciudad de México, CDMX, México": the stadium's full address line. */
export const stadiumAddress = (s: Match["stadium"], t?: MT) => [s.name, placeName(s.municipality, t), s.region, placeName(s.country, t)].join(", ");

/** "1-0 a.e.t.", "1-1 a.e.t., 4-3 pens", "2-0". */
export function resultLine(r: Result, t?: MT): string {
  const suffix = scoreSuffix(r, t);
  return suffix ? `${score(r)} ${suffix}` : score(r);
}

const slugPart = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

type Addressed = { number: number; team1: { name: string } | null; team2: { name: string } | null };

/** "104-spain-argentina", "1001-arsenal-coventry-city"; only the number while a side is unknown (the address then never changes meaning). */
export function matchSlug(m: Addressed): string {
  if (!m.team1 || !m.team2) return String(m.number);
  return `${m.number}-${slugPart(m.team1.name)}-${slugPart(m.team2.name)}`;
}

export const matchPath = (m: Addressed) => `/match/${matchSlug(m)}`;
export const teamPath = (code: string) => `/team/${code.toLowerCase()}`;

/**
 * The World Cup's matches keep FIFA's numbers (1-104); every other competition's are numbered from 1001
 * (docs/decisions/025). Their pages and calls read the World Cup's own answers, the others the general shape.
 */
export const isWorldCupNumber = (n: number) => n < 1000;

/** The match number at the start of a /match/{slug} address, or null when it is no match address. */
export function matchNumberOfSlug(slug: string): number | null {
  const m = /^(\d{1,7})(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?$/.exec(slug);
  return m && Number(m[1]) >= 1 ? Number(m[1]) : null;
}

/** "Jul 19, 15:00" from the stored stadium-local "2026-07-19 15:00". */
export function localKickoffText(kickoffLocal: string, t?: MT): string {
  const [date, time] = kickoffLocal.split(" ");
  const [, month, day] = date.split("-").map(Number);
  if (t) return t("localKickoff", { month: t(`months.m${month}` as "months.m1"), day: String(day), time });
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${months[month - 1]} ${day}, ${time}`;
}

/** The match page's title and description (Worker head and SPA alike), in `mt`'s language when given. */
export const matchPageMeta = (t: MetaT, siteName: string, m: Match, mt?: MT): PageMeta =>
  matchMeta(t, siteName, {
    number: m.number,
    title: matchTitle(m, mt),
    stage: stageName(m, mt),
    stadium: m.stadium.name,
    hostCity: placeName(m.stadium.hostCity, mt),
    localKickoff: localKickoffText(m.kickoffLocal, mt),
    result: m.result ? scoreLine(m, m.result, mt) : null,
  });
