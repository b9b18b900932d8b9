// The heading (h1 and lead) of the content pages, in one place: the SPA renders them
// (components/PageHeading.tsx) and the Worker paints them first (html/prerender.ts), so the lead,
// often a page's largest text, is painted from the HTML and the app's copy replaces it unchanged.

export interface PageHeadingText {
  title: string;
  subtitle: string;
}

export const PAGE_HEADINGS = {
  cities: { title: "All Cities", subtitle: "Find World Cup watch spots in cities across the US, grouped by state." },
  blog: { title: "World Cup 2026 Blog", subtitle: "City guides and match-day tips from fans, for fans" },
  faq: { title: "Frequently Asked Questions", subtitle: "Everything you need to know about watching the FIFA World Cup 2026" },
  submit: { title: "Submit a Venue", subtitle: "Help other fans discover great World Cup watch spots in your city" },
  bookmarks: { title: "My Saved Venues", subtitle: "Your bookmarked venues for watching World Cup matches" },
  contact: { title: "Contact Us", subtitle: "Questions, corrections, listings or sponsorship: we would love to hear from you." },
} as const satisfies Record<string, PageHeadingText>;

export type HeadedPage = keyof typeof PAGE_HEADINGS;
