// Files kept in R2: cover images (served publicly under /media/covers/...) and raw CSV uploads
// (kept for the record, never served). Keys are always generated here, never taken from a client.
// A file is stored before the D1 row that references it; when that write fails, the file is removed
// at once if the write certainly did not happen, and otherwise by the cron's sweep of files no row
// references (sweepOrphanUploads), after a grace period.
import { and, isNotNull, like, sql } from "drizzle-orm";
import { isConstraintFailure } from "../../db/batch";
import type { Db } from "../../db/client";
import { adminLogs, blogPosts, venues } from "../../db/schema";
import { ApiError, serviceUnavailable } from "../../lib/errors";
import type { ImageType } from "../../lib/file-type";

/** An R2 write that fails is the storage failing: the caller gets a 503 to retry, before any row is written. */
async function put(bucket: R2Bucket, key: string, bytes: Uint8Array, options: R2PutOptions): Promise<void> {
  try {
    await bucket.put(key, bytes, options);
  } catch (err) {
    console.error(JSON.stringify({ r2Put: key, error: String(err) }));
    throw serviceUnavailable("File storage is temporarily unavailable. Please try again shortly.");
  }
}

export type CoverOwner = "venues" | "posts";

/** Only these keys may be served by GET /media/{key}. */
const PUBLIC_MEDIA_PREFIX = "covers/";

/** Stores a cover image; answers the URL to keep in the row's cover_image. */
export async function storeCover(bucket: R2Bucket, owner: CoverOwner, id: number, bytes: Uint8Array, type: ImageType): Promise<string> {
  const key = `${PUBLIC_MEDIA_PREFIX}${owner}/${id}/${crypto.randomUUID()}.${type.ext}`;
  await put(bucket, key, bytes, { httpMetadata: { contentType: type.mime } });
  // The previous object is kept for the sweep's grace period: a cached page that still shows it keeps working.
  return `/media/${key}`;
}

/** The R2 key of a cover's URL ("/media/covers/..." -> "covers/..."). */
export const coverKey = (url: string) => url.replace(/^\/media\//, "");

/** Stores a raw CSV upload under imports/{yyyy-mm-dd}/{uuid}.csv; answers the key. */
export async function storeImportUpload(bucket: R2Bucket, bytes: Uint8Array, fileName: string, now: number): Promise<string> {
  const day = new Date(now).toISOString().slice(0, 10);
  const key = `imports/${day}/${crypto.randomUUID()}.csv`;
  await put(bucket, key, bytes, {
    httpMetadata: { contentType: "text/csv; charset=utf-8" },
    customMetadata: { originalName: fileName.slice(0, 200) },
  });
  return key;
}

/** A key that may be served: under covers/, plain path segments only. */
export function isServableKey(key: string): boolean {
  return (
    key.startsWith(PUBLIC_MEDIA_PREFIX) &&
    key.length <= 300 &&
    /^[A-Za-z0-9/_.-]+$/.test(key) &&
    !key.split("/").some((part) => part === "" || part === "." || part === "..")
  );
}

/**
 * Runs the D1 write that references a file just stored. When the write certainly did not happen (the
 * request was refused, or D1 rolled the batch back on a constraint), the file is removed at once; after
 * any other failure the write may have committed, so the file is left to the sweep, which checks.
 */
export async function writeReferencing<T>(bucket: R2Bucket, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isConstraintFailure(err) || (err instanceof ApiError && err.status < 500)) {
      await bucket.delete(key).catch((e) => console.error(JSON.stringify({ r2Delete: key, error: String(e) })));
    }
    throw err;
  }
}

/** Files younger than this are never swept: their row may still be on its way (or a cached page show them). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** At most this many files are removed per run; the next run goes on. */
const SWEEP_MAX_DELETES = 1000;

/** The folders the sweep owns, each with the query of the keys rows still reference there. */
function sweptFolders(db: Db): { prefix: string; referenced: () => Promise<string[]> }[] {
  const covers = (table: typeof venues | typeof blogPosts, prefix: string) => async () =>
    (
      await db
        .select({ url: table.coverImage })
        .from(table)
        .where(like(table.coverImage, `/media/${prefix}%`))
    ).map((r) => coverKey(r.url ?? ""));
  return [
    { prefix: "covers/venues/", referenced: covers(venues, "covers/venues/") },
    { prefix: "covers/posts/", referenced: covers(blogPosts, "covers/posts/") },
    {
      prefix: "imports/",
      referenced: async () => {
        const key = sql<string>`json_extract(${adminLogs.payload}, '$.r2Key')`;
        const rows = await db
          .select({ key })
          .from(adminLogs)
          .where(and(sql`json_valid(${adminLogs.payload})`, isNotNull(key)));
        return rows.map((r) => r.key);
      },
    },
  ];
}

/**
 * Cron: removes files under the swept folders that no row references and that are older than the
 * grace period: uploads whose D1 write failed, and covers replaced more than a day ago. Idempotent.
 */
export async function sweepOrphanUploads(db: Db, bucket: R2Bucket, now: Date): Promise<string[]> {
  const removed: string[] = [];
  const cutoff = now.getTime() - UPLOAD_GRACE_MS;
  for (const folder of sweptFolders(db)) {
    const referenced = new Set(await folder.referenced());
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: folder.prefix, cursor, limit: 1000 });
      const orphans = page.objects.filter((o) => o.uploaded.getTime() < cutoff && !referenced.has(o.key)).map((o) => o.key);
      const batch = orphans.slice(0, SWEEP_MAX_DELETES - removed.length);
      if (batch.length) await bucket.delete(batch);
      removed.push(...batch);
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor && removed.length < SWEEP_MAX_DELETES);
    if (removed.length >= SWEEP_MAX_DELETES) break;
  }
  if (removed.length) console.log(JSON.stringify({ cron: "sweepOrphanUploads", removed: removed.length }));
  return removed;
}
