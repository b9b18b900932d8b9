// Several writes as ONE D1 batch: all-or-nothing and serialised with every other write. Every
// multi-statement write goes through runBatch.
import { is, SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type ApiError, conflict } from "../lib/errors";
import type { Db } from "./client";

/** A drizzle query, or raw SQL for the few statements the query builder cannot express. */
export type Statement = BatchItem<"sqlite"> | SQL;

type ResultOf<S> = S extends SQL ? D1Result : S extends BatchItem<"sqlite"> ? S["_"]["result"] : never;
export type BatchResults<T extends readonly Statement[]> = { -readonly [K in keyof T]: ResultOf<T[K]> };

/**
 * drizzle's D1 batch binds an item's parameters on the item's own prepared statement, which a
 * db.run(sql) item lacks (drizzle-orm#2277: "reading 'bind'"), so raw SQL gets one here.
 */
function rawItem(db: Db, query: SQL): BatchItem<"sqlite"> {
  const item = db.run(query);
  return Object.assign(item, { stmt: db.$client.prepare(item.getQuery().sql) });
}

/** A batch refused by a UNIQUE, CHECK or foreign-key rule: D1 rolled all of it back. */
export function isConstraintFailure(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : String(err);
  return /constraint failed|SQLITE_CONSTRAINT/i.test(text);
}

/**
 * What a person is told when D1 refused a write on a constraint: that nothing was saved, and the rule
 * it broke as D1 named it. Never a cause nobody checked (such as "another change at the same moment"):
 * a write that checks its input first only gets here from a bug or a row removed in between.
 */
export function constraintConflict(err: unknown): ApiError {
  const text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : String(err);
  const unique = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/i.exec(text);
  if (unique) return conflict(`Nothing was saved: a value that must be unique (${unique[1]}) is already stored. Reload the page to see the current data.`);
  if (/FOREIGN KEY constraint failed/i.test(text)) {
    return conflict("Nothing was saved: the change refers to something that is not stored. Reload the page and check your entries.");
  }
  return conflict("Nothing was saved: the change breaks a rule of the stored data. Reload the page and check your entries.");
}

/**
 * Runs the statements as one batch and answers their results in order (raw SQL answers its
 * D1Result). db.batch wants a non-empty tuple: an empty list runs nothing and answers [].
 */
export async function runBatch<const T extends readonly Statement[]>(db: Db, statements: T): Promise<BatchResults<T>> {
  if (statements.length === 0) return [] as unknown as BatchResults<T>;
  const items = statements.map((s) => (is(s, SQL) ? rawItem(db, s) : s));
  return (await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as BatchResults<T>;
}
