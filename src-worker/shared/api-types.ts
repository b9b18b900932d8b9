// Response shapes of the public API, shared by the Worker (which returns them) and the SPA.
// Dates travel as ISO 8601 strings (UTC).
import type { WeeklyHours } from "./hours";

export type { WeeklyHours };

/** GET /api/cities */
export interface CityListItem {
  id: number;
  city_id: number;
  name: string;
  slug: string;
  state: string | null;
  description: string;
  venueCount: number;
  host_2026: boolean;
  lat: number | null;
  lng: number | null;
}

/** GET /api/cities/{slug}: the public city form. */
export interface CityDetail extends CityListItem {
  time_zone: string;
  seo_title: string | null;
  seo_meta_desc: string | null;
  og_image_url: string | null;
  hero_image_url: string | null;
  hero_title: string | null;
  hero_subtitle: string | null;
  primary_stadium: string | null;
  stadium_capacity: number | null;
  cta_primary_text: string | null;
  cta_primary_url: string | null;
  updatedAt: string;
}

/**
 * A venue in a list (city page, featured, all venues, saved venues): what its card and its map pin
 * show. Lists stay small this way; the venue page asks for the whole Venue.
 */
export interface VenueSummary {
  id: number;
  citySlug: string;
  cityName: string;
  name: string;
  address: string;
  neighborhood: string | null;
  lat: number | null;
  lng: number | null;
  coverImage: string | null;
  hoursShort: string | null;
  isFeatured: boolean;
  hasFood: boolean;
  familyFriendly: boolean;
  bigScreens: boolean;
  openLate: boolean;
  tags: string[];
  /** Real fan ratings: null average when nobody has rated yet. */
  rating: { average: number | null; count: number };
  /** Sample content shipped for local runs and demos; labelled as such on the site. */
  isSample: boolean;
}

/** The whole public venue (GET /api/venues/{id}). */
export interface Venue extends VenueSummary {
  cityId: number;
  notes: string | null;
  phone: string | null;
  website: string | null;
  instagram: string | null;
  tiktok: string | null;
  youtube: string | null;
  hours: WeeklyHours | null;
  timeZone: string;
  /** The city's centre: where the venue page's map looks when the venue has no coordinates. */
  cityCenter: { lat: number; lng: number } | null;
  featuredUntil: string | null;
  craftBeer: boolean;
  outdoorScreens: boolean;
  premiumBar: boolean;
  updatedAt: string;
}

export const VENUE_SORTS = ["featured", "rating", "reviews", "name"] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];

/** Query parameters of GET /api/cities/{slug}/venues (all optional). */
export interface VenueFilter {
  familyFriendly?: boolean;
  hasFood?: boolean;
  bigScreens?: boolean;
  openLate?: boolean;
  tags?: string[];
  sortBy?: VenueSort;
}

/** GET /api/blog/posts */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  author: string;
  publishedAt: string | null;
  cityId: number | null;
}

/** GET /api/blog/posts/{slug} */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** GET /api/venues/submission-pricing and /featured-pricing; price in whole US dollars. */
export interface Pricing {
  price: number;
  phase: string;
  description: string;
  label: string;
  note: string | null;
  endsAt: string | null;
}

/** GET /api/config: the public runtime configuration the SPA needs. */
export interface PublicConfig {
  siteName: string;
  siteUrl: string;
  supportEmail: string;
  tileUrl: string;
  tileAttribution: string;
  /** Empty when not configured. */
  sisterSiteUrl: string;
  environment: string;
}

/** Every API error. */
export interface ApiErrorBody {
  error: string;
  code: string;
  issues?: { path: string; message: string }[];
}
