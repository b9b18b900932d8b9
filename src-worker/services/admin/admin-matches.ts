// Admin corrections to the tournament data (kick-off, sides, score) and the fans' reports list, free
// of HTTP. A correction, its admin_logs row (before and after) and the "matches" cache bump are one batch.
import { aliasedTable, and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { cities, competitions, type MatchResult, matches, matchReports, stadiums, teams, venues, WORLD_CUP_ID } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { FeedField } from "../../shared/contract/admin-competitions";
import {
  ADMIN_MATCHES_PAGE,
  type AdminMatch,
  type AdminMatchQuery,
  type AdminMatchReport,
  type FixtureCorrection,
  type MatchCorrection,
  resultDetailIssues,
} from "../../shared/contract/admin-matches";
import { localKickoff as feedLocalKickoff } from "../matches/feeds/rows";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

function adminMatchQuery(db: Db) {
  return (
    db
      .select({
        match: matches,
        competitionZone: competitions.timeZone,
        stadium: { id: stadiums.id, name: stadiums.name, hostCity: stadiums.hostCity, timeZone: stadiums.timeZone },
        team1: { code: team1.code, name: team1.name, flag: team1.flag },
        team2: { code: team2.code, name: team2.name, flag: team2.flag },
      })
      .from(matches)
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      // A league's matches may have no stadium: their local time is in the competition's zone.
      .leftJoin(stadiums, eq(stadiums.id, matches.stadiumId))
      .leftJoin(team1, eq(team1.code, matches.team1Code))
      .leftJoin(team2, eq(team2.code, matches.team2Code))
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof adminMatchQuery>["all"]>>[number];

function toAdminMatch({ match: m, competitionZone, stadium, team1: t1, team2: t2 }: Row): AdminMatch {
  return {
    number: m.number,
    competitionId: m.competitionId,
    stage: m.stage as AdminMatch["stage"],
    group: m.group,
    round: m.round,
    kickoffAt: m.kickoffAt.toISOString(),
    kickoffPrecision: m.kickoffPrecision,
    kickoffLocal: m.kickoffLocal,
    utcOffset: m.utcOffset,
    timeZone: stadium?.timeZone ?? competitionZone,
    stadium,
    team1: t1,
    team2: t2,
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    status: m.status,
    result: m.result,
    notes: m.notes,
    adminLocked: (m.adminLocked ?? []) as AdminMatch["adminLocked"],
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** One page of a competition's matches as stored, in kick-off order, by stage and team. */
export async function listAdminMatches(db: Db, filter: AdminMatchQuery): Promise<AdminMatch[]> {
  const where: SQL[] = [eq(matches.competitionId, filter.competition)];
  if (filter.stage) where.push(eq(matches.stage, filter.stage));
  if (filter.team) where.push(or(eq(matches.team1Code, filter.team), eq(matches.team2Code, filter.team)) as SQL);
  const rows = await adminMatchQuery(db)
    .where(and(...where))
    .orderBy(asc(matches.kickoffAt), asc(matches.number))
    .limit(ADMIN_MATCHES_PAGE)
    .offset((filter.page - 1) * ADMIN_MATCHES_PAGE);
  if (!rows.length) await requireCompetition(db, filter.competition);
  return rows.map(toAdminMatch);
}

/** An empty list of a competition that does not exist is a 404, not "no matches". */
export async function requireCompetition(db: Db, id: string): Promise<void> {
  const [found] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, id));
  if (!found) throw notFound(`No competition ${id}.`);
}

async function getAdminMatch(db: Db, number: number): Promise<AdminMatch> {
  const [row] = await adminMatchQuery(db).where(eq(matches.number, number));
  if (!row) throw notFound("Match not found");
  return toAdminMatch(row);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The stadium's local "YYYY-MM-DD HH:MM" and UTC offset ("-04:00") at this instant, from the time
 * zone database (Intl), so a moved kick-off keeps its local time right across a DST change.
 */
function localKickoff(at: Date, timeZone: string): { kickoffLocal: string; utcOffset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const minutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return {
    kickoffLocal: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    utcOffset: `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
  };
}

/**
 * The stored result for a corrected score. Half time and scorers are the body's when it gives them,
 * else the stored ones: a correction never drops what it was not asked to change. Stored details the
 * new score contradicts are refused with the reason (the admin sends the ones that stand), never
 * dropped. The winner is stored by name, as the data source gives it.
 */
function resultOf(
  body: { status: AdminMatch["status"]; score: MatchCorrection["score"] },
  before: MatchResult | null,
  winnerName: string | null,
  sides: [string, string],
): MatchResult | null {
  if (body.status !== "played" || !body.score) return null;
  const { ft, aet, penalties } = body.score;
  const kept = {
    ht: body.score.ht === undefined ? (before?.ht ?? null) : body.score.ht,
    goals1: body.score.goals1 ?? before?.goals1 ?? [],
    goals2: body.score.goals2 ?? before?.goals2 ?? [],
  };
  const issues = resultDetailIssues(body.score, kept, sides);
  if (issues.length) {
    const what = issues.map((i) => i.message).join("; ");
    throw badRequest(`The stored half time and scorers do not fit the new score (${what}). Send the ones that stand with it.`, issues);
  }
  const final = aet ?? ft;
  return {
    ft,
    ht: kept.ht,
    aet,
    penalties,
    decidedBy: penalties ? "penalties" : aet ? "extra_time" : "regular_time",
    winner: winnerName,
    draw: final[0] === final[1],
    goals1: kept.goals1,
    goals2: kept.goals2,
  };
}

/** What a correction can change, for the log and the "anything changed?" test. */
const snapshot = (m: AdminMatch) => ({
  kickoffAt: m.kickoffAt,
  kickoffLocal: m.kickoffLocal,
  utcOffset: m.utcOffset,
  team1: m.team1?.code ?? null,
  team2: m.team2?.code ?? null,
  team1Slot: m.team1Slot,
  team2Slot: m.team2Slot,
  status: m.status,
  result: m.result,
});
type Snapshot = ReturnType<typeof snapshot> & { kickoffPrecision?: AdminMatch["kickoffPrecision"] };

/** The feed field (matches.admin_locked) each corrected value belongs to. */
const LOCKED_FIELD: Record<keyof Snapshot, FeedField> = {
  kickoffAt: "kickoff",
  kickoffLocal: "kickoff",
  utcOffset: "kickoff",
  kickoffPrecision: "kickoff",
  team1: "team1",
  team1Slot: "team1",
  team2: "team2",
  team2Slot: "team2",
  status: "status",
  result: "result",
};

type TeamSide = { code: string; name: string; flag: string };

/**
 * Writes a correction: the match, the fields it changed added to admin_locked (a feed's refresh never
 * writes them again, docs/decisions/028), the admin_logs row with before and after, and the "matches"
 * cache bump, as one batch. Answers the match as now stored, worked out rather than read back: the
 * batch is this request's last D1 call (docs/decisions/013).
 */
async function writeCorrection(
  db: Db,
  current: AdminMatch,
  before: Snapshot,
  after: Snapshot,
  known: TeamSide[],
  now: Date,
): Promise<{ changed: boolean; match: AdminMatch }> {
  const keys = (Object.keys(after) as (keyof Snapshot)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (!keys.length) return { changed: false, match: current };
  const corrected = [...new Set(keys.map((k) => LOCKED_FIELD[k]))];
  const number = current.number;
  await runBatch(db, [
    db
      .update(matches)
      .set({
        kickoffAt: new Date(after.kickoffAt),
        ...(after.kickoffPrecision ? { kickoffPrecision: after.kickoffPrecision } : {}),
        kickoffLocal: after.kickoffLocal,
        utcOffset: after.utcOffset,
        team1Code: after.team1,
        team2Code: after.team2,
        team1Slot: after.team1Slot,
        team2Slot: after.team2Slot,
        status: after.status,
        result: after.result,
        adminLocked: sql`(SELECT json_group_array(value) FROM (SELECT value FROM json_each(${matches.adminLocked}) UNION SELECT value FROM json_each(${JSON.stringify(corrected)})))`,
        updatedAt: now,
      })
      .where(eq(matches.number, number)),
    logStatement(db, "match_corrected", { number, before, after }, now.getTime()),
    bumpDataVersions(db, ["matches"]),
  ]);
  const side = (code: string | null) => known.find((k) => k.code === code) ?? null;
  const { team1, team2, ...rest } = after;
  const adminLocked = [...new Set([...current.adminLocked, ...corrected])];
  return { changed: true, match: { ...current, ...rest, team1: side(team1), team2: side(team2), adminLocked, updatedAt: now.toISOString() } };
}

/** The teams of these codes (code, name, flag); a code that is not a team is a 400 naming it. */
async function knownTeams(db: Db, codes: string[]): Promise<TeamSide[]> {
  const known = codes.length
    ? await db
        .select({ code: teams.code, name: teams.name, flag: teams.flag })
        .from(teams)
        .where(sql`${teams.code} IN (SELECT value FROM json_each(${JSON.stringify(codes)}))`)
    : [];
  const missing = codes.find((c) => !known.some((k) => k.code === c));
  if (missing) throw badRequest(`Unknown team: ${missing}.`);
  return known;
}

export async function correctMatch(db: Db, number: number, body: MatchCorrection, now: Date): Promise<{ changed: boolean; match: AdminMatch }> {
  const current = await getAdminMatch(db, number);
  const known = await knownTeams(
    db,
    [body.team1, body.team2].filter((c): c is string => c !== null),
  );
  const nameOf = (code: string | null) => known.find((k) => k.code === code)?.name ?? code ?? "";
  const winnerName = body.winner ? nameOf(body.winner) : null;
  if (body.status === "played" && current.stage !== "Group stage" && !body.winner) {
    throw badRequest("A knockout match needs a winner: give the score after extra time and the penalties.");
  }
  const kickoffAt = new Date(body.kickoffAt);
  const after = {
    kickoffAt: kickoffAt.toISOString(),
    ...localKickoff(kickoffAt, current.timeZone),
    team1: body.team1,
    team2: body.team2,
    team1Slot: body.team1Slot ?? current.team1Slot,
    team2Slot: body.team2Slot ?? current.team2Slot,
    status: body.status,
    result: resultOf(body, current.result, winnerName, [nameOf(body.team1), nameOf(body.team2)]),
  };
  return writeCorrection(db, current, snapshot(current), after, known, now);
}

/** A match of a competition other than the World Cup, or a 404 (a World Cup match names its own call). */
async function getFixture(db: Db, number: number): Promise<AdminMatch> {
  const current = await getAdminMatch(db, number);
  if (current.competitionId === WORLD_CUP_ID) {
    throw badRequest(`Match ${number} is the World Cup's: correct it with PATCH /api/admin/matches/${number}.`);
  }
  return current;
}

/**
 * A league match's correction (docs/decisions/035): kick-off and how sure it is, sides (clubs that play
 * in that competition), status and score. The local time is in the competition's zone (the stadium's
 * when it has one). A day without a time (time_tbc) is stored at noon local with the date alone, as the
 * feeds store it; a provisional date (date_tbc) keeps its time, as the feeds' placeholders do.
 */
export async function correctFixture(db: Db, number: number, body: FixtureCorrection, now: Date): Promise<{ changed: boolean; match: AdminMatch }> {
  const current = await getFixture(db, number);
  const [known, inCompetition] = await Promise.all([
    knownTeams(db, [body.team1, body.team2]),
    db
      .select({ code: teams.code })
      .from(teams)
      .where(
        and(
          sql`${teams.code} IN (SELECT value FROM json_each(${JSON.stringify([body.team1, body.team2])}))`,
          sql`EXISTS (SELECT 1 FROM matches m WHERE m.competition_id = ${current.competitionId} AND (m.team1_code = ${teams.code} OR m.team2_code = ${teams.code}))`,
        ),
      ),
  ]);
  const outsider = known.find((t) => !inCompetition.some((c) => c.code === t.code));
  if (outsider)
    throw badRequest(`${outsider.name} does not play in this competition: choose one of its clubs.`, [
      { path: outsider.code === body.team1 ? "team1" : "team2", message: "not a club of this competition" },
    ]);
  const nameOf = (code: string) => known.find((k) => k.code === code)?.name ?? code;
  const names: [string, string] = [nameOf(body.team1), nameOf(body.team2)];
  const ft = body.score?.ft;
  const winnerName = ft && ft[0] !== ft[1] ? names[ft[0] > ft[1] ? 0 : 1] : null;
  const instant = new Date(body.kickoffAt);
  const kickoff =
    body.kickoffPrecision !== "time_tbc"
      ? { kickoffAt: instant, ...localKickoff(instant, current.timeZone) }
      : dayKickoff(localKickoff(instant, current.timeZone).kickoffLocal.slice(0, 10), current.timeZone);
  const after: Snapshot = {
    kickoffAt: kickoff.kickoffAt.toISOString(),
    kickoffLocal: kickoff.kickoffLocal,
    utcOffset: kickoff.utcOffset,
    kickoffPrecision: body.kickoffPrecision,
    team1: body.team1,
    team2: body.team2,
    team1Slot: current.team1Slot,
    team2Slot: current.team2Slot,
    status: body.status,
    result: resultOf({ status: body.status, score: body.score }, current.result, winnerName, names),
  };
  return writeCorrection(db, current, { ...snapshot(current), kickoffPrecision: current.kickoffPrecision }, after, known, now);
}

/** A kick-off known to the day only: noon local, the local date alone (as services/matches/feeds/rows.ts stores it). */
function dayKickoff(day: string, timeZone: string) {
  const { kickoffAt, utcOffset } = feedLocalKickoff(day, null, timeZone);
  return { kickoffAt, kickoffLocal: day, utcOffset };
}

/**
 * Releases a field an admin corrected: the next refresh of the competition's feed may write it again.
 * Logged; nothing public changes until that refresh, so no cache bump. Releasing a field that is not
 * locked changes nothing.
 */
export async function releaseLock(db: Db, number: number, field: FeedField, now: Date): Promise<{ changed: boolean; match: AdminMatch }> {
  const current = await getAdminMatch(db, number);
  if (!current.adminLocked.includes(field)) return { changed: false, match: current };
  const adminLocked = current.adminLocked.filter((f) => f !== field);
  await runBatch(db, [
    db
      .update(matches)
      .set({
        adminLocked: sql`(SELECT json_group_array(value) FROM json_each(${matches.adminLocked}) WHERE value <> ${field})`,
        updatedAt: now,
      })
      .where(eq(matches.number, number)),
    logStatement(db, "match_lock_released", { number, field, before: current.adminLocked, after: adminLocked }, now.getTime()),
  ]);
  return { changed: true, match: { ...current, adminLocked, updatedAt: now.toISOString() } };
}

/** At most this many (venue, match) pairs: the newest are what needs looking at. */
const REPORTS_LIMIT = 200;

/** Fans' reports grouped by venue and match, newest first. */
export async function listMatchReports(db: Db): Promise<AdminMatchReport[]> {
  const latest = sql<number>`max(${matchReports.createdAt})`;
  const rows = await db
    .select({
      venueId: matchReports.venueId,
      venueName: venues.name,
      cityName: cities.name,
      matchNumber: matchReports.matchNumber,
      // Fans report on the World Cup's matches only, which all have a stage.
      stage: sql<string>`${matches.stage}`,
      team1: { code: team1.code, name: team1.name, flag: team1.flag },
      team2: { code: team2.code, name: team2.name, flag: team2.flag },
      team1Slot: matches.team1Slot,
      team2Slot: matches.team2Slot,
      count: sql<number>`count(*)`,
      notShowing: sql<number>`sum(${matchReports.reason} = 'not_showing')`,
      closed: sql<number>`sum(${matchReports.reason} = 'closed')`,
      latest,
    })
    .from(matchReports)
    .innerJoin(venues, eq(venues.id, matchReports.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .innerJoin(matches, eq(matches.number, matchReports.matchNumber))
    .leftJoin(team1, eq(team1.code, matches.team1Code))
    .leftJoin(team2, eq(team2.code, matches.team2Code))
    .groupBy(matchReports.venueId, matchReports.matchNumber)
    .orderBy(desc(latest), asc(matchReports.venueId), asc(matchReports.matchNumber))
    .limit(REPORTS_LIMIT);
  return rows.map(({ notShowing, closed, latest: at, ...r }) => ({
    ...r,
    count: Number(r.count),
    reasons: { not_showing: Number(notShowing), closed: Number(closed) },
    latestAt: new Date(Number(at)).toISOString(),
  }));
}
