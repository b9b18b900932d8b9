// Worker bindings and the typed configuration read from vars and secrets.
import { z } from "zod";
import type { Db } from "./db/client";
import type { PublicConfig } from "./shared/contract/common";
import { SITE_NAME } from "./shared/page-titles";

/** Secrets are set with `wrangler secret put` (or .dev.vars locally); all optional at the type level. */
export interface Secrets {
  ADMIN_PASSWORD?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  EMAIL_API_KEY?: string;
  /** Signs the links of match-reminder e-mails (confirm, manage, unsubscribe); required in production. */
  REMINDER_LINK_SECRET?: string;
  /** Overrides the Stripe API host (tests point the SDK at a local fake). */
  STRIPE_API_HOST?: string;
  /** The football-data.org v4 API token (docs/decisions/040); without it, API sources are not read. */
  FOOTBALL_DATA_TOKEN?: string;
  /** The football-data.org API's address; outside production it may point at the local stand-in. */
  FOOTBALL_DATA_URL?: string;
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
    /**
     * OpenStreetMap's Overpass API, asked by the admin's "Import from OpenStreetMap" (docs/decisions/042).
     * Outside production a local /dev/overpass address is answered from memory (services/imports/overpass.ts).
     */
    OVERPASS_URL: z.url().default("https://overpass-api.de/api/interpreter"),
    /** Where API sources are read (docs/decisions/040). */
    FOOTBALL_DATA_URL: z.url().default("https://api.football-data.org"),
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

/** The settings the app reads (GET /api/config, and inlined in every page the edge renders). */
export function publicConfig(config: Config): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    supportEmail: config.SUPPORT_EMAIL,
    tileUrl: config.TILE_URL,
    tileAttribution: config.TILE_ATTRIBUTION,
    sisterSiteUrl: config.SISTER_SITE_URL,
    environment: config.ENVIRONMENT,
  };
}

/** An admin password is strong enough for production with at least this many characters... */
const ADMIN_PASSWORD_MIN_LENGTH = 16;
/** ...of which at least this many different ones ("aaaaaaaaaaaaaaaa" is not a password). */
const ADMIN_PASSWORD_MIN_DISTINCT = 8;

/** The words guessing tools try first. */
const GUESSED_FIRST = /password|passw0rd|changeme|letmein|qwerty|123456/i;

export function isWeakAdminPassword(password: string): boolean {
  return [...password].length < ADMIN_PASSWORD_MIN_LENGTH || new Set(password).size < ADMIN_PASSWORD_MIN_DISTINCT || GUESSED_FIRST.test(password);
}

/**
 * What a production deploy lacks before it may take writes: [] when complete (and outside production).
 * Worded for the operator (the log and the README), never shown to visitors.
 */
export function productionGaps(env: Bindings): string[] {
  if (getConfig(env).ENVIRONMENT !== "production") return [];
  const gaps: string[] = [];
  if (!env.STRIPE_WEBHOOK_SECRET)
    gaps.push("STRIPE_WEBHOOK_SECRET is not set: run `wrangler secret put STRIPE_WEBHOOK_SECRET` with the endpoint's signing secret");
  if (!env.ADMIN_PASSWORD) gaps.push("ADMIN_PASSWORD is not set: run `wrangler secret put ADMIN_PASSWORD`");
  else if (isWeakAdminPassword(env.ADMIN_PASSWORD)) {
    gaps.push(
      `ADMIN_PASSWORD is too weak: use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters, ${ADMIN_PASSWORD_MIN_DISTINCT} or more of them different, and no common password word (e.g. \`openssl rand -base64 24\`)`,
    );
  }
  return gaps;
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
 * site's clock for this request (siteNow); `admin` is set by the admin guard once the sign-in is checked;
 * `owner` (the venue owner's e-mail address) by the owner guard.
 */
export type AppEnv = { Bindings: Bindings; Variables: { requestId: string; db: Db; now: Date; readsOwnWrites: boolean; admin?: boolean; owner?: string } };
