// Places from open map data (docs/decisions/030): an OpenStreetMap export (Overpass API JSON, or
// GeoJSON as overpass-turbo writes it) or Overture Maps places as GeoJSON, imported into one city.
//
// The file is read whole and every element becomes a report row: new, updated, unchanged, linked (a
// venue already listed: not added twice) or skipped with its reason. The preview writes nothing; the
// apply writes everything as ONE D1 batch. Rows travel as JSON in a bound parameter and are spread
// with json_each, so 20,000 places take a few dozen statements, each within D1's 100 parameters.
//
// A place keeps its source, its id there and its licence in open_data_places, a layer of its own. A
// venue made from one is listed with source 'open_data' and labelled "not yet confirmed by the venue"
// until an owner manages it. A re-import finds places by source id and updates a field only while the
// venue still holds what the last import wrote, so nothing an owner or an admin changed by hand is
// overwritten (the test runs in SQL, in the same statement as the write).
import { eq, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { adminLogs, cities, type OpenDataSource, openDataPlaces, venueOwners, venues } from "../../db/schema";
import { badRequest, notFound, unsupportedMediaType } from "../../lib/errors";
import { decodeText } from "../../lib/file-type";
import { baseType } from "../../lib/multipart";
import type { OpenDataImportResult, SkipReason, VenueOpenData } from "../../shared/contract/open-data";
import { haversineKm } from "../../shared/geo";
import type { WeeklyHours } from "../../shared/hours";
import { MAX_OPEN_DATA_ELEMENTS } from "../../shared/limits";
import { nameProblem } from "../../shared/names";
import { cityLocationProblem, hoursProblem, isPhone, isWebsite, VENUE_FIELD_MAX } from "../../shared/venue-fields";
import { bumpDataVersions } from "../platform/data-versions";
import { slugify } from "../platform/slug";
import { type HoursReader, loadHoursReader } from "./osm-hours";

const ACCEPTED_TYPES = new Set(["", "application/json", "application/geo+json", "text/plain", "application/octet-stream"]);

/** The venue fields an import writes, compared field by field on a re-import. */
const FIELDS = ["name", "address", "lat", "lng", "phone", "website", "hours"] as const;
type Field = (typeof FIELDS)[number];
type PlaceData = {
  [F in Field]: F extends "lat" | "lng" ? number : F extends "hours" ? WeeklyHours | null : F extends "name" | "address" ? string : string | null;
};

/** Two places this close (metres), with the same or nearly the same name, are one venue. */
const SAME_PLACE_METRES = 150;
/** Rows per json_each statement: a parameter well under D1's size limits. */
const ROWS_PER_STATEMENT = 1000;
/** Rows of each kind the answer lists (its counts are whole). */
const LISTED = 1000;
const MAX_NAME = 120;
const MAX_ADDRESS = 200;

const OSM_LICENCE = "ODbL-1.0";
const OVERTURE_LICENCE = "CDLA-Permissive-2.0";

interface Element {
  index: number;
  source: OpenDataSource;
  sourceId: string | null;
  licence: string;
  /** OpenStreetMap tags, or an Overture row's properties. */
  props: Record<string, unknown>;
  lat: unknown;
  lng: unknown;
}

interface Place {
  element: number;
  source: OpenDataSource;
  sourceId: string;
  licence: string;
  data: PlaceData;
  tags: string[];
  hoursRead: boolean | null;
}

type Outcome = Place | { element: number; sourceId: string | null; name: string | null; reason: SkipReason };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

// ---------------------------------------------------------------------------------------------------
// Reading the file

/** The positions of a GeoJSON geometry, flattened. */
function positions(coords: unknown, out: [number, number][] = []): [number, number][] {
  if (Array.isArray(coords) && coords.length >= 2 && typeof coords[0] === "number" && typeof coords[1] === "number") {
    out.push([coords[0], coords[1]]);
  } else if (Array.isArray(coords)) for (const c of coords) positions(c, out);
  return out;
}

/** A Point's position, or a polygon's reduced to the centre of its bounds (as Overpass's `center`). */
function geometryPoint(geometry: unknown): { lat: unknown; lng: unknown } {
  if (!isObject(geometry)) return { lat: undefined, lng: undefined };
  if (geometry.type === "Point" && Array.isArray(geometry.coordinates)) return { lng: geometry.coordinates[0], lat: geometry.coordinates[1] };
  if (geometry.type === "Polygon" || geometry.type === "MultiPolygon") {
    const pts = positions(geometry.coordinates);
    if (!pts.length) return { lat: undefined, lng: undefined };
    const lngs = pts.map((p) => p[0]);
    const lats = pts.map((p) => p[1]);
    return { lng: (Math.min(...lngs) + Math.max(...lngs)) / 2, lat: (Math.min(...lats) + Math.max(...lats)) / 2 };
  }
  return { lat: undefined, lng: undefined };
}

const OSM_ID = /^(node|way|relation)\/\d+$/;

/** An Overture row's licence: the licences its sources carry, else the places theme's own. */
function overtureLicence(props: Record<string, unknown>): string {
  const licences = Array.isArray(props.sources) ? [...new Set(props.sources.flatMap((s) => (isObject(s) && str(s.license) ? [str(s.license)!] : [])))] : [];
  return licences.length ? licences.join(", ") : OVERTURE_LICENCE;
}

function readFile(text: string): { format: "overpass" | "geojson"; dataDate: Date | null; elements: Element[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    throw badRequest(`The file is not valid JSON (${err instanceof Error ? err.message.slice(0, 120) : "unreadable"}). Export Overpass API JSON or GeoJSON.`);
  }
  const tooMany = (n: number) => {
    if (n > MAX_OPEN_DATA_ELEMENTS)
      throw badRequest(`Too many elements: ${n.toLocaleString("en-US")}; at most ${MAX_OPEN_DATA_ELEMENTS.toLocaleString("en-US")} per file.`);
  };
  if (isObject(doc) && Array.isArray(doc.elements)) {
    tooMany(doc.elements.length);
    const base = isObject(doc.osm3s) ? Date.parse(String(doc.osm3s.timestamp_osm_base ?? "")) : Number.NaN;
    const elements = doc.elements.map((e, index): Element => {
      const el = isObject(e) ? e : {};
      const type = str(el.type);
      const id = typeof el.id === "number" || typeof el.id === "string" ? String(el.id) : "";
      const sourceId = type && /^\d+$/.test(id) ? `${type}/${id}` : null;
      const point = type === "node" ? el : isObject(el.center) ? el.center : {};
      return {
        index,
        source: "openstreetmap",
        sourceId: sourceId && OSM_ID.test(sourceId) ? sourceId : null,
        licence: OSM_LICENCE,
        props: isObject(el.tags) ? el.tags : {},
        lat: point.lat,
        lng: point.lon,
      };
    });
    return { format: "overpass", dataDate: Number.isNaN(base) ? null : new Date(base), elements };
  }
  const features =
    isObject(doc) && doc.type === "FeatureCollection" && Array.isArray(doc.features) ? doc.features : isObject(doc) && doc.type === "Feature" ? [doc] : null;
  if (!features) {
    throw badRequest('This file is neither Overpass API JSON (an object with "elements") nor GeoJSON (a FeatureCollection of places).');
  }
  tooMany(features.length);
  const elements = features.map((f, index): Element => {
    const feature = isObject(f) ? f : {};
    const props = isObject(feature.properties) ? feature.properties : {};
    const { lat, lng } = geometryPoint(feature.geometry);
    if (isObject(props.names)) {
      return { index, source: "overture", sourceId: str(feature.id) ?? str(props.id), licence: overtureLicence(props), props, lat, lng };
    }
    // overpass-turbo writes the tags beside "@id" (older versions: under "tags"), and the id as the feature's id too.
    const tags = isObject(props.tags) ? { ...props, ...props.tags } : props;
    const id = str(props["@id"]) ?? str(feature.id) ?? str(props.id);
    return { index, source: "openstreetmap", sourceId: id && OSM_ID.test(id) ? id : null, licence: OSM_LICENCE, props: tags, lat, lng };
  });
  return { format: "geojson", dataDate: null, elements };
}

// ---------------------------------------------------------------------------------------------------
// An element as a place (or the reason it is skipped)

const WATCH_AMENITIES = new Set(["bar", "pub", "biergarten"]);
const LIFECYCLE = /^(disused|abandoned|was|demolished|removed|razed|destroyed|closed):/;
const OVERTURE_WATCH = new Set(["bar", "pub", "sports_bar", "beer_garden", "beer_bar", "irish_pub", "sports_club_and_league"]);
const TYPE_TAGS: Record<string, string> = {
  pub: "Pub",
  irish_pub: "Pub",
  biergarten: "Beer Garden",
  beer_garden: "Beer Garden",
  restaurant: "Restaurant",
  sports_bar: "Sports Bar",
};

/** Text that holds markup or control characters is not a name (nor an address) to publish. */
const unsafe = (s: string) => /<\/?[a-z!?][^>]*>/i.test(s) || [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

function osmAddress(t: Record<string, unknown>): string {
  const full = str(t["addr:full"]);
  if (full) return full;
  const street = [str(t["addr:housenumber"]), str(t["addr:street"])].filter(Boolean).join(" ");
  return [street, str(t["addr:city"])].filter(Boolean).join(", ");
}

function overtureAddress(p: Record<string, unknown>): string {
  const a = Array.isArray(p.addresses) && isObject(p.addresses[0]) ? p.addresses[0] : {};
  return [str(a.freeform), str(a.locality)].filter(Boolean).join(", ");
}

const first = (v: unknown) => (Array.isArray(v) ? str(v[0]) : str(v)?.split(";")[0].trim()) ?? null;

function readPlace(el: Element, city: CityRow, readHours: HoursReader): Outcome {
  const p = el.props;
  const overture = el.source === "overture";
  const rawName = overture ? str(isObject(p.names) ? p.names.primary : null) : str(p.name);
  const skip = (reason: SkipReason): Outcome => ({ element: el.index, sourceId: el.sourceId, name: rawName?.slice(0, MAX_NAME) ?? null, reason });
  if (Object.keys(p).length === 0) return skip("not_a_place");

  let tags: string[] = [];
  if (overture) {
    const cats = isObject(p.categories) ? [str(p.categories.primary), ...(Array.isArray(p.categories.alternate) ? p.categories.alternate.map(str) : [])] : [];
    const watch = cats.find((c) => c && OVERTURE_WATCH.has(c));
    if (!watch) return skip("not_a_place_to_watch");
    if (TYPE_TAGS[watch]) tags = [TYPE_TAGS[watch]];
    if (["closed", "permanently_closed", "temporarily_closed"].includes(str(p.operating_status) ?? "")) return skip("closed");
  } else {
    const amenity = str(p.amenity);
    const soccer = (str(p.sport) ?? "").split(";").some((s) => s.trim() === "soccer");
    if (Object.keys(p).some((k) => LIFECYCLE.test(k) && /amenity|shop|name/.test(k)) && !amenity) return skip("closed");
    if (!amenity || !(WATCH_AMENITIES.has(amenity) || (amenity === "restaurant" && soccer))) return skip("not_a_place_to_watch");
    const hoursText = (str(p.opening_hours) ?? "").toLowerCase();
    if (hoursText === "closed" || hoursText === "off" || str(p.disused) === "yes") return skip("closed");
    if (TYPE_TAGS[amenity]) tags = [TYPE_TAGS[amenity]];
    if (amenity === "bar" && (soccer || /\bsports?\b/i.test(rawName ?? ""))) tags = ["Sports Bar"];
  }
  if (!rawName) return skip("no_name");
  if (unsafe(rawName) || rawName.length > MAX_NAME || nameProblem(rawName.trim().replace(/\s+/g, " "))) return skip("bad_name");
  if (!el.sourceId) return skip("not_a_place");
  if (el.lat === undefined || el.lng === undefined || el.lat === null || el.lng === null) return skip("no_location");
  const lat = Number(el.lat);
  const lng = Number(el.lng);
  if (
    typeof el.lat === "boolean" ||
    typeof el.lng === "boolean" ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    return skip("bad_location");
  }
  if (cityLocationProblem({ lat, lng }, city)) return skip("outside_city");

  const address = overture ? overtureAddress(p) : osmAddress(p);
  const phone = overture ? first(p.phones) : first(p.phone ?? p["contact:phone"]);
  const website = overture ? first(p.websites) : first(p.website ?? p["contact:website"]);
  const hoursText = overture ? null : str(p.opening_hours);
  const read = hoursText ? readHours(hoursText) : null;
  const hours = read && !hoursProblem(read) ? read : null;
  return {
    element: el.index,
    source: el.source,
    sourceId: el.sourceId,
    licence: el.licence,
    data: {
      name: rawName,
      address: address && !unsafe(address) ? address.slice(0, MAX_ADDRESS) : "",
      lat: Math.round(lat * 1e7) / 1e7,
      lng: Math.round(lng * 1e7) / 1e7,
      phone: phone && isPhone(phone) && phone.length <= VENUE_FIELD_MAX.phone ? phone : null,
      website: website && isWebsite(website) && website.length <= VENUE_FIELD_MAX.website ? website : null,
      hours,
    },
    tags,
    hoursRead: hoursText ? hours !== null : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Matching a new place with a venue already listed

/** Names compared without case, accents, punctuation, a leading "The" or the "&"/"and" difference. */
function comparableName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/^the /, "")
    .trim();
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** The same name, or nearly: one holds the other ("Kells" / "Kells Irish Pub"), or a typo or two apart. */
function nearlySameName(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && ` ${long} `.includes(` ${short} `)) return true;
  return editDistance(a, b) <= Math.max(1, Math.floor(long.length / 8));
}

interface ListedVenue {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
  key: string;
}

const CELL = 0.002; // degrees: about 220 m of latitude, so a neighbourhood of cells covers SAME_PLACE_METRES
const cellOf = (lat: number, lng: number) => [Math.floor(lat / CELL), Math.floor(lng / CELL)] as const;

function venueMatcher(listed: ListedVenue[]) {
  const grid = new Map<string, ListedVenue[]>();
  const byName = new Map<string, ListedVenue>();
  for (const v of listed) {
    if (v.lat === null || v.lng === null) {
      if (!byName.has(v.key)) byName.set(v.key, v);
      continue;
    }
    const [y, x] = cellOf(v.lat, v.lng);
    const k = `${y}:${x}`;
    grid.set(k, [...(grid.get(k) ?? []), v]);
  }
  return (place: PlaceData): { venue: ListedVenue; metres: number | null } | null => {
    const key = comparableName(place.name);
    const [y, x] = cellOf(place.lat, place.lng);
    let best: { venue: ListedVenue; metres: number } | null = null;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        for (const v of grid.get(`${y + dy}:${x + dx}`) ?? []) {
          const metres = Math.round(haversineKm(place, { lat: v.lat!, lng: v.lng! }) * 1000);
          if (metres <= SAME_PLACE_METRES && nearlySameName(key, v.key) && (!best || metres < best.metres)) best = { venue: v, metres };
        }
      }
    }
    if (best) return best;
    // A listed venue without a map location: only the very same name.
    const unplaced = byName.get(key);
    return unplaced ? { venue: unplaced, metres: null } : null;
  };
}

// ---------------------------------------------------------------------------------------------------
// The import

type CityRow = { id: number; name: string; slug: string; lat: number | null; lng: number | null };

export interface OpenDataImportRequest {
  citySlug: string;
  mode: "preview" | "apply";
  /** yyyy-mm-dd: the date the data shows, when the file does not say (a GeoJSON export). */
  dataDate?: string;
  fileType: string;
  bytes: Uint8Array;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Rows as one JSON parameter per statement, for json_each. */
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

const j = (path: string) => sql.raw(`json_extract(value, '$.${path}')`);

export async function importOpenData(db: Db, req: OpenDataImportRequest, now: number): Promise<OpenDataImportResult> {
  if (!ACCEPTED_TYPES.has(baseType(req.fileType))) {
    throw unsupportedMediaType("Unsupported file type. Upload Overpass API JSON or GeoJSON (.json or .geojson).");
  }
  const text = decodeText(req.bytes);
  if (text === null) throw badRequest("The file is not text (UTF-8): export Overpass API JSON or GeoJSON.");
  const [city] = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.slug, req.citySlug))
    .limit(1);
  if (!city) throw badRequest(`Unknown city: ${req.citySlug.slice(0, 80)}`);
  const file = readFile(text);
  if (file.elements.length === 0) throw badRequest("The file holds no places.");
  const dataDate = file.dataDate ?? (req.dataDate ? new Date(`${req.dataDate}T00:00:00Z`) : null);

  // Many places of a city share their hours: each value is read once.
  const reader = await loadHoursReader();
  const read = new Map<string, WeeklyHours | null>();
  const readHours: HoursReader = (v) => {
    if (!read.has(v)) read.set(v, reader(v));
    return read.get(v) ?? null;
  };
  const outcomes = file.elements.map((el) => readPlace(el, city, readHours));
  const skipped: OpenDataImportResult["skipped"] = [];
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const o of outcomes) {
    if ("reason" in o) skipped.push(o);
    else if (seen.has(`${o.source}:${o.sourceId}`)) skipped.push({ element: o.element, sourceId: o.sourceId, name: o.data.name, reason: "duplicate_in_file" });
    else {
      seen.add(`${o.source}:${o.sourceId}`);
      places.push(o);
    }
  }

  // What is stored: the places of earlier imports (by source id), the city's venues (for matching and slugs).
  // One query, the ids as one JSON parameter (D1 binds at most 100 parameters).
  const known = new Map<string, typeof openDataPlaces.$inferSelect>();
  const ids = JSON.stringify(places.map((p) => `${p.source}:${p.sourceId}`));
  const stored = await db
    .select()
    .from(openDataPlaces)
    .where(sql`${openDataPlaces.source} || ':' || ${openDataPlaces.sourceId} IN (SELECT value FROM json_each(${ids}))`);
  for (const r of stored) known.set(`${r.source}:${r.sourceId}`, r);
  const cityVenues = await db
    .select({
      id: venues.id,
      name: venues.name,
      slug: venues.slug,
      address: venues.address,
      lat: venues.lat,
      lng: venues.lng,
      phone: venues.phone,
      website: venues.website,
      hours: venues.hours,
      owned: sql<number>`EXISTS (SELECT 1 FROM ${venueOwners} WHERE ${venueOwners.venueId} = ${venues.id})`.mapWith(Number),
    })
    .from(venues)
    .where(eq(venues.cityId, city.id));
  const venueById = new Map(cityVenues.map((v) => [v.id, v]));
  const match = venueMatcher(cityVenues.map((v) => ({ id: v.id, name: v.name, lat: v.lat, lng: v.lng, key: comparableName(v.name) })));
  const slugs = new Set(cityVenues.map((v) => v.slug));

  const result: OpenDataImportResult = {
    applied: false,
    format: file.format,
    city: { slug: city.slug, name: city.name },
    dataDate: dataDate?.toISOString() ?? null,
    total: file.elements.length,
    counts: { new: 0, updated: 0, unchanged: 0, linked: 0, skipped: 0 },
    listed: LISTED,
    new: [],
    updated: [],
    unchanged: [],
    linked: [],
    skipped: [],
  };
  const row = (p: Place) => ({ source: p.source, sourceId: p.sourceId, name: p.data.name, address: p.data.address, hoursRead: p.hoursRead });
  const list = <T>(target: T[], item: T) => {
    if (target.length < LISTED) target.push(item);
  };

  const inserts: { slug: string; place: Place }[] = [];
  const links: { venueId: number; place: Place }[] = [];
  const updates: { venueId: number; old: Record<string, unknown>; place: Place }[] = [];
  const refreshed: Place[] = [];
  for (const place of places) {
    const stored = known.get(`${place.source}:${place.sourceId}`);
    if (stored) {
      const venue = stored.venueId === null ? undefined : venueById.get(stored.venueId);
      if (stored.cityId !== city.id) {
        skipped.push({ element: place.element, sourceId: place.sourceId, name: place.data.name, reason: "other_city" });
        continue;
      }
      if (!venue) {
        skipped.push({ element: place.element, sourceId: place.sourceId, name: place.data.name, reason: "removed" });
        continue;
      }
      refreshed.push(place);
      const changed: string[] = [];
      const kept: string[] = [];
      for (const f of FIELDS) {
        if (same(stored.data[f], place.data[f])) continue;
        // A linked venue is the venue's own listing; an owned one speaks for itself; a field that no
        // longer holds what the last import wrote was changed by hand.
        if (stored.linked || venue.owned || !same(venue[f], stored.data[f])) kept.push(f);
        else changed.push(f);
      }
      if (stored.linked) {
        result.counts.linked++;
        list(result.linked, { ...row(place), venue: { id: venue.id, name: venue.name, metres: null } });
      } else if (changed.length || kept.length) {
        result.counts.updated++;
        list(result.updated, { ...row(place), venueId: venue.id, changed, kept });
        if (changed.length) updates.push({ venueId: venue.id, old: stored.data, place });
      } else {
        result.counts.unchanged++;
        list(result.unchanged, { ...row(place), venueId: venue.id });
      }
      continue;
    }
    const found = match(place.data);
    if (found) {
      result.counts.linked++;
      list(result.linked, { ...row(place), venue: { id: found.venue.id, name: found.venue.name, metres: found.metres } });
      links.push({ venueId: found.venue.id, place });
      continue;
    }
    const base = slugify(place.data.name) || `place-${place.sourceId.replace("/", "-")}`;
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    inserts.push({ slug, place });
    result.counts.new++;
    list(result.new, row(place));
  }
  result.counts.skipped = skipped.length;
  result.skipped = skipped.slice(0, LISTED);
  if (req.mode === "preview") return result;

  const at = sql.raw(String(now));
  const date = dataDate ? sql.raw(String(dataDate.getTime())) : sql`NULL`;
  const placeJson = (p: Place) => ({ source: p.source, sourceId: p.sourceId, licence: p.licence, data: p.data });
  const statements: Statement[] = [];
  for (const part of chunks(inserts)) {
    const rows = JSON.stringify(part.map(({ slug, place }) => ({ slug, tags: place.tags, ...place.data })));
    statements.push(sql`INSERT INTO ${venues} (city_id, name, slug, address, lat, lng, phone, website, hours, tags, status, source, created_at, updated_at)
      SELECT ${city.id}, ${j("name")}, ${j("slug")}, ${j("address")}, ${j("lat")}, ${j("lng")}, ${j("phone")}, ${j("website")}, ${j("hours")}, ${j("tags")},
        'approved', 'open_data', ${at}, ${at} FROM json_each(${rows})`);
    const placeRows = JSON.stringify(part.map(({ slug, place }) => ({ slug, ...placeJson(place) })));
    statements.push(sql`INSERT INTO ${openDataPlaces} (city_id, source, source_id, licence, venue_id, linked, data, data_date, created_at, updated_at)
      SELECT ${city.id}, ${j("source")}, ${j("sourceId")}, ${j("licence")},
        (SELECT id FROM ${venues} WHERE city_id = ${city.id} AND slug = ${j("slug")}), 0, ${j("data")}, ${date}, ${at}, ${at} FROM json_each(${placeRows})`);
  }
  for (const part of chunks(links)) {
    const rows = JSON.stringify(part.map(({ venueId, place }) => ({ venueId, ...placeJson(place) })));
    statements.push(sql`INSERT INTO ${openDataPlaces} (city_id, source, source_id, licence, venue_id, linked, data, data_date, created_at, updated_at)
      SELECT ${city.id}, ${j("source")}, ${j("sourceId")}, ${j("licence")}, ${j("venueId")}, 1, ${j("data")}, ${date}, ${at}, ${at} FROM json_each(${rows})`);
  }
  for (const part of chunks(updates)) {
    const rows = JSON.stringify(part.map(({ venueId, old, place }) => ({ id: venueId, old, new: place.data })));
    // Each field only while the venue holds what the last import wrote, and never on a venue an owner manages.
    const set = sql.join(
      FIELDS.map((f) => sql.raw(`${f} = CASE WHEN ${f} IS u.old_${f} THEN u.new_${f} ELSE ${f} END`)),
      sql`, `,
    );
    const cols = sql.raw(FIELDS.map((f) => `json_extract(value, '$.old.${f}') AS old_${f}, json_extract(value, '$.new.${f}') AS new_${f}`).join(", "));
    statements.push(sql`UPDATE ${venues} SET ${set}, updated_at = ${at}
      FROM (SELECT json_extract(value, '$.id') AS id, ${cols} FROM json_each(${rows})) AS u
      WHERE ${venues}.id = u.id AND NOT EXISTS (SELECT 1 FROM ${venueOwners} WHERE ${venueOwners.venueId} = u.id)`);
  }
  for (const part of chunks(refreshed)) {
    const rows = JSON.stringify(part.map(placeJson));
    statements.push(sql`UPDATE ${openDataPlaces} SET data = r.data, licence = r.licence, data_date = COALESCE(${date}, data_date), updated_at = ${at}
      FROM (SELECT ${j("source")} AS source, ${j("sourceId")} AS source_id, ${j("licence")} AS licence, ${j("data")} AS data FROM json_each(${rows})) AS r
      WHERE ${openDataPlaces}.source = r.source AND ${openDataPlaces}.source_id = r.source_id`);
  }
  const changedVenues = inserts.length > 0 || updates.length > 0;
  if (changedVenues) {
    statements.push(
      db
        .update(cities)
        .set({ lastUpdatedUtc: new Date(now), updatedAt: new Date(now) })
        .where(eq(cities.id, city.id)),
    );
    statements.push(bumpDataVersions(db, ["venues", "cities"]));
  }
  const { new: _n, updated: _u, unchanged: _c, linked, skipped: skippedRows, ...summary } = result;
  statements.push(
    db.insert(adminLogs).values({
      event: "open_data_import",
      payload: JSON.stringify({
        ...summary,
        cityId: city.id,
        linked: linked.slice(0, 50).map((l) => ({ sourceId: l.sourceId, name: l.name, venueId: l.venue.id })),
        skipped: skippedRows.slice(0, 50),
      }),
      createdAt: new Date(now),
    }),
  );
  await runBatch(db, statements);
  return { ...result, applied: true };
}

/** The open data a venue was made from or linked to, for the admin's venue editor. */
export async function venueOpenData(db: Db, venueId: number): Promise<VenueOpenData[]> {
  const [rows, [venue]] = await Promise.all([
    db.select().from(openDataPlaces).where(eq(openDataPlaces.venueId, venueId)).orderBy(openDataPlaces.id),
    db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)),
  ]);
  if (!venue) throw notFound("Venue not found");
  return rows.map((r) => ({
    source: r.source,
    sourceId: r.sourceId,
    licence: r.licence,
    linked: r.linked,
    dataDate: r.dataDate?.toISOString() ?? null,
    importedAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    data: r.data,
  }));
}
