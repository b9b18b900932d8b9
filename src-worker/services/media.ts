// Files kept in R2: cover images (served publicly under /media/covers/...) and raw CSV uploads
// (kept for the record, never served). Keys are always generated here, never taken from a client.
import { serviceUnavailable } from "../lib/errors";
import type { ImageType } from "../lib/file-type";

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
  // The previous object is kept: a cached page that still shows it keeps working.
  return `/media/${key}`;
}

/** Stores a raw CSV upload under imports/{yyyy-mm-dd}/{uuid}.csv; answers the key. */
export async function storeImportUpload(bucket: R2Bucket, bytes: Uint8Array, fileName: string, now = Date.now()): Promise<string> {
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
