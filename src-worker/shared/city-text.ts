// A city page's hero texts in the page's language: the admin-written ones (Spanish ones on Spanish
// pages when written, else the English ones) and the stadium line. Used by the app's hero and by the
// Worker's first paint of it, so both say the same.
import type { CityDetail } from "./contract/cities";
import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import type { CopySeason } from "./tournament";

/** A city's description when it has none (the spec's text, in the API's answers). */
export const CITY_DESCRIPTION_FALLBACK = "Discover great World Cup watch spots";
/** The same fallback for Spanish pages: a city with no description at all is not described in English there. */
export const CITY_DESCRIPTION_FALLBACK_ES = "Descubre los mejores lugares para ver el Mundial";

/**
 * The title an admin wrote always shows (the seeded ones say nothing of the tournament's phase: migration
 * 0012); without one, the site's own: "Seattle World Cup Watch Spots" until the World Cup's final, then
 * "Where to watch football in Seattle" (docs/decisions/045).
 */
export function cityHeroTexts(locale: Locale, city: CityDetail, t: Translator<"city">, siteName: string, season: CopySeason) {
  const es = locale === "es";
  const stadium = !city.primary_stadium
    ? null
    : city.stadium_capacity
      ? t("hero.stadium", { stadium: city.primary_stadium, capacity: city.stadium_capacity })
      : city.primary_stadium;
  const description = (es && city.description_es) || city.description;
  return {
    title:
      (es && city.hero_title_es) ||
      city.hero_title ||
      (season === "season" ? t("hero.seasonTitle", { city: city.name }) : t("hero.title", { city: city.name, site: siteName })),
    subtitle: (es && city.hero_subtitle_es) || city.hero_subtitle,
    description: season === "season" && isFallback(description) ? t("hero.seasonDescription") : description,
    stadium,
  };
}

/** A city without a description of its own says the API's fallback, which speaks of the World Cup. */
const isFallback = (description: string) => description === CITY_DESCRIPTION_FALLBACK || description === CITY_DESCRIPTION_FALLBACK_ES;
