// What each SPA route tells search engines and link previews, and the data its first screen needs.
import type { Db } from "../db/client";
import type { Config } from "../env";
import { ApiError } from "../lib/errors";
import type { PageHead } from "../html/head";
import { faqPageJsonLd } from "../shared/content/faq-jsonld";
import type { BlogPost } from "../shared/contract/blog";
import type { CityDetail } from "../shared/contract/cities";
import type { Venue, VenueSummary } from "../shared/contract/venues";
import { SLUG_PATTERN } from "../shared/limits";
import { apiKeys, initialEntry } from "../shared/query-keys";
import { getPublicPost } from "./blog";
import { getCityBySlug, listCities } from "./cities";
import { prerenderCity, prerenderVenue } from "../html/prerender";
import { getPublicVenue, listCityVenues, listFeaturedVenues } from "./venues";

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /** The SPA page module that renders this route (its chunks are preloaded). */
  module?: string;
  /** Plain HTML first paint placed in #root until the SPA renders. */
  prerender?: string;
}

type Context = { db: Db; config: Config; url: URL };

const DEFAULT_DESCRIPTION = "Find the best World Cup watch spots in your city";
const abs = (config: Config, path: string) => new URL(path, config.SITE_URL).toString();
const title = (config: Config, what: string) => `${what} | ${config.SITE_NAME}`;

function base(ctx: Context, pageTitle: string, description = DEFAULT_DESCRIPTION): PageHead {
  return {
    title: pageTitle,
    description,
    canonical: abs(ctx.config, ctx.url.pathname),
    ogImage: abs(ctx.config, "/images/hero-stadium.svg"),
    ogType: "website",
  };
}

function notFoundPage(ctx: Context, what: string): ResolvedPage {
  return { status: 404, head: { ...base(ctx, title(ctx.config, what)), robots: "noindex" } };
}

export const cityTitle = (config: Config, city: Pick<CityDetail, "name" | "seo_title">) =>
  city.seo_title || `${city.name} World Cup Watch Spots | ${config.SITE_NAME}`;

function cityPage(ctx: Context, city: CityDetail, venues: VenueSummary[]): ResolvedPage {
  const head = base(
    ctx,
    cityTitle(ctx.config, city),
    city.seo_meta_desc || `${venues.length} places to watch the 2026 World Cup in ${city.name}: sports bars, pubs, fan zones and watch parties.`,
  );
  head.canonical = abs(ctx.config, `/city/${city.slug}`);
  if (city.og_image_url) head.ogImage = abs(ctx.config, city.og_image_url);
  head.jsonLd = [
    [
      "city-venues-jsonld",
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: `World Cup watch spots in ${city.name}`,
        numberOfItems: venues.length,
        itemListElement: venues.slice(0, 100).map((v, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: abs(ctx.config, `/venue/${v.id}`),
          name: v.name,
        })),
      },
    ],
  ];
  head.initialData = [initialEntry(apiKeys.city(city.slug), city), initialEntry(apiKeys.cityVenues(city.slug), venues)];
  return { status: 200, head, module: "CityPage", prerender: prerenderCity(ctx.config.SITE_NAME, city, venues) };
}

function venuePage(ctx: Context, venue: Venue, idParam: string): ResolvedPage {
  const head = base(
    ctx,
    title(ctx.config, `${venue.name} in ${venue.cityName}`),
    (venue.notes || `Watch the 2026 World Cup at ${venue.name}, ${venue.address}.`).slice(0, 160),
  );
  head.canonical = abs(ctx.config, `/venue/${venue.id}`);
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
  if (venue.hoursShort) business.openingHours = venue.hoursShort;
  if (venue.rating.count > 0) {
    business.aggregateRating = { "@type": "AggregateRating", ratingValue: venue.rating.average, ratingCount: venue.rating.count, bestRating: 5, worstRating: 1 };
  }
  head.jsonLd = [["venue-jsonld", business]];
  head.initialData = [initialEntry(apiKeys.venue(idParam), venue)];
  return { status: 200, head, module: "VenuePage", prerender: prerenderVenue(ctx.config.SITE_NAME, venue) };
}

function postPage(ctx: Context, post: BlogPost): ResolvedPage {
  const head = base(ctx, title(ctx.config, post.title), post.excerpt.slice(0, 160));
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
  return { status: 200, head, module: "BlogPostPage" };
}

const STATIC_PAGES: Record<string, [module: string, title: string, description?: string]> = {
  "/cities": ["CitiesPage", "All Cities", "Browse US cities and find places to watch the 2026 World Cup near you."],
  "/blog": ["BlogListPage", "World Cup 2026 Blog", "Guides and tips for watching the 2026 World Cup in US cities."],
  "/about": ["AboutPage", "About", "An independent fan directory of places to watch the 2026 World Cup in US cities."],
  "/contact": ["ContactPage", "Contact", "Questions, corrections or partnerships: get in touch with the World Cup Watch Spots team."],
  "/submit": ["SubmitPage", "Submit a Venue", "Help other fans discover great World Cup watch spots in your city."],
  "/bookmarks": ["BookmarksPage", "My Saved Venues"],
};

const catchNotFound = <T>(p: Promise<T>) => p.catch((e) => (e instanceof ApiError && e.status === 404 ? null : Promise.reject(e)));

/**
 * The head and status of an SPA route, or null when the path is not an SPA route
 * (the caller then serves a static file or the 404 shell).
 */
export async function resolvePage(db: Db, config: Config, url: URL): Promise<ResolvedPage | null> {
  const ctx: Context = { db, config, url };
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (path === "/") {
    const [cities, featured] = await Promise.all([listCities(db), listFeaturedVenues(db)]);
    const head = base(ctx, `${config.SITE_NAME} | Find the best World Cup watch spots in your city`);
    head.initialData = [initialEntry(apiKeys.cities(), cities), initialEntry(apiKeys.featuredVenues(), featured)];
    return { status: 200, head, module: "HomePage" };
  }
  if (path === "/faq") {
    const head = base(ctx, title(config, "World Cup 2026 FAQ"), "Everything you need to know about watching the FIFA World Cup 2026: dates, host cities, venues, streaming and tickets.");
    head.jsonLd = [["faq-jsonld", faqPageJsonLd()]];
    return { status: 200, head, module: "FaqPage" };
  }
  if (STATIC_PAGES[path]) {
    const [module, t, d] = STATIC_PAGES[path];
    const head = base(ctx, title(config, t), d);
    if (path === "/cities") head.initialData = [initialEntry(apiKeys.cities(), await listCities(db))];
    return { status: 200, head, module };
  }
  if (path.startsWith("/admin/")) {
    return { status: 200, head: { ...base(ctx, title(config, "Admin")), robots: "noindex, nofollow" } };
  }
  let m = path.match(/^\/city\/([^/]+)$/);
  if (m) {
    const slug = decodeURIComponent(m[1]);
    if (!SLUG_PATTERN.test(slug)) return notFoundPage(ctx, "City not found");
    const [city, venues] = await Promise.all([getCityBySlug(db, slug), listCityVenues(db, slug, { sortBy: "featured" })]);
    return city && venues ? cityPage(ctx, city, venues) : notFoundPage(ctx, "City not found");
  }
  m = path.match(/^\/venue\/([^/]+)$/);
  if (m) {
    const id = m[1];
    if (!/^\d{1,15}$/.test(id)) return notFoundPage(ctx, "Venue not found");
    const venue = await getPublicVenue(db, Number(id));
    return venue ? venuePage(ctx, venue, id) : notFoundPage(ctx, "Venue not found");
  }
  m = path.match(/^\/blog\/([^/]+)$/);
  if (m) {
    const slug = decodeURIComponent(m[1]);
    const post = SLUG_PATTERN.test(slug) ? await catchNotFound(getPublicPost(db, slug)) : null;
    return post ? postPage(ctx, post) : notFoundPage(ctx, "Blog post not found");
  }
  return null;
}

