// What each SPA route tells search engines and link previews, and the data its first screen needs.
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import type { PageHead } from "../../html/head";
import {
  prerenderCity,
  prerenderClub,
  prerenderFixture,
  prerenderHeading,
  prerenderHome,
  prerenderLinks,
  prerenderMatch,
  prerenderNotCovered,
  prerenderPost,
  prerenderPosts,
  prerenderSubmit,
  prerenderTeam,
  prerenderTitle,
  prerenderVenue,
} from "../../html/prerender";
import { ApiError } from "../../lib/errors";
import { readVenueFilter, scheduleFilter } from "../../shared/address-filters";
import { CITY_VENUE_PAGE_SIZE } from "../../shared/constants";
import { siteFaq } from "../../shared/content/faq";
import { siteFaq as siteFaqEs } from "../../shared/content/faq.es";
import { faqPageJsonLd } from "../../shared/content/faq-jsonld";
import type { BlogPost } from "../../shared/contract/blog";
import type { CityDetail, VenueFilter } from "../../shared/contract/cities";
import { type ClubDetail, type Competition, type Fixture, fixtureListQuery } from "../../shared/contract/competitions";
import type { Match, TeamDetail } from "../../shared/contract/matches";
import type { Venue, VenueSummary } from "../../shared/contract/venues";
import {
  clubName,
  clubPageMeta,
  competitionFullName,
  competitionName,
  coverageLine,
  fixturePageMeta,
  fixtureTitle,
  fixtureWhen,
  roundLabel,
  sourceLine,
} from "../../shared/fixture-text";
import { hasWeeklyHours, schemaOpeningHours } from "../../shared/hours";
import { type Locale, localePath, splitLocale } from "../../shared/i18n/locales";
import { translatorFor } from "../../shared/i18n/translate";
import { SLUG_PATTERN } from "../../shared/limits";
import { isWorldCupNumber, matchNumberOfSlug, matchPageMeta, matchPath, matchTitle, teamName, teamPath } from "../../shared/match-text";
import {
  adminMeta,
  cityListName,
  cityMeta,
  competitionMeta,
  competitionsMeta,
  homeMeta,
  type MetaT,
  type MissingThing,
  matchesMeta,
  missingMeta,
  ownerMeta,
  type PageMeta,
  postMeta,
  type StaticPage,
  staticPageMeta,
  teamMeta,
  venueMeta,
  whatsOnMeta,
} from "../../shared/page-titles";
import { apiKeys, initialEntry } from "../../shared/query-keys";
import { localDay } from "../../shared/time-zones";
import { copySeason, sitePhase, tournamentPhase } from "../../shared/tournament";
import { competitionPath, competitionQuery, readCompetitionFilter, readWhatsOnFilter, WORLD_CUP_ID, whatsOnQuery } from "../../shared/whats-on";
import { getCityBySlug, listCities } from "../cities/cities";
import { competitionFixtures, getClub, getCompetition, getFixture, listCompetitions, whatsOn } from "../matches/competitions";
import { getMatch, getTeam, listMatches, listTeams } from "../matches/matches";
import { getPricing } from "../payments/pricing";
import { type CityVenueFilter, cityVenuePageQuery, getPublicVenue, toCityVenue } from "../venues/venues";
import { getPublicPost, listPublicPosts } from "./blog";

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /** The SPA page module that renders this route (its chunks are preloaded). */
  module?: string;
  /** Plain HTML first paint placed in #root until the SPA renders. */
  prerender?: string;
}

type Context = {
  db: Db;
  config: Config;
  url: URL;
  now: Date;
  /** The visitor's time zone as the edge knows it (lib/visitor-zone.ts): what's on's and a league's days. */
  zone: string;
  /** The page's language (from its path) and its title translator. */
  locale: Locale;
  t: MetaT;
  /** The path without its language prefix: the route. */
  path: string;
};

const abs = (config: Config, path: string) => new URL(path, config.SITE_URL).toString();

/** A page's address in a language, absolute. */
const absIn = (ctx: Context, locale: Locale, path: string) => abs(ctx.config, localePath(locale, path));

/**
 * The head of a page at `path` (without prefix): canonical in the page's own language, with both
 * languages as alternates. `path` defaults to the requested one.
 */
function base(ctx: Context, { title, description }: PageMeta, path = ctx.path): PageHead {
  return {
    title,
    description: description ?? ctx.t("siteDescription"),
    canonical: absIn(ctx, ctx.locale, path),
    alternates: { en: absIn(ctx, "en", path), es: absIn(ctx, "es", path) },
    lang: ctx.locale,
    ogImage: abs(ctx.config, "/images/hero-stadium.svg"),
    ogType: "website",
  };
}

function notFoundPage(ctx: Context, what: MissingThing): ResolvedPage {
  return { status: 404, head: { ...base(ctx, missingMeta(ctx.t, ctx.config.SITE_NAME, what)), robots: "noindex", alternates: undefined } };
}

/**
 * A team or competition the site does not carry: still a 404 for crawlers, with a first paint that
 * says what the site covers (the competitions, inlined for the app) and how coverage grows.
 */
async function notCoveredPage(ctx: Context, what: "team" | "competition"): Promise<ResolvedPage> {
  const page = notFoundPage(ctx, what);
  const competitions = await listCompetitions(ctx.db, ctx.now);
  page.head.initialData = [initialEntry(apiKeys.competitions(), competitions)];
  return {
    ...page,
    module: what === "team" ? "TeamPage" : "CompetitionPage",
    prerender: prerenderNotCovered(ctx.locale, ctx.config.SITE_NAME, what, competitions),
  };
}

/** The head of a path that is no page at all, in the language its prefix names. */
export function notFoundHead(config: Config, url: URL): PageHead {
  const { locale } = splitLocale(url.pathname);
  const t = translatorFor(locale, "meta");
  return {
    title: t("titled", { page: t("notFound"), site: config.SITE_NAME }),
    description: "",
    canonical: new URL(url.pathname, config.SITE_URL).toString(),
    lang: locale,
    ogImage: new URL("/images/hero-stadium.svg", config.SITE_URL).toString(),
    ogType: "website",
    robots: "noindex",
  };
}

/** What the city page's first paint lists: one page of the filtered list (decision 015). */
interface CityListPage {
  filter: VenueFilter;
  /** The page's number in the address (?page=N), from 1. */
  number: number;
  venues: VenueSummary[];
  /** Venues the filter matches; null for a page past the end (its total would cost a third query). */
  total: number | null;
  /** Whether the app asks for this very page first, so it is worth inlining. */
  inline: boolean;
}

function cityPage(ctx: Context, city: CityDetail, list: CityListPage): ResolvedPage {
  const season = copySeason(ctx.now);
  const head = base(ctx, cityMeta(ctx.t, ctx.config.SITE_NAME, city, city.venueCount, ctx.locale, season), `/city/${city.slug}`);
  // Not listed (no state yet): reachable by its address, kept out of search engines like the sitemap.
  if (!city.state) head.robots = "noindex";
  if (city.og_image_url) head.ogImage = abs(ctx.config, city.og_image_url);
  const offset = (list.number - 1) * CITY_VENUE_PAGE_SIZE;
  head.jsonLd = [
    [
      "city-venues-jsonld",
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: cityListName(ctx.t, city.name, season),
        numberOfItems: list.total ?? list.venues.length,
        itemListElement: list.venues.map((v, i) => ({
          "@type": "ListItem",
          position: offset + i + 1,
          url: absIn(ctx, ctx.locale, `/venue/${v.id}`),
          name: v.name,
        })),
      },
    ],
  ];
  head.initialData = [initialEntry(apiKeys.city(city.slug), city)];
  if (list.inline && list.total !== null) {
    const first = { venues: list.venues, total: list.total, offset: 0, limit: CITY_VENUE_PAGE_SIZE };
    head.initialData.push(initialEntry(apiKeys.cityVenuePages(city.slug, list.filter), { pages: [first], pageParams: [0] }));
  }
  // Without JavaScript, the next page is a link (the app loads more on scroll or with its own button).
  let nextHref: string | undefined;
  if (list.total !== null && offset + list.venues.length < list.total) {
    const next = new URLSearchParams(ctx.url.searchParams);
    next.set("page", String(list.number + 1));
    nextHref = localePath(ctx.locale, `/city/${city.slug}?${next.toString()}`);
  }
  const prerender = prerenderCity(ctx.locale, ctx.config.SITE_NAME, city, { venues: list.venues, total: list.total, offset, nextHref }, season);
  return { status: 200, head, module: "CityPage", prerender };
}

/** ?page=N of a city page: a whole number from 1 (anything else is the first page). */
function listPageNumber(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

/**
 * The city page: the city and one page of its venues under the filter in the page's own address (as
 * the app reads it, a parameter it would refuse left out), two queries in parallel.
 */
async function cityListPage(ctx: Context, slug: string): Promise<ResolvedPage> {
  const filter: CityVenueFilter = { sortBy: "featured", ...readVenueFilter(ctx.url.searchParams) };
  const number = listPageNumber(ctx.url);
  const window = { limit: CITY_VENUE_PAGE_SIZE, offset: (number - 1) * CITY_VENUE_PAGE_SIZE };
  const [city, rows] = await Promise.all([getCityBySlug(ctx.db, slug), cityVenuePageQuery(ctx.db, slug, filter, window, ctx.now)]);
  if (!city) return notFoundPage(ctx, "city");
  const total = rows.length > 0 ? rows[0].total : window.offset === 0 ? 0 : null;
  return cityPage(ctx, city, { filter, number, venues: rows.map((r) => toCityVenue(r, ctx.now)), total, inline: number === 1 });
}

function venuePage(ctx: Context, venue: Venue, idParam: string): ResolvedPage {
  const head = base(ctx, venueMeta(ctx.t, ctx.config.SITE_NAME, venue), `/venue/${venue.id}`);
  head.ogType = "place";
  if (venue.coverImage) head.ogImage = abs(ctx.config, venue.coverImage);
  const business: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "BarOrPub",
    name: venue.name,
    url: head.canonical,
    image: head.ogImage,
    address: { "@type": "PostalAddress", streetAddress: venue.address, addressLocality: venue.cityName, addressCountry: "US" },
  };
  if (venue.lat !== null && venue.lng !== null) business.geo = { "@type": "GeoCoordinates", latitude: venue.lat, longitude: venue.lng };
  if (venue.phone) business.telephone = venue.phone;
  // From the weekly hours only: the legacy one-line summary is free text, not schema.org's form.
  if (hasWeeklyHours(venue.hours)) business.openingHours = schemaOpeningHours(venue.hours);
  if (venue.rating.count > 0) {
    business.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: venue.rating.average,
      ratingCount: venue.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  head.jsonLd = [["venue-jsonld", business]];
  head.initialData = [initialEntry(apiKeys.venue(idParam), venue)];
  return { status: 200, head, module: "VenuePage", prerender: prerenderVenue(ctx.locale, ctx.config.SITE_NAME, venue) };
}

/**
 * A post exists in its own language only: read under the other prefix it is still shown, but its
 * canonical address and <html lang> are its own language's, and it has no alternates.
 */
function postPage(ctx: Context, post: BlogPost): ResolvedPage {
  const head: PageHead = {
    ...base({ ...ctx, locale: post.language }, postMeta(post), `/blog/${post.slug}`),
    alternates: undefined,
  };
  head.ogType = "article";
  if (post.coverImage) head.ogImage = abs(ctx.config, post.coverImage);
  head.jsonLd = [
    [
      "post-jsonld",
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        author: { "@type": "Person", name: post.author },
        datePublished: post.publishedAt,
        image: head.ogImage,
        mainEntityOfPage: head.canonical,
        publisher: { "@type": "Organization", name: ctx.config.SITE_NAME },
      },
    ],
  ];
  head.initialData = [initialEntry(apiKeys.blogPost(post.slug), post)];
  return { status: 200, head, module: "BlogPostPage", prerender: prerenderPost(ctx.locale, ctx.config.SITE_NAME, post) };
}

/** schema.org SportsEvent: the two teams as competitors, kick-off, and the stadium with its address. */
function matchPage(ctx: Context, match: Match): ResolvedPage {
  const head = base(ctx, matchPageMeta(ctx.t, ctx.config.SITE_NAME, match, translatorFor(ctx.locale, "matches")), matchPath(match));
  const competitor = [match.team1, match.team2].flatMap((t) =>
    t ? [{ "@type": "SportsTeam", name: t.name, url: absIn(ctx, ctx.locale, teamPath(t.code)) }] : [],
  );
  const event: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${matchTitle(match)} (World Cup 2026, match ${match.number})`,
    sport: "Soccer",
    startDate: match.kickoffAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: head.canonical,
    location: {
      "@type": "Place",
      name: match.stadium.name,
      address: {
        "@type": "PostalAddress",
        addressLocality: match.stadium.municipality,
        addressRegion: match.stadium.region,
        addressCountry: match.stadium.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: match.stadium.lat, longitude: match.stadium.lng },
    },
  };
  if (competitor.length) event.competitor = competitor;
  head.jsonLd = [["match-jsonld", event]];
  head.initialData = [initialEntry(apiKeys.match(match.number), match)];
  return { status: 200, head, module: "MatchPage", prerender: prerenderMatch(ctx.locale, ctx.config.SITE_NAME, match) };
}

/**
 * Any other competition's match: schema.org SportsEvent with the sides as competitors. A start date is
 * given only as precisely as it is known (a day for time_tbc; none for a provisional date).
 */
function fixturePage(ctx: Context, f: Fixture, competition: Competition | null): ResolvedPage {
  const t = translatorFor(ctx.locale, "matches");
  const head = base(ctx, fixturePageMeta(ctx.t, ctx.config.SITE_NAME, f, t, ctx.locale), matchPath(f));
  const competitor = [f.team1, f.team2].flatMap((s) => (s ? [{ "@type": "SportsTeam", name: s.name, url: absIn(ctx, ctx.locale, teamPath(s.code)) }] : []));
  const status = { postponed: "EventPostponed", cancelled: "EventCancelled" } as const;
  const event: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${fixtureTitle(f, t, ctx.locale)} (${competitionName(f.competition, ctx.locale)}, ${roundLabel(f, t)})`,
    sport: "Soccer",
    eventStatus: `https://schema.org/${f.status === "postponed" || f.status === "cancelled" ? status[f.status] : "EventScheduled"}`,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: head.canonical,
  };
  if (f.kickoffPrecision === "exact") event.startDate = f.kickoffAt;
  else if (f.kickoffPrecision === "time_tbc") event.startDate = f.kickoffLocal.slice(0, 10);
  if (competitor.length) event.competitor = competitor;
  if (competition) event.superEvent = { "@type": "SportsEvent", name: ctx.locale === "es" ? competition.nameEs : competition.nameEn };
  head.jsonLd = [["match-jsonld", event]];
  head.initialData = [initialEntry(apiKeys.fixture(f.number), f)];
  if (competition) head.initialData.push(initialEntry(apiKeys.competition(competition.id), competition));
  return { status: 200, head, module: "MatchPage", prerender: prerenderFixture(ctx.locale, ctx.config.SITE_NAME, f, competition ?? null) };
}

function clubPage(ctx: Context, club: ClubDetail): ResolvedPage {
  const head = base(ctx, clubPageMeta(ctx.t, ctx.config.SITE_NAME, club, ctx.locale), teamPath(club.code));
  head.jsonLd = [
    [
      "team-jsonld",
      {
        "@context": "https://schema.org",
        "@type": "SportsTeam",
        name: clubName(club, ctx.locale),
        alternateName: club.shortName,
        sport: "Soccer",
        url: head.canonical,
        ...(club.competitions.length ? { memberOf: club.competitions.map((c) => ({ "@type": "SportsOrganization", name: c.nameEn })) } : {}),
      },
    ],
  ];
  head.initialData = [initialEntry(apiKeys.club(club.code), club)];
  return { status: 200, head, module: "TeamPage", prerender: prerenderClub(ctx.locale, ctx.config.SITE_NAME, club, ctx.now) };
}

function teamPage(ctx: Context, team: TeamDetail): ResolvedPage {
  const head = base(ctx, teamMeta(ctx.t, ctx.config.SITE_NAME, { name: teamName(team, translatorFor(ctx.locale, "matches")) }), teamPath(team.code));
  head.jsonLd = [
    [
      "team-jsonld",
      {
        "@context": "https://schema.org",
        "@type": "SportsTeam",
        name: team.name,
        sport: "Soccer",
        url: head.canonical,
        memberOf: { "@type": "SportsOrganization", name: "FIFA" },
      },
    ],
  ];
  head.initialData = [initialEntry(apiKeys.team(team.code), team)];
  return { status: 200, head, module: "TeamPage", prerender: prerenderTeam(ctx.locale, ctx.config.SITE_NAME, team, ctx.now) };
}

/**
 * The World Cup's schedule (/competitions/world-cup-2026) with the filters of its own URL as the app
 * reads them (the same key the app asks for).
 */
async function worldCupSchedulePage(ctx: Context): Promise<ResolvedPage> {
  const head = base(ctx, matchesMeta(ctx.t, ctx.config.SITE_NAME), competitionPath(WORLD_CUP_ID));
  const filter = scheduleFilter(ctx.url.searchParams);
  const [list, teams] = await Promise.all([listMatches(ctx.db, filter, ctx.now), listTeams(ctx.db, ctx.now)]);
  head.initialData = [initialEntry(apiKeys.teams(), teams), initialEntry(apiKeys.matches(filter), list)];
  // The app's lead names the visitor's time zone, which only the browser knows.
  const t = translatorFor(ctx.locale, "matches");
  const prerender = prerenderTitle(ctx.locale, ctx.config.SITE_NAME, t("schedule.title"), t("schedule.edgeLead"));
  return { status: 200, head, module: "WorldCupSchedulePage", prerender };
}

/**
 * What's on (/matches): the matches of the address's filters in the visitor's zone as the edge knows it
 * (the app asks again if the browser's differs, or for the city it remembers), and the competitions
 * (the line saying what the site covers, the filter's choices, the sources), read beside them: the
 * first paint says what the app's heading says, so hydration moves nothing (docs/decisions/044). Two
 * queries, three with a city (looked up first).
 */
async function whatsOnPage(ctx: Context): Promise<ResolvedPage> {
  const head = base(ctx, whatsOnMeta(ctx.t, ctx.config.SITE_NAME), "/matches");
  const filter = readWhatsOnFilter(ctx.url.searchParams);
  const query = whatsOnQuery(filter, localDay(ctx.now, ctx.zone), ctx.zone, filter.city);
  // Read as the API reads its query string, so the inlined answer is the app's.
  const parsed = fixtureListQuery.safeParse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  const [page, competitions] = await Promise.all([
    parsed.success ? catchNotFound(whatsOn(ctx.db, parsed.data, ctx.now)) : null,
    listCompetitions(ctx.db, ctx.now),
  ]);
  head.initialData = [initialEntry(apiKeys.competitions(), competitions), ...(page ? [initialEntry(apiKeys.fixtures({ ...query }), page)] : [])];
  const t = translatorFor(ctx.locale, "fixtures");
  const lead = `${t("whatsOn.edgeLead")} ${coverageLine(competitions, ctx.locale, t)}`.trim();
  const prerender = prerenderTitle(ctx.locale, ctx.config.SITE_NAME, t("whatsOn.title"), lead);
  return { status: 200, head, module: "WhatsOnPage", prerender };
}

/** The list of competitions, each with its season, count, next match and source. One query. */
async function competitionsPage(ctx: Context): Promise<ResolvedPage> {
  const head = base(ctx, competitionsMeta(ctx.t, ctx.config.SITE_NAME), "/competitions");
  const competitions = await listCompetitions(ctx.db, ctx.now);
  head.initialData = [initialEntry(apiKeys.competitions(), competitions)];
  const t = translatorFor(ctx.locale, "fixtures");
  const items = competitions.map((c) => ({
    href: competitionPath(c.id),
    text: competitionFullName(c, ctx.locale),
    line: `${t("competitions.season", { season: c.season })} · ${sourceLine(c, ctx.locale, t)}`,
  }));
  const prerender = prerenderLinks(ctx.locale, ctx.config.SITE_NAME, t("competitions.title"), t("competitions.subtitle"), items);
  return { status: 200, head, module: "CompetitionsPage", prerender };
}

/**
 * A competition's schedule: the competition and the window of its own address (four weeks from today
 * by default), in the visitor's zone as the edge knows it; the first paint lists those matches. Two queries.
 */
async function competitionPage(ctx: Context, id: string): Promise<ResolvedPage> {
  const filter = readCompetitionFilter(ctx.url.searchParams);
  const query = competitionQuery(filter, localDay(ctx.now, ctx.zone), ctx.zone);
  const [competition, page] = await Promise.all([getCompetition(ctx.db, id, ctx.now), competitionFixtures(ctx.db, id, query, ctx.now)]);
  if (!competition) return notCoveredPage(ctx, "competition");
  const name = competitionFullName(competition, ctx.locale);
  const head = base(ctx, competitionMeta(ctx.t, ctx.config.SITE_NAME, { name, season: competition.season }), competitionPath(id));
  head.initialData = [initialEntry(apiKeys.competition(id), competition), initialEntry(apiKeys.competitionMatches(id, query), page)];
  const t = translatorFor(ctx.locale, "fixtures");
  const tm = translatorFor(ctx.locale, "matches");
  const items = page.matches.slice(0, 12).map((f) => ({
    href: matchPath(f),
    text: fixtureTitle(f, tm, ctx.locale),
    line: [roundLabel(f, tm), fixtureWhen(f, ctx.locale, ctx.zone, t)].filter(Boolean).join(" · "),
  }));
  const lead = `${t("competition.edgeLead", { season: competition.season })} ${sourceLine(competition, ctx.locale, t)}.`;
  return { status: 200, head, module: "CompetitionPage", prerender: prerenderLinks(ctx.locale, ctx.config.SITE_NAME, name, lead, items) };
}

/** Competition ids: lower-case words joined by hyphens. */
const COMPETITION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const STATIC_PAGES: Record<string, [module: string, page: Exclude<StaticPage, "reminders">]> = {
  "/cities": ["CitiesPage", "cities"],
  "/blog": ["BlogListPage", "blog"],
  "/about": ["AboutPage", "about"],
  "/contact": ["ContactPage", "contact"],
  "/submit": ["SubmitPage", "submit"],
  "/bookmarks": ["BookmarksPage", "bookmarks"],
};

/** The About page's heading and mission, worded as the app words them (the mission is its largest text). */
function aboutPrerender({ locale, config, t, now }: Context, competitions: Competition[]): string {
  const ta = translatorFor(locale, "content");
  const tagline = translatorFor(locale, "common")("footer.tagline");
  const lead = ta("about.subtitle", { tagline, description: t("siteDescription") });
  const phase = sitePhase(now, competitions);
  const mission = `${ta(`about.mission.${phase === "during" ? "before" : phase}`)} ${ta("about.mission.goal")}`;
  return prerenderTitle(locale, config.SITE_NAME, ta("about.title", { site: config.SITE_NAME }), lead, { title: ta("about.mission.title"), text: mission });
}

/** A slug from an address in any case; "" (no page) for a malformed escape such as "%E0". */
function slugOf(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return "";
  }
}

const catchNotFound = <T>(p: Promise<T>) => p.catch((e) => (e instanceof ApiError && e.status === 404 ? null : Promise.reject(e)));

/**
 * The head and status of an SPA route, or null when the path is not an SPA route
 * (the caller then serves a static file or the 404 shell).
 */
export async function resolvePage(db: Db, config: Config, url: URL, now: Date, zone: string): Promise<ResolvedPage | null> {
  const split = splitLocale(url.pathname);
  const path = split.path.replace(/\/+$/, "") || "/";
  const ctx: Context = { db, config, url, now, zone, locale: split.locale, t: translatorFor(split.locale, "meta"), path };
  const { t } = ctx;
  if (path === "/") {
    // The competitions tell the hero's copy whether a season is being played; the featured venues,
    // below the fold, are the app's to ask for (two queries, like every page).
    const [cities, competitions] = await Promise.all([listCities(db), listCompetitions(db, now)]);
    const head = base(ctx, homeMeta(t, config.SITE_NAME), "/");
    head.initialData = [initialEntry(apiKeys.cities(), cities), initialEntry(apiKeys.competitions(), competitions)];
    return { status: 200, head, module: "HomePage", prerender: prerenderHome(ctx.locale, config.SITE_NAME, sitePhase(now, competitions)) };
  }
  if (path === "/faq") {
    const season = copySeason(now);
    const head = base(ctx, staticPageMeta(t, "faq", config.SITE_NAME, season), path);
    const faq = (ctx.locale === "es" ? siteFaqEs : siteFaq)(tournamentPhase(now));
    head.jsonLd = [["faq-jsonld", faqPageJsonLd(faq)]];
    return { status: 200, head, module: "FaqPage", prerender: prerenderHeading(ctx.locale, config.SITE_NAME, t, "faq", season) };
  }
  if (STATIC_PAGES[path]) {
    const [module, page] = STATIC_PAGES[path];
    const head = base(ctx, staticPageMeta(t, page, config.SITE_NAME, copySeason(now)), path);
    if (path === "/cities") head.initialData = [initialEntry(apiKeys.cities(), await listCities(db))];
    if (path === "/blog") {
      const posts = await listPublicPosts(db, { lang: ctx.locale });
      head.initialData = [initialEntry(apiKeys.blogPosts(undefined, ctx.locale), posts)];
      return { status: 200, head, module, prerender: prerenderPosts(ctx.locale, config.SITE_NAME, t, copySeason(now), posts) };
    }
    // The price banner is laid out at once instead of growing from a skeleton and pushing the form down;
    // the city choice is there too, so the form is not drawn again when the list arrives.
    if (path === "/submit") {
      // Without a price on sale the page still opens: the app says pricing is not available.
      const [pricing, cities] = await Promise.all([
        getPricing(db, "submission", now).catch((e) => (e instanceof ApiError ? null : Promise.reject(e))),
        listCities(db),
      ]);
      head.initialData = [initialEntry(apiKeys.cities(), cities)];
      if (pricing) head.initialData.push(initialEntry(apiKeys.submissionPricing(), pricing));
      return { status: 200, head, module, prerender: prerenderSubmit(ctx.locale, config.SITE_NAME, pricing, tournamentPhase(now)) };
    }
    if (page === "about") {
      // The mission speaks of the season while one is played.
      const competitions = await listCompetitions(db, now);
      head.initialData = [initialEntry(apiKeys.competitions(), competitions)];
      return { status: 200, head, module, prerender: aboutPrerender(ctx, competitions) };
    }
    const prerender = prerenderHeading(ctx.locale, config.SITE_NAME, t, page, copySeason(now));
    return { status: 200, head, module, prerender };
  }
  // The pages e-mailed reminder links open: personal (a signed token in the address), never indexed.
  if (/^\/reminders\/(confirm|manage|unsubscribe)$/.test(path)) {
    return {
      status: 200,
      head: { ...base(ctx, staticPageMeta(t, "reminders", config.SITE_NAME, copySeason(now))), robots: "noindex, nofollow" },
      module: "ReminderLinkPage",
    };
  }
  // The owner and admin areas are English only: under /es they are no page.
  if (path === "/owner" || path.startsWith("/owner/") || path.startsWith("/admin/")) {
    const meta = ctx.locale === "en" ? (path.startsWith("/admin/") ? adminMeta(config.SITE_NAME, path) : ownerMeta(config.SITE_NAME, path)) : null;
    // An unknown owner or admin path is the not-found page, like any unknown path.
    if (!meta) return null;
    return { status: 200, head: { ...base(ctx, meta), alternates: undefined, robots: "noindex, nofollow" } };
  }
  // Slugs and codes are read in any case: the page's own address (lower case) is then served by a redirect.
  let m = path.match(/^\/city\/([^/]+)$/);
  if (m) {
    const slug = slugOf(m[1]);
    if (!SLUG_PATTERN.test(slug)) return notFoundPage(ctx, "city");
    return cityListPage(ctx, slug);
  }
  m = path.match(/^\/venue\/([^/]+)$/);
  if (m) {
    const id = m[1];
    if (!/^\d{1,15}$/.test(id)) return notFoundPage(ctx, "venue");
    const venue = await getPublicVenue(db, Number(id), now);
    return venue ? venuePage(ctx, venue, id) : notFoundPage(ctx, "venue");
  }
  if (path === "/matches") return whatsOnPage(ctx);
  if (path === "/competitions") return competitionsPage(ctx);
  m = path.match(/^\/competitions\/([^/]+)$/);
  if (m) {
    const id = slugOf(m[1]);
    if (id === WORLD_CUP_ID) return worldCupSchedulePage(ctx);
    return COMPETITION_ID.test(id) && id.length <= 80 ? competitionPage(ctx, id) : notCoveredPage(ctx, "competition");
  }
  m = path.match(/^\/match\/([^/]+)$/);
  if (m) {
    const number = matchNumberOfSlug(m[1].toLowerCase());
    if (number === null) return notFoundPage(ctx, "match");
    if (isWorldCupNumber(number)) {
      const match = await getMatch(db, number, now);
      return match ? matchPage(ctx, match) : notFoundPage(ctx, "match");
    }
    const fixture = await getFixture(db, number, now);
    return fixture ? fixturePage(ctx, fixture, await getCompetition(db, fixture.competition.id, now)) : notFoundPage(ctx, "match");
  }
  m = path.match(/^\/team\/([^/]+)$/);
  if (m) {
    if (/^[A-Za-z]{3}$/.test(m[1])) {
      const team = await getTeam(db, m[1].toUpperCase(), now);
      return team ? teamPage(ctx, team) : notCoveredPage(ctx, "team");
    }
    // A club's code, read in any case (its own address is lower case).
    const code = slugOf(m[1]);
    const club = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(code) && code.length >= 4 ? await getClub(db, code, now) : null;
    return club ? clubPage(ctx, club) : notCoveredPage(ctx, "team");
  }
  m = path.match(/^\/blog\/([^/]+)$/);
  if (m) {
    const slug = slugOf(m[1]);
    const post = SLUG_PATTERN.test(slug) ? await catchNotFound(getPublicPost(db, slug)) : null;
    return post ? postPage(ctx, post) : notFoundPage(ctx, "post");
  }
  return null;
}
