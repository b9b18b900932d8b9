// Response shapes of the admin API, shared by the Worker and the SPA. Dates are ISO 8601 (UTC).
import type { Venue } from "./api-types";

export const ADMIN_STATUSES = ["pending", "approved", "rejected"] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** Phrases an admin must type before a delete-all runs. */
export const DELETE_ALL_VENUES_PHRASE = "DELETE ALL VENUES";
export const DELETE_ALL_POSTS_PHRASE = "DELETE ALL POSTS";

/** The exact header of the standalone import (spec section 5). */
export const STANDALONE_CSV_HEADER = "name,address,lat,lon,phone,website,hours_short,neighborhood,tags";

/** GET /api/admin/session */
export interface AdminSession {
  authenticated: true;
  expiresAt: string;
}

/** A venue as admins see it: the public form plus its moderation state and origin. */
export interface AdminVenue extends Venue {
  slug: string;
  status: AdminStatus;
  source: "submission" | "import" | "admin" | "demo";
  submissionId: number | null;
  createdAt: string;
}

/** A blog post as admins see it (any status). */
export interface AdminBlogPost {
  id: number;
  cityId: number | null;
  cityName: string | null;
  citySlug: string | null;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  coverImage: string | null;
  status: AdminStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/cities */
export interface AdminCity {
  id: number;
  name: string;
  slug: string;
  state: string | null;
  host2026: boolean;
  venueCounts: { pending: number; approved: number; rejected: number; total: number };
}

/** GET /api/admin/sponsors */
export interface AdminSponsor {
  id: number;
  cityId: number;
  cityName: string;
  citySlug: string;
  status: string;
  contactEmail: string | null;
  createdAt: string;
}

/** GET /api/admin/logs: payload is the JSON text as stored. */
export interface AdminLogEntry {
  id: number;
  event: string;
  payload: string | null;
  createdAt: string;
}

export interface CsvRowError {
  /** Line number in the file where the row starts (the header is line 1). */
  row: number;
  message: string;
}

/** POST /api/admin/import-csv */
export interface AdminImportResult {
  imported: number;
  inserted: number;
  updated: number;
  skipped: number;
  total: number;
  errors: CsvRowError[];
  r2Key: string;
}

/** POST /api/import-csv */
export interface StandaloneImportResult {
  city_slug: string;
  counts: { inserted: number; updated: number; skipped: number };
  errors: CsvRowError[];
  r2Key: string;
}

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
