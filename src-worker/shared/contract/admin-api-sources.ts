// /api/admin/competitions/:id/sources/football-data: a competition's results API beside its fixture
// list (docs/decisions/040), set, removed and read now by an admin; the cron reads it on its own.
import { z } from "./zod";

const API_SOURCE_STATUSES = ["ok", "rejected_rows", "failed", "no_token", "refused", "rate_limited"] as const;

export const apiSourceState = z.object({
  provider: z.literal("football-data"),
  /** The provider's code of the competition ("PL", "PD", "BL1", "SA", "FL1", "CL", "WC"). */
  code: z.string(),
  enabled: z.boolean(),
  /** When an answer was last read and applied; null when never. */
  refreshedAt: z.string().nullable(),
  refreshStatus: z.enum(API_SOURCE_STATUSES).nullable(),
  /** The last read's problem in plain words; null when it went well. */
  refreshError: z.string().nullable(),
  failures: z.number(),
  /** When the cron reads it next; null when at its usual pace. */
  nextRefreshAt: z.string().nullable(),
  /** What the last applied read changed ("Arsenal FC v Chelsea FC: kickoff 2026-12-12 (time TBC) → 2026-12-12 17:30 (UTC+00:00)"). */
  lastChanges: z.array(z.string()),
});
export type ApiSourceState = z.infer<typeof apiSourceState>;

export const apiSourceBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,6}$/, "must be the API's competition code, such as PL, PD, BL1, SA, FL1, CL or WC"),
});
