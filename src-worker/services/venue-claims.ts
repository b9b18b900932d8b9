// Venues' claims about the tournament (shows every match, shows match N, supporters' venue of a
// team) and fans' reports against them, free of HTTP. Every writer (admin, import, submission, sample
// seed) goes through claimStatements, so a claim always records who made it and when. The forms'
// "shows every match" was always said of the World Cup: it is stored as a claim about that
// competition ("competition:world-cup-2026", docs/decisions/025); "all" (every match of every
// competition) is read as the same until the forms can say it.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Statement } from "../db/batch";
import type { Db } from "../db/client";
import { matches, teams, venueClaims, venues, WORLD_CUP_ID } from "../db/schema";
import { badRequest } from "../lib/errors";
import { type ClaimSource, REPORT_THRESHOLD } from "../shared/constants";
import type { AdminVenueClaims, VenueClaims, VenueClaimsInput } from "../shared/contract/claims";
import { listMatchesByNumbers } from "./matches";

/** The subject of a claim about every match of a competition. */
const competitionSubject = (id: string) => `competition:${id}`;
/** The subject the forms' "shows every match" is stored under. */
export const WORLD_CUP_SUBJECT = competitionSubject(WORLD_CUP_ID);

/** A claim the World Cup's "shows every match" reads: every match anywhere, or every World Cup match. */
const isAllMatches = (c: { kind: string; competitionId: string | null }) =>
  c.kind === "all_matches" || (c.kind === "competition" && c.competitionId === WORLD_CUP_ID);

interface StoredClaim {
  kind: (typeof venueClaims.$inferSelect)["kind"];
  competitionId: string | null;
  matchNumber: number | null;
  groupName: string | null;
  source: ClaimSource;
  confirmedAt: number;
  team: { code: string; name: string; flag: string } | null;
}

/**
 * Columns to add to a venue select (the venue's row must be in the query as `venues`): its claims and
 * its fan reports at or above the threshold, as JSON, so a venue and its claims cost one query.
 */
export const venueClaimsColumns = {
  claimsJson: sql<string>`(SELECT json_group_array(json_object(
      'kind', vc.kind, 'competitionId', vc.competition_id, 'matchNumber', vc.match_number, 'groupName', vc.group_name, 'source', vc.source, 'confirmedAt', vc.confirmed_at,
      'team', CASE WHEN t.code IS NULL THEN NULL ELSE json_object('code', t.code, 'name', t.name, 'flag', t.flag) END))
    FROM venue_claims vc LEFT JOIN teams t ON t.code = vc.team_code WHERE vc.venue_id = ${venues.id})`.as("claims_json"),
  reportsJson: sql<string>`(SELECT json_group_array(json_object('matchNumber', r.match_number, 'count', r.n))
    FROM (SELECT match_number, count(*) AS n FROM match_reports WHERE venue_id = ${venues.id} GROUP BY match_number HAVING n >= ${REPORT_THRESHOLD}) r)`.as(
    "reports_json",
  ),
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The venue page's form of the claims read with venueClaimsColumns: one more query, only when the venue named matches. */
export async function toVenueClaims(db: Db, row: { claimsJson: string; reportsJson: string }, now: Date): Promise<VenueClaims> {
  const stored = JSON.parse(row.claimsJson) as StoredClaim[];
  const all = stored.find(isAllMatches);
  const matchClaims = new Map(stored.filter((c) => c.kind === "match").map((c) => [c.matchNumber as number, c]));
  const matchList = await listMatchesByNumbers(db, [...matchClaims.keys()], now);
  return {
    showsAllMatches: all ? { source: all.source, confirmedAt: iso(all.confirmedAt) } : null,
    matches: matchList.map((match) => {
      const c = matchClaims.get(match.number)!;
      return { source: c.source, confirmedAt: iso(c.confirmedAt), match };
    }),
    supporters: stored
      .filter((c) => c.kind === "supporters" && c.team)
      .sort((a, b) => a.team!.name.localeCompare(b.team!.name))
      .map((c) => ({ source: c.source, confirmedAt: iso(c.confirmedAt), team: c.team!, groupName: c.groupName })),
    reports: JSON.parse(row.reportsJson) as VenueClaims["reports"],
  };
}

type ClaimRow = Omit<typeof venueClaims.$inferInsert, "venueId">;

function claimRows(input: VenueClaimsInput, source: ClaimSource, at: Date): ClaimRow[] {
  const rows: ClaimRow[] = [];
  if (input.showsAllMatches) rows.push({ subject: WORLD_CUP_SUBJECT, kind: "competition", competitionId: WORLD_CUP_ID, source, confirmedAt: at });
  for (const n of new Set(input.matches)) rows.push({ subject: `match:${n}`, kind: "match", matchNumber: n, source, confirmedAt: at });
  const seen = new Set<string>();
  for (const s of input.supporters) {
    if (seen.has(s.team)) continue;
    seen.add(s.team);
    rows.push({ subject: `team:${s.team}`, kind: "supporters", teamCode: s.team, groupName: s.groupName?.trim() || null, source, confirmedAt: at });
  }
  return rows;
}

/** A venue as the id, or as SQL selecting its id (`SELECT id ...`, no row: nothing is written), for a venue made in the same batch. */
export type ClaimVenue = number | SQL;

/** D1 binds at most 100 parameters per statement; a claim row binds 8 besides its venue's. */
const ROWS_PER_STATEMENT = 12;

/**
 * Upserts of the rows in chunks within D1's parameter limit. On a claim already made, `update`
 * says what changes; `onlyIfChanged` leaves a claim whose group name is the same untouched.
 */
function upsertStatements(venue: ClaimVenue, rows: ClaimRow[], update: "confirm" | "confirmAndName", onlyIfChanged = false): SQL[] {
  const venueSql = typeof venue === "number" ? sql`SELECT ${venue} AS id` : venue;
  const set =
    update === "confirm"
      ? sql`source = excluded.source, confirmed_at = excluded.confirmed_at`
      : sql`source = excluded.source, confirmed_at = excluded.confirmed_at, group_name = excluded.group_name`;
  const where = onlyIfChanged ? sql` WHERE venue_claims.group_name IS NOT excluded.group_name` : sql``;
  const out: SQL[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(
        (r) =>
          sql`(${r.subject}, ${r.kind}, ${r.matchNumber ?? null}, ${r.teamCode ?? null}, ${r.competitionId ?? null}, ${r.groupName ?? null}, ${r.source}, ${(r.confirmedAt as Date).getTime()})`,
      );
    // "WHERE true" keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
    out.push(sql`INSERT INTO venue_claims (venue_id, subject, kind, match_number, team_code, competition_id, group_name, source, confirmed_at)
      SELECT v.id, x.column1, x.column2, x.column3, x.column4, x.column5, x.column6, x.column7, x.column8
      FROM (${venueSql}) v, (VALUES ${sql.join(values, sql`, `)}) x WHERE v.id IS NOT NULL
      ON CONFLICT (venue_id, subject) DO UPDATE SET ${set}${where}`);
  }
  return out;
}

/**
 * Statements (for one db.batch with the caller's other writes) that make the venue's claims exactly
 * `input`: claims no longer made are removed; new ones are recorded with this source and time; a
 * claim made again is confirmed again by this source (a supporters' group name is updated). With
 * `keepUnchanged`, a claim made again as it was keeps its source and date (an admin editing one
 * claim does not take over the others).
 */
export function claimStatements(db: Db, venueId: number, input: VenueClaimsInput, source: ClaimSource, at: Date, { keepUnchanged = false } = {}): Statement[] {
  const rows = claimRows(input, source, at);
  // The kept subjects travel as one JSON parameter: a venue can claim more than D1's 100 parameters allow.
  const keep = JSON.stringify(rows.map((r) => r.subject));
  const remove = db.delete(venueClaims).where(and(eq(venueClaims.venueId, venueId), sql`${venueClaims.subject} NOT IN (SELECT value FROM json_each(${keep}))`));
  return [remove, ...upsertStatements(venueId, rows, "confirmAndName", keepUnchanged)];
}

/**
 * The venue's claims as claimStatements(..., { keepUnchanged: true }) leaves them, from the claims
 * `before` it: what the write's answer says without reading the claims back.
 */
export function claimsAfter(before: AdminVenueClaims, input: VenueClaimsInput, source: ClaimSource, at: Date): AdminVenueClaims {
  const kept = new Map<string, { source: ClaimSource; confirmedAt: string; groupName: string | null }>();
  if (before.showsAllMatches) kept.set(WORLD_CUP_SUBJECT, { ...before.showsAllMatches, groupName: null });
  for (const m of before.matches) kept.set(`match:${m.number}`, { source: m.source, confirmedAt: m.confirmedAt, groupName: null });
  for (const s of before.supporters) kept.set(`team:${s.team}`, { source: s.source, confirmedAt: s.confirmedAt, groupName: s.groupName });
  const fresh = { source, confirmedAt: at.toISOString() };
  // A claim made again as it was keeps who made it and when; a changed or new one is this source's, now.
  const metaOf = (row: ClaimRow) => {
    const old = kept.get(row.subject);
    return old && old.groupName === (row.groupName ?? null) ? { source: old.source, confirmedAt: old.confirmedAt } : fresh;
  };
  const after: AdminVenueClaims = { showsAllMatches: null, matches: [], supporters: [] };
  for (const row of claimRows(input, source, at)) {
    if (row.kind === "competition") after.showsAllMatches = metaOf(row);
    else if (row.kind === "match") after.matches.push({ ...metaOf(row), number: row.matchNumber as number });
    else after.supporters.push({ ...metaOf(row), team: row.teamCode as string, groupName: row.groupName ?? null });
  }
  // The order adminClaims reads them in.
  after.matches.sort((a, b) => a.number - b.number);
  after.supporters.sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  return after;
}

/** How a caller names the two fields in its messages (the owner's editor labels them its own way). */
export interface ClaimFieldNames {
  /** The request path of the claims ("" at the top, "claims." inside an owner's edit). */
  path: string;
  matches: string;
  supporters: string;
}

const ADMIN_NAMES: ClaimFieldNames = { path: "", matches: "Matches", supporters: "Supporters' venue of" };

/**
 * Refuses match numbers and team codes the tournament does not have: a 400 naming the field and the
 * value, before any write (otherwise the batch would fail on a foreign key, and say nothing useful).
 */
export async function assertClaimRefs(db: Db, input: VenueClaimsInput, names: ClaimFieldNames = ADMIN_NAMES): Promise<void> {
  const numbers = [...new Set(input.matches)];
  const codes = [...new Set(input.supporters.map((s) => s.team))];
  const [known, knownTeams] = await Promise.all([
    numbers.length
      ? db
          .select({ n: matches.number })
          .from(matches)
          .where(sql`${matches.number} IN (SELECT value FROM json_each(${JSON.stringify(numbers)}))`)
      : [],
    codes.length
      ? db
          .select({ code: teams.code })
          .from(teams)
          .where(sql`${teams.code} IN (SELECT value FROM json_each(${JSON.stringify(codes)}))`)
      : [],
  ]);
  const found = new Set(known.map((r) => r.n));
  const missingMatch = input.matches.findIndex((n) => !found.has(n));
  if (missingMatch >= 0) {
    const message = `${names.matches}: there is no match ${input.matches[missingMatch]}.`;
    throw badRequest(message, [{ path: `${names.path}matches.${missingMatch}`, message }]);
  }
  const foundTeams = new Set(knownTeams.map((r) => r.code));
  const missingTeam = input.supporters.findIndex((s) => !foundTeams.has(s.team));
  if (missingTeam >= 0) {
    const message = `${names.supporters}: no team has the code "${input.supporters[missingTeam].team}".`;
    throw badRequest(message, [{ path: `${names.path}supporters.${missingTeam}.team`, message }]);
  }
}

/** Statements that add claims (an import or submission never removes what a venue already claims). */
export function addClaimStatements(venue: ClaimVenue, input: VenueClaimsInput, source: ClaimSource, at: Date): SQL[] {
  return upsertStatements(venue, claimRows(input, source, at), "confirm");
}

/** Each venue's claims as admins edit them, with who made each and when. */
export async function adminClaims(db: Db, venueIds: number[]): Promise<Map<number, AdminVenueClaims>> {
  const out = new Map<number, AdminVenueClaims>();
  if (venueIds.length === 0) return out;
  // One JSON parameter rather than one per venue: an admin list can hold more venues than D1 binds.
  const rows = await db
    .select()
    .from(venueClaims)
    .where(sql`${venueClaims.venueId} IN (SELECT value FROM json_each(${JSON.stringify(venueIds)}))`)
    .orderBy(venueClaims.matchNumber, venueClaims.teamCode);
  for (const r of rows) {
    const s = out.get(r.venueId) ?? { showsAllMatches: null, matches: [], supporters: [] };
    const meta = { source: r.source, confirmedAt: r.confirmedAt.toISOString() };
    if (isAllMatches(r)) s.showsAllMatches = meta;
    else if (r.kind === "match" && r.matchNumber !== null) s.matches.push({ ...meta, number: r.matchNumber });
    else if (r.teamCode) s.supporters.push({ ...meta, team: r.teamCode, groupName: r.groupName });
    out.set(r.venueId, s);
  }
  return out;
}
