// The differ (docs/decisions/028): a source's rows against the competition's stored matches, by
// source key, into new / changed (which fields) / unchanged / rejected (where and why), plus the clubs
// the source would add. Fields an admin corrected by hand (matches.admin_locked) are never written: the
// source's value is shown as kept, not as a change. A results API (docs/decisions/040) only updates
// matches the fixture list stored, found by their two clubs; the kick-off and result it wrote
// (matches.kickoff_from / result_from = "api") are no longer the fixture list's to change.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type KickoffPrecision, type MatchResult, matches, teams } from "../../../db/schema";
import type { FeedChange, FeedField, FeedFixture, FeedPreview } from "../../../shared/contract/admin-competitions";
import { resultLine } from "../../../shared/match-text";
import { NAME_MAX, nameProblem } from "../../../shared/names";
import { slugify, uniqueSlug } from "../../platform/slug";
import { type FeedRead, type FeedRow, type FeedStatus, type RejectedRow, storedResult } from "./rows";

/** The values a refresh writes to a match (the feed's fields). */
export interface MatchValues {
  round: string | null;
  kickoffAt: number;
  kickoffPrecision: KickoffPrecision;
  kickoffLocal: string;
  utcOffset: string;
  team1Code: string;
  team2Code: string;
  status: FeedStatus;
  result: MatchResult | null;
  notes: string | null;
  /** "api" once a results API wrote the kick-off / the result and status; null for the fixture list. */
  kickoffFrom: "api" | null;
  resultFrom: "api" | null;
}

interface NewTeam {
  code: string;
  name: string;
  /** Set by the admin's review of the preview (never by a feed): written as the club is added. */
  nameEs?: string | null;
  country?: string | null;
}

/** What apply writes: every value worked out, nothing left to read. */
export interface FeedPlan {
  competitionId: string;
  newTeams: NewTeam[];
  inserts: (MatchValues & { sourceKey: string })[];
  updates: (MatchValues & { number: number })[];
  /** The highest match number stored: new matches take the numbers after it (club matches from 1001). */
  maxNumber: number;
  preview: FeedPreview;
}

export interface DiffOptions {
  /** The site's clock: a kick-off before it without a result is refused, a result before it too. */
  now: Date;
  /** Clubs a source names that the site does not know: added (an admin's preview and apply) or rejected (the cron). */
  unknownTeams: "create" | "reject";
  /** The source's kind: a fixture list (the default) or a results API, which updates stored matches only. */
  from?: "fixture-list" | "api";
}

const norm = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

type TeamRow = { code: string; name: string; shortName: string | null; nameEs: string | null; fifaName: string | null; sourceName: string | null };

type Resolved = { code: string; name: string } | { ambiguous: string[] } | { unknown: true };

/** A source's name to a team: its exact source name, else the one team whose name, short name, Spanish or FIFA name or code it is. */
function resolver(all: TeamRow[]) {
  const bySource = new Map(all.filter((t) => t.sourceName).map((t) => [t.sourceName as string, t]));
  const byName = new Map<string, TeamRow[]>();
  for (const t of all) {
    for (const n of new Set([t.sourceName, t.name, t.shortName, t.nameEs, t.fifaName, t.code].filter((x): x is string => !!x).map(norm))) {
      byName.set(n, [...(byName.get(n) ?? []), t]);
    }
  }
  return (name: string): Resolved => {
    const exact = bySource.get(name);
    if (exact) return exact;
    const found = byName.get(norm(name)) ?? [];
    if (found.length === 1) return found[0];
    if (found.length > 1) return { ambiguous: found.map((t) => t.name) };
    return { unknown: true };
  };
}

/** A new club's code: a lower-case slug of its name, at least four characters, never one already taken. */
function newClubCode(name: string, taken: Set<string>): string {
  let base = slugify(name) || "club";
  if (base.length < 4) base = `${base}-club`;
  const code = uniqueSlug(base, taken);
  taken.add(code);
  return code;
}

const KICKOFF_FIELDS = ["kickoffAt", "kickoffPrecision", "kickoffLocal", "utcOffset"] as const;

/** The feed's fields of a match, each with the columns it covers; admin_locked names these. */
const FIELDS: Record<FeedField, (v: MatchValues) => unknown> = {
  kickoff: (v) => KICKOFF_FIELDS.map((k) => v[k]),
  round: (v) => v.round,
  team1: (v) => v.team1Code,
  team2: (v) => v.team2Code,
  status: (v) => v.status,
  // A result is its score: stored scorers or notes the source does not give are not a difference.
  result: (v) => (v.result ? [v.result.ft, v.result.ht, v.result.aet ?? null, v.result.penalties ?? null] : null),
};

function withField(target: MatchValues, from: MatchValues, field: FeedField): void {
  if (field === "kickoff") for (const k of KICKOFF_FIELDS) (target as unknown as Record<string, unknown>)[k] = from[k];
  else if (field === "round") target.round = from.round;
  else if (field === "team1") target.team1Code = from.team1Code;
  else if (field === "team2") target.team2Code = from.team2Code;
  else if (field === "status") target.status = from.status;
  else {
    target.result = from.result;
    target.notes = from.notes;
  }
}

const localLabel = (v: Pick<MatchValues, "kickoffLocal" | "kickoffPrecision" | "utcOffset">) =>
  `${v.kickoffLocal}${v.kickoffPrecision === "exact" ? ` (UTC${v.utcOffset})` : v.kickoffPrecision === "time_tbc" ? " (time TBC)" : " (date provisional)"}`;

const shownValue = (field: FeedField, v: MatchValues, names: Map<string, string>): string => {
  if (field === "kickoff") return localLabel(v);
  if (field === "team1") return names.get(v.team1Code) ?? v.team1Code;
  if (field === "team2") return names.get(v.team2Code) ?? v.team2Code;
  if (field === "result") return v.result ? resultLine(v.result) : "none";
  if (field === "status") return v.status;
  return v.round ?? "none";
};

/** Compares a source's rows with the competition's stored matches. Reads the database twice, writes nothing. */
export async function diffFeed(db: Db, competition: { id: string }, read: FeedRead, options: DiffOptions): Promise<FeedPlan> {
  const [stored, allTeams, [{ maxNumber }]] = await Promise.all([
    db
      .select({
        number: matches.number,
        sourceKey: matches.sourceKey,
        round: matches.round,
        kickoffAt: sql<number>`${matches.kickoffAt}`,
        kickoffPrecision: matches.kickoffPrecision,
        kickoffLocal: matches.kickoffLocal,
        utcOffset: matches.utcOffset,
        team1Code: matches.team1Code,
        team2Code: matches.team2Code,
        status: matches.status,
        result: matches.result,
        notes: matches.notes,
        adminLocked: matches.adminLocked,
        kickoffFrom: matches.kickoffFrom,
        resultFrom: matches.resultFrom,
      })
      .from(matches)
      .where(eq(matches.competitionId, competition.id)),
    db
      .select({ code: teams.code, name: teams.name, shortName: teams.shortName, nameEs: teams.nameEs, fifaName: teams.fifaName, sourceName: teams.sourceName })
      .from(teams),
    db.select({ maxNumber: sql<number | null>`max(${matches.number})` }).from(matches),
  ]);
  const fromApi = options.from === "api";
  const storedByKey = new Map(stored.filter((m) => m.sourceKey).map((m) => [m.sourceKey as string, m]));
  // A league's ordered pair meets once a season: the API's fixture is the stored one of its two clubs.
  const storedByTeams = new Map(stored.map((m) => [`${m.team1Code}|${m.team2Code}`, m]));
  const resolve = resolver(allTeams);
  const names = new Map(allTeams.map((t) => [t.code, t.name]));
  const taken = new Set(allTeams.map((t) => t.code.toLowerCase()));
  const created = new Map<string, NewTeam>();
  const rejected: RejectedRow[] = [...read.rejected];
  const plan: FeedPlan = {
    competitionId: competition.id,
    newTeams: [],
    inserts: [],
    updates: [],
    maxNumber: Number(maxNumber ?? 0),
    preview: { total: read.rows.length + read.rejected.length, new: [], changed: [], unchanged: 0, rejected, newTeams: [], notInSource: 0 },
  };
  const seenKeys = new Map<string, string>();
  const seenFixtures = new Map<string, string>();
  const now = options.now.getTime();

  const teamOf = (name: string, at: string, alt?: string | null): string | RejectedRow => {
    let r = resolve(name);
    if ("unknown" in r && alt) r = resolve(alt);
    if (fromApi && !("code" in r)) {
      return { at, reason: `unknown team "${name}"${alt ? ` (${alt})` : ""}: give the club this name or short name on the admin's clubs page` };
    }
    if ("code" in r) return r.code;
    if ("ambiguous" in r) return { at, reason: `the team name "${name}" is ambiguous: it could be ${r.ambiguous.join(" or ")}` };
    if (options.unknownTeams === "reject") return { at, reason: `unknown team "${name}": add it with "Refresh now" on the admin's competitions page` };
    // A new club is published under the source's name: one that is not a name (markup, a formula, a note) creates nothing.
    const problem = nameProblem(name);
    if (problem) return { at, reason: `"${name.slice(0, NAME_MAX)}" is not a club's name: it ${problem}` };
    let team = created.get(name);
    if (!team) {
      team = { code: newClubCode(name, taken), name };
      created.set(name, team);
      names.set(team.code, name);
    }
    return team.code;
  };

  for (const row of read.rows) {
    const key = `${competition.id}:${row.key}`;
    const fixture = `${row.kickoffLocal.slice(0, 10)}|${norm(row.home)}|${norm(row.away)}`;
    const dupOf = seenKeys.get(key) ?? seenFixtures.get(fixture);
    if (dupOf) {
      rejected.push({ at: row.at, reason: `duplicate fixture: ${row.home} v ${row.away} is already at ${dupOf}` });
      continue;
    }
    seenKeys.set(key, row.at);
    seenFixtures.set(fixture, row.at);
    const home = teamOf(row.home, row.at, row.homeAlt);
    if (typeof home !== "string") {
      rejected.push(home);
      continue;
    }
    const away = teamOf(row.away, row.at, row.awayAlt);
    if (typeof away !== "string") {
      rejected.push(away);
      continue;
    }
    if (home === away) {
      rejected.push({ at: row.at, reason: `${row.home} and ${row.away} are the same team` });
      continue;
    }
    const played = storedResult(row.score, names.get(home) ?? row.home, names.get(away) ?? row.away);
    const values: MatchValues = {
      round: row.round,
      kickoffAt: row.kickoffAt.getTime(),
      kickoffPrecision: row.precision,
      kickoffLocal: row.kickoffLocal,
      utcOffset: row.utcOffset,
      team1Code: home,
      team2Code: away,
      status: row.status,
      result: played?.result ?? null,
      notes: played?.note ?? null,
      kickoffFrom: fromApi ? "api" : null,
      resultFrom: fromApi ? "api" : null,
    };
    const current = fromApi ? storedByTeams.get(`${home}|${away}`) : storedByKey.get(key);
    if (fromApi && !current) {
      rejected.push({
        at: row.at,
        reason: `${row.home} v ${row.away} is not among the stored fixtures: the fixture list adds matches, the API only updates them`,
      });
      continue;
    }
    // What this source may not write: an admin's corrections, and for the fixture list what the API wrote.
    const held = new Set<FeedField>();
    if (!fromApi && current?.kickoffFrom === "api") held.add("kickoff");
    if (!fromApi && current?.resultFrom === "api") for (const f of ["status", "result"] as const) held.add(f);
    // The API gives teams and rounds only to find the match; a day without a time never replaces a stored kick-off.
    if (fromApi) for (const f of ["round", "team1", "team2"] as const) held.add(f);
    if (fromApi && row.precision !== "exact") held.add("kickoff");
    const refusal = pastRefusal(row, values, current, now, held.has("kickoff"), fromApi);
    const locked = new Set(current?.adminLocked ?? []);
    if (refusal) {
      rejected.push({ at: row.at, reason: refusal });
      continue;
    }
    const shown: FeedFixture = {
      at: row.at,
      home: names.get(home) ?? row.home,
      away: names.get(away) ?? row.away,
      kickoff: localLabel(values),
      round: row.round,
      status: row.status,
      score: values.result ? resultLine(values.result) : null,
    };
    if (!current) {
      plan.inserts.push({ ...values, sourceKey: key });
      plan.preview.new.push(shown);
      continue;
    }
    const before: MatchValues = {
      round: current.round,
      kickoffAt: Number(current.kickoffAt),
      kickoffPrecision: current.kickoffPrecision,
      kickoffLocal: current.kickoffLocal,
      utcOffset: current.utcOffset,
      team1Code: current.team1Code ?? "",
      team2Code: current.team2Code ?? "",
      status: current.status,
      result: current.result,
      notes: current.notes,
      kickoffFrom: current.kickoffFrom ?? null,
      resultFrom: current.resultFrom ?? null,
    };
    const next: MatchValues = { ...before };
    const changes: FeedChange[] = [];
    const kept: FeedField[] = [];
    for (const field of Object.keys(FIELDS) as FeedField[]) {
      if (JSON.stringify(FIELDS[field](before)) === JSON.stringify(FIELDS[field](values))) continue;
      // A source without a half-time score does not take away the stored one.
      if (
        field === "result" &&
        values.result &&
        !values.result.ht &&
        JSON.stringify([before.result?.ft, before.result?.aet ?? null, before.result?.penalties ?? null]) ===
          JSON.stringify([values.result.ft, values.result.aet, values.result.penalties])
      )
        continue;
      if (locked.has(field)) {
        kept.push(field);
        continue;
      }
      if (held.has(field)) continue;
      withField(next, values, field);
      if (fromApi && field === "kickoff") next.kickoffFrom = "api";
      if (fromApi && (field === "status" || field === "result")) next.resultFrom = "api";
      changes.push({ field, before: shownValue(field, before, names), after: shownValue(field, values, names) });
    }
    if (changes.length) {
      plan.updates.push({ ...next, number: current.number });
      plan.preview.changed.push({ ...shown, number: current.number, changes, kept });
    } else {
      plan.preview.unchanged++;
    }
  }
  plan.newTeams = [...created.values()];
  plan.preview.newTeams = plan.newTeams.map((t) => ({ code: t.code, name: t.name }));
  plan.preview.notInSource = stored.filter((m) => m.sourceKey && !seenKeys.has(m.sourceKey)).length;
  return plan;
}

/**
 * A source that sets a kick-off that has already passed without giving a result, or gives a result
 * for a match that has not kicked off, is wrong about that fixture: it is refused, the stored match
 * kept. A past fixture the source repeats unchanged is fine (results lag).
 */
function pastRefusal(
  row: FeedRow,
  v: MatchValues,
  current: { kickoffAt: number; adminLocked: string[] | null } | undefined,
  now: number,
  kickoffHeld: boolean,
  fromApi: boolean,
): string | null {
  // A kick-off an admin set by hand (or the API, for the fixture list) is kept whatever the source says: the source's is no move.
  const moved = !current || (Number(current.kickoffAt) !== v.kickoffAt && !current.adminLocked?.includes("kickoff") && !kickoffHeld);
  // The API's own kick-off of a match under way (IN_PLAY, PAUSED) or not yet scored is its live state, not a mistake.
  if (v.status === "scheduled" && v.kickoffAt < now && moved && !fromApi) {
    return `the kick-off ${row.kickoffLocal} has passed and the source gives no result`;
  }
  // A day-only kick-off is stored at noon: a result on that day is no contradiction.
  if (v.status === "played" && v.kickoffAt > now && !(row.precision !== "exact" && v.kickoffAt - now < 86_400_000)) {
    return `a result for a kick-off still to come (${row.kickoffLocal})`;
  }
  return null;
}
