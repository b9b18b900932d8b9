// Everything outside /api: robots.txt, sitemap.xml, SPA pages with per-route head tags, static files.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig, publicConfig } from "../env";
import { injectHead } from "../html/head";
import { serviceUnavailable } from "../lib/errors";
import { param } from "../lib/validate";
import { edgeVisitorZone } from "../lib/visitor-zone";
import { edgeCache } from "../middleware/edge-cache";
import { notFoundHead, resolvePage } from "../services/content/seo";
import { robotsTxt, sitemapXml } from "../services/content/sitemap";
import { anyTeamParams } from "../shared/contract/competitions";
import { BOOT_NAMESPACES, PAGE_NAMESPACES } from "../shared/i18n/catalog";
import { type Locale, localePath, splitLocale } from "../shared/i18n/locales";
import { apiKeys, initialEntry } from "../shared/query-keys";
import { competitionPath, WORLD_CUP_ID, WORLD_CUP_ONLY_PARAMS } from "../shared/whats-on";
import { teamCalendarResponse } from "./teams";

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

type PageContext = { env: AppEnv["Bindings"]; req: { url: string } };

/** The SPA's index.html. Without it (a deployment that lost its assets) a page fails; an empty 200 would be cached. */
async function indexHtml(c: PageContext) {
  const shell = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)));
  if (!shell.ok) throw serviceUnavailable();
  return shell;
}

/** Page module (or "i18n/{locale}/{namespace}") -> its chunks, written by the build (vite.config.ts); read once per isolate. */
let routeChunks: Promise<Record<string, string[]>> | null = null;
/** A page's chunks and the messages it needs in its language, first the ones every page loads. */
function chunksOf(c: PageContext, locale: Locale, module: string | undefined): Promise<string[]> {
  routeChunks ??= c.env.ASSETS.fetch(new Request(new URL("/route-chunks.json", c.req.url)))
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, string[]>>) : {}))
    .catch(() => ({}));
  const namespaces = [...BOOT_NAMESPACES, ...((module && PAGE_NAMESPACES[module]) || [])];
  const keys = [...namespaces.map((ns) => `i18n/${locale}/${ns}`), ...(module ? [module] : [])];
  return routeChunks.then((map) => [...new Set(keys.flatMap((k) => map[k] ?? []))].map((f) => `/${f}`));
}

/**
 * Where an address that reached a page should go instead, or null when it is the page's own. Only the
 * route is compared, not the language: a page read under the other language's prefix (a post exists in
 * one language) stays where it was asked for (decision 018).
 */
function canonicalRedirect(url: URL, canonical: string | undefined): string | null {
  if (!canonical) return null;
  const requested = splitLocale(url.pathname);
  const own = splitLocale(new URL(canonical).pathname).path;
  return requested.path === own ? null : `${localePath(requested.locale, own)}${url.search}`;
}

/**
 * The World Cup's schedule was /matches, now what's on: an old link with a filter only that schedule had
 * (stage, group) is sent to the schedule's own address, language and every filter kept (decision 026).
 */
function worldCupScheduleRedirect(url: URL): string | null {
  const { locale, path } = splitLocale(url.pathname);
  if (path.replace(/\/+$/, "") !== "/matches" || !WORLD_CUP_ONLY_PARAMS.some((k) => url.searchParams.has(k))) return null;
  return `${localePath(locale, competitionPath(WORLD_CUP_ID))}${url.search}`;
}

/** /cities/{slug}, the city page's old address, to /city/{slug}, language and query kept. */
function cityAddressRedirect(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const city = `/city/${encodeURIComponent((c.req.param("slug") ?? "").toLowerCase())}`;
  return c.redirect(`${localePath(splitLocale(url.pathname).locale, city)}${url.search}`, 301);
}

export const pageRoutes = new Hono<AppEnv>()
  // Pages built from D1 are cached like the API answers they carry.
  .use(edgeCache())
  .get("/robots.txt", (c) => {
    const config = getConfig(c.env);
    return c.text(robotsTxt(config.SITE_URL, config.ENVIRONMENT === "production"), 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", async (c) => {
    const xml = await sitemapXml(c.var.db, getConfig(c.env).SITE_URL, c.var.now.getTime());
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  })
  // The team page's calendar subscription (webcal:// and https://): the same feed as the API's, in each page's language.
  .get("/team/:code/calendar.ics", param(anyTeamParams), (c) => teamCalendarResponse(c, c.req.valid("param").code, "en"))
  .get("/es/team/:code/calendar.ics", param(anyTeamParams), (c) => teamCalendarResponse(c, c.req.valid("param").code, "es"))
  // The owner area is English only: the Spanish site's links to it lead there.
  .get("/es/owner/*", (c) => c.redirect(`${new URL(c.req.url).pathname.slice(3)}${new URL(c.req.url).search}`, 302))
  .get("/es/owner", (c) => c.redirect(`/owner${new URL(c.req.url).search}`, 302))
  // The old address of a city page, in either language.
  .get("/cities/:slug{[^/]+}", cityAddressRedirect)
  .get("/es/cities/:slug{[^/]+}", cityAddressRedirect)
  .all("*", async (c) => {
    const url = new URL(c.req.url);
    const isRead = c.req.method === "GET" || c.req.method === "HEAD";
    if (isRead && !hasExtension(url.pathname)) {
      const moved = worldCupScheduleRedirect(url);
      if (moved) return c.redirect(moved, 301);
      const config = getConfig(c.env);
      const page = await resolvePage(c.var.db, config, url, c.var.now, edgeVisitorZone(c.req.raw));
      // One address per page: any other that reaches it (the match number alone, a team code or a slug
      // in capitals, a trailing slash) is sent to it before anything is drawn, so the app never
      // swaps the address and moves what was painted. The language and the query string are kept.
      const canonical = page?.status === 200 ? canonicalRedirect(url, page.head.canonical) : null;
      if (canonical) return c.redirect(canonical, 301);
      const shell = await indexHtml(c);
      if (page) {
        page.head.modulePreload = await chunksOf(c, page.head.lang ?? "en", page.module);
        // Every page's shell reads the settings (the footer, maps): inlined, the app never waits for them.
        page.head.initialData = [initialEntry(apiKeys.config(), publicConfig(config)), ...(page.head.initialData ?? [])];
        page.head.siteNow = config.SITE_NOW || undefined;
        return injectHead(shell, page.head, page.status, config.SITE_NAME, page.prerender);
      }
      // An unknown route: the SPA shows its not-found page, crawlers get a real 404.
      const head = notFoundHead(config, url);
      head.modulePreload = await chunksOf(c, head.lang ?? "en", undefined);
      head.initialData = [initialEntry(apiKeys.config(), publicConfig(config))];
      return injectHead(shell, { ...head, siteNow: config.SITE_NOW || undefined }, 404, config.SITE_NAME);
    }
    // Other static files at the top level (the build's files and images never reach the Worker).
    return c.env.ASSETS.fetch(c.req.raw);
  });
