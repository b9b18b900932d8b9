// Pricing and checkout: request and response schemas.

import { COMPETITION_REQUIRED, SUBMISSION_SHOWS, TEAM_REQUIRED, VENUE_TYPES } from "../constants";
import { LOCALES } from "../i18n/locales";
import { FIELD_MAX } from "../limits";
import { nameProblem } from "../names";
import { claimTeamCode, competitionId, MAX_CLAIMED_COMPETITIONS } from "./claims";
import { emailField, id, isEmail, plainIssue, slug } from "./fields";
import { venueDetailsFields, websiteField } from "./venues";
import { z } from "./zod";

/** GET /api/venues/submission-pricing and /sponsor-pricing; price in whole US dollars. */
export const pricing = z.object({
  price: z.number(),
  phase: z.string(),
  description: z.string(),
  label: z.string(),
  note: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type Pricing = z.infer<typeof pricing>;

/** One row of the venue page's featured tier table. */
const pricingTier = z.object({
  label: z.string(),
  price: z.number(),
  phase: z.string(),
  /** The phase in force now. */
  current: z.boolean(),
  /** ISO instants; the tier ends just before `endsAt` (null: no end). */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});

/**
 * GET /api/venues/featured-pricing: the phase in force plus the tiers on offer (the one in force and
 * those to come, ordered by start; none after the final).
 */
export const featuredPricing = pricing.extend({ tiers: z.array(pricingTier) });
export type FeaturedPricing = z.infer<typeof featuredPricing>;

const flag = z.boolean().optional().default(false);
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional().default("");

/** The language of the page that starts a checkout: the payment page comes back to that language's pages. */
const checkoutLocale = z.enum(LOCALES).optional().default("en");

export const MISSING_FIELDS = "Please fill in all required fields.";
export const INVALID_EMAIL = "Please enter a valid email address.";

/** POST /api/venues/submission-checkout: a half-filled form gets the form's own messages. */
export const submissionCheckoutBody = z
  .object({
    venueName: optionalText(FIELD_MAX.venueName, "Venue name").superRefine((name, ctx) => {
      // Blank is the form's "missing fields" (below); anything else must look like a name (shared/names.ts).
      const problem = name && nameProblem(name);
      if (problem) ctx.addIssue({ code: "custom", message: `Venue name ${problem}` });
    }),
    cityId: id.nullish(),
    address: optionalText(FIELD_MAX.address, "Address"),
    contactEmail: emailField,
    details: optionalText(FIELD_MAX.details, "Additional details"),
    hasFood: flag,
    familyFriendly: flag,
    bigScreens: flag,
    openLate: flag,
    /**
     * "Matches shown": every match of every competition ("every"), of the competitions in
     * `showsCompetitions`, or the team's in `supportersTeam`; "" is no answer ("all", every World
     * Cup match, is the older form's).
     */
    showsMatches: z.enum(SUBMISSION_SHOWS).or(z.literal("")).optional(),
    /** With showsMatches "competitions": their ids. */
    showsCompetitions: z.array(competitionId).max(MAX_CLAIMED_COMPETITIONS).optional(),
    /** "Supporters' venue for": a FIFA code or a club's code; "" is none. */
    supportersTeam: z.union([z.literal(""), claimTeamCode]).optional(),
    /** "Type of venue": the kinds it is (the admin editor's types), stored as its type tags. */
    venueTypes: z
      .array(z.enum(VENUE_TYPES, "Choose venue types from the list."))
      .max(VENUE_TYPES.length)
      .optional()
      .default([])
      .transform((types) => VENUE_TYPES.filter((type) => types.includes(type))),
    // The listing's optional details (rules: shared/venue-fields.ts); the venue gets them once paid.
    ...venueDetailsFields,
    /** The venue's own website ("website" is taken by the honeypot's older name, below). */
    venueWebsite: websiteField.optional(),
    /** Honeypot: left empty by people (the form hides it); anything in it is refused. */
    company_website: z.string().max(FIELD_MAX.url).optional(),
    /** The honeypot's older name. */
    website: z.string().max(FIELD_MAX.url).optional(),
    /**
     * The buyer has seen the likely duplicate the last answer named (a 409 "likely_duplicate") and
     * pays anyway; without it a likely duplicate is refused before any checkout (docs/decisions/047).
     */
    confirmDuplicate: flag,
    locale: checkoutLocale,
  })
  .superRefine((body, ctx) => {
    // A filled honeypot looks like any incomplete form to the sender; nothing is stored.
    const honeypot = body.company_website?.trim() || body.website?.trim();
    if (honeypot || !body.venueName || !body.cityId || !body.address || !body.contactEmail) plainIssue(ctx, MISSING_FIELDS);
    else if (!isEmail(body.contactEmail)) plainIssue(ctx, INVALID_EMAIL);
    else if (body.showsMatches === "team" && !body.supportersTeam) plainIssue(ctx, TEAM_REQUIRED);
    else if (body.showsMatches === "competitions" && !body.showsCompetitions?.length) plainIssue(ctx, COMPETITION_REQUIRED);
  })
  .transform(
    ({
      company_website: _,
      website: __,
      cityId,
      showsMatches,
      showsCompetitions,
      supportersTeam,
      phone,
      venueWebsite,
      instagram,
      hours,
      location,
      ...rest
    }) => ({
      ...rest,
      cityId: cityId as number,
      showsMatches: showsMatches || null,
      showsCompetitions: showsMatches === "competitions" ? [...new Set(showsCompetitions)] : null,
      supportersTeam: supportersTeam || null,
      phone: phone ?? null,
      website: venueWebsite ?? null,
      instagram: instagram ?? null,
      hours: hours ?? null,
      location: location ?? null,
    }),
  );
export type SubmissionCheckoutRequest = z.input<typeof submissionCheckoutBody>;
export type SubmissionCheckout = z.output<typeof submissionCheckoutBody>;

/** How the venue a submission looks like a copy of stands: public, or paid and waiting for review. */
const DUPLICATE_STATUSES = ["listed", "pending_review"] as const;

/** The 409 of POST /api/venues/submission-checkout for a likely duplicate: the venue it is like. */
const likelyDuplicate = z.object({
  venueId: z.number(),
  name: z.string(),
  address: z.string(),
  status: z.enum(DUPLICATE_STATUSES),
});
export type LikelyDuplicate = z.infer<typeof likelyDuplicate>;

/** POST /api/venues/claim */
export const claimCheckoutBody = z.object({ venueId: id, locale: checkoutLocale });
export type ClaimCheckoutRequest = z.input<typeof claimCheckoutBody>;

/** POST /api/sponsors/checkout */
export const sponsorCheckoutBody = z.object({ citySlug: slug, contactEmail: emailField, locale: checkoutLocale }).superRefine((body, ctx) => {
  if (!body.contactEmail) plainIssue(ctx, "Please enter your email address.");
  else if (!isEmail(body.contactEmail)) plainIssue(ctx, INVALID_EMAIL);
});
export type SponsorCheckoutRequest = z.input<typeof sponsorCheckoutBody>;
export type SponsorCheckout = z.output<typeof sponsorCheckoutBody>;

/** Every checkout endpoint answers with the page to send the browser to. */
export const checkoutResponse = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** GET /api/checkouts/{id}: the checkout's reference, the one the success address carries (unguessable). */
export const checkoutRefParams = z.object({ id: z.uuid("must be a checkout reference") });

/**
 * GET /api/checkouts/{id}: what the buyer sees on return from the payment page. Only the holder of
 * the reference can ask, and the answer names nothing but what they bought and their own e-mail.
 */
export const checkoutSummary = z.object({
  reference: z.string(),
  kind: z.enum(["submission", "featured", "sponsor"]),
  /** "pending" until the payment is confirmed (Stripe's webhook can arrive after the buyer is back). */
  status: z.enum(["pending", "paid", "expired", "cancelled"]),
  item: z.string(),
  /** US dollars. */
  amount: z.number(),
  currency: z.string(),
  venueName: z.string().nullable(),
  cityName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The listing the payment created, once paid (a submission's venue waits for review). */
  venue: z.object({ id: z.number(), status: z.enum(["pending", "approved", "rejected"]) }).nullable(),
  /** A paid feature: the day it ends (ISO), read from the venue (later purchases extend it). */
  featuredUntil: z.string().nullable(),
  /** A paid feature: whether the buyer manages the listing, or their request to is being checked. */
  manage: z.enum(["owner", "claim_pending", "claim_rejected"]).nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;
