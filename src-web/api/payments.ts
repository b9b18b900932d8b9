// Payment hooks: prices in force, and starting a checkout (submission, featured claim, city sponsorship).

import type { CheckoutResponse, ClaimCheckoutRequest, SponsorCheckoutRequest, SubmissionCheckoutRequest } from "@shared/contract/payments";
import { apiKeys } from "@shared/query-keys";
import { useMutation } from "@tanstack/react-query";
import { apiFetch, useApiQuery } from "../lib/api";
import { LOCALE } from "../lib/i18n";

/** GET /api/venues/submission-pricing */
export const useSubmissionPricing = () => useApiQuery(apiKeys.submissionPricing());

/** GET /api/venues/featured-pricing (with the tier table) */
export const useFeaturedPricing = () => useApiQuery(apiKeys.featuredPricing());

/** GET /api/venues/sponsor-pricing (monthly price) */
export const useSponsorPricing = () => useApiQuery(apiKeys.sponsorPricing());

/** Every checkout names the page's language: the payment page sends the browser back to that language's pages. */
const postCheckout =
  <T extends object>(path: string) =>
  (body: Omit<T, "locale">) =>
    apiFetch<CheckoutResponse>(path, { method: "POST", json: { ...body, locale: LOCALE } });

/** POST /api/venues/submission-checkout -> { url } of the payment page. */
export const useSubmissionCheckout = () => useMutation({ mutationFn: postCheckout<SubmissionCheckoutRequest>("/api/venues/submission-checkout") });

/** POST /api/venues/claim -> { url } */
export const useClaimCheckout = () => useMutation({ mutationFn: postCheckout<ClaimCheckoutRequest>("/api/venues/claim") });

/** POST /api/sponsors/checkout -> { url } */
export const useSponsorCheckout = () => useMutation({ mutationFn: postCheckout<SponsorCheckoutRequest>("/api/sponsors/checkout") });

/** Leaves the SPA for the payment page (Stripe Checkout or the built-in test checkout). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

/** A few seconds between looks while a payment is being confirmed; after about a minute, the page stops asking. */
const CONFIRMING_POLL_MS = 3000;
const CONFIRMING_MAX_POLLS = 20;

/** GET /api/checkouts/{reference}: the buyer's summary, asked again while the payment is still being confirmed. */
export const useCheckoutSummary = (reference: string | undefined) =>
  useApiQuery(apiKeys.checkout(reference), {
    enabled: !!reference,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "pending" && query.state.dataUpdateCount < CONFIRMING_MAX_POLLS ? CONFIRMING_POLL_MS : false),
  });
