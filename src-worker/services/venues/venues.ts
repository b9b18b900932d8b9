// Public venue reads: a city's filtered list (whole, a page at a time, or as map points), featured
// venues, paging or id lists, one venue, tags. Every query returns approved venues only, in one
// statement: lists in the summary form (toVenueSummary), one venue in the whole public form
// (toPublicVenue).
import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, matches, venues } from "../../db/schema";
import { VERIFIED_FRESH_DAYS, type VenueListSort } from "../../shared/constants";
import type { CityVenuePage, CityVenuePoint } from "../../shared/contract/cities";
import type { Venue, VenueSummary } from "../../shared/contract/venues";
import type { LatLng } from "../../shared/geo";
import { localDay } from "../../shared/time-zones";
import { cityIdBySlugQuery } from "../cities/cities";
import { notShowingSql, notShownNumbers, toVenueMatchDay, venueFactsColumn } from "./match-day-sql";
import { toVenueClaims, venueClaimsColumns } from "./venue-claims";
import { cityJoin, publicVenueColumns, type SummaryRow, toPublicVenue, toVenueSummary, venueSummaryColumns } from "./venue-view";

const FEATURED_LIMIT = 12;

export interface CityVenueFilter {
  familyFriendly?: boolean;
  hasFood?: boolean;
  bigScreens?: boolean;
  openLate?: boolean;
  /** Confirmed by their owner within VERIFIED_FRESH_DAYS (of `now`). */
  verified?: boolean;
  /** Not a place from open map data still unconfirmed (docs/decisions/030). */
  confirmed?: boolean;
  /** Venues must carry ALL of these tags. */
  tags?: string[];
  /** Venues that claim this match or every match. */
  match?: number;
  /** Supporters' venues of this team (FIFA code). */
  supporters?: string;
  sortBy: VenueListSort;
  /** Where 'nearest' measures from (the contract rounds it to about 1 km). */
  near?: LatLng;
}

const approved = eq(venues.status, "approved");
const nameNoCase = sql`${venues.name} COLLATE NOCASE`;

/** Featured right now: the flag is set and the paid period has not ended (the cron clears it later). */
const featuredNow = (now: Date) => and(eq(venues.isFeatured, true), or(isNull(venues.featuredUntil), gt(venues.featuredUntil, now)));

/**
 * Squared equirectangular distance in degrees of latitude: it orders venues as the great-circle
 * distance does at a city's scale, and SQLite computes it without math functions (the cosine of the
 * point's latitude is bound as a number).
 */
function distanceFrom({ lat, lng }: LatLng): SQL {
  const k = Math.cos((lat * Math.PI) / 180);
  return sql`((${venues.lat} - ${lat}) * (${venues.lat} - ${lat}) + (${venues.lng} - ${lng}) * (${venues.lng} - ${lng}) * ${k * k})`;
}

/**
 * 1 for a place from open map data that nothing confirms yet (docs/decisions/042): no owner manages or
 * verified it, it is not featured, and it claims no match. The default order lists these after the rest.
 */
const unconfirmedOpenData = (now: Date) =>
  sql`(CASE WHEN ${venues.source} = 'open_data' AND ${venues.verifiedAt} IS NULL AND NOT (${featuredNow(now)})
    AND NOT EXISTS (SELECT 1 FROM venue_owners vo WHERE vo.venue_id = ${venues.id})
    AND NOT EXISTS (SELECT 1 FROM venue_claims vc WHERE vc.venue_id = ${venues.id}) THEN 1 ELSE 0 END)`;

function orderFor({ sortBy, near }: Pick<CityVenueFilter, "sortBy" | "near">, now: Date): SQL[] {
  const unrated = sql`(${venues.ratingCount} = 0)`; // rated venues (0) before unrated ones (1)
  switch (sortBy) {
    case "featured":
      // The default: confirmed and claimed venues first, unconfirmed open map data places after; each group as before.
      return [asc(unconfirmedOpenData(now)), desc(sql`CASE WHEN ${featuredNow(now)} THEN 1 ELSE 0 END`), asc(nameNoCase), asc(venues.id)];
    case "rating":
      return [
        asc(unrated),
        desc(sql`(CAST(${venues.ratingSum} AS REAL) / NULLIF(${venues.ratingCount}, 0))`),
        desc(venues.ratingCount),
        asc(nameNoCase),
        asc(venues.id),
      ];
    case "reviews":
      return [asc(unrated), desc(venues.ratingCount), asc(nameNoCase), asc(venues.id)];
    case "name":
      return [asc(nameNoCase), asc(venues.id)];
    case "nearest":
      // Venues without coordinates last, in name order (the contract makes sure a point is given).
      return [asc(sql`(${venues.lat} IS NULL OR ${venues.lng} IS NULL)`), asc(distanceFrom(near ?? { lat: 0, lng: 0 })), asc(nameNoCase), asc(venues.id)];
    case "verified":
      // Confirmed by their owners, latest first; never-confirmed venues after them.
      return [asc(sql`(${venues.verifiedAt} IS NULL)`), desc(venues.verifiedAt), asc(nameNoCase), asc(venues.id)];
  }
}

/** Twelve hours either side of the site's day in any time zone: the kick-offs that may be "today" in the city. */
const TODAY_WINDOW_MS = 38 * 3_600_000;

/**
 * The kick-offs (epoch ms) of the matches the venue confirmed showing one by one (a claim of the match
 * itself, not taken back) near `now`, as JSON; the city's own day is picked in JS (showingToday).
 */
const claimedKickoffsColumn = (now: Date) =>
  sql<string | null>`(SELECT json_group_array(${matches.kickoffAt}) FROM venue_claims vc JOIN ${matches} ON ${matches.number} = vc.match_number
    WHERE vc.venue_id = ${venues.id} AND vc.kind = 'match'
      AND ${matches.kickoffAt} > ${now.getTime() - TODAY_WINDOW_MS} AND ${matches.kickoffAt} < ${now.getTime() + TODAY_WINDOW_MS}
      AND ${notShowingSql(venues.id, matches.number)})`;

/** The city list's columns: the summary, the city's time zone and the kick-offs for "Showing today". */
const cityListColumns = (now: Date) => ({ ...venueSummaryColumns, timeZone: cities.timeZone, claimedKickoffs: claimedKickoffsColumn(now) });

type CityListRow = SummaryRow & { timeZone: string; claimedKickoffs: string | null };

/** A city list's venue: "Showing today" when it confirmed a match kicking off on the city's day (the site's clock). */
export function toCityVenue(row: CityListRow, now: Date): VenueSummary {
  const summary = toVenueSummary(row);
  const kickoffs = row.claimedKickoffs ? (JSON.parse(row.claimedKickoffs) as number[]) : [];
  const today = localDay(now, row.timeZone);
  return kickoffs.some((k) => localDay(new Date(k), row.timeZone) === today) ? { ...summary, showingToday: true } : summary;
}

/** What a city's venue must be to be listed under the filter (its city is matched apart). */
function filterConditions(filter: Omit<CityVenueFilter, "sortBy">, now: Date): SQL[] {
  const conditions: SQL[] = [approved];
  if (filter.verified) conditions.push(gt(venues.verifiedAt, new Date(now.getTime() - VERIFIED_FRESH_DAYS * 86_400_000)));
  if (filter.confirmed) {
    conditions.push(sql`NOT (${venues.source} = 'open_data' AND NOT EXISTS (SELECT 1 FROM venue_owners vo WHERE vo.venue_id = ${venues.id}))`);
  }
  if (filter.familyFriendly) conditions.push(eq(venues.familyFriendly, true));
  if (filter.hasFood) conditions.push(eq(venues.hasFood, true));
  if (filter.bigScreens) conditions.push(eq(venues.bigScreens, true));
  if (filter.openLate) conditions.push(eq(venues.openLate, true));
  for (const tag of filter.tags ?? []) {
    conditions.push(sql`EXISTS (SELECT 1 FROM json_each(${venues.tags}) WHERE json_each.value = ${tag})`);
  }
  // Claims are keyed by (venue, subject): each test is a primary-key lookup.
  if (filter.match) {
    // Every match anywhere, every match of the match's competition, or the match itself.
    conditions.push(
      sql`EXISTS (SELECT 1 FROM venue_claims vc WHERE vc.venue_id = ${venues.id} AND vc.subject IN ('all', ${`match:${filter.match}`}, (SELECT 'competition:' || competition_id FROM matches WHERE number = ${filter.match})))`,
      // Unless the venue said it is not showing this one after all (docs/decisions/034).
      notShowingSql(venues.id, filter.match),
    );
  }
  if (filter.supporters) {
    conditions.push(sql`EXISTS (SELECT 1 FROM venue_claims vc WHERE vc.venue_id = ${venues.id} AND vc.subject = ${`team:${filter.supporters}`})`);
  }
  return conditions;
}

/** The approved venues of the city with this slug matching the filter (not executed: tests EXPLAIN it). */
export function cityVenuesQuery(db: Db, citySlug: string, filter: CityVenueFilter, now = new Date()) {
  return db
    .select(cityListColumns(now))
    .from(venues)
    .innerJoin(...cityJoin)
    .where(and(eq(cities.slug, citySlug), ...filterConditions(filter, now)))
    .orderBy(...orderFor(filter, now));
}

/**
 * null when no city has this slug. One query; a second one only when the list is empty, to tell an
 * unknown city (404) from a city without matches. (Not a db.batch: batched results are keyed by column
 * name, and venues.name and cities.name would collide.)
 */
export async function listCityVenues(db: Db, citySlug: string, filter: CityVenueFilter, now = new Date()): Promise<VenueSummary[] | null> {
  const rows = await cityVenuesQuery(db, citySlug, filter, now);
  if (rows.length === 0) {
    const [city] = await cityIdBySlugQuery(db, citySlug);
    if (!city) return null;
  }
  return rows.map((r) => toCityVenue(r, now));
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of cityVenuesQuery's list, each row carrying the number of venues the filter matches
 * (a window count, taken before LIMIT): the page and its total in one statement.
 */
export function cityVenuePageQuery(db: Db, citySlug: string, filter: CityVenueFilter, { limit, offset }: PageWindow, now = new Date()) {
  return db
    .select({ ...cityListColumns(now), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(venues)
    .innerJoin(...cityJoin)
    .where(and(eq(cities.slug, citySlug), ...filterConditions(filter, now)))
    .orderBy(...orderFor(filter, now))
    .limit(limit)
    .offset(offset);
}

/** The number of the city's venues the filter matches: one row when the city exists, none otherwise. */
function cityVenueCountQuery(db: Db, citySlug: string, filter: CityVenueFilter, now: Date) {
  return db
    .select({ total: sql<number>`count(${venues.id})`.mapWith(Number) })
    .from(cities)
    .leftJoin(venues, and(eq(venues.cityId, cities.id), ...filterConditions(filter, now)))
    .where(eq(cities.slug, citySlug))
    .groupBy(cities.id);
}

/**
 * A page of the city's filtered, sorted venues and how many there are in all; null when no city has
 * this slug. One query; a second one only when the page is empty (an unknown city, no match, or an
 * offset past the end), for the total.
 */
export async function listCityVenuePage(
  db: Db,
  citySlug: string,
  filter: CityVenueFilter,
  window: PageWindow,
  now = new Date(),
): Promise<CityVenuePage | null> {
  const rows = await cityVenuePageQuery(db, citySlug, filter, window, now);
  if (rows.length > 0) return { venues: rows.map((r) => toCityVenue(r, now)), total: rows[0].total, ...window };
  const [city] = await cityVenueCountQuery(db, citySlug, filter, now);
  return city ? { venues: [], total: city.total, ...window } : null;
}

/** Coordinates to 5 decimals (about 1 m): what a map marker needs, in fewer bytes. */
const coord = (x: number) => Math.round(x * 1e5) / 1e5;

/**
 * Every venue of the city the filter matches, as map points (CityVenuePoint); null when no
 * city has this slug. One query; a second one only when there is none, to tell an unknown city.
 */
export async function listCityVenuePoints(db: Db, citySlug: string, filter: CityVenueFilter, now = new Date()): Promise<CityVenuePoint[] | null> {
  const rows = await db
    .select({ id: venues.id, lat: venues.lat, lng: venues.lng, name: venues.name, address: venues.address })
    .from(venues)
    .innerJoin(...cityJoin)
    .where(and(eq(cities.slug, citySlug), ...filterConditions(filter, now)))
    .orderBy(asc(venues.id));
  if (rows.length === 0) {
    const [city] = await cityIdBySlugQuery(db, citySlug);
    if (!city) return null;
  }
  return rows.map((r) => [r.id, r.lat === null ? null : coord(r.lat), r.lng === null ? null : coord(r.lng), r.name, r.address]);
}

/** Currently featured venues, the ones whose paid period ends soonest last (not executed: tests EXPLAIN it). */
export function featuredVenuesQuery(db: Db, now = new Date()) {
  return db
    .select(venueSummaryColumns)
    .from(venues)
    .innerJoin(...cityJoin)
    .where(and(approved, featuredNow(now)))
    .orderBy(desc(sql`(${venues.featuredUntil} IS NULL)`), desc(venues.featuredUntil), asc(nameNoCase), asc(venues.id))
    .limit(FEATURED_LIMIT);
}

export async function listFeaturedVenues(db: Db): Promise<VenueSummary[]> {
  return (await featuredVenuesQuery(db)).map(toVenueSummary);
}

/** A page of approved venues in name order. */
export async function listVenuesPage(db: Db, limit: number, offset: number): Promise<VenueSummary[]> {
  const rows = await db
    .select(venueSummaryColumns)
    .from(venues)
    .innerJoin(...cityJoin)
    .where(approved)
    .orderBy(asc(nameNoCase), asc(venues.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toVenueSummary);
}

/** How many approved venues there are: the total a page of listVenuesPage is part of. */
export async function countVenues(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(venues)
    .innerJoin(...cityJoin)
    .where(approved);
  return Number(row?.n ?? 0);
}

/** The approved venues among these ids, in the order asked; unknown or unapproved ids are skipped. */
export async function listVenuesByIds(db: Db, ids: number[]): Promise<VenueSummary[]> {
  if (ids.length === 0) return [];
  // One bound JSON array instead of one parameter per id (D1 allows at most 100 per statement).
  const rows = await db
    .select(venueSummaryColumns)
    .from(venues)
    .innerJoin(...cityJoin)
    .where(and(approved, sql`${venues.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toVenueSummary(row)] : [];
  });
}

/** The public venue with its tournament claims as of `now`, or null when it does not exist or is not approved. */
export async function getPublicVenue(db: Db, id: number, now: Date): Promise<Venue | null> {
  const [row] = await db
    .select({ ...publicVenueColumns, ...venueClaimsColumns, factsJson: venueFactsColumn(now) })
    .from(venues)
    .innerJoin(...cityJoin)
    .where(and(eq(venues.id, id), approved))
    .limit(1);
  if (!row) return null;
  const matchDay = toVenueMatchDay(row.factsJson);
  const claims = await toVenueClaims(db, row, now);
  // A match the venue is not showing after all is not listed as shown; its claim stays (docs/decisions/034).
  const dropped = notShownNumbers(matchDay);
  if (dropped.size && claims.showing) claims.showing = claims.showing.filter((s) => !dropped.has(s.fixture.number));
  return { ...toPublicVenue(row), claims, ...(matchDay ? { matchDay } : {}) };
}

/** Distinct tags of approved venues, alphabetical (case-insensitive). */
export async function listTags(db: Db): Promise<string[]> {
  // Raw SQL: json_each (a table-valued function) has no query-builder form.
  const rows = await db.all<{ tag: string }>(sql`
    SELECT DISTINCT t.value AS tag
    FROM ${venues}, json_each(${venues.tags}) AS t
    WHERE ${venues.status} = 'approved' AND t.type = 'text' AND trim(t.value) <> ''
    ORDER BY t.value COLLATE NOCASE, t.value`);
  return rows.map((r) => r.tag);
}

/**
 * A change of a venue's weekly hours (by its owner or an admin) retires its legacy one-line summary
 * in the same write: the weekly hours are the one source of the venue's hours (decision 020), and a
 * summary kept beside them would come back stale. Recorded in `changes` like any other field; an
 * edit that also sets the summary itself keeps what it sets.
 */
export function legacyHoursCleared(
  current: { hoursShort: string | null },
  changes: Record<string, { before: unknown; after: unknown }>,
): { hoursShort?: null } {
  if (!changes.hours || current.hoursShort === null || changes.hoursShort) return {};
  changes.hoursShort = { before: current.hoursShort, after: null };
  return { hoursShort: null };
}
