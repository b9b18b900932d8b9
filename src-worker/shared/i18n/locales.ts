// The site's languages. English lives at the spec's unprefixed paths; Spanish mirrors every public
// page under /es. The language is part of the address, never negotiated: search engines, shared links
// and the edge cache all see what the URL says (decision 018).

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag Intl formats with: US English, and Spanish as written in the US (dates, "$" prices). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** The path prefix of each language ("" for English). */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", es: "/es" };

/** The language a path is in, and the path without its prefix ("/es/city/x" -> es, "/city/x"; "/es" -> es, "/"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/es" || pathname.startsWith("/es/")) return { locale: "es", path: pathname.slice(3) || "/" };
  return { locale: "en", path: pathname };
}

/** A site path in a language: "/city/x" -> "/es/city/x"; "/" -> "/es/". */
export function localePath(locale: Locale, path: string): string {
  return `${LOCALE_PREFIX[locale]}${path}`;
}
