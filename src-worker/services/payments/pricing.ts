// Prices are data (docs/decisions/002): the phase in force is the row whose window contains "now".
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pricingPhases } from "../../db/schema";
import { serviceUnavailable } from "../../lib/errors";
import type { FeaturedPricing, Pricing } from "../../shared/contract/payments";
import { isTournamentOffer } from "../../shared/offer-text";
import { tournamentPhase } from "../../shared/tournament";

export type PricingKind = (typeof pricingPhases.$inferSelect)["kind"];
export type PricingPhase = typeof pricingPhases.$inferSelect;

const NOT_CONFIGURED: Record<PricingKind, string> = {
  submission: "Submission pricing is not configured yet. Please try again later.",
  featured: "Featured pricing is not configured yet. Please try again later.",
  sponsor: "Sponsorship pricing is not configured yet. Please try again later.",
};

/** The phase in force at `now` (the latest start wins when windows overlap), or null. */
export async function findCurrentPhase(db: Db, kind: PricingKind, now: Date): Promise<PricingPhase | null> {
  const rows = await db
    .select()
    .from(pricingPhases)
    .where(and(eq(pricingPhases.kind, kind), lte(pricingPhases.startsAt, now), or(isNull(pricingPhases.endsAt), gt(pricingPhases.endsAt, now))))
    .orderBy(desc(pricingPhases.startsAt), desc(pricingPhases.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Like findCurrentPhase, but a missing phase is a clear 503 (nothing can be sold without a price). */
export async function requireCurrentPhase(db: Db, kind: PricingKind, now: Date): Promise<PricingPhase> {
  const phase = await findCurrentPhase(db, kind, now);
  if (!phase) throw serviceUnavailable(NOT_CONFIGURED[kind]);
  return phase;
}

const centsToDollars = (cents: number) => cents / 100;

/** A note that ends on a day of a month without its year: "Ends Oct. 31st", "From June 8th". */
const ENDS_WITH_A_DAY = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?$/;

/**
 * "Ends Oct. 31st" becomes "Ends Oct. 31st, 2025": tiers span two years, so a note names its year,
 * taken from the phase's own dates (its last day for an end, else its start) rather than typed by hand.
 */
function datedNote(p: PricingPhase): string | null {
  if (!p.note || !ENDS_WITH_A_DAY.test(p.note)) return p.note;
  const day = /^ends\b/i.test(p.note) && p.endsAt ? new Date(p.endsAt.getTime() - 1) : p.startsAt;
  return `${p.note}, ${day.getUTCFullYear()}`;
}

function toPricing(phase: PricingPhase): Pricing {
  return {
    price: centsToDollars(phase.priceCents),
    phase: phase.phase,
    description: phase.description,
    label: phase.label,
    note: datedNote(phase),
    endsAt: phase.endsAt ? phase.endsAt.toISOString() : null,
  };
}

export async function getPricing(db: Db, kind: PricingKind, now: Date): Promise<Pricing> {
  return toPricing(await requireCurrentPhase(db, kind, now));
}

/**
 * The featured phase in force plus the tiers the venue page may show: the one in force and those still
 * to come, never one that has ended. Once the final is over, no tier sold for the World Cup is shown:
 * their names ("Early Movers", "Last call") race towards a tournament that has been played
 * (docs/decisions/009, amendment); the club season's tiers are (docs/decisions/032).
 */
export async function getFeaturedPricing(db: Db, now: Date): Promise<FeaturedPricing> {
  const current = await requireCurrentPhase(db, "featured", now);
  const afterFinal = tournamentPhase(now) === "after";
  const open = await db
    .select()
    .from(pricingPhases)
    .where(and(eq(pricingPhases.kind, "featured"), or(isNull(pricingPhases.endsAt), gt(pricingPhases.endsAt, now))))
    .orderBy(asc(pricingPhases.startsAt), asc(pricingPhases.id));
  return {
    ...toPricing(current),
    tiers: open
      // A tier that starts before the one in force and has not ended is overlapped by it: not on offer.
      .filter((p) => p.id === current.id || p.startsAt > now)
      // Tiers of one kind of offer: the tournament's before and during it, those sold for later after it.
      .filter((p) => (afterFinal ? !isTournamentOffer(p.phase) : isTournamentOffer(p.phase) === isTournamentOffer(current.phase)))
      .map((p) => ({
        label: p.label,
        price: centsToDollars(p.priceCents),
        phase: p.phase,
        current: p.id === current.id,
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt ? p.endsAt.toISOString() : null,
      })),
  };
}

const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$500.00": amounts in e-mails and on the test checkout page. */
export const formatCentsUsd = (cents: number) => usdCents.format(cents / 100);
