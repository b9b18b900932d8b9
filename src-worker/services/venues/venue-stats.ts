// Daily counts per venue (page views, saves, ratings) for its owner's figures: counts only, no
// personal data. Saves and ratings are counted in the batch of the write they count.
import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { venueDailyStats } from "../../db/schema";
import type { OwnerFigures } from "../../shared/contract/owner";

type Counter = "views" | "saves" | "ratings";

/** The UTC day of a moment, "YYYY-MM-DD". */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One more of `counter` for the venue today, only when `when` holds inside the batch (e.g. the venue
 * is listed, or the write before it changed a row). Raw SQL: a conditional upsert.
 */
export function countStatement(venueId: number, counter: Counter, now: number, when: SQL = sql`1`): SQL {
  const col = sql.raw(counter);
  return sql`
    INSERT INTO venue_daily_stats (venue_id, day, ${col})
    SELECT v.id, ${dayOf(now)}, 1 FROM venues v WHERE v.id = ${venueId} AND v.status = 'approved' AND (${when})
    ON CONFLICT (venue_id, day) DO UPDATE SET ${col} = ${col} + 1`;
}

/** The venue page's view beacon. */
export async function recordView(db: Db, venueId: number, now: number): Promise<void> {
  await db.run(countStatement(venueId, "views", now));
}

const FIGURES_DAYS = 30;

/** The last 30 days (today included) of a venue's counts. */
export async function venueFigures(db: Db, venueId: number, now: number): Promise<OwnerFigures> {
  const from = dayOf(now - (FIGURES_DAYS - 1) * 86_400_000);
  const daily = await db
    .select({ day: venueDailyStats.day, views: venueDailyStats.views, saves: venueDailyStats.saves, ratings: venueDailyStats.ratings })
    .from(venueDailyStats)
    .where(and(eq(venueDailyStats.venueId, venueId), gte(venueDailyStats.day, from)))
    .orderBy(asc(venueDailyStats.day));
  const totals = { views: 0, saves: 0, ratings: 0 };
  for (const d of daily) {
    totals.views += d.views;
    totals.saves += d.saves;
    totals.ratings += d.ratings;
  }
  return { days: FIGURES_DAYS, totals, daily };
}
