// Paid featuring: how long it lasts, how a new purchase extends it, and when it ends.
import { and, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { dataVersions, venues } from "../../db/schema";
import { FEATURED_DAYS } from "../../shared/constants";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The new featured_until of a venue bought `days` more days at `now`: a running feature is
 * extended from its end, an ended one starts now. Evaluated in SQL so concurrent purchases stack.
 */
export function extendedFeaturedUntil(now: Date, days = FEATURED_DAYS): SQL {
  const nowMs = now.getTime();
  return sql`(CASE WHEN venues.is_featured = 1 AND venues.featured_until > ${nowMs}
                   THEN venues.featured_until ELSE ${nowMs} END) + ${days * DAY_MS}`;
}

/**
 * Bumps the public "venues" data version (services/platform/data-versions.ts) only when `condition` holds,
 * so cached venue lists are dropped exactly when a write really changes what fans see.
 */
export function bumpVenuesVersionIf(db: Db, condition: SQL) {
  return db
    .insert(dataVersions)
    .select(sql`SELECT 'venues', 1 WHERE ${condition}`)
    .onConflictDoUpdate({ target: dataVersions.scope, set: { version: sql`${dataVersions.version} + 1` } });
}

/**
 * Ends every feature whose time is up (featured_until <= now). Idempotent: a re-run or a
 * concurrent run changes nothing more. Features without an end date are left alone.
 */
export async function expireFeaturedVenues(db: Db, now: Date): Promise<number> {
  const due = and(eq(venues.isFeatured, true), isNotNull(venues.featuredUntil), lte(venues.featuredUntil, now));
  const [, res] = await runBatch(db, [
    bumpVenuesVersionIf(db, sql`EXISTS (SELECT 1 FROM ${venues} WHERE ${due})`),
    db.update(venues).set({ isFeatured: false, updatedAt: now }).where(due),
  ]);
  return res.meta.changes ?? 0;
}
