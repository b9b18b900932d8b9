// The kind of place a venue is, as its card and page name it: the spec's "Sports Bar" for sports bars
// (and venues that name no type), else the venue's own type from its tags ("Bar" for a plain bar).
import { VENUE_TYPES } from "@shared/constants";
import { useTranslations } from "use-intl";

export { VENUE_TYPES };

export function venueTypeLabel(tags: readonly string[]): string {
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  // A bar from open map data is tagged "Bar" (docs/decisions/030): never called a sports bar it may not be.
  return VENUE_TYPES.find((t) => lower.has(t.toLowerCase())) ?? (lower.has("bar") ? "Bar" : "Sports Bar");
}

/** The catalogue key of each known type (VENUE_TYPES), by its lower-case English name. */
const TYPE_KEYS = {
  "sports bar": "sportsBar",
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
