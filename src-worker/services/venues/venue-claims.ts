// Venues' claims about the matches they show (every match of every competition, every match of a
// competition, match N of any competition, supporters' venue of a club or nation) and fans' reports
// against them, free of HTTP. Every writer (admin, owner, import, submission, sample seed) goes
// through claimRows, so a claim always records who made it and when. docs/decisions/025 and 029.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { competitions, matches, teams, venueClaims, venues, WORLD_CUP_ID } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { type ClaimSource, REPORT_THRESHOLD } from "../../shared/constants";
import {
  type AdminVenueClaims,
  type ClaimChoices,
  type ClaimMeta,
  SHOWING_UPCOMING,
  type VenueClaims,
  type VenueClaimsInput,
} from "../../shared/contract/claims";
import { MATCH_OVER_MS } from "../../shared/tournament";
import { fixturesWhere } from "../matches/competitions";
import { listMatchesByNumbers } from "../matches/matches";

/** The subject of a claim about every match of a competition. */
const competitionSubject = (id: string) => `competition:${id}`;
/** The subject of a claim about every match of every competition. */
const ALL_SUBJECT = "all";

/** A claim the World Cup's "shows every match" reads: every match anywhere, or every World Cup match. */
const isAllMatches = (c: { kind: string; competitionId: string | null }) =>
  c.kind === "all_matches" || (c.kind === "competition" && c.competitionId === WORLD_CUP_ID);

interface StoredClaim {
  kind: (typeof venueClaims.$inferSelect)["kind"];
  competitionId: string | null;
  /** A competition claim's competition, by name. */
  competition: { id: string; nameEn: string; nameEs: string; shortEn: string; shortEs: string } | null;
  matchNumber: number | null;
  /** A match claim's competition. */
  matchCompetition: string | null;
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
      'matchCompetition', m.competition_id,
      'competition', CASE WHEN co.id IS NULL THEN NULL ELSE json_object('id', co.id, 'nameEn', co.name_en, 'nameEs', co.name_es, 'shortEn', co.short_en, 'shortEs', co.short_es) END,
      'team', CASE WHEN t.code IS NULL THEN NULL ELSE json_object('code', t.code, 'name', t.name, 'flag', t.flag) END))
    FROM venue_claims vc LEFT JOIN teams t ON t.code = vc.team_code LEFT JOIN matches m ON m.number = vc.match_number
      LEFT JOIN competitions co ON co.id = vc.competition_id WHERE vc.venue_id = ${venues.id})`.as("claims_json"),
  reportsJson: sql<string>`(SELECT json_group_array(json_object('matchNumber', r.match_number, 'count', r.n))
    FROM (SELECT match_number, count(*) AS n FROM match_reports WHERE venue_id = ${venues.id} GROUP BY match_number HAVING n >= ${REPORT_THRESHOLD}) r)`.as(
    "reports_json",
  ),
};

const iso = (ms: number) => new Date(ms).toISOString();

const metaOf = (c: { source: ClaimSource; confirmedAt: number }): ClaimMeta => ({ source: c.source, confirmedAt: iso(c.confirmedAt) });

/** A claim beyond the World Cup: every competition, another competition, or another competition's match. */
const beyondWorldCup = (c: StoredClaim) =>
  c.kind === "all_matches" || (c.kind === "competition" && c.competitionId !== WORLD_CUP_ID) || (c.kind === "match" && c.matchCompetition !== WORLD_CUP_ID);

/**
 * The venue page's form of the claims read with venueClaimsColumns: one more query when the venue
 * named World Cup matches, one more when it claims anything beyond the World Cup (its matches shown
 * across competitions).
 */
export async function toVenueClaims(db: Db, row: { claimsJson: string; reportsJson: string }, now: Date): Promise<VenueClaims> {
  const stored = JSON.parse(row.claimsJson) as StoredClaim[];
  const all = stored.find(isAllMatches);
  const matchClaims = new Map(stored.filter((c) => c.kind === "match").map((c) => [c.matchNumber as number, c]));
  const worldCupNamed = [...matchClaims.values()].filter((c) => c.matchCompetition === WORLD_CUP_ID).map((c) => c.matchNumber as number);
  const beyond = stored.some(beyondWorldCup);
  const [matchList, showing] = await Promise.all([listMatchesByNumbers(db, worldCupNamed, now), beyond ? matchesShown(db, stored, now) : undefined]);
  const claims: VenueClaims = {
    showsAllMatches: all ? metaOf(all) : null,
    matches: matchList.map((match) => ({ ...metaOf(matchClaims.get(match.number)!), match })),
    supporters: stored
      .filter((c) => c.kind === "supporters" && c.team)
      .sort((a, b) => a.team!.name.localeCompare(b.team!.name))
      .map((c) => ({ ...metaOf(c), team: c.team!, groupName: c.groupName })),
    reports: JSON.parse(row.reportsJson) as VenueClaims["reports"],
  };
  if (!beyond) return claims;
  const everything = stored.find((c) => c.kind === "all_matches");
  return {
    ...claims,
    allCompetitions: everything ? metaOf(everything) : null,
    competitions: stored
      .filter((c) => c.kind === "competition" && c.competition)
      .sort((a, b) => a.competition!.nameEn.localeCompare(b.competition!.nameEn))
      .map((c) => ({ ...metaOf(c), competition: c.competition! })),
    showing,
  };
}

/**
 * The matches a venue shows across competitions: every match it named, and the next
 * SHOWING_UPCOMING not yet over from its "every match" claims, each with the claim that puts it
 * there (the match named first, then its competition, then every competition). One query.
 */
async function matchesShown(db: Db, stored: StoredClaim[], now: Date): Promise<NonNullable<VenueClaims["showing"]>> {
  const named = stored.filter((c) => c.kind === "match").map((c) => c.matchNumber as number);
  const byCompetition = new Map(stored.filter((c) => c.kind === "competition").map((c) => [c.competitionId as string, c]));
  const everything = stored.find((c) => c.kind === "all_matches");
  const notOver = now.getTime() - MATCH_OVER_MS;
  const claimed = everything ? sql`1` : sql`${matches.competitionId} IN (SELECT value FROM json_each(${JSON.stringify([...byCompetition.keys()])}))`;
  const upcoming = sql`SELECT number FROM matches WHERE kickoff_at > ${notOver} AND ${claimed} ORDER BY kickoff_at, number LIMIT ${SHOWING_UPCOMING}`;
  const fixtures = await fixturesWhere(
    db,
    sql`(${matches.number} IN (SELECT value FROM json_each(${JSON.stringify(named)})) OR ${matches.number} IN (${upcoming}))`,
    now,
  );
  const namedClaims = new Map(stored.filter((c) => c.kind === "match").map((c) => [c.matchNumber as number, c]));
  return fixtures.map((fixture) => {
    const own = namedClaims.get(fixture.number);
    const competition = byCompetition.get(fixture.competition.id);
    const [kind, claim] = own ? (["match", own] as const) : competition ? (["competition", competition] as const) : (["all", everything!] as const);
    return { fixture, claim: { ...metaOf(claim), kind, competitionId: kind === "competition" ? fixture.competition.id : null } };
  });
}

type ClaimRow = Omit<typeof venueClaims.$inferInsert, "venueId">;

function claimRows(input: VenueClaimsInput, source: ClaimSource, at: Date): ClaimRow[] {
  const rows: ClaimRow[] = [];
  if (input.allCompetitions) rows.push({ subject: ALL_SUBJECT, kind: "all_matches", source, confirmedAt: at });
  for (const id of new Set(input.competitions)) rows.push({ subject: competitionSubject(id), kind: "competition", competitionId: id, source, confirmedAt: at });
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
  if (before.allCompetitions) kept.set(ALL_SUBJECT, { ...before.allCompetitions, groupName: null });
  for (const c of before.competitions) kept.set(competitionSubject(c.id), { source: c.source, confirmedAt: c.confirmedAt, groupName: null });
  for (const m of before.matches) kept.set(`match:${m.number}`, { source: m.source, confirmedAt: m.confirmedAt, groupName: null });
  for (const s of before.supporters) kept.set(`team:${s.team}`, { source: s.source, confirmedAt: s.confirmedAt, groupName: s.groupName });
  const fresh = { source, confirmedAt: at.toISOString() };
  // A claim made again as it was keeps who made it and when; a changed or new one is this source's, now.
  const keptOrFresh = (row: ClaimRow) => {
    const old = kept.get(row.subject);
    return old && old.groupName === (row.groupName ?? null) ? { source: old.source, confirmedAt: old.confirmedAt } : fresh;
  };
  const after: AdminVenueClaims = { ...NO_CLAIMS, competitions: [], matches: [], supporters: [] };
  for (const row of claimRows(input, source, at)) {
    if (row.kind === "all_matches") after.allCompetitions = keptOrFresh(row);
    else if (row.kind === "competition") after.competitions.push({ ...keptOrFresh(row), id: row.competitionId as string });
    else if (row.kind === "match") after.matches.push({ ...keptOrFresh(row), number: row.matchNumber as number });
    else after.supporters.push({ ...keptOrFresh(row), team: row.teamCode as string, groupName: row.groupName ?? null });
  }
  // The order adminClaims reads them in.
  after.competitions.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  after.matches.sort((a, b) => a.number - b.number);
  after.supporters.sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  return after;
}

/** How a caller names the fields in its messages (the owner's editor labels them its own way). */
export interface ClaimFieldNames {
  /** The request path of the claims ("" at the top, "claims." inside an owner's edit). */
  path: string;
  competitions: string;
  matches: string;
  supporters: string;
  /** The path of an issue when the form's fields are not the request's own (the submission form's). */
  issuePath?: (field: "competitions" | "matches" | "supporters", index: number) => string;
}

const ADMIN_NAMES: ClaimFieldNames = { path: "", competitions: "Every match of", matches: "Matches", supporters: "Supporters' venue of" };

/** A venue that claims nothing. */
export const NO_CLAIMS: AdminVenueClaims = { allCompetitions: null, competitions: [], matches: [], supporters: [] };

/**
 * Refuses competitions, match numbers and team codes the site does not have: a 400 naming the field
 * and the value, before any write (otherwise the batch would fail on a foreign key, and say nothing useful).
 */
export async function assertClaimRefs(db: Db, input: VenueClaimsInput, names: ClaimFieldNames = ADMIN_NAMES): Promise<void> {
  const numbers = [...new Set(input.matches)];
  const codes = [...new Set(input.supporters.map((s) => s.team))];
  const ids = [...new Set(input.competitions)];
  const [known, knownTeams, knownCompetitions] = await Promise.all([
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
    ids.length
      ? db
          .select({ id: competitions.id })
          .from(competitions)
          .where(sql`${competitions.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
      : [],
  ]);
  const foundCompetitions = new Set(knownCompetitions.map((r) => r.id));
  const missingCompetition = input.competitions.findIndex((id) => !foundCompetitions.has(id));
  if (missingCompetition >= 0) {
    const message = `${names.competitions}: there is no competition "${input.competitions[missingCompetition]}".`;
    throw badRequest(message, [{ path: names.issuePath?.("competitions", missingCompetition) ?? `${names.path}competitions.${missingCompetition}`, message }]);
  }
  const found = new Set(known.map((r) => r.n));
  const missingMatch = input.matches.findIndex((n) => !found.has(n));
  if (missingMatch >= 0) {
    const message = `${names.matches}: there is no match ${input.matches[missingMatch]}.`;
    throw badRequest(message, [{ path: names.issuePath?.("matches", missingMatch) ?? `${names.path}matches.${missingMatch}`, message }]);
  }
  const foundTeams = new Set(knownTeams.map((r) => r.code));
  const missingTeam = input.supporters.findIndex((s) => !foundTeams.has(s.team));
  if (missingTeam >= 0) {
    const message = `${names.supporters}: no team has the code "${input.supporters[missingTeam].team}".`;
    throw badRequest(message, [{ path: names.issuePath?.("supporters", missingTeam) ?? `${names.path}supporters.${missingTeam}.team`, message }]);
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
    .orderBy(venueClaims.competitionId, venueClaims.matchNumber, venueClaims.teamCode);
  for (const r of rows) {
    const s = out.get(r.venueId) ?? { ...NO_CLAIMS, competitions: [], matches: [], supporters: [] };
    const meta = { source: r.source, confirmedAt: r.confirmedAt.toISOString() };
    if (r.kind === "all_matches") s.allCompetitions = meta;
    else if (r.kind === "competition" && r.competitionId) s.competitions.push({ ...meta, id: r.competitionId });
    else if (r.kind === "match" && r.matchNumber !== null) s.matches.push({ ...meta, number: r.matchNumber });
    else if (r.teamCode) s.supporters.push({ ...meta, team: r.teamCode, groupName: r.groupName });
    out.set(r.venueId, s);
  }
  return out;
}

/** What the claim forms pick from: three queries side by side (two without the matches). */
export async function claimChoices(db: Db, withMatches = true): Promise<ClaimChoices> {
  const [comps, teamRows, matchRows] = await Promise.all([
    db
      .select({
        id: competitions.id,
        nameEn: competitions.nameEn,
        nameEs: competitions.nameEs,
        shortEn: competitions.shortEn,
        shortEs: competitions.shortEs,
        kind: competitions.kind,
      })
      .from(competitions)
      .orderBy(asc(competitions.position), asc(competitions.id)),
    db
      .select({
        code: teams.code,
        kind: teams.kind,
        name: teams.name,
        shortName: sql<string>`coalesce(${teams.shortName}, ${teams.name})`,
        nameEs: teams.nameEs,
        flag: teams.flag,
        competitions: sql<string>`(SELECT json_group_array(DISTINCT m.competition_id) FROM matches m WHERE m.team1_code = ${teams.code} OR m.team2_code = ${teams.code})`,
      })
      .from(teams)
      .orderBy(asc(teams.name)),
    !withMatches
      ? []
      : db
          .select({
            number: matches.number,
            competitionId: matches.competitionId,
            kickoffAt: matches.kickoffAt,
            kickoffPrecision: matches.kickoffPrecision,
            round: matches.round,
            stage: matches.stage,
            group: matches.group,
            side1: sql<string>`coalesce(${matches.team1Code}, ${matches.team1Slot}, '')`,
            side2: sql<string>`coalesce(${matches.team2Code}, ${matches.team2Slot}, '')`,
          })
          .from(matches)
          .orderBy(asc(matches.kickoffAt), asc(matches.number)),
  ]);
  return {
    competitions: comps,
    teams: teamRows.map((t) => ({ ...t, competitions: JSON.parse(t.competitions) as string[] })),
    matches: matchRows.map(({ round, stage, group, kickoffAt, ...m }) => ({
      ...m,
      kickoffAt: kickoffAt.toISOString(),
      round: round ?? (group ? `${stage} · Group ${group}` : (stage ?? "")),
    })),
  };
}
