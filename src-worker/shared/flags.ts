// A club's flag from its country: an ISO 3166 alpha-2 code ("ES") is the two regional indicator
// letters (🇪🇸); England, Scotland and Wales are their subdivision flags (tag sequences, as FIFA's
// nations are shown); Northern Ireland has no flag emoji of its own and is shown with the UK's.

/** The subdivisions a club may be given instead of a country (UK home nations). */
export const SUBDIVISIONS = ["GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR"] as const;

const TAG_BASE = 0xe0000;
const CANCEL_TAG = String.fromCodePoint(0xe007f);

export function flagOf(country: string): string {
  if (country === "GB-NIR") return flagOf("GB");
  if (country.startsWith("GB-")) {
    const tags = [...country.replace("-", "").toLowerCase()].map((ch) => String.fromCodePoint(TAG_BASE + ch.charCodeAt(0))).join("");
    return `🏴${tags}${CANCEL_TAG}`;
  }
  return [...country].map((ch) => String.fromCodePoint(0x1f1e6 + ch.charCodeAt(0) - 65)).join("");
}
