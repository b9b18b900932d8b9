// The admin audit trail (admin_logs): one row per admin action, written in the same batch as the change.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminLogs, venues } from "../../db/schema";
import type { AdminLogEntry } from "../../shared/contract/admin";

/** A statement to put inside the runBatch() of the change it records. */
export function logStatement(db: Db, event: string, payload: Record<string, unknown>, now: number) {
  return db.insert(adminLogs).values({ event, payload: JSON.stringify(payload), createdAt: new Date(now) });
}

function parsePayload(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The latest events, each naming the venue it is about: the name the payload kept, else the
 * venue's current name (older entries kept only its id), else null (a venue deleted since).
 */
export async function recentLogs(db: Db, limit = 10): Promise<AdminLogEntry[]> {
  const rows = await db.select().from(adminLogs).orderBy(desc(adminLogs.createdAt), desc(adminLogs.id)).limit(limit);
  const payloads = rows.map((r) => parsePayload(r.payload));
  const missing = [...new Set(payloads.flatMap((p) => (typeof p.venueId === "number" && typeof p.name !== "string" ? [p.venueId] : [])))];
  const names = new Map<number, string>();
  if (missing.length) {
    const found = await db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(sql`${venues.id} IN (SELECT value FROM json_each(${JSON.stringify(missing)}))`);
    for (const v of found) names.set(v.id, v.name);
  }
  return rows.map((r, i) => {
    const p = payloads[i];
    const venueName = typeof p.venueId !== "number" ? null : typeof p.name === "string" ? p.name : (names.get(p.venueId) ?? null);
    return { id: r.id, event: r.event, payload: r.payload, createdAt: r.createdAt.toISOString(), venueName };
  });
}
