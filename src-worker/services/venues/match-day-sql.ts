// How fans' answers read a venue's match-day facts (set by its owner in owners/match-day-status.ts,
// docs/decisions/034): the SQL that folds them into the match list, the city filter and the venue page's
// existing queries (no query of their own, so their D1 budgets hold), and the reading of what it returns.
// It imports no service, so the lists of matches that count a match's venues can use it too.
import { type SQL, sql } from "drizzle-orm";
import { type matches, venues } from "../../db/schema";
import type { MatchDayFact, VenueMatchDay } from "../../shared/contract/match-day-status";
import { MATCH_DAY_KINDS, type MatchDayKind } from "../../shared/match-day";
import { localDay } from "../../shared/time-zones";
import { MATCH_OVER_MS } from "../../shared/tournament";

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
/** The order facts are listed in, wherever they are shown. */
export const byKind = (a: { kind: MatchDayKind }, b: { kind: MatchDayKind }) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind];

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
