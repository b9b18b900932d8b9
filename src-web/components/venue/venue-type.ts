// The kind of place a venue is, as its card and page name it: the spec's "Sports Bar" for sports bars
// (and venues that name no type), else the venue's own type from its tags.
export const VENUE_TYPES = ["Sports Bar", "Pub", "Brewery", "Beer Garden", "Rooftop", "Restaurant", "Supporters Bar", "Theater", "Fan Zone", "Watch Party"];

export function venueTypeLabel(tags: readonly string[]): string {
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  return VENUE_TYPES.find((t) => lower.has(t.toLowerCase())) ?? "Sports Bar";
}
