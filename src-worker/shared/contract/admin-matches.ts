// /api/admin/matches and /api/admin/match-reports: corrections to the tournament data and fans'
// reports, as admins see them (the stored data, not the public "as of the site clock" form).

import { REPORT_REASONS } from "../constants";
import { WORLD_CUP_ID } from "../whats-on";
import { competitionIdParams, FEED_FIELDS } from "./admin-competitions";
import { idParam } from "./fields";
import { match, matchListQuery, teamCode, teamSummary } from "./matches";
import { z } from "./zod";

const MATCH_STATUSES = ["scheduled", "played", "postponed", "cancelled"] as const;
const KICKOFF_PRECISIONS = ["exact", "time_tbc", "date_tbc"] as const;

/**
 * A match as stored, of any competition: every side and result whatever the site clock says (the
 * result's winner is the team's name). The World Cup's have a stage and a stadium; a league's a round,
 * and its local time is in the competition's zone (`timeZone` is the zone `kickoffLocal` is in).
 * `adminLocked` names the fields corrected by hand, which a feed's refresh never writes.
 */
export const adminMatch = match
  .pick({
    number: true,
    group: true,
    kickoffAt: true,
    kickoffLocal: true,
    utcOffset: true,
    team1: true,
    team2: true,
    team1Slot: true,
    team2Slot: true,
    result: true,
    notes: true,
  })
  .extend({
    competitionId: z.string(),
    stage: match.shape.stage.nullable(),
    round: z.string().nullable(),
    kickoffPrecision: z.enum(KICKOFF_PRECISIONS),
    timeZone: z.string(),
    stadium: z.object({ id: z.string(), name: z.string(), hostCity: z.string(), timeZone: z.string() }).nullable(),
    status: z.enum(MATCH_STATUSES),
    adminLocked: z.array(z.enum(FEED_FIELDS)),
    updatedAt: z.string(),
  });
export type AdminMatch = z.infer<typeof adminMatch>;

/** Matches per page of GET /api/admin/matches: the World Cup's 104 fit on one, a league's 380 take four. */
export const ADMIN_MATCHES_PAGE = 120;

/** A side in a filter or a correction: a nation's FIFA code (any case) or a club's code (a lower-case slug). */
const sideCode = z
  .string()
  .trim()
  .regex(/^(?:[A-Za-z]{3}|[a-z0-9][a-z0-9-]{2,}[a-z0-9])$/, "must be a three-letter FIFA code or a club's code")
  .max(60, "must be at most 60 characters")
  .transform((c) => (c.length === 3 ? c.toUpperCase() : c));

/**
 * GET /api/admin/matches filters: the competition (the World Cup's when left out, so existing links
 * keep their meaning), stage, team and page (1 on).
 */
export const adminMatchQuery = matchListQuery.pick({ stage: true }).extend({
  competition: competitionIdParams.shape.id.default(WORLD_CUP_ID),
  team: sideCode.optional(),
  page: idParam.pipe(z.number().max(1000, "must be at most 1000")).default(1),
});
export type AdminMatchQuery = z.output<typeof adminMatchQuery>;
export type AdminMatchFilter = Partial<AdminMatchQuery>;

/** Any stored match's number (the World Cup's 1-104, other competitions' from 1001). */
export const adminMatchNumberParams = z.object({ number: idParam });

/** DELETE /api/admin/matches/{number}/locks/{field}: the feed may write that field again. */
export const lockReleaseParams = adminMatchNumberParams.extend({ field: z.enum(FEED_FIELDS, { message: `must be one of ${FEED_FIELDS.join(", ")}` }) });

const goals = z.number().int("must be a whole number").min(0, "cannot be negative").max(99, "must be at most 99");
const scorePair = z.tuple([goals, goals]);

/** A stored kick-off as the admin's UTC field shows it: "2026-07-19 16:30", a 24-hour clock whatever the browser's locale. */
export const utcKickoffText = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** The admin's UTC field read back ("2026-07-19 16:30", a "T" also taken) as an instant, or null when it is not a real one. */
export function readUtcKickoff(text: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}T${m[2]}:${m[3]}:00Z`;
  return Number.isNaN(Date.parse(iso)) || new Date(iso).toISOString().slice(0, 10) !== m[1] ? null : iso;
}

/**
 * The first problem of a score's two boxes in words an admin reads ("Arsenal's full-time score cannot be
 * negative"), by the rule the API applies; null when both are goals. `what` names the score ("full-time").
 */
export function scoreProblem(pair: [string, string], names: [string, string], what: string): string | null {
  for (const i of [0, 1]) {
    const checked = goals.safeParse(pair[i].trim() === "" ? Number.NaN : Number(pair[i]));
    if (!checked.success) return `${names[i]}'s ${what} score ${pair[i].trim() === "" ? "is missing" : checked.error.issues[0].message}.`;
  }
  return null;
}

/** The tournament's window; a kick-off outside it is a typo. */
const KICKOFF_FROM = Date.parse("2026-06-01T00:00:00Z");
const KICKOFF_TO = Date.parse("2026-08-01T00:00:00Z");

const slot = z.string().trim().max(20, "must be at most 20 characters").nullish();

/** A scorer as stored (the data source's shape): the flags are kept only when true. */
const scorer = z
  .object({
    player: z.string().trim().min(1, "give the scorer's name").max(80, "must be at most 80 characters"),
    minute: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\+\d{1,2})?$/, "must be a minute such as 67 or 90+4"),
    own_goal: z.boolean().optional(),
    penalty: z.boolean().optional(),
  })
  .refine((g) => !(g.own_goal && g.penalty), { message: "an own goal is not a penalty", path: ["penalty"] })
  .transform(({ player, minute, own_goal, penalty }) => ({
    player,
    minute,
    ...(own_goal ? { own_goal: true as const } : {}),
    ...(penalty ? { penalty: true as const } : {}),
  }));
const scorers = z.array(scorer).max(99, "at most 99 scorers");

/**
 * Where the half-time score and the scorers disagree with the score (path, message). A side may list
 * fewer scorers than its goals (a scorer not known yet), never more. Used on a body's own fields and,
 * in the service, on the ones a body leaves as stored.
 */
export function resultDetailIssues(
  score: { ft: [number, number]; aet: [number, number] | null },
  details: { ht?: [number, number] | null; goals1?: unknown[]; goals2?: unknown[] },
  sides: [string, string],
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const { ht, goals1, goals2 } = details;
  if (ht && (ht[0] > score.ft[0] || ht[1] > score.ft[1])) {
    issues.push({ path: "score.ht", message: `half time ${ht[0]}-${ht[1]} cannot be ahead of full time ${score.ft[0]}-${score.ft[1]}` });
  }
  const final = score.aet ?? score.ft;
  [goals1, goals2].forEach((goals, i) => {
    if (goals && goals.length > final[i]) {
      issues.push({
        path: `score.goals${i + 1}`,
        message: `${sides[i]} has ${goals.length} scorer${goals.length === 1 ? "" : "s"} for ${final[i]} goal${final[i] === 1 ? "" : "s"}`,
      });
    }
  });
  return issues;
}

const kickoffInstant = z.iso.datetime({ offset: true, message: "must be an ISO date and time, e.g. 2026-06-11T19:00:00Z" });

/**
 * PATCH /api/admin/matches/{number}: the match's kick-off, sides, status and score. A side is a team
 * (FIFA code) or null with the slot that fills it ("1A", "W74"). The winner (a FIFA code) must be the one the score
 * gives: the side ahead after extra time (or full time), else the side ahead on penalties. The score's
 * half time (`ht`) and scorers (`goals1`, `goals2`) are kept as stored when left out; null or [] removes them.
 */
export const matchCorrectionBody = z
  .object({
    kickoffAt: kickoffInstant,
    team1: teamCode.nullable(),
    team2: teamCode.nullable(),
    team1Slot: slot,
    team2Slot: slot,
    status: z.enum(["scheduled", "played"]),
    score: z
      .object({
        ft: scorePair,
        ht: scorePair.nullish(),
        aet: scorePair.nullish(),
        penalties: scorePair.nullish(),
        goals1: scorers.optional(),
        goals2: scorers.optional(),
      })
      .nullish()
      .transform((s) => (s ? { ...s, aet: s.aet ?? null, penalties: s.penalties ?? null } : null)),
    winner: teamCode.nullish().transform((w) => w ?? null),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const at = Date.parse(b.kickoffAt);
    if (at < KICKOFF_FROM || at >= KICKOFF_TO) issue("kickoffAt", "must be in June or July 2026");
    if (!b.team1 && !b.team1Slot) issue("team1", "give a team or the slot that fills it");
    if (!b.team2 && !b.team2Slot) issue("team2", "give a team or the slot that fills it");
    if (b.team1 && b.team1 === b.team2) issue("team2", "a team cannot play itself");
    if (b.status === "scheduled") {
      if (b.score) issue("score", "a scheduled match has no score");
      if (b.winner) issue("winner", "a scheduled match has no winner");
      return;
    }
    if (!b.team1 || !b.team2) issue("status", "a played match needs both teams");
    if (!b.score) return issue("score", "a played match needs its full-time score");
    const { ft, aet, penalties } = b.score;
    if (aet) {
      if (ft[0] !== ft[1]) issue("score.aet", "extra time is played only after a draw at full time");
      if (aet[0] < ft[0] || aet[1] < ft[1]) issue("score.aet", "the score after extra time cannot be lower than at full time");
    }
    if (penalties) {
      if (!aet) issue("score.penalties", "penalties need the score after extra time");
      else if (aet[0] !== aet[1]) issue("score.penalties", "penalties are taken only after a draw after extra time");
      if (penalties[0] === penalties[1]) issue("score.penalties", "a shoot-out cannot end level");
    }
    for (const { path, message } of resultDetailIssues(b.score, b.score, [b.team1 ?? "Team 1", b.team2 ?? "Team 2"])) issue(path, message);
    const [a, b2] = penalties ?? aet ?? ft;
    const expected = a === b2 ? null : a > b2 ? b.team1 : b.team2;
    if (b.winner !== expected) issue("winner", expected ? `the score makes ${expected} the winner` : "a draw has no winner");
  });
export type MatchCorrectionRequest = z.input<typeof matchCorrectionBody>;
export type MatchCorrection = z.output<typeof matchCorrectionBody>;

/** A club match's kick-off must fall in these years; another is a typo. */
const FIXTURE_YEARS = [2000, 2100] as const;

/**
 * PATCH /api/admin/fixtures/{number}: a match of a competition other than the World Cup (a league's).
 * Its kick-off (an instant, with how sure it is: `exact`, `time_tbc` the day only, `date_tbc` a
 * placeholder date), its sides (clubs of that competition), status and score (full time, half time and
 * scorers, kept as stored when left out as for the World Cup's). No extra time, penalties or winner
 * to give: a league match ends at full time and its winner follows from the score.
 */
export const fixtureCorrectionBody = z
  .object({
    kickoffAt: kickoffInstant,
    kickoffPrecision: z.enum(KICKOFF_PRECISIONS, { message: `must be one of ${KICKOFF_PRECISIONS.join(", ")}` }),
    team1: sideCode,
    team2: sideCode,
    status: z.enum(MATCH_STATUSES, { message: `must be one of ${MATCH_STATUSES.join(", ")}` }),
    score: z
      .object({ ft: scorePair, ht: scorePair.nullish(), goals1: scorers.optional(), goals2: scorers.optional() })
      .nullish()
      .transform((s) => (s ? { ...s, aet: null, penalties: null } : null)),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const year = new Date(b.kickoffAt).getUTCFullYear();
    if (year < FIXTURE_YEARS[0] || year >= FIXTURE_YEARS[1]) issue("kickoffAt", `must be between ${FIXTURE_YEARS[0]} and ${FIXTURE_YEARS[1] - 1}`);
    if (b.team1 === b.team2) issue("team2", "a team cannot play itself");
    if (b.status !== "played") {
      if (b.score) issue("score", `a ${b.status} match has no score`);
      return;
    }
    if (!b.score) return issue("score", "a played match needs its full-time score");
    for (const { path, message } of resultDetailIssues(b.score, b.score, [b.team1, b.team2])) issue(path, message);
  });
export type FixtureCorrectionRequest = z.input<typeof fixtureCorrectionBody>;
export type FixtureCorrection = z.output<typeof fixtureCorrectionBody>;

/** PATCH answer: the match as now stored, and whether anything changed. */
export const matchCorrectionResult = z.object({ success: z.literal(true), changed: z.boolean(), match: adminMatch });
export type MatchCorrectionResult = z.infer<typeof matchCorrectionResult>;

/** GET /api/admin/match-reports: fans' reports per venue and match, newest first. */
export const adminMatchReport = z.object({
  venueId: z.number(),
  venueName: z.string(),
  cityName: z.string(),
  matchNumber: z.number(),
  stage: z.string(),
  team1: teamSummary.nullable(),
  team2: teamSummary.nullable(),
  team1Slot: z.string().nullable(),
  team2Slot: z.string().nullable(),
  count: z.number(),
  reasons: z.record(z.enum(REPORT_REASONS), z.number()),
  latestAt: z.string(),
});
export type AdminMatchReport = z.infer<typeof adminMatchReport>;
