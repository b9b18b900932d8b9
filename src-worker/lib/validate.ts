// The one validation helper: zod at the edge of the API, failures become 400 JSON errors.
import type { Context } from "hono";
import { z } from "zod";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "./errors";

/** Largest JSON body any endpoint accepts; file uploads have their own limits. */
export const MAX_JSON_BYTES = 64 * 1024;

function toIssues(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

function summary(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `Invalid input. ${where}${first.message}`;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(summary(result.error), toIssues(result.error));
  return result.data;
}

export interface JsonBodyOptions {
  /** The size cap in bytes (default MAX_JSON_BYTES); over it the answer is 413. */
  maxBytes?: number;
}

/** Reads and validates a JSON body (content type, size cap, syntax, schema). */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S, { maxBytes = MAX_JSON_BYTES }: JsonBodyOptions = {}): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw unsupportedMediaType("Expected a JSON body (Content-Type: application/json).");
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxBytes) throw payloadTooLarge("Request body is too large.");
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) throw payloadTooLarge("Request body is too large.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body.");
  }
  return parseWith(schema, value);
}

export const query = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => parseWith(schema, c.req.query());
export const params = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => parseWith(schema, c.req.param());

/** Reusable field schemas. */
export const fields = {
  /** An integer id in a JSON body: a JSON number only ("7", true or [7] are not coerced into an id). */
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Path/query integer id given as a string: digits only, so "1e3" or "12abc" are rejected. */
  idParam: z
    .string()
    .regex(/^\d{1,15}$/, "must be a positive integer")
    .transform(Number)
    .pipe(z.number().int().positive()),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and hyphens"),
  text: (max: number) => z.string().trim().max(max),
  requiredText: (max: number) => z.string().trim().min(1, "is required").max(max),
  uuid: z.uuid(),
  /** "true"/"false" query flags. */
  flag: z.enum(["true", "false"]).transform((v) => v === "true"),
  httpUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), "must be an http(s) URL"),
};
