// The kind of place a venue is, as its card and page name it: the spec's "Sports Bar" for sports bars
// (and venues that name no type), else the venue's own type from its tags ("Bar" for a plain bar).
import { VENUE_TYPES } from "@shared/constants";
import { useTranslations } from "use-intl";

export { VENUE_TYPES };

/**
 * The type a card names, or null for none. A place from open map data that nobody confirmed yet is
 * never called a sports bar it may not be (docs/decisions/042): its import tagged a pub "Pub" and a
 * beer garden "Beer Garden" from its amenity; one without a known type was imported as a bar.
 */
export function venueTypeLabel(tags: readonly string[], openData = false): string {
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  const known = VENUE_TYPES.find((t) => lower.has(t.toLowerCase()));
  if (known) return known;
  if (lower.has("bar") || openData) return "Bar";
  return "Sports Bar";
}

/** The catalogue key of each known type (VENUE_TYPES), by its lower-case English name. */
const TYPE_KEYS = {
  "sports bar": "sportsBar",
  bar: "bar",
  pub: "pub",
  brewery: "brewery",
  "beer garden": "beerGarden",
  rooftop: "rooftop",
  restaurant: "restaurant",
  "supporters bar": "supportersBar",
  theater: "theater",
  "fan zone": "fanZone",
  "watch party": "watchParty",
} as const;

const typeKey = (tag: string) => (TYPE_KEYS as Record<string, (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS]>)[tag.trim().toLowerCase()];

/**
 * A tag's label in the page's language: the known venue types are translated, any other tag (an admin
 * may add one) shows as written.
 */
export function useTagLabel(): (tag: string) => string {
  const t = useTranslations("venues.types");
  return (tag) => {
    const key = typeKey(tag);
    return key ? t(key) : tag;
  };
}
