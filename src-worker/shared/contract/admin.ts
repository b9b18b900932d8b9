// /api/admin and the admin writes the spec places elsewhere (docs/spec.md §7) (/api/blog/posts, /api/import-csv).

import { ADMIN_STATUSES } from "../constants";
import { FIELD_MAX, POST_CONTENT_MIN } from "../limits";
import { nameField } from "../names";
import { isIanaTimeZone } from "../time-zones";
import { findUsState } from "../us-states";
import { MAX_VENUE_TAGS, VENUE_FIELD_MAX } from "../venue-fields";
import { postLanguage } from "./blog";
import { adminVenueClaims } from "./claims";
import { emptyAsUndefined, httpUrl, id, idParam, plainIssue, requiredText, text } from "./fields";
import { opensEarlyField, optionalText, venueCore, venueDetailsFields, websiteField } from "./venues";
import { z } from "./zod";

/** POST /api/admin/login */
export const loginBody = z.object({ password: z.string().max(FIELD_MAX.password).default("") });
export type LoginRequest = z.input<typeof loginBody>;

/** GET /api/admin/session, POST /api/admin/login */
export const adminSession = z.object({ authenticated: z.literal(true), expiresAt: z.string() });
export type AdminSession = z.infer<typeof adminSession>;

/** Admin lists filter by city and status; "" (an unselected option) means any. */
export const adminListQuery = z.object({
  cityId: emptyAsUndefined(idParam),
  status: emptyAsUndefined(z.enum(["all", ...ADMIN_STATUSES])),
});

/** What an owner's paid submission told and paid: the admin's reply address and the receipt. */
const adminSubmission = z.object({
  contactEmail: z.string(),
  /** The checkout that paid for it; null when none was ever started (a submission stored by hand). */
  payment: z
    .object({
      amountCents: z.number(),
      currency: z.string(),
      status: z.enum(["pending", "paid", "expired", "cancelled"]),
      /** When the payment was confirmed; null while it is not. */
      paidAt: z.string().nullable(),
      createdAt: z.string(),
      /** Our checkout reference (the one on the owner's receipt) and the payment provider's. */
      reference: z.string(),
      providerReference: z.string().nullable(),
    })
    .nullable(),
});
export type AdminSubmission = z.infer<typeof adminSubmission>;

/** A venue as admins see it: the public form plus its moderation state and origin. */
export const adminVenue = venueCore.extend({
  slug: z.string(),
  status: z.enum(ADMIN_STATUSES),
  source: z.enum(["submission", "import", "admin", "demo", "open_data"]),
  submissionId: z.number().nullable(),
  submission: adminSubmission.nullable(),
  createdAt: z.string(),
  claims: adminVenueClaims,
});
export type AdminVenue = z.infer<typeof adminVenue>;

/** A day as "YYYY-MM-DD" that is a real calendar day. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((d) => {
    const at = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
  }, "must be a real date");

/**
 * POST /api/admin/venues/feature: for `days` (30 unless told), or until the end of the day `until`
 * in the venue's city (which wins when both are sent).
 */
export const featureBody = z.object({ venueId: id, days: z.number().int().min(1).max(365).default(30), until: calendarDay.optional() });

/** A venue's tags (its types and other labels): trimmed, without blanks or repeats (case-insensitive). */
const venueTags = z
  .array(z.string().trim().max(VENUE_FIELD_MAX.tag, `Each tag must be at most ${VENUE_FIELD_MAX.tag} characters.`))
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  })
  .pipe(z.array(z.string()).max(MAX_VENUE_TAGS, `At most ${MAX_VENUE_TAGS} tags.`));

/** Longest reason an admin gives for turning a paid submission down (it is e-mailed to the payer). */
export const REJECT_REASON_MAX = 1000;

/**
 * POST /api/admin/venues/reject: the spec's {venueId}. A paid submission also needs `reason`, which
 * is e-mailed to the payer; `refund` asks for the payment back through Stripe where Stripe holds it.
 */
export const rejectVenueBody = z.object({
  venueId: id,
  reason: z.string().trim().max(REJECT_REASON_MAX, `The reason must be at most ${REJECT_REASON_MAX} characters.`).optional(),
  refund: z.boolean().optional().default(false),
});
export type RejectVenueRequest = z.input<typeof rejectVenueBody>;

/** What was done, or is left to do, about the money of a rejected paid submission. */
const refundOutcome = z.object({
  method: z.enum(["stripe", "manual"]),
  status: z.enum(["refunded", "to_do"]),
  checkoutId: z.string(),
  amountCents: z.number(),
  /** "$150.00" */
  amount: z.string(),
  refundId: z.string().optional(),
  /** What the admin reads: done, or the step to take. */
  message: z.string(),
});
export type RefundOutcome = z.infer<typeof refundOutcome>;

const rejectVenueResult = z.object({ success: z.literal(true), venueId: z.number(), paid: z.boolean(), refund: refundOutcome.nullable() });
export type RejectVenueResult = z.infer<typeof rejectVenueResult>;

/**
 * PATCH /api/admin/venues/{id}: the fields to change. A field left out stays as it is; null or ""
 * clears an optional one. Same rules as a submission (shared/venue-fields.ts).
 */
export const venueEditBody = z
  .object({
    name: nameField("Name"),
    cityId: id,
    address: requiredText(FIELD_MAX.address),
    neighborhood: optionalText(VENUE_FIELD_MAX.neighborhood, "Neighborhood"),
    tags: venueTags,
    hasFood: z.boolean(),
    familyFriendly: z.boolean(),
    bigScreens: z.boolean(),
    openLate: z.boolean(),
    craftBeer: z.boolean(),
    outdoorScreens: z.boolean(),
    premiumBar: z.boolean(),
    ...venueDetailsFields,
    website: websiteField,
    /** Legacy one-line hours ("Daily 11am-2am"), shown only while the venue has no weekly hours (decision 020). */
    hoursShort: optionalText(VENUE_FIELD_MAX.hoursShort, "Short hours"),
    notes: optionalText(VENUE_FIELD_MAX.notes, "Notes"),
    /** Opens early for early kick-offs ("07:00"), or null: it does not. */
    opensEarlyAt: opensEarlyField,
    status: z.enum(ADMIN_STATUSES),
  })
  .partial();
export type VenueEditRequest = z.input<typeof venueEditBody>;
export type VenueEdit = z.output<typeof venueEditBody>;

export type FeatureRequest = z.input<typeof featureBody>;
export const postIdBody = z.object({ postId: id });
export type PostIdRequest = z.input<typeof postIdBody>;

/** A blog post as admins see it (any status). */
export const adminBlogPost = z.object({
  id: z.number(),
  cityId: z.number().nullable(),
  cityName: z.string().nullable(),
  citySlug: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  status: z.enum(ADMIN_STATUSES),
  language: postLanguage,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/** POST /api/blog/posts */
export const newPostBody = z
  .object({
    cityId: z.union([z.null(), z.literal("").transform(() => null), id]).optional(),
    title: requiredText(FIELD_MAX.postTitle),
    excerpt: requiredText(FIELD_MAX.postExcerpt),
    content: z.string().trim().max(FIELD_MAX.postContent, "Content must be at most 100,000 characters."),
    author: text(FIELD_MAX.postAuthor).optional(),
    /** The language the post is written in; English when absent. */
    language: postLanguage.optional(),
    coverImage: z
      .union([
        z.null(),
        z.literal(""),
        httpUrl,
        // An image already uploaded to this site's media storage.
        z
          .string()
          .trim()
          .regex(/^\/media\/covers\/[A-Za-z0-9/_.-]+$/, "must be an http(s) URL"),
      ])
      .optional(),
  })
  .superRefine((post, ctx) => {
    if (post.content.length < POST_CONTENT_MIN) plainIssue(ctx, `Content must be at least ${POST_CONTENT_MIN} characters.`);
  });
export type NewPostRequest = z.input<typeof newPostBody>;
export type NewPost = z.output<typeof newPostBody>;

/** GET /api/admin/cities */
export const adminCity = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  state: z.string().nullable(),
  /** Listed on All Cities, the home page and the sitemap: it has a state. */
  listed: z.boolean(),
  timeZone: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  host2026: z.boolean(),
  /** The admin-written texts in English, and their Spanish versions for /es pages (null: the English shows). */
  description: z.string().nullable(),
  heroTitle: z.string().nullable(),
  heroSubtitle: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  heroTitleEs: z.string().nullable(),
  heroSubtitleEs: z.string().nullable(),
  venueCounts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), total: z.number() }),
});
export type AdminCity = z.infer<typeof adminCity>;

export const cityIdParams = z.object({ id: idParam });

/** The longest admin-written city texts, in characters. */
export const CITY_TEXT_MAX = { description: 2000, heroTitle: 200, heroSubtitle: 300 } as const;

/** An optional Spanish city text: trimmed; blank or null stores null. */
const spanishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((s) => s || null)
    .optional();

/**
 * PATCH /api/admin/cities/{id}: the facts a city's listing and clocks depend on. A field left out
 * stays as it is; a null state unlists the city; coordinates go together.
 */
export const cityUpdateBody = z
  .object({
    state: z
      .string()
      .trim()
      .max(40)
      .nullable()
      .refine((s) => !s || findUsState(s) !== undefined, "must be a US state's name or postal code")
      .transform((s) => (s ? findUsState(s)!.name : null))
      .optional(),
    lat: z.number().min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90").nullable().optional(),
    lng: z.number().min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180").nullable().optional(),
    timeZone: z.string().trim().max(64).refine(isIanaTimeZone, "must be an IANA time zone such as America/Chicago").optional(),
    /** Spanish texts of the city page; blank or null clears one (the English text shows instead). */
    descriptionEs: spanishText(CITY_TEXT_MAX.description),
    heroTitleEs: spanishText(CITY_TEXT_MAX.heroTitle),
    heroSubtitleEs: spanishText(CITY_TEXT_MAX.heroSubtitle),
  })
  .superRefine((body, ctx) => {
    if ((body.lat === undefined) !== (body.lng === undefined) || (body.lat === null) !== (body.lng === null)) {
      plainIssue(ctx, "Latitude and longitude go together: give both, or clear both.");
    }
  });
export type CityUpdateRequest = z.input<typeof cityUpdateBody>;
export type CityUpdate = z.output<typeof cityUpdateBody>;

/** GET /api/admin/sponsors */
export const adminSponsor = z.object({
  id: z.number(),
  cityId: z.number(),
  cityName: z.string(),
  citySlug: z.string(),
  status: z.string(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSponsor = z.infer<typeof adminSponsor>;

/**
 * GET /api/admin/logs: payload is the JSON text as stored; `venueName` names the venue an event
 * is about (from the payload, or the venue itself for entries that only kept its id).
 */
export const adminLogEntry = z.object({
  id: z.number(),
  event: z.string(),
  payload: z.string().nullable(),
  createdAt: z.string(),
  venueName: z.string().nullable(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntry>;

const csvRowError = z.object({
  /** Line number in the file where the row starts (the header is line 1). */
  row: z.number(),
  /** The row's venue name, when it has one. */
  name: z.string().nullable(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowError>;

/** The venue names of the rows an import inserted, updated, or found already as in the file. */
const importRows = z.object({ inserted: z.array(z.string()), updated: z.array(z.string()), unchanged: z.array(z.string()) });
export type ImportRows = z.infer<typeof importRows>;

/** What a city looked like after an import, and what the import filled in on it. */
const importCity = z.object({
  id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  state: z.string().nullable(),
  timeZone: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The import created the city. */
  created: z.boolean(),
  /** The city has a state, so All Cities, the home page and the sitemap list it. */
  listed: z.boolean(),
  filled: z.array(z.enum(["state", "timeZone", "coordinates"])),
  /** Where the state it filled in came from. */
  stateFrom: z.enum(["form", "addresses"]).nullable(),
});
export type ImportCity = z.infer<typeof importCity>;

/** POST /api/admin/import-csv */
const adminImportResult = z.object({
  imported: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  skipped: z.number(),
  total: z.number(),
  errors: z.array(csvRowError),
  rows: importRows,
  city: importCity,
  r2Key: z.string(),
});
export type AdminImportResult = z.infer<typeof adminImportResult>;

/** POST /api/import-csv: the spec's counts (skipped = unchanged + rejected), each kind apart, and the names. */
const standaloneImportResult = z.object({
  city_slug: z.string(),
  counts: z.object({ inserted: z.number(), updated: z.number(), skipped: z.number(), unchanged: z.number(), rejected: z.number() }),
  errors: z.array(csvRowError),
  rows: importRows,
  city: importCity,
  r2Key: z.string(),
});
export type StandaloneImportResult = z.infer<typeof standaloneImportResult>;

/** Payload of the csv_import / csv_import_standalone log events (entries older than the breakdown lack its fields). */
export interface ImportLogPayload {
  city_slug: string;
  city_name: string;
  cityId: number | null;
  inserted: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  skipped: number;
  errors: number;
  total: number;
  r2Key: string;
  /** At most 50 names of each kind; the counts say how many there were. */
  names: ImportRows;
  rejectedRows: CsvRowError[];
  cityCreated: boolean;
  cityFilled: ImportCity["filled"];
}

// The answers of admin actions.
export const ok = z.object({ success: z.literal(true) });
export const venueActionResult = ok.extend({ venueId: z.number() });
/** PATCH /api/admin/venues/{id}: `changed` is false when nothing differed (and nothing was written). */
export const venueEditResult = venueActionResult.extend({ changed: z.boolean(), venue: adminVenue });
export type VenueEditResult = z.infer<typeof venueEditResult>;
export const featureResult = venueActionResult.extend({ days: z.number(), featuredUntil: z.string() });
export type FeatureResult = z.infer<typeof featureResult>;
export const cityUpdateResult = ok.extend({ city: adminCity });
export type CityUpdateResult = z.infer<typeof cityUpdateResult>;
export const deleteAllResult = ok.extend({ deleted: z.number() });
export type DeleteAllResult = z.infer<typeof deleteAllResult>;
const coverResult = ok.extend({ coverImage: z.string() });
export type CoverResult = z.infer<typeof coverResult>;
export const postResult = ok.extend({ post: adminBlogPost });
export type PostResult = z.infer<typeof postResult>;
export const postDeleted = ok.extend({ postId: z.number() });
export const seededPosts = z.object({ posts: z.array(adminBlogPost) });

/** GET /api/admin/export/blog.json: every post, any status, with its Markdown. */
export const blogExport = z.object({ exportedAt: z.string(), posts: z.array(adminBlogPost.extend({ content: z.string() })) });
export type BlogExport = z.infer<typeof blogExport>;
export type SeededPosts = z.infer<typeof seededPosts>;
export type Ok = z.infer<typeof ok>;
