// Real fan ratings: one rating (1-5 stars) per anonymous fan per venue, changeable and removable.
// venues.rating_count / rating_sum are recomputed from venue_ratings in the same batch as every write,
// so the aggregates the lists sort by can never drift from the ratings themselves. The same batch
// bumps the 'venues' data version, so cached venue lists and pages show the new rating.
import { and, eq, exists, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { venueRatings, venues } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { VenueRatingSummary } from "../../shared/contract/fans";
import { bumpDataVersions } from "../platform/data-versions";
import { countStatement } from "./venue-stats";

/** Same rounding everywhere a rating is shown: one decimal, null when nobody has rated. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

type Aggregate = { ratingCount: number; ratingSum: number };

const approvedVenue = (venueId: number) => and(eq(venues.id, venueId), eq(venues.status, "approved"));

/** Runs the rating write, the recompute and the data-version bump as one all-or-nothing batch. */
async function writeAndRecompute(db: Db, venueId: number, write: Statement, counted: Statement[] = []): Promise<Aggregate | undefined> {
  // Recomputes the aggregates of an approved venue; no row back means the venue is not public.
  const recompute = db
    .update(venues)
    .set({
      ratingCount: db.$count(venueRatings, eq(venueRatings.venueId, venueId)),
      ratingSum: sql`(SELECT COALESCE(SUM(${venueRatings.stars}), 0) FROM ${venueRatings} WHERE ${venueRatings.venueId} = ${venueId})`,
    })
    .where(approvedVenue(venueId))
    .returning({ ratingCount: venues.ratingCount, ratingSum: venues.ratingSum });
  const [, recomputed] = await runBatch(db, [write, recompute, bumpDataVersions(db, ["venues"]), ...counted]);
  return recomputed[0];
}

function summary(row: Aggregate | undefined, stars: number | null): VenueRatingSummary {
  if (!row) throw notFound("Venue not found");
  return { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount, stars };
}

/** Sets (or changes) a fan's rating; throws 404 when the venue is unknown or not approved. */
export async function setRating(db: Db, venueId: number, userId: string, stars: number, now: Date): Promise<VenueRatingSummary> {
  // Conditional on the venue being approved, so a rating never lands on a hidden venue.
  const upsert = db
    .insert(venueRatings)
    .select(
      db
        .select({
          venueId: venues.id,
          userId: sql`${userId}`.as("user_id"),
          stars: sql`${stars}`.as("stars"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
          updatedAt: sql`${now.getTime()}`.as("updated_at"),
        })
        .from(venues)
        .where(approvedVenue(venueId)),
    )
    .onConflictDoUpdate({ target: [venueRatings.venueId, venueRatings.userId], set: { stars: sql`excluded.stars`, updatedAt: sql`excluded.updated_at` } });
  // The owner's daily "ratings" count (a rating given or changed), in the same batch.
  return summary(await writeAndRecompute(db, venueId, upsert, [countStatement(venueId, "ratings", now.getTime())]), stars);
}

/** Removes a fan's rating (not an error when there is none); throws 404 for non-public venues. */
export async function removeRating(db: Db, venueId: number, userId: string): Promise<VenueRatingSummary> {
  const remove = db
    .delete(venueRatings)
    .where(
      and(eq(venueRatings.venueId, venueId), eq(venueRatings.userId, userId), exists(db.select({ one: sql`1` }).from(venues).where(approvedVenue(venueId)))),
    );
  return summary(await writeAndRecompute(db, venueId, remove), null);
}

/** The venue's rating and, when a user id is given, that fan's own stars. One query. */
export async function getRating(db: Db, venueId: number, userId: string | null): Promise<VenueRatingSummary> {
  const own = db
    .select({ stars: venueRatings.stars })
    .from(venueRatings)
    .where(and(eq(venueRatings.venueId, venues.id), sql`${venueRatings.userId} = ${userId}`));
  const [row] = await db
    .select({ ratingCount: venues.ratingCount, ratingSum: venues.ratingSum, stars: sql<number | null>`(${own})` })
    .from(venues)
    .where(approvedVenue(venueId))
    .limit(1);
  if (!row) throw notFound("Venue not found");
  return { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount, stars: row.stars ?? null };
}
