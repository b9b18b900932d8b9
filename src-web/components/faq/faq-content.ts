// The FAQ's questions and answers in the page's language. English is bundled with the page; the
// Spanish module is a chunk of its own, fetched only on Spanish pages (English visitors never load it).
import * as faqEn from "@shared/content/faq";
import { useEffect, useState } from "react";
import { LOCALE } from "../../lib/i18n";

type FaqModule = Pick<typeof faqEn, "siteFaq" | "cityFaq">;

let loaded: FaqModule | null = LOCALE === "es" ? null : faqEn;
const pending: Promise<FaqModule> | null = loaded
  ? null
  : import("@shared/content/faq.es")
      // A chunk that cannot load leaves the English answers rather than none.
      .catch(() => faqEn)
      .then((m) => {
        loaded = m;
        return m;
      });

/** The FAQ module of the page's language: at once in English, after its chunk arrives in Spanish. */
export function useFaqContent(): FaqModule | null {
  const [faq, setFaq] = useState(loaded);
  useEffect(() => {
    if (faq || !pending) return;
    let live = true;
    void pending.then((m) => live && setFaq(m));
    return () => {
      live = false;
    };
  }, [faq]);
  return faq;
}
