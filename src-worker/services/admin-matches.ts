// Admin corrections to the tournament data (kick-off, sides, score) and the fans' reports list, free
// of HTTP. A correction, its admin_logs row (before and after) and the "matches" cache bump are one batch.
import { aliasedTable, and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../db/batch";
import type { Db } from "../db/client";
import { cities, type MatchResult, matches, matchReports, stadiums, teams, venues } from "../db/schema";
import { badRequest, notFound } from "../lib/errors";
import type { FeedField } from "../shared/contract/admin-competitions";
import { type AdminMatch, type AdminMatchFilter, type AdminMatchReport, type MatchCorrection, resultDetailIssues } from "../shared/contract/admin-matches";
import { logStatement } from "./admin-logs";
import { bumpDataVersions } from "./data-versions";

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

function adminMatchQuery(db: Db) {
  return db
    .select({
      match: matches,
      stadium: { id: stadiums.id, name: stadiums.name, hostCity: stadiums.hostCity, timeZone: stadiums.timeZone },
      team1: { code: team1.code, name: team1.name, flag: team1.flag },
      team2: { code: team2.code, name: team2.name, flag: team2.flag },
    })
    .from(matches)
    .innerJoin(stadiums, eq(stadiums.id, matches.stadiumId))
    .leftJoin(team1, eq(team1.code, matches.team1Code))
    .leftJoin(team2, eq(team2.code, matches.team2Code));
}

type Row = Awaited<ReturnType<ReturnType<typeof adminMatchQuery>["all"]>>[number];

function toAdminMatch({ match: m, stadium, team1: t1, team2: t2 }: Row): AdminMatch {
  return {
    number: m.number,
    stage: m.stage as AdminMatch["stage"],
    group: m.group,
    kickoffAt: m.kickoffAt.toISOString(),
    kickoffLocal: m.kickoffLocal,
    utcOffset: m.utcOffset,
    stadium,
    team1: t1,
    team2: t2,
    team1Slot: m.team1Slot,
    team2Slot: m.team2Slot,
    // The admin list is the World Cup's (inner join on its stadiums): never postponed or cancelled.
    status: m.status as AdminMatch["status"],
    result: m.result,
    notes: m.notes,
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Every match as stored, in kick-off order, by stage and team. */
export async function listAdminMatches(db: Db, filter: AdminMatchFilter = {}): Promise<AdminMatch[]> {
  const where: SQL[] = [];
  if (filter.stage) where.push(eq(matches.stage, filter.stage));
  if (filter.team) where.push(or(eq(matches.team1Code, filter.team), eq(matches.team2Code, filter.team)) as SQL);
  const rows = await adminMatchQuery(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(matches.kickoffAt), asc(matches.number));
  return rows.map(toAdminMatch);
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
function resultOf(body: MatchCorrection, before: MatchResult | null, winnerName: string | null, sides: [string, string]): MatchResult | null {
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

/** The feed field (matches.admin_locked) each corrected value belongs to. */
const LOCKED_FIELD: Record<keyof ReturnType<typeof snapshot>, FeedField> = {
  kickoffAt: "kickoff",
  kickoffLocal: "kickoff",
  utcOffset: "kickoff",
  team1: "team1",
  team1Slot: "team1",
  team2: "team2",
  team2Slot: "team2",
  status: "status",
  result: "result",
};

export async function correctMatch(db: Db, number: number, body: MatchCorrection, now: Date): Promise<{ changed: boolean; match: AdminMatch }> {
  const current = await getAdminMatch(db, number);
  const codes = [body.team1, body.team2].filter((c): c is string => c !== null);
  const known = codes.length
    ? await db
        .select({ code: teams.code, name: teams.name, flag: teams.flag })
        .from(teams)
        .where(sql`${teams.code} IN (SELECT value FROM json_each(${JSON.stringify(codes)}))`)
    : [];
  const missing = codes.find((c) => !known.some((k) => k.code === c));
  if (missing) throw badRequest(`Unknown team: ${missing}.`);
  const nameOf = (code: string | null) => known.find((k) => k.code === code)?.name ?? code ?? "";
  const winnerName = body.winner ? nameOf(body.winner) : null;
  if (body.status === "played" && current.stage !== "Group stage" && !body.winner) {
    throw badRequest("A knockout match needs a winner: give the score after extra time and the penalties.");
  }
  const kickoffAt = new Date(body.kickoffAt);
  const after = {
    kickoffAt: kickoffAt.toISOString(),
    ...localKickoff(kickoffAt, current.stadium.timeZone),
    team1: body.team1,
    team2: body.team2,
    team1Slot: body.team1Slot ?? current.team1Slot,
    team2Slot: body.team2Slot ?? current.team2Slot,
    status: body.status,
    result: resultOf(body, current.result, winnerName, [nameOf(body.team1), nameOf(body.team2)]),
  };
  const before = snapshot(current);
  if (JSON.stringify(before) === JSON.stringify(after)) return { changed: false, match: current };
  // The fields corrected by hand: a feed's refresh never writes them again (docs/decisions/028).
  const corrected = [
    ...new Set(
      (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => LOCKED_FIELD[k]),
    ),
  ];
  await runBatch(db, [
    db
      .update(matches)
      .set({
        kickoffAt,
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
  // The answer is worked out, not read back: the batch is this request's last D1 call (docs/decisions/013).
  const side = (code: string | null) => known.find((k) => k.code === code) ?? null;
  const { team1, team2, ...rest } = after;
  return { changed: true, match: { ...current, ...rest, team1: side(team1), team2: side(team2), updatedAt: now.toISOString() } };
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
