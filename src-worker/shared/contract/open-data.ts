// POST /api/admin/open-data-import: places from open map data (docs/decisions/030), previewed, then
// applied all or nothing. The request is multipart (citySlug, file, mode, optional dataDate).
import { FIELD_MAX, SLUG_PATTERN } from "../limits";
import { OPEN_DATA_SOURCES } from "../open-data";
import { z } from "./zod";

const OPEN_DATA_MODES = ["preview", "apply"] as const;

/** Why a place of the file is not imported (the preview names each one with its reason). */
export const SKIP_REASONS = {
  no_name: "No name",
  closed: "Closed (lifecycle tags or 'closed' hours)",
  not_a_place_to_watch: "Not a place to watch (not a bar, pub or beer garden, nor a restaurant showing soccer)",
  outside_city: "Outside the city",
  no_location: "No coordinates",
  bad_location: "Coordinates out of range",
  bad_name: "Name is not a plain name (letters, digits, spaces and . ' & - only) or is too long",
  duplicate_in_file: "Listed twice in the file",
  other_city: "Already imported into another city",
  removed: "Its venue was deleted by an admin",
  not_a_place: "Not a place (a feature without a type, tags or properties)",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** The form's fields besides citySlug and file. */
export const openDataImportForm = z.object({
  mode: z.enum(OPEN_DATA_MODES, { message: "must be preview or apply" }).default("preview"),
  /** The date the data shows (yyyy-mm-dd), when the file does not say (a GeoJSON export). */
  dataDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (yyyy-mm-dd)")
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "must be a real date")
    .optional(),
});

const placeRow = z.object({
  source: z.enum(OPEN_DATA_SOURCES),
  sourceId: z.string(),
  name: z.string(),
  address: z.string(),
  /** The hours as read from opening_hours; false when the value could not be read ("hours not listed"). */
  hoursRead: z.boolean().nullable(),
});

export const openDataImportResult = z.object({
  applied: z.boolean(),
  format: z.enum(["overpass", "geojson"]),
  city: z.object({ slug: z.string(), name: z.string() }),
  /** The date the data shows (the file's, else the form's), ISO; null when neither says. */
  dataDate: z.string().nullable(),
  /** Elements in the file. */
  total: z.number(),
  counts: z.object({ new: z.number(), updated: z.number(), unchanged: z.number(), linked: z.number(), skipped: z.number() }),
  /** Each list holds at most `listed` rows (the counts are whole). */
  listed: z.number(),
  new: z.array(placeRow),
  /** Fields the file changes, and fields kept because an owner or an admin changed them by hand. */
  updated: z.array(placeRow.extend({ venueId: z.number(), changed: z.array(z.string()), kept: z.array(z.string()) })),
  unchanged: z.array(placeRow.extend({ venueId: z.number() })),
  /** Places that are a venue already listed: linked to it, not added twice. */
  linked: z.array(placeRow.extend({ venue: z.object({ id: z.number(), name: z.string(), metres: z.number().nullable() }) })),
  skipped: z.array(
    z.object({
      element: z.number(),
      sourceId: z.string().nullable(),
      name: z.string().nullable(),
      reason: z.enum(Object.keys(SKIP_REASONS) as [SkipReason, ...SkipReason[]]),
    }),
  ),
});
export type OpenDataImportResult = z.infer<typeof openDataImportResult>;

/** What the admin's venue editor shows of a venue's open data source and history. */
export const venueOpenData = z.object({
  source: z.enum(OPEN_DATA_SOURCES),
  sourceId: z.string(),
  licence: z.string(),
  linked: z.boolean(),
  dataDate: z.string().nullable(),
  importedAt: z.string(),
  updatedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type VenueOpenData = z.infer<typeof venueOpenData>;

/** POST /api/admin/overpass-import: a city's places asked of OpenStreetMap (docs/decisions/042). */
export const overpassImportBody = z
  .object({
    citySlug: z.string().trim().min(1, "Choose a city").max(FIELD_MAX.slug).regex(SLUG_PATTERN, "must be a city slug"),
    mode: z.enum(OPEN_DATA_MODES, { message: "must be preview or apply" }).default("preview"),
    /** apply: the answer the preview read (kept by the Worker), so the apply writes exactly what was shown. */
    answerId: z.uuid({ message: "must be the id a preview gave" }).optional(),
  })
  .refine((b) => b.mode === "preview" || b.answerId, { message: "Preview first: apply takes the preview's answerId", path: ["answerId"] });
export type OverpassImportBody = z.input<typeof overpassImportBody>;

export const overpassImportResult = openDataImportResult.extend({
  /** The stored answer an apply of this preview reads. */
  answerId: z.string(),
  /** Where the data comes from and as of when (the answer's osm3s.timestamp_osm_base, ISO; null when it does not say). */
  origin: z.object({ credit: z.string(), licence: z.string(), url: z.string(), asOf: z.string().nullable() }),
});
export type OverpassImportResult = z.infer<typeof overpassImportResult>;
