// Apply: a plan's writes as statements for ONE runBatch with the competition's own row, its log entry
// and the cache bump, so a source is applied whole or not at all. Rows go in as JSON read by
// json_each: one bound parameter per statement, far inside D1's 100, in chunks that keep a statement small.
import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../../db/batch";
import type { Db } from "../../../db/client";
import { flagOf } from "../../../shared/flags";
import { bumpDataVersions } from "../../platform/data-versions";
import type { FeedPlan, MatchValues } from "./diff";
import { FIRST_CLUB_MATCH_NUMBER } from "./rows";

/** Rows per statement: a few hundred bytes each, so a statement's JSON stays well under 100 KB. */
const CHUNK = 200;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

const asJson = (v: MatchValues) => ({
  round: v.round,
  kickoffAt: v.kickoffAt,
  precision: v.kickoffPrecision,
  local: v.kickoffLocal,
  offset: v.utcOffset,
  team1: v.team1Code,
  team2: v.team2Code,
  status: v.status,
  result: v.result ? JSON.stringify(v.result) : null,
  notes: v.notes,
  kickoffFrom: v.kickoffFrom,
  resultFrom: v.resultFrom,
});

const FROM_JSON = sql.raw(`json_extract(value, '$.round') AS round, json_extract(value, '$.kickoffAt') AS kickoff_at,
  json_extract(value, '$.precision') AS kickoff_precision, json_extract(value, '$.local') AS kickoff_local,
  json_extract(value, '$.offset') AS utc_offset, json_extract(value, '$.team1') AS team1_code,
  json_extract(value, '$.team2') AS team2_code, json_extract(value, '$.status') AS status,
  json_extract(value, '$.result') AS result, json_extract(value, '$.notes') AS notes`);

/** The statements that write a plan: new clubs, new matches, changed matches. */
export function planStatements(db: Db, plan: FeedPlan, now: Date): Statement[] {
  const at = now.getTime();
  const out: SQL[] = [];
  const newTeams = plan.newTeams.map((t) => ({ ...t, flag: t.country ? flagOf(t.country) : "" }));
  for (const chunk of chunks(newTeams)) {
    out.push(sql`INSERT INTO teams (code, kind, name, source_name, name_es, country, flag)
      SELECT json_extract(value, '$.code'), 'club', json_extract(value, '$.name'), json_extract(value, '$.name'),
        json_extract(value, '$.nameEs'), json_extract(value, '$.country'), json_extract(value, '$.flag')
      FROM json_each(${JSON.stringify(chunk)})`);
  }
  let number = Math.max(plan.maxNumber, FIRST_CLUB_MATCH_NUMBER - 1);
  const inserts = plan.inserts.map((m) => ({ ...asJson(m), number: ++number, key: m.sourceKey }));
  for (const chunk of chunks(inserts)) {
    out.push(sql`INSERT INTO matches (number, competition_id, round, kickoff_at, kickoff_precision, kickoff_local, utc_offset,
        team1_code, team2_code, status, result, notes, source_key, updated_at)
      SELECT json_extract(value, '$.number'), ${plan.competitionId}, round, kickoff_at, kickoff_precision, kickoff_local, utc_offset,
        team1_code, team2_code, status, result, notes, json_extract(value, '$.key'), ${at}
      FROM (SELECT value, ${FROM_JSON} FROM json_each(${JSON.stringify(chunk)}))`);
  }
  const updates = plan.updates.map((m) => ({ ...asJson(m), number: m.number }));
  for (const chunk of chunks(updates)) {
    out.push(sql`UPDATE matches SET round = s.round, kickoff_at = s.kickoff_at, kickoff_precision = s.kickoff_precision,
        kickoff_local = s.kickoff_local, utc_offset = s.utc_offset, team1_code = s.team1_code, team2_code = s.team2_code,
        status = s.status, result = s.result, notes = s.notes, kickoff_from = s.kickoff_from, result_from = s.result_from, updated_at = ${at}
      FROM (SELECT json_extract(value, '$.number') AS number, json_extract(value, '$.kickoffFrom') AS kickoff_from,
        json_extract(value, '$.resultFrom') AS result_from, ${FROM_JSON} FROM json_each(${JSON.stringify(chunk)})) AS s
      WHERE matches.number = s.number AND matches.competition_id = ${plan.competitionId}`);
  }
  if (out.length) return [...out, bumpDataVersions(db, ["matches"])];
  return [];
}
