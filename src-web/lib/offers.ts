// What each paid offer buys, in the page's language (shared/offer-text.ts). Once the 2026 World Cup
// is over, the offers say so plainly (docs/decisions/009): submit.price.afterFinal*.
import { NOTE_DATE, pricingTexts } from "@shared/offer-text";
import { useTranslations } from "use-intl";
import { dateFormat } from "./format";
import { LOCALE } from "./i18n";

/** A pricing phase's label, description and note as this page shows them. */
export function usePricingText() {
  const t = useTranslations("submit");
  return pricingTexts(LOCALE, t, (utc) => dateFormat(NOTE_DATE).format(utc));
}
