// Default pricing phases (prices in US cents). Stored in D1 so they can change without a deploy;
// the pricing API answers with the phase whose window contains "now" (the latest start wins). The
// World Cup's tiers come first; the club season's rows and those between seasons follow them
// (docs/decisions/032; migration 0013 writes the same rows into an existing database).
export interface PricingSeed {
  kind: "submission" | "featured" | "sponsor";
  phase: string;
  label: string;
  priceCents: number;
  description: string;
  note?: string;
  startsAt: string;
  endsAt?: string;
}

/** The first club season the site sells for, from the day it was put on sale, and the months between seasons. */
const SEASON_STARTS = "2026-11-28T00:00:00Z";
const SEASON_ENDS = "2027-06-01T00:00:00Z";

const SEASON_PRICING_SEEDS: PricingSeed[] = [
  {
    kind: "submission",
    phase: "club-season-2026-27",
    label: "2026-27 club season",
    priceCents: 50000,
    description: "One-time listing fee: a reviewed listing on your city's page, where fans look for places showing this season's matches.",
    startsAt: SEASON_STARTS,
    endsAt: SEASON_ENDS,
  },
  {
    kind: "submission",
    phase: "between-seasons",
    label: "Between seasons",
    priceCents: 50000,
    description: "One-time listing fee: a reviewed listing on your city's page, ready for the next season.",
    startsAt: SEASON_ENDS,
  },
  {
    kind: "featured",
    phase: "club-season-2026-27",
    label: "2026-27 club season",
    priceCents: 25000,
    description: "30 days of premium placement at the top of your city page, marked as Featured, during the 2026-27 club season.",
    startsAt: SEASON_STARTS,
    endsAt: SEASON_ENDS,
  },
  {
    kind: "featured",
    phase: "between-seasons",
    label: "Between seasons",
    priceCents: 15000,
    description: "30 days of premium placement at the top of your city page, marked as Featured, between club seasons.",
    startsAt: SEASON_ENDS,
  },
  {
    kind: "sponsor",
    phase: "club-season-2026-27",
    label: "2026-27 club season",
    priceCents: 19900,
    description: "Monthly city sponsorship during the 2026-27 club season: your brand on the city page for each month you pay, cancel any time.",
    startsAt: SEASON_STARTS,
    endsAt: SEASON_ENDS,
  },
  {
    kind: "sponsor",
    phase: "between-seasons",
    label: "Between seasons",
    priceCents: 19900,
    description: "Monthly city sponsorship between club seasons: your brand on the city page for each month you pay, cancel any time.",
    startsAt: SEASON_ENDS,
  },
];

export const PRICING_SEEDS: PricingSeed[] = [
  {
    kind: "submission",
    phase: "early-access",
    label: "Early access",
    priceCents: 25000,
    description: "One-time listing fee, reviewed by our team before it goes live.",
    note: "Early access pricing: the price increases to $350 on January 1st, 2025.",
    startsAt: "2024-09-01T00:00:00Z",
    endsAt: "2025-01-01T00:00:00Z",
  },
  {
    kind: "submission",
    phase: "phase-2",
    label: "Phase 2",
    priceCents: 35000,
    description: "One-time listing fee, reviewed by our team before it goes live.",
    note: "Phase 2 pricing: the price increases to $500 on April 1st, 2025.",
    startsAt: "2025-01-01T00:00:00Z",
    endsAt: "2025-04-01T00:00:00Z",
  },
  {
    kind: "submission",
    phase: "standard",
    label: "Standard",
    priceCents: 50000,
    description: "One-time listing fee, reviewed by our team before it goes live.",
    startsAt: "2025-04-01T00:00:00Z",
  },
  {
    kind: "featured",
    phase: "early-launch",
    label: "Early Early Movers",
    priceCents: 15000,
    description: "30 days of premium placement at the top of your city page, marked as Featured.",
    note: "Ends Oct. 31st",
    startsAt: "2025-06-01T00:00:00Z",
    endsAt: "2025-11-01T00:00:00Z",
  },
  {
    kind: "featured",
    phase: "early-movers",
    label: "Early Movers",
    priceCents: 25000,
    description: "30 days of premium placement at the top of your city page, marked as Featured.",
    note: "Ends Feb. 28th",
    startsAt: "2025-11-01T00:00:00Z",
    endsAt: "2026-03-01T00:00:00Z",
  },
  {
    kind: "featured",
    phase: "not-as-early-movers",
    label: "Not as early movers",
    priceCents: 45000,
    description: "30 days of premium placement at the top of your city page, marked as Featured.",
    note: "Ends May 28th",
    startsAt: "2026-03-01T00:00:00Z",
    endsAt: "2026-05-29T00:00:00Z",
  },
  {
    kind: "featured",
    phase: "last-call",
    label: "Last call",
    priceCents: 65000,
    description: "30 days of premium placement at the top of your city page, marked as Featured.",
    note: "From June 8th",
    startsAt: "2026-05-29T00:00:00Z",
  },
  {
    kind: "sponsor",
    phase: "standard",
    label: "City sponsor",
    priceCents: 19900,
    description: "Monthly city sponsorship: your brand on the city page, cancel any time.",
    startsAt: "2024-09-01T00:00:00Z",
  },
  ...SEASON_PRICING_SEEDS,
];
