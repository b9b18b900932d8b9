// Shapes every part of the API shares: the error body and the public configuration.
import { z } from "./zod";

/** Every API error. */
export const apiErrorBody = z.object({
  error: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** GET /api/config: the public runtime configuration the SPA needs. */
export const publicConfig = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  supportEmail: z.string(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
  /** Empty when not configured. */
  sisterSiteUrl: z.string(),
  environment: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** GET /api/health */
export const health = z.object({ status: z.literal("ok"), environment: z.string() });
