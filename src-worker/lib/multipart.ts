// Reading multipart uploads: the size cap holds before anything is buffered (Content-Length) and
// while the body is read (for chunked bodies that declare no length), then on the file itself.
import type { Context } from "hono";
import { limitBody } from "./body-limit";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "./errors";

/** Room for the multipart boundaries and the small text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadLimits {
  maxFileBytes: number;
  /** Shown in the 413 message, e.g. "5 MB". */
  label: string;
}

export interface MultipartUpload {
  form: FormData;
  /** The trimmed text of a field, or "" when absent. */
  text(name: string): string;
  /** The file in a field; 400 when missing or empty, 413 when over the limit. */
  file(name: string): Promise<{ file: File; bytes: Uint8Array }>;
}

export async function readMultipart(c: Context, limits: UploadLimits): Promise<MultipartUpload> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedMediaType("Expected a file upload (multipart/form-data).");
  if (!c.req.raw.body) throw badRequest("The upload is empty.");
  // The one size mechanism (lib/body-limit.ts), run here rather than as route middleware because
  // the media type is checked first: a wrong type is a 415 whatever its size.
  const tooLargeMessage = `File is too large. The maximum size is ${limits.label}.`;
  await limitBody(limits.maxFileBytes + ENVELOPE_BYTES, tooLargeMessage)(c, async () => {});
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest("The upload could not be read as multipart/form-data.");
  }
  return {
    form,
    text(name) {
      const v = form.get(name);
      return typeof v === "string" ? v.trim() : "";
    },
    async file(name) {
      const v = form.get(name);
      if (v === null || typeof v === "string") throw badRequest(`A file is required (field "${name}").`);
      if (v.size === 0) throw badRequest("The file is empty.");
      if (v.size > limits.maxFileBytes) throw payloadTooLarge(tooLargeMessage);
      return { file: v, bytes: new Uint8Array(await v.arrayBuffer()) };
    },
  };
}

/** The declared media type without parameters, lowercased ("text/csv; charset=utf-8" -> "text/csv"). */
export const baseType = (type: string) => type.split(";")[0].trim().toLowerCase();
