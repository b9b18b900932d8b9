// Real fan ratings: one rating (1-5 stars) per anonymous fan per venue, changeable and removable.
// venues.rating_count / rating_sum are recomputed from venue_ratings in the same batch as every write,
// so the aggregates the lists sort by can never drift from the ratings themselves. The same batch
// bumps the 'venues' data version, so cached venue lists and pages show the new rating.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notFound } from "../lib/errors";
import type { VenueRatingSummary } from "../shared/contract/fans";
import { bumpDataVersions } from "./data-versions";

/** Same rounding as the public venue form: one decimal, null when nobody has rated. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

type Aggregate = { rating_count: number; rating_sum: number };

// Recomputes the aggregates of an approved venue; no row back means the venue is not public.
const RECOMPUTE = `UPDATE venues SET
    rating_count = (SELECT COUNT(*) FROM venue_ratings WHERE venue_id = ?1),
    rating_sum = (SELECT COALESCE(SUM(stars), 0) FROM venue_ratings WHERE venue_id = ?1)
  WHERE id = ?1 AND status = 'approved'
  RETURNING rating_count, rating_sum`;

/** Runs the rating write, the recompute and the data-version bump as one all-or-nothing batch. */
async function writeAndRecompute(db: Db, venueId: number, write: D1PreparedStatement): Promise<Aggregate | undefined> {
  const d1 = db.$client;
  const bump = bumpDataVersions(db, ["venues"]).toSQL();
  const [, recomputed] = await d1.batch<Aggregate>([
    write,
    d1.prepare(RECOMPUTE).bind(venueId),
    d1.prepare(bump.sql).bind(...bump.params),
  ]);
  return recomputed.results[0];
}

function summary(row: Aggregate | undefined, stars: number | null): VenueRatingSummary {
  if (!row) throw notFound("Venue not found");
  return { average: ratingAverage(row.rating_sum, row.rating_count), count: row.rating_count, stars };
}

/** Sets (or changes) a fan's rating; throws 404 when the venue is unknown or not approved. */
export async function setRating(db: Db, venueId: number, userId: string, stars: number): Promise<VenueRatingSummary> {
  // Conditional on the venue being approved, so a rating never lands on a hidden venue.
  const upsert = db.$client
    .prepare(
      `INSERT INTO venue_ratings (venue_id, user_id, stars)
       SELECT id, ?2, ?3 FROM venues WHERE id = ?1 AND status = 'approved'
       ON CONFLICT (venue_id, user_id) DO UPDATE SET
         stars = excluded.stars,
         updated_at = (unixepoch('subsec') * 1000)`,
    )
    .bind(venueId, userId, stars);
  return summary(await writeAndRecompute(db, venueId, upsert), stars);
}

/** Removes a fan's rating (not an error when there is none); throws 404 for non-public venues. */
export async function removeRating(db: Db, venueId: number, userId: string): Promise<VenueRatingSummary> {
  const remove = db.$client
    .prepare(
      `DELETE FROM venue_ratings WHERE venue_id = ?1 AND user_id = ?2
         AND EXISTS (SELECT 1 FROM venues WHERE id = ?1 AND status = 'approved')`,
    )
    .bind(venueId, userId);
  return summary(await writeAndRecompute(db, venueId, remove), null);
}

/** The venue's rating and, when a user id is given, that fan's own stars. One query. */
export async function getRating(db: Db, venueId: number, userId: string | null): Promise<VenueRatingSummary> {
  const row = await db.get<Aggregate & { stars: number | null }>(sql`SELECT v.rating_count, v.rating_sum,
      (SELECT stars FROM venue_ratings r WHERE r.venue_id = v.id AND r.user_id = ${userId}) AS stars
    FROM venues v WHERE v.id = ${venueId} AND v.status = 'approved'`);
  if (!row) throw notFound("Venue not found");
  return { average: ratingAverage(row.rating_sum, row.rating_count), count: row.rating_count, stars: row.stars ?? null };
}
