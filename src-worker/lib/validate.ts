// The one validation mechanism: zod schemas (src-worker/shared/contract/) checked by Hono's validator,
// so handlers read typed values with c.req.valid(...). Failures become the API's 400/413/415 JSON errors.
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { limitBody } from "./body-limit";
import { badRequest, unsupportedMediaType } from "./errors";

/** Largest JSON body any endpoint accepts unless it says otherwise; file uploads have their own limits. */
const MAX_JSON_BYTES = 64 * 1024;

function toIssues(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

function summary(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `Invalid input. ${where}${first.message}`;
}

/** Parses a value (a form's fields, say) with the schema: 400 with the issues when it does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  // A form rule's own message is the whole answer (contract/fields.ts plainIssue).
  if (first?.code === "custom" && (first.params as { plain?: boolean } | undefined)?.plain) throw badRequest(first.message);
  throw badRequest(summary(result.error), toIssues(result.error));
}

/** A validating middleware whose types say what a client sends (the schema's input) and what the handler reads (its output). */
type Validated<T extends keyof ValidationTargets, S extends z.ZodType> = MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: any environment; the routes carry AppEnv.
  any,
  string,
  { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
>;

/** The media types Hono's validator reads as JSON (application/json, application/*+json). */
const isJsonType = (contentType: string | undefined) => /^application\/([\w.-]+\+)?json$/i.test((contentType ?? "").split(";")[0].trim());

/**
 * Validates a JSON body: content type (415), size cap (413), syntax and schema (400). Reading the
 * text here first keeps these answers; Hono's validator then parses the cached text.
 */
export function json<S extends z.ZodType>(schema: S, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}) {
  const limit = limitBody(maxBytes);
  const validate = validator("json", (value: unknown): z.output<S> => parseWith(schema, value));
  const middleware: MiddlewareHandler = (c, next) => {
    if (!isJsonType(c.req.header("content-type"))) throw unsupportedMediaType("Expected a JSON body (Content-Type: application/json).");
    return limit(c, async () => {
      try {
        JSON.parse(await c.req.text());
      } catch {
        throw badRequest("Malformed JSON body.");
      }
      await validate(c, next);
    });
  };
  return middleware as unknown as Validated<"json", S>;
}

/** Validates the query string (the first value of a repeated key, as c.req.query() gives it). */
export const query = <S extends z.ZodType>(schema: S) =>
  validator("query", (_value, c): z.output<S> => parseWith(schema, c.req.query())) as unknown as Validated<"query", S>;

/** Validates the path parameters. */
export const param = <S extends z.ZodType>(schema: S) =>
  validator("param", (value): z.output<S> => parseWith(schema, value)) as unknown as Validated<"param", S>;
