// The admin audit trail (admin_logs): one row per admin action, written in the same batch as the change.
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminLogs } from "../db/schema";
import type { AdminLogEntry } from "../shared/contract/admin";

/** A statement to put inside the runBatch() of the change it records. */
export function logStatement(db: Db, event: string, payload: Record<string, unknown>, now = Date.now()) {
  return db.insert(adminLogs).values({ event, payload: JSON.stringify(payload), createdAt: new Date(now) });
}

export async function recentLogs(db: Db, limit = 10): Promise<AdminLogEntry[]> {
  const rows = await db.select().from(adminLogs).orderBy(desc(adminLogs.createdAt), desc(adminLogs.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, event: r.event, payload: r.payload, createdAt: r.createdAt.toISOString() }));
}
