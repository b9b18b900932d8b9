// Edge cache for public GET endpoints and the pages built from D1 (Workers Cache API). The cache key
// carries the versions of the data scopes a response reads, so a write that bumps a scope makes old
// copies unreachable, and the deployed version's id, so a new deploy never serves answers (or pages
// naming asset files) of an old one. Browsers always revalidate (max-age=0 + ETag), so a fan never
// keeps stale data after a write.

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ifNoneMatchHits } from "../lib/etag";
import { edgeVisitorZone, isZonedPage } from "../lib/visitor-zone";
import { type DataScope, forgetDataVersions, readDataVersions } from "../services/platform/data-versions";
import { D1_BOOKMARK_HEADER } from "../shared/constants";
import { splitLocale } from "../shared/i18n/locales";

/** Which public endpoints and pages are cached, and which data each one reads. */
const CACHE_RULES: [RegExp, DataScope[]][] = [
  // The home page carries the competitions too (its copy follows the season).
  [/^\/$/, ["cities", "venues", "matches"]],
  [/^\/cities$/, ["cities", "venues"]],
  // A city's old address answers a redirect that reads nothing.
  [/^\/cities\/[^/]+$/, []],
  // Pages that read no data but the settings, and About (its mission follows the season).
  [/^\/(?:faq|contact|bookmarks)$/, []],
  [/^\/about$/, ["matches", "cities"]],
  [/^\/(?:city\/[^/]+|venue\/\d+)$/, ["cities", "venues"]],
  [/^\/blog\/[^/]+$/, ["cities", "blog"]],
  // The blog's list carries its posts (services/content/seo.ts).
  [/^\/blog$/, ["blog"]],
  [/^\/api\/cities$/, ["cities", "venues"]],
  [/^\/api\/cities\/[^/]+$/, ["cities"]],
  // The whole list, a page of it, and its map points.
  [/^\/api\/cities\/[^/]+\/venues(?:\/page|\/points)?$/, ["cities", "venues"]],
  [/^\/api\/tags$/, ["venues"]],
  [/^\/api\/venues\/(?:submission|featured|sponsor)-pricing$/, ["pricing"]],
  // What the claim forms pick from: competitions, teams and matches.
  [/^\/api\/venues\/claim-choices$/, ["matches"]],
  // The submit page carries its price and the cities to choose from (services/content/seo.ts).
  [/^\/submit$/, ["pricing", "cities", "venues"]],
  [/^\/api\/venues(?:\/featured|\/\d+)?$/, ["cities", "venues"]],
  [/^\/api\/blog\/posts(?:\/[^/]+)?$/, ["blog"]],
  // Stadiums link to their site city, so tournament answers read the cities scope too.
  [/^\/api\/(?:matches(?:\/\d+)?|teams(?:\/[A-Za-z0-9-]+(?:\/calendar\.ics)?)?)$/, ["matches", "cities"]],
  // Where to watch: venues' claims, fans' reports (a report bumps the venues scope) and how many are going.
  [/^\/api\/matches\/\d+\/venues$/, ["matches", "cities", "venues", "going"]],
  [/^\/api\/teams\/[A-Za-z0-9-]+\/venues$/, ["matches", "cities", "venues"]],
  // A venue's public "going" counts: apart from its page, so a fan's answer does not renew every venue page.
  [/^\/api\/venues\/\d+\/going$/, ["matches", "venues", "going"]],
  [/^\/(?:api\/matches\/\d+|team\/[A-Za-z0-9-]+)\/calendar\.ics$/, ["matches", "cities"]],
  [/^\/(?:match\/[^/]+|team\/[^/]+)$/, ["matches", "cities"]],
  // What's on carries the fixtures of its city with their venues' counts; the competitions' pages their matches.
  [/^\/matches$/, ["matches", "cities", "venues"]],
  [/^\/competitions(?:\/[^/]+)?$/, ["matches", "cities"]],
  // Competitions and every competition's matches; with a city, its venues' claims are counted.
  [/^\/api\/competitions(?:\/[^/]+(?:\/matches|\/calendar\.ics)?)?$/, ["matches", "cities"]],
  // One match has no venue counts (those come with a city, on the list).
  [/^\/api\/fixtures\/\d+$/, ["matches", "cities"]],
  [/^\/api\/fixtures$/, ["matches", "cities", "venues"]],
];

/**
 * The data a path's answer reads; a Spanish page (/es/...) reads what its English twin does, and an
 * address with a trailing slash (a redirect to the page) what the page does.
 */
export function cacheScopesFor(pathname: string): DataScope[] | null {
  const path = splitLocale(pathname).path.replace(/(.)\/+$/, "$1");
  for (const [pattern, scopes] of CACHE_RULES) if (pattern.test(path)) return scopes;
  return null;
}

const EDGE_TTL_SECONDS = 300;

/**
 * A small in-isolate copy of recent answers in front of the Cache API: a hit then costs no I/O.
 * Keys carry data versions, so entries go stale exactly when Cache API entries do.
 */
interface MemoryEntry {
  /** 200, or 301: a page's other address, answered from here without finding the page again. */
  status: number;
  body: ArrayBuffer;
  headers: [string, string][];
  etag: string;
  expires: number;
}
const MEMORY_MAX_ENTRIES = 256;
const MEMORY_MAX_BODY_BYTES = 512 * 1024;
const memory = new Map<string, MemoryEntry>();

function remember(key: string, entry: MemoryEntry) {
  if (entry.body.byteLength > MEMORY_MAX_BODY_BYTES) return;
  memory.delete(key);
  memory.set(key, entry);
  // Map keeps insertion order: the first key is the least recently used.
  if (memory.size > MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value!);
}

function recall(key: string, now = Date.now()): MemoryEntry | null {
  const entry = memory.get(key);
  if (!entry) return null;
  memory.delete(key);
  if (entry.expires <= now) return null;
  memory.set(key, entry);
  return entry;
}
const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";

async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": BROWSER_CACHE_CONTROL } });
}

export function edgeCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      await next();
      // This isolate just wrote: read fresh versions on the next public request.
      forgetDataVersions();
      return;
    }
    const scopes = cacheScopesFor(url.pathname);
    if (!scopes) return next();

    // A client that carries its session bookmark (it just wrote) gets versions read now, never the
    // isolate's memo: its next answer reflects its write wherever it is served.
    const versions = await readDataVersions(c.var.db, c.env.ENVIRONMENT === "test" || c.var.readsOwnWrites ? 0 : undefined);
    const key = new URL(url);
    key.searchParams.sort();
    key.searchParams.set("__v", scopes.map((s) => versions[s]).join("."));
    key.searchParams.set("__d", c.env.CF_VERSION_METADATA?.id ?? "");
    // Answers depend on the site's clock (results, phase): a simulated moment has copies of its own.
    if (c.env.SITE_NOW) key.searchParams.set("__t", c.env.SITE_NOW);
    // What's on and a league's page are drawn in the visitor's zone: one copy per zone.
    if (isZonedPage(url.pathname)) key.searchParams.set("__z", edgeVisitorZone(c.req.raw));
    const keyText = key.toString();
    const ifNoneMatch = c.req.header("if-none-match");

    const remembered = recall(keyText);
    if (remembered) {
      if (remembered.etag && ifNoneMatchHits(ifNoneMatch, remembered.etag)) return notModified(remembered.etag);
      // A copy: a body handed to a Response must not be shared with later answers.
      const res = new Response(remembered.body.slice(0), { status: remembered.status, headers: remembered.headers });
      res.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
      res.headers.set("X-Cache", "HIT");
      return res;
    }

    const cacheKey = new Request(keyText, { method: "GET" });
    const cache = caches.default;
    const hit = await cache.match(cacheKey);
    if (hit) {
      const etag = hit.headers.get("etag") ?? "";
      const body = await hit.arrayBuffer();
      remember(keyText, { status: hit.status, body: body.slice(0), headers: [...hit.headers], etag, expires: Date.now() + EDGE_TTL_SECONDS * 1000 });
      if (etag && ifNoneMatchHits(ifNoneMatch, etag)) return notModified(etag);
      const res = new Response(body, hit);
      res.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
      res.headers.set("X-Cache", "HIT");
      return res;
    }

    await next();
    // A page's other address (301) is kept like the page: a short link costs one hop, answered here.
    const status = c.res.status;
    if (status !== 200 && status !== 301) return;
    const body = await c.res.arrayBuffer();
    const headers = new Headers(c.res.headers);
    headers.delete("set-cookie");
    headers.delete(D1_BOOKMARK_HEADER);
    // A redirect has nothing to revalidate: it is answered whole.
    const etag = status === 200 ? await etagOf(body) : "";
    if (etag) headers.set("ETag", etag);
    remember(keyText, { status, body: body.slice(0), headers: [...headers], etag, expires: Date.now() + EDGE_TTL_SECONDS * 1000 });
    const stored = new Response(body, { status, headers });
    stored.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
    c.executionCtx.waitUntil(cache.put(cacheKey, stored));
    if (etag && ifNoneMatchHits(ifNoneMatch, etag)) {
      c.res = notModified(etag);
      return;
    }
    const res = new Response(body, { status, headers });
    res.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
    res.headers.set("X-Cache", "MISS");
    c.res = res;
  };
}
