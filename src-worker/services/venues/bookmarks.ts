// Saved venues of anonymous fans: list, add (idempotent), remove. One row per fan and venue.
import { and, desc, eq, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { bookmarks, venues } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Bookmark } from "../../shared/contract/fans";
import { countStatement } from "./venue-stats";
import { cityJoin, toVenueSummary, venueSummaryColumns } from "./venue-view";

/** Nobody needs more; keeps one fan's answer bounded. */
const MAX_BOOKMARKS_LISTED = 500;

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
export async function addBookmark(db: Db, userId: string, venueId: number, now: Date): Promise<{ created: boolean }> {
  const approvedVenue = and(eq(venues.id, venueId), eq(venues.status, "approved"));
  const insert = db
    .insert(bookmarks)
    .select(
      db
        .select({ id: sql`NULL`.as("id"), userId: sql`${userId}`.as("user_id"), venueId: venues.id, createdAt: sql`${now.getTime()}`.as("created_at") })
        .from(venues)
        .where(approvedVenue),
    )
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.venueId] })
    .returning({ id: bookmarks.id });
  // The owner's daily "saves" count, in the same batch: only when the insert before it added a row.
  const [inserted] = await runBatch(db, [insert, countStatement(venueId, "saves", now.getTime(), sql`changes() = 1`)]);
  if (inserted.length) return { created: true };
  // Nothing inserted: either it was already saved, or the venue is not public.
  const existing = await db
    .select({ ok: sql`1` })
    .from(bookmarks)
    .innerJoin(venues, eq(venues.id, bookmarks.venueId))
    .where(and(eq(bookmarks.userId, userId), approvedVenue))
    .limit(1);
  if (!existing.length) throw notFound("Venue not found");
  return { created: false };
}

/** Removes a saved venue; removing one that is not saved is not an error. */
export async function removeBookmark(db: Db, userId: string, venueId: number): Promise<{ removed: boolean }> {
  const result = await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.venueId, venueId)));
  return { removed: (result.meta.changes ?? 0) > 0 };
}
