// What each paid offer buys once the 2026 World Cup is over, said plainly (docs/decisions/009).
// Before and during the tournament the offers keep the spec's words.
export const OFFER_AFTER_FINAL = {
  submission:
    "The 2026 World Cup is over. This fee buys a reviewed listing on your city's page, which stays up after the tournament; far fewer fans visit now than during it.",
  featured: (price: string) =>
    `The 2026 World Cup is over. ${price} buys 30 days of premium placement at the top of your city's page, marked Featured, from the day you pay; far fewer fans visit now than during the tournament.`,
  sponsor: (city: string) =>
    `The 2026 World Cup is over. A sponsorship puts your brand on the ${city} page for each month you pay; far fewer fans visit now than during the tournament. Sponsor placements are always labelled as sponsored.`,
} as const;
