// /api/admin/pricing: the prices on sale are rows (docs/decisions/002, 032); an admin adds the next
// phase, changes one that has not started, or ends the one in force. What was in force stays as it was.

import { idParam, requiredText, text } from "./fields";
import { z } from "./zod";

const PRICING_KINDS = ["submission", "featured", "sponsor"] as const;

const instant = z.iso.datetime({ offset: true, message: "must be a date and time such as 2027-06-01T00:00:00Z" });

/** Dollars with at most two decimals, as charged. */
const price = z
  .number({ message: "must be a number of dollars" })
  .positive("must be more than $0")
  .max(100_000, "must be at most $100,000")
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, "must be whole cents");

const note = text(200)
  .nullable()
  .transform((s) => (s ? s : null));

const adminPricingPhase = z.object({
  id: z.number(),
  kind: z.enum(PRICING_KINDS),
  phase: z.string(),
  label: z.string(),
  price: z.number(),
  description: z.string(),
  note: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** As of the site's clock: over, the one sold now, later overlapped by a newer start, or still to come. */
  state: z.enum(["ended", "in_force", "overlapped", "upcoming"]),
});
export type AdminPricingPhase = z.infer<typeof adminPricingPhase>;

export const adminPricing = z.object({ now: z.string(), phases: z.array(adminPricingPhase) });
export type AdminPricing = z.infer<typeof adminPricing>;

const endsAfterStarts = (b: { startsAt?: string; endsAt?: string | null }) =>
  !(b.startsAt && b.startsAt !== "now" && b.endsAt && Date.parse(b.endsAt) <= Date.parse(b.startsAt));
const endsMessage = { message: "must be after the start", path: ["endsAt"] };

/** POST /api/admin/pricing: a new phase, from now ("now") or a later moment. */
export const pricingPhaseBody = z
  .object({
    kind: z.enum(PRICING_KINDS, { message: "must be submission, featured or sponsor" }),
    phase: z
      .string()
      .trim()
      .max(60, "must be at most 60 characters")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, such as club-season-2027-28"),
    label: requiredText(60),
    price,
    description: requiredText(300),
    note: note.optional().default(null),
    startsAt: z.union([z.literal("now"), instant]),
    endsAt: instant.nullable().optional().default(null),
  })
  .refine(endsAfterStarts, endsMessage);
export type PricingPhaseRequest = z.input<typeof pricingPhaseBody>;
export type PricingPhaseInput = z.output<typeof pricingPhaseBody>;

/** PATCH /api/admin/pricing/{id}: any field of a phase still to come; only the end of one that started. */
export const pricingPhaseUpdateBody = z
  .object({
    label: requiredText(60).optional(),
    price: price.optional(),
    description: requiredText(300).optional(),
    note: note.optional(),
    startsAt: z.union([z.literal("now"), instant]).optional(),
    endsAt: instant.nullable().optional(),
  })
  .refine(endsAfterStarts, endsMessage);
export type PricingPhaseUpdateRequest = z.input<typeof pricingPhaseUpdateBody>;
export type PricingPhaseUpdate = z.output<typeof pricingPhaseUpdateBody>;

export const pricingPhaseResult = z.object({ success: z.literal(true), phase: adminPricingPhase });
export type PricingPhaseResult = z.infer<typeof pricingPhaseResult>;

export const pricingPhaseParams = z.object({ id: idParam });
