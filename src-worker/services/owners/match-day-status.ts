// A venue's live match-day facts set by its owner (docs/decisions/034), free of HTTP: set, replace and
// clear one fact for a match or for today, each with who set it and when, logged and cache-bumped in
// its own batch. How fans' answers read the facts is venues/match-day-sql.ts.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { cities, matches, venueMatchStatus, venues } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Fixture } from "../../shared/contract/competitions";
import type { OwnerMatchDayFact, OwnerMatchDayStatus } from "../../shared/contract/match-day-status";
import { DAY_KINDS, MATCH_DAY_LABELS, type MatchDayKind } from "../../shared/match-day";
import { endOfLocalDay, localDay } from "../../shared/time-zones";
import { MATCH_OVER_MS } from "../../shared/tournament";
import { ownerMatchText } from "../matches/owner-match-text";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";
import { byKind } from "../venues/match-day-sql";
import { assertOwns } from "./owner-venues";

/** A fact is about one match, or about the venue's current local day. */
export type MatchDayTarget = { match: number } | { today: true };

/** How far ahead the owner's page offers matches to pick (any match can still be set by its number). */
const PICKER_DAYS = 8;
const PICKER_LIMIT = 80;

const iso = (ms: number) => new Date(ms).toISOString();

/** The venue's name and zone, and the match (when one is named), in one query; 404 for an unknown match. */
async function targetOf(db: Db, venueId: number, target: MatchDayTarget) {
  const match = "match" in target ? target.match : null;
  const [row] = await db
    .select({
      name: venues.name,
      timeZone: cities.timeZone,
      kickoffAt: sql<number | null>`(SELECT kickoff_at FROM matches WHERE number = ${match})`,
      label: sql<string | null>`(SELECT coalesce(t1.short_name, t1.name, m.team1_slot) || ' v ' || coalesce(t2.short_name, t2.name, m.team2_slot)
        FROM matches m LEFT JOIN teams t1 ON t1.code = m.team1_code LEFT JOIN teams t2 ON t2.code = m.team2_code WHERE m.number = ${match})`,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(venues.id, venueId));
  if (match !== null && row.kickoffAt === null) throw notFound(`No match has the number ${match}.`);
  return { ...row, match };
}

/** Where a fact is kept and until when, refusing what cannot be said (a match already over, "not showing" for a day). */
function placeOf(t: Awaited<ReturnType<typeof targetOf>>, kind: MatchDayKind, now: Date) {
  if (t.match !== null) {
    const over = Number(t.kickoffAt) + MATCH_OVER_MS;
    if (now.getTime() >= over) throw conflict(`Match ${t.match} is over: its match-day status can no longer be changed.`);
    return { subject: `match:${t.match}`, matchNumber: t.match, day: null, expiresAt: new Date(over), what: `Match ${t.match} (${t.label})` };
  }
  if (!DAY_KINDS.includes(kind)) throw badRequest(`"${MATCH_DAY_LABELS[kind]}" is said of a match, not of a day: choose the match.`);
  const day = localDay(now, t.timeZone);
  return { subject: `day:${day}`, matchNumber: null, day, expiresAt: endOfLocalDay(day, t.timeZone), what: `Today (${day})` };
}

const factText = (kind: MatchDayKind, at: string | null) => (kind === "opens" ? `${MATCH_DAY_LABELS.opens} at ${at}` : MATCH_DAY_LABELS[kind]);

/**
 * Sets (or replaces) one fact: said again, it is said now, by this owner. The row, the audit entry
 * and the cache bump are one batch.
 */
export async function setMatchDayStatus(
  db: Db,
  email: string,
  venueId: number,
  target: MatchDayTarget,
  kind: MatchDayKind,
  at: string | undefined,
  now: Date,
): Promise<OwnerMatchDayFact> {
  if (kind === "opens" && !at) throw badRequest("Give the opening time (at), for example 07:00.");
  if (kind !== "opens" && at !== undefined) throw badRequest(`Only "${MATCH_DAY_LABELS.opens}" takes a time.`);
  await assertOwns(db, email, venueId);
  const t = await targetOf(db, venueId, target);
  const place = placeOf(t, kind, now);
  const value = kind === "opens" ? (at as string) : null;
  const key = and(eq(venueMatchStatus.venueId, venueId), eq(venueMatchStatus.subject, place.subject), eq(venueMatchStatus.kind, kind));
  const [before] = await db.select({ value: venueMatchStatus.value }).from(venueMatchStatus).where(key);
  const row = {
    venueId,
    subject: place.subject,
    matchNumber: place.matchNumber,
    day: place.day,
    kind,
    value,
    setBy: email,
    setAt: now,
    expiresAt: place.expiresAt,
  };
  await runBatch(db, [
    db
      .insert(venueMatchStatus)
      .values(row)
      .onConflictDoUpdate({
        target: [venueMatchStatus.venueId, venueMatchStatus.subject, venueMatchStatus.kind],
        set: { value, setBy: email, setAt: now, expiresAt: place.expiresAt },
      }),
    logStatement(
      db,
      "owner_match_status_set",
      { venueId, name: t.name, email, changes: { [place.what]: { before: before ? factText(kind, before.value) : null, after: factText(kind, value) } } },
      now.getTime(),
    ),
    bumpDataVersions(db, ["venues"]),
  ]);
  return { kind, at: value, setAt: now.toISOString(), until: place.expiresAt.toISOString(), match: place.matchNumber, day: place.day, setBy: email };
}

/**
 * Clears one fact ("not showing" taken back restores the listing). Clearing what is not set changes
 * nothing and logs nothing, so a retried DELETE writes nothing twice.
 */
export async function clearMatchDayStatus(db: Db, email: string, venueId: number, target: MatchDayTarget, kind: MatchDayKind, now: Date): Promise<boolean> {
  await assertOwns(db, email, venueId);
  const t = await targetOf(db, venueId, target);
  const place = placeOf(t, kind, now);
  const key = and(eq(venueMatchStatus.venueId, venueId), eq(venueMatchStatus.subject, place.subject), eq(venueMatchStatus.kind, kind));
  const [current] = await db.select({ value: venueMatchStatus.value }).from(venueMatchStatus).where(key);
  if (!current) return false;
  const payload = { venueId, name: t.name, email, changes: { [place.what]: { before: factText(kind, current.value), after: null } } };
  const [, removed] = await runBatch(db, [
    // The log goes first and only while the row is there: of two clears at once, one is logged.
    sql`INSERT INTO admin_logs (event, payload, created_at) SELECT 'owner_match_status_cleared', ${JSON.stringify(payload)}, ${now.getTime()}
      WHERE EXISTS (SELECT 1 FROM venue_match_status WHERE venue_id = ${venueId} AND subject = ${place.subject} AND kind = ${kind})`,
    db.delete(venueMatchStatus).where(key).returning({ value: venueMatchStatus.value }),
    bumpDataVersions(db, ["venues"]),
  ]);
  return removed.length > 0;
}

type Side = NonNullable<Fixture["team1"]>;

/** A joined team row as a Fixture's side (JSON, null without a team). */
const sideJson = (t: "t1" | "t2") =>
  sql.raw(`CASE WHEN ${t}.code IS NULL THEN NULL ELSE json_object('code', ${t}.code, 'kind', ${t}.kind, 'name', ${t}.name,
    'shortName', coalesce(${t}.short_name, ${t}.name), 'nameEs', ${t}.name_es, 'flag', ${t}.flag) END`);

/** The owner's page: today at the venue, its live facts (with who set them), and the matches to pick from. */
export async function ownerMatchDayStatus(db: Db, email: string, venueId: number, now: Date): Promise<OwnerMatchDayStatus> {
  await assertOwns(db, email, venueId);
  const notOver = now.getTime() - MATCH_OVER_MS;
  const [[venue], facts, picks] = await Promise.all([
    db.select({ timeZone: cities.timeZone }).from(venues).innerJoin(cities, eq(cities.id, venues.cityId)).where(eq(venues.id, venueId)),
    db
      .select({ f: venueMatchStatus, kickoffAt: matches.kickoffAt })
      .from(venueMatchStatus)
      .leftJoin(matches, eq(matches.number, venueMatchStatus.matchNumber))
      .where(eq(venueMatchStatus.venueId, venueId)),
    db.all<{
      number: number;
      kickoffAt: number;
      kickoffPrecision: "exact" | "time_tbc" | "date_tbc";
      competitionId: string;
      competition: string;
      sourceZone: string;
      team1: string | null;
      team2: string | null;
      team1Slot: string | null;
      team2Slot: string | null;
      shown: number;
    }>(sql`
      SELECT m.number, m.kickoff_at AS kickoffAt, m.kickoff_precision AS kickoffPrecision, m.competition_id AS competitionId, co.short_en AS competition,
        co.time_zone AS sourceZone, ${sideJson("t1")} AS team1, ${sideJson("t2")} AS team2, m.team1_slot AS team1Slot, m.team2_slot AS team2Slot,
        EXISTS (SELECT 1 FROM venue_claims vc WHERE vc.venue_id = ${venueId} AND (vc.subject IN ('all', 'match:' || m.number, 'competition:' || m.competition_id)
          OR vc.team_code IN (m.team1_code, m.team2_code))) AS shown
      FROM matches m JOIN competitions co ON co.id = m.competition_id
        LEFT JOIN teams t1 ON t1.code = m.team1_code LEFT JOIN teams t2 ON t2.code = m.team2_code
      WHERE m.status = 'scheduled' AND m.kickoff_at > ${notOver} AND (m.kickoff_at < ${now.getTime() + PICKER_DAYS * 86_400_000}
        OR m.number IN (SELECT match_number FROM venue_match_status WHERE venue_id = ${venueId}))
      ORDER BY shown DESC, m.kickoff_at, m.number LIMIT ${PICKER_LIMIT}`),
  ]);
  const live = facts.filter(({ f, kickoffAt }) => (kickoffAt ? kickoffAt.getTime() + MATCH_OVER_MS : f.expiresAt.getTime()) > now.getTime());
  return {
    today: localDay(now, venue.timeZone),
    timeZone: venue.timeZone,
    facts: live
      .map(({ f, kickoffAt }) => ({
        kind: f.kind,
        at: f.value,
        setAt: f.setAt.toISOString(),
        until: new Date(kickoffAt ? kickoffAt.getTime() + MATCH_OVER_MS : f.expiresAt.getTime()).toISOString(),
        match: f.matchNumber,
        day: f.day,
        setBy: f.setBy,
      }))
      .sort((a, b) => (a.match ?? 0) - (b.match ?? 0) || byKind(a, b)),
    matches: picks.map((m) => {
      const kickoffAt = iso(m.kickoffAt);
      const side = (json: string | null) => (json ? (JSON.parse(json) as Side) : null);
      const text = ownerMatchText(
        {
          team1: side(m.team1),
          team2: side(m.team2),
          team1Slot: m.team1Slot,
          team2Slot: m.team2Slot,
          kickoffAt,
          kickoffPrecision: m.kickoffPrecision,
          timeZone: m.sourceZone,
          competition: { id: m.competitionId },
        },
        venue.timeZone,
      );
      return { number: m.number, kickoffAt, kickoffPrecision: m.kickoffPrecision, competition: m.competition, ...text, shown: Boolean(m.shown) };
    }),
  };
}

/**
 * Cron: a day's facts past the venue's local midnight are forgotten (who set them stays in the audit).
 * A match's facts stay: they are read against its kick-off, which a feed may still move.
 */
export async function purgeLapsedDayFacts(db: Db, now: Date): Promise<void> {
  await db.delete(venueMatchStatus).where(and(isNull(venueMatchStatus.matchNumber), lte(venueMatchStatus.expiresAt, now)));
}
