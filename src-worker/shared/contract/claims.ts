// What venues claim about the tournament (shows every match, shows match N, supporters' venue of a
// team): the venue page's form and the admin's request. Where to watch a match: match-venues.ts.

import { CLAIM_SOURCES } from "../constants";
import { FIELD_MAX } from "../limits";
import { idParam, plainIssue } from "./fields";
import { match, teamCode, teamSummary } from "./matches";
import { z } from "./zod";

/** Who made a claim and when it was last confirmed: "Confirmed by the venue on Jun 10". */
export const claimMeta = z.object({ source: z.enum(CLAIM_SOURCES), confirmedAt: z.string() });
export type ClaimMeta = z.infer<typeof claimMeta>;

export const supportersClaim = claimMeta.extend({ team: teamSummary, groupName: z.string().nullable() });
export type SupportersClaim = z.infer<typeof supportersClaim>;

/** A venue's claims, as the venue page shows them (part of GET /api/venues/{id}). */
export const venueClaims = z.object({
  /** Set when the venue shows every match. */
  showsAllMatches: claimMeta.nullable(),
  /** Matches the venue named, in kick-off order. */
  matches: z.array(claimMeta.extend({ match })),
  supporters: z.array(supportersClaim),
  /** Matches on which at least REPORT_THRESHOLD fans reported the venue was not showing it or closed. */
  reports: z.array(z.object({ matchNumber: z.number(), count: z.number() })),
});
export type VenueClaims = z.infer<typeof venueClaims>;

/** The tournament's matches are numbered 1 to 104. */
const MATCH_COUNT = 104;

/** PUT /api/admin/venues/{id}/claims: the venue's whole set of claims (claims kept as they were keep their date). */
export const venueClaimsBody = z.object({
  showsAllMatches: z.boolean(),
  matches: z
    .array(z.number())
    .max(MATCH_COUNT, `At most ${MATCH_COUNT} matches.`)
    .superRefine((numbers, ctx) => {
      // Said in words an owner understands, not as a number rule.
      const bad = numbers.find((n) => !Number.isInteger(n) || n < 1 || n > MATCH_COUNT);
      if (bad !== undefined) plainIssue(ctx, `Matches shown: there is no match ${bad} (the matches are numbered 1 to ${MATCH_COUNT}).`);
    })
    .default([]),
  supporters: z
    .array(z.object({ team: teamCode, groupName: z.string().trim().max(FIELD_MAX.venueName).nullish() }))
    .max(48)
    .default([]),
});
export type VenueClaimsRequest = z.input<typeof venueClaimsBody>;
export type VenueClaimsInput = z.output<typeof venueClaimsBody>;

export const claimsVenueIdParams = z.object({ id: idParam });

/** A venue's claims as admins edit them (part of every admin venue), each with who made it and when. */
export const adminVenueClaims = z.object({
  showsAllMatches: claimMeta.nullable(),
  matches: z.array(claimMeta.extend({ number: z.number() })),
  supporters: z.array(claimMeta.extend({ team: z.string(), groupName: z.string().nullable() })),
});
export type AdminVenueClaims = z.infer<typeof adminVenueClaims>;
