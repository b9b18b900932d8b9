// Fixed values both sides need at run time (the SPA imports this file, so it stays free of zod).

/** Sort orders of a city's venue list. */
export const VENUE_SORTS = ["featured", "rating", "reviews", "name", "verified"] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];
/**
 * The sorts the city venues API accepts: the spec's four, and 'nearest' (by distance from a point the
 * client rounds to about 1 km; the city page offers it once the browser knows where the fan is).
 */
export const VENUE_LIST_SORTS = [...VENUE_SORTS, "nearest"] as const;
export type VenueListSort = (typeof VENUE_LIST_SORTS)[number];

/**
 * The city page's venues come in pages of this many: the first page is what the edge renders and
 * inlines, and what the app shows first; more load as the fan scrolls (docs/decisions/015).
 */
export const CITY_VENUE_PAGE_SIZE = 24;
/** The most venues one page of the city venues API may ask for. */
export const MAX_CITY_VENUE_PAGE_SIZE = 100;

/** Moderation states of venues and blog posts. */
export const ADMIN_STATUSES = ["pending", "approved", "rejected"] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** Phrases an admin must type before a delete-all runs. */
export const DELETE_ALL_VENUES_PHRASE = "DELETE ALL VENUES";
export const DELETE_ALL_POSTS_PHRASE = "DELETE ALL POSTS";

/** The exact header of the standalone import (docs/spec.md, CSV formats). */
export const STANDALONE_CSV_HEADER = "name,address,lat,lon,phone,website,hours_short,neighborhood,tags";

/** Admin downloads: published venues in the standalone import's format (all cities zipped, or one city), the blog. */
export const EXPORT_PATHS = {
  venues: "/api/admin/export/venues.zip",
  cityVenues: (citySlug: string) => `/api/admin/export/cities/${encodeURIComponent(citySlug)}/venues.csv`,
  blogMarkdown: "/api/admin/export/blog.zip",
  blogJson: "/api/admin/export/blog.json",
} as const;

/** How long one purchase of featured placement lasts (added to a feature still running). */
export const FEATURED_DAYS = 30;

/** Fan ratings are whole stars in this range. */
export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** What a venue claims it shows (db/schema.ts venueClaims). */
export const CLAIM_KINDS = ["all_matches", "match", "supporters", "competition"] as const;
/**
 * Who made a claim: "venue" is the paid submission's form (whoever filled it in: not verified), "owner"
 * a verified owner of the listing, then an admin, a CSV import, or sample content.
 */
export const CLAIM_SOURCES = ["venue", "owner", "admin", "import", "sample"] as const;
export type ClaimSource = (typeof CLAIM_SOURCES)[number];

/** The submission form's "Matches shown": every match of every competition, of chosen competitions, a team's, or "all" (every World Cup match: the form before competitions). */
export const SUBMISSION_SHOWS = ["all", "team", "every", "competitions"] as const;
/** The submission's message when "My team's matches" names no team (the form shows it too). */
export const TEAM_REQUIRED = "Please choose the team whose matches you show.";
/** The submission's message when "Every match of chosen competitions" names none. */
export const COMPETITION_REQUIRED = "Please choose the competitions whose matches you show.";

/** What a fan can report about a venue on a match. */
export const REPORT_REASONS = ["not_showing", "closed"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Fan reports on a venue and match are shown once this many fans made one (never a made-up count). */
export const REPORT_THRESHOLD = 3;

/** "I'm going" (docs/decisions/033): a fan says how many people come, 1 to this many. */
export const GOING_MAX_PEOPLE = 6;
/**
 * A venue's "N people going" on a match is shown once at least this many people from at least
 * GOING_MIN_FANS different fans said so (one fan alone never makes a public number), and only
 * until the match is over. The venue's owner sees the real figures from the first answer.
 */
export const GOING_THRESHOLD = 5;
export const GOING_MIN_FANS = 2;

/** The tournament's stages, in order. */
export const MATCH_STAGES = ["Group stage", "Round of 32", "Round of 16", "Quarter-final", "Semi-final", "Third-place play-off", "Final"] as const;
/** The home hero's rotating headlines per phase of the tournament (the "home" catalogue's headlines.{phase}.h0 to h9). */
export const HEADLINE_COUNT = 10;
/** The group letters. */
export const GROUP_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"] as const;

/** The D1 session bookmark an answer carries and the SPA sends back (read-your-writes across replicas). */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";

/** The illustration a venue without a cover photo shows (page, card, and the edge's first paint). */
export const DEFAULT_VENUE_IMAGE = "/images/venue-sports-bar.svg";
/** A post without a cover of its own shows the site's stadium art (hero-art.ts's HERO_ART_PATH, whose module is not imported here: it holds the art itself). */
export const DEFAULT_POST_COVER = "/images/hero-stadium.svg";

/** How long a venue's "Everything is still accurate" keeps its "Verified by the venue" badge and filter. */
export const VERIFIED_FRESH_DAYS = 30;
/** Past this many days without the owner's confirmation, a listing says when it was last confirmed. */
export const STALE_LISTING_DAYS = 60;

/**
 * The kinds of place a venue is, kept as its type tags (the admin editor's "Venue type" and the
 * submission form's): a card shows the first one it has, "Sports Bar" when none.
 */
export const VENUE_TYPES = [
  "Sports Bar",
  "Pub",
  "Brewery",
  "Beer Garden",
  "Rooftop",
  "Restaurant",
  "Supporters Bar",
  "Theater",
  "Fan Zone",
  "Watch Party",
] as const;
export type VenueType = (typeof VENUE_TYPES)[number];
