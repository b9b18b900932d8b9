// Worker bindings and the typed configuration read from vars and secrets.
import { z } from "zod";
import type { Db } from "./db/client";
import { SITE_NAME } from "./shared/page-titles";

/** Secrets are set with `wrangler secret put` (or .dev.vars locally); all optional at the type level. */
export interface Secrets {
  ADMIN_PASSWORD?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  EMAIL_API_KEY?: string;
  /** Overrides the Stripe API host (tests point the SDK at a local fake). */
  STRIPE_API_HOST?: string;
  /** Set with `--var` by the local scripts only (env.ts SITE_NOW). */
  SITE_NOW?: string;
}

export type Bindings = Env & Secrets;

const configSchema = z
  .object({
    ENVIRONMENT: z.enum(["development", "test", "production"]).default("development"),
    SITE_NAME: z.string().min(1).default(SITE_NAME),
    SITE_URL: z.url(),
    SUPPORT_EMAIL: z.email(),
    TILE_URL: z.string().min(1),
    TILE_ATTRIBUTION: z.string().default(""),
    SISTER_SITE_URL: z.union([z.literal(""), z.url()]).default(""),
    /** Shows the site as of this moment (ISO timestamp); development and tests only. */
    SITE_NOW: z.union([z.literal(""), z.iso.datetime({ offset: true })]).default(""),
  })
  .refine((c) => !(c.ENVIRONMENT === "production" && c.SITE_NOW), {
    message: "SITE_NOW is refused in production: the live site always runs on the real clock. Remove the variable and deploy again.",
    path: ["SITE_NOW"],
  });

export type Config = z.infer<typeof configSchema>;

const cache = new WeakMap<object, Config>();

/** Parses vars once per env object; a misconfigured deploy fails loudly at the first request. */
export function getConfig(env: Bindings): Config {
  let config = cache.get(env);
  if (!config) {
    config = configSchema.parse(env);
    cache.set(env, config);
  }
  return config;
}

/**
 * The site's clock: SITE_NOW when set (outside production), else the real time. It decides what the
 * site shows (the tournament's phase, results, prices in force); security timers (sessions, rate
 * limits) always run on the real clock.
 */
export function siteNow(config: Config): Date {
  return config.SITE_NOW ? new Date(config.SITE_NOW) : new Date();
}

/**
 * `db` is the drizzle client the db middleware puts on every request (middleware/db.ts); `now` is the
 * site's clock for this request (siteNow).
 */
export type AppEnv = { Bindings: Bindings; Variables: { requestId: string; db: Db; now: Date; readsOwnWrites: boolean } };
