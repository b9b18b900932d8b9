// Where to watch a match in a city, a team's supporters' venues, and fans' "not showing" reports,
// free of HTTP. A match's venues cost two queries run side by side: the match of any competition (as of
// the site clock, so a knockout side counts only once it is known) and the city with its venues' relevant claims.
import { and, asc, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { cities, competitions, matches, matchReports, teams, venueClaims, venues } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { type ClaimSource, GOING_MIN_FANS, GOING_THRESHOLD, REPORT_THRESHOLD, type ReportReason } from "../../shared/constants";
import type { ClaimMeta, SupportersClaim } from "../../shared/contract/claims";
import type { Fixture } from "../../shared/contract/competitions";
import type { MatchVenue, MatchVenues, MatchVenuesFilter, TeamVenues } from "../../shared/contract/match-venues";
import { haversineKm, type LatLng } from "../../shared/geo";
import { earlyKickoff } from "../../shared/hours";
import { type MatchTiming, matchState, reportWindow } from "../../shared/tournament";
import { getFixture } from "../matches/competitions";
import { bumpDataVersions } from "../platform/data-versions";
import { matchFactsColumn, notShowingSql, toMatchFacts } from "./match-day-sql";
import { toVenueSummary, venueSummaryColumns } from "./venue-view";

const { citySlug: _slug, cityName: _name, ...venueColumns } = venueSummaryColumns;

const approved = eq(venues.status, "approved");

/** Where to look: a city by slug or near a point, or one venue (in its own city). */
type Place = MatchVenuesFilter | { venueId: number };

/** The city asked for by slug (or the venue's), else the site city nearest to the point (longitude scaled by latitude). */
function chosenCityId(filter: Place): SQL {
  if ("venueId" in filter) return sql`(SELECT city_id FROM venues WHERE id = ${filter.venueId})`;
  if (filter.city !== undefined) return sql`(SELECT id FROM cities WHERE slug = ${filter.city})`;
  const lat = filter.lat ?? 0;
  const lng = filter.lng ?? 0;
  const k = Math.cos((lat * Math.PI) / 180);
  return sql`(SELECT id FROM cities WHERE lat IS NOT NULL AND lng IS NOT NULL
    ORDER BY (lat - ${lat}) * (lat - ${lat}) + ((lng - ${lng}) * ${k}) * ((lng - ${lng}) * ${k}) LIMIT 1)`;
}

/**
 * A claim that can list a venue under this match: the match itself, every match anywhere, every match
 * of its competition, or a team playing in it.
 */
function relevantClaim(vc: { matchNumber: SQLWrapper; kind: SQLWrapper; teamCode: SQLWrapper; competitionId: SQLWrapper }, n: number): SQL {
  return or(
    eq(vc.matchNumber, n),
    eq(vc.kind, "all_matches"),
    sql`${vc.competitionId} = (SELECT competition_id FROM matches WHERE number = ${n})`,
    sql`${vc.teamCode} IN (SELECT team1_code FROM matches WHERE number = ${n} UNION SELECT team2_code FROM matches WHERE number = ${n})`,
  ) as SQL;
}

function cityVenueClaimsQuery(db: Db, n: number, filter: Place, now: Date) {
  const hasRelevantClaim = sql`EXISTS (SELECT 1 FROM venue_claims c WHERE c.venue_id = ${venues.id} AND ${relevantClaim(
    { matchNumber: sql`c.match_number`, kind: sql`c.kind`, teamCode: sql`c.team_code`, competitionId: sql`c.competition_id` },
    n,
  )})`;
  return (
    db
      .select({
        city: { slug: cities.slug, name: cities.name },
        venue: venueColumns,
        early: {
          at: venues.opensEarlyAt,
          source: venues.opensEarlySource,
          confirmedAt: venues.opensEarlyConfirmedAt,
          hours: venues.hours,
          timeZone: cities.timeZone,
        },
        claim: { kind: venueClaims.kind, source: venueClaims.source, confirmedAt: venueClaims.confirmedAt, groupName: venueClaims.groupName },
        team: { code: teams.code, name: teams.name, flag: teams.flag },
        reportCount: sql<number>`(SELECT count(*) FROM match_reports r WHERE r.venue_id = ${venues.id} AND r.match_number = ${n})`,
        // Fans going and the people they bring, in the same query (the match page's D1 budget).
        goingFans: sql<number>`(SELECT count(*) FROM match_going g WHERE g.venue_id = ${venues.id} AND g.match_number = ${n})`,
        goingPeople: sql<number>`(SELECT coalesce(sum(g.people), 0) FROM match_going g WHERE g.venue_id = ${venues.id} AND g.match_number = ${n})`,
        facts: matchFactsColumn(n, now),
      })
      .from(cities)
      // Left joins: the city is answered even when no venue there shows the match.
      // A venue that said it is not showing this match after all is left out (its claims stay).
      .leftJoin(
        venues,
        and(
          eq(venues.cityId, cities.id),
          approved,
          hasRelevantClaim,
          notShowingSql(venues.id, n),
          "venueId" in filter ? eq(venues.id, filter.venueId) : undefined,
        ),
      )
      .leftJoin(venueClaims, and(eq(venueClaims.venueId, venues.id), relevantClaim(venueClaims, n)))
      .leftJoin(teams, eq(teams.code, venueClaims.teamCode))
      .where(sql`${cities.id} = ${chosenCityId(filter)}`)
  );
}

type Row = Awaited<ReturnType<typeof cityVenueClaimsQuery>>[number];

const REASON_ORDER: Record<MatchVenue["reason"], number> = { match: 0, supporters: 1, all_matches: 2 };

const meta = (c: { source: ClaimSource; confirmedAt: Date }) => ({ source: c.source, confirmedAt: c.confirmedAt.toISOString() });

/** The public "N going": the real number of people once GOING_THRESHOLD of them from GOING_MIN_FANS fans said so, else null. */
export const publicGoingCount = (people: number, fans: number): number | null => (people >= GOING_THRESHOLD && fans >= GOING_MIN_FANS ? people : null);

/** The public "N going" of a listing: the real number of people, from the threshold on; only where `showGoing` (a match not over, on the page). */
function goingCount(row: Row, showGoing: boolean): number | null {
  return showGoing ? publicGoingCount(Number(row.goingPeople), Number(row.goingFans)) : null;
}

/** One venue's rows (one per relevant claim) as its listing under the match, or null when no claim holds now. */
function toMatchVenue(rows: Row[], sides: Set<string>, point: LatLng | null, kickoffAt: Date, now: Date, showGoing: boolean): MatchVenue | null {
  const first = rows[0];
  if (!first.venue || !first.city) return null;
  let matchClaim: Row["claim"] = null;
  let allClaim: Row["claim"] = null;
  let supporters: SupportersClaim | null = null;
  for (const { claim, team } of rows) {
    if (!claim) continue;
    if (claim.kind === "match") matchClaim = claim;
    // Every match anywhere, or of this match's competition (the only competition claims relevantClaim keeps).
    else if (claim.kind === "all_matches" || claim.kind === "competition") allClaim = claim;
    // A supporters' venue counts for a knockout match only once its team is known to play in it.
    else if (team && sides.has(team.code) && !supporters) supporters = { ...meta(claim), team, groupName: claim.groupName };
  }
  // The strongest claim decides where the venue is listed.
  const listing: [MatchVenue["reason"], ClaimMeta] | null = matchClaim
    ? ["match", meta(matchClaim)]
    : supporters
      ? ["supporters", { source: supporters.source, confirmedAt: supporters.confirmedAt }]
      : allClaim
        ? ["all_matches", meta(allClaim)]
        : null;
  if (!listing) return null;
  const venue = toVenueSummary({ ...first.venue, citySlug: first.city.slug, cityName: first.city.name });
  const km = point && venue.lat !== null && venue.lng !== null ? Math.round(haversineKm(point, { lat: venue.lat, lng: venue.lng }) * 10) / 10 : null;
  const reports = Number(first.reportCount);
  const status = first.early ? toMatchFacts(first.facts, kickoffAt, first.early.timeZone, now) : undefined;
  // The owner's opening time for this match or day replaces the venue's usual early opening.
  const opensEarly = status?.some((f) => f.kind === "opens") ? undefined : opensEarlyFor(first.early, kickoffAt);
  const going = goingCount(first, showGoing);
  return {
    venue,
    reason: listing[0],
    claim: listing[1],
    supporters,
    distanceKm: km,
    // Never a made-up count: below the threshold nothing is said.
    reportCount: reports >= REPORT_THRESHOLD ? reports : null,
    // Only when it applies: the World Cup's answers stay as they were (docs/decisions/029).
    ...(opensEarly ? { opensEarly } : {}),
    // Likewise: absent below the threshold and once the match is over (docs/decisions/033).
    ...(going !== null ? { goingCount: going } : {}),
    ...(status ? { status } : {}),
  };
}

/** "Opens 7:00 for the 7:30 kick-off": when the venue opens early and the kick-off falls before its hours that day. */
function opensEarlyFor(early: Row["early"], kickoffAt: Date): MatchVenue["opensEarly"] {
  if (!early?.at || !early.source || !early.confirmedAt) return undefined;
  const kickoff = earlyKickoff(early.hours, early.timeZone, early.at, kickoffAt);
  return kickoff ? { at: early.at, kickoff, source: early.source, confirmedAt: early.confirmedAt.toISOString() } : undefined;
}

/** Match first, then supporters', then every-match venues; within each, nearest first when a point is given, else by name. */
function compareListings(a: MatchVenue, b: MatchVenue): number {
  return (
    REASON_ORDER[a.reason] - REASON_ORDER[b.reason] ||
    (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
    a.venue.name.localeCompare(b.venue.name, "en", { sensitivity: "base" }) ||
    a.venue.id - b.venue.id
  );
}

/**
 * The venues of a city where a match can be watched, as of `now`. null for an unknown match; a
 * city slug that names no city is a 404 (a point always finds its nearest city when any has coordinates).
 */
export async function listMatchVenues(db: Db, number: number, filter: MatchVenuesFilter, now: Date): Promise<MatchVenues | null> {
  const [match, rows] = await Promise.all([getFixture(db, number, now), cityVenueClaimsQuery(db, number, filter, now)]);
  if (!match) return null;
  if (rows.length === 0) {
    if (filter.city !== undefined) throw notFound("City not found");
    return { city: null, venues: [] };
  }
  const point = filter.lat !== undefined && filter.lng !== undefined ? { lat: filter.lat, lng: filter.lng } : null;
  // Figures only while fans can still answer: upcoming or being played.
  const state = matchState(match, now);
  const showGoing = state === "upcoming" || state === "live";
  return { city: rows[0].city, venues: listings(rows, sidesOf(match), point, new Date(match.kickoffAt), now, showGoing) };
}

const sidesOf = (match: Fixture) => new Set([match.team1?.code, match.team2?.code].filter((c): c is string => !!c));

/**
 * A match (as of `now`) and whether one venue is listed under it now (approved, with a claim that
 * holds, not withdrawn by its owner): what "I'm going" checks before it writes. null for an unknown match. One round trip.
 */
export async function venueListingForMatch(db: Db, number: number, venueId: number, now: Date): Promise<{ match: Fixture; listed: boolean } | null> {
  const [match, rows] = await Promise.all([getFixture(db, number, now), cityVenueClaimsQuery(db, number, { venueId }, now)]);
  if (!match) return null;
  return { match, listed: listings(rows, sidesOf(match), null, new Date(match.kickoffAt), now, false).length > 0 };
}

/** The rows' venues as listings under the match, in listing order. */
function listings(rows: Row[], sides: Set<string>, point: LatLng | null, kickoffAt: Date, now: Date, showGoing: boolean): MatchVenue[] {
  const byVenue = new Map<number, Row[]>();
  for (const row of rows) {
    if (!row.venue) continue;
    byVenue.set(row.venue.id, [...(byVenue.get(row.venue.id) ?? []), row]);
  }
  return [...byVenue.values()].flatMap((r) => toMatchVenue(r, sides, point, kickoffAt, now, showGoing) ?? []).sort(compareListings);
}

/** A city's venues for a match of any competition whose sides are given (the reminder e-mails' list): one query. */
export async function cityVenuesForMatch(db: Db, number: number, sides: string[], citySlug: string, kickoffAt: Date, now = new Date()): Promise<MatchVenue[]> {
  // An e-mail outlives the moment it is sent: no "going" figure in it.
  return listings(await cityVenueClaimsQuery(db, number, { city: citySlug }, now), new Set(sides), null, kickoffAt, now, false);
}

/** A team's supporters' venues (approved), by city then venue name; null for an unknown team. Two queries side by side. */
export async function listTeamVenues(db: Db, code: string): Promise<TeamVenues | null> {
  const [[team], rows] = await Promise.all([
    db.select({ code: teams.code, name: teams.name, flag: teams.flag }).from(teams).where(eq(teams.code, code)),
    db
      .select({ ...venueSummaryColumns, claimSource: venueClaims.source, confirmedAt: venueClaims.confirmedAt, groupName: venueClaims.groupName })
      .from(venueClaims)
      .innerJoin(venues, eq(venues.id, venueClaims.venueId))
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .where(and(eq(venueClaims.teamCode, code), eq(venueClaims.kind, "supporters"), approved))
      .orderBy(asc(sql`${cities.name} COLLATE NOCASE`), asc(sql`${venues.name} COLLATE NOCASE`), asc(venues.id)),
  ]);
  if (!team) return null;
  return {
    team,
    venues: rows.map((r) => ({
      venue: toVenueSummary(r),
      supporters: { source: r.claimSource, confirmedAt: r.confirmedAt.toISOString(), team, groupName: r.groupName },
    })),
  };
}

export interface MatchReportInput {
  venueId: number;
  fanId: string;
  reason: ReportReason;
}

/**
 * Records a fan's report that a venue was not showing a match (or was closed): one per fan, venue and
 * match. Throws 404 for an unknown match or a venue that is not public. A new report bumps the venues
 * scope, so cached listings and venue pages show the new count once it reaches the threshold.
 */
/** What the report window reads of a match: its kick-off, how far it is known, and the competition's zone. */
const timingColumns = { kickoffAt: matches.kickoffAt, kickoffPrecision: matches.kickoffPrecision, timeZone: competitions.timeZone };

/** Refuses a report (or its undo) outside the match's report window, saying when the window is (never that an unconfirmed kick-off happened). */
function assertReportWindow(number: number, m: MatchTiming & { kickoffAt: Date }, now: Date) {
  const window = reportWindow(m, now);
  if (window === "open") return;
  if (m.kickoffPrecision && m.kickoffPrecision !== "exact")
    throw conflict(
      window === "closed"
        ? `Reports on match ${number} are closed: its time was never confirmed, and its day or provisional weekend has passed.`
        : `Reports on match ${number} open 24 hours before the first day it may be played.`,
    );
  const when = m.kickoffAt.toISOString().replace("T", " ").slice(0, 16);
  throw conflict(
    window === "closed"
      ? `Reports on match ${number} are closed: it kicked off at ${when} UTC, and reports are taken until 12 hours after kick-off.`
      : `Reports on match ${number} open 24 hours before its kick-off at ${when} UTC.`,
  );
}

export async function reportMatchVenue(db: Db, number: number, input: MatchReportInput, now: Date): Promise<{ created: boolean }> {
  const [state] = await db
    .select({
      ...timingColumns,
      venueOk: sql<number>`EXISTS (SELECT 1 FROM venues v WHERE v.id = ${input.venueId} AND v.status = 'approved')`,
      already: sql<number>`EXISTS (SELECT 1 FROM match_reports r WHERE r.venue_id = ${input.venueId} AND r.match_number = ${number} AND r.fan_id = ${input.fanId})`,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(eq(matches.number, number));
  if (!state) throw notFound("Match not found");
  if (!state.venueOk) throw notFound("Venue not found");
  assertReportWindow(number, state, now);
  if (state.already) return { created: false };
  const [inserted] = await runBatch(db, [
    db
      .insert(matchReports)
      .values({ venueId: input.venueId, matchNumber: number, fanId: input.fanId, reason: input.reason, createdAt: now })
      .onConflictDoNothing()
      .returning({ venueId: matchReports.venueId }),
    bumpDataVersions(db, ["venues"]),
  ]);
  return { created: inserted.length > 0 };
}

/** Takes back a fan's report while the match's report window is open; removing none is no error. */
export async function withdrawMatchReport(db: Db, number: number, input: { venueId: number; fanId: string }, now: Date): Promise<{ removed: boolean }> {
  const [match] = await db
    .select(timingColumns)
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(eq(matches.number, number));
  if (!match) throw notFound("Match not found");
  assertReportWindow(number, match, now);
  const [removed] = await runBatch(db, [
    db
      .delete(matchReports)
      .where(and(eq(matchReports.venueId, input.venueId), eq(matchReports.matchNumber, number), eq(matchReports.fanId, input.fanId)))
      .returning({ venueId: matchReports.venueId }),
    bumpDataVersions(db, ["venues"]),
  ]);
  return { removed: removed.length > 0 };
}
