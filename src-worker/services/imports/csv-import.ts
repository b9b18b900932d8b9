// Venue imports from CSV, in the two formats of docs/spec.md §5:
//  - "admin" (dashboard tab): flexible, case-insensitive column names, plus optional claim columns:
//    shows_all_matches (a boolean: every World Cup match), competitions (competition ids separated by
//    "|": every match of each), all_competitions (a boolean: every match of every competition) and
//    teams (FIFA or club codes separated by "|": a supporters' venue of each);
//  - "standalone" (/admin/import): the exact header name,address,lat,lon,phone,website,hours_short,neighborhood,tags.
// Rows are validated one by one (errors carry the file's line number) and upserted idempotently,
// keyed by (city, slug of the name): re-importing a file changes nothing. The raw upload is kept in
// R2 before the database is touched, and the whole import (every chunk, the city's timestamp and the
// admin_logs row) is ONE D1 batch, so a failure leaves nothing half-imported.
//
// Imported venues are published at once (status 'approved', source 'import'): admins import their
// own, already-checked spreadsheets, so there is nothing left to moderate. Re-importing a venue
// that already exists updates its data but never its moderation state (a rejected venue stays rejected).
//
// What each row became is answered and logged by name: inserted, updated, unchanged (already as in
// the file) or rejected (with its line and reason). A city the import creates, or one that lacks
// them, gets the state, centre and time zone its rows tell (services/cities/city-facts.ts, decision 012):
// a city without a state is not listed anywhere public, so the answer says when that is the case.
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import Papa from "papaparse";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { nextId } from "../../db/next-id";
import { adminLogs, cities, competitions, DEFAULT_CITY_TIME_ZONE, teams, venueClaims, venues, WORLD_CUP_ID } from "../../db/schema";
import { unescapeFormula } from "../../lib/csv";
import { badRequest, unsupportedMediaType } from "../../lib/errors";
import { decodeText } from "../../lib/file-type";
import { baseType } from "../../lib/multipart";
import { STANDALONE_CSV_HEADER } from "../../shared/constants";
import type { CsvRowError, ImportCity, ImportLogPayload, ImportRows } from "../../shared/contract/admin";
import type { VenueClaimsInput } from "../../shared/contract/claims";
import { MAX_IMPORT_ROWS, SLUG_PATTERN } from "../../shared/limits";
import { nameProblem } from "../../shared/names";
import { findUsState } from "../../shared/us-states";
import { MAX_VENUE_TAGS, VENUE_FIELD_MAX } from "../../shared/venue-fields";
import { centreOf, stateOfAddresses } from "../cities/city-facts";
import { bumpDataVersions } from "../platform/data-versions";
import { storeImportUpload, writeReferencing } from "../platform/media";
import { slugify, titleFromSlug } from "../platform/slug";
import { addClaimStatements } from "../venues/venue-claims";

type CsvFormat = "admin" | "standalone";

/** D1 accepts at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;

const ACCEPTED_TYPES = new Set(["", "text/csv", "application/vnd.ms-excel", "text/plain", "application/octet-stream"]);

/** Venue columns an import can set, with how a cell becomes a value. */
type Kind = "name" | "address" | "lat" | "lng" | "phone" | "website" | "text" | "tags" | "bool" | "notes";
interface Column {
  db: string;
  label: string;
  kind: Kind;
  max?: number;
}

const COLUMNS = {
  name: { db: "name", label: "Name", kind: "name", max: 120 },
  address: { db: "address", label: "Address", kind: "address", max: 200 },
  lat: { db: "lat", label: "Latitude", kind: "lat" },
  lng: { db: "lng", label: "Longitude", kind: "lng" },
  phone: { db: "phone", label: "Phone", kind: "phone", max: VENUE_FIELD_MAX.phone },
  website: { db: "website", label: "Website", kind: "website", max: VENUE_FIELD_MAX.website },
  hoursShort: { db: "hours_short", label: "Hours", kind: "text", max: VENUE_FIELD_MAX.hoursShort },
  neighborhood: { db: "neighborhood", label: "Neighborhood", kind: "text", max: VENUE_FIELD_MAX.neighborhood },
  tags: { db: "tags", label: "Tags", kind: "tags" },
  hasFood: { db: "has_food", label: "hasFood", kind: "bool" },
  familyFriendly: { db: "family_friendly", label: "familyFriendly", kind: "bool" },
  bigScreens: { db: "big_screens", label: "bigScreens", kind: "bool" },
  openLate: { db: "open_late", label: "openLate", kind: "bool" },
  notes: { db: "notes", label: "Notes", kind: "notes", max: VENUE_FIELD_MAX.notes },
} satisfies Record<string, Column>;

type ColumnKey = keyof typeof COLUMNS;

/** Header names accepted by the admin format (compared lowercased, spaces trimmed). */
const ADMIN_ALIASES: Record<string, ColumnKey> = {
  name: "name",
  address: "address",
  lat: "lat",
  latitude: "lat",
  lng: "lng",
  lon: "lng",
  longitude: "lng",
  phone: "phone",
  website: "website",
  hours_short: "hoursShort",
  hoursshort: "hoursShort",
  neighborhood: "neighborhood",
  tags: "tags",
  hasfood: "hasFood",
  has_food: "hasFood",
  familyfriendly: "familyFriendly",
  family_friendly: "familyFriendly",
  bigscreens: "bigScreens",
  big_screens: "bigScreens",
  openlate: "openLate",
  open_late: "openLate",
  notes: "notes",
};

/** The admin format's claim columns: not venue columns, they become the venue's claims (source "import"). */
type ClaimColumn = "showsAllMatches" | "allCompetitions" | "competitions" | "teams";
const CLAIM_ALIASES: Record<string, ClaimColumn> = {
  shows_all_matches: "showsAllMatches",
  showsallmatches: "showsAllMatches",
  all_competitions: "allCompetitions",
  allcompetitions: "allCompetitions",
  competitions: "competitions",
  teams: "teams",
};

/** The teams and competitions a claim column may name. */
interface KnownRefs {
  teams: Set<string>;
  competitions: Set<string>;
}

const STANDALONE_COLUMNS: ColumnKey[] = ["name", "address", "lat", "lng", "phone", "website", "hoursShort", "neighborhood", "tags"];

/** A cell as the venue column holds it (tags as an array, booleans as such). */
type Value = string | number | boolean | string[] | null;

interface ParsedRow {
  line: number;
  slug: string;
  values: Partial<Record<ColumnKey, Value>>;
  /** What the row's claim columns say (imports only add claims, so "false" and blank add nothing). */
  claims: { allCompetitions: boolean; competitions: string[]; teams: string[] };
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** 415 for declared types that are clearly not CSV; the content is checked separately. */
function checkCsvType(declared: string): void {
  if (!ACCEPTED_TYPES.has(baseType(declared))) {
    throw unsupportedMediaType("Unsupported file type. Please upload a .csv file (text/csv).");
  }
}

/** UTF-8 text without NUL bytes, BOM removed; 400 for anything else (a spreadsheet, an image...). */
function csvText(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (text === null) throw badRequest("File is not a valid CSV");
  return text.replace(/^\uFEFF/, "");
}

/** Parses CSV text into records, each with the line number where it starts (header = line 1). */
function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let scanned = 0; // index up to which newlines have been counted
  let line = 1;
  let previousEnd = 0;
  let quoteError: string | null = null;
  Papa.parse<string[]>(text, {
    header: false,
    delimiter: ",",
    skipEmptyLines: "greedy",
    step: (result) => {
      if (result.errors.length && !quoteError) {
        const err = result.errors.find((e) => e.type === "Quotes");
        if (err) quoteError = err.message;
      }
      // The record starts at the first non-blank character after the previous record's end.
      let start = previousEnd;
      while (start < text.length && /\s/.test(text[start])) start++;
      for (; scanned < start; scanned++) if (text.charCodeAt(scanned) === 10) line++;
      records.push({ line, cells: result.data });
      previousEnd = result.meta.cursor;
    },
  });
  if (quoteError) throw badRequest(`File is not a valid CSV: ${quoteError}`);
  return records;
}

/** Maps header cells to columns; answers each column's cell index. */
function resolveHeader(format: CsvFormat, header: string[]): { map: Map<ColumnKey, number>; claimMap: Map<ClaimColumn, number> } {
  const map = new Map<ColumnKey, number>();
  const claimMap = new Map<ClaimColumn, number>();
  if (format === "standalone") {
    if (header.map((h) => h.trim()).join(",") !== STANDALONE_CSV_HEADER) {
      throw badRequest(`Invalid CSV header. Expected: ${STANDALONE_CSV_HEADER}`);
    }
    for (const [i, key] of STANDALONE_COLUMNS.entries()) map.set(key, i);
    return { map, claimMap };
  }
  header.forEach((cell, i) => {
    const name = cell.trim().toLowerCase();
    const key = ADMIN_ALIASES[name];
    if (key && !map.has(key)) map.set(key, i);
    const claim = CLAIM_ALIASES[name];
    if (claim && !claimMap.has(claim)) claimMap.set(claim, i);
  });
  if (!map.has("name") || !map.has("address")) {
    throw badRequest("Invalid CSV header: the file needs at least a name and an address column.");
  }
  return { map, claimMap };
}

/** A cell's values separated by "|", trimmed, without blanks or repeats. */
const listCell = (cell: string, normalise: (v: string) => string) => [
  ...new Set(
    cell
      .split("|")
      .map((v) => normalise(v.trim()))
      .filter(Boolean),
  ),
];

/** The row's claim cells, checked against the site's teams and competitions. */
function parseClaims(claimMap: Map<ClaimColumn, number>, cells: string[], known: KnownRefs, errors: string[]): ParsedRow["claims"] {
  const cell = (c: ClaimColumn) => (claimMap.has(c) ? (cells[claimMap.get(c)!] ?? "").trim() : "");
  const worldCup = BOOLEANS[cell("showsAllMatches").toLowerCase()];
  if (worldCup === undefined) errors.push("shows_all_matches must be true/false, yes/no or 1/0");
  const everything = BOOLEANS[cell("allCompetitions").toLowerCase()];
  if (everything === undefined) errors.push("all_competitions must be true/false, yes/no or 1/0");
  // A nation's FIFA code in any case (usa), a club's code in lower case (Arsenal is arsenal).
  const teams = listCell(cell("teams"), (t) => (t.length === 3 ? t.toUpperCase() : t.toLowerCase()));
  const unknown = teams.filter((t) => !known.teams.has(t));
  if (unknown.length)
    errors.push(`Unknown team code${unknown.length > 1 ? "s" : ""} in teams: ${unknown.join(", ")} (use FIFA or club codes such as USA|arsenal)`);
  const competitions = listCell(cell("competitions"), (c) => c.toLowerCase());
  const unknownCompetitions = competitions.filter((c) => !known.competitions.has(c));
  if (unknownCompetitions.length) {
    errors.push(
      `Unknown competition${unknownCompetitions.length > 1 ? "s" : ""} in competitions: ${unknownCompetitions.join(", ")} (use ids such as premier-league-2026-27)`,
    );
  }
  if (worldCup === 1) competitions.unshift(WORLD_CUP_ID);
  return { allCompetitions: everything === 1, competitions: [...new Set(competitions)], teams };
}

const BOOLEANS: Record<string, 0 | 1> = { true: 1, false: 0, yes: 1, no: 0, "1": 1, "0": 0, "": 0 };

function parseCell(col: Column, raw: string, errors: string[]): Value {
  // A cell our own export protected from spreadsheets ("'=...") reads as what was exported.
  const v = unescapeFormula(raw.trim());
  const tooLong = () => errors.push(`${col.label} is too long (max ${col.max} characters)`);
  switch (col.kind) {
    case "name": {
      // Same rule as every form (shared/names.ts): a formula or markup is refused, not imported.
      const problem = v.length > col.max! ? null : nameProblem(v);
      if (v.length > col.max!) tooLong();
      else if (problem) errors.push(`${col.label} ${problem}`);
      return v;
    }
    case "address":
      if (!v) errors.push(`${col.label} is required`);
      else if (v.length > col.max!) tooLong();
      return v;
    case "lat":
    case "lng": {
      if (!v) return null;
      const n = Number(v);
      const limit = col.kind === "lat" ? 90 : 180;
      if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v) || !Number.isFinite(n) || Math.abs(n) > limit) {
        errors.push(`${col.label} must be a number between -${limit} and ${limit}`);
        return null;
      }
      return n;
    }
    case "website":
      if (!v) return null;
      if (v.length > col.max!) tooLong();
      else if (!/^https?:\/\//i.test(v) || !URL.canParse(v)) errors.push("Website must be an http:// or https:// URL");
      return v;
    case "phone":
    case "text":
    case "notes":
      if (!v) return null;
      if (v.length > col.max!) tooLong();
      return v;
    case "tags": {
      const tags = [
        ...new Set(
          v
            .split("|")
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ];
      if (tags.length > MAX_VENUE_TAGS) errors.push(`Too many tags (max ${MAX_VENUE_TAGS})`);
      if (tags.some((t) => t.length > VENUE_FIELD_MAX.tag)) errors.push(`A tag is too long (max ${VENUE_FIELD_MAX.tag} characters)`);
      return tags;
    }
    case "bool": {
      const b = BOOLEANS[v.toLowerCase()];
      if (b === undefined) {
        errors.push(`${col.label} must be true/false, yes/no or 1/0`);
        return false;
      }
      return b === 1;
    }
  }
}

interface ValidatedFile {
  columns: ColumnKey[];
  rows: ParsedRow[];
  errors: CsvRowError[];
  total: number;
}

/** Validates every data row; invalid and duplicate rows become errors with their line number. */
function validateCsv(format: CsvFormat, text: string, known: KnownRefs): ValidatedFile {
  const records = parseCsv(text);
  if (records.length === 0) throw badRequest("The CSV file is empty.");
  const [header, ...data] = records;
  const { map, claimMap } = resolveHeader(format, header.cells);
  // A header without rows imports nothing: refused, so it neither creates a city nor logs an import.
  if (data.length === 0) throw badRequest("The CSV file has no venue rows.");
  if (data.length > MAX_IMPORT_ROWS) throw badRequest(`Too many rows: at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} venues per file.`);
  const columns = [...map.keys()];
  const rows: ParsedRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  for (const record of data) {
    const problems: string[] = [];
    const values: ParsedRow["values"] = {};
    for (const key of columns) values[key] = parseCell(COLUMNS[key], record.cells[map.get(key)!] ?? "", problems);
    const claims = parseClaims(claimMap, record.cells, known, problems);
    if (problems.length === 0 && columns.includes("lat") && columns.includes("lng") && (values.lat === null) !== (values.lng === null)) {
      problems.push("Latitude and longitude must be given together");
    }
    const slug = slugify(String(values.name ?? ""));
    if (values.name && !slug) problems.push("Name must contain letters or digits");
    if (problems.length === 0 && seen.has(slug)) problems.push("Duplicate venue in file");
    if (problems.length) {
      const name = (record.cells[map.get("name")!] ?? "").trim().slice(0, 120);
      errors.push({ row: record.line, name: name || null, message: problems.join("; ") });
      continue;
    }
    seen.add(slug);
    rows.push({ line: record.line, slug, values, claims });
  }
  return { columns, rows, errors, total: data.length };
}

const hasClaims = (row: ParsedRow) => row.claims.allCompetitions || row.claims.competitions.length > 0 || row.claims.teams.length > 0;

/** The subjects of the claims each venue of the city makes ("all", "team:USA"). */
async function storedClaims(db: Db, cityId: number): Promise<Map<number, Set<string>>> {
  const rows = await db
    .select({ venueId: venueClaims.venueId, subject: venueClaims.subject })
    .from(venueClaims)
    .innerJoin(venues, eq(venues.id, venueClaims.venueId))
    .where(eq(venues.cityId, cityId));
  const out = new Map<number, Set<string>>();
  for (const r of rows) out.set(r.venueId, (out.get(r.venueId) ?? new Set()).add(r.subject));
  return out;
}

type StoredRow = Partial<Record<ColumnKey, unknown>> & { id: number; slug: string };

/**
 * Spreadsheets spell tags freely ("pub", "PUB"); a tag that matches an existing one except for
 * case takes the existing spelling, so the site's 'Venue Types' filter never lists it twice.
 */
async function canonicalizeTags(db: Db, rows: ParsedRow[]): Promise<void> {
  // Raw SQL: json_each (a table-valued function) has no query-builder form.
  const res = await db.all<{ tag: unknown }>(sql`SELECT DISTINCT j.value AS tag FROM ${venues}, json_each(${venues.tags}) AS j`);
  const known = new Map<string, string>();
  for (const { tag } of res) if (typeof tag === "string" && !known.has(tag.toLowerCase())) known.set(tag.toLowerCase(), tag);
  for (const row of rows) {
    const tags = (row.values.tags ?? []) as string[];
    row.values.tags = [...new Set(tags.map((t) => known.get(t.toLowerCase()) ?? t))];
  }
}

function sameAsStored(row: ParsedRow, stored: StoredRow, columns: ColumnKey[]): boolean {
  return columns.every((key) => {
    const a = row.values[key] ?? null;
    const b = stored[key] ?? null;
    if (key === "tags") return JSON.stringify(b ?? []) === JSON.stringify(a);
    return a === b;
  });
}

/**
 * What every imported row writes besides the file's columns, as SQL text rather than bound
 * parameters, so that a statement's parameters are the rows' own values (see MAX_PARAMS).
 */
function importedRowDefaults(now: number) {
  const no = sql`0`;
  const at = sql.raw(String(now));
  return {
    hasFood: no,
    familyFriendly: no,
    bigScreens: no,
    openLate: no,
    craftBeer: no,
    outdoorScreens: no,
    premiumBar: no,
    isFeatured: no,
    ratingCount: no,
    ratingSum: no,
    status: sql`'approved'`,
    source: sql`'import'`,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Multi-row upserts keyed by (city, slug), each within D1's bound-parameter limit. `cityId` is the
 * id, or SQL reading it when the city is created in the same batch.
 */
function upsertStatements(db: Db, cityId: number | SQL, columns: ColumnKey[], rows: ParsedRow[], now: number): Statement[] {
  if (rows.length === 0) return [];
  const defaults = importedRowDefaults(now);
  const valuesOf = (row: ParsedRow): SQLiteInsertValue<typeof venues> => ({
    ...defaults,
    ...Object.fromEntries(columns.map((k) => [k, row.values[k] ?? null])),
    cityId,
    slug: row.slug,
    name: row.values.name as string,
    address: row.values.address as string,
  });
  // Every row binds the same number of parameters: measured on the first one.
  const perRow = db.insert(venues).values(valuesOf(rows[0])).toSQL().params.length;
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  const set = {
    ...Object.fromEntries(columns.map((k) => [k, sql.raw(`excluded.${COLUMNS[k].db}`)])),
    updatedAt: sql`excluded.updated_at`,
  };
  const statements: Statement[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const chunk = rows.slice(i, i + rowsPerStatement);
    statements.push(
      db
        .insert(venues)
        .values(chunk.map(valuesOf))
        .onConflictDoUpdate({ target: [venues.cityId, venues.slug], set }),
    );
  }
  return statements;
}

export interface ImportRequest {
  format: CsvFormat;
  citySlug: string;
  /** Standalone only: creates the city when the slug does not exist (default: the slug title-cased). */
  cityName?: string;
  /** Standalone only: the state of a city the import creates, or of one that has none yet (name or postal code). */
  cityState?: string;
  fileName: string;
  fileType: string;
  bytes: Uint8Array;
}

export interface ImportOutcome extends ImportLogPayload {
  rowErrors: CsvRowError[];
  rows: ImportRows;
  city: ImportCity;
}

/** How many names of each kind the history keeps (the answer has them all). */
const LOGGED_NAMES = 50;

type StoredCity = Pick<typeof cities.$inferSelect, "id" | "name" | "state" | "timeZone" | "lat" | "lng">;

const cityColumns = { id: cities.id, name: cities.name, state: cities.state, timeZone: cities.timeZone, lat: cities.lat, lng: cities.lng };

/**
 * What the import fills in on the city: only what it lacks, so an admin's values are never replaced.
 * The state comes from the form, else from the addresses; the time zone from the state (unless the
 * city already has one of its own); the centre from the rows' coordinates.
 */
function cityFill(city: StoredCity | undefined, rows: ParsedRow[], formState: string | undefined) {
  const fill: { state?: string; timeZone?: string; lat?: number; lng?: number } = {};
  const filled: ImportCity["filled"] = [];
  let stateFrom: ImportCity["stateFrom"] = null;
  if (!city?.state) {
    const fromForm = formState ? findUsState(formState) : undefined;
    const state = fromForm ?? stateOfAddresses(rows.map((r) => String(r.values.address ?? "")));
    if (state) {
      fill.state = state.name;
      filled.push("state");
      stateFrom = fromForm ? "form" : "addresses";
      if (!city || (city.timeZone === DEFAULT_CITY_TIME_ZONE && state.timeZone !== DEFAULT_CITY_TIME_ZONE)) {
        fill.timeZone = state.timeZone;
        filled.push("timeZone");
      }
    }
  }
  if (!city || city.lat === null || city.lng === null) {
    const points = rows.flatMap((r) =>
      typeof r.values.lat === "number" && typeof r.values.lng === "number" ? [{ lat: r.values.lat, lng: r.values.lng }] : [],
    );
    const centre = centreOf(points);
    if (centre) {
      Object.assign(fill, centre);
      filled.push("coordinates");
    }
  }
  return { fill, filled, stateFrom };
}

export async function importCsv(db: Db, bucket: R2Bucket, req: ImportRequest, now: number): Promise<ImportOutcome> {
  checkCsvType(req.fileType);
  const text = csvText(req.bytes);
  if (req.format === "standalone" && !SLUG_PATTERN.test(req.citySlug)) {
    throw badRequest("City slug must be lowercase letters, digits and hyphens, with no spaces (e.g. new-york).");
  }
  if (req.cityState && !findUsState(req.cityState)) throw badRequest(`Unknown US state: ${req.cityState.slice(0, 40)}`);
  // Everything that can reject the file happens before the first write.
  const [teamRows, competitionRows] =
    req.format === "admin" ? await Promise.all([db.select({ code: teams.code }).from(teams), db.select({ id: competitions.id }).from(competitions)]) : [[], []];
  const known = { teams: new Set(teamRows.map((t) => t.code)), competitions: new Set(competitionRows.map((c) => c.id)) };
  const file = validateCsv(req.format, text, known);
  const [city] = await db.select(cityColumns).from(cities).where(eq(cities.slug, req.citySlug)).limit(1);
  if (!city && req.format === "admin") throw badRequest(`Unknown city: ${req.citySlug}`);

  if (file.columns.includes("tags")) await canonicalizeTags(db, file.rows);

  const stored = new Map<string, StoredRow>();
  if (city) {
    const selected = Object.fromEntries(file.columns.map((k) => [k, venues[k]]));
    const res = await db
      .select({ ...selected, id: venues.id, slug: venues.slug })
      .from(venues)
      .where(eq(venues.cityId, city.id));
    for (const r of res as StoredRow[]) stored.set(r.slug, r);
  }
  const claimed = city && file.rows.some(hasClaims) ? await storedClaims(db, city.id) : new Map<number, Set<string>>();
  // Only claims a venue does not make yet: re-importing changes nothing, and an admin's or the
  // venue's own claim keeps its source and date.
  const newClaims = new Map<ParsedRow, VenueClaimsInput>();
  for (const row of file.rows) {
    const existing = stored.get(row.slug);
    const has = (existing && claimed.get(existing.id)) || new Set<string>();
    const input: VenueClaimsInput = {
      allCompetitions: row.claims.allCompetitions && !has.has("all"),
      competitions: row.claims.competitions.filter((id) => !has.has(`competition:${id}`)),
      matches: [],
      supporters: row.claims.teams.filter((t) => !has.has(`team:${t}`)).map((team) => ({ team })),
    };
    if (input.allCompetitions || input.competitions.length || input.supporters.length) newClaims.set(row, input);
  }
  const rows: ImportRows = { inserted: [], updated: [], unchanged: [] };
  const changed: ParsedRow[] = [];
  for (const row of file.rows) {
    const existing = stored.get(row.slug);
    const name = row.values.name as string;
    if (!existing) rows.inserted.push(name);
    else if (sameAsStored(row, existing, file.columns) && !newClaims.has(row)) {
      rows.unchanged.push(name);
      continue;
    } else rows.updated.push(name);
    changed.push(row);
  }
  const { fill, filled, stateFrom } = cityFill(city, file.rows, req.format === "standalone" ? req.cityState : undefined);

  const r2Key = await storeImportUpload(bucket, req.bytes, req.fileName, now);

  const cityName = city?.name ?? (req.cityName || titleFromSlug(req.citySlug)).slice(0, 120);
  const [inserted, updated, unchanged, rejected] = [rows.inserted.length, rows.updated.length, rows.unchanged.length, file.errors.length];
  const payload: ImportLogPayload = {
    city_slug: req.citySlug,
    city_name: cityName,
    cityId: city?.id ?? null,
    inserted,
    imported: inserted + updated,
    updated,
    unchanged,
    rejected,
    // The spec's "skipped": every row that changed nothing, unchanged or rejected.
    skipped: unchanged + rejected,
    errors: rejected,
    total: file.total,
    r2Key,
    names: { inserted: rows.inserted.slice(0, LOGGED_NAMES), updated: rows.updated.slice(0, LOGGED_NAMES), unchanged: rows.unchanged.slice(0, LOGGED_NAMES) },
    rejectedRows: file.errors.slice(0, LOGGED_NAMES),
    cityCreated: !city,
    cityFilled: filled,
  };
  const at = new Date(now);
  const statements: Statement[] = [];
  const newId = city ? null : await nextId(db, cities, "cities");
  if (!city) {
    statements.push(
      db
        .insert(cities)
        .values({
          id: newId ?? undefined,
          name: cityName,
          slug: req.citySlug,
          state: fill.state ?? null,
          timeZone: fill.timeZone ?? DEFAULT_CITY_TIME_ZONE,
          lat: fill.lat ?? null,
          lng: fill.lng ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: cities.slug }),
    );
  } else {
    // Each guarded by "still missing", so a concurrent admin edit is never overwritten.
    if (fill.state) {
      statements.push(
        db
          .update(cities)
          .set({ state: fill.state, ...(fill.timeZone ? { timeZone: fill.timeZone } : {}), updatedAt: at })
          .where(and(eq(cities.id, city.id), isNull(cities.state))),
      );
    }
    if (fill.lat !== undefined && fill.lng !== undefined) {
      statements.push(
        db
          .update(cities)
          .set({ lat: fill.lat, lng: fill.lng, updatedAt: at })
          .where(and(eq(cities.id, city.id), or(isNull(cities.lat), isNull(cities.lng)))),
      );
    }
  }
  const newCityId = sql`(SELECT ${cities.id} FROM ${cities} WHERE ${cities.slug} = ${req.citySlug})`;
  statements.push(...upsertStatements(db, city?.id ?? newCityId, file.columns, changed, now));
  for (const [row, input] of newClaims) {
    const id = stored.get(row.slug)?.id;
    // A venue inserted by this batch is found by its key (city, slug).
    const venue = id ?? sql`SELECT ${venues.id} AS id FROM ${venues} WHERE ${venues.cityId} = ${city?.id ?? newCityId} AND ${venues.slug} = ${row.slug}`;
    statements.push(...addClaimStatements(venue, input, "import", at));
  }
  if (changed.length || !city || filled.length) {
    statements.push(db.update(cities).set({ lastUpdatedUtc: at, updatedAt: at }).where(eq(cities.slug, req.citySlug)));
    // Public pages cached under the old data versions are no longer served.
    statements.push(bumpDataVersions(db, ["venues", "cities"]));
  }
  // The city id is filled in by SQL, so a city created in this very batch is logged with its id.
  statements.push(
    db.insert(adminLogs).values({
      event: req.format === "admin" ? "csv_import" : "csv_import_standalone",
      payload: sql`json_set(${JSON.stringify(payload)}, '$.cityId', ${newCityId})`,
      createdAt: at,
    }),
  );
  await writeReferencing(bucket, r2Key, () => runBatch(db, statements));
  // The batch is the import's last D1 call, so its answer commits with it (docs/decisions/013): the
  // city is described from what was written (a new city's id picked before), never read back.
  const after = city
    ? { ...city, ...fill }
    : {
        id: newId,
        name: cityName,
        state: fill.state ?? null,
        timeZone: fill.timeZone ?? DEFAULT_CITY_TIME_ZONE,
        lat: fill.lat ?? null,
        lng: fill.lng ?? null,
      };
  return {
    ...payload,
    cityId: after.id,
    rowErrors: file.errors,
    rows,
    city: {
      id: after.id,
      name: after.name,
      slug: req.citySlug,
      state: after.state,
      timeZone: after.timeZone,
      lat: after.lat,
      lng: after.lng,
      created: !city,
      listed: Boolean(after.state),
      filled,
      stateFrom,
    },
  };
}
