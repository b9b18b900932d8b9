// The tournament's matches and teams, free of HTTP. Each read is one query (two for a team).
import { aliasedTable, and, asc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { cities, matches, stadiums, teams } from "../db/schema";
import type { CalendarEvent } from "../lib/ical";
import type { Match, MatchFilter, Team, TeamDetail } from "../shared/contract/matches";

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

function matchQuery(db: Db) {
  return db
    .select({ match: matches, stadium: stadiums, citySlug: cities.slug, team1, team2 })
    .from(matches)
    .innerJoin(stadiums, eq(stadiums.id, matches.stadiumId))
    .leftJoin(cities, eq(cities.id, stadiums.cityId))
    .leftJoin(team1, eq(team1.code, matches.team1Code))
    .leftJoin(team2, eq(team2.code, matches.team2Code));
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>["all"]>>[number];

const summary = (t: MatchRow["team1"]) => (t ? { code: t.code, name: t.name, flag: t.flag } : null);

function toMatch({ match: m, stadium: s, citySlug, team1: t1, team2: t2 }: MatchRow): Match {
  const { cityId: _, ...stadium } = s;
  return {
    number: m.number,
    numberSource: m.numberSource,
    stage: m.stage as Match["stage"],
    group: m.group,
    kickoffAt: m.kickoffAt.toISOString(),
    kickoffLocal: m.kickoffLocal,
    utcOffset: m.utcOffset,
    stadium: { ...stadium, citySlug },
    team1: summary(t1),
    team2: summary(t2),
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    status: m.status,
    result: m.result,
    notes: m.notes,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The schedule in kick-off order, filtered. */
export async function listMatches(db: Db, filter: Partial<MatchFilter> = {}): Promise<Match[]> {
  const where: SQL[] = [];
  if (filter.team) where.push(or(eq(matches.team1Code, filter.team), eq(matches.team2Code, filter.team)) as SQL);
  if (filter.city) where.push(eq(cities.slug, filter.city));
  if (filter.stage) where.push(eq(matches.stage, filter.stage));
  if (filter.group) where.push(eq(matches.group, filter.group));
  if (filter.date) {
    const day = Date.parse(`${filter.date}T00:00:00Z`);
    where.push(and(gte(matches.kickoffAt, new Date(day)), lt(matches.kickoffAt, new Date(day + DAY_MS))) as SQL);
  }
  const rows = await matchQuery(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(matches.kickoffAt), asc(matches.number));
  return rows.map(toMatch);
}

export async function getMatch(db: Db, number: number): Promise<Match | null> {
  const [row] = await matchQuery(db).where(eq(matches.number, number));
  return row ? toMatch(row) : null;
}

export async function listTeams(db: Db): Promise<Team[]> {
  return db.select().from(teams).orderBy(asc(teams.group), asc(teams.name));
}

/** A team and its matches in kick-off order; null for an unknown code. */
export async function getTeam(db: Db, code: string): Promise<TeamDetail | null> {
  const [[row], list] = await Promise.all([db.select().from(teams).where(eq(teams.code, code)), listMatches(db, { team: code })]);
  return row ? { ...row, matches: list } : null;
}

const side = (t: Match["team1"], slot: string | null) => t?.name ?? slot ?? "To be decided";

/** "Spain 1-0 Argentina (after extra time)", "France 1-1 Brazil (France won 4-3 on penalties)". */
function resultText(m: Match): string | null {
  const r = m.result;
  if (!r) return null;
  const [a, b] = r.aet ?? r.ft;
  const score = `${side(m.team1, m.team1Slot)} ${a}-${b} ${side(m.team2, m.team2Slot)}`;
  if (r.decidedBy === "penalties" && r.penalties) return `${score} (${r.winner} won ${Math.max(...r.penalties)}-${Math.min(...r.penalties)} on penalties)`;
  if (r.decidedBy === "extra_time") return `${score} (after extra time)`;
  return score;
}

/** Matches last about two hours; a calendar entry covers that. */
const MATCH_MS = 2 * 60 * 60 * 1000;

/** A team's matches as calendar events, with stable ids (one per match number and site). */
export function matchEvents(list: Match[], siteHost: string): CalendarEvent[] {
  return list.map((m) => {
    const stage = m.group ? `${m.stage}, Group ${m.group}` : m.stage;
    const result = resultText(m);
    return {
      uid: `wc2026-match-${m.number}@${siteHost}`,
      start: new Date(m.kickoffAt),
      end: new Date(Date.parse(m.kickoffAt) + MATCH_MS),
      summary: `${side(m.team1, m.team1Slot)} v ${side(m.team2, m.team2Slot)} (World Cup 2026, ${stage})`,
      location: `${m.stadium.name}, ${m.stadium.municipality}, ${m.stadium.region}, ${m.stadium.country}`,
      description: [`Match ${m.number}.`, result ? `Result: ${result}.` : null].filter(Boolean).join(" "),
    };
  });
}
