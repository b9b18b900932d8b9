// The query keys of every API read, shared by the SPA's hooks and the Worker, which inlines the first
// screen's answers into the page under the keys the SPA then asks for (services/content/seo.ts). A key is
// the URL's parts: the SPA's default query function joins them with "/" and turns a trailing object
// into the query string. Each key carries the type of its answer, so both sides agree on it.
import type { AdminListFilter } from "./admin-filter";
import type { AdminBlogPost, AdminCity, AdminLogEntry, AdminSession, AdminSponsor, AdminVenue } from "./contract/admin";
import type { AdminClubFilter, AdminClubPage } from "./contract/admin-clubs";
import type { AdminCompetition } from "./contract/admin-competitions";
import type { CronRun } from "./contract/admin-cron";
import type { AdminMatch, AdminMatchFilter, AdminMatchReport } from "./contract/admin-matches";
import type { AdminPricing } from "./contract/admin-pricing";
import type { BlogPost, BlogPostSummary } from "./contract/blog";
import type { CityDetail, CityListItem, CityVenuePage, CityVenuePoint, VenueFilter } from "./contract/cities";
import type { ClaimChoices, ClaimChoicesQuery } from "./contract/claims";
import type { PublicConfig } from "./contract/common";
import type { ClubDetail, Competition, Fixture, FixturePage } from "./contract/competitions";
import type { Bookmark, VenueRatingSummary } from "./contract/fans";
import type { FanGoing, OwnerGoing, VenueGoing } from "./contract/going";
import type { OwnerMatchDayStatus } from "./contract/match-day-status";
import type { MatchVenues, TeamVenues } from "./contract/match-venues";
import type { Match, MatchFilter, Team, TeamDetail } from "./contract/matches";
import type { VenueOpenData } from "./contract/open-data";
import type { AdminOwnerQueue, AdminVenueOwners, OwnerClaimListItem, OwnerFigures, OwnerSession, OwnerVenue, OwnerVenueListItem } from "./contract/owner";
import type { CheckoutSummary, FeaturedPricing, Pricing } from "./contract/payments";
import type { ReminderPage } from "./contract/reminders";
import type { Venue, VenueSummary } from "./contract/venues";
import type { Locale } from "./i18n/locales";

/** A query key tagged with the type of the answer it stands for. */
export type ApiKey<T> = readonly unknown[] & { readonly __answer?: T };
const key = <T>(...parts: unknown[]) => parts as unknown as ApiKey<T>;

/** A city's venue filter as query parameters (of the API and of the city page's own URL); defaults are left out. */
export function venueFilterParams(filter: VenueFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.familyFriendly) params.familyFriendly = "true";
  if (filter.hasFood) params.hasFood = "true";
  if (filter.bigScreens) params.bigScreens = "true";
  if (filter.openLate) params.openLate = "true";
  if (filter.verified) params.verified = "true";
  if (filter.confirmed) params.confirmed = "true";
  if (filter.tags?.length) params.tags = filter.tags.join(",");
  if (filter.sortBy && filter.sortBy !== "featured") params.sortBy = filter.sortBy;
  if (filter.near) params.near = `${filter.near.lat},${filter.near.lng}`;
  if (filter.match) params.match = String(filter.match);
  if (filter.supporters) params.supporters = filter.supporters.toLowerCase();
  return params;
}

/** The city page's venues as TanStack Query keeps an infinite query: the pages loaded, each with its offset. */
export interface CityVenuePages {
  pages: CityVenuePage[];
  pageParams: number[];
}

/** Admin lists leave "all" out of the query string. */
const adminFilter = (f: AdminListFilter = {}) => ({ cityId: f.cityId, status: f.status === "all" ? undefined : f.status });

export const apiKeys = {
  config: () => key<PublicConfig>("/api/config"),
  cities: () => key<CityListItem[]>("/api/cities"),
  city: (slug: string | undefined) => key<CityDetail>("/api/cities", slug),
  /** GET /api/cities/{slug}/venues/page: the key of the city page's list, whose pages load one after another. */
  cityVenuePages: (slug: string | undefined, filter: VenueFilter = {}) => key<CityVenuePages>("/api/cities", slug, "venues", "page", venueFilterParams(filter)),
  /** The map's points: every located venue of the filter, in no particular order (so no sort in the key). */
  cityVenuePoints: (slug: string | undefined, filter: VenueFilter = {}) =>
    key<CityVenuePoint[]>("/api/cities", slug, "venues", "points", venueFilterParams({ ...filter, sortBy: undefined, near: undefined })),
  featuredVenues: () => key<VenueSummary[]>("/api/venues/featured"),
  /** The venue page's id as it appears in its URL. */
  venue: (id: string | undefined) => key<Venue>("/api/venues", id),
  venueRating: (venueId: number, userId: string | null) => key<VenueRatingSummary>("/api/venues", String(venueId), "rating", { userId }),
  tags: () => key<string[]>("/api/tags"),
  /** The public posts in a language (English, the API's default, leaves the parameter out), optionally one city's. */
  blogPosts: (cityId?: number, lang: Locale = "en") => {
    const params = { ...(cityId === undefined ? {} : { cityId }), ...(lang === "en" ? {} : { lang }) };
    return Object.keys(params).length ? key<BlogPostSummary[]>("/api/blog/posts", params) : key<BlogPostSummary[]>("/api/blog/posts");
  },
  blogPost: (slug: string | undefined) => key<BlogPost>("/api/blog/posts", slug),
  submissionPricing: () => key<Pricing>("/api/venues/submission-pricing"),
  /** What the claim forms pick from: competitions, nations and clubs, every match. */
  claimChoices: (query?: ClaimChoicesQuery) => key<ClaimChoices>("/api/venues/claim-choices", ...(query ? [query] : [])),
  featuredPricing: () => key<FeaturedPricing>("/api/venues/featured-pricing"),
  sponsorPricing: () => key<Pricing>("/api/venues/sponsor-pricing"),
  bookmarks: (userId: string | null) => key<Bookmark[]>("/api/bookmarks", { userId }),
  /** The fan's own "I'm going" answers on matches not over (never shared by a cache). */
  going: (fanId: string | null) => key<FanGoing>("/api/going", { fanId }),
  /** A venue's public "N going" per coming match (edge-cached under the "going" scope). */
  venueGoing: (id: number) => key<VenueGoing>("/api/venues", String(id), "going"),
  /** A checkout's summary, by the reference the success address carries. */
  checkout: (reference: string | undefined) => key<CheckoutSummary>("/api/checkouts", reference),
  matches: (filter: Partial<MatchFilter> = {}) => key<Match[]>("/api/matches", { ...filter }),
  match: (number: number | string | undefined) => key<Match>("/api/matches", number === undefined ? undefined : String(number)),
  /** Where to watch a match: in a city, or the nearest city to a point (distances then known). */
  matchVenues: (number: number, where: { city?: string; lat?: number; lng?: number }) =>
    key<MatchVenues>("/api/matches", String(number), "venues", { ...where }),
  teams: () => key<Team[]>("/api/teams"),
  team: (code: string | undefined) => key<TeamDetail>("/api/teams", code?.toUpperCase()),
  /** A club's page: its code is lower case (a nation's FIFA code is upper case). */
  club: (code: string | undefined) => key<ClubDetail>("/api/teams", code),
  /** A team's supporters' venues in every city (a nation or a club). */
  teamVenues: (code: string | undefined) => key<TeamVenues>("/api/teams", code?.length === 3 ? code.toUpperCase() : code, "venues"),
  /** Any competition's match in the general shape, and a competition with its source. */
  fixture: (number: number | undefined) => key<Fixture>("/api/fixtures", number === undefined ? undefined : String(number)),
  competitions: () => key<Competition[]>("/api/competitions"),
  competition: (id: string | undefined) => key<Competition>("/api/competitions", id),
  /** A competition's matches in a window of local days (the query as whats-on.ts builds it). */
  competitionMatches: (id: string | undefined, query: Record<string, string | number>) => key<FixturePage>("/api/competitions", id, "matches", { ...query }),
  /** What's on across competitions (the query as whats-on.ts builds it). */
  fixtures: (query: Record<string, string | number>) => key<FixturePage>("/api/fixtures", { ...query }),
  /** The fan's reminders, opened with the signed token of an e-mailed link. */
  reminders: (token: string) => key<ReminderPage>("/api/reminders/manage", { token }),
  owner: {
    session: () => key<OwnerSession>("/api/owner/session"),
    venues: () => key<OwnerVenueListItem[]>("/api/owner/venues"),
    claims: () => key<OwnerClaimListItem[]>("/api/owner/claims"),
    venue: (id: string | undefined) => key<OwnerVenue>("/api/owner/venues", id),
    figures: (id: string | undefined) => key<OwnerFigures>("/api/owner/venues", id, "figures"),
    going: (id: string | undefined) => key<OwnerGoing>("/api/owner/venues", id, "going"),
    matchDay: (id: number) => key<OwnerMatchDayStatus>("/api/owner/venues", String(id), "status"),
  },
  admin: {
    session: () => key<AdminSession>("/api/admin/session"),
    /** Owner claims and name/address changes waiting for review. */
    ownerQueue: () => key<AdminOwnerQueue>("/api/admin/owner-claims"),
    venueOwners: (id: number) => key<AdminVenueOwners>("/api/admin/venues", String(id), "owners"),
    venueOpenData: (id: number) => key<VenueOpenData[]>("/api/admin/venues", String(id), "open-data"),
    pending: () => key<AdminVenue[]>("/api/admin/venues/pending"),
    venues: (f?: AdminListFilter) => key<AdminVenue[]>("/api/admin/venues", adminFilter(f)),
    /** One venue, by the id in the edit screen's URL. */
    venue: (id: string | undefined) => key<AdminVenue>("/api/admin/venues", id),
    posts: (f?: AdminListFilter) => key<AdminBlogPost[]>("/api/admin/blog/posts", adminFilter(f)),
    cities: () => key<AdminCity[]>("/api/admin/cities"),
    sponsors: () => key<AdminSponsor[]>("/api/admin/sponsors"),
    pricing: () => key<AdminPricing>("/api/admin/pricing"),
    logs: () => key<AdminLogEntry[]>("/api/admin/logs"),
    matches: (f: AdminMatchFilter = {}) => key<AdminMatch[]>("/api/admin/matches", { ...f }),
    matchReports: () => key<AdminMatchReport[]>("/api/admin/match-reports"),
    clubs: (f: AdminClubFilter = {}) => key<AdminClubPage>("/api/admin/clubs", { ...f }),
    competitions: () => key<AdminCompetition[]>("/api/admin/competitions"),
    /** The cron's last run (docs/decisions/039). */
    cronRuns: () => key<CronRun[]>("/api/admin/cron", { limit: 1 }),
  },
};

/** One inlined answer: the data must be of the key's answer type. */
export const initialEntry = <T>(queryKey: ApiKey<T>, data: T) => ({ queryKey: queryKey as readonly unknown[], data: data as unknown });
