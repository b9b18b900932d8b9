// Featured pricing tiers + 'Claim & Feature this Venue' (payments feature).
export function FeaturedPricingCard(_props: { venueId: number }) {
  return null;
}
