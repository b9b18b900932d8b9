// Competitions and their matches in the general shape (docs/decisions/025), free of HTTP. Every call
// costs one query, two when a city or competition named in the filter must be looked up first.
import { aliasedTable, and, asc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, competitions, matches, stadiums, teams } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { CalendarEvent } from "../../lib/ical";
import type { ClubDetail, Competition, Fixture, FixtureFilter, FixturePage } from "../../shared/contract/competitions";
import { clubName, competitionFullName, competitionName, fixtureResultText, fixtureTitle, provisionalParams, roundLabel } from "../../shared/fixture-text";
import type { Locale } from "../../shared/i18n/locales";
import { translatorFor } from "../../shared/i18n/translate";
import { matchPath, resultLine } from "../../shared/match-text";
import { endOfLocalDay, localDay, localTimeToUtc } from "../../shared/time-zones";
import { MATCH_OVER_MS, matchState } from "../../shared/tournament";
import { DEFAULT_VISITOR_ZONE, nextMatch, WORLD_CUP_ID } from "../../shared/whats-on";
import { notShowingSql } from "../venues/match-day-sql";
import { slotKnownFrom } from "./matches";

/** The zone of a range's days when neither the request nor its city gives one. */
const DEFAULT_VIEWER_ZONE = "America/New_York";
/** What's on: today and the six days after it. */
const DEFAULT_DAYS = 7;
const DEFAULT_PAGE = 100;
const DAY_MS = 86_400_000;
/**
 * How long after its stored kick-off a match not confirmed may still be on: to its day's end in any
 * zone, or a placeholder Friday's stretch to the Monday after (shared/tournament.ts, kickoffDays).
 */
const STILL_ON_MS = { time_tbc: 2 * DAY_MS, date_tbc: 5 * DAY_MS };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const stats = (now: Date) => ({
  matchCount: sql<number>`(SELECT count(*) FROM matches m WHERE m.competition_id = ${competitions.id})`,
  firstKickoffAt: sql<number | null>`(SELECT min(m.kickoff_at) FROM matches m WHERE m.competition_id = ${competitions.id})`,
  lastKickoffAt: sql<number | null>`(SELECT max(m.kickoff_at) FROM matches m WHERE m.competition_id = ${competitions.id})`,
  // How far results are complete: the newest result before the first local day that has a confirmed
  // kick-off already passed with no result (called-off matches aside). One result entered early never
  // vouches for the matches before it (docs/decisions/039). That day's start is its kick-off less its
  // local time; as a bound on the indexed kick-off, it is computed once per competition.
  resultsUpTo: sql<number | null>`(SELECT max(r.kickoff_at) FROM matches r WHERE r.competition_id = ${competitions.id} AND r.result IS NOT NULL
    AND r.kickoff_at < coalesce((SELECT min(g.kickoff_at - (CAST(substr(g.kickoff_local, 12, 2) AS INTEGER) * 60 + CAST(substr(g.kickoff_local, 15, 2) AS INTEGER)) * 60000)
      FROM matches g WHERE g.competition_id = ${competitions.id} AND g.kickoff_at <= ${now.getTime()} AND g.kickoff_precision = 'exact'
      AND g.result IS NULL AND g.status NOT IN ('postponed', 'cancelled')), 9007199254740991))`,
  // The matches that may still be on, as "[number, kickoff, precision, zone, status, result]" rows: a
  // confirmed kick-off within the site's three hours, a day or a provisional stretch not yet over (at
  // most five days back), no result shown yet, up to two days after the first kick-off to come (what's
  // on may list a later kick-off of that day first). nextMatch (shared/whats-on.ts) picks the next of
  // them by what's on's own order, so this list and what's on never disagree (docs/decisions/046).
  nextCandidates: sql<string>`(SELECT json_group_array(json_array(m.number, m.kickoff_at, m.kickoff_precision,
      coalesce((SELECT s.time_zone FROM stadiums s WHERE s.id = m.stadium_id), ${competitions.timeZone}), m.status, json(m.result)))
    FROM matches m WHERE m.competition_id = ${competitions.id} AND m.status NOT IN ('postponed', 'cancelled')
      AND m.kickoff_at >= ${now.getTime() - STILL_ON_MS.date_tbc}
      AND m.kickoff_at < coalesce((SELECT min(f.kickoff_at) FROM matches f WHERE f.competition_id = ${competitions.id}
        AND f.kickoff_at >= ${now.getTime()} AND f.status NOT IN ('postponed', 'cancelled')), ${now.getTime()}) + ${2 * DAY_MS}
      AND (m.result IS NULL OR m.kickoff_at > ${now.getTime() - MATCH_OVER_MS})
      AND (m.kickoff_precision <> 'exact' OR m.kickoff_at > ${now.getTime() - MATCH_OVER_MS})
      AND (m.kickoff_precision <> 'time_tbc' OR m.kickoff_at >= ${now.getTime() - STILL_ON_MS.time_tbc}))`,
});

function competitionQuery(db: Db, now: Date) {
  return db
    .select({ c: competitions, ...stats(now) })
    .from(competitions)
    .orderBy(asc(competitions.position), asc(competitions.id));
}

type CompetitionRow = Awaited<ReturnType<ReturnType<typeof competitionQuery>["all"]>>[number];

const at = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

type MatchRow = typeof matches.$inferSelect;
type Candidate = [number, number, MatchRow["kickoffPrecision"], string, MatchRow["status"], MatchRow["result"]];

/** The competition's next match as what's on lists it (docs/decisions/046); the answer's own days are New York's. */
function nextOf(candidates: string, now: Date): Competition["next"] {
  const list = (JSON.parse(candidates) as Candidate[]).map(([number, ms, kickoffPrecision, timeZone, status, result]) => {
    const kickoffAt = new Date(ms);
    return {
      number,
      kickoffAt: kickoffAt.toISOString(),
      kickoffPrecision,
      timeZone,
      ...statusAsOf({ kickoffAt, kickoffPrecision, status, result }, timeZone, now),
    };
  });
  const next = nextMatch(list, DEFAULT_VISITOR_ZONE);
  return next && { kickoffAt: next.kickoffAt, kickoffPrecision: next.kickoffPrecision };
}

/** A competition's own columns as its public shape and the admin's both give them (names, season, zone, source). */
export function competitionFields(c: typeof competitions.$inferSelect) {
  return {
    id: c.id,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    shortEn: c.shortEn,
    shortEs: c.shortEs,
    kind: c.kind,
    season: c.season,
    timeZone: c.timeZone,
    source: { kind: c.sourceKind, label: c.sourceLabel, licence: c.sourceLicence, url: c.sourceUrl },
  };
}

function toCompetition({ c, matchCount, firstKickoffAt, lastKickoffAt, resultsUpTo, nextCandidates }: CompetitionRow, now: Date): Competition {
  const fields = competitionFields(c);
  return {
    ...fields,
    source: { ...fields.source, refreshedAt: iso(c.refreshedAt) },
    matchCount: Number(matchCount),
    firstKickoffAt: at(firstKickoffAt),
    lastKickoffAt: at(lastKickoffAt),
    resultsUpTo: at(resultsUpTo),
    next: nextOf(nextCandidates, now),
  };
}

export async function listCompetitions(db: Db, now: Date): Promise<Competition[]> {
  return (await competitionQuery(db, now)).map((row) => toCompetition(row, now));
}

export async function getCompetition(db: Db, id: string, now: Date): Promise<Competition | null> {
  const [row] = await competitionQuery(db, now).where(eq(competitions.id, id));
  return row ? toCompetition(row, now) : null;
}

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

/** A side's columns, in the shape `side` reads. */
export const sideColumns = (t: typeof team1) => ({ code: t.code, kind: t.kind, name: t.name, shortName: t.shortName, nameEs: t.nameEs, flag: t.flag });

/** Venues of the city that confirmed showing the match: the match itself, its competition, or every match. */
const venueCountIn = (cityId: number) =>
  sql<number>`(SELECT count(DISTINCT vc.venue_id) FROM venue_claims vc JOIN venues v ON v.id = vc.venue_id
    WHERE v.city_id = ${cityId} AND v.status = 'approved'
      AND (vc.match_number = ${matches.number} OR vc.competition_id = ${matches.competitionId} OR vc.kind = 'all_matches')
      AND ${notShowingSql(sql`vc.venue_id`, matches.number)})`;

function fixtureQuery(db: Db, cityId: number | null) {
  return db
    .select({
      m: matches,
      competition: {
        id: competitions.id,
        nameEn: competitions.nameEn,
        nameEs: competitions.nameEs,
        shortEn: competitions.shortEn,
        shortEs: competitions.shortEs,
        timeZone: competitions.timeZone,
      },
      stadium: { id: stadiums.id, name: stadiums.name, timeZone: stadiums.timeZone },
      citySlug: cities.slug,
      team1: sideColumns(team1),
      team2: sideColumns(team2),
      team1From: slotKnownFrom(matches.team1Slot),
      team2From: slotKnownFrom(matches.team2Slot),
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

/** A side as a Fixture names it (a club without a short name goes by its name). */
export const side = (t: FixtureRow["team1"]) =>
  t ? { code: t.code, kind: t.kind, name: t.name, shortName: t.shortName ?? t.name, nameEs: t.nameEs, flag: t.flag } : null;

/** A side's team once it is known at `now` (a knockout slot's team once the match deciding it is over). */
const sideAsOf = (t: FixtureRow["team1"], knownFrom: number | null, now: Date) =>
  knownFrom === null || now.getTime() >= Number(knownFrom) + MATCH_OVER_MS ? side(t) : null;

/**
 * A match as of the site clock, as in the World Cup's answers: a result shows once the match is over,
 * and a knockout side stays its slot ("W74") until the match that decides it is over.
 */
/**
 * A match's status, result and whether its result is awaited, as of `now`: a result shows once the match
 * is over; a kick-off never confirmed is pending only once past its day or provisional stretch (docs/decisions/038).
 */
function statusAsOf(
  m: Pick<MatchRow, "kickoffAt" | "kickoffPrecision" | "status" | "result">,
  timeZone: string,
  now: Date,
): Pick<Fixture, "status" | "result" | "resultPending"> {
  const over = now.getTime() >= m.kickoffAt.getTime() + MATCH_OVER_MS;
  const settled = m.status === "postponed" || m.status === "cancelled";
  const status = settled || over ? m.status : "scheduled";
  const result = over && !settled ? m.result : null;
  const state = matchState({ kickoffAt: m.kickoffAt, kickoffPrecision: m.kickoffPrecision, timeZone, result }, now);
  return { status, result, resultPending: status === "scheduled" && !result && (state === "over" || state === "unconfirmed") };
}

function toFixture({ m, competition, stadium, citySlug, team1: t1, team2: t2, team1From, team2From, venueCount }: FixtureRow, now: Date): Fixture {
  // A league's local time is the league's; a World Cup match's, its stadium's.
  const timeZone = stadium?.timeZone ?? competition.timeZone;
  const { status, result, resultPending } = statusAsOf(m, timeZone, now);
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
    timeZone,
    stadium: stadium ? { id: stadium.id, name: stadium.name, citySlug } : null,
    team1: sideAsOf(t1, team1From, now),
    team2: sideAsOf(t2, team2From, now),
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    status,
    resultPending,
    result,
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
    // A knockout match is a team's only once that team is known (as in the World Cup's answers).
    matches: rows
      .slice(0, limit)
      .map((r) => toFixture(r, now))
      .filter((m) => !filter.team || m.team1?.code === filter.team || m.team2?.code === filter.team),
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

/** A competition's matches without asking whether it exists (the caller knows, or reads the competition alongside). */
export const competitionFixtures = (db: Db, id: string, filter: Omit<FixtureFilter, "city" | "competition">, now: Date) =>
  listFixtures(db, { ...filter, competition: id }, now, { wholeSeason: true });

/** GET /api/competitions/{id}/matches; null for an unknown competition. */
export async function competitionMatches(db: Db, id: string, filter: Omit<FixtureFilter, "city" | "competition">, now: Date): Promise<FixturePage | null> {
  const [page, exists] = await Promise.all([
    competitionFixtures(db, id, filter, now),
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM competitions WHERE id = ${id}`),
  ]);
  return exists.n ? page : null;
}

/**
 * A club with its competitions and matches (kick-off order, as of `now`); null for an unknown code or
 * a nation (a nation's answer is the World Cup's). Two queries side by side.
 */
export async function getClub(db: Db, code: string, now: Date): Promise<ClubDetail | null> {
  const [[club], rows] = await Promise.all([
    db
      .select({
        code: teams.code,
        kind: teams.kind,
        name: teams.name,
        shortName: teams.shortName,
        nameEs: teams.nameEs,
        flag: teams.flag,
        country: teams.country,
      })
      .from(teams)
      .where(and(eq(teams.code, code), eq(teams.kind, "club"))),
    fixtureQuery(db, null)
      .where(or(eq(matches.team1Code, code), eq(matches.team2Code, code)))
      .orderBy(asc(matches.kickoffAt), asc(matches.number)),
  ]);
  if (!club || club.kind !== "club") return null;
  const seen = new Map<string, ClubDetail["competitions"][number]>();
  for (const { competition: c } of rows)
    if (!seen.has(c.id)) seen.set(c.id, { id: c.id, nameEn: c.nameEn, nameEs: c.nameEs, shortEn: c.shortEn, shortEs: c.shortEs });
  return {
    code: club.code,
    kind: "club",
    name: club.name,
    shortName: club.shortName ?? club.name,
    nameEs: club.nameEs,
    flag: club.flag,
    country: club.country,
    competitions: [...seen.values()],
    matches: rows.map((r) => toFixture(r, now)),
  };
}

/** A calendar event lasts two hours: the match and its half-time. */
const EVENT_MS = 2 * 60 * 60 * 1000;

/**
 * Matches of any competition as calendar events. A kick-off whose time (or date) is not confirmed is
 * an all-day event on the league's day, its title saying what is not confirmed, never a made-up time.
 */
export function fixtureEvents(list: Fixture[], siteHost: string, locale: Locale): CalendarEvent[] {
  const t = translatorFor(locale, "matches");
  return list.map((f) => {
    const title = t("club.calendarTitle", { title: fixtureTitle(f, t, locale), competition: competitionName(f.competition, locale), round: roundLabel(f, t) });
    const result = fixtureResultText(f, t, locale);
    const status = f.status === "postponed" || f.status === "cancelled" ? t(`club.${f.status}`) : null;
    const day = f.kickoffLocal.slice(0, 10);
    const timed = f.kickoffPrecision === "exact";
    return {
      uid: `match-${f.number}@${siteHost}`,
      start: timed ? new Date(f.kickoffAt) : new Date(`${day}T00:00:00Z`),
      end: timed ? new Date(Date.parse(f.kickoffAt) + EVENT_MS) : new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS),
      ...(timed ? {} : { day }),
      ...(f.status === "cancelled" ? { status: "CANCELLED" as const } : !timed || f.status === "postponed" ? { status: "TENTATIVE" as const } : {}),
      summary: timed ? title : t(f.kickoffPrecision === "time_tbc" ? "club.calendarTbc" : "club.calendarDateTbc", { title }),
      description: [
        status ? t("club.calendarStatus", { status }) : null,
        f.kickoffPrecision === "date_tbc" ? t("club.calendarProvisional") : null,
        result ? t("calendar.result", { result }) : null,
      ]
        .filter(Boolean)
        .join(" "),
    };
  });
}

/** A calendar's own name: one match's, or a club's feed. */
export function fixtureCalendarName(f: Fixture, locale: Locale): string {
  const t = translatorFor(locale, "matches");
  return t("club.calendarName", { title: fixtureTitle(f, t, locale), competition: competitionName(f.competition, locale) });
}

export const clubCalendarName = (club: Pick<ClubDetail, "name" | "nameEs">, locale: Locale) =>
  translatorFor(locale, "matches")("club.teamCalendarName", { team: clubName(club, locale) });
/** Every match of a season in one feed (the largest league plays 380). */
const SEASON_LIMIT = 5000;

/**
 * A competition's iCalendar feed (GET /api/competitions/{id}/calendar.ics): every match of its season.
 * A kick-off the source has not fixed is an all-day event on its day, tentative, its note saying what
 * is not known; a called-off match is cancelled. Null for an unknown competition. Two queries.
 */
export async function competitionCalendar(
  db: Db,
  id: string,
  now: Date,
  siteUrl: string,
  locale: Locale,
): Promise<{ name: string; events: CalendarEvent[] } | null> {
  const [competition, page] = await Promise.all([getCompetition(db, id, now), competitionFixtures(db, id, { limit: SEASON_LIMIT }, now)]);
  if (!competition) return null;
  const t = translatorFor(locale, "fixtures");
  const tm = translatorFor(locale, "matches");
  const host = new URL(siteUrl).host;
  const short = competitionName(competition, locale);
  const events = page.matches.map((f): CalendarEvent => {
    const title = fixtureTitle(f, tm, locale);
    const label = [short, roundLabel(f, tm)].filter(Boolean).join(", ");
    const provisional = f.kickoffPrecision !== "exact";
    const notes = [
      f.kickoffPrecision === "date_tbc" ? `${t("card.dateTbc")}: ${t("card.provisional", provisionalParams(f, locale))}.` : null,
      f.kickoffPrecision === "time_tbc" ? `${t("card.timeTbc")}.` : null,
      f.status === "postponed" ? `${t("card.postponed")}.` : f.status === "cancelled" ? `${t("card.cancelled")}.` : null,
      f.result ? t("calendar.result", { result: resultLine(f.result, tm) }) : null,
      new URL(matchPath(f), siteUrl).toString(),
    ];
    return {
      // The World Cup's matches keep the UIDs of its match and team feeds: one event per match in any calendar.
      uid: competition.id === WORLD_CUP_ID ? `wc2026-match-${f.number}@${host}` : `match-${f.number}@${host}`,
      start: new Date(f.kickoffAt),
      end: new Date(Date.parse(f.kickoffAt) + EVENT_MS),
      ...(provisional ? { day: f.kickoffLocal.slice(0, 10) } : {}),
      ...(f.status === "cancelled" ? { status: "CANCELLED" as const } : provisional || f.status === "postponed" ? { status: "TENTATIVE" as const } : {}),
      summary: t(f.kickoffPrecision === "date_tbc" ? "calendar.summaryProvisional" : "calendar.summary", { title, competition: label }),
      description: notes.filter(Boolean).join(" "),
    };
  });
  return { name: t("calendar.name", { name: competitionFullName(competition, locale), season: competition.season }), events };
}

/** Matches in the general shape, chosen by a condition on `matches`, in kick-off order (a venue's matches shown: venue-claims.ts). */
export async function fixturesWhere(db: Db, where: SQL, now: Date): Promise<Fixture[]> {
  const rows = await fixtureQuery(db, null).where(where).orderBy(asc(matches.kickoffAt), asc(matches.number));
  return rows.map((r) => toFixture(r, now));
}
