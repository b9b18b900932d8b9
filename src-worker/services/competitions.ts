// Competitions and their matches in the general shape (docs/decisions/025), free of HTTP. Every call
// costs one query, two when a city or competition named in the filter must be looked up first.
import { aliasedTable, and, asc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cities, competitions, matches, stadiums, teams } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Competition, Fixture, FixtureFilter, FixturePage } from "../shared/contract/competitions";
import { endOfLocalDay, localDay, localTimeToUtc } from "../shared/time-zones";
import { MATCH_OVER_MS } from "../shared/tournament";

/** The zone of a range's days when neither the request nor its city gives one. */
const DEFAULT_VIEWER_ZONE = "America/New_York";
/** What's on: today and the six days after it. */
const DEFAULT_DAYS = 7;
const DEFAULT_PAGE = 100;
const DAY_MS = 86_400_000;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const stats = {
  matchCount: sql<number>`(SELECT count(*) FROM matches m WHERE m.competition_id = ${competitions.id})`,
  firstKickoffAt: sql<number | null>`(SELECT min(m.kickoff_at) FROM matches m WHERE m.competition_id = ${competitions.id})`,
  lastKickoffAt: sql<number | null>`(SELECT max(m.kickoff_at) FROM matches m WHERE m.competition_id = ${competitions.id})`,
  resultsUpTo: sql<number | null>`(SELECT max(m.kickoff_at) FROM matches m WHERE m.competition_id = ${competitions.id} AND m.result IS NOT NULL)`,
};

function competitionQuery(db: Db) {
  return db
    .select({ c: competitions, ...stats })
    .from(competitions)
    .orderBy(asc(competitions.position), asc(competitions.id));
}

type CompetitionRow = Awaited<ReturnType<ReturnType<typeof competitionQuery>["all"]>>[number];

const at = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function toCompetition({ c, matchCount, firstKickoffAt, lastKickoffAt, resultsUpTo }: CompetitionRow): Competition {
  return {
    id: c.id,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    shortEn: c.shortEn,
    shortEs: c.shortEs,
    kind: c.kind,
    season: c.season,
    timeZone: c.timeZone,
    source: { kind: c.sourceKind, label: c.sourceLabel, licence: c.sourceLicence, url: c.sourceUrl, refreshedAt: iso(c.refreshedAt) },
    matchCount: Number(matchCount),
    firstKickoffAt: at(firstKickoffAt),
    lastKickoffAt: at(lastKickoffAt),
    resultsUpTo: at(resultsUpTo),
  };
}

export async function listCompetitions(db: Db): Promise<Competition[]> {
  return (await competitionQuery(db)).map(toCompetition);
}

export async function getCompetition(db: Db, id: string): Promise<Competition | null> {
  const [row] = await competitionQuery(db).where(eq(competitions.id, id));
  return row ? toCompetition(row) : null;
}

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

const sideColumns = (t: typeof team1) => ({ code: t.code, kind: t.kind, name: t.name, shortName: t.shortName, nameEs: t.nameEs, flag: t.flag });

/** Venues of the city that confirmed showing the match: the match itself, its competition, or every match. */
const venueCountIn = (cityId: number) =>
  sql<number>`(SELECT count(DISTINCT vc.venue_id) FROM venue_claims vc JOIN venues v ON v.id = vc.venue_id
    WHERE v.city_id = ${cityId} AND v.status = 'approved'
      AND (vc.match_number = ${matches.number} OR vc.competition_id = ${matches.competitionId} OR vc.kind = 'all_matches'))`;

function fixtureQuery(db: Db, cityId: number | null) {
  return db
    .select({
      m: matches,
      competition: { id: competitions.id, shortEn: competitions.shortEn, shortEs: competitions.shortEs, timeZone: competitions.timeZone },
      stadium: { id: stadiums.id, name: stadiums.name, timeZone: stadiums.timeZone },
      citySlug: cities.slug,
      team1: sideColumns(team1),
      team2: sideColumns(team2),
      venueCount: cityId === null ? sql<null>`NULL` : venueCountIn(cityId),
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .leftJoin(stadiums, eq(stadiums.id, matches.stadiumId))
    .leftJoin(cities, eq(cities.id, stadiums.cityId))
    .leftJoin(team1, eq(team1.code, matches.team1Code))
    .leftJoin(team2, eq(team2.code, matches.team2Code));
}

type FixtureRow = Awaited<ReturnType<ReturnType<typeof fixtureQuery>["all"]>>[number];

const side = (t: FixtureRow["team1"]) =>
  t ? { code: t.code, kind: t.kind, name: t.name, shortName: t.shortName ?? t.name, nameEs: t.nameEs, flag: t.flag } : null;

/** A match as of the site clock: a result shows once the match is over, as in the World Cup's answers. */
function toFixture({ m, competition, stadium, citySlug, team1: t1, team2: t2, venueCount }: FixtureRow, now: Date): Fixture {
  const over = now.getTime() >= m.kickoffAt.getTime() + MATCH_OVER_MS;
  const settled = m.status === "postponed" || m.status === "cancelled";
  const status = settled || over ? m.status : "scheduled";
  return {
    number: m.number,
    competition: { id: competition.id, shortEn: competition.shortEn, shortEs: competition.shortEs },
    round: m.round,
    stage: m.stage,
    group: m.group,
    kickoffAt: m.kickoffAt.toISOString(),
    kickoffPrecision: m.kickoffPrecision,
    kickoffLocal: m.kickoffLocal,
    utcOffset: m.utcOffset,
    // A World Cup match's local time is its stadium's; a league's, the league's.
    timeZone: stadium?.timeZone ?? competition.timeZone,
    stadium: stadium ? { id: stadium.id, name: stadium.name, citySlug } : null,
    team1: side(t1),
    team2: side(t2),
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    status,
    resultPending: over && status === "scheduled",
    result: over && !settled ? m.result : null,
    notes: m.notes,
    ...(venueCount === null ? {} : { venueCount: Number(venueCount) }),
  };
}

export async function getFixture(db: Db, number: number, now: Date): Promise<Fixture | null> {
  const [row] = await fixtureQuery(db, null).where(eq(matches.number, number));
  return row ? toFixture(row, now) : null;
}

type ListFilter = Omit<FixtureFilter, "city"> & { cityId?: number | null; cityTimeZone?: string | null };

/**
 * Matches in kick-off order between the local days `from` and `to` (in the viewer's zone), a page
 * at a time. `wholeSeason`: no range unless one is given (a competition's schedule); otherwise
 * the range defaults to the next seven days.
 */
async function listFixtures(db: Db, filter: ListFilter, now: Date, { wholeSeason = false } = {}): Promise<FixturePage> {
  const timeZone = filter.tz ?? filter.cityTimeZone ?? DEFAULT_VIEWER_ZONE;
  let from = filter.from ?? null;
  let to = filter.to ?? null;
  if (!wholeSeason || from || to) {
    from ??= to ? addDays(to, -(DEFAULT_DAYS - 1)) : localDay(now, timeZone);
    to ??= addDays(from, DEFAULT_DAYS - 1);
  }
  const where: SQL[] = [];
  if (from && to) {
    where.push(gte(matches.kickoffAt, localTimeToUtc(from, "00:00", timeZone)), lt(matches.kickoffAt, endOfLocalDay(to, timeZone)));
  }
  if (filter.competition) where.push(eq(matches.competitionId, filter.competition));
  if (filter.team) where.push(or(eq(matches.team1Code, filter.team), eq(matches.team2Code, filter.team)) as SQL);
  const limit = filter.limit ?? DEFAULT_PAGE;
  const offset = filter.offset ?? 0;
  const rows = await fixtureQuery(db, filter.cityId ?? null)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(matches.kickoffAt), asc(matches.number))
    .limit(limit + 1)
    .offset(offset);
  return {
    from,
    to,
    timeZone,
    matches: rows.slice(0, limit).map((r) => toFixture(r, now)),
    next: rows.length > limit ? offset + limit : null,
  };
}

/** GET /api/fixtures: the city and competition named are looked up first (unknown: 404). */
export async function whatsOn(db: Db, filter: FixtureFilter, now: Date): Promise<FixturePage> {
  const { city, ...rest } = filter;
  if (city === undefined && filter.competition === undefined) return listFixtures(db, rest, now);
  const found = await db.get<{ cityId: number | null; cityTimeZone: string | null; competition: number }>(sql`SELECT
    (SELECT id FROM cities WHERE slug = ${city ?? null}) AS cityId,
    (SELECT time_zone FROM cities WHERE slug = ${city ?? null}) AS cityTimeZone,
    (SELECT count(*) FROM competitions WHERE id = ${filter.competition ?? null}) AS competition`);
  if (city !== undefined && found.cityId === null) throw notFound("City not found");
  if (filter.competition !== undefined && !found.competition) throw notFound("Competition not found");
  return listFixtures(db, { ...rest, cityId: found.cityId, cityTimeZone: found.cityTimeZone }, now);
}

/** GET /api/competitions/{id}/matches; null for an unknown competition. */
export async function competitionMatches(db: Db, id: string, filter: Omit<FixtureFilter, "city" | "competition">, now: Date): Promise<FixturePage | null> {
  const [page, exists] = await Promise.all([
    listFixtures(db, { ...filter, competition: id }, now, { wholeSeason: true }),
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM competitions WHERE id = ${id}`),
  ]);
  return exists.n ? page : null;
}

/** Matches in the general shape, chosen by a condition on `matches`, in kick-off order (a venue's matches shown: venue-claims.ts). */
export async function fixturesWhere(db: Db, where: SQL, now: Date): Promise<Fixture[]> {
  const rows = await fixtureQuery(db, null).where(where).orderBy(asc(matches.kickoffAt), asc(matches.number));
  return rows.map((r) => toFixture(r, now));
}
