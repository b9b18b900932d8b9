// Venue moderation: list, approve, reject, feature (for some days or until a date), unfeature, edit,
// delete. The server enforces the state rules; every change and its admin_logs row (and e-mail, when
// due) are written in one batch. Logs name the venue, so the history reads without looking ids up.
import { and, asc, desc, eq, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { checkouts, cities, sponsors, submissions, venues } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AdminListFilter } from "../../shared/admin-filter";
import type { AdminSponsor, AdminSubmission, AdminVenue, RefundOutcome, VenueEdit } from "../../shared/contract/admin";
import type { VenueClaimsInput } from "../../shared/contract/claims";
import { endOfLocalDay, localDay } from "../../shared/time-zones";
import { cityLocationProblem } from "../../shared/venue-fields";
import { enqueueEmail } from "../mail/email-outbox";
import { submitterOwnerStatements } from "../owners/owner-claims";
import { paidCheckoutOf, refundPaidCheckout } from "../payments/refunds";
import type { Stripe } from "../payments/stripe";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions, type DataScope } from "../platform/data-versions";
import { DAY_MS } from "../venues/featured";
import { opensEarlyEdit } from "../venues/opens-early";
import { adminClaims, assertClaimRefs, claimStatements, claimsAfter, NO_CLAIMS } from "../venues/venue-claims";
import { cityJoin, publicVenueColumns, toPublicVenue } from "../venues/venue-view";
import { legacyHoursCleared } from "../venues/venues";
import { rejectionEmail } from "./rejection-email";

/** Public data a venue change touches (city pages count venues), bumped in the change's batch. */
const VENUE_SCOPES: DataScope[] = ["venues", "cities"];

type VenueRow = Parameters<typeof toPublicVenue>[0];

function toAdminVenue(row: VenueRow, claims: Map<number, AdminVenue["claims"]>, subs: Map<number, AdminSubmission>): AdminVenue {
  return {
    ...toPublicVenue(row),
    slug: row.slug,
    status: row.status,
    source: row.source,
    submissionId: row.submissionId,
    submission: (row.submissionId !== null && subs.get(row.submissionId)) || null,
    createdAt: row.createdAt.toISOString(),
    claims: claims.get(row.id) ?? NO_CLAIMS,
  };
}

/** Checkouts in the order an admin asks about them: the one that paid, else the latest. */
const CHECKOUT_RANK = { paid: 0, pending: 1, expired: 2, cancelled: 3 } as const;

/**
 * The contact address and payment of each submission (one query, whatever the number of ids: they
 * travel as one JSON parameter, as D1 binds at most 100).
 */
async function submissionsOf(db: Db, ids: number[]): Promise<Map<number, AdminSubmission>> {
  const out = new Map<number, AdminSubmission>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: submissions.id, contactEmail: submissions.contactEmail, checkout: checkouts })
    .from(submissions)
    .leftJoin(checkouts, and(eq(checkouts.submissionId, submissions.id), eq(checkouts.kind, "submission")))
    .where(sql`${submissions.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
    .orderBy(desc(checkouts.createdAt));
  for (const { id, contactEmail, checkout: c } of rows) {
    const known = out.get(id);
    if (known?.payment && (!c || CHECKOUT_RANK[known.payment.status] <= CHECKOUT_RANK[c.status])) continue;
    out.set(id, {
      contactEmail,
      payment: c
        ? {
            amountCents: c.amountCents,
            currency: c.currency,
            status: c.status,
            paidAt: c.status === "paid" ? (c.fulfilledAt ?? c.updatedAt).toISOString() : null,
            createdAt: c.createdAt.toISOString(),
            reference: c.id,
            providerReference: c.stripePaymentIntentId ?? c.stripeSessionId,
          }
        : null,
    });
  }
  return out;
}

/** The admin form of venue rows, with their claims and submissions (two more queries). */
async function toAdminVenues(db: Db, rows: VenueRow[]): Promise<AdminVenue[]> {
  const [claims, subs] = await Promise.all([
    adminClaims(
      db,
      rows.map((r) => r.id),
    ),
    submissionsOf(db, [...new Set(rows.flatMap((r) => (r.submissionId === null ? [] : [r.submissionId])))]),
  ]);
  return rows.map((r) => toAdminVenue(r, claims, subs));
}

export async function listAdminVenues(db: Db, filter: AdminListFilter = {}): Promise<AdminVenue[]> {
  const where: SQL[] = [];
  if (filter.cityId) where.push(eq(venues.cityId, filter.cityId));
  if (filter.status && filter.status !== "all") where.push(eq(venues.status, filter.status));
  const rows = await db
    .select(publicVenueColumns)
    .from(venues)
    .innerJoin(...cityJoin)
    .where(where.length ? and(...where) : undefined)
    // Newest first: what needs attention was usually added last.
    .orderBy(desc(venues.createdAt), desc(venues.id));
  return toAdminVenues(db, rows);
}

/** Pending venues, oldest first (first come, first reviewed). */
export async function listPendingVenues(db: Db): Promise<AdminVenue[]> {
  const rows = await db
    .select(publicVenueColumns)
    .from(venues)
    .innerJoin(...cityJoin)
    .where(eq(venues.status, "pending"))
    .orderBy(asc(venues.createdAt), asc(venues.id));
  return toAdminVenues(db, rows);
}

async function getVenue(db: Db, venueId: number) {
  const [row] = await db
    .select({
      id: venues.id,
      name: venues.name,
      status: venues.status,
      isFeatured: venues.isFeatured,
      featuredUntil: venues.featuredUntil,
      submissionId: venues.submissionId,
      website: venues.website,
      citySlug: publicVenueColumns.citySlug,
      cityName: publicVenueColumns.cityName,
      timeZone: publicVenueColumns.timeZone,
      contactEmail: submissions.contactEmail,
    })
    .from(venues)
    .innerJoin(...cityJoin)
    .leftJoin(submissions, eq(submissions.id, venues.submissionId))
    .where(eq(venues.id, venueId));
  if (!row) throw notFound("Venue not found");
  return row;
}

function approvalEmailBody(name: string, cityName: string, siteUrl: string, venueId: number, access: "owner" | "claim_pending"): string {
  return [
    "Hello,",
    "",
    `Good news: your venue "${name}" in ${cityName} has been reviewed and is now live on World Cup Watch Spots.`,
    "",
    `See it here: ${siteUrl}/venue/${venueId}`,
    "",
    ...(access === "owner"
      ? [
          "You manage this listing: keep its hours, photos, contact details and the matches it shows up to date.",
          `Sign in to your owner area with this address at ${siteUrl}/owner (we e-mail you a sign-in link).`,
        ]
      : [
          "To manage this listing (hours, photos, contact details, the matches it shows), we check that this address",
          "speaks for the venue, usually within a day. Until then, what your submission said is shown as not verified.",
          `Once approved, sign in to your owner area with this address at ${siteUrl}/owner (we e-mail you a sign-in link).`,
        ]),
    "",
    "Thank you for helping fans find great places to watch football.",
    "",
    "World Cup Watch Spots Team",
  ].join("\n");
}

/**
 * For the batch that approves a submitted venue: its submitter becomes the listing's owner, or waits
 * for their claim (services/owners/owner-claims.ts), and is told how to manage it. Nothing without a submitter.
 */
async function submitterStatements(
  db: Db,
  venue: { id: number; name: string; cityName: string; website: string | null; contactEmail: string | null },
  siteUrl: string,
  now: number,
) {
  if (!venue.contactEmail) return [];
  const site = siteUrl.replace(/\/$/, "");
  const { statements, access } = await submitterOwnerStatements(db, venue, venue.contactEmail, now);
  return [
    ...statements,
    // The dedupe key makes a repeated approval (or a race) queue one e-mail at most.
    enqueueEmail(db, {
      to: venue.contactEmail,
      subject: `Your venue is live: ${venue.name}`,
      body: approvalEmailBody(venue.name, venue.cityName, site, venue.id, access),
      dedupeKey: `venue-approved:${venue.id}`,
      at: new Date(now),
    }),
  ];
}

export async function approveVenue(db: Db, venueId: number, siteUrl: string, now: number): Promise<void> {
  const venue = await getVenue(db, venueId);
  if (venue.status !== "pending") throw conflict("Only pending venues can be approved.");
  await runBatch(db, [
    db
      .update(venues)
      .set({ status: "approved", updatedAt: new Date(now) })
      .where(and(eq(venues.id, venueId), eq(venues.status, "pending"))),
    logStatement(db, "venue_approved", { venueId, name: venue.name }, now),
    bumpDataVersions(db, VENUE_SCOPES),
    ...(await submitterStatements(db, venue, siteUrl, now)),
  ]);
}

export interface RejectInput {
  reason?: string;
  /** Refund through Stripe (when it holds the payment). */
  refund: boolean;
  stripe: Stripe | null;
  supportEmail: string;
}

/**
 * Rejects a pending venue. A paid submission needs a reason: the payer is e-mailed it, in the language
 * they submitted in, with what happens to their money; the refund goes through Stripe first when asked
 * (so a refused refund rejects nothing), else the answer names the manual step. Logged with all of it.
 */
export async function rejectVenue(db: Db, venueId: number, input: RejectInput, now: number): Promise<{ paid: boolean; refund: RefundOutcome | null }> {
  const venue = await getVenue(db, venueId);
  if (venue.status !== "pending") throw conflict("Only pending venues can be rejected.");
  const paid = await paidCheckoutOf(db, venue.submissionId);
  if (paid && !input.reason) throw badRequest("Please give a reason: this venue was paid for, and the reason is e-mailed to the payer.");
  const refund = paid ? await refundPaidCheckout(input.stripe, paid, input.refund) : null;
  const to = paid && (paid.contactEmail ?? venue.contactEmail);
  const email =
    paid && refund && to
      ? [
          enqueueEmail(db, {
            to,
            ...rejectionEmail(paid.locale, {
              venueName: venue.name,
              cityName: venue.cityName,
              reason: input.reason ?? "",
              refund,
              supportEmail: input.supportEmail,
            }),
            dedupeKey: `venue-rejected:${venueId}`,
            at: new Date(now),
          }),
        ]
      : [];
  await runBatch(db, [
    db
      .update(venues)
      .set({ status: "rejected", updatedAt: new Date(now) })
      .where(and(eq(venues.id, venueId), eq(venues.status, "pending"))),
    logStatement(
      db,
      "venue_rejected",
      {
        venueId,
        name: venue.name,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(refund
          ? {
              checkoutId: refund.checkoutId,
              amountCents: refund.amountCents,
              refund: refund.status,
              refundMethod: refund.method,
              refundId: refund.refundId ?? null,
              emailedTo: to || null,
            }
          : {}),
      },
      now,
    ),
    bumpDataVersions(db, VENUE_SCOPES),
    ...email,
  ]);
  return { paid: !!paid, refund };
}

const isCurrentlyFeatured = (v: { isFeatured: boolean; featuredUntil: Date | null }, now: number) =>
  v.isFeatured && (v.featuredUntil === null || v.featuredUntil.getTime() > now);

/** How long an admin may feature a venue in one go. */
const MAX_FEATURE_DAYS = 365;

/**
 * Features an approved venue for `days`, or until the end of the day `until` ("YYYY-MM-DD") in its
 * city's time zone. The cron ends it then (services/venues/featured.ts).
 */
export async function featureVenue(
  db: Db,
  venueId: number,
  length: { days: number; until?: string },
  now: number,
): Promise<{ featuredUntil: string; days: number }> {
  const venue = await getVenue(db, venueId);
  if (venue.status !== "approved") throw conflict("Only approved venues can be featured.");
  if (isCurrentlyFeatured(venue, now)) throw conflict("This venue is already featured.");
  const until = length.until ? endOfLocalDay(length.until, venue.timeZone) : new Date(now + length.days * DAY_MS);
  if (until.getTime() <= now) throw badRequest("The end date must be today or later.");
  if (until.getTime() - now > (MAX_FEATURE_DAYS + 1) * DAY_MS) throw badRequest(`A feature can last at most ${MAX_FEATURE_DAYS} days.`);
  const days = length.until ? Math.ceil((until.getTime() - now) / DAY_MS) : length.days;
  await runBatch(db, [
    db
      .update(venues)
      .set({ isFeatured: true, featuredUntil: until, updatedAt: new Date(now) })
      .where(eq(venues.id, venueId)),
    logStatement(
      db,
      "venue_featured_manual",
      {
        venueId,
        name: venue.name,
        days,
        featuredUntil: until.toISOString(),
        // The last day it covers in the venue's city, as admin lists say it ("Featured until ...").
        lastDay: localDay(new Date(until.getTime() - 1), venue.timeZone),
        ...(length.until ? { until: length.until } : {}),
      },
      now,
    ),
    bumpDataVersions(db, VENUE_SCOPES),
  ]);
  return { featuredUntil: until.toISOString(), days };
}

/** Ends a running feature now (paid or not; a refund is a matter for the payment provider). */
export async function unfeatureVenue(db: Db, venueId: number, now: number): Promise<void> {
  const venue = await getVenue(db, venueId);
  if (!isCurrentlyFeatured(venue, now)) throw conflict("This venue is not featured.");
  await runBatch(db, [
    db
      .update(venues)
      .set({ isFeatured: false, featuredUntil: null, updatedAt: new Date(now) })
      .where(eq(venues.id, venueId)),
    logStatement(db, "venue_unfeatured", { venueId, name: venue.name, featuredUntil: venue.featuredUntil?.toISOString() ?? null }, now),
    bumpDataVersions(db, VENUE_SCOPES),
  ]);
}

export async function deleteVenue(db: Db, venueId: number, now: number): Promise<void> {
  const venue = await getVenue(db, venueId);
  await runBatch(db, [
    db.delete(venues).where(eq(venues.id, venueId)),
    logStatement(db, "venue_deleted", { venueId, name: venue.name, citySlug: venue.citySlug, count: 1 }, now),
    bumpDataVersions(db, VENUE_SCOPES),
  ]);
}

export async function deleteAllVenues(db: Db, now: number): Promise<{ deleted: number }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(venues);
  await runBatch(db, [db.delete(venues), logStatement(db, "venues_deleted_all", { count: n }, now), bumpDataVersions(db, VENUE_SCOPES)]);
  return { deleted: n };
}

export async function setVenueCover(db: Db, venueId: number, coverImage: string, now: number): Promise<void> {
  await runBatch(db, [
    db
      .update(venues)
      .set({ coverImage, updatedAt: new Date(now) })
      .where(eq(venues.id, venueId)),
    bumpDataVersions(db, VENUE_SCOPES),
  ]);
}

/** One venue as admins see it, whatever its status. */
export async function getAdminVenue(db: Db, venueId: number): Promise<AdminVenue> {
  const rows = await db
    .select(publicVenueColumns)
    .from(venues)
    .innerJoin(...cityJoin)
    .where(eq(venues.id, venueId));
  if (!rows[0]) throw notFound("Venue not found");
  return (await toAdminVenues(db, rows))[0];
}

/** The fields an edit can set that are a venue column of the same name (the location is two columns). */
const EDITABLE_COLUMNS = [
  "name",
  "cityId",
  "address",
  "neighborhood",
  "tags",
  "hasFood",
  "familyFriendly",
  "bigScreens",
  "openLate",
  "craftBeer",
  "outdoorScreens",
  "premiumBar",
  "phone",
  "website",
  "instagram",
  "hours",
  "hoursShort",
  "notes",
  "status",
] as const satisfies readonly (keyof VenueEdit & keyof typeof venues.$inferSelect)[];

type Change = { before: unknown; after: unknown };
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An admin's edit of a venue's fields. Only the fields that differ are written, with an admin_logs
 * row naming each one before and after, the cache bump (and, when it approves a submitted venue, the
 * owner's e-mail), all in one batch. Nothing differs: nothing is written.
 */
export async function updateVenue(db: Db, venueId: number, edit: VenueEdit, siteUrl: string, now: Date): Promise<{ changed: boolean; venue: AdminVenue }> {
  const [current] = await db
    .select({ ...getTableColumns(venues), cityName: cities.name, cityLat: cities.lat, cityLng: cities.lng, contactEmail: submissions.contactEmail })
    .from(venues)
    .innerJoin(...cityJoin)
    .leftJoin(submissions, eq(submissions.id, venues.submissionId))
    .where(eq(venues.id, venueId));
  if (!current) throw notFound("Venue not found");

  const changes: Record<string, Change> = {};
  const set: Partial<typeof venues.$inferInsert> = {};
  for (const key of EDITABLE_COLUMNS) {
    const after = edit[key];
    if (after === undefined || same(current[key], after)) continue;
    changes[key] = { before: current[key] ?? null, after };
    Object.assign(set, { [key]: after });
  }
  Object.assign(set, legacyHoursCleared(current, changes));
  const early = opensEarlyEdit(current.opensEarlyAt, edit.opensEarlyAt, "admin", now);
  if (early) {
    changes.opensEarlyAt = early.change;
    Object.assign(set, early.set);
  }
  const located = current.lat !== null && current.lng !== null ? { lat: current.lat, lng: current.lng } : null;
  if (edit.location !== undefined && !same(located, edit.location)) {
    changes.location = { before: located, after: edit.location };
    Object.assign(set, { lat: edit.location?.lat ?? null, lng: edit.location?.lng ?? null });
  }
  if (Object.keys(changes).length === 0) return { changed: false, venue: await getAdminVenue(db, venueId) };

  let city = { name: current.cityName, lat: current.cityLat, lng: current.cityLng };
  if (changes.cityId) {
    const [target] = await db
      .select({ name: cities.name, lat: cities.lat, lng: cities.lng })
      .from(cities)
      .where(eq(cities.id, edit.cityId as number));
    if (!target) throw badRequest("Unknown city");
    // A venue's address name (slug) is unique in its city: CSV imports find the venue by it.
    const [clash] = await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.cityId, edit.cityId as number), eq(venues.slug, current.slug), ne(venues.id, venueId)));
    if (clash) throw conflict(`${target.name} already has a venue listed as "${current.slug}" (venue ${clash.id}).`);
    city = target;
  }
  const location = edit.location !== undefined ? edit.location : located;
  if (location && (changes.location || changes.cityId)) {
    const problem = cityLocationProblem(location, city);
    if (problem) throw badRequest(problem);
  }

  const approves = changes.status && current.status === "pending" && edit.status === "approved";
  await runBatch(db, [
    db
      .update(venues)
      .set({ ...set, updatedAt: now })
      .where(eq(venues.id, venueId)),
    logStatement(db, "venue_edited", { venueId, name: current.name, changes }, now.getTime()),
    bumpDataVersions(db, VENUE_SCOPES),
    ...(approves
      ? await submitterStatements(
          db,
          {
            id: venueId,
            name: edit.name ?? current.name,
            cityName: city.name,
            website: edit.website !== undefined ? edit.website : current.website,
            contactEmail: current.contactEmail,
          },
          siteUrl,
          now.getTime(),
        )
      : []),
  ]);
  return { changed: true, venue: await getAdminVenue(db, venueId) };
}

/** 404 unless the venue exists (checked before an upload is stored). */
export async function assertVenueExists(db: Db, venueId: number): Promise<void> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!row) throw notFound("Venue not found");
}

// The dashboard's read-only Sponsors tab.

export async function listAdminSponsors(db: Db): Promise<AdminSponsor[]> {
  const rows = await db
    .select({
      id: sponsors.id,
      cityId: sponsors.cityId,
      cityName: cities.name,
      citySlug: cities.slug,
      status: sponsors.status,
      contactEmail: sponsors.contactEmail,
      createdAt: sponsors.createdAt,
    })
    .from(sponsors)
    .innerJoin(cities, eq(cities.id, sponsors.cityId))
    .orderBy(desc(sponsors.createdAt), desc(sponsors.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Sets the venue's whole set of claims as the admin's: claims left as they were keep who made them
 * and when; the change is logged with the claims before and after.
 */
export async function setVenueClaims(db: Db, venueId: number, input: VenueClaimsInput, now: Date): Promise<AdminVenue["claims"]> {
  await getVenue(db, venueId);
  await assertClaimRefs(db, input);
  const before = (await adminClaims(db, [venueId])).get(venueId) ?? NO_CLAIMS;
  await runBatch(db, [
    ...claimStatements(db, venueId, input, "admin", now, { keepUnchanged: true }),
    logStatement(db, "venue_claims_set", { venueId, before, after: input }, now.getTime()),
    bumpDataVersions(db, ["venues"]),
  ]);
  // The answer is worked out, not read back: the batch is this request's last D1 call (docs/decisions/013).
  return claimsAfter(before, input, "admin", now);
}
