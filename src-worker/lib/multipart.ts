// Reading multipart uploads: the size cap holds before anything is buffered (Content-Length) and
// while the body is read (for chunked bodies that declare no length), then on the file itself.
import type { Context } from "hono";
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

async function readCapped(body: ReadableStream<Uint8Array>, cap: number, tooLarge: () => Error): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export async function readMultipart(c: Context, limits: UploadLimits): Promise<MultipartUpload> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedMediaType("Expected a file upload (multipart/form-data).");
  const tooLarge = () => payloadTooLarge(`File is too large. The maximum size is ${limits.label}.`);
  const cap = limits.maxFileBytes + ENVELOPE_BYTES;
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > cap) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) throw badRequest("The upload is empty.");
  const raw = await readCapped(body, cap, tooLarge);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "content-type": type } }).formData();
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
      if (v.size > limits.maxFileBytes) throw tooLarge();
      return { file: v, bytes: new Uint8Array(await v.arrayBuffer()) };
    },
  };
}

/** The declared media type without parameters, lowercased ("text/csv; charset=utf-8" -> "text/csv"). */
export const baseType = (type: string) => type.split(";")[0].trim().toLowerCase();
