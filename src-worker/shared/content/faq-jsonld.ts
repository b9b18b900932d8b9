// schema.org FAQPage structured data for the site FAQ (the Worker's SEO tags and the FAQ page).
import type { FaqCategory } from "./faq";

/** `categories`: the FAQ as true at the page's phase of the tournament (faq.ts siteFaq). */
export function faqPageJsonLd(categories: FaqCategory[]) {
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
