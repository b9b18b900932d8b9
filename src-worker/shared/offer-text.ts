// What each paid offer buys, in the page's language. Prices and their phases are data (the pricing
// API, written in English by the admin): English pages show them as they are; Spanish pages name the
// phases and say what the offer buys in Spanish, and date the notes they recognise. Used by the app
// and by the Worker's first paint of the submission page, so both say the same.
import type { Pricing } from "./contract/payments";
import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import type { TournamentPhase } from "./tournament";

/** The phases sold towards the 2026 World Cup: their words describe a tournament that has been played. */
const TOURNAMENT_PHASES = ["early-access", "phase-2", "standard", "early-launch", "early-movers", "not-as-early-movers", "last-call"] as const;
/** The club season's phases (docs/decisions/032): their descriptions say what they buy now. */
const SEASON_PHASES = ["club-season-2026-27", "between-seasons"] as const;
const PHASES = [...TOURNAMENT_PHASES, ...SEASON_PHASES] as const;
type KnownPhase = (typeof PHASES)[number];
type SeasonPhase = (typeof SEASON_PHASES)[number];
const isKnownPhase = (phase: string): phase is KnownPhase => (PHASES as readonly string[]).includes(phase);
export const isSeasonPhase = (phase: string): phase is SeasonPhase => (SEASON_PHASES as readonly string[]).includes(phase);

/** A phase named for the World Cup (its tiers race towards it): not sold as such once the final is over. */
export const isTournamentOffer = (phase: string) => (TOURNAMENT_PHASES as readonly string[]).includes(phase);

/**
 * Which words an offer is sold with: the spec's own before and during the tournament; after the final,
 * "the World Cup is over" while a phase sold for it is still in force (docs/decisions/009), and the
 * phase's own description (what it buys now, the club season) once a phase sold for later is
 * (docs/decisions/032).
 */
export function offerWording(tournament: TournamentPhase, phase: string): "tournament" | "afterFinal" | "season" {
  if (tournament !== "after") return "tournament";
  return isTournamentOffer(phase) ? "afterFinal" : "season";
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "Ends Oct. 31st, 2025" / "From June 8th, 2026" (services/payments/pricing.ts datedNote). */
const DATED_NOTE = /^(Ends|From) ([A-Za-z]{3})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/;

/** The long date of a note ("31 de octubre de 2025"), given as a UTC timestamp. */
export const NOTE_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** A pricing phase's label, description and note as a page in `locale` shows them. */
export function pricingTexts(locale: Locale, t: Translator<"submit">, noteDate: (utc: number) => string) {
  return {
    label: (p: Pick<Pricing, "phase" | "label">) => (locale === "en" || !isKnownPhase(p.phase) ? p.label : t(`price.phases.${p.phase}`)),
    description: (kind: "submission" | "featured", p: Pick<Pricing, "description" | "phase">) => {
      if (locale === "en") return p.description;
      if (isSeasonPhase(p.phase)) return t(`price.seasonDescriptions.${kind}.${p.phase}`);
      return kind === "submission" ? t("price.submissionDescription") : t("price.featuredDescription");
    },
    /** The note, or null when there is none or it cannot be said in the page's language. */
    note: (p: Pick<Pricing, "note">): string | null => {
      if (locale === "en" || !p.note) return p.note;
      const m = DATED_NOTE.exec(p.note);
      const month = m ? MONTHS.indexOf(m[2].toLowerCase()) : -1;
      if (!m || month < 0) return null;
      const date = noteDate(Date.UTC(Number(m[4]), month, Number(m[3])));
      return m[1] === "Ends" ? t("price.endsOn", { date }) : t("price.fromOn", { date });
    },
  };
}
