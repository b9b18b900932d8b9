// Claims to manage a venue's listing, free of HTTP. A claim is verified at once when the e-mail's
// domain is the venue's website's; otherwise it waits in the admins' queue. Either way a sign-in link
// is queued for the address, and the caller's answer is the same whatever was found (no enumeration).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { cities, ownerClaims, venueOwners, venues } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { AdminOwnerClaim, OwnerClaimListItem } from "../../shared/contract/owner";
import { hashToken } from "../auth/admin-auth";
import { newToken, signInTokenStatement, signInUrl } from "../auth/owner-auth";
import { enqueueEmail } from "../mail/email-outbox";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";

/** Second-level labels under a country code that are not a registrable name on their own ("co.uk"). */
const SHARED_SECOND_LEVEL = new Set(["co", "com", "org", "net", "gov", "edu", "ac", "ltd", "plc"]);

/** Hosts whose addresses or pages belong to anyone: a match on them proves nothing. */
const SHARED_HOSTS = new Set([
  "gmail.com",
  "googlemail.com",
  "google.com",
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "icloud.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "facebook.com",
  "instagram.com",
  "linktr.ee",
  "yelp.com",
  "wixsite.com",
  "squarespace.com",
  "godaddysites.com",
  "business.site",
  "toasttab.com",
]);

/** The registrable part of a host name ("www.bar.example.com" -> "example.com", "pub.co.uk" -> "pub.co.uk"). */
export function registrableHost(host: string): string {
  const labels = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "")
    .split(".");
  if (labels.length <= 2) return labels.join(".");
  const [sld, tld] = labels.slice(-2);
  const keep = tld.length === 2 && SHARED_SECOND_LEVEL.has(sld) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** Whether the e-mail address is at the venue's own website's domain (then the claim needs no admin). */
export function emailMatchesWebsite(email: string, website: string | null): boolean {
  if (!website) return false;
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname;
  } catch {
    return false;
  }
  const site = registrableHost(host);
  const mail = registrableHost(email.slice(at + 1));
  return site === mail && site.includes(".") && !SHARED_HOSTS.has(site);
}

/** What every claim and sign-in request is answered. */
export const LINK_SENT_MESSAGE = "Thank you. If this address can manage the listing, we have sent it a sign-in link (valid for 15 minutes). Check your inbox.";

interface LinkMail {
  email: string;
  siteUrl: string;
  siteName: string;
  /** What the e-mail says about the claim, before the link. */
  intro: string[];
  subject?: string;
  /** The outbox's dedupe key, for an e-mail that must go once (a claim's approval). */
  dedupeKey?: string;
}

/** The sign-in link's token row and its e-mail, for the batch of the write that sends it. */
async function signInLinkStatements(db: Db, mail: LinkMail, now: number): Promise<Statement[]> {
  const token = newToken();
  const url = signInUrl(mail.siteUrl, token);
  const body = [
    "Hello,",
    "",
    ...mail.intro,
    "",
    "Sign in to manage your listing with this link (it works once, within 15 minutes):",
    url,
    "",
    `Has it expired? Ask for a new one at ${mail.siteUrl.replace(/\/$/, "")}/owner with this address.`,
    "",
    "If you did not ask for this, ignore this e-mail: nothing changes without the link.",
    "",
    `${mail.siteName} Team`,
  ].join("\n");
  return [
    signInTokenStatement(db, mail.email, await hashToken(token), now),
    enqueueEmail(db, {
      to: mail.email,
      subject: mail.subject ?? `Your sign-in link for ${mail.siteName}`,
      body,
      dedupeKey: mail.dedupeKey,
      at: new Date(now),
    }),
  ];
}

export interface ClaimInput {
  venueId: number;
  email: string;
  message?: string;
}

/**
 * Records a claim and queues a sign-in link. Unknown or unlisted venues write nothing; the caller
 * answers the same either way. A claim already waiting or decided for the same address and venue is
 * not repeated (the link is sent again).
 */
export async function requestOwnerClaim(db: Db, input: ClaimInput, site: { url: string; name: string }, now: number): Promise<void> {
  const [venue] = await db
    .select({ id: venues.id, name: venues.name, website: venues.website })
    .from(venues)
    .where(and(eq(venues.id, input.venueId), eq(venues.status, "approved")))
    .limit(1);
  if (!venue) return;
  const [owned] = await db
    .select({ one: sql`1` })
    .from(venueOwners)
    .where(and(eq(venueOwners.venueId, venue.id), eq(venueOwners.email, input.email)))
    .limit(1);
  const [open] = await db
    .select({ id: ownerClaims.id })
    .from(ownerClaims)
    .where(and(eq(ownerClaims.venueId, venue.id), eq(ownerClaims.email, input.email), eq(ownerClaims.status, "pending")))
    .limit(1);
  const verified = !owned && emailMatchesWebsite(input.email, venue.website);
  const statements: Statement[] = [];
  let intro: string[];
  if (owned) {
    intro = [`You already manage the listing of ${venue.name}.`];
  } else if (verified) {
    statements.push(
      db.insert(ownerClaims).values({
        venueId: venue.id,
        email: input.email,
        message: input.message || null,
        website: venue.website,
        status: "verified",
        createdAt: new Date(now),
        decidedAt: new Date(now),
      }),
      db
        .insert(venueOwners)
        .values({ venueId: venue.id, email: input.email, createdAt: new Date(now) })
        .onConflictDoNothing(),
      // An owner confirms a place from open map data: its public label changes (docs/decisions/030).
      bumpDataVersions(db, ["venues", "cities"]),
      logStatement(db, "owner_verified", { venueId: venue.id, name: venue.name, email: input.email, rule: "website domain" }, now),
    );
    intro = [`Your address is at ${venue.name}'s website domain, so you can manage its listing straight away.`];
  } else {
    if (!open) {
      statements.push(
        db
          .insert(ownerClaims)
          .values({ venueId: venue.id, email: input.email, message: input.message || null, website: venue.website, createdAt: new Date(now) }),
      );
    }
    intro = [
      `We received your request to manage the listing of ${venue.name}.`,
      "Our team checks it (usually within a day); your venue appears in your owner area once it is approved.",
    ];
  }
  statements.push(...(await signInLinkStatements(db, { email: input.email, siteUrl: site.url, siteName: site.name, intro }, now)));
  await runBatch(db, statements);
}

/** Queues a sign-in link for an address that manages a venue or has a claim; nothing otherwise. */
export async function requestOwnerSignIn(db: Db, email: string, site: { url: string; name: string }, now: number): Promise<void> {
  const [known] = await db
    .select({ one: sql`1` })
    .from(ownerClaims)
    .where(eq(ownerClaims.email, email))
    .union(db.select({ one: sql`1` }).from(venueOwners).where(eq(venueOwners.email, email)))
    .limit(1);
  if (!known) return;
  await runBatch(
    db,
    await signInLinkStatements(db, { email, siteUrl: site.url, siteName: site.name, intro: ["Here is the sign-in link you asked for."] }, now),
  );
}

/**
 * The statement (for fulfilment's batch) that opens a pending claim for the purchaser of a
 * "Claim & Feature" checkout, when the checkout is still open and its venue exists.
 */
export function purchaseClaimStatement(checkoutId: string, email: string, nowMs: number) {
  return sql`
    INSERT INTO owner_claims (venue_id, email, message, website, origin, status, created_at)
    SELECT v.id, ${email.trim().toLowerCase()}, 'Bought Claim & Feature (checkout ' || c.id || ')', v.website, 'purchase', 'pending', ${nowMs}
    FROM checkouts c JOIN venues v ON v.id = c.venue_id
    WHERE c.id = ${checkoutId} AND c.status IN ('pending', 'expired')
      AND NOT EXISTS (SELECT 1 FROM venue_owners o WHERE o.venue_id = v.id AND o.email = ${email.trim().toLowerCase()})`;
}

/** The address's claims, newest first: the owner area shows where each stands. */
export async function listClaimsOf(db: Db, email: string): Promise<OwnerClaimListItem[]> {
  const rows = await db
    .select({
      id: ownerClaims.id,
      venueId: ownerClaims.venueId,
      venueName: venues.name,
      cityName: cities.name,
      status: ownerClaims.status,
      createdAt: ownerClaims.createdAt,
      decidedAt: ownerClaims.decidedAt,
    })
    .from(ownerClaims)
    .innerJoin(venues, eq(venues.id, ownerClaims.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(ownerClaims.email, email))
    .orderBy(desc(ownerClaims.createdAt), desc(ownerClaims.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null }));
}

// ---- The admin's queue.

export async function listOwnerClaims(db: Db, status: AdminOwnerClaim["status"] = "pending"): Promise<AdminOwnerClaim[]> {
  const rows = await db
    .select({
      id: ownerClaims.id,
      venueId: ownerClaims.venueId,
      venueName: venues.name,
      cityName: cities.name,
      email: ownerClaims.email,
      message: ownerClaims.message,
      website: ownerClaims.website,
      origin: ownerClaims.origin,
      status: ownerClaims.status,
      createdAt: ownerClaims.createdAt,
    })
    .from(ownerClaims)
    .innerJoin(venues, eq(venues.id, ownerClaims.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(ownerClaims.status, status))
    .orderBy(asc(ownerClaims.createdAt), asc(ownerClaims.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function pendingClaim(db: Db, claimId: number) {
  const [claim] = await db
    .select({ id: ownerClaims.id, venueId: ownerClaims.venueId, email: ownerClaims.email, status: ownerClaims.status, venueName: venues.name })
    .from(ownerClaims)
    .innerJoin(venues, eq(venues.id, ownerClaims.venueId))
    .where(eq(ownerClaims.id, claimId))
    .limit(1);
  if (!claim) throw notFound("Claim not found");
  if (claim.status !== "pending") throw conflict("Only pending claims can be decided.");
  return claim;
}

const stillPending = (claimId: number) => and(eq(ownerClaims.id, claimId), eq(ownerClaims.status, "pending"));

/** Approves a claim: the address manages the venue from now on, and is told so. */
export async function approveOwnerClaim(db: Db, claimId: number, site: { url: string; name: string }, now: number): Promise<{ venueId: number }> {
  const claim = await pendingClaim(db, claimId);
  await runBatch(db, [
    db
      .update(ownerClaims)
      .set({ status: "approved", decidedAt: new Date(now) })
      .where(stillPending(claimId)),
    db
      .insert(venueOwners)
      .values({ venueId: claim.venueId, email: claim.email, createdAt: new Date(now) })
      .onConflictDoNothing(),
    bumpDataVersions(db, ["venues", "cities"]),
    logStatement(db, "owner_claim_approved", { venueId: claim.venueId, name: claim.venueName, email: claim.email, claimId }, now),
    // The e-mail carries a sign-in link of its own (single-use, 15 minutes), and says where to ask for another.
    ...(await signInLinkStatements(
      db,
      {
        email: claim.email,
        siteUrl: site.url,
        siteName: site.name,
        intro: [`Your request to manage the listing of ${claim.venueName} was approved.`],
        subject: `You can now manage ${claim.venueName}`,
        dedupeKey: `owner-claim-approved:${claimId}`,
      },
      now,
    )),
  ]);
  return { venueId: claim.venueId };
}

export async function rejectOwnerClaim(db: Db, claimId: number, now: number): Promise<{ venueId: number }> {
  const claim = await pendingClaim(db, claimId);
  await runBatch(db, [
    db
      .update(ownerClaims)
      .set({ status: "rejected", decidedAt: new Date(now) })
      .where(stillPending(claimId)),
    logStatement(db, "owner_claim_rejected", { venueId: claim.venueId, name: claim.venueName, email: claim.email, claimId }, now),
  ]);
  return { venueId: claim.venueId };
}

/**
 * The statements (for the batch that approves a submitted venue) that make its submitter the listing's
 * owner when their address is at the venue's website domain, or else open a pending claim for the
 * admins' queue; nothing when they already manage it or already wait. Says which it was, for the e-mail.
 */
export async function submitterOwnerStatements(
  db: Db,
  venue: { id: number; name: string; website: string | null },
  email: string,
  now: number,
): Promise<{ statements: Statement[]; access: "owner" | "claim_pending" }> {
  const address = email.trim().toLowerCase();
  const [owned] = await db
    .select({ one: sql`1` })
    .from(venueOwners)
    .where(and(eq(venueOwners.venueId, venue.id), eq(venueOwners.email, address)))
    .limit(1);
  if (owned) return { statements: [], access: "owner" };
  if (emailMatchesWebsite(address, venue.website)) {
    return {
      access: "owner",
      statements: [
        db.insert(ownerClaims).values({
          venueId: venue.id,
          email: address,
          message: "Submitted this venue",
          website: venue.website,
          origin: "submission",
          status: "verified",
          createdAt: new Date(now),
          decidedAt: new Date(now),
        }),
        db
          .insert(venueOwners)
          .values({ venueId: venue.id, email: address, createdAt: new Date(now) })
          .onConflictDoNothing(),
        bumpDataVersions(db, ["venues", "cities"]),
        logStatement(db, "owner_verified", { venueId: venue.id, name: venue.name, email: address, rule: "website domain" }, now),
      ],
    };
  }
  const [open] = await db
    .select({ id: ownerClaims.id })
    .from(ownerClaims)
    .where(and(eq(ownerClaims.venueId, venue.id), eq(ownerClaims.email, address), eq(ownerClaims.status, "pending")))
    .limit(1);
  const claim = db.insert(ownerClaims).values({
    venueId: venue.id,
    email: address,
    message: "Submitted this venue",
    website: venue.website,
    origin: "submission",
    createdAt: new Date(now),
  });
  return { access: "claim_pending", statements: open ? [] : [claim] };
}
