// "I'm going" (docs/decisions/033): a fan says they are going to a venue for a match, with how many
// people, changes the number or takes it back. One answer per anonymous fan, venue and match (the
// table's key), written with the "going" data-version bump in one batch, so the match's cached venue
// list shows the new figure. Refused, with nothing written, for a match that is over, cancelled or
// unknown, and for a venue that is not listed under the match now. Free of HTTP.
import { aliasedTable, and, asc, eq, gt, ne, or, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { competitions, matches, matchGoing, teams, venues } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { Fixture } from "../../shared/contract/competitions";
import type { FanGoing, GoingRemoved, GoingSaved, OwnerGoing, VenueGoing } from "../../shared/contract/going";
import { type KickoffPrecision, MATCH_OVER_MS, matchState } from "../../shared/tournament";
import { getFixture, side, sideColumns } from "../matches/competitions";
import { ownerMatchText } from "../matches/owner-match-text";
import { bumpDataVersions } from "../platform/data-versions";
import { notShowingSql } from "./match-day-sql";
import { publicGoingCount, venueListingForMatch } from "./match-venues";

interface GoingKey {
  number: number;
  venueId: number;
  fanId: string;
}

const when = (kickoffAt: string) => `${kickoffAt.replace("T", " ").slice(0, 16)} UTC`;

/**
 * Refuses an answer on a match that is over, saying when it kicked off, or on one whose time was never
 * confirmed and whose day or provisional weekend has passed: it is not known to have kicked off at all.
 */
function assertNotOver(match: Fixture, now: Date) {
  const state = matchState(match, now);
  if (state === "unconfirmed")
    throw conflict(
      `Match ${match.number}'s time was never confirmed, and ${match.kickoffPrecision === "date_tbc" ? "its provisional dates have" : "its day has"} passed with no result: "I'm going" is taken only while it is upcoming.`,
    );
  if (state === "over")
    throw conflict(`Match ${match.number} is over (it kicked off at ${when(match.kickoffAt)}): "I'm going" is taken until 3 hours after kick-off.`);
}

const keyOf = ({ number, venueId, fanId }: GoingKey) => and(eq(matchGoing.venueId, venueId), eq(matchGoing.matchNumber, number), eq(matchGoing.fanId, fanId));

/** Says (or changes) how many people the fan brings; a retry with the same number changes nothing. */
export async function setGoing(db: Db, key: GoingKey, people: number, now: Date): Promise<GoingSaved> {
  const [state, [existing]] = await Promise.all([
    venueListingForMatch(db, key.number, key.venueId, now),
    db.select({ people: matchGoing.people }).from(matchGoing).where(keyOf(key)),
  ]);
  if (!state) throw notFound("Match not found");
  assertNotOver(state.match, now);
  if (state.match.status === "cancelled") throw conflict(`Match ${key.number} was cancelled: there is nothing to go to.`);
  if (!state.listed) throw notFound(`Venue ${key.venueId} is not listed for match ${key.number}.`);
  const answer = { matchNumber: key.number, venueId: key.venueId, people };
  if (existing?.people === people) return { ...answer, created: false };
  await runBatch(db, [
    db
      .insert(matchGoing)
      .values({ venueId: key.venueId, matchNumber: key.number, fanId: key.fanId, people, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [matchGoing.venueId, matchGoing.matchNumber, matchGoing.fanId], set: { people, updatedAt: now } }),
    bumpDataVersions(db, ["going"]),
  ]);
  return { ...answer, created: !existing };
}

/** Takes the fan's answer back (none is no error) while the match is not over. */
export async function removeGoing(db: Db, key: GoingKey, now: Date): Promise<GoingRemoved> {
  const match = await getFixture(db, key.number, now);
  if (!match) throw notFound("Match not found");
  // A cancelled match's answer can still be taken back.
  assertNotOver(match, now);
  const [removed] = await runBatch(db, [db.delete(matchGoing).where(keyOf(key)).returning({ people: matchGoing.people }), bumpDataVersions(db, ["going"])]);
  return { matchNumber: key.number, venueId: key.venueId, people: null, removed: removed.length > 0 };
}

/** How long a kick-off never confirmed may stay upcoming after its stored instant: a Friday placeholder's weekend ends with the Monday. */
const UNCONFIRMED_SPAN_MS = 4 * 86_400_000;

/**
 * Matches that may still be counted, in SQL: a confirmed kick-off less than MATCH_OVER_MS ago, one never
 * confirmed within UNCONFIRMED_SPAN_MS of its stored instant; `stillOn` then applies the rule itself.
 */
const notOver = (now: Date) =>
  or(
    gt(matches.kickoffAt, new Date(now.getTime() - MATCH_OVER_MS)),
    and(ne(matches.kickoffPrecision, "exact"), gt(matches.kickoffAt, new Date(now.getTime() - UNCONFIRMED_SPAN_MS))),
  );

/** What `stillOn` reads of a match (its result as of the clock: shown once three hours past the stored kick-off). */
const timingColumns = { kickoffAt: matches.kickoffAt, kickoffPrecision: matches.kickoffPrecision, timeZone: competitions.timeZone, result: matches.result };
type Timing = { kickoffAt: Date; kickoffPrecision: KickoffPrecision; timeZone: string; result: unknown };

/** Upcoming or being played: a fan may still answer, so the answer still counts (docs/decisions/038). */
function stillOn(m: Timing, now: Date): boolean {
  const result = now.getTime() >= m.kickoffAt.getTime() + MATCH_OVER_MS ? m.result : null;
  const state = matchState({ ...m, result }, now);
  return state === "upcoming" || state === "live";
}

/** The fan's own answers on matches that are not over. One query. */
export async function fanGoing(db: Db, fanId: string, now: Date): Promise<FanGoing> {
  const rows = await db
    .select({ matchNumber: matchGoing.matchNumber, venueId: matchGoing.venueId, people: matchGoing.people, timing: timingColumns })
    .from(matchGoing)
    .innerJoin(matches, eq(matches.number, matchGoing.matchNumber))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(and(eq(matchGoing.fanId, fanId), notOver(now)))
    .orderBy(asc(matches.kickoffAt), asc(matchGoing.venueId));
  return { going: rows.filter((r) => stillOn(r.timing, now)).map(({ timing: _, ...r }) => r) };
}

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

/**
 * The venue's real figures per match that is not over and has answers, soonest first: fans and
 * people in all (its owner sees them from the first answer, below the public threshold). One query.
 */
export async function ownerGoing(db: Db, venueId: number, now: Date): Promise<OwnerGoing> {
  const rows = await db
    .select({
      matchNumber: matches.number,
      kickoffAt: matches.kickoffAt,
      kickoffPrecision: matches.kickoffPrecision,
      competitionId: matches.competitionId,
      sourceZone: competitions.timeZone,
      venueZone: sql<string>`(SELECT c.time_zone FROM venues v JOIN cities c ON c.id = v.city_id WHERE v.id = ${venueId})`,
      team1: sideColumns(team1),
      team2: sideColumns(team2),
      team1Slot: matches.team1Slot,
      team2Slot: matches.team2Slot,
      fans: sql<number>`count(*)`,
      people: sql<number>`sum(${matchGoing.people})`,
      result: matches.result,
    })
    .from(matchGoing)
    .innerJoin(matches, eq(matches.number, matchGoing.matchNumber))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .leftJoin(team1, eq(team1.code, matches.team1Code))
    .leftJoin(team2, eq(team2.code, matches.team2Code))
    .where(and(eq(matchGoing.venueId, venueId), notOver(now)))
    .groupBy(matches.number)
    .orderBy(asc(matches.kickoffAt), asc(matches.number));
  return {
    matches: rows
      .filter((r) => stillOn({ ...r, timeZone: r.sourceZone }, now))
      .map((r) => ({
        matchNumber: r.matchNumber,
        kickoffAt: r.kickoffAt.toISOString(),
        // Named and timed as the venue page's row says it, in the venue's zone.
        ...ownerMatchText(
          {
            team1: side(r.team1),
            team2: side(r.team2),
            team1Slot: r.team1Slot,
            team2Slot: r.team2Slot,
            kickoffAt: r.kickoffAt.toISOString(),
            kickoffPrecision: r.kickoffPrecision,
            timeZone: r.sourceZone,
            competition: { id: r.competitionId },
          },
          r.venueZone,
        ),
        fans: Number(r.fans),
        people: Number(r.people),
      })),
  };
}

/**
 * The venue page's public counts: per match not over nor cancelled, and not one the venue said it is
 * not showing after all, that reached the threshold. An unknown or unpublished venue is a 404. One
 * round trip (the venue and its counts in one batch).
 */
export async function venueGoing(db: Db, venueId: number, now: Date): Promise<VenueGoing> {
  const [venue, rows] = await db.batch([
    db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.status, "approved"))),
    db
      .select({ matchNumber: matchGoing.matchNumber, fans: sql<number>`count(*)`, people: sql<number>`sum(${matchGoing.people})`, timing: timingColumns })
      .from(matchGoing)
      .innerJoin(matches, eq(matches.number, matchGoing.matchNumber))
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(and(eq(matchGoing.venueId, venueId), notOver(now), ne(matches.status, "cancelled"), notShowingSql(sql`${matchGoing.venueId}`, matches.number)))
      .groupBy(matchGoing.matchNumber)
      .orderBy(asc(matches.kickoffAt), asc(matchGoing.matchNumber)),
  ]);
  if (!venue.length) throw notFound("Venue not found");
  return {
    matches: rows.flatMap((r) => {
      if (!stillOn(r.timing, now)) return [];
      const goingCount = publicGoingCount(Number(r.people), Number(r.fans));
      return goingCount === null ? [] : [{ matchNumber: r.matchNumber, goingCount }];
    }),
  };
}
