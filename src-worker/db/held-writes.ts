// A D1 binding for one request whose writes commit together with a record of the request (its
// Idempotency-Key and, where it can be, its answer): see middleware/idempotency.ts and
// docs/decisions/013-safe-retries-and-exports.md.
//
// - A batch of writes without RETURNING (what runBatch sends) is held, not run: the handler goes on
//   as if it had run (its results carry no rows and no row counts), and `commit` later runs the record,
//   with the handler's answer, and every held statement as ONE batch. The record goes first, so a
//   second request with the same key fails on it, before any of its writes.
// - Anything else after a held batch (a read, a write that returns rows) first commits what is held,
//   with the record but without the answer; then it runs.
// - A write run on its own (outside a batch, or with RETURNING) runs in one batch with the record
//   when it is the request's first write.
// - Bookkeeping writes (rate-limit hits, admin and owner sessions, cache versions) run as they come: they are
//   not the request's write.

/** The request's record, without its answer (a write committed before the answer was known), or with it. */
export type RecordStatement = () => D1PreparedStatement;

const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;
const RETURNING = /\breturning\b/i;
/** The table an INSERT, UPDATE or DELETE writes to. */
const TARGET = /^\s*(?:(?:insert|replace)(?:\s+or\s+\w+)?\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"[]?(\w+)/i;
const BOOKKEEPING = new Set(["rate_limits", "admin_sessions", "owner_sessions", "data_versions"]);

const isWrite = (sql: string) => WRITE.test(sql);
const isBookkeeping = (sql: string) => BOOKKEEPING.has(TARGET.exec(sql)?.[1]?.toLowerCase() ?? "");

/** What a held statement answers: success, no rows, no counts (a handler must not rely on them). */
const heldResult = (): D1Result => ({
  success: true,
  results: [],
  meta: { duration: 0, size_after: 0, rows_read: 0, rows_written: 0, last_row_id: 0, changed_db: false, changes: 0 },
});

export interface HeldWrites {
  /** The binding to build the request's drizzle client on. */
  db: D1Database;
  /** Writes are held that no D1 call has committed yet. */
  readonly holding: boolean;
  /** A write of this request was committed, with the record (without its answer). */
  readonly committed: boolean;
  /** Runs the held writes and `record` (the record with the answer) as one batch. */
  commit(record: D1PreparedStatement): Promise<void>;
  /** Drops the held writes: the request failed before they were committed. */
  discard(): void;
}

export function holdWrites(real: D1Database, recordWithoutAnswer: RecordStatement): HeldWrites {
  let held: D1PreparedStatement[] = [];
  let committed = false;
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  const realOf = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

  /** Commits what is held, with the record: before any D1 call that is not itself held. */
  async function release(): Promise<void> {
    if (held.length === 0) return;
    const statements = [recordWithoutAnswer(), ...held];
    held = [];
    await real.batch(statements);
    committed = true;
  }

  /** The request's first write, run on its own: in one batch with the record. */
  async function runFirstWrite(stmt: D1PreparedStatement): Promise<D1Result> {
    const [, result] = await real.batch([recordWithoutAnswer(), stmt]);
    committed = true;
    return result;
  }

  function wrap(stmt: D1PreparedStatement, sql: string): D1PreparedStatement {
    const write = isWrite(sql) && !isBookkeeping(sql);
    /** Whether this call is the request's first write (then it carries the record); after release(). */
    const first = async () => {
      await release();
      return write && !committed;
    };
    const proxy = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql),
      async first(column?: string) {
        if (!(await first())) return column === undefined ? stmt.first() : stmt.first(column);
        const row = (await runFirstWrite(stmt)).results[0] as Record<string, unknown> | undefined;
        return row === undefined ? null : column === undefined ? row : (row[column] ?? null);
      },
      async all() {
        return (await first()) ? runFirstWrite(stmt) : stmt.all();
      },
      async run() {
        return (await first()) ? runFirstWrite(stmt) : stmt.run();
      },
      async raw(options?: { columnNames?: boolean }) {
        if (!(await first())) return options?.columnNames ? stmt.raw({ columnNames: true }) : stmt.raw();
        const rows = (await runFirstWrite(stmt)).results as Record<string, unknown>[];
        const values = rows.map((r) => Object.values(r));
        return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
      },
    } as unknown as D1PreparedStatement;
    sqlOf.set(proxy, sql);
    realOf.set(proxy, stmt);
    return proxy;
  }

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    async batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
      const sqls = statements.map((s) => sqlOf.get(s) ?? "");
      const stmts = statements.map((s) => realOf.get(s) ?? s);
      const writes = sqls.some((s) => isWrite(s) && !isBookkeeping(s));
      const holdable = writes && !committed && sqls.every((s) => isWrite(s) && !RETURNING.test(s));
      if (holdable) {
        held.push(...stmts);
        return stmts.map(heldResult) as D1Result<T>[];
      }
      await release();
      if (!writes || committed) return real.batch<T>(stmts);
      const results = await real.batch<T>([recordWithoutAnswer(), ...stmts]);
      committed = true;
      return results.slice(1);
    },
    async exec(query: string) {
      await release();
      return real.exec(query);
    },
    async dump() {
      await release();
      return real.dump();
    },
    withSession() {
      throw new Error("Sessions are not used inside a request that records its Idempotency-Key");
    },
  } as unknown as D1Database;

  return {
    db,
    get holding() {
      return held.length > 0;
    },
    get committed() {
      return committed;
    },
    async commit(record) {
      const statements = [record, ...held];
      held = [];
      await real.batch(statements);
      committed = true;
    },
    discard() {
      held = [];
    },
  };
}
