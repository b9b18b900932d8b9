// The id the next row of a table will get, picked before the write: a write's answer can then name
// the row without reading it back after the batch, so the answer commits with the write
// (docs/decisions/013). Two writers picking the same id collide on the primary key, and the second
// batch fails whole (a conflict the caller reports).
import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

export async function nextId(db: Db, table: SQLiteTable, name: "blog_posts" | "cities"): Promise<number> {
  const [row] = await db.all<{ next: number }>(
    sql`SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = ${name}), 0), coalesce((SELECT max(id) FROM ${table}), 0)) + 1 AS next`,
  );
  return row.next;
}
