// Response shapes of the fans' own features (saved venues, ratings), shared by the Worker and the SPA.
import type { VenueSummary } from "./api-types";

/** GET /api/bookmarks?userId= (newest first). */
export interface Bookmark {
  venueId: number;
  /** When the fan saved it (ISO 8601, UTC). */
  createdAt: string;
  venue: VenueSummary;
}

/** POST /api/bookmarks (201 when added now, 200 when it was already saved). */
export interface BookmarkSaved {
  venueId: number;
  saved: true;
  created: boolean;
}

/** DELETE /api/bookmarks?userId=&venueId= (removing a bookmark that does not exist is not an error). */
export interface BookmarkRemoved {
  venueId: number;
  saved: false;
  removed: boolean;
}

/** GET/PUT/DELETE /api/venues/{id}/rating: the venue's real fan rating and this fan's own stars. */
export interface VenueRatingSummary {
  /** One decimal; null when nobody has rated yet. */
  average: number | null;
  count: number;
  /** This fan's own rating, null when they have not rated (or no user id was given). */
  stars: number | null;
}

export const MIN_STARS = 1;
export const MAX_STARS = 5;
