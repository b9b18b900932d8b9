// A competition's results API beside its fixture list (docs/decisions/040): football-data.org v4, read
// by the cron (at most 10 calls a run, the free tier's minute) and by an admin's "Refresh now". Its
// confirmed kick-off times and its results win over the fixture list's; an admin's lock wins over both.
// A read that fails (no token, the token refused, a 429, a 5xx, a timeout, garbage) changes no match:
// it is recorded on the source and tried again later.
import { eq } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { competitionApiSources, competitions, matches } from "../../db/schema";
import { type Bindings, getConfig } from "../../env";
import { notFound } from "../../lib/errors";
import type { ApiSourceState } from "../../shared/contract/admin-api-sources";
import { logStatement } from "../platform/admin-logs";
import { planStatements } from "./feeds/apply";
import { diffFeed, type FeedPlan } from "./feeds/diff";
import { feedFetchFor } from "./feeds/fetch-for-env";
import { fetchFootballData, footballDataUrl, readFootballData } from "./feeds/football-data";
import { FeedError } from "./feeds/rows";
import { type FeedFetch, FeedStatusError } from "./feeds/source";

/** The free tier's allowance: 10 calls a minute. One cron run makes at most this many. */
export const API_CALLS_PER_RUN = 10;
/** How often the cron reads a source that answers well. */
const API_REFRESH_MINUTES = 60;
/** A 429 without a readable wait: a minute (the free tier's window). */
const DEFAULT_WAIT_SECONDS = 60;

export const NO_TOKEN = "No API token: set the FOOTBALL_DATA_TOKEN secret.";

export interface ApiSourceDeps {
  fetch: FeedFetch;
  now: Date;
  /** The FOOTBALL_DATA_TOKEN secret; undefined when not set. */
  token: string | undefined;
  baseUrl: string;
  timeoutMs?: number;
}

/** The Worker's deps: the real host in production; elsewhere FOOTBALL_DATA_URL may point at the local stand-in. */
export function apiSourceDepsFor(env: Bindings, now: Date): ApiSourceDeps {
  return { fetch: feedFetchFor(env, now), now, token: env.FOOTBALL_DATA_TOKEN || undefined, baseUrl: getConfig(env).FOOTBALL_DATA_URL };
}

type SourceRow = typeof competitionApiSources.$inferSelect;
type CompetitionRow = typeof competitions.$inferSelect;

function toApiSourceState(s: SourceRow): ApiSourceState {
  return {
    provider: s.provider,
    code: s.code,
    enabled: s.enabled,
    refreshedAt: s.refreshedAt ? s.refreshedAt.toISOString() : null,
    refreshStatus: (s.refreshStatus as ApiSourceState["refreshStatus"]) ?? null,
    refreshError: s.refreshError,
    failures: s.failures,
    nextRefreshAt: s.nextRefreshAt ? s.nextRefreshAt.toISOString() : null,
    lastChanges: s.lastChanges ?? [],
  };
}

/** Every competition's API source, by competition id (the admin's competitions list). */
export async function apiSourcesById(db: Db): Promise<Map<string, ApiSourceState>> {
  const rows = await db.select().from(competitionApiSources);
  return new Map(rows.map((r) => [r.competitionId, toApiSourceState(r)]));
}

async function competitionOf(db: Db, id: string): Promise<CompetitionRow> {
  const [c] = await db.select().from(competitions).where(eq(competitions.id, id));
  if (!c) throw notFound("Competition not found");
  return c;
}

async function sourceOf(db: Db, id: string): Promise<SourceRow> {
  const [s] = await db.select().from(competitionApiSources).where(eq(competitionApiSources.competitionId, id));
  if (!s) throw notFound("This competition has no API source: set its football-data.org code first.");
  return s;
}

/** Sets (or changes) a competition's football-data.org code; the next cron run reads it. */
export async function setApiSource(db: Db, id: string, code: string, now: Date): Promise<ApiSourceState> {
  await competitionOf(db, id);
  const fresh = { code, enabled: true, refreshStatus: null, refreshError: null, failures: 0, nextRefreshAt: null, refreshedAt: null, lastChanges: null };
  await runBatch(db, [
    db
      .insert(competitionApiSources)
      .values({ competitionId: id, provider: "football-data", ...fresh })
      .onConflictDoUpdate({ target: competitionApiSources.competitionId, set: fresh }),
    logStatement(db, "competition_api_source_set", { competitionId: id, provider: "football-data", code }, now.getTime()),
  ]);
  return toApiSourceState(await sourceOf(db, id));
}

/**
 * Removes a competition's API source. The values it wrote stay, but the fixture list may change them
 * again (their provenance is cleared); an admin's locks are untouched.
 */
export async function removeApiSource(db: Db, id: string, now: Date): Promise<{ removed: boolean }> {
  await competitionOf(db, id);
  const [existing] = await db.select().from(competitionApiSources).where(eq(competitionApiSources.competitionId, id));
  if (!existing) return { removed: false };
  await runBatch(db, [
    db.delete(competitionApiSources).where(eq(competitionApiSources.competitionId, id)),
    db.update(matches).set({ kickoffFrom: null, resultFrom: null }).where(eq(matches.competitionId, id)),
    logStatement(db, "competition_api_source_removed", { competitionId: id, provider: existing.provider, code: existing.code }, now.getTime()),
  ]);
  return { removed: true };
}

/** An admin's "Refresh now": read at once, whatever the cron's pace; the outcome is on the answer. */
export async function refreshApiSourceNow(db: Db, deps: ApiSourceDeps, id: string): Promise<ApiSourceState> {
  const c = await competitionOf(db, id);
  const s = await sourceOf(db, id);
  await refreshOne(db, deps, c, s, "admin");
  return toApiSourceState(await sourceOf(db, id));
}

/** The seconds a 429 asks for: Retry-After, else the counter's reset (X-RequestCounter-Reset), else a minute. */
function waitSeconds(headers: Headers): number {
  for (const name of ["retry-after", "x-requestcounter-reset"]) {
    const n = Number(headers.get(name));
    if (Number.isFinite(n) && n > 0) return Math.min(Math.ceil(n), 24 * 3600);
  }
  return DEFAULT_WAIT_SECONDS;
}

type Outcome = Partial<Pick<SourceRow, "refreshStatus" | "refreshError" | "failures" | "nextRefreshAt">>;

/** A failed read as the source's new state: nothing else is written. */
function failure(err: FeedError, s: SourceRow, now: Date): Outcome {
  const failures = s.failures + 1;
  // 1 h, 2 h, 4 h ... after failures in a row, at most a day (as a fixture list's back-off).
  const backoff = new Date(now.getTime() + Math.min(2 ** Math.max(0, failures - 1), 24) * 3_600_000);
  if (err instanceof FeedStatusError && [400, 401, 403].includes(err.status)) {
    return {
      refreshStatus: "refused",
      refreshError: `The API refused the token (it answered ${err.status}): check the FOOTBALL_DATA_TOKEN secret and the code ${s.code}. The stored fixtures were kept.`,
      failures,
      nextRefreshAt: backoff,
    };
  }
  if (err instanceof FeedStatusError && err.status === 429) {
    const wait = waitSeconds(err.headers);
    const next = new Date(now.getTime() + wait * 1000);
    return {
      refreshStatus: "rate_limited",
      refreshError: `The API asked to wait ${wait} seconds (429, too many calls): the next try is after ${next.toISOString().slice(11, 16)} UTC. The stored fixtures were kept.`,
      failures: s.failures,
      nextRefreshAt: next,
    };
  }
  return { refreshStatus: "failed", refreshError: `${err.message} The stored fixtures were kept.`, failures, nextRefreshAt: backoff };
}

/** "Arsenal FC v Chelsea FC: kickoff 2026-12-12 (time TBC) → 2026-12-12 17:30 (UTC+00:00)". */
function changeLines(plan: FeedPlan): string[] {
  return plan.preview.changed.slice(0, 20).map((m) => `${m.home} v ${m.away}: ${m.changes.map((c) => `${c.field} ${c.before} → ${c.after}`).join("; ")}`);
}

function outcomeOf(plan: FeedPlan): Outcome {
  const n = plan.preview.rejected.length;
  if (!n) return { refreshStatus: "ok", refreshError: null };
  const first = plan.preview.rejected
    .slice(0, 3)
    .map((r) => `${r.at}: ${r.reason}`)
    .join("; ");
  return { refreshStatus: "rejected_rows", refreshError: `${n} match${n === 1 ? " was" : "es were"} not applied (${first}${n > 3 ? "; ..." : ""}).` };
}

/** Reads one source and applies it, or records why not. Answers a short account; "called" says whether the API was asked. */
async function refreshOne(db: Db, deps: ApiSourceDeps, c: CompetitionRow, s: SourceRow, by: "admin" | "cron"): Promise<{ called: boolean; summary: string }> {
  const where = eq(competitionApiSources.competitionId, c.id);
  if (!deps.token) {
    if (s.refreshStatus !== "no_token")
      await db.update(competitionApiSources).set({ refreshStatus: "no_token", refreshError: NO_TOKEN, nextRefreshAt: null }).where(where);
    return { called: false, summary: `not read: ${NO_TOKEN}` };
  }
  let plan: FeedPlan;
  try {
    const text = await fetchFootballData(deps.fetch, footballDataUrl(deps.baseUrl, s.code, c.season), deps.token, deps.timeoutMs);
    plan = await diffFeed(db, c, readFootballData(text, c.timeZone), { now: deps.now, unknownTeams: "reject", from: "api" });
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    const outcome = failure(err, s, deps.now);
    const changed = s.refreshStatus !== outcome.refreshStatus || s.refreshError !== outcome.refreshError;
    await runBatch(db, [
      db.update(competitionApiSources).set(outcome).where(where),
      ...(changed ? [logStatement(db, "competition_api_refresh_failed", { competitionId: c.id, by, error: outcome.refreshError }, deps.now.getTime())] : []),
    ]);
    console.error(JSON.stringify({ cron: "refreshApiSources", competition: c.id, error: outcome.refreshError }));
    return { called: true, summary: `failed: ${outcome.refreshError}` };
  }
  const lines = changeLines(plan);
  await runBatch(db, [
    ...planStatements(db, plan, deps.now),
    db
      .update(competitionApiSources)
      .set({ refreshedAt: deps.now, ...outcomeOf(plan), failures: 0, nextRefreshAt: null, lastChanges: lines })
      .where(where),
    logStatement(
      db,
      "competition_api_refreshed",
      { competitionId: c.id, by, code: s.code, changed: lines, unchanged: plan.preview.unchanged, rejected: plan.preview.rejected.length },
      deps.now.getTime(),
    ),
  ] as Statement[]);
  return { called: true, summary: `applied: ${plan.updates.length} changed, ${plan.preview.rejected.length} not applied` };
}

/**
 * The cron's job: every enabled API source that is due (its back-off or 429 wait over, else an hour
 * since the last read), at most API_CALLS_PER_RUN calls a run; the rest wait for the next run.
 */
export async function refreshDueApiSources(db: Db, deps: ApiSourceDeps): Promise<Record<string, string>> {
  const rows = await db
    .select({ s: competitionApiSources, c: competitions })
    .from(competitionApiSources)
    .innerJoin(competitions, eq(competitions.id, competitionApiSources.competitionId))
    .where(eq(competitionApiSources.enabled, true));
  const now = deps.now.getTime();
  const out: Record<string, string> = {};
  let calls = 0;
  for (const { s, c } of rows) {
    const due = s.nextRefreshAt ? s.nextRefreshAt.getTime() <= now : !s.refreshedAt || s.refreshedAt.getTime() + API_REFRESH_MINUTES * 60_000 <= now;
    if (!due) continue;
    if (calls >= API_CALLS_PER_RUN) {
      out[c.id] = "waiting: this run's calls are spent";
      continue;
    }
    const result = await refreshOne(db, deps, c, s, "cron");
    if (result.called) calls++;
    out[c.id] = result.summary;
    // A 429 is for the whole account: the other sources wait for the next run.
    if (result.summary.startsWith("failed: The API asked to wait")) break;
  }
  return out;
}
