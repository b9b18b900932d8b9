// schema.org FAQPage structured data for the site FAQ (the Worker's SEO tags and the FAQ page).
import { type FaqCategory, SITE_FAQ } from "./faq";

export function faqPageJsonLd(categories: FaqCategory[] = SITE_FAQ) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: categories.flatMap((c) =>
      c.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
