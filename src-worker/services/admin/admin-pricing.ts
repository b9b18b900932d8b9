// The admin's prices: every phase with its state as of the site's clock, and the writes that keep what
// was sold as it was sold (docs/decisions/032): a phase that has started can only be given an end (not
// in the past); one still to come can be changed or deleted. Each write and its admin_logs row are one
// batch, which also moves the edge cache's pricing version.
import { asc, eq } from "drizzle-orm";
import { constraintConflict, isConstraintFailure, runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { pricingPhases } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AdminPricing, AdminPricingPhase, PricingPhaseInput, PricingPhaseUpdate } from "../../shared/contract/admin-pricing";
import type { PricingPhase } from "../payments/pricing";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";

/** A start a few seconds old is "now": the form's clock and the Worker's differ a little. */
const CLOCK_SLACK_MS = 60_000;

const toCents = (dollars: number) => Math.round(dollars * 100);

function withStates(rows: PricingPhase[], now: Date): AdminPricingPhase[] {
  const t = now.getTime();
  const live = (p: PricingPhase) => p.startsAt.getTime() <= t && (p.endsAt === null || p.endsAt.getTime() > t);
  // The phase in force per kind: the latest start among those whose window holds now (services/payments/pricing.ts).
  const inForce = new Map<string, PricingPhase>();
  for (const p of rows) {
    const best = inForce.get(p.kind);
    if (live(p) && (!best || p.startsAt > best.startsAt || (+p.startsAt === +best.startsAt && p.id > best.id))) inForce.set(p.kind, p);
  }
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    phase: p.phase,
    label: p.label,
    price: p.priceCents / 100,
    description: p.description,
    note: p.note,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt ? p.endsAt.toISOString() : null,
    state: inForce.get(p.kind)?.id === p.id ? "in_force" : p.startsAt.getTime() > t ? "upcoming" : live(p) ? "overlapped" : "ended",
  }));
}

const allPhases = (db: Db) => db.select().from(pricingPhases).orderBy(asc(pricingPhases.kind), asc(pricingPhases.startsAt), asc(pricingPhases.id));

export async function listAdminPricing(db: Db, now: Date): Promise<AdminPricing> {
  return { now: now.toISOString(), phases: withStates(await allPhases(db), now) };
}

async function phaseById(db: Db, id: number, now: Date): Promise<AdminPricingPhase> {
  const found = withStates(await allPhases(db), now).find((p) => p.id === id);
  if (!found) throw notFound("Price phase not found");
  return found;
}

/** "now" is the moment of the request; a given start must not be in the past (what was sold stays as sold). */
function startOf(startsAt: string, now: Date): Date {
  if (startsAt === "now") return now;
  const at = new Date(startsAt);
  if (at.getTime() < now.getTime() - CLOCK_SLACK_MS) {
    throw badRequest("A price can start now or later, not in the past: what was sold before stays as it was sold.");
  }
  return at;
}

function endOf(endsAt: string | null, start: Date, now: Date): Date | null {
  if (endsAt === null) return null;
  const at = new Date(endsAt);
  if (at.getTime() <= start.getTime()) throw badRequest("The end must be after the start.");
  if (at.getTime() < now.getTime() - CLOCK_SLACK_MS) throw badRequest("The end cannot be in the past: what was sold before stays as it was sold.");
  return at;
}

export async function createPricingPhase(db: Db, body: PricingPhaseInput, now: Date): Promise<AdminPricingPhase> {
  const existing = (await allPhases(db)).find((p) => p.kind === body.kind && p.phase === body.phase);
  if (existing) throw conflict(`There is already a ${body.kind} phase named "${body.phase}". Nothing was saved.`);
  const startsAt = startOf(body.startsAt, now);
  const endsAt = endOf(body.endsAt, startsAt, now);
  const row = { ...body, priceCents: toCents(body.price), startsAt, endsAt };
  let inserted: { id: number }[];
  try {
    [inserted] = await runBatch(db, [
      db
        .insert(pricingPhases)
        .values({
          kind: row.kind,
          phase: row.phase,
          label: row.label,
          priceCents: row.priceCents,
          description: row.description,
          note: row.note,
          startsAt,
          endsAt,
        })
        .returning({ id: pricingPhases.id }),
      logStatement(db, "pricing_phase_added", { kind: row.kind, phase: row.phase, priceCents: row.priceCents, startsAt, endsAt }, now.getTime()),
      bumpDataVersions(db, ["pricing"]),
    ]);
  } catch (err) {
    // Another admin added the same name between the check and the write: D1 kept theirs, not this one.
    if (isConstraintFailure(err)) throw constraintConflict(err);
    throw err;
  }
  return phaseById(db, inserted[0].id, now);
}

export async function updatePricingPhase(db: Db, id: number, body: PricingPhaseUpdate, now: Date): Promise<AdminPricingPhase> {
  const phase = await phaseById(db, id, now);
  const started = phase.state !== "upcoming";
  const { endsAt: _end, ...rest } = body;
  const changesMore = Object.values(rest).some((v) => v !== undefined);
  if (started && changesMore) {
    throw conflict("This price has been on sale: only its end can be set. Add a new phase for a new price.");
  }
  const startsAt = body.startsAt === undefined ? new Date(phase.startsAt) : startOf(body.startsAt, now);
  const endsAt = body.endsAt === undefined ? (phase.endsAt ? new Date(phase.endsAt) : null) : endOf(body.endsAt, startsAt, now);
  const set = {
    label: body.label ?? phase.label,
    priceCents: body.price === undefined ? toCents(phase.price) : toCents(body.price),
    description: body.description ?? phase.description,
    note: body.note === undefined ? phase.note : body.note,
    startsAt,
    endsAt,
  };
  const before = {
    label: phase.label,
    priceCents: toCents(phase.price),
    description: phase.description,
    note: phase.note,
    startsAt: phase.startsAt,
    endsAt: phase.endsAt,
  };
  const after = { ...set, startsAt: startsAt.toISOString(), endsAt: endsAt ? endsAt.toISOString() : null };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
  if (changed.length === 0) return phase;
  await runBatch(db, [
    db.update(pricingPhases).set(set).where(eq(pricingPhases.id, id)),
    logStatement(db, "pricing_phase_changed", { id, kind: phase.kind, phase: phase.phase, changed, before, after }, now.getTime()),
    bumpDataVersions(db, ["pricing"]),
  ]);
  return phaseById(db, id, now);
}

export async function deletePricingPhase(db: Db, id: number, now: Date): Promise<void> {
  const phase = await phaseById(db, id, now);
  if (phase.state !== "upcoming") throw conflict("This price has been on sale: set its end instead of deleting it.");
  await runBatch(db, [
    db.delete(pricingPhases).where(eq(pricingPhases.id, id)),
    logStatement(
      db,
      "pricing_phase_deleted",
      { id, kind: phase.kind, phase: phase.phase, priceCents: toCents(phase.price), startsAt: phase.startsAt },
      now.getTime(),
    ),
    bumpDataVersions(db, ["pricing"]),
  ]);
}
