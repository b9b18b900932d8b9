// A venue's live match-day facts set by its owner (docs/decisions/034), free of HTTP: set, replace and
// clear one fact for a match or for today, each with who set it and when, logged and cache-bumped in
// its own batch; and the SQL that folds the facts into the match list, the city filter and the venue
// page's existing queries (no query of their own, so their D1 budgets hold).
import { and, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../db/batch";
import type { Db } from "../db/client";
import { cities, matches, venueMatchStatus, venues } from "../db/schema";
import { badRequest, conflict, notFound } from "../lib/errors";
import type { Fixture } from "../shared/contract/competitions";
import type { MatchDayFact, OwnerMatchDayFact, OwnerMatchDayStatus, VenueMatchDay } from "../shared/contract/match-day-status";
import { DAY_KINDS, MATCH_DAY_KINDS, MATCH_DAY_LABELS, type MatchDayKind } from "../shared/match-day";
import { endOfLocalDay, localDay } from "../shared/time-zones";
import { MATCH_OVER_MS } from "../shared/tournament";
import { logStatement } from "./admin-logs";
import { bumpDataVersions } from "./data-versions";
import { ownerMatchText } from "./owner-match-text";
import { assertOwns } from "./owner-venues";

/** A fact is about one match, or about the venue's current local day. */
export type MatchDayTarget = { match: number } | { today: true };

/** How far ahead the owner's page offers matches to pick (any match can still be set by its number). */
const PICKER_DAYS = 8;
const PICKER_LIMIT = 80;

/**
 * The venue said it is not showing match `n` after all: it leaves that match's lists (the match page,
 * the city's "Showing match" filter, what's on's counts, reminders) for good, while its claims stay.
 * A primary-key lookup.
 */
export function notShowingSql(venueId: SQL | typeof venues.id, matchNumber: number | typeof matches.number): SQL {
  // A bound number is concatenated as written by the driver (possibly "1001.0"): the subject is built here.
  const subject = typeof matchNumber === "number" ? sql`${`match:${matchNumber}`}` : sql`'match:' || ${matchNumber}`;
  return sql`NOT EXISTS (SELECT 1 FROM venue_match_status vms WHERE vms.venue_id = ${venueId} AND vms.subject = ${subject} AND vms.kind = 'not_showing')`;
}

/**
 * Column for a venue select under match `n` (the venue's row as `venues`): the facts for that match
 * and the venue's day facts not yet lapsed, as JSON (toMatchFacts keeps those that apply).
 */
export const matchFactsColumn = (n: number, now: Date) =>
  sql<string | null>`(SELECT json_group_array(json_object('kind', vms.kind, 'at', vms.value, 'setAt', vms.set_at, 'day', vms.day, 'expiresAt', vms.expires_at))
    FROM venue_match_status vms WHERE vms.venue_id = ${venues.id} AND vms.kind <> 'not_showing'
      AND (vms.subject = ${`match:${n}`} OR (vms.match_number IS NULL AND vms.expires_at > ${now.getTime()})))`;

interface StoredFact {
  kind: MatchDayKind;
  at: string | null;
  setAt: number;
  day: string | null;
  expiresAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const KIND_ORDER = Object.fromEntries(MATCH_DAY_KINDS.map((k, i) => [k, i])) as Record<MatchDayKind, number>;
const byKind = (a: { kind: MatchDayKind }, b: { kind: MatchDayKind }) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind];

/**
 * The facts fans see under a match: the match's own until three hours after its kick-off, and the
 * venue's day facts when the match kicks off on that local day. A fact for the match wins over the
 * same kind said for the day. Undefined when none applies, so other answers stay as they were.
 */
export function toMatchFacts(json: string | null, kickoffAt: Date, timeZone: string, now: Date): MatchDayFact[] | undefined {
  const over = kickoffAt.getTime() + MATCH_OVER_MS;
  if (!json || now.getTime() >= over) return undefined;
  const kickoffDay = localDay(kickoffAt, timeZone);
  const facts = new Map<MatchDayKind, MatchDayFact>();
  const stored = JSON.parse(json) as StoredFact[];
  // Match facts first: a day fact of the same kind does not replace them.
  for (const f of [...stored.filter((s) => s.day === null), ...stored.filter((s) => s.day !== null)]) {
    if (facts.has(f.kind)) continue;
    if (f.day !== null && (f.day !== kickoffDay || f.expiresAt <= now.getTime())) continue;
    facts.set(f.kind, { kind: f.kind, at: f.at, setAt: iso(f.setAt), until: iso(f.day === null ? over : f.expiresAt) });
  }
  return facts.size ? [...facts.values()].sort(byKind) : undefined;
}

/** Column for the public venue select: every fact not lapsed, with its match's sides, as JSON. */
export const venueFactsColumn = (now: Date) =>
  sql<string | null>`(SELECT json_group_array(json_object(
      'kind', vms.kind, 'at', vms.value, 'setAt', vms.set_at, 'day', vms.day, 'expiresAt', vms.expires_at,
      'match', CASE WHEN m.number IS NULL THEN NULL ELSE json_object('number', m.number, 'kickoffAt', m.kickoff_at, 'kickoffPrecision', m.kickoff_precision,
        'competition', json_object('id', m.competition_id),
        'timeZone', coalesce((SELECT s.time_zone FROM stadiums s WHERE s.id = m.stadium_id), (SELECT co.time_zone FROM competitions co WHERE co.id = m.competition_id)),
        'team1Slot', m.team1_slot, 'team2Slot', m.team2_slot,
        'team1', CASE WHEN t1.code IS NULL THEN NULL ELSE json_object('code', t1.code, 'kind', t1.kind, 'name', t1.name, 'shortName', coalesce(t1.short_name, t1.name), 'nameEs', t1.name_es, 'flag', t1.flag) END,
        'team2', CASE WHEN t2.code IS NULL THEN NULL ELSE json_object('code', t2.code, 'kind', t2.kind, 'name', t2.name, 'shortName', coalesce(t2.short_name, t2.name), 'nameEs', t2.name_es, 'flag', t2.flag) END) END))
    FROM venue_match_status vms LEFT JOIN matches m ON m.number = vms.match_number
      LEFT JOIN teams t1 ON t1.code = m.team1_code LEFT JOIN teams t2 ON t2.code = m.team2_code
    WHERE vms.venue_id = ${venues.id}
      AND (CASE WHEN vms.match_number IS NULL THEN vms.expires_at ELSE m.kickoff_at + ${MATCH_OVER_MS} END) > ${now.getTime()}
    ORDER BY coalesce(m.kickoff_at, vms.set_at))`;

type StoredVenueFact = StoredFact & { match: (NonNullable<VenueMatchDay[number]["match"]> & { kickoffAt: number }) | null };

/** The venue page's facts, grouped by match (in kick-off order) and today; undefined when none is live. */
export function toVenueMatchDay(json: string | null): VenueMatchDay | undefined {
  const stored = json ? (JSON.parse(json) as StoredVenueFact[]) : [];
  if (stored.length === 0) return undefined;
  const groups = new Map<string, VenueMatchDay[number]>();
  for (const f of stored) {
    const key = f.match ? `match:${f.match.number}` : `day:${f.day}`;
    const until = f.match ? f.match.kickoffAt + MATCH_OVER_MS : f.expiresAt;
    const group = groups.get(key) ?? {
      match: f.match ? { ...f.match, kickoffAt: iso(f.match.kickoffAt) } : null,
      day: f.match ? null : f.day,
      facts: [],
    };
    group.facts.push({ kind: f.kind, at: f.at, setAt: iso(f.setAt), until: iso(until) });
    groups.set(key, group);
  }
  for (const g of groups.values()) g.facts.sort(byKind);
  return [...groups.values()];
}

/** The match numbers the venue said it is not showing after all (from toVenueMatchDay's answer). */
export const notShownNumbers = (matchDay: VenueMatchDay | undefined) =>
  new Set((matchDay ?? []).flatMap((g) => (g.match && g.facts.some((f) => f.kind === "not_showing") ? [g.match.number] : [])));

// ---- The owner's side.

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
