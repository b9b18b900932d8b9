// Competitions from fixture feeds (docs/decisions/028), free of HTTP: the admin's list, a source read
// into one preview, apply (all or nothing, refused when the preview is out of date), and the cron's
// refresh of every competition whose address is due. Readers, differ and apply are in services/matches/feeds/.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { constraintConflict, isConstraintFailure, runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { adminLogs, competitions } from "../../db/schema";
import { ApiError, conflict, type ErrorBody, notFound } from "../../lib/errors";
import type {
  AdminCompetition,
  FeedApplyResult,
  FeedPreview,
  FeedPreviewResult,
  NewCompetitionRequest,
  newCompetitionBody,
  RefreshRequest,
} from "../../shared/contract/admin-competitions";
import type { z } from "../../shared/contract/zod";
import { logStatement } from "../platform/admin-logs";
import { slugify } from "../platform/slug";
import { apiSourcesById } from "./api-sources";
import { competitionFields } from "./competitions";
import { planStatements } from "./feeds/apply";
import { type DiffOptions, diffFeed, type FeedPlan } from "./feeds/diff";
import { isLocalSampleAddress } from "./feeds/fetch-for-env";
import { FeedError } from "./feeds/rows";
import { type FeedFetch, type FeedKind, fetchFeed, readFeed } from "./feeds/source";

export interface FeedDeps {
  fetch: FeedFetch;
  /** The site's clock (a past kick-off without a result is refused against it). */
  now: Date;
  /** The wait for an address (10 s unless a test says otherwise). */
  timeoutMs?: number;
}

type CompetitionRow = typeof competitions.$inferSelect;

const matchCount = sql<number>`(SELECT count(*) FROM matches m WHERE m.competition_id = ${competitions.id})`;

type LastRefresh = AdminCompetition["lastRefresh"];

function toAdminCompetition(c: CompetitionRow, count: number, lastRefresh: LastRefresh = null): AdminCompetition {
  return {
    ...competitionFields(c),
    refreshHours: c.refreshHours,
    refreshedAt: c.refreshedAt ? c.refreshedAt.toISOString() : null,
    refreshStatus: (c.refreshStatus as AdminCompetition["refreshStatus"]) ?? null,
    refreshError: c.refreshError,
    refreshFailures: c.refreshFailures,
    nextRefreshAt: c.nextRefreshAt ? c.nextRefreshAt.toISOString() : null,
    matchCount: Number(count),
    lastRefresh,
  };
}

/** Each competition's last applied read, from the admin log (its counts: new, changed, refused). */
async function lastRefreshes(db: Db): Promise<Map<string, NonNullable<LastRefresh>>> {
  const rows = await db
    .select({ payload: adminLogs.payload, createdAt: adminLogs.createdAt })
    .from(adminLogs)
    .where(
      sql`${adminLogs.id} IN (SELECT max(id) FROM admin_logs WHERE event IN ('competition_refreshed', 'competition_created') GROUP BY json_extract(payload, '$.competitionId'))`,
    );
  const out = new Map<string, NonNullable<LastRefresh>>();
  for (const r of rows) {
    const p = JSON.parse(r.payload ?? "{}") as { competitionId?: string; by?: "admin" | "cron"; new?: number; changedCount?: number; rejected?: number };
    if (!p.competitionId) continue;
    out.set(p.competitionId, {
      at: r.createdAt.toISOString(),
      by: p.by === "cron" ? "cron" : "admin",
      new: p.new ?? 0,
      changed: p.changedCount ?? 0,
      rejected: p.rejected ?? 0,
    });
  }
  return out;
}

export async function listAdminCompetitions(db: Db): Promise<AdminCompetition[]> {
  const [rows, last, api] = await Promise.all([
    db.select({ c: competitions, matchCount }).from(competitions).orderBy(asc(competitions.position), asc(competitions.id)),
    lastRefreshes(db),
    // Each competition's results API beside its fixture list (docs/decisions/040).
    apiSourcesById(db),
  ]);
  return rows.map((r) => ({ ...toAdminCompetition(r.c, r.matchCount, last.get(r.c.id) ?? null), apiSource: api.get(r.c.id) ?? null }));
}

/** An admin's apply as the list will show it. */
const appliedNow = (plan: FeedPlan, now: Date): LastRefresh => ({
  at: now.toISOString(),
  by: "admin",
  new: plan.inserts.length,
  changed: plan.updates.length,
  rejected: plan.preview.rejected.length,
});

/** A source refused whole: said plainly, nothing written. */
const refused = (err: FeedError) => new ApiError(422, "source_refused", `The source was not applied: ${err.message}`);

/** The source's text: the address read now, or the uploaded CSV. */
async function sourceText(deps: FeedDeps, kind: FeedKind, url: string | null, csv: string | undefined): Promise<string> {
  if (kind === "csv") {
    if (!csv) throw new ApiError(400, "bad_request", "Choose the CSV file to read: a CSV competition is refreshed by uploading its file again.");
    return csv;
  }
  if (!url) throw new ApiError(400, "bad_request", "This competition has no address to read: give the address of its feed.");
  return fetchFeed(deps.fetch, url, deps.timeoutMs);
}

/** Reads and compares a source; a source refused whole is a 422 with the reason. */
async function planFor(
  db: Db,
  deps: FeedDeps,
  competition: { id: string; timeZone: string },
  kind: FeedKind,
  text: () => Promise<string>,
  unknownTeams: DiffOptions["unknownTeams"],
) {
  try {
    const read = readFeed(kind, await text(), competition.timeZone);
    return await diffFeed(db, competition, read, { now: deps.now, unknownTeams });
  } catch (err) {
    if (err instanceof FeedError) throw refused(err);
    throw err;
  }
}

/** What applying the plan writes, as a digest: apply recomputes it and refuses a plan the admin has not seen. */
async function digestOf(plan: FeedPlan, extra: unknown): Promise<string> {
  const body = JSON.stringify([plan.newTeams, plan.inserts, plan.updates, plan.preview.rejected, extra]);
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  return [...new Uint8Array(hash).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const STALE_PREVIEW = "The source or the stored fixtures changed since the preview: nothing was applied. Look at the new preview, then apply it.";

/** A 409 that carries the preview as it is now, so the admin's page shows it at once instead of the stale one. */
class StalePreview extends ApiError {
  constructor(readonly latest: FeedPreviewResult) {
    super(409, "conflict", STALE_PREVIEW);
  }

  override toBody(): ErrorBody & { preview: FeedPreviewResult } {
    return { ...super.toBody(), preview: this.latest };
  }
}

function checkExpected(expect: string | undefined, latest: FeedPreviewResult) {
  if (!expect) throw new ApiError(400, "bad_request", "Preview the source first: apply takes the preview's digest (expect).");
  if (expect !== latest.digest) throw new StalePreview(latest);
}

/** The refresh's outcome on the competition row: applied (with the rows refused, if any). */
function refreshOutcome(preview: FeedPreview): Pick<CompetitionRow, "refreshStatus" | "refreshError"> {
  const n = preview.rejected.length;
  if (!n) return { refreshStatus: "ok", refreshError: null };
  const first = preview.rejected
    .slice(0, 3)
    .map((r) => `${r.at}: ${r.reason}`)
    .join("; ");
  return { refreshStatus: "rejected_rows", refreshError: `${n} fixture${n === 1 ? " was" : "s were"} refused (${first}${n > 3 ? "; ..." : ""}).` };
}

/** The admin log's account of an applied source: counts, and what changed on each match (a kick-off moved, a result in). */
function logPayload(competitionId: string, by: "admin" | "cron", preview: FeedPreview) {
  return {
    competitionId,
    by,
    new: preview.new.length,
    changed: preview.changed.slice(0, 100).map((c) => ({ number: c.number, match: `${c.home} v ${c.away}`, changes: c.changes, kept: c.kept })),
    changedCount: preview.changed.length,
    unchanged: preview.unchanged,
    rejected: preview.rejected.length,
    newTeams: preview.newTeams.map((t) => t.code),
  };
}

type NewCompetition = z.output<typeof newCompetitionBody>;

const newId = (body: Pick<NewCompetitionRequest, "shortEn" | "season">) => slugify(`${body.shortEn} ${body.season}`);

const sourceUrlOf = (body: NewCompetition) => (body.source.kind === "csv" ? null : body.source.url);

async function newCompetitionPlan(db: Db, deps: FeedDeps, body: NewCompetition) {
  const id = newId(body);
  if (!id) throw new ApiError(400, "bad_request", "The short name must hold letters or digits.");
  const [existing] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, id));
  if (existing) throw conflict(`A competition with the id ${id} already exists: give another short name or season, or refresh that one.`);
  const source = body.source;
  const plan = await planFor(
    db,
    deps,
    { id, timeZone: body.timeZone },
    source.kind,
    () => sourceText(deps, source.kind, sourceUrlOf(body), source.kind === "csv" ? source.csv : undefined),
    "create",
  );
  // The review of new clubs is the admin's, not the source's: the preview's digest does not hold it.
  const { expect: _, source: __, newClubs: ___, ...fields } = body;
  return { id, plan, digest: await digestOf(plan, { ...fields, url: sourceUrlOf(body) }) };
}

export async function previewNewCompetition(db: Db, deps: FeedDeps, body: NewCompetition): Promise<FeedPreviewResult> {
  const { id, plan, digest } = await newCompetitionPlan(db, deps, body);
  return { competitionId: id, preview: plan.preview, digest };
}

const SOURCE_LABELS: Record<FeedKind, string> = { openfootball: "openfootball", ics: "iCalendar feed", csv: "CSV upload" };

/**
 * The admin's review of the preview's new clubs (Spanish name, country), onto the clubs the apply adds.
 * A name the preview does not list as new is refused: the admin reviewed another source, or a typo.
 */
function reviewNewClubs(plan: FeedPlan, reviews: readonly { name: string; nameEs?: string | null; country?: string | null }[] | undefined) {
  const byName = new Map(plan.newTeams.map((t) => [t.name, t]));
  for (const r of reviews ?? []) {
    const team = byName.get(r.name);
    if (!team) throw new ApiError(400, "bad_request", `newClubs: "${r.name}" is not a new club of this source; review only the clubs the preview lists.`);
    team.nameEs = r.nameEs ?? null;
    team.country = r.country ?? null;
  }
}

export async function createCompetition(db: Db, deps: FeedDeps, body: NewCompetition): Promise<FeedApplyResult> {
  const { id, plan, digest } = await newCompetitionPlan(db, deps, body);
  checkExpected(body.expect, { competitionId: id, preview: plan.preview, digest });
  reviewNewClubs(plan, body.newClubs);
  const [{ position }] = await db.select({ position: sql<number>`coalesce(max(${competitions.position}), 0) + 1` }).from(competitions);
  const row: CompetitionRow = {
    id,
    nameEn: body.nameEn,
    nameEs: body.nameEs,
    shortEn: body.shortEn,
    shortEs: body.shortEs,
    kind: body.kind,
    season: body.season,
    timeZone: body.timeZone,
    position: Number(position),
    sourceKind: body.source.kind,
    sourceUrl: sourceUrlOf(body),
    sourceLabel: body.sourceLabel || SOURCE_LABELS[body.source.kind],
    sourceLicence: body.sourceLicence || "Not stated",
    refreshHours: body.refreshHours,
    refreshedAt: deps.now,
    ...refreshOutcome(plan.preview),
    ...BACKOFF_RESET,
  };
  await applyAll(db, [
    db.insert(competitions).values(row),
    ...planStatements(db, plan, deps.now),
    logStatement(db, "competition_created", logPayload(id, "admin", plan.preview), deps.now.getTime()),
  ] as Statement[]);
  return { competition: toAdminCompetition(row, plan.inserts.length, appliedNow(plan, deps.now)), applied: applied(plan) };
}

/**
 * An admin's apply as one batch. Two applies at once (two tabs) can both pass their checks; the second
 * then meets a stored match or id in its batch, and D1 rolls all of it back: said as such.
 */
async function applyAll(db: Db, statements: Statement[]) {
  try {
    await runBatch(db, statements);
  } catch (err) {
    if (isConstraintFailure(err)) throw constraintConflict(err);
    throw err;
  }
}

const applied = (plan: FeedPlan) => ({
  new: plan.inserts.length,
  changed: plan.updates.length,
  rejected: plan.preview.rejected.length,
  newTeams: plan.newTeams.length,
});

async function competitionOf(db: Db, id: string): Promise<{ c: CompetitionRow; matchCount: number }> {
  const [row] = await db.select({ c: competitions, matchCount }).from(competitions).where(eq(competitions.id, id));
  if (!row) throw notFound("Competition not found");
  return row;
}

async function refreshPlan(db: Db, deps: FeedDeps, c: CompetitionRow, body: RefreshRequest) {
  if (c.sourceKind === "builtin") throw new ApiError(400, "bad_request", "This competition's data is built in: it has no source to refresh.");
  const url = body.sourceUrl ?? c.sourceUrl;
  const plan = await planFor(db, deps, c, c.sourceKind, () => sourceText(deps, c.sourceKind as FeedKind, url, body.csv), "create");
  return { plan, url, digest: await digestOf(plan, { url }) };
}

export async function previewRefresh(db: Db, deps: FeedDeps, id: string, body: RefreshRequest): Promise<FeedPreviewResult> {
  const { c } = await competitionOf(db, id);
  const { plan, digest } = await refreshPlan(db, deps, c, body);
  return { competitionId: id, preview: plan.preview, digest };
}

/** A source read and applied, by the cron or an admin: the back-off starts again from nothing. */
const BACKOFF_RESET = { refreshFailures: 0, nextRefreshAt: null };

/**
 * How long the cron waits after the n-th failed read in a row: 1 h, 2 h, 4 h ... doubling, capped at
 * the competition's refresh_hours and at 24 h (a source that stays down is tried at least daily, and
 * never more often than every tick of its first hour).
 */
export function backoffHours(failures: number, refreshHours: number): number {
  const cap = Math.max(1, Math.min(refreshHours, 24));
  return Math.min(2 ** Math.max(0, failures - 1), cap);
}

/** The competition row's writes for an applied refresh. */
function refreshedRow(db: Db, c: CompetitionRow, preview: FeedPreview, now: Date, url: string | null) {
  return db
    .update(competitions)
    .set({ refreshedAt: now, sourceUrl: url, ...refreshOutcome(preview), ...BACKOFF_RESET })
    .where(eq(competitions.id, c.id));
}

export async function applyRefresh(db: Db, deps: FeedDeps, id: string, body: RefreshRequest): Promise<FeedApplyResult> {
  const { c, matchCount: count } = await competitionOf(db, id);
  const { plan, url, digest } = await refreshPlan(db, deps, c, body);
  checkExpected(body.expect, { competitionId: id, preview: plan.preview, digest });
  reviewNewClubs(plan, body.newClubs);
  await applyAll(db, [
    ...planStatements(db, plan, deps.now),
    refreshedRow(db, c, plan.preview, deps.now, c.sourceKind === "csv" ? null : url),
    logStatement(db, "competition_refreshed", logPayload(id, "admin", plan.preview), deps.now.getTime()),
  ] as Statement[]);
  const after: CompetitionRow = {
    ...c,
    refreshedAt: deps.now,
    sourceUrl: c.sourceKind === "csv" ? null : url,
    ...refreshOutcome(plan.preview),
    ...BACKOFF_RESET,
  };
  return { competition: toAdminCompetition(after, count + plan.inserts.length, appliedNow(plan, deps.now)), applied: applied(plan) };
}

/** Why the cron outside production left a competition alone (logged, and answered for it). */
export const SKIPPED_OUTSIDE_PRODUCTION = "skipped: outside production the cron reads no external address (an admin's Refresh now still reads it)";

export interface CronRefreshOptions {
  /**
   * Whether the cron may fetch an external address: only in production (docs/decisions/039). Without it,
   * only local /dev/feeds/ samples are read; the others are skipped, said so, and stay due.
   */
  readExternal: boolean;
}

/**
 * The cron's refresh: every competition with an address whose refresh_hours have passed since it was
 * last read, or whose back-off has run out after a failure. A source that fails, times out or answers
 * garbage leaves the stored fixtures as they are, records the error on the competition and is tried
 * again later and later (backoffHours); clubs the source names that the site does not know are
 * refused rows (an admin adds them with "Refresh now"). Answers what happened to each.
 */
export async function refreshDueCompetitions(
  db: Db,
  deps: FeedDeps,
  { readExternal }: CronRefreshOptions = { readExternal: true },
): Promise<Record<string, string>> {
  const due = await db
    .select()
    .from(competitions)
    .where(and(isNotNull(competitions.sourceUrl), inArray(competitions.sourceKind, ["openfootball", "ics"])));
  const now = deps.now.getTime();
  const out: Record<string, string> = {};
  for (const c of due) {
    // After a failure the back-off decides; else refresh_hours since the last read.
    if (c.nextRefreshAt ? c.nextRefreshAt.getTime() > now : c.refreshedAt && c.refreshedAt.getTime() + c.refreshHours * 3_600_000 > now) continue;
    if (!readExternal && !isLocalSampleAddress(c.sourceUrl as string)) {
      console.log(JSON.stringify({ cron: "refreshCompetitionFeeds", competition: c.id, source: c.sourceUrl, result: SKIPPED_OUTSIDE_PRODUCTION }));
      out[c.id] = SKIPPED_OUTSIDE_PRODUCTION;
      continue;
    }
    out[c.id] = await refreshOne(db, deps, c);
  }
  return out;
}

async function refreshOne(db: Db, deps: FeedDeps, c: CompetitionRow): Promise<string> {
  let plan: FeedPlan;
  try {
    const read = readFeed(c.sourceKind as FeedKind, await fetchFeed(deps.fetch, c.sourceUrl as string, deps.timeoutMs), c.timeZone);
    plan = await diffFeed(db, c, read, { now: deps.now, unknownTeams: "reject" });
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    const error = `${err.message} The stored fixtures were kept.`;
    // Logged once per new error, not at every tick of a source that stays down.
    const changed = c.refreshStatus !== "failed" || c.refreshError !== error;
    const failures = c.refreshFailures + 1;
    const nextRefreshAt = new Date(deps.now.getTime() + backoffHours(failures, c.refreshHours) * 3_600_000);
    await runBatch(db, [
      db.update(competitions).set({ refreshStatus: "failed", refreshError: error, refreshFailures: failures, nextRefreshAt }).where(eq(competitions.id, c.id)),
      ...(changed ? [logStatement(db, "competition_refresh_failed", { competitionId: c.id, by: "cron", error }, deps.now.getTime())] : []),
    ]);
    console.error(JSON.stringify({ cron: "refreshCompetitionFeeds", competition: c.id, error, failures, nextRefreshAt }));
    return `failed: ${error}`;
  }
  await runBatch(db, [
    ...planStatements(db, plan, deps.now),
    refreshedRow(db, c, plan.preview, deps.now, c.sourceUrl),
    logStatement(db, "competition_refreshed", logPayload(c.id, "cron", plan.preview), deps.now.getTime()),
  ] as Statement[]);
  const summary = { competition: c.id, ...applied(plan), changes: plan.preview.changed.slice(0, 20).map((m) => ({ number: m.number, changes: m.changes })) };
  console.log(JSON.stringify({ cron: "refreshCompetitionFeeds", ...summary }));
  return `applied: ${plan.inserts.length} new, ${plan.updates.length} changed, ${plan.preview.rejected.length} refused`;
}
