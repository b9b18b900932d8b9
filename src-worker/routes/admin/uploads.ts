// Shared handling of cover-image uploads (venues and posts): size, real type, R2 key.
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { unsupportedMediaType } from "../../lib/errors";
import { detectImageType } from "../../lib/file-type";
import { readMultipart } from "../../lib/multipart";
import { type CoverOwner, storeCover } from "../../services/platform/media";
import { MAX_COVER_BYTES } from "../../shared/limits";

/** Reads the multipart field `file`, checks it is a JPEG/PNG/WebP by its bytes, stores it; answers its URL. */
export async function receiveCover(c: Context<AppEnv>, owner: CoverOwner, id: number): Promise<string> {
  const upload = await readMultipart(c, { maxFileBytes: MAX_COVER_BYTES, label: "5 MB" });
  const { bytes } = await upload.file("file");
  const type = detectImageType(bytes);
  if (!type) throw unsupportedMediaType("Only JPEG, PNG or WebP images are allowed.");
  return storeCover(c.env.UPLOADS, owner, id, bytes, type);
}
