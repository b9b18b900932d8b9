// Shapes of the payment endpoints, shared by the Worker (which returns them) and the SPA.
import type { Pricing } from "./api-types";

/** One row of the venue page's featured tier table. Prices in whole US dollars. */
export interface PricingTier {
  label: string;
  price: number;
  note: string | null;
  phase: string;
  /** The phase in force now. */
  current: boolean;
}

/** GET /api/venues/featured-pricing: the phase in force plus every featured phase, ordered by start. */
export interface FeaturedPricing extends Pricing {
  tiers: PricingTier[];
}

/** POST /api/venues/submission-checkout */
export interface SubmissionCheckoutRequest {
  venueName: string;
  cityId: number;
  address: string;
  contactEmail: string;
  details?: string;
  hasFood?: boolean;
  familyFriendly?: boolean;
  bigScreens?: boolean;
  openLate?: boolean;
  /** Honeypot: left empty by people (the form hides it); anything in it is refused. */
  company_website?: string;
}

/** POST /api/venues/claim */
export interface ClaimCheckoutRequest {
  venueId: number;
}

/** POST /api/sponsors/checkout */
export interface SponsorCheckoutRequest {
  citySlug: string;
  contactEmail: string;
}

/** Every checkout endpoint answers with the page to send the browser to. */
export interface CheckoutResponse {
  url: string;
}
