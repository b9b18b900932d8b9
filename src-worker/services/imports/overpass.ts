// A city's places asked of OpenStreetMap's Overpass API (docs/decisions/042), then previewed and applied
// exactly as an uploaded Overpass export (open-data-import.ts): the answer IS Overpass JSON.
//
// One query per admin press, within the public instance's usage policy: `[out:json][timeout:25]`, bars,
// pubs and beer gardens (nodes and ways, `out center tags`) in a box around the city's centre, a
// descriptive User-Agent, a wait and a size cap, and at most one query a minute per city (the route).
// The preview keeps the answer in R2 and the apply reads it back: the apply writes what the preview
// showed, without asking again. An upstream failure changes nothing and is answered 422 with a clear
// message, as a competition feed's failure is (never a 5xx: the Worker is not what failed).
//
// Outside production, an OVERPASS_URL on a local /dev/overpass address is answered from memory with the
// shipped San Francisco export (db/seed/osm-sf-downtown), cut to the query's box: no network.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities } from "../../db/schema";
import sample from "../../db/seed/osm-sf-downtown/overpass.json";
import { type Bindings, getConfig } from "../../env";
import { ApiError, badRequest, conflict } from "../../lib/errors";
import { decodeText } from "../../lib/file-type";
import { readCapped } from "../../lib/read-capped";
import { withDeadline } from "../../lib/with-deadline";
import type { OverpassImportBody, OverpassImportResult } from "../../shared/contract/open-data";
import { MAX_OVERPASS_BYTES, OVERPASS_BOX_KM, OVERPASS_QUERY_TIMEOUT_S, OVERPASS_WAIT_MS } from "../../shared/limits";
import { OPEN_DATA_ATTRIBUTION } from "../../shared/open-data";
import { LOCAL_HOSTS } from "../matches/feeds/fetch-for-env";
import { importOpenData } from "./open-data-import";

export type OverpassFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** The box OVERPASS_BOX_KM each way around a centre. */
export function boxAround({ lat, lng }: { lat: number; lng: number }, km = OVERPASS_BOX_KM): Box {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { south: round(lat - dLat), west: round(lng - dLng), north: round(lat + dLat), east: round(lng + dLng) };
}

/** The one query an import sends (Overpass QL). */
export function overpassQuery(box: Box): string {
  const b = `(${box.south},${box.west},${box.north},${box.east})`;
  return [
    `[out:json][timeout:${OVERPASS_QUERY_TIMEOUT_S}];`,
    "(",
    `  node["amenity"~"^(bar|pub|biergarten)$"]${b};`,
    `  way["amenity"~"^(bar|pub|biergarten)$"]${b};`,
    ");",
    "out center tags;",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------------
// The local stand-in

const BOX_IN_QUERY = /\((-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)/;

type SampleElement = { type: string; lat?: number; lon?: number; center?: { lat: number; lon: number } };

/**
 * The answer of a local /dev/overpass address, else null. /dev/overpass answers the shipped export cut
 * to the query's box; /dev/overpass/status/{code} answers that status, /dev/overpass/garbage a page that
 * is not JSON (for tests and trying the failures by hand).
 */
export function overpassStandInResponse(url: string, body: string): Response | null {
  const u = URL.parse(url);
  if (!u || !LOCAL_HOSTS.has(u.hostname) || !(u.pathname === "/dev/overpass" || u.pathname.startsWith("/dev/overpass/"))) return null;
  const rest = u.pathname.slice("/dev/overpass".length);
  const status = /^\/status\/([1-5]\d\d)$/.exec(rest);
  if (status)
    return new Response(`<html><body>Stand-in answer ${status[1]}</body></html>`, { status: Number(status[1]), headers: { "content-type": "text/html" } });
  if (rest === "/garbage") return new Response('<?xml version="1.0"?><osm><remark>not JSON</remark>', { headers: { "content-type": "application/json" } });
  if (rest !== "" && rest !== "/") return new Response("Not found", { status: 404 });
  const query = new URLSearchParams(body).get("data") ?? "";
  const m = BOX_IN_QUERY.exec(query);
  const [s, w, n, e] = m ? m.slice(1).map(Number) : [-90, -180, 90, 180];
  const elements = (sample.elements as SampleElement[]).filter((el) => {
    const p = el.type === "node" ? { lat: el.lat, lon: el.lon } : el.center;
    return p && typeof p.lat === "number" && typeof p.lon === "number" && p.lat >= s && p.lat <= n && p.lon >= w && p.lon <= e;
  });
  return Response.json({ ...sample, elements }, { headers: { "cache-control": "no-store" } });
}

/** The fetch an import uses: the Worker's own in production; elsewhere the local stand-in first. */
export function overpassFetchFor(env: Bindings): OverpassFetch {
  if (getConfig(env).ENVIRONMENT === "production") return (url, init) => fetch(url, init);
  return (url, init) => Promise.resolve(overpassStandInResponse(url, typeof init.body === "string" ? init.body : "") ?? fetch(url, init));
}

// ---------------------------------------------------------------------------------------------------
// Asking

const failed = (code: string, message: string) => new ApiError(422, code, message);
const BUSY = "OpenStreetMap's server is busy: try again in a few minutes.";
const SLOW = "OpenStreetMap's server did not answer in time: try again in a few minutes.";
const UNREADABLE = "OpenStreetMap's answer could not be read. Nothing was imported.";
const TOO_LARGE = `OpenStreetMap's answer is over ${MAX_OVERPASS_BYTES / 1024 / 1024} MB: too many places for one import. Nothing was imported.`;

/** The answer's text, within the wait and the size cap; an upstream failure as a 422 with its reason. */
export async function askOverpass(fetchFn: OverpassFetch, url: string, query: string, userAgent: string, waitMs = OVERPASS_WAIT_MS): Promise<string> {
  return withDeadline(
    waitMs,
    () => failed("overpass_timeout", SLOW),
    async (signal) => {
      let res: Response;
      try {
        res = await fetchFn(url, {
          method: "POST",
          signal,
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", "user-agent": userAgent },
          body: new URLSearchParams({ data: query }).toString(),
        });
      } catch {
        throw failed("overpass_unreachable", "OpenStreetMap's server could not be reached: try again in a few minutes.");
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        if (res.status === 429) throw failed("overpass_busy", BUSY);
        if (res.status === 504 || res.status === 408) throw failed("overpass_timeout", SLOW);
        throw failed("overpass_failed", `OpenStreetMap's server answered ${res.status}: try again in a few minutes.`);
      }
      if (Number(res.headers.get("content-length") ?? 0) > MAX_OVERPASS_BYTES) {
        await res.body?.cancel().catch(() => {});
        throw failed("overpass_too_large", TOO_LARGE);
      }
      const bytes = await readCapped(
        res,
        MAX_OVERPASS_BYTES,
        () => failed("overpass_too_large", TOO_LARGE),
        () => failed("overpass_unreadable", UNREADABLE),
      );
      const text = decodeText(bytes);
      if (text === null) throw failed("overpass_unreadable", UNREADABLE);
      return text;
    },
  );
}

/** The answer as Overpass JSON: an object with an `elements` list; a server-side error (a `remark`) is a failure. */
function checkAnswer(text: string): { elements: number; asOf: string | null } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw failed("overpass_unreadable", UNREADABLE);
  }
  if (typeof doc !== "object" || doc === null || !Array.isArray((doc as { elements?: unknown }).elements)) throw failed("overpass_unreadable", UNREADABLE);
  const d = doc as { elements: unknown[]; remark?: unknown; osm3s?: { timestamp_osm_base?: unknown } };
  // Overpass reports a query that ran out of time or memory in `remark`, with a partial list: not an answer to import.
  if (typeof d.remark === "string" && /error/i.test(d.remark)) throw failed("overpass_timeout", SLOW);
  const base = Date.parse(String(d.osm3s?.timestamp_osm_base ?? ""));
  return { elements: d.elements.length, asOf: Number.isNaN(base) ? null : new Date(base).toISOString() };
}

// ---------------------------------------------------------------------------------------------------
// The import

export interface OverpassDeps {
  fetch: OverpassFetch;
  bucket: R2Bucket;
  url: string;
  userAgent: string;
  now: number;
  /** The rate limit, counted right before OpenStreetMap is asked (throws a 429). */
  limit: () => Promise<void>;
}

const answerKey = (citySlug: string, answerId: string) => `overpass/${citySlug}/${answerId}.json`;

/** Preview: asks OpenStreetMap once and keeps the answer; apply: imports the kept answer of that preview. */
export async function importFromOverpass(
  db: Db,
  deps: OverpassDeps,
  body: Required<Pick<OverpassImportBody, "citySlug" | "mode">> & { answerId?: string },
): Promise<OverpassImportResult> {
  const [city] = await db
    .select({ name: cities.name, slug: cities.slug, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.slug, body.citySlug))
    .limit(1);
  if (!city) throw badRequest(`Unknown city: ${body.citySlug.slice(0, 80)}`);
  if (city.lat === null || city.lng === null)
    throw badRequest(`${city.name} has no centre yet: set its latitude and longitude first, so the import knows where to look.`);

  let text: string;
  let answerId: string;
  if (body.mode === "preview") {
    await deps.limit();
    text = await askOverpass(deps.fetch, deps.url, overpassQuery(boxAround({ lat: city.lat, lng: city.lng })), deps.userAgent);
    checkAnswer(text);
    answerId = crypto.randomUUID();
    await deps.bucket.put(answerKey(city.slug, answerId), text, { httpMetadata: { contentType: "application/json" } });
  } else {
    answerId = body.answerId ?? "";
    const kept = await deps.bucket.get(answerKey(city.slug, answerId));
    if (!kept) throw conflict("This preview is no longer kept (it was applied already, or is for another city): import from OpenStreetMap again.");
    text = await kept.text();
  }
  const { elements, asOf } = checkAnswer(text);
  if (elements === 0) {
    throw failed(
      "overpass_empty",
      `OpenStreetMap lists no bar, pub or beer garden within ${OVERPASS_BOX_KM} km of ${city.name}'s centre. Nothing was imported.`,
    );
  }
  const result = await importOpenData(
    db,
    { citySlug: city.slug, mode: body.mode, fileType: "application/json", bytes: new TextEncoder().encode(text) },
    deps.now,
  );
  if (result.applied) await deps.bucket.delete(answerKey(city.slug, answerId));
  const osm = OPEN_DATA_ATTRIBUTION.openstreetmap;
  return { ...result, answerId, origin: { credit: osm.credit, licence: "ODbL-1.0", url: osm.url, asOf } };
}
