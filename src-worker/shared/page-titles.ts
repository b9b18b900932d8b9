// Every page's <title> and meta description. The Worker writes them into the served HTML
// (services/seo.ts) and the SPA sets them when it changes page (src-web/lib/document-head.ts);
// both read them from here, so a page has the same title however it was reached.
// The site name is a parameter: the Worker's comes from its configuration.

/** The site's name as shipped (the SPA's, and the Worker's default). */
export const SITE_NAME = "World Cup Watch Spots";

export interface PageMeta {
  title: string;
  /** Absent: the page keeps the description it has. */
  description?: string;
}

/** The description of a page that has none of its own. */
export const SITE_DESCRIPTION = "Find the best World Cup watch spots in your city";

/** "{page} | {site}": every title but the home page's and a blog post's. */
const titled = (siteName: string, page: string) => `${page} | ${siteName}`;

const STATIC_PAGES = {
  cities: ["All Cities", "Every US city with World Cup 2026 watch spots, grouped by state: sports bars, pubs and watch parties."],
  blog: ["World Cup 2026 Blog", "City guides and match-day tips for watching the 2026 World Cup in the US: where to watch, streaming, and fan etiquette."],
  faq: [
    "World Cup 2026 FAQ",
    "Answers for fans watching the FIFA World Cup 2026 in the US: dates and host cities, finding a bar, streaming and TV, fan events, tickets and travel.",
  ],
  about: [
    "About Us",
    "An independent, fan-run directory of places to watch the 2026 World Cup in US cities. Honest listings, no fake reviews, paid placement labelled.",
  ],
  contact: ["Contact Us", "Questions, corrections, venue listings or city sponsorship: get in touch. We reply within 24 hours."],
  submit: ["Submit a Venue", "List your bar, pub or watch party for World Cup 2026 fans in your city."],
  bookmarks: ["My Saved Venues", "Your bookmarked venues for watching World Cup matches"],
} as const satisfies Record<string, readonly [title: string, description: string]>;

export type StaticPage = keyof typeof STATIC_PAGES;

export const homeMeta = (siteName: string): PageMeta => ({
  title: `${siteName} | ${SITE_DESCRIPTION}`,
  description: `${SITE_DESCRIPTION}. Sports bars, pubs and watch parties for the 2026 World Cup, curated by fans, for fans.`,
});

export function staticPageMeta(page: StaticPage, siteName: string): PageMeta {
  const [title, description] = STATIC_PAGES[page];
  return { title: titled(siteName, title), description };
}

/** A city's own SEO title and description when the admin set them; `venueCount` goes into the default description. */
export function cityMeta(siteName: string, city: { name: string; seo_title: string | null; seo_meta_desc: string | null }, venueCount: number): PageMeta {
  return {
    title: city.seo_title || titled(siteName, `${city.name} ${siteName}`),
    description: city.seo_meta_desc || `${venueCount} places to watch the 2026 World Cup in ${city.name}: sports bars, pubs, fan zones and watch parties.`,
  };
}

export function venueMeta(siteName: string, venue: { name: string; cityName: string; address: string; notes: string | null }): PageMeta {
  return {
    title: titled(siteName, `${venue.name} in ${venue.cityName}`),
    // Search results show about 160 characters.
    description: (venue.notes || `Watch the 2026 World Cup at ${venue.name}, ${venue.address}.`).slice(0, 160),
  };
}

/** A post's title alone: it is the headline people search for. */
export const postMeta = (post: { title: string; excerpt: string }): PageMeta => ({ title: post.title, description: post.excerpt.slice(0, 160) });

/** A route that exists but names nothing (a city, venue or post that is not there). */
export type MissingThing = "City not found" | "Venue not found" | "Blog post not found" | "Match not found" | "Team not found";
export const missingMeta = (siteName: string, what: MissingThing): PageMeta => ({ title: titled(siteName, what) });

/** A path that is no page at all. */
export const notFoundMeta = (siteName: string): PageMeta => ({ title: titled(siteName, "404 Page Not Found") });

const ADMIN_PAGES = {
  "/admin/login": "Admin Login",
  "/admin/dashboard": "Admin Dashboard",
  "/admin/import": "CSV Import",
  "/admin/import-logs": "Import History",
  "/admin/venues": "Manage Venues",
  "/admin/blog": "Manage Blog Posts",
  "/admin/matches": "Manage Matches",
} as const;

type AdminPath = keyof typeof ADMIN_PAGES;

/** Admin pages of one item, by the pattern of their path. */
const ADMIN_ITEM_PAGES: [RegExp, string][] = [
  [/^\/admin\/cities\/\d{1,15}\/edit$/, "Edit City"],
  [/^\/admin\/venues\/[1-9]\d{0,14}\/edit$/, "Edit Venue"],
];

/** An admin page's title; an unknown admin path is the 404 page. */
export function adminMeta(siteName: string, path: string): PageMeta {
  const trimmed = path.replace(/\/+$/, "");
  const page = ADMIN_PAGES[trimmed as AdminPath] ?? ADMIN_ITEM_PAGES.find(([pattern]) => pattern.test(trimmed))?.[1];
  return page ? { title: titled(siteName, page) } : notFoundMeta(siteName);
}

/** The owner area's pages, by the pattern of their path. */
const OWNER_PAGES: [RegExp, string][] = [
  [/^\/owner$/, "Owner Area"],
  [/^\/owner\/sign-in$/, "Owner Sign-in"],
  [/^\/owner\/venues\/[1-9]\d{0,14}$/, "Manage Your Listing"],
];

/** An owner page's title; an unknown owner path is the 404 page. */
export function ownerMeta(siteName: string, path: string): PageMeta {
  const trimmed = path.replace(/\/+$/, "");
  const page = OWNER_PAGES.find(([pattern]) => pattern.test(trimmed))?.[1];
  return page ? { title: titled(siteName, page) } : notFoundMeta(siteName);
}

/** The schedule page. */
export const matchesMeta = (siteName: string): PageMeta => ({
  title: titled(siteName, "World Cup 2026 Schedule and Results"),
  description: "All 104 matches of the 2026 World Cup: kick-off times in your time zone, results, and where to watch each match in US cities.",
});

/** A match page: who plays, the stage, and where; the result once it is known. */
export function matchMeta(
  siteName: string,
  m: { number: number; title: string; stage: string; stadium: string; hostCity: string; localKickoff: string; result: string | null },
): PageMeta {
  const played = m.result ? ` Result: ${m.result}.` : "";
  return {
    title: titled(siteName, `${m.title}, ${m.stage} (Match ${m.number})`),
    description:
      `${m.title}, World Cup 2026 ${m.stage} at ${m.stadium}, ${m.hostCity} (${m.localKickoff} local time).${played} Where to watch it near you.`.slice(0, 160),
  };
}

/** A team page. */
export const teamMeta = (siteName: string, team: { name: string }): PageMeta => ({
  title: titled(siteName, `${team.name} at the World Cup 2026`),
  description: `${team.name}'s World Cup 2026 matches and results, a calendar to follow them, and supporters' bars to watch them in US cities.`,
});
