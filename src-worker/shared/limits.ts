// The limits a person can hit in a form, and the patterns both sides check. The Worker's zod
// schemas and the SPA's `maxLength`/`pattern` attributes read the same numbers from here, so a
// field never accepts in the browser what the API then refuses. No zod here: the SPA imports this.

/** Maximum lengths (characters) of form fields. */
export const FIELD_MAX = {
  venueName: 120,
  address: 200,
  email: 254,
  details: 2000,
  postTitle: 200,
  postExcerpt: 500,
  postContent: 100_000,
  postAuthor: 100,
  password: 1024,
  contactName: 200,
  contactSubject: 200,
  contactMessage: 5000,
  cityName: 120,
  slug: 120,
  tag: 60,
  url: 2048,
  ownerMessage: 1000,
} as const;

/** A blog post's body must have at least this many characters. */
export const POST_CONTENT_MIN = 100;

/** Lowercase ASCII letters and digits joined by single hyphens: city, post and venue slugs. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** File uploads. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** A fixture feed (openfootball JSON, iCalendar, CSV): bytes and fixtures, over either it is refused whole; the wait for an address. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
export const MAX_FEED_FIXTURES = 5000;
export const FEED_TIMEOUT_MS = 10_000;
/** An open map data file (Overpass API JSON or GeoJSON, docs/decisions/030) and its elements. */
export const MAX_OPEN_DATA_BYTES = 30 * 1024 * 1024;
export const MAX_OPEN_DATA_ELEMENTS = 30_000;
/**
 * Asking OpenStreetMap's Overpass API for a city's places (docs/decisions/042): the box around the city's
 * centre (half its side, km), the server's own time limit (seconds, in the query), the wait for the
 * whole answer, and the largest answer read.
 */
export const OVERPASS_BOX_KM = 15;
export const OVERPASS_QUERY_TIMEOUT_S = 25;
export const OVERPASS_WAIT_MS = 30_000;
export const MAX_OVERPASS_BYTES = 10 * 1024 * 1024;
/** Venue rows in one CSV import (keeps an import within a Worker's per-invocation query budget). */
export const MAX_IMPORT_ROWS = 5000;

/**
 * Rate limits (sliding windows): requests let through per window, per client address, per fan (the
 * anonymous id) or for everyone together. A refused request is answered 429 with Retry-After and a
 * message saying when to try again. The README's table of limits is this one.
 */
export const RATE_LIMITS = {
  /**
   * Admin sign-in counts failed attempts only (SECURITY.md, "Admin sign-in"): `perIp` failures lock that
   * address; once the account has `accountUnderAttack` failures from all addresses, each address may fail
   * only `perIpUnderAttack` times. A correct password from an address not itself locked always signs in.
   */
  login: { windowMinutes: 15, perIp: 10, accountUnderAttack: 50, perIpUnderAttack: 3 },
  submissionCheckout: { windowMinutes: 10, perIp: 10 },
  claimCheckout: { windowMinutes: 10, perIp: 20 },
  sponsorCheckout: { windowMinutes: 10, perIp: 10 },
  ratings: { windowMinutes: 1, perFan: 30, perIp: 300 },
  bookmarks: { windowMinutes: 1, perFan: 60, perIp: 300 },
  reports: { windowMinutes: 10, perFan: 10, perIp: 60 },
  /** "I'm going": saying, changing and taking back (a fan changes their mind a few times; a script is stopped). */
  going: { windowMinutes: 10, perFan: 30, perIp: 120 },
  /** Venue owners: claims and sign-in links asked for (per e-mail address and per client), links used. */
  ownerLinks: { windowMinutes: 15, perEmail: 5, perIp: 20 },
  ownerSignIn: { windowMinutes: 15, perIp: 20 },
  /** Match reminder sign-ups (each queues a confirmation e-mail). */
  reminderSignUps: { windowMinutes: 60, perEmail: 3, perIp: 20 },
  /** OpenStreetMap's Overpass API, asked by an admin for one city's places: once a minute per city (its usage policy). */
  overpass: { windowMinutes: 1, perCity: 1 },
  /** The venue page's view count. */
  venueViews: { windowMinutes: 1, perIp: 120 },
} as const;
