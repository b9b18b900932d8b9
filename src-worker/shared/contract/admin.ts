// /api/admin and the admin writes the spec places elsewhere (docs/spec.md §7) (/api/blog/posts, /api/import-csv).
import { z } from "zod";
import { ADMIN_STATUSES } from "../constants";
import { FIELD_MAX, POST_CONTENT_MIN } from "../limits";
import { MAX_VENUE_TAGS, VENUE_FIELD_MAX } from "../venue-fields";
import { adminVenueClaims } from "./claims";
import { emptyAsUndefined, httpUrl, id, idParam, plainIssue, requiredText, text } from "./fields";
import { optionalText, venueCore, venueDetailsFields, websiteField } from "./venues";

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

/** A venue as admins see it: the public form plus its moderation state and origin. */
export const adminVenue = venueCore.extend({
  slug: z.string(),
  status: z.enum(ADMIN_STATUSES),
  source: z.enum(["submission", "import", "admin", "demo"]),
  submissionId: z.number().nullable(),
  createdAt: z.string(),
  claims: adminVenueClaims,
});
export type AdminVenue = z.infer<typeof adminVenue>;

/** A venue's tags (its types and other labels): trimmed, without blanks or repeats (case-insensitive). */
const venueTags = z
  .array(z.string().trim().max(VENUE_FIELD_MAX.tag, `Each tag must be at most ${VENUE_FIELD_MAX.tag} characters.`))
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  })
  .pipe(z.array(z.string()).max(MAX_VENUE_TAGS, `At most ${MAX_VENUE_TAGS} tags.`));

/**
 * PATCH /api/admin/venues/{id}: the fields to change. A field left out stays as it is; null or ""
 * clears an optional one. Same rules as a submission (shared/venue-fields.ts).
 */
export const venueEditBody = z
  .object({
    name: requiredText(FIELD_MAX.venueName),
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
    /** The one-line hours the cards show ("Daily 11am-2am"). */
    hoursShort: optionalText(VENUE_FIELD_MAX.hoursShort, "Short hours"),
    notes: optionalText(VENUE_FIELD_MAX.notes, "Notes"),
    status: z.enum(ADMIN_STATUSES),
  })
  .partial();
export type VenueEditRequest = z.input<typeof venueEditBody>;
export type VenueEdit = z.output<typeof venueEditBody>;

export const featureBody = z.object({ venueId: id, days: z.number().int().min(1).max(365).default(30) });
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
  host2026: z.boolean(),
  venueCounts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), total: z.number() }),
});
export type AdminCity = z.infer<typeof adminCity>;

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

/** GET /api/admin/logs: payload is the JSON text as stored. */
export const adminLogEntry = z.object({ id: z.number(), event: z.string(), payload: z.string().nullable(), createdAt: z.string() });
export type AdminLogEntry = z.infer<typeof adminLogEntry>;

const csvRowError = z.object({
  /** Line number in the file where the row starts (the header is line 1). */
  row: z.number(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowError>;

/** POST /api/admin/import-csv */
const adminImportResult = z.object({
  imported: z.number(),
  inserted: z.number(),
  updated: z.number(),
  skipped: z.number(),
  total: z.number(),
  errors: z.array(csvRowError),
  r2Key: z.string(),
});
export type AdminImportResult = z.infer<typeof adminImportResult>;

/** POST /api/import-csv */
const standaloneImportResult = z.object({
  city_slug: z.string(),
  counts: z.object({ inserted: z.number(), updated: z.number(), skipped: z.number() }),
  errors: z.array(csvRowError),
  r2Key: z.string(),
});
export type StandaloneImportResult = z.infer<typeof standaloneImportResult>;

/** Payload of the csv_import / csv_import_standalone log events. */
export interface ImportLogPayload {
  city_slug: string;
  cityId: number | null;
  inserted: number;
  imported: number;
  updated: number;
  skipped: number;
  errors: number;
  total: number;
  r2Key: string;
}

// The answers of admin actions.
export const ok = z.object({ success: z.literal(true) });
export const venueActionResult = ok.extend({ venueId: z.number() });
/** PATCH /api/admin/venues/{id}: `changed` is false when nothing differed (and nothing was written). */
export const venueEditResult = venueActionResult.extend({ changed: z.boolean(), venue: adminVenue });
export type VenueEditResult = z.infer<typeof venueEditResult>;
export const featureResult = venueActionResult.extend({ days: z.number(), featuredUntil: z.string() });
export const deleteAllResult = ok.extend({ deleted: z.number() });
export type DeleteAllResult = z.infer<typeof deleteAllResult>;
const coverResult = ok.extend({ coverImage: z.string() });
export type CoverResult = z.infer<typeof coverResult>;
export const postResult = ok.extend({ post: adminBlogPost });
export type PostResult = z.infer<typeof postResult>;
export const postDeleted = ok.extend({ postId: z.number() });
export const seededPosts = z.object({ posts: z.array(adminBlogPost) });
export type SeededPosts = z.infer<typeof seededPosts>;
export type Ok = z.infer<typeof ok>;
