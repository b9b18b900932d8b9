// Venues' claims about the tournament (shows every match, shows match N, supporters' venue of a
// team) and fans' reports against them, free of HTTP. Every writer (admin, import, submission, sample
// seed) goes through claimStatements, so a claim always records who made it and when.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { venueClaims, venues } from "../db/schema";
import { type ClaimSource, REPORT_THRESHOLD } from "../shared/constants";
import type { VenueClaims, VenueClaimsInput } from "../shared/contract/claims";
import { listMatchesByNumbers } from "./matches";

interface StoredClaim {
  kind: (typeof venueClaims.$inferSelect)["kind"];
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
      'kind', vc.kind, 'matchNumber', vc.match_number, 'groupName', vc.group_name, 'source', vc.source, 'confirmedAt', vc.confirmed_at,
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
  const all = stored.find((c) => c.kind === "all_matches");
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

type ClaimRow = typeof venueClaims.$inferInsert;

function claimRows(venueId: number, input: VenueClaimsInput, source: ClaimSource, at: Date): ClaimRow[] {
  const rows: ClaimRow[] = [];
  if (input.showsAllMatches) rows.push({ venueId, subject: "all", kind: "all_matches", source, confirmedAt: at });
  for (const n of new Set(input.matches)) rows.push({ venueId, subject: `match:${n}`, kind: "match", matchNumber: n, source, confirmedAt: at });
  const seen = new Set<string>();
  for (const s of input.supporters) {
    if (seen.has(s.team)) continue;
    seen.add(s.team);
    rows.push({ venueId, subject: `team:${s.team}`, kind: "supporters", teamCode: s.team, groupName: s.groupName?.trim() || null, source, confirmedAt: at });
  }
  return rows;
}

/**
 * Statements (for one db.batch with the caller's other writes) that make the venue's claims exactly
 * `input`: claims no longer made are removed; new ones are recorded with this source and time; a
 * claim made again is confirmed again by this source (a supporters' group name is updated).
 */
export function claimStatements(db: Db, venueId: number, input: VenueClaimsInput, source: ClaimSource, at: Date) {
  const rows = claimRows(venueId, input, source, at);
  const keep = rows.map((r) => r.subject);
  const remove = db
    .delete(venueClaims)
    .where(keep.length ? and(eq(venueClaims.venueId, venueId), notInArray(venueClaims.subject, keep)) : eq(venueClaims.venueId, venueId));
  if (rows.length === 0) return [remove];
  const upsert = db
    .insert(venueClaims)
    .values(rows)
    .onConflictDoUpdate({
      target: [venueClaims.venueId, venueClaims.subject],
      set: { source: sql`excluded.source`, confirmedAt: sql`excluded.confirmed_at`, groupName: sql`excluded.group_name` },
    });
  return [remove, upsert];
}

/** Statements that add claims (an import or submission never removes what a venue already claims). */
export function addClaimStatements(db: Db, venueId: number, input: VenueClaimsInput, source: ClaimSource, at: Date) {
  const rows = claimRows(venueId, input, source, at);
  if (rows.length === 0) return [];
  return [
    db
      .insert(venueClaims)
      .values(rows)
      .onConflictDoUpdate({
        target: [venueClaims.venueId, venueClaims.subject],
        set: { source: sql`excluded.source`, confirmedAt: sql`excluded.confirmed_at` },
      }),
  ];
}

/** Claim counts per venue for admin lists. */
export async function claimSummaries(db: Db, venueIds: number[]): Promise<Map<number, { all: boolean; matches: number; teams: string[] }>> {
  const out = new Map<number, { all: boolean; matches: number; teams: string[] }>();
  if (venueIds.length === 0) return out;
  const rows = await db.select().from(venueClaims).where(inArray(venueClaims.venueId, venueIds));
  for (const r of rows) {
    const s = out.get(r.venueId) ?? { all: false, matches: 0, teams: [] };
    if (r.kind === "all_matches") s.all = true;
    else if (r.kind === "match") s.matches++;
    else if (r.teamCode) s.teams.push(r.teamCode);
    out.set(r.venueId, s);
  }
  return out;
}
