// A fan's own features (saved venues, ratings): request and response schemas.

import { MAX_STARS, MIN_STARS } from "../constants";
import { id, idParam, uuid } from "./fields";
import { venueSummary } from "./venues";
import { z } from "./zod";

export const userQuery = z.object({ userId: uuid });
export const optionalUserQuery = z.object({ userId: uuid.optional() });

/** GET /api/bookmarks?userId= (newest first). */
export const bookmark = z.object({
  venueId: z.number(),
  /** When the fan saved it (ISO 8601, UTC). */
  createdAt: z.string(),
  venue: venueSummary,
});
export type Bookmark = z.infer<typeof bookmark>;

/** POST /api/bookmarks */
export const bookmarkBody = z.object({ userId: uuid, venueId: id });
export type BookmarkRequest = z.input<typeof bookmarkBody>;
/** DELETE /api/bookmarks?userId=&venueId= */
export const bookmarkQuery = z.object({ userId: uuid, venueId: idParam });

/** POST /api/bookmarks answer (201 when added now, 200 when it was already saved). */
export const bookmarkSaved = z.object({ venueId: z.number(), saved: z.literal(true), created: z.boolean() });
export type BookmarkSaved = z.infer<typeof bookmarkSaved>;

/** DELETE /api/bookmarks answer (removing a bookmark that does not exist is not an error). */
export const bookmarkRemoved = z.object({ venueId: z.number(), saved: z.literal(false), removed: z.boolean() });
export type BookmarkRemoved = z.infer<typeof bookmarkRemoved>;

const starsMessage = `must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;

/** PUT /api/venues/{id}/rating */
export const ratingBody = z.object({
  userId: uuid,
  stars: z.number({ error: starsMessage }).int(starsMessage).min(MIN_STARS, starsMessage).max(MAX_STARS, starsMessage),
});
export type RatingRequest = z.input<typeof ratingBody>;

/** GET/PUT/DELETE /api/venues/{id}/rating: the venue's real fan rating and this fan's own stars. */
export const venueRatingSummary = z.object({
  /** One decimal; null when nobody has rated yet. */
  average: z.number().nullable(),
  count: z.number(),
  /** This fan's own rating, null when they have not rated (or no user id was given). */
  stars: z.number().nullable(),
});
export type VenueRatingSummary = z.infer<typeof venueRatingSummary>;
