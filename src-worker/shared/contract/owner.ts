// /api/owner (venue owners keep their listing true) and the admin's owner queue: request and response schemas.

import { FIELD_MAX } from "../limits";
import { nameField } from "../names";
import { MAX_VENUE_TAGS, VENUE_FIELD_MAX } from "../venue-fields";
import { adminVenueClaims, venueClaimsBody } from "./claims";
import { id, idParam, plainIssue, requiredText } from "./fields";
import { opensEarlyField, optionalText, venueCore, venueDetailsFields, websiteField } from "./venues";
import { z } from "./zod";

/** An e-mail address as the owner flow keeps it: trimmed and lowercased (one owner, one address). */
export const ownerEmail = z
  .string()
  .trim()
  .max(FIELD_MAX.email, `Email must be at most ${FIELD_MAX.email} characters.`)
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (!z.email().safeParse(value).success) plainIssue(ctx, "Please enter a valid email address.");
  });

/** POST /api/owner/claims: "Own this venue? Manage this listing". */
export const ownerClaimBody = z.object({
  venueId: id,
  email: ownerEmail,
  message: z.string().trim().max(FIELD_MAX.ownerMessage, `Message must be at most ${FIELD_MAX.ownerMessage} characters.`).optional(),
});
export type OwnerClaimRequest = z.input<typeof ownerClaimBody>;

/** POST /api/owner/sign-in: a new sign-in link for an address that manages (or claimed) a venue. */
export const ownerSignInBody = z.object({ email: ownerEmail });
export type OwnerSignInRequest = z.input<typeof ownerSignInBody>;

/** The one answer of a claim or a sign-in request, whoever asks: it never says whether the address or venue is known. */
export const ownerLinkSent = z.object({ accepted: z.literal(true), message: z.string() });
export type OwnerLinkSent = z.infer<typeof ownerLinkSent>;

/** POST /api/owner/session: the token of a sign-in link (43 base64url characters). */
export const ownerSessionBody = z.object({ token: z.string().trim().max(100) });
export type OwnerSessionRequest = z.input<typeof ownerSessionBody>;

/** GET /api/owner/session, POST /api/owner/session */
export const ownerSession = z.object({ email: z.string(), expiresAt: z.string() });
export type OwnerSession = z.infer<typeof ownerSession>;

/** A name or address change waiting for an admin. */
const pendingChange = z.object({ id: z.number(), name: z.string().optional(), address: z.string().optional(), createdAt: z.string() });

/** GET /api/owner/venues: the signed-in owner's venues. */
export const ownerVenueListItem = z.object({
  id: z.number(),
  name: z.string(),
  cityName: z.string(),
  citySlug: z.string(),
  status: z.string(),
  verifiedAt: z.string().nullable(),
});
export type OwnerVenueListItem = z.infer<typeof ownerVenueListItem>;

/** GET /api/owner/claims: the signed-in address's claims and where each stands. */
export const ownerClaimListItem = z.object({
  id: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  cityName: z.string(),
  status: z.enum(["pending", "approved", "rejected", "verified"]),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnerClaimListItem = z.infer<typeof ownerClaimListItem>;

/** GET /api/owner/venues/{id}: the venue as its owner edits it. */
export const ownerVenue = venueCore.extend({ claims: adminVenueClaims, pendingChanges: z.array(pendingChange) });
export type OwnerVenue = z.infer<typeof ownerVenue>;

/** A venue's tags as an owner sets them: trimmed, no blanks or repeats. */
const ownerTags = z
  .array(z.string().trim().max(VENUE_FIELD_MAX.tag, `Each tag must be at most ${VENUE_FIELD_MAX.tag} characters.`))
  .max(MAX_VENUE_TAGS, `At most ${MAX_VENUE_TAGS} tags.`)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  });

/**
 * PATCH /api/owner/venues/{id}: the fields to change; a field left out stays as it is. Name and
 * address wait for an admin; the rest goes live at once. One request is one write: all of it is
 * saved, or none of it.
 */
export const ownerVenueEditBody = z
  .object({
    name: nameField("Name"),
    address: requiredText(FIELD_MAX.address),
    phone: venueDetailsFields.phone,
    website: websiteField,
    instagram: venueDetailsFields.instagram,
    hours: venueDetailsFields.hours,
    notes: optionalText(VENUE_FIELD_MAX.notes, "Notes"),
    tags: ownerTags,
    hasFood: z.boolean(),
    familyFriendly: z.boolean(),
    bigScreens: z.boolean(),
    openLate: z.boolean(),
    craftBeer: z.boolean(),
    outdoorScreens: z.boolean(),
    premiumBar: z.boolean(),
    /** Opens early for early kick-offs ("07:00"), or null: it does not. */
    opensEarlyAt: opensEarlyField,
    /** The matches shown and the supporters' teams, saved in the same write as the rest. */
    claims: venueClaimsBody,
  })
  .partial();
export type OwnerVenueEditRequest = z.input<typeof ownerVenueEditBody>;
export type OwnerVenueEdit = z.output<typeof ownerVenueEditBody>;

/** PATCH /api/owner/venues/{id}: what went live and what waits for review. */
export const ownerVenueEditResult = z.object({
  success: z.literal(true),
  venueId: z.number(),
  changed: z.array(z.string()),
  pendingReview: z.array(z.string()),
});
export type OwnerVenueEditResult = z.infer<typeof ownerVenueEditResult>;

/** POST /api/owner/venues/{id}/confirm */
export const ownerConfirmResult = z.object({ success: z.literal(true), venueId: z.number(), verifiedAt: z.string() });
export type OwnerConfirmResult = z.infer<typeof ownerConfirmResult>;

/** GET /api/owner/venues/{id}/figures: the last 30 days, one row per day with any count. */
export const ownerFigures = z.object({
  days: z.number(),
  totals: z.object({ views: z.number(), saves: z.number(), ratings: z.number() }),
  daily: z.array(z.object({ day: z.string(), views: z.number(), saves: z.number(), ratings: z.number() })),
});
export type OwnerFigures = z.infer<typeof ownerFigures>;

export const ownerVenueIdParams = z.object({ id: idParam });

// ---- The admin's side.

/** GET /api/admin/owner-claims: a claim with its evidence. */
const adminOwnerClaim = z.object({
  id: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  cityName: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  /** The venue's website when the claim was made. */
  website: z.string().nullable(),
  origin: z.enum(["form", "purchase", "submission"]),
  status: z.enum(["pending", "approved", "rejected", "verified"]),
  createdAt: z.string(),
});
export type AdminOwnerClaim = z.infer<typeof adminOwnerClaim>;

/** GET /api/admin/owner-changes: name and address changes waiting for review. */
const adminOwnerChange = z.object({
  id: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  currentAddress: z.string(),
  email: z.string(),
  name: z.string().optional(),
  address: z.string().optional(),
  createdAt: z.string(),
});
export type AdminOwnerChange = z.infer<typeof adminOwnerChange>;

export const adminOwnerQueue = z.object({ claims: z.array(adminOwnerClaim), changes: z.array(adminOwnerChange) });
export type AdminOwnerQueue = z.infer<typeof adminOwnerQueue>;

/** An owner's change as the audit trail holds it. */
const ownerAuditEntry = z.object({
  id: z.number(),
  event: z.string(),
  email: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
  /** An admin put the fields back as they were before. */
  reverted: z.boolean(),
});
export type OwnerAuditEntry = z.infer<typeof ownerAuditEntry>;

/** GET /api/admin/venues/{id}/owners: who manages the venue and what they changed. */
export const adminVenueOwners = z.object({
  owners: z.array(z.object({ email: z.string(), since: z.string() })),
  audit: z.array(ownerAuditEntry),
});
export type AdminVenueOwners = z.infer<typeof adminVenueOwners>;

/** POST /api/admin/venues/{id}/owners/revoke */
export const revokeOwnerBody = z.object({ email: ownerEmail });
export type RevokeOwnerRequest = z.input<typeof revokeOwnerBody>;

export const ownerItemParams = z.object({ id: idParam });

/** POST /api/admin/owner-audit/{id}/revert */
export const revertResult = z.object({ success: z.literal(true), venueId: z.number(), reverted: z.array(z.string()) });
export type RevertResult = z.infer<typeof revertResult>;
