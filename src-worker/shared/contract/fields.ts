// Field schemas reused by the request schemas of every resource.

import { SUBDIVISIONS } from "../flags";
import { FIELD_MAX, SLUG_PATTERN } from "../limits";
import { z } from "./zod";

/** An integer id in a JSON body: a JSON number only ("7", true or [7] are not coerced into an id). */
export const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Path/query integer id given as a string: digits only, so "1e3" or "12abc" are rejected. */
export const idParam = z
  .string()
  .regex(/^\d{1,15}$/, "must be a positive integer")
  .transform(Number)
  .pipe(z.number().int().positive());

/** A whole number from 0 to `max` in a query string (paging): digits only. */
export const digits = (max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number between 0 and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, `${what} must be at most ${max}`));

const slugMessage = "must be lowercase letters, digits and hyphens";
export const slug = z.string().trim().min(1).max(FIELD_MAX.slug).regex(SLUG_PATTERN, slugMessage);
/** Post slugs come from titles, so they may be longer than city slugs. */
export const postSlug = z.string().max(300, "is too long").regex(SLUG_PATTERN, slugMessage);

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1, "is required").max(max);
export const uuid = z.uuid();

/** "true"/"false" query flags. */
export const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const httpUrl = z
  .string()
  .trim()
  .max(FIELD_MAX.url)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), "must be an http(s) URL");

/** The one e-mail rule of the site. */
export const isEmail = (value: string) => z.email().safeParse(value).success;

/** An optional e-mail field of a form: trimmed, length-capped, "" when absent (the route says what is missing). */
export const emailField = z.string().trim().max(FIELD_MAX.email, `Email must be at most ${FIELD_MAX.email} characters.`).optional().default("");

/** A "" select option means "no filter". */
export const emptyAsUndefined = <S extends z.ZodType>(schema: S) => z.union([z.literal("").transform(() => undefined), schema]).optional();

/** A form rule whose message is shown as it is, without the generic "Invalid input." prefix (lib/validate.ts). */
export const plainIssue = (ctx: z.RefinementCtx, message: string) => ctx.addIssue({ code: "custom", message, params: { plain: true } });

/** A country as ISO 3166 alpha-2 (any case) or a UK home nation; the flag is derived from it. */
export const countryCode = z
  .string()
  .trim()
  .transform((c) => c.toUpperCase())
  .refine((c) => /^[A-Z]{2}$/.test(c) || (SUBDIVISIONS as readonly string[]).includes(c), {
    message: `must be a two-letter ISO country code such as ES, or one of ${SUBDIVISIONS.join(", ")}`,
  })
  .refine((c) => c.length !== 2 || regionName(c) !== null, { message: "is not a country code" });

/** The region's English name, or null when the code names none (Intl knows the ISO list). */
function regionName(code: string): string | null {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
