// Payment hooks: prices in force, and starting a checkout (submission, featured claim, city sponsorship).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Pricing } from "@shared/api-types";
import type {
  CheckoutResponse,
  ClaimCheckoutRequest,
  FeaturedPricing,
  SponsorCheckoutRequest,
  SubmissionCheckoutRequest,
} from "@shared/payment-types";
import { apiFetch } from "../lib/api";

/** GET /api/venues/submission-pricing */
export function useSubmissionPricing() {
  return useQuery<Pricing>({ queryKey: ["/api/venues/submission-pricing"] });
}

/** GET /api/venues/featured-pricing (with the tier table) */
export function useFeaturedPricing() {
  return useQuery<FeaturedPricing>({ queryKey: ["/api/venues/featured-pricing"] });
}

/** GET /api/venues/sponsor-pricing (monthly price) */
export function useSponsorPricing() {
  return useQuery<Pricing>({ queryKey: ["/api/venues/sponsor-pricing"] });
}

const postCheckout = <T,>(path: string) => (body: T) => apiFetch<CheckoutResponse>(path, { method: "POST", json: body });

/** POST /api/venues/submission-checkout -> { url } of the payment page. */
export function useSubmissionCheckout() {
  return useMutation({ mutationFn: postCheckout<SubmissionCheckoutRequest>("/api/venues/submission-checkout") });
}

/** POST /api/venues/claim -> { url } */
export function useClaimCheckout() {
  return useMutation({ mutationFn: postCheckout<ClaimCheckoutRequest>("/api/venues/claim") });
}

/** POST /api/sponsors/checkout -> { url } */
export function useSponsorCheckout() {
  return useMutation({ mutationFn: postCheckout<SponsorCheckoutRequest>("/api/sponsors/checkout") });
}

/** Leaves the SPA for the payment page (Stripe Checkout or the built-in test checkout). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}
