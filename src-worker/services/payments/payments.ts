// Starting a checkout (submission, featured claim, city sponsorship), free of HTTP: opens Stripe
// Checkout (or the built-in test checkout without Stripe keys), then stores what is being bought.
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { checkouts, cities, ownerClaims, submissions, venueOwners, venues } from "../../db/schema";
import type { Bindings } from "../../env";
import { getConfig } from "../../env";
import { badRequest, notFound, serviceUnavailable } from "../../lib/errors";
import { FEATURED_DAYS } from "../../shared/constants";
import type { CheckoutSummary, SponsorCheckout, SubmissionCheckout } from "../../shared/contract/payments";
import { type Locale, localePath } from "../../shared/i18n/locales";
import { cityLocationProblem } from "../../shared/venue-fields";
import { findLikelyDuplicate, LikelyDuplicateError } from "../venues/duplicates";
import { assertClaimRefs, type ClaimFieldNames } from "../venues/venue-claims";
import { type PricingPhase, requireCurrentPhase } from "./pricing";
import { createStripe, type Stripe } from "./stripe";

/** How the submission form names its claim fields, in a 400 for a competition or team that does not exist. */
const SUBMISSION_CLAIM_FIELDS: ClaimFieldNames = {
  path: "",
  competitions: "Matches shown",
  matches: "Matches shown",
  supporters: "Supporters' venue for",
  issuePath: (field, index) => (field === "competitions" ? `showsCompetitions.${index}` : field === "supporters" ? "supportersTeam" : `${field}.${index}`),
};

export interface PaymentsContext {
  db: Db;
  env: Bindings;
  now: Date;
}

export type Checkout = typeof checkouts.$inferSelect;

/** Abandoned checkouts are closed after this long (Stripe's own sessions last 24 h too). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

const PAYMENTS_NOT_CONFIGURED = "Payments are not configured";

/** What a checkout shows and where it returns; frozen in checkouts.payload. */
export interface CheckoutPayload extends Record<string, unknown> {
  productName: string;
  productDescription: string;
  mode: "payment" | "subscription";
  successUrl: string;
  cancelUrl: string;
}

type Provider = { type: "stripe"; stripe: Stripe } | { type: "test" };

/** Stripe when a key is set; the test checkout otherwise, except in production where that is refused. */
function paymentProvider(env: Bindings): Provider {
  const stripe = createStripe(env);
  if (stripe) return { type: "stripe", stripe };
  if (getConfig(env).ENVIRONMENT === "production") throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
  return { type: "test" };
}

/** The built-in test checkout may serve a checkout only without Stripe keys and outside production. */
export function testCheckoutEnabled(env: Bindings): boolean {
  return !env.STRIPE_SECRET_KEY && getConfig(env).ENVIRONMENT !== "production";
}

/** What a checkout is for, built once the price phase in force and the site's address are known. */
interface CheckoutSpec {
  payload: CheckoutPayload;
  customerEmail?: string;
  venueId?: number;
  cityId?: number;
  /** Written in the same batch before the checkout row (e.g. the submission it pays for). */
  before?: Statement[];
  /** True when `before` inserted the submission this checkout pays for. */
  linksSubmission?: boolean;
  /** The buyer's language: Stripe's payment page speaks it (the return addresses already are in it). */
  locale: Locale;
}

async function startCheckout(
  ctx: PaymentsContext,
  kind: Checkout["kind"],
  build: (phase: PricingPhase, siteUrl: string, checkoutId: string) => CheckoutSpec,
): Promise<{ url: string; checkoutId: string }> {
  const phase = await requireCurrentPhase(ctx.db, kind, ctx.now);
  // The reference is random (unguessable): the success address carries it to show the buyer a summary.
  const id = crypto.randomUUID();
  const siteUrl = getConfig(ctx.env).SITE_URL.replace(/\/$/, "");
  const spec = build(phase, siteUrl, id);
  const provider = paymentProvider(ctx.env); // refuse before anything is stored
  const { db } = ctx;
  const amountCents = phase.priceCents;
  const { payload } = spec;

  // The payment page opens first, so that storing the checkout is this request's last step and its
  // answer commits with it (docs/decisions/013). A session whose checkout is never stored is never
  // shown to anyone, and Stripe closes it after 24 hours.
  let opened: { url: string; stripeSessionId: string | null };
  if (provider.type === "test") {
    opened = { url: `${siteUrl}/test-checkout/${id}`, stripeSessionId: null };
  } else {
    try {
      const created = await provider.stripe.checkout.sessions.create(
        {
          mode: payload.mode,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: amountCents,
                product_data: { name: payload.productName, description: payload.productDescription },
                ...(payload.mode === "subscription" ? { recurring: { interval: "month" as const } } : {}),
              },
            },
          ],
          ...(spec.customerEmail ? { customer_email: spec.customerEmail } : {}),
          ...(spec.locale === "es" ? { locale: "es" as const } : {}),
          success_url: payload.successUrl,
          cancel_url: payload.cancelUrl,
          client_reference_id: id,
          metadata: { checkoutId: id, kind },
          ...(payload.mode === "subscription"
            ? { subscription_data: { metadata: { checkoutId: id, kind } } }
            : { payment_intent_data: { metadata: { checkoutId: id, kind } } }),
        },
        { idempotencyKey: `checkout-${id}` },
      );
      if (!created.url) throw new Error("Stripe Checkout answered without a url");
      opened = { url: created.url, stripeSessionId: created.id };
    } catch (err) {
      console.error(JSON.stringify({ checkout: id, stripeError: String(err) }));
      throw serviceUnavailable("We could not reach our payment provider. Please try again in a few minutes.");
    }
  }

  await runBatch(db, [
    ...(spec.before ?? []),
    db.insert(checkouts).values({
      id,
      kind,
      status: "pending",
      amountCents,
      currency: "usd",
      pricingPhase: phase.phase,
      // The submission inserted just before, in the same (serialised) batch.
      submissionId: spec.linksSubmission ? sql`last_insert_rowid()` : null,
      venueId: spec.venueId ?? null,
      cityId: spec.cityId ?? null,
      contactEmail: spec.customerEmail ?? null,
      payload,
      stripeSessionId: opened.stripeSessionId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }),
  ]);
  return { url: opened.url, checkoutId: id };
}

/** Opens the checkout, then stores the submission and its pending checkout in one batch. */
export async function createSubmissionCheckout(ctx: PaymentsContext, input: SubmissionCheckout) {
  const { locale } = input;
  const city = (
    await ctx.db.select({ id: cities.id, name: cities.name, lat: cities.lat, lng: cities.lng }).from(cities).where(eq(cities.id, input.cityId)).limit(1)
  )[0];
  if (!city) throw badRequest("Unknown city");
  const farAway = input.location && cityLocationProblem(input.location, city);
  if (farAway) throw badRequest(farAway);
  await assertClaimRefs(
    ctx.db,
    {
      allCompetitions: false,
      competitions: input.showsCompetitions ?? [],
      matches: [],
      supporters: input.supportersTeam ? [{ team: input.supportersTeam }] : [],
    },
    SUBMISSION_CLAIM_FIELDS,
  );
  // Once the form is valid: a second payment for a venue already here is refused until the buyer says it is meant.
  if (!input.confirmDuplicate) {
    const duplicate = await findLikelyDuplicate(ctx.db, { ...input, cityId: city.id });
    if (duplicate) throw new LikelyDuplicateError(duplicate);
  }
  return startCheckout(ctx, "submission", (phase, base, checkoutId) => ({
    customerEmail: input.contactEmail,
    cityId: city.id,
    linksSubmission: true,
    locale,
    before: [
      ctx.db.insert(submissions).values({
        venueName: input.venueName,
        cityId: city.id,
        address: input.address,
        contactEmail: input.contactEmail,
        details: input.details || null,
        hasFood: input.hasFood,
        familyFriendly: input.familyFriendly,
        bigScreens: input.bigScreens,
        openLate: input.openLate,
        showsMatches: input.showsMatches,
        supportersTeam: input.supportersTeam,
        showsCompetitions: input.showsCompetitions,
        phone: input.phone,
        website: input.website,
        instagram: input.instagram,
        hours: input.hours,
        lat: input.location?.lat ?? null,
        lng: input.location?.lng ?? null,
        venueTypes: input.venueTypes,
        createdAt: ctx.now,
      }),
    ],
    payload: {
      productName: `Venue listing: ${input.venueName}`,
      productDescription: `${city.name}. ${phase.description}`,
      mode: "payment",
      successUrl: `${base}${localePath(locale, "/submit")}?success=1&checkout=${checkoutId}`,
      cancelUrl: `${base}${localePath(locale, "/submit")}?cancelled=1`,
      venueName: input.venueName,
      cityName: city.name,
      address: input.address,
    },
  }));
}

/** Featuring an approved venue for 30 days (extending a running feature). */
export async function createClaimCheckout(ctx: PaymentsContext, venueId: number, locale: Locale) {
  const venue = (
    await ctx.db
      .select({ id: venues.id, name: venues.name, cityId: venues.cityId })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.status, "approved")))
      .limit(1)
  )[0];
  if (!venue) throw notFound("Venue not found");
  return startCheckout(ctx, "featured", (phase, base, checkoutId) => ({
    venueId: venue.id,
    cityId: venue.cityId,
    locale,
    payload: {
      productName: `Featured venue: ${venue.name} (${FEATURED_DAYS} days)`,
      productDescription: phase.description,
      mode: "payment",
      successUrl: `${base}${localePath(locale, `/venue/${venue.id}`)}?featured=1&checkout=${checkoutId}`,
      cancelUrl: `${base}${localePath(locale, `/venue/${venue.id}`)}?claim=cancelled`,
      venueName: venue.name,
      days: FEATURED_DAYS,
    },
  }));
}

/** A monthly city sponsorship (Stripe subscription). */
export async function createSponsorCheckout(ctx: PaymentsContext, input: SponsorCheckout) {
  const city = (await ctx.db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities).where(eq(cities.slug, input.citySlug)).limit(1))[0];
  if (!city) throw notFound("City not found");
  return startCheckout(ctx, "sponsor", (phase, base) => ({
    cityId: city.id,
    customerEmail: input.contactEmail,
    locale: input.locale,
    payload: {
      productName: `City sponsorship: ${city.name}`,
      productDescription: phase.description,
      mode: "subscription",
      successUrl: `${base}${localePath(input.locale, `/city/${city.slug}`)}?sponsor=success`,
      cancelUrl: `${base}${localePath(input.locale, `/city/${city.slug}`)}?sponsor=cancelled`,
      cityName: city.name,
    },
  }));
}

/** A checkout the test page may show: created in test mode (never sent to Stripe). */
export async function findTestCheckout(db: Db, id: string): Promise<Checkout | null> {
  const row = (await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1))[0];
  return row && !row.stripeSessionId ? row : null;
}

/** Cancels an open test checkout; false when it was no longer pending. */
export async function cancelCheckout(db: Db, id: string, now: Date): Promise<boolean> {
  const res = await db
    .update(checkouts)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending"), isNull(checkouts.stripeSessionId)));
  return res.meta.changes === 1;
}

/** Cron: pending checkouts older than 24 h become expired. Idempotent. */
export async function expireAbandonedCheckouts(db: Db, now: Date): Promise<number> {
  const res = await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(checkouts.status, "pending"), lte(checkouts.createdAt, new Date(now.getTime() - CHECKOUT_TTL_MS))));
  return res.meta.changes ?? 0;
}

/** Whether the buyer of a feature manages the listing, or waits for their claim to be decided. */
async function listingAccess(db: Db, venueId: number, email: string): Promise<CheckoutSummary["manage"]> {
  const [owner] = await db
    .select({ one: sql`1` })
    .from(venueOwners)
    .where(and(eq(venueOwners.venueId, venueId), eq(venueOwners.email, email)))
    .limit(1);
  if (owner) return "owner";
  const [claim] = await db
    .select({ status: ownerClaims.status })
    .from(ownerClaims)
    .where(and(eq(ownerClaims.venueId, venueId), eq(ownerClaims.email, email)))
    .orderBy(desc(ownerClaims.id))
    .limit(1);
  // An approved claim whose owner was revoked since manages nothing.
  return claim?.status === "pending" ? "claim_pending" : claim?.status === "rejected" ? "claim_rejected" : null;
}

/**
 * What a buyer sees on return from the payment page, by the checkout's reference (a random UUID that
 * only the buyer's success address and receipt carry); null when there is no such checkout.
 */
export async function getCheckoutSummary(db: Db, id: string): Promise<CheckoutSummary | null> {
  const [row] = await db
    .select({ checkout: checkouts, cityName: cities.name })
    .from(checkouts)
    .leftJoin(cities, eq(cities.id, checkouts.cityId))
    .where(eq(checkouts.id, id))
    .limit(1);
  if (!row) return null;
  const { checkout } = row;
  const payload = (checkout.payload ?? {}) as Partial<CheckoutPayload>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  // The venue the payment created (a submission) or featured (a claim).
  const venueWhere =
    checkout.status !== "paid"
      ? undefined
      : checkout.kind === "submission" && checkout.submissionId
        ? eq(venues.submissionId, checkout.submissionId)
        : checkout.kind === "featured" && checkout.venueId
          ? eq(venues.id, checkout.venueId)
          : undefined;
  const [venue] = venueWhere
    ? await db
        .select({ id: venues.id, status: venues.status, featuredUntil: venues.featuredUntil })
        .from(venues)
        .where(venueWhere)
        .orderBy(desc(venues.id))
        .limit(1)
    : [];
  const featured = checkout.kind === "featured" && venue;
  return {
    reference: checkout.id,
    kind: checkout.kind,
    status: checkout.status,
    item: payload.productName ?? "",
    amount: checkout.amountCents / 100,
    currency: checkout.currency,
    venueName: text(payload.venueName),
    cityName: row.cityName ?? text(payload.cityName),
    contactEmail: checkout.contactEmail,
    paidAt: checkout.fulfilledAt ? checkout.fulfilledAt.toISOString() : null,
    venue: venue ? { id: venue.id, status: venue.status } : null,
    featuredUntil: featured && venue.featuredUntil ? venue.featuredUntil.toISOString() : null,
    manage: featured && checkout.contactEmail ? await listingAccess(db, venue.id, checkout.contactEmail) : null,
  };
}
