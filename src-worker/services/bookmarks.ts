// Saved venues of anonymous fans: list, add (idempotent), remove. One row per fan and venue.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookmarks, venues } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Bookmark } from "../shared/contract/fans";
import { cityJoin, toVenueSummary, venueSummaryColumns } from "./venue-view";

/** Nobody needs more; keeps one fan's answer bounded. */
export const MAX_BOOKMARKS_LISTED = 500;

/** The fan's saved venues, newest first; venues that are no longer approved are left out. One query. */
export async function listBookmarks(db: Db, userId: string): Promise<Bookmark[]> {
  const rows = await db
    .select({ savedAt: bookmarks.createdAt, bookmarkId: bookmarks.id, venue: venueSummaryColumns })
    .from(bookmarks)
    .innerJoin(venues, eq(venues.id, bookmarks.venueId))
    .innerJoin(...cityJoin)
    .where(and(eq(bookmarks.userId, userId), eq(venues.status, "approved")))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(MAX_BOOKMARKS_LISTED);
  return rows.map((r) => ({ venueId: r.venue.id, createdAt: r.savedAt.toISOString(), venue: toVenueSummary(r.venue) }));
}

/**
 * Saves a venue for a fan. The insert only happens when the venue is approved, and the unique
 * (user, venue) index with ON CONFLICT DO NOTHING keeps concurrent adds to exactly one row.
 * Returns whether a row was created now; throws 404 for unknown or non-approved venues.
 */
export async function addBookmark(d1: D1Database, userId: string, venueId: number): Promise<{ created: boolean }> {
  const inserted = await d1
    .prepare(
      `INSERT INTO bookmarks (user_id, venue_id)
       SELECT ?1, id FROM venues WHERE id = ?2 AND status = 'approved'
       ON CONFLICT (user_id, venue_id) DO NOTHING
       RETURNING id`,
    )
    .bind(userId, venueId)
    .first<{ id: number }>();
  if (inserted) return { created: true };
  // Nothing inserted: either it was already saved, or the venue is not public.
  const existing = await d1
    .prepare(
      `SELECT 1 AS ok FROM bookmarks b JOIN venues v ON v.id = b.venue_id
       WHERE b.user_id = ?1 AND b.venue_id = ?2 AND v.status = 'approved'`,
    )
    .bind(userId, venueId)
    .first<{ ok: number }>();
  if (!existing) throw notFound("Venue not found");
  return { created: false };
}

/** Removes a saved venue; removing one that is not saved is not an error. */
export async function removeBookmark(d1: D1Database, userId: string, venueId: number): Promise<{ removed: boolean }> {
  const result = await d1.prepare("DELETE FROM bookmarks WHERE user_id = ?1 AND venue_id = ?2").bind(userId, venueId).run();
  return { removed: (result.meta.changes ?? 0) > 0 };
}
