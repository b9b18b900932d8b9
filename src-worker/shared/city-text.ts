// A city page's hero texts in the page's language: the admin-written ones (Spanish ones on Spanish
// pages when written, else the English ones) and the stadium line. Used by the app's hero and by the
// Worker's first paint of it, so both say the same.
import type { CityDetail } from "./contract/cities";
import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import type { TournamentPhase } from "./tournament";

/**
 * After the final the title is the site's own ("Seattle World Cup Watch Spots"): the admins' titles were
 * written as a call to the coming tournament ("Watch the World Cup in Seattle"), which it no longer is.
 */
export function cityHeroTexts(locale: Locale, city: CityDetail, t: Translator<"city">, siteName: string, phase: TournamentPhase) {
  const es = locale === "es";
  const stadium = !city.primary_stadium
    ? null
    : city.stadium_capacity
      ? t("hero.stadium", { stadium: city.primary_stadium, capacity: city.stadium_capacity })
      : city.primary_stadium;
  return {
    title: (phase !== "after" && ((es && city.hero_title_es) || city.hero_title)) || t("hero.title", { city: city.name, site: siteName }),
    subtitle: (es && city.hero_subtitle_es) || city.hero_subtitle,
    description: (es && city.description_es) || city.description,
    stadium,
  };
}
