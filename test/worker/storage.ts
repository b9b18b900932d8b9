// Empty storage for a Worker test: every binding cleared (D1, R2, KV, Durable Objects), then the
// database as the migrations leave it. The migrations run once per file (each file has its own
// workerd); later calls rebuild their end state (the schema and the rows they insert) in one batch,
// which takes a fraction of running the 18 migrations again (decision 019, addendum on the suite's time).
import { applyD1Migrations, env, reset } from "cloudflare:test";

type Statement = { sql: string; params: unknown[] };

/** The migrated database as statements, taken after the file's first real run of the migrations. */
let migrated: Statement[] | null = null;

async function snapshot(db: D1Database): Promise<Statement[]> {
  // Tables first, in the order they were created; then indexes, views and triggers.
  const schema = await db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE '_cf_%' AND name NOT LIKE 'sqlite_%'
       ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 ELSE 3 END, rowid`,
    )
    .all<{ type: string; name: string; sql: string }>();
  const out: Statement[] = [{ sql: "PRAGMA defer_foreign_keys = ON", params: [] }];
  out.push(...schema.results.map((s) => ({ sql: s.sql, params: [] })));
  const tables = [...schema.results.filter((s) => s.type === "table").map((s) => s.name), "sqlite_sequence"];
  for (const table of tables) {
    const exists = await db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").bind(table).first();
    if (!exists) continue;
    // Inserting rows with their ids moves the counters already: the counters are then set as they were.
    if (table === "sqlite_sequence") out.push({ sql: "DELETE FROM sqlite_sequence", params: [] });
    const [columns, ...rows] = await db.prepare(`SELECT * FROM "${table}"`).raw({ columnNames: true });
    const list = (columns as string[]).map((c) => `"${c}"`).join(", ");
    const slots = (columns as string[]).map(() => "?").join(", ");
    for (const row of rows) out.push({ sql: `INSERT INTO "${table}" (${list}) VALUES (${slots})`, params: row as unknown[] });
  }
  return out;
}

/** Clears every binding's storage and leaves the database migrated, with the rows the migrations insert. */
export async function resetStorage(): Promise<void> {
  await reset();
  if (!migrated) {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    migrated = await snapshot(env.DB);
    return;
  }
  await env.DB.batch(migrated.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
}
