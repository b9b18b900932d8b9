// What each paid offer buys, in the page's language. Prices and their phases are data (the Worker's
// pricing API, written in English by the admin): English pages show them as they are; Spanish pages
// name the phases and say what the offer buys in Spanish, and date the notes they recognise.
// Once the 2026 World Cup is over, the offers say so plainly (docs/decisions/009): submit.price.afterFinal*.
import { useTranslations } from "use-intl";
import { dateFormat } from "./format";
import { LOCALE } from "./i18n";

const PHASES = ["early-access", "phase-2", "standard", "early-launch", "early-movers", "not-as-early-movers", "last-call"] as const;
type KnownPhase = (typeof PHASES)[number];
const isKnownPhase = (phase: string): phase is KnownPhase => (PHASES as readonly string[]).includes(phase);

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "Ends Oct. 31st, 2025" / "From June 8th, 2026" (services/pricing.ts datedNote). */
const DATED_NOTE = /^(Ends|From) ([A-Za-z]{3})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/;

/** A pricing phase's label, description and note as this page shows them. */
export function usePricingText() {
  const t = useTranslations("submit.price");
  const noteDate = dateFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return {
    label: (p: { phase: string; label: string }) => (LOCALE === "en" || !isKnownPhase(p.phase) ? p.label : t(`phases.${p.phase}`)),
    description: (kind: "submission" | "featured", p: { description: string }) =>
      LOCALE === "en" ? p.description : kind === "submission" ? t("submissionDescription") : t("featuredDescription"),
    /** The note, or null when there is none or it cannot be said in the page's language. */
    note: (p: { note: string | null }): string | null => {
      if (LOCALE === "en" || !p.note) return p.note;
      const m = DATED_NOTE.exec(p.note);
      const month = m ? MONTHS.indexOf(m[2].toLowerCase()) : -1;
      if (!m || month < 0) return null;
      const date = noteDate.format(Date.UTC(Number(m[4]), month, Number(m[3])));
      return m[1] === "Ends" ? t("endsOn", { date }) : t("fromOn", { date });
    },
  };
}
