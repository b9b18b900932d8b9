// Every page's <title> and meta description. The Worker writes them into the served HTML
// (services/content/seo.ts) and the SPA sets them when it changes page (src-web/lib/document-head.ts);
// both read them from here, so a page has the same title however it was reached.
// The site name is a parameter: the Worker's comes from its configuration. The texts are in the
// "meta" catalogue (i18n/messages), so every function takes that namespace's translator.

import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import type { CopySeason } from "./tournament";

/** The site's name as shipped (the SPA's, and the Worker's default). */
export const SITE_NAME = "World Cup Watch Spots";

export interface PageMeta {
  title: string;
  /** Absent: the page keeps the description it has. */
  description?: string;
}

/** The translator of page titles: the Worker's for the page's language, or the app's. */
export type MetaT = Translator<"meta">;

/** "{page} | {site}": every title but the home page's and a blog post's. */
const titled = (t: MetaT, siteName: string, page: string) => t("titled", { page, site: siteName });

export type StaticPage = "cities" | "blog" | "faq" | "about" | "contact" | "submit" | "bookmarks" | "reminders";

/** The content pages whose heading (h1 and lead) the Worker paints first and the app renders alike. */
export type HeadedPage = Exclude<StaticPage, "about" | "reminders">;

export function homeMeta(t: MetaT, siteName: string): PageMeta {
  const description = t("siteDescription");
  return { title: t("home.title", { site: siteName, description }), description: t("home.description", { description }) };
}

/** The pages whose texts speak of the World Cup until its final, then of the season (the "season" messages). */
type SeasonalPage = "faq" | "submit" | "bookmarks";
const isSeasonal = (page: StaticPage, season: CopySeason): page is SeasonalPage =>
  season === "season" && (page === "faq" || page === "submit" || page === "bookmarks");

export function staticPageMeta(t: MetaT, page: StaticPage, siteName: string, season: CopySeason): PageMeta {
  if (!isSeasonal(page, season)) return { title: titled(t, siteName, t(`pages.${page}.title`)), description: t(`pages.${page}.description`) };
  return {
    title: titled(t, siteName, page === "faq" ? t("season.pages.faq.title") : t(`pages.${page}.title`)),
    description: t(`season.pages.${page}.description`),
  };
}

/** A content page's heading and lead, as the Worker paints them first and the app renders them. */
export function pageHeading(t: MetaT, page: HeadedPage, season: CopySeason): { title: string; subtitle: string } {
  return {
    title: t(`headings.${page}.title`),
    subtitle: isSeasonal(page, season) ? t(`season.headings.${page}.subtitle`) : t(`headings.${page}.subtitle`),
  };
}

/**
 * A city's own SEO title and description when the admin set them (they are written in English, so
 * only English pages use them); `venueCount` goes into the default description. The defaults are the
 * spec's World Cup ones until its final, then the season's ("Where to watch football in Chicago").
 */
export function cityMeta(
  t: MetaT,
  siteName: string,
  city: { name: string; seo_title: string | null; seo_meta_desc: string | null },
  venueCount: number,
  locale: Locale,
  season: CopySeason,
): PageMeta {
  const own = locale === "en" ? city : { seo_title: null, seo_meta_desc: null };
  const args = { count: venueCount, city: city.name };
  const page = season === "season" ? t("season.city.title", args) : t("city.title", { city: city.name, site: siteName });
  return {
    title: own.seo_title || titled(t, siteName, page),
    description: own.seo_meta_desc || (season === "season" ? t("season.city.description", args) : t("city.description", args)),
  };
}

/** The name of a city's list of venues (its structured data). */
export const cityListName = (t: MetaT, cityName: string, season: CopySeason) =>
  season === "season" ? t("season.city.listName", { city: cityName }) : t("city.listName", { city: cityName });

export function venueMeta(t: MetaT, siteName: string, venue: { name: string; cityName: string; address: string; notes: string | null }): PageMeta {
  return {
    title: titled(t, siteName, t("venue.title", { venue: venue.name, city: venue.cityName })),
    // Search results show about 160 characters.
    description: (venue.notes || t("venue.description", { venue: venue.name, address: venue.address })).slice(0, 160),
  };
}

/** A post's title alone: it is the headline people search for. */
export const postMeta = (post: { title: string; excerpt: string }): PageMeta => ({ title: post.title, description: post.excerpt.slice(0, 160) });

/** A route that exists but names nothing (a city, venue or post that is not there). */
export type MissingThing = "city" | "venue" | "post" | "match" | "team" | "competition";
export const missingMeta = (t: MetaT, siteName: string, what: MissingThing): PageMeta => ({ title: titled(t, siteName, t(`missing.${what}`)) });

/** A path that is no page at all. */
export const notFoundMeta = (t: MetaT, siteName: string): PageMeta => ({ title: titled(t, siteName, t("notFound")) });

const ADMIN_PAGES = {
  "/admin/login": "Admin Login",
  "/admin/dashboard": "Admin Dashboard",
  "/admin/import": "CSV Import",
  "/admin/import-logs": "Import History",
  "/admin/venues": "Manage Venues",
  "/admin/blog": "Manage Blog Posts",
  "/admin/matches": "Manage Matches",
  "/admin/pricing": "Prices",
  "/admin/competitions": "Competitions",
} as const;

type AdminPath = keyof typeof ADMIN_PAGES;

/** Admin pages of one item, by the pattern of their path. */
const ADMIN_ITEM_PAGES: [RegExp, string][] = [
  [/^\/admin\/cities\/\d{1,15}\/edit$/, "Edit City"],
  [/^\/admin\/venues\/[1-9]\d{0,14}\/edit$/, "Edit Venue"],
];

/** "{page} | {site}" in English: the admin and owner areas are English only. */
const titledEn = (siteName: string, page: string) => `${page} | ${siteName}`;

/** An admin page's title; an unknown admin path is null (the 404 page). */
export function adminMeta(siteName: string, path: string): PageMeta | null {
  const trimmed = path.replace(/\/+$/, "");
  const page = ADMIN_PAGES[trimmed as AdminPath] ?? ADMIN_ITEM_PAGES.find(([pattern]) => pattern.test(trimmed))?.[1];
  return page ? { title: titledEn(siteName, page) } : null;
}

/** The owner area's pages, by the pattern of their path. */
const OWNER_PAGES: [RegExp, string][] = [
  [/^\/owner$/, "Owner Area"],
  [/^\/owner\/sign-in$/, "Owner Sign-in"],
  [/^\/owner\/venues\/[1-9]\d{0,14}$/, "Manage Your Listing"],
];

/** An owner page's title; an unknown owner path is null (the 404 page). */
export function ownerMeta(siteName: string, path: string): PageMeta | null {
  const trimmed = path.replace(/\/+$/, "");
  const page = OWNER_PAGES.find(([pattern]) => pattern.test(trimmed))?.[1];
  return page ? { title: titledEn(siteName, page) } : null;
}

/** The schedule page. */
export const matchesMeta = (t: MetaT, siteName: string): PageMeta => ({
  title: titled(t, siteName, t("matches.title")),
  description: t("matches.description"),
});

/** What's on: the matches of every competition. */
export const whatsOnMeta = (t: MetaT, siteName: string): PageMeta => ({
  title: titled(t, siteName, t("whatsOn.title")),
  description: t("whatsOn.description"),
});

/** The list of competitions. */
export const competitionsMeta = (t: MetaT, siteName: string): PageMeta => ({
  title: titled(t, siteName, t("competitions.title")),
  description: t("competitions.description"),
});

/** A competition's schedule (its name in the page's language); the World Cup's keeps the schedule's title. */
export const competitionMeta = (t: MetaT, siteName: string, c: { name: string; season: string }): PageMeta => ({
  title: titled(t, siteName, t("competition.title", c)),
  description: t("competition.description", c),
});

/** A match page: who plays, the stage, and where; the result once it is known. */
export function matchMeta(
  t: MetaT,
  siteName: string,
  m: { number: number; title: string; stage: string; stadium: string; hostCity: string; localKickoff: string; result: string | null },
): PageMeta {
  const result = m.result ? t("match.result", { result: m.result }) : "";
  return {
    title: titled(t, siteName, t("match.title", { title: m.title, stage: m.stage, number: String(m.number) })),
    description: t("match.description", { title: m.title, stage: m.stage, stadium: m.stadium, hostCity: m.hostCity, kickoff: m.localKickoff, result }).slice(
      0,
      160,
    ),
  };
}

/** A team page. */
export const teamMeta = (t: MetaT, siteName: string, team: { name: string }): PageMeta => ({
  title: titled(t, siteName, t("team.title", { team: team.name })),
  description: t("team.description", { team: team.name }),
});

/** Any other competition's match page: who plays, the competition and round, the kick-off as precise as it is known. */
export function clubMatchMeta(
  t: MetaT,
  siteName: string,
  m: { title: string; competition: string; round: string; kickoff: string; result: string | null },
): PageMeta {
  const result = m.result ? t("clubMatch.result", { result: m.result }) : "";
  const parts = { title: m.title, competition: m.competition, round: m.round };
  return {
    title: titled(t, siteName, t("clubMatch.title", parts)),
    description: t("clubMatch.description", { ...parts, kickoff: m.kickoff, result }).slice(0, 160),
  };
}

/** A club's page. */
export const clubMeta = (t: MetaT, siteName: string, club: { name: string; competitions: string }): PageMeta => ({
  title: titled(t, siteName, t("club.title", { team: club.name })),
  description: t("club.description", { team: club.name, competitions: club.competitions }).slice(0, 160),
});
