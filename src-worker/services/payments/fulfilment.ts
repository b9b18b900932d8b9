// What a paid checkout delivers, exactly once: shared by the Stripe webhook and the test checkout.
//
// Exactly-once holds under concurrency because every effect is ONE runBatch (atomic and serialised
// in D1) whose statements are all guarded by "this checkout is still open", and whose last statement
// closes the checkout. A second delivery (replayed or different event, test page double click) finds
// the checkout closed and every statement of its batch does nothing.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { checkouts, cities, paymentEvents, sponsors, submissions, venues, WORLD_CUP_ID } from "../../db/schema";
import { FEATURED_DAYS } from "../../shared/constants";
import { enqueueEmailIf } from "../mail/email-outbox";
import { purchaseClaimStatement } from "../owners/owner-claims";
import { slugify } from "../platform/slug";
import { bumpVenuesVersionIf, DAY_MS, extendedFeaturedUntil } from "../venues/featured";
import { addClaimStatements } from "../venues/venue-claims";
import { formatCentsUsd } from "./pricing";
import type { Stripe } from "./stripe";

type Checkout = typeof checkouts.$inferSelect;

/**
 * A checkout can still be fulfilled while pending, and also once expired: an expiry only means we
 * stopped waiting, so a verified payment that arrives late (out of order) still delivers what was paid for.
 * Paid and cancelled checkouts never are.
 */
const OPEN_STATUSES = ["pending", "expired"] as const;
const isOpen = (status: Checkout["status"]) => (OPEN_STATUSES as readonly string[]).includes(status);

export interface FulfilmentInput {
  checkoutId: string;
  now: Date;
  siteName: string;
  /**
   * The address the payment page collected (Stripe's customer_details, or the test checkout's field):
   * the receipt and a purchased claim go to it when the checkout was started without one.
   */
  payerEmail?: string | null;
  /** Ids from the verified Stripe Checkout; absent in the test checkout. */
  stripe?: {
    paymentIntentId?: string | null;
    customerId?: string | null;
    subscriptionId?: string | null;
  };
}

export type FulfilmentOutcome = { status: "fulfilled"; kind: Checkout["kind"] } | { status: "skipped"; reason: "unknown_checkout" | "already_closed" };

const openCheckout = (checkoutId: string) => and(eq(checkouts.id, checkoutId), inArray(checkouts.status, OPEN_STATUSES));

function stillOpen(checkoutId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM checkouts WHERE id = ${checkoutId} AND status IN ('pending', 'expired'))`;
}

// The INSERT ... SELECT statements below stay raw SQL: each inserts only while the checkout is open
// and fills a few columns from other tables (json_object, CASE), and drizzle's insert().select()
// must list every column of the table.

function submissionStatements(checkout: Checkout, sub: typeof submissions.$inferSelect, cityName: string, input: FulfilmentInput): SQL[] {
  const nowMs = input.now.getTime();
  // The same slug a CSV import computes from the name, so a later import updates this venue.
  const base = slugify(sub.venueName) || "venue";
  const suffixed = `${base}-${sub.id}`;
  const receipt = [
    `Thank you for submitting ${sub.venueName} to ${input.siteName}.`,
    "",
    `What you bought: Venue listing: ${sub.venueName} (${cityName})`,
    `Amount paid: ${formatCentsUsd(checkout.amountCents)} (USD)`,
    `Reference: ${checkout.id}`,
    "",
    "Our team reviews every submission within 24-48 hours. Your venue is not public yet:",
    "we will e-mail you at this address as soon as it is approved and live on the site.",
    ...(sub.lat === null || sub.lng === null
      ? ["", "You did not place the venue on the map: it will be listed without a map pin until our team sets its location."]
      : []),
  ].join("\n");
  return [
    // A pending venue for admin review; nothing is public before approval.
    sql`
      INSERT INTO venues (city_id, name, slug, address, notes, has_food, family_friendly, big_screens, open_late,
                          phone, website, instagram, hours, lat, lng, tags,
                          status, source, submission_id, created_at, updated_at)
      SELECT s.city_id, s.venue_name,
             CASE WHEN EXISTS (SELECT 1 FROM venues v WHERE v.city_id = s.city_id AND v.slug = ${base})
                  THEN ${suffixed} ELSE ${base} END,
             s.address, NULLIF(s.details, ''), s.has_food, s.family_friendly, s.big_screens, s.open_late,
             s.phone, s.website, s.instagram, s.hours, s.lat, s.lng, COALESCE(s.venue_types, '[]'),
             'pending', 'submission', s.id, ${nowMs}, ${nowMs}
      FROM submissions s JOIN checkouts c ON c.submission_id = s.id
      WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired')`,
    sql`
      INSERT INTO admin_logs (event, payload, created_at)
      SELECT 'submission_paid',
             json_object('checkoutId', c.id, 'submissionId', c.submission_id, 'amountCents', c.amount_cents,
                         'venueId', (SELECT id FROM venues WHERE submission_id = c.submission_id ORDER BY id DESC LIMIT 1)),
             ${nowMs}
      FROM checkouts c WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired')`,
    // The venue's own claims from the form, dated at payment; the venue is read through the open checkout,
    // so a second delivery (checkout closed) writes none.
    ...addClaimStatements(
      sql`SELECT v.id AS id FROM venues v JOIN checkouts c ON c.submission_id = v.submission_id
          WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired') ORDER BY v.id DESC LIMIT 1`,
      {
        allCompetitions: sub.showsMatches === "every",
        // "all" is the older form's "every match", said of the World Cup.
        competitions: sub.showsMatches === "all" ? [WORLD_CUP_ID] : sub.showsMatches === "competitions" ? (sub.showsCompetitions ?? []) : [],
        matches: [],
        supporters: sub.supportersTeam ? [{ team: sub.supportersTeam }] : [],
      },
      "venue",
      input.now,
    ),
    enqueueEmailIf(
      { to: sub.contactEmail, subject: `Receipt: venue listing for ${sub.venueName}`, body: receipt, dedupeKey: `receipt:${checkout.id}`, at: input.now },
      stillOpen(checkout.id),
    ),
  ];
}

/** The venue a claim features, as read before fulfilment's batch. */
interface FeaturedVenue {
  name: string;
  isFeatured: boolean;
  featuredUntil: Date | null;
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function featuredStatements(db: Db, checkout: Checkout, venue: FeaturedVenue | null, input: FulfilmentInput): Statement[] {
  const nowMs = input.now.getTime();
  const statements: Statement[] = [
    // Cached public venue lists must show the new Featured state.
    bumpVenuesVersionIf(db, sql`${stillOpen(checkout.id)} AND EXISTS (SELECT 1 FROM venues WHERE id = ${checkout.venueId})`),
    // The venue id is read inside the statement: a venue deleted meanwhile (venue_id set to null) gets nothing.
    db
      .update(venues)
      .set({ isFeatured: true, featuredUntil: extendedFeaturedUntil(input.now), updatedAt: input.now })
      .where(eq(venues.id, sql`(${db.select({ venueId: checkouts.venueId }).from(checkouts).where(openCheckout(checkout.id))})`)),
    sql`
      INSERT INTO admin_logs (event, payload, created_at)
      SELECT 'venue_featured_paid',
             json_object('venueId', v.id, 'checkoutId', c.id, 'days', ${FEATURED_DAYS}, 'featuredUntil', v.featured_until,
                         'amountCents', c.amount_cents),
             ${nowMs}
      FROM checkouts c JOIN venues v ON v.id = c.venue_id
      WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired')`,
    sql`
      INSERT INTO admin_logs (event, payload, created_at)
      SELECT 'featured_venue_missing', json_object('checkoutId', c.id, 'amountCents', c.amount_cents), ${nowMs}
      FROM checkouts c
      WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired')
        AND NOT EXISTS (SELECT 1 FROM venues v WHERE v.id = c.venue_id)`,
  ];
  const to = checkout.contactEmail ?? input.payerEmail;
  // The purchaser asks to manage the listing: a claim waits in the admins' queue (services/owners/owner-claims.ts).
  if (to) statements.push(purchaseClaimStatement(checkout.id, to, nowMs));
  if (to && venue) {
    // The same rule as extendedFeaturedUntil, on the row read just before the batch.
    const from = venue.isFeatured && venue.featuredUntil && venue.featuredUntil > input.now ? venue.featuredUntil : input.now;
    const until = new Date(from.getTime() + FEATURED_DAYS * DAY_MS);
    const body = [
      `Thank you for featuring ${venue.name} on ${input.siteName}.`,
      "",
      `What you bought: ${FEATURED_DAYS} days of Featured placement for ${venue.name}`,
      `Featured until: ${longDate.format(until)}`,
      `Amount paid: ${formatCentsUsd(checkout.amountCents)} (USD)`,
      `Reference: ${checkout.id}`,
      "",
      `Your venue shows as Featured at the top of its city page until then (${FEATURED_DAYS} days, added to any feature still running).`,
      "",
      "Next: you asked to manage this listing. Our team checks your request, usually within a day,",
      "and e-mails this address a sign-in link to your owner area once it is approved. If you already",
      "manage the listing, nothing changes: sign in to your owner area as usual.",
    ].join("\n");
    statements.push(
      enqueueEmailIf(
        { to, subject: `Receipt: ${venue.name} is featured`, body, dedupeKey: `receipt:${checkout.id}`, at: input.now },
        sql`${stillOpen(checkout.id)} AND EXISTS (SELECT 1 FROM venues WHERE id = ${checkout.venueId})`,
      ),
    );
  }
  return statements;
}

function sponsorStatements(checkout: Checkout, cityName: string | null, input: FulfilmentInput): SQL[] {
  const nowMs = input.now.getTime();
  const statements: SQL[] = [
    sql`
      INSERT INTO sponsors (city_id, stripe_customer_id, stripe_subscription_id, contact_email, status, created_at, updated_at)
      SELECT c.city_id, ${input.stripe?.customerId ?? null}, ${input.stripe?.subscriptionId ?? null}, c.contact_email, 'active', ${nowMs}, ${nowMs}
      FROM checkouts c
      WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired') AND c.city_id IS NOT NULL
      ON CONFLICT DO NOTHING`,
    sql`
      INSERT INTO admin_logs (event, payload, created_at)
      SELECT 'sponsor_started', json_object('checkoutId', c.id, 'cityId', c.city_id, 'amountCents', c.amount_cents), ${nowMs}
      FROM checkouts c WHERE c.id = ${checkout.id} AND c.status IN ('pending', 'expired')`,
  ];
  const to = checkout.contactEmail ?? input.payerEmail;
  if (to && cityName) {
    const body = [
      `Thank you for sponsoring ${cityName} on ${input.siteName}.`,
      "",
      `What you bought: City sponsorship: ${cityName}, billed monthly`,
      `Amount: ${formatCentsUsd(checkout.amountCents)} (USD) per month`,
      `Reference: ${checkout.id}`,
      "",
      "We will contact you at this address within 24 hours to set up your sponsor placement.",
    ].join("\n");
    statements.push(
      enqueueEmailIf(
        { to, subject: `Receipt: city sponsorship for ${cityName}`, body, dedupeKey: `receipt:${checkout.id}`, at: input.now },
        stillOpen(checkout.id),
      ),
    );
  }
  return statements;
}

/** Delivers what a checkout paid for, at most once. */
export async function fulfilCheckout(db: Db, input: FulfilmentInput): Promise<FulfilmentOutcome> {
  const checkout = (await db.select().from(checkouts).where(eq(checkouts.id, input.checkoutId)).limit(1))[0];
  if (!checkout) return { status: "skipped", reason: "unknown_checkout" };
  if (!isOpen(checkout.status)) return { status: "skipped", reason: "already_closed" };

  let effects: Statement[];
  if (checkout.kind === "submission") {
    const row = checkout.submissionId
      ? (
          await db
            .select({ sub: submissions, cityName: cities.name })
            .from(submissions)
            .innerJoin(cities, eq(cities.id, submissions.cityId))
            .where(eq(submissions.id, checkout.submissionId))
            .limit(1)
        )[0]
      : undefined;
    if (!row) throw new Error(`checkout ${checkout.id} has no submission`);
    effects = submissionStatements(checkout, row.sub, row.cityName, input);
  } else if (checkout.kind === "featured") {
    const venue = checkout.venueId
      ? (
          await db
            .select({ name: venues.name, isFeatured: venues.isFeatured, featuredUntil: venues.featuredUntil })
            .from(venues)
            .where(eq(venues.id, checkout.venueId))
            .limit(1)
        )[0]
      : undefined;
    effects = featuredStatements(db, checkout, venue ?? null, input);
  } else {
    const city = checkout.cityId ? (await db.select({ name: cities.name }).from(cities).where(eq(cities.id, checkout.cityId)).limit(1))[0] : undefined;
    effects = sponsorStatements(checkout, city?.name ?? null, input);
  }

  const close = db
    .update(checkouts)
    .set({
      status: "paid",
      fulfilledAt: input.now,
      updatedAt: input.now,
      // The summary and the admins see where the receipt went.
      contactEmail: sql`COALESCE(${checkouts.contactEmail}, ${input.payerEmail?.trim().toLowerCase() || null})`,
      stripePaymentIntentId: sql`COALESCE(${input.stripe?.paymentIntentId ?? null}, ${checkouts.stripePaymentIntentId})`,
      stripeCustomerId: sql`COALESCE(${input.stripe?.customerId ?? null}, ${checkouts.stripeCustomerId})`,
      stripeSubscriptionId: sql`COALESCE(${input.stripe?.subscriptionId ?? null}, ${checkouts.stripeSubscriptionId})`,
    })
    .where(openCheckout(checkout.id));
  const results = await runBatch(db, [...effects, close]);
  const closed = results[results.length - 1] as D1Result;
  return closed.meta.changes === 1 ? { status: "fulfilled", kind: checkout.kind } : { status: "skipped", reason: "already_closed" };
}

// ---- Stripe events -------------------------------------------------------------------------------

export type StripeEventOutcome =
  | "fulfilled"
  | "already_processed"
  | "already_closed"
  | "rejected"
  | "awaiting_payment"
  | "expired"
  | "subscription_updated"
  | "ignored";

const SUBSCRIPTION_STATUSES = new Set(["active", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "trialing", "paused"]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function reject(event: Stripe.Event, reason: string, details: Record<string, unknown> = {}): StripeEventOutcome {
  // Not fulfilled, but answered 200: retrying the same payload would never make it valid.
  console.error(JSON.stringify({ stripeEvent: event.id, type: event.type, rejected: reason, ...details }));
  return "rejected";
}

type PaidCheckout = Stripe.CheckoutSessionCompletedEvent["data"]["object"];

async function handleCheckoutPaid(db: Db, event: Stripe.Event, paid: PaidCheckout, now: Date, siteName: string): Promise<StripeEventOutcome> {
  if (paid.payment_status !== "paid") return "awaiting_payment"; // async methods: wait for async_payment_succeeded
  const checkoutId = paid.metadata?.checkoutId;
  if (!checkoutId) return reject(event, "missing_metadata", { stripeCheckout: paid.id });
  const checkout = (await db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1))[0];
  if (!checkout) return reject(event, "unknown_checkout", { stripeCheckout: paid.id, checkoutId });
  if (checkout.stripeSessionId !== paid.id) return reject(event, "session_mismatch", { stripeCheckout: paid.id, checkoutId });
  if (paid.amount_total !== checkout.amountCents || (paid.currency ?? "").toLowerCase() !== checkout.currency) {
    return reject(event, "amount_mismatch", { stripeCheckout: paid.id, checkoutId, amount: paid.amount_total, currency: paid.currency });
  }
  const outcome = await fulfilCheckout(db, {
    checkoutId,
    now,
    siteName,
    stripe: {
      paymentIntentId: idOf(paid.payment_intent),
      customerId: idOf(paid.customer),
      subscriptionId: idOf(paid.subscription),
    },
    payerEmail: paid.customer_details?.email ?? paid.customer_email ?? null,
  });
  return outcome.status === "fulfilled" ? "fulfilled" : "already_closed";
}

async function processEvent(db: Db, event: Stripe.Event, now: Date, siteName: string): Promise<StripeEventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return handleCheckoutPaid(db, event, event.data.object, now, siteName);
    case "checkout.session.expired": {
      // Only an open checkout expires: an expiry arriving after the payment never un-pays it.
      const res = await db
        .update(checkouts)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(checkouts.stripeSessionId, event.data.object.id), eq(checkouts.status, "pending")));
      return res.meta.changes ? "expired" : "already_closed";
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      const status = event.type === "customer.subscription.deleted" ? "canceled" : sub.status;
      if (!SUBSCRIPTION_STATUSES.has(status)) return "ignored";
      await db.update(sponsors).set({ status, updatedAt: now }).where(eq(sponsors.stripeSubscriptionId, sub.id));
      return "subscription_updated";
    }
    default:
      return "ignored";
  }
}

/**
 * Handles one verified Stripe event, at most once per event id: the id is recorded first, and a
 * replay stops there. If handling fails, the record is removed again so Stripe's retry is processed.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, now: Date, siteName: string): Promise<StripeEventOutcome> {
  const recorded = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (recorded.length === 0) return "already_processed";
  try {
    return await processEvent(db, event, now, siteName);
  } catch (err) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw err;
  }
}
