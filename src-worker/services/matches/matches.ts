// The World Cup's matches and teams, free of HTTP: the documented /api/matches and /api/teams answers,
// a projection of the general model (competitions' matches, clubs beside nations) to the tournament's
// shape, unchanged since before competitions (docs/decisions/025). Each read is one query (two for a team).
// Every answer is "as of" the site's clock: a match not yet over has no result, and a knockout side
// stays a slot ("W74") until the match that decides it is over, so SITE_NOW shows the site as it was.
import { aliasedTable, and, asc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, matches, stadiums, teams, WORLD_CUP_ID } from "../../db/schema";
import type { CalendarEvent } from "../../lib/ical";
import type { Match, MatchFilter, Team, TeamDetail } from "../../shared/contract/matches";
import type { Translator } from "../../shared/i18n/catalog";
import type { Locale } from "../../shared/i18n/locales";
import { translatorFor } from "../../shared/i18n/translate";
import { matchTitle, sideName, stadiumAddress, stageLabel, teamName } from "../../shared/match-text";
import { MATCH_OVER_MS, matchState, tournamentPhase } from "../../shared/tournament";

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

/**
 * When the team in this slot became known (ms): the kick-off of the match it depends on ("W74", "L101")
 * or of the last group match ("1A", "3C/E/F/H/I"); null when the side was never a slot.
 */
export function slotKnownFrom(slot: typeof matches.team1Slot | typeof matches.team2Slot) {
  return sql<number | null>`CASE
    WHEN ${slot} IS NULL THEN NULL
    WHEN ${slot} GLOB '[WL][0-9]*' THEN (SELECT f.kickoff_at FROM matches f WHERE f.number = CAST(substr(${slot}, 2) AS INTEGER))
    ELSE (SELECT max(g.kickoff_at) FROM matches g WHERE g.stage = 'Group stage')
  END`;
}

function matchQuery(db: Db) {
  return db
    .select({
      match: matches,
      stadium: stadiums,
      citySlug: cities.slug,
      team1,
      team2,
      team1From: slotKnownFrom(matches.team1Slot),
      team2From: slotKnownFrom(matches.team2Slot),
    })
    .from(matches)
    .innerJoin(stadiums, eq(stadiums.id, matches.stadiumId))
    .leftJoin(cities, eq(cities.id, stadiums.cityId))
    .leftJoin(team1, eq(team1.code, matches.team1Code))
    .leftJoin(team2, eq(team2.code, matches.team2Code));
}

const worldCup = eq(matches.competitionId, WORLD_CUP_ID);

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>["all"]>>[number];

const summary = (t: MatchRow["team1"]) => (t ? { code: t.code, name: t.name, flag: t.flag } : null);

/** A side's team, if it was known at `now`. */
const sideAsOf = (t: MatchRow["team1"], knownFrom: number | null, now: Date) =>
  knownFrom === null || now.getTime() >= Number(knownFrom) + MATCH_OVER_MS ? summary(t) : null;

function toMatch({ match: m, stadium: s, citySlug, team1: t1, team2: t2, team1From, team2From }: MatchRow, now: Date): Match {
  const { cityId: _, ...stadium } = s;
  const over = matchState({ kickoffAt: m.kickoffAt }, now) === "over";
  return {
    number: m.number,
    // The World Cup's rows always carry these (seed and migration 0011).
    numberSource: m.numberSource as Match["numberSource"],
    stage: m.stage as Match["stage"],
    group: m.group,
    kickoffAt: m.kickoffAt.toISOString(),
    kickoffLocal: m.kickoffLocal,
    utcOffset: m.utcOffset,
    stadium: { ...stadium, citySlug },
    team1: sideAsOf(t1, team1From, now),
    team2: sideAsOf(t2, team2From, now),
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    status: over ? (m.status as Match["status"]) : "scheduled",
    result: over ? m.result : null,
    notes: m.notes,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The schedule in kick-off order, filtered. */
export async function listMatches(db: Db, filter: Partial<MatchFilter>, now: Date): Promise<Match[]> {
  const where: SQL[] = [worldCup];
  if (filter.team) where.push(or(eq(matches.team1Code, filter.team), eq(matches.team2Code, filter.team)) as SQL);
  if (filter.city) where.push(eq(cities.slug, filter.city));
  if (filter.stage) where.push(eq(matches.stage, filter.stage));
  if (filter.group) where.push(eq(matches.group, filter.group));
  if (filter.date) {
    const day = Date.parse(`${filter.date}T00:00:00Z`);
    where.push(and(gte(matches.kickoffAt, new Date(day)), lt(matches.kickoffAt, new Date(day + DAY_MS))) as SQL);
  }
  const rows = await matchQuery(db)
    .where(and(...where))
    .orderBy(asc(matches.kickoffAt), asc(matches.number));
  const list = rows.map((r) => toMatch(r, now));
  // A knockout match is a team's only once that team was known.
  return filter.team ? list.filter((m) => m.team1?.code === filter.team || m.team2?.code === filter.team) : list;
}

/** These matches in kick-off order (unknown numbers are skipped). */
export async function listMatchesByNumbers(db: Db, numbers: number[], now: Date): Promise<Match[]> {
  if (numbers.length === 0) return [];
  const rows = await matchQuery(db)
    .where(and(worldCup, inArray(matches.number, numbers)))
    .orderBy(asc(matches.kickoffAt), asc(matches.number));
  return rows.map((r) => toMatch(r, now));
}

export async function getMatch(db: Db, number: number, now: Date): Promise<Match | null> {
  const [row] = await matchQuery(db).where(and(worldCup, eq(matches.number, number)));
  return row ? toMatch(row, now) : null;
}

/** A nation's columns, in the order the World Cup's answers have always had them. */
const nationColumns = {
  code: teams.code,
  name: teams.name,
  fifaName: teams.fifaName,
  group: teams.group,
  confederation: teams.confederation,
  flag: teams.flag,
  finish: teams.finish,
};
const isNation = eq(teams.kind, "nation");

/** How far a team got is known once the final is over; a nation's World Cup columns are always set. */
const teamAsOf = (t: { [K in keyof Team]: Team[K] | null }, now: Date): Team => ({
  ...(t as Team),
  finish: tournamentPhase(now) === "after" ? t.finish : null,
});

export async function listTeams(db: Db, now: Date): Promise<Team[]> {
  const rows = await db.select(nationColumns).from(teams).where(isNation).orderBy(asc(teams.group), asc(teams.name));
  return rows.map((t) => teamAsOf(t, now));
}

/** A nation and its World Cup matches in kick-off order; null for an unknown code. */
export async function getTeam(db: Db, code: string, now: Date): Promise<TeamDetail | null> {
  const [[row], list] = await Promise.all([
    db
      .select(nationColumns)
      .from(teams)
      .where(and(isNation, eq(teams.code, code))),
    listMatches(db, { team: code }, now),
  ]);
  return row ? { ...teamAsOf(row, now), matches: list } : null;
}

type MT = Translator<"matches">;

/** "Spain 1-0 Argentina (after extra time)", "France 1-1 Brazil (France won 4-3 on penalties)", in `t`'s language. */
function resultText(m: Match, t: MT): string | null {
  const r = m.result;
  if (!r) return null;
  const [a, b] = r.aet ?? r.ft;
  const score = `${sideName(m.team1, m.team1Slot, t)} ${a}-${b} ${sideName(m.team2, m.team2Slot, t)}`;
  if (r.decidedBy === "penalties" && r.penalties) {
    const winner = [m.team1, m.team2].find((x) => x && (x.name === r.winner || x.code === r.winner));
    return t("calendar.pens", {
      score,
      winner: winner ? teamName(winner, t) : (r.winner ?? ""),
      high: String(Math.max(...r.penalties)),
      low: String(Math.min(...r.penalties)),
    });
  }
  if (r.decidedBy === "extra_time") return t("calendar.aet", { score });
  return score;
}

/** Matches last about two hours; a calendar entry covers that. */
const MATCH_MS = 2 * 60 * 60 * 1000;

/** A team's matches as calendar events, with stable ids (one per match number and site). */
export function matchEvents(list: Match[], siteHost: string, locale: Locale): CalendarEvent[] {
  const t = translatorFor(locale, "matches");
  return list.map((m) => {
    const stage = m.group ? t("match.stageGroup", { stage: stageLabel(m.stage, t), group: m.group }) : stageLabel(m.stage, t);
    const result = resultText(m, t);
    return {
      uid: `wc2026-match-${m.number}@${siteHost}`,
      start: new Date(m.kickoffAt),
      end: new Date(Date.parse(m.kickoffAt) + MATCH_MS),
      summary: t("match.calendarTitle", { title: matchTitle(m, t), stage }),
      location: stadiumAddress(m.stadium, t),
      description: [t("card.match", { number: String(m.number) }) + ".", result ? t("calendar.result", { result }) : null].filter(Boolean).join(" "),
    };
  });
}

/** A calendar's own name: one match's, or a team's feed. */
export const matchCalendarName = (m: Match, locale: Locale) => {
  const t = translatorFor(locale, "matches");
  return t("calendar.matchName", { title: matchTitle(m, t), number: String(m.number) });
};

export const teamCalendarName = (team: { code: string; name: string }, locale: Locale) => {
  const t = translatorFor(locale, "matches");
  return t("calendar.teamName", { team: teamName(team, t) });
};
