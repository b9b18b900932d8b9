// Default pricing phases (prices in US cents). Stored in D1 so they can change without a deploy;
// the pricing API answers with the phase whose window contains "now".
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
];
