import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof createDb>;

/** What drizzle's D1 driver calls: a database or one of its sessions (Sessions API) both have it. */
export type D1Like = Pick<D1Database, "prepare" | "batch">;

export function createDb(d1: D1Like) {
  // drizzle 0.45 types its client as a whole D1Database, but its driver only calls prepare and batch.
  return drizzle(d1 as D1Database, { schema });
}
