// The data model: the single source of truth for every table. Migrations are generated from it.
// Convention: timestamps are epoch milliseconds (UTC) in integer columns; booleans are 0/1 integers.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CLAIM_KINDS, CLAIM_SOURCES, GOING_MAX_PEOPLE, REPORT_REASONS, SUBMISSION_SHOWS } from "../shared/constants";
import type { WeeklyHours } from "../shared/hours";
import { LOCALES } from "../shared/i18n/locales";
import { MATCH_DAY_KINDS } from "../shared/match-day";
import { OPEN_DATA_SOURCES, type OpenDataSource } from "../shared/open-data";

export type { OpenDataSource, WeeklyHours };

/** The database clock in epoch ms: the default of every timestamp, and what INSERT ... SELECT writes in its place. */
export const nowMsSql = () => sql`(unixepoch('subsec') * 1000)`;

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMsSql());
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMsSql());
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export const VENUE_STATUSES = ["pending", "approved", "rejected"] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];
export const POST_STATUSES = VENUE_STATUSES;
/** The languages a blog post can be written in (the site's: shared/i18n/locales.ts). */
const POST_LANGUAGES = LOCALES;
export type PostStatus = VenueStatus;

export const VENUE_SOURCES = ["submission", "import", "admin", "demo", "open_data"] as const;

/** The time zone of a city nobody gave one (spec: "time zone America/New_York" by default). */
export const DEFAULT_CITY_TIME_ZONE = "America/New_York";

export const cities = sqliteTable(
  "cities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    state: text("state"),
    country: text("country").notNull().default("USA"),
    description: text("description"),
    /** Spanish versions of the admin-written texts (/es pages); empty means the English one shows. */
    descriptionEs: text("description_es"),
    host2026: bool("host_2026"),
    timeZone: text("time_zone").notNull().default(DEFAULT_CITY_TIME_ZONE),
    primaryStadium: text("primary_stadium"),
    stadiumCapacity: integer("stadium_capacity"),
    lat: real("lat"),
    lng: real("lng"),
    heroTitle: text("hero_title"),
    heroSubtitle: text("hero_subtitle"),
    heroTitleEs: text("hero_title_es"),
    heroSubtitleEs: text("hero_subtitle_es"),
    heroImageUrl: text("hero_image_url"),
    seoTitle: text("seo_title"),
    seoMetaDesc: text("seo_meta_desc"),
    ogImageUrl: text("og_image_url"),
    ctaPrimaryText: text("cta_primary_text"),
    ctaPrimaryUrl: text("cta_primary_url"),
    lastUpdatedUtc: integer("last_updated_utc", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cities_slug_unique").on(t.slug), index("cities_state_name_idx").on(t.state, t.name)],
);

export const venues = sqliteTable(
  "venues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    address: text("address").notNull(),
    lat: real("lat"),
    lng: real("lng"),
    phone: text("phone"),
    website: text("website"),
    instagram: text("instagram"),
    tiktok: text("tiktok"),
    youtube: text("youtube"),
    hoursShort: text("hours_short"),
    // Structured weekly hours (see shared/hours.ts) so "Open now" can be computed; null = unknown.
    hours: text("hours", { mode: "json" }).$type<WeeklyHours | null>(),
    /**
     * Opens early for early kick-offs: the local time ("07:00", the venue's zone), who said so
     * (CLAIM_SOURCES) and when; all three null when not said (docs/decisions/029).
     */
    opensEarlyAt: text("opens_early_at"),
    opensEarlySource: text("opens_early_source", { enum: CLAIM_SOURCES }),
    opensEarlyConfirmedAt: integer("opens_early_confirmed_at", { mode: "timestamp_ms" }),
    neighborhood: text("neighborhood"),
    // Tags are a JSON array of strings; filtered with json_each() after narrowing by city.
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    hasFood: bool("has_food"),
    familyFriendly: bool("family_friendly"),
    bigScreens: bool("big_screens"),
    openLate: bool("open_late"),
    craftBeer: bool("craft_beer"),
    outdoorScreens: bool("outdoor_screens"),
    premiumBar: bool("premium_bar"),
    coverImage: text("cover_image"),
    notes: text("notes"),
    status: text("status", { enum: VENUE_STATUSES }).notNull().default("pending"),
    isFeatured: bool("is_featured"),
    featuredUntil: integer("featured_until", { mode: "timestamp_ms" }),
    // Denormalised fan-rating aggregates, recomputed in the same batch as every rating write.
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    // Where the row came from: 'demo' rows are sample content, removable in one command; 'open_data'
    // rows were made from an open map data import (their source rows: openDataPlaces).
    source: text("source", { enum: VENUE_SOURCES }).notNull().default("admin"),
    submissionId: integer("submission_id"),
    /** When the venue's owner last said "Everything is still accurate" (site clock); null = never. */
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("venues_city_slug_unique").on(t.cityId, t.slug),
    index("venues_city_status_idx").on(t.cityId, t.status, t.isFeatured),
    index("venues_status_featured_idx").on(t.status, t.isFeatured, t.featuredUntil),
    index("venues_featured_until_idx").on(t.featuredUntil),
    index("venues_source_idx").on(t.source),
  ],
);

export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    venueName: text("venue_name").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    address: text("address").notNull(),
    contactEmail: text("contact_email").notNull(),
    details: text("details"),
    hasFood: bool("has_food"),
    familyFriendly: bool("family_friendly"),
    bigScreens: bool("big_screens"),
    openLate: bool("open_late"),
    /**
     * What the venue says it shows: every match of every competition ("every"), every match of the
     * competitions in `showsCompetitions`, its team's (`supportersTeam`), or "all": every World Cup
     * match (the form's answer before competitions).
     */
    showsMatches: text("shows_matches", { enum: SUBMISSION_SHOWS }),
    /** The FIFA code of the team whose supporters' venue this is (checked against teams when submitted). */
    supportersTeam: text("supporters_team"),
    /** With showsMatches "competitions": the ids of the competitions it shows every match of. */
    showsCompetitions: text("shows_competitions", { mode: "json" }).$type<string[]>(),
    // The listing's optional details, copied into the venue when the payment is fulfilled.
    phone: text("phone"),
    website: text("website"),
    /** "@handle" */
    instagram: text("instagram"),
    hours: text("hours", { mode: "json" }).$type<WeeklyHours | null>(),
    /** The owner's map pin; both null when none was placed (the venue is then listed but not on the map). */
    lat: real("lat"),
    lng: real("lng"),
    /** The venue types ticked (VENUE_TYPES), which become the venue's type tags once paid. */
    venueTypes: text("venue_types", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("submissions_city_idx").on(t.cityId)],
);

export const adminLogs = sqliteTable(
  "admin_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    event: text("event").notNull(),
    payload: text("payload"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_logs_created_idx").on(t.createdAt), index("admin_logs_event_idx").on(t.event, t.createdAt)],
);

/** The cron's runs, newest last: when each started and ended and each job's outcome ("ok" or its error). The cron keeps the last 50. */
export const cronRuns = sqliteTable(
  "cron_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }).notNull(),
    results: text("results", { mode: "json" }).$type<Record<string, string>>().notNull(),
  },
  (t) => [index("cron_runs_started_idx").on(t.startedAt)],
);

export const sponsors = sqliteTable(
  "sponsors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    contactEmail: text("contact_email"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sponsors_city_idx").on(t.cityId, t.status), uniqueIndex("sponsors_subscription_unique").on(t.stripeSubscriptionId)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull().default("World Cup Watch Spots Team"),
    coverImage: text("cover_image"),
    status: text("status", { enum: POST_STATUSES }).notNull().default("pending"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    source: text("source", { enum: ["admin", "demo", "seed"] })
      .notNull()
      .default("admin"),
    /** The language the post is written in: the public blog lists each language's posts on its own pages. */
    language: text("language", { enum: POST_LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt),
    index("blog_posts_city_status_idx").on(t.cityId, t.status, t.publishedAt),
    check("blog_posts_language", sql`${t.language} IN ('en', 'es')`),
  ],
);

export const bookmarks = sqliteTable(
  "bookmarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bookmarks_user_venue_unique").on(t.userId, t.venueId), index("bookmarks_venue_idx").on(t.venueId)],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    username: text("username").notNull(),
    password: text("password").notNull(),
  },
  (t) => [uniqueIndex("users_username_unique").on(t.username)],
);

/** One rating per anonymous fan per venue; changeable. */
export const venueRatings = sqliteTable(
  "venue_ratings",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    stars: integer("stars").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.userId] }), check("venue_ratings_stars", sql`${t.stars} BETWEEN 1 AND 5`)],
);

/** Server-side admin sessions; only a SHA-256 hash of the cookie token is stored. */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export const CHECKOUT_KINDS = ["submission", "featured", "sponsor"] as const;
export const CHECKOUT_STATUSES = ["pending", "paid", "expired", "cancelled"] as const;

/** A checkout started by a visitor: what is being bought and what fulfilment must do. */
export const checkouts = sqliteTable(
  "checkouts",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: CHECKOUT_KINDS }).notNull(),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    pricingPhase: text("pricing_phase"),
    stripeSessionId: text("stripe_session_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    submissionId: integer("submission_id").references(() => submissions.id),
    venueId: integer("venue_id").references(() => venues.id, { onDelete: "set null" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    contactEmail: text("contact_email"),
    // Everything fulfilment needs, frozen at checkout creation (JSON).
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>(),
    fulfilledAt: integer("fulfilled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("checkouts_stripe_session_unique").on(t.stripeSessionId), index("checkouts_status_created_idx").on(t.status, t.createdAt)],
);

/** Stripe event ids already processed: the webhook's idempotency record. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(nowMsSql()),
    lastError: text("last_error"),
    // Prevents the same e-mail being queued twice for one cause (e.g. 'approved:venue:12').
    dedupeKey: text("dedupe_key"),
    /** Extra headers sent with it (List-Unsubscribe, List-Unsubscribe-Post); null for none. */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("email_outbox_status_next_idx").on(t.status, t.nextAttemptAt), uniqueIndex("email_outbox_dedupe_unique").on(t.dedupeKey)],
);

/** Prices per kind and phase; the phase in force is the one whose window contains now. */
export const pricingPhases = sqliteTable(
  "pricing_phases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["submission", "featured", "sponsor"] }).notNull(),
    phase: text("phase").notNull(),
    label: text("label").notNull(),
    priceCents: integer("price_cents").notNull(),
    description: text("description").notNull(),
    note: text("note"),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("pricing_kind_phase_unique").on(t.kind, t.phase), index("pricing_kind_starts_idx").on(t.kind, t.startsAt)],
);

/**
 * Sliding-window rate limits (login, checkouts, bookmarks, ratings, reports): per key, the times (epoch
 * ms) of the hits let through within the window, so no window boundary ever lets a double burst through.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: text("hits", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    /** Whether the latest hit was let through (what the check reads back). */
    allowed: bool("allowed"),
    updatedAt: integer("updated_at").notNull().default(0),
  },
  (t) => [index("rate_limits_updated_idx").on(t.updatedAt)],
);

/**
 * Answers to writes sent with an Idempotency-Key, kept 24 hours: a retry with the same key gets the
 * stored answer instead of writing again. The row is written in the same D1 batch as the write it
 * records; `status` and `body` are null only while a write whose handler reads after it is in flight.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    /** "POST /api/blog/posts": a key is unique per method and path. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path, query and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** The answer went to a signed-in admin: it is replayed only to a signed-in admin. */
    admin: bool("admin"),
    status: integer("status"),
    body: text("body"),
    contentType: text("content_type"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Version counters of public data scopes. Public GET responses are cached under a key that
 * includes the versions of the scopes they read; a write bumps its scopes in the same batch,
 * so cached copies of what it touched are never served again.
 */
export const dataVersions = sqliteTable("data_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(0),
});

/** The 2026 World Cup's 16 stadiums (real data, db/seed/wc2026). `cityId` links the 11 US ones to their site city. */
export const stadiums = sqliteTable("stadiums", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  fifaName: text("fifa_name").notNull(),
  hostCity: text("host_city").notNull(),
  municipality: text("municipality").notNull(),
  region: text("region").notNull(),
  country: text("country").notNull(),
  capacityApprox: integer("capacity_approx"),
  timeZone: text("time_zone").notNull(),
  lat: real("lat").notNull(),
  lng: real("lng").notNull(),
  cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
});

export const COMPETITION_KINDS = ["tournament", "league"] as const;
export const COMPETITION_SOURCE_KINDS = ["builtin", "openfootball", "ics", "csv"] as const;

/**
 * A competition whose matches the site lists: the 2026 World Cup (builtin data) and the leagues of a
 * season, each from a source (docs/decisions/025). `id` is a readable slug ("premier-league-2026-27").
 */
export const competitions = sqliteTable(
  "competitions",
  {
    id: text("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameEs: text("name_es").notNull(),
    shortEn: text("short_en").notNull(),
    shortEs: text("short_es").notNull(),
    kind: text("kind", { enum: COMPETITION_KINDS }).notNull(),
    /** "2026", "2026-27". */
    season: text("season").notNull(),
    /** The IANA zone the source writes its local times in. */
    timeZone: text("time_zone").notNull(),
    /** The order competitions are listed in (and club match numbers are given in). */
    position: integer("position").notNull().default(0),
    sourceKind: text("source_kind", { enum: COMPETITION_SOURCE_KINDS }).notNull(),
    /** Where a refresh reads the fixtures; null for builtin data and CSV uploads. */
    sourceUrl: text("source_url"),
    sourceLabel: text("source_label").notNull(),
    sourceLicence: text("source_licence").notNull(),
    refreshHours: integer("refresh_hours").notNull().default(24),
    /** When the stored fixtures were last read from the source (for a shipped snapshot: the snapshot's date). */
    refreshedAt: integer("refreshed_at", { mode: "timestamp_ms" }),
    refreshStatus: text("refresh_status"),
    refreshError: text("refresh_error"),
    /** Failed reads in a row since the last success (the cron backs off on them: docs/decisions/035). */
    refreshFailures: integer("refresh_failures").notNull().default(0),
    /** After a failed read: when the cron tries the source again; null when refresh_hours decide. */
    nextRefreshAt: integer("next_refresh_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    check("competitions_kind", sql`${t.kind} IN ('tournament', 'league')`),
    check("competitions_source_kind", sql`${t.sourceKind} IN ('builtin', 'openfootball', 'ics', 'csv')`),
  ],
);

export const API_PROVIDERS = ["football-data"] as const;

/**
 * A competition's results API beside its fixture list (docs/decisions/040): the provider's code of the
 * competition ("PL"), and how its last read went. The cron reads it; its kick-off times and results
 * win over the fixture list's.
 */
export const competitionApiSources = sqliteTable(
  "competition_api_sources",
  {
    competitionId: text("competition_id")
      .primaryKey()
      .references(() => competitions.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: API_PROVIDERS }).notNull().default("football-data"),
    code: text("code").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    refreshedAt: integer("refreshed_at", { mode: "timestamp_ms" }),
    refreshStatus: text("refresh_status"),
    refreshError: text("refresh_error"),
    failures: integer("failures").notNull().default(0),
    nextRefreshAt: integer("next_refresh_at", { mode: "timestamp_ms" }),
    /** The last applied read's changes (JSON list of "Home v Away: what changed"). */
    lastChanges: text("last_changes", { mode: "json" }).$type<string[]>(),
  },
  (t) => [check("competition_api_sources_provider", sql`${t.provider} IN ('football-data')`)],
);

/** The competition the site was built for: its rows predate competitions and default to it. */
export const WORLD_CUP_ID = "world-cup-2026";

export const TEAM_KINDS = ["nation", "club"] as const;

/**
 * Nations keyed by FIFA code ("USA") and clubs keyed by a lower-case slug of at least four letters
 * ("arsenal"), so the two never mix. The World Cup's columns are null for clubs.
 */
export const teams = sqliteTable(
  "teams",
  {
    code: text("code").primaryKey(),
    kind: text("kind", { enum: TEAM_KINDS }).notNull().default("nation"),
    name: text("name").notNull(),
    /** How fans say it ("Man City"); null when it is the name. */
    shortName: text("short_name"),
    /** The Spanish name where fans say it differently ("Bayern de Múnich"). */
    nameEs: text("name_es"),
    /** A club's country (ISO 3166 alpha-2, or "GB-ENG"); null for nations. */
    country: text("country"),
    /** The feed's exact name: the key a refresh matches on. */
    sourceName: text("source_name"),
    fifaName: text("fifa_name"),
    group: text("group_letter"),
    confederation: text("confederation"),
    /** A nation's flag, or a club's country's flag. */
    flag: text("flag").notNull(),
    finish: text("finish"),
  },
  (t) => [uniqueIndex("teams_source_name_unique").on(t.sourceName), check("teams_kind", sql`${t.kind} IN ('nation', 'club')`)],
);

export const MATCH_STATUSES = ["scheduled", "played", "postponed", "cancelled"] as const;
/** A value a results API wrote: the fixture list no longer overwrites it (an admin's lock still wins over both). */
export const MATCH_VALUE_SOURCES = ["api"] as const;
export const KICKOFF_PRECISIONS = ["exact", "time_tbc", "date_tbc"] as const;
export type KickoffPrecision = (typeof KICKOFF_PRECISIONS)[number];

/**
 * Every match, keyed by number: the World Cup's 1-104 (FIFA's), other competitions' from 1001 on.
 * Teams are null until known (the slots say who fills them: "1A", "W74"); `result` is the stored JSON
 * of full time, half time, extra time, penalties, winner and scorers.
 */
export const matches = sqliteTable(
  "matches",
  {
    number: integer("number").primaryKey(),
    competitionId: text("competition_id")
      .notNull()
      .default(WORLD_CUP_ID)
      .references(() => competitions.id),
    /** The World Cup's: where its number came from. */
    numberSource: text("number_source", { enum: ["dataset", "derived"] }),
    /** The World Cup's stage and group; a league's `round` ("Matchday 12"). */
    stage: text("stage"),
    group: text("group_letter"),
    round: text("round"),
    /** The instant of kick-off; with `time_tbc` an instant within the local day (never shown as a time). */
    kickoffAt: integer("kickoff_at", { mode: "timestamp_ms" }).notNull(),
    /** What is known of the kick-off: the time, the day only, or a placeholder date ("weekend of"). */
    kickoffPrecision: text("kickoff_precision", { enum: KICKOFF_PRECISIONS }).notNull().default("exact"),
    /** The local date and time ("YYYY-MM-DD HH:MM") in the stadium's or league's zone, and its UTC offset then ("-04:00"). */
    kickoffLocal: text("kickoff_local").notNull(),
    utcOffset: text("utc_offset").notNull(),
    stadiumId: text("stadium_id").references(() => stadiums.id),
    team1Code: text("team1_code").references(() => teams.code),
    team2Code: text("team2_code").references(() => teams.code),
    team1Slot: text("team1_slot"),
    team2Slot: text("team2_slot"),
    status: text("status", { enum: MATCH_STATUSES }).notNull(),
    result: text("result", { mode: "json" }).$type<MatchResult>(),
    notes: text("notes"),
    /** The source's key of the match ("{competition}:{home}|{away}" for a league); null for builtin data. */
    sourceKey: text("source_key"),
    /** Fields an admin corrected by hand (JSON list): a refresh never writes them. */
    adminLocked: text("admin_locked", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Where the stored kick-off and the result (with the status) came from: null for the fixture list, "api" for a results API (docs/decisions/040). */
    kickoffFrom: text("kickoff_from", { enum: MATCH_VALUE_SOURCES }),
    resultFrom: text("result_from", { enum: MATCH_VALUE_SOURCES }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("matches_kickoff_idx").on(t.kickoffAt),
    index("matches_stadium_idx").on(t.stadiumId),
    index("matches_competition_kickoff_idx").on(t.competitionId, t.kickoffAt),
    index("matches_team1_idx").on(t.team1Code),
    index("matches_team2_idx").on(t.team2Code),
    uniqueIndex("matches_source_key_unique").on(t.sourceKey),
    check("matches_status", sql`${t.status} IN ('scheduled', 'played', 'postponed', 'cancelled')`),
    check("matches_kickoff_precision", sql`${t.kickoffPrecision} IN ('exact', 'time_tbc', 'date_tbc')`),
  ],
);

/** A played match's result, as the data source gives it. */
export interface MatchResult {
  ft: [number, number];
  ht: [number, number] | null;
  aet: [number, number] | null;
  penalties: [number, number] | null;
  decidedBy: "regular_time" | "extra_time" | "penalties";
  winner: string | null;
  draw: boolean;
  goals1: MatchGoal[];
  goals2: MatchGoal[];
}

/** A goal in a side's list; the flags are present only when true (an own goal is listed under the side it counted for). */
export interface MatchGoal {
  player: string;
  minute: string;
  own_goal?: boolean;
  penalty?: boolean;
}

/**
 * What a venue says it shows: every match of every competition (`subject` "all"), every match of a
 * competition ("competition:world-cup-2026"), one match ("match:104"), or that it is a supporters'
 * venue of a team ("team:USA", optionally naming the supporters' group). Each claim keeps who made it
 * (CLAIM_SOURCES) and when it was last confirmed.
 */
export const venueClaims = sqliteTable(
  "venue_claims",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    kind: text("kind", { enum: CLAIM_KINDS }).notNull(),
    matchNumber: integer("match_number").references(() => matches.number),
    teamCode: text("team_code").references(() => teams.code),
    competitionId: text("competition_id").references(() => competitions.id),
    groupName: text("group_name"),
    source: text("source", { enum: CLAIM_SOURCES }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.subject] }),
    index("venue_claims_match_idx").on(t.matchNumber),
    index("venue_claims_team_idx").on(t.teamCode),
    index("venue_claims_competition_idx").on(t.competitionId),
    check(
      "venue_claims_shape",
      sql`(${t.kind} = 'all_matches' AND ${t.subject} = 'all' AND ${t.matchNumber} IS NULL AND ${t.teamCode} IS NULL AND ${t.competitionId} IS NULL)
        OR (${t.kind} = 'match' AND ${t.matchNumber} IS NOT NULL AND ${t.subject} = 'match:' || ${t.matchNumber})
        OR (${t.kind} = 'supporters' AND ${t.teamCode} IS NOT NULL AND ${t.subject} = 'team:' || ${t.teamCode})
        OR (${t.kind} = 'competition' AND ${t.competitionId} IS NOT NULL AND ${t.subject} = 'competition:' || ${t.competitionId} AND ${t.matchNumber} IS NULL AND ${t.teamCode} IS NULL)`,
    ),
  ],
);

/** A fan's "not showing / closed" report on a venue for a match: one per fan, venue and match. */
export const matchReports = sqliteTable(
  "match_reports",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    matchNumber: integer("match_number")
      .notNull()
      .references(() => matches.number),
    fanId: text("fan_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.matchNumber, t.fanId] }), index("match_reports_match_idx").on(t.matchNumber)],
);

/**
 * A fan's "I'm going" to a venue for a match, with how many people in all (docs/decisions/033): one
 * answer per anonymous fan, venue and match, changed in place and taken back by deleting it.
 */
export const matchGoing = sqliteTable(
  "match_going",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    matchNumber: integer("match_number")
      .notNull()
      .references(() => matches.number, { onDelete: "cascade" }),
    fanId: text("fan_id").notNull(),
    people: integer("people").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.matchNumber, t.fanId] }),
    index("match_going_fan_idx").on(t.fanId),
    check("match_going_people", sql`${t.people} BETWEEN 1 AND ${sql.raw(String(GOING_MAX_PEOPLE))}`),
  ],
);

/**
 * A venue's live fact for one match (`match:{n}`) or one local day (`day:{YYYY-MM-DD}`), set by its
 * owner: one row per venue, subject and kind, replaced when set again. A match's fact lapses three
 * hours after its kick-off (read against the match's kick-off, which a feed may move), a day's at the
 * venue's local midnight (`expires_at`). "not_showing" keeps the venue off the match's lists for good,
 * while its claims stay as they are (docs/decisions/034).
 */
export const venueMatchStatus = sqliteTable(
  "venue_match_status",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    matchNumber: integer("match_number").references(() => matches.number),
    day: text("day"),
    kind: text("kind", { enum: MATCH_DAY_KINDS }).notNull(),
    /** The opening time ("07:00", the venue's local time) for `opens`; null for the others. */
    value: text("value"),
    /** The owner's address. */
    setBy: text("set_by").notNull(),
    setAt: integer("set_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.subject, t.kind] }),
    index("venue_match_status_match_idx").on(t.matchNumber, t.kind),
    check(
      "venue_match_status_shape",
      sql`(${t.matchNumber} IS NOT NULL AND ${t.day} IS NULL AND ${t.subject} = 'match:' || ${t.matchNumber})
        OR (${t.matchNumber} IS NULL AND ${t.day} IS NOT NULL AND ${t.subject} = 'day:' || ${t.day} AND ${t.kind} <> 'not_showing')`,
    ),
  ],
);

// ---- Venue owners: claims, sign-in links, sessions, owned venues, pending changes, daily figures.

export const OWNER_CLAIM_STATUSES = ["pending", "approved", "rejected", "verified"] as const;
export const OWNER_CLAIM_ORIGINS = ["form", "purchase", "submission"] as const;

/**
 * A request to manage a venue's listing: verified at once when the e-mail's domain is the venue's
 * website's; otherwise it waits for an admin (evidence: e-mail, website at the time, message).
 */
export const ownerClaims = sqliteTable(
  "owner_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    message: text("message"),
    /** The venue's website when the claim was made (the evidence an admin weighs). */
    website: text("website"),
    origin: text("origin", { enum: OWNER_CLAIM_ORIGINS }).notNull().default("form"),
    status: text("status", { enum: OWNER_CLAIM_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("owner_claims_status_idx").on(t.status, t.createdAt), index("owner_claims_venue_email_idx").on(t.venueId, t.email)],
);

/** Who manages which venue: an e-mail address per row (an owner signs in with it). */
export const venueOwners = sqliteTable(
  "venue_owners",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.email] }), index("venue_owners_email_idx").on(t.email)],
);

/** Single-use sign-in links (15 minutes): only the SHA-256 hash of the token is stored. */
export const ownerSignInTokens = sqliteTable(
  "owner_sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("owner_sign_in_tokens_expires_idx").on(t.expiresAt)],
);

/** Server-side owner sessions, apart from the admin's; only a SHA-256 hash of the cookie token is stored. */
export const ownerSessions = sqliteTable(
  "owner_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("owner_sessions_expires_idx").on(t.expiresAt), index("owner_sessions_email_idx").on(t.email)],
);

export const OWNER_CHANGE_STATUSES = ["pending", "approved", "rejected"] as const;

/** An owner's change of the venue's name or address: shown only once an admin approves it. */
export const ownerChangeRequests = sqliteTable(
  "owner_change_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    changes: text("changes", { mode: "json" }).$type<{ name?: string; address?: string }>().notNull(),
    status: text("status", { enum: OWNER_CHANGE_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("owner_change_requests_status_idx").on(t.status, t.createdAt), index("owner_change_requests_venue_idx").on(t.venueId)],
);

/** Per venue and UTC day: page views, saves and ratings. Counts only, no personal data. */
export const venueDailyStats = sqliteTable(
  "venue_daily_stats",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    /** "YYYY-MM-DD" (UTC). */
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    ratings: integer("ratings").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.day] })],
);

/**
 * Places read from open map data (docs/decisions/030), kept as their own layer, apart from what venues
 * and admins entered: the source, the element's id there and its licence, what the last import read
 * (so a re-import updates only fields nobody changed by hand), and the venue it became or was linked to.
 */
export const openDataPlaces = sqliteTable(
  "open_data_places",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    source: text("source", { enum: OPEN_DATA_SOURCES }).notNull(),
    /** The element's id at its source: "node/123", "way/45" (OpenStreetMap), an Overture id. */
    sourceId: text("source_id").notNull(),
    /** The licence the row carries ("ODbL-1.0", or an Overture row's own). */
    licence: text("licence").notNull(),
    /** The venue made from it, or the listing it was found to be (linked); null once that venue is deleted. */
    venueId: integer("venue_id").references(() => venues.id, { onDelete: "set null" }),
    /** true: it matched a venue already listed, whose own data is left as it is. */
    linked: bool("linked"),
    /** The fields as the last import read them (name, address, lat, lng, phone, website, hours). */
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** How old the data is: the export's timestamp (or the element's), when the file says. */
    dataDate: integer("data_date", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("open_data_places_source_unique").on(t.source, t.sourceId),
    index("open_data_places_venue_idx").on(t.venueId),
    index("open_data_places_city_idx").on(t.cityId),
  ],
);

// ---- Match reminders by e-mail (docs/decisions/031): no account, double opt-in, signed links.

/**
 * A fan's address for match reminders. Nothing but the confirmation is sent until `confirmedAt`
 * (the consent time); an address never confirmed is forgotten after a week. Stored lower-cased,
 * once: the reminders need it, and nothing else about the fan is kept.
 */
export const reminderSubscribers = sqliteTable(
  "reminder_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_subscribers_email_unique").on(t.email), index("reminder_subscribers_confirmed_idx").on(t.confirmedAt, t.createdAt)],
);

/** A team (club or nation) a fan follows, the site city whose venues the reminder lists, and the language signed up in. */
export const reminderFollows = sqliteTable(
  "reminder_follows",
  {
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => reminderSubscribers.id, { onDelete: "cascade" }),
    teamCode: text("team_code")
      .notNull()
      .references(() => teams.code),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    createdAt: createdAt(),
    /** Null until the confirmation link of the sign-up that added it is used. */
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.teamCode] }), index("reminder_follows_team_idx").on(t.teamCode, t.confirmedAt)],
);

/**
 * What a fan was told about a match: the kick-off the last reminder or correction gave (null: "postponed,
 * no new time"). One row per fan and match: the cron's retries never send twice, and a moved kick-off
 * is noticed against it.
 */
export const reminderSends = sqliteTable(
  "reminder_sends",
  {
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => reminderSubscribers.id, { onDelete: "cascade" }),
    matchNumber: integer("match_number")
      .notNull()
      .references(() => matches.number),
    kickoffAt: integer("kickoff_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.matchNumber] }), index("reminder_sends_match_idx").on(t.matchNumber)],
);
