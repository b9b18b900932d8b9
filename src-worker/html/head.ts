// Injects per-page <head> tags, the first paint and the first screen's data into the SPA's index.html
// (HTMLRewriter).
import type { Locale } from "../shared/i18n/locales";
import { BOOT_SCRIPT } from "./boot";
import { escapeHtml } from "./escape";

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL, in the page's own language. */
  canonical: string;
  /** The page's language (<html lang>); English when absent. */
  lang?: Locale;
  /** The same page in each language (absolute URLs), for hreflang links; absent for one-language pages. */
  alternates?: Record<Locale, string>;
  /** Absolute URL. */
  ogImage: string;
  ogType: "website" | "article" | "place";
  robots?: string;
  /** JSON-LD blocks as [element id, object]. */
  jsonLd?: [string, unknown][];
  /** Script chunks of the page to fetch in parallel with the entry (absolute paths). */
  modulePreload?: string[];
  /** TanStack Query entries the SPA puts in its cache before the first render. */
  initialData?: { queryKey: readonly unknown[]; data: unknown }[];
  /** SITE_NOW when set: the SPA's clock starts there (src-web/lib/clock.ts). */
  siteNow?: string;
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`;

/** The page's tags for <head>; its chunks' preloads too when the app is the page (`withPreloads`). */
function extraHeadHtml(head: PageHead, siteName: string, withPreloads: boolean): string {
  const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const parts = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta("property", "og:site_name", siteName),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.ogImage),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.ogImage),
  ];
  if (head.alternates) {
    for (const [lang, href] of Object.entries(head.alternates)) parts.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`);
    parts.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}">`);
  }
  if (head.lang === "es") parts.push(meta("property", "og:locale", "es_US"));
  if (head.robots) parts.push(meta("name", "robots", head.robots));
  if (head.siteNow) parts.push(meta("name", "site-now", head.siteNow));
  if (withPreloads) for (const href of head.modulePreload ?? []) parts.push(modulePreload(href));
  return parts.join("");
}

/**
 * The data blocks go at the end of <body>, after the content: tens of kilobytes of JSON in <head>
 * would hold back the parsing, and so the first paint, of the venues rendered into #root. The app's
 * module script runs after parsing, so it still finds them.
 */
function dataBlocksHtml(head: PageHead): string {
  const parts: string[] = [];
  for (const [id, data] of head.jsonLd ?? []) {
    parts.push(`<script type="application/ld+json" id="${escapeHtml(id)}">${scriptJson(data)}</script>`);
  }
  if (head.initialData?.length) {
    parts.push(`<script type="application/json" id="__INITIAL_DATA__">${scriptJson(head.initialData)}</script>`);
  }
  return parts.join("");
}

export function injectHead(page: Response, head: PageHead, status: number, siteName: string, prerender?: string): Response {
  const headers = new Headers(page.headers);
  headers.delete("content-length");
  headers.delete("etag");
  // The HTML carries data: browsers revalidate it every time.
  headers.set("Cache-Control", "no-cache");
  const shell = new Response(page.body, { status, headers });
  // With a first paint of its own (it carries its own styles), the page keeps the app's stylesheet,
  // chunk preloads and entry script in a template at the end of <body>, which the boot script loads
  // once that paint is on screen (boot.ts). Without one, the app is the page: they stay in <head>.
  const appLoad = new Set<string>();
  const later = (tag: (href: string) => string, attr: "href" | "src") => ({
    element: (el: Element) => {
      const href = el.getAttribute(attr);
      if (!prerender || href === null) return;
      appLoad.add(tag(href));
      el.remove();
    },
  });
  // The page's own list names the entry's chunks as well: each is preloaded once, from that list.
  const preloadedLater = (href: string | null) => href !== null && (head.modulePreload ?? []).includes(href);
  const appLoadHtml = () => {
    if (!prerender) return "";
    for (const href of head.modulePreload ?? []) appLoad.add(modulePreload(href));
    return `<template id="app-load">${[...appLoad].join("")}</template><script>${BOOT_SCRIPT}</script>`;
  };
  return new HTMLRewriter()
    .on(
      'head link[rel="stylesheet"]',
      // Loaded but not applied until the app's first commit (src-web/lib/app-styles.ts).
      later((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" media="print" data-app-styles>`, "href"),
    )
    .on('head link[rel="modulepreload"]', {
      element: (el) => {
        if (prerender) later(modulePreload, "href").element(el);
        else if (preloadedLater(el.getAttribute("href"))) el.remove();
      },
    })
    .on(
      'head script[type="module"][src]',
      later((src) => `<script type="module" crossorigin src="${escapeHtml(src)}"></script>`, "src"),
    )
    .on("html", { element: (el) => void el.setAttribute("lang", head.lang ?? "en") })
    .on("title", { element: (el) => void el.setInnerContent(head.title) })
    .on('meta[name="description"]', { element: (el) => void el.setAttribute("content", head.description) })
    .on("head", { element: (el) => void el.append(extraHeadHtml(head, siteName, !prerender), { html: true }) })
    .on("div#root", { element: (el) => void (prerender && el.setInnerContent(prerender, { html: true })) })
    .on("body", { element: (el) => void el.append(dataBlocksHtml(head) + appLoadHtml(), { html: true }) })
    .transform(shell);
}
