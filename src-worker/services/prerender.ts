// The first paint of data pages, rendered at the edge as plain HTML inside #root: fans on slow
// phones see venues before the app's JavaScript has loaded, and crawlers see real content.
// The SPA replaces it on its first render. The first venue carries an Element Timing mark, so the
// moment it is painted can be measured (npm run bench). Classes here are Tailwind's (styles.css @source's this file).
import type { CityDetail, Venue, VenueSummary } from "../shared/api-types";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Enough venues to fill the first screen on a desktop (three columns); the rest come with the app, and
 * crawlers get all of them in the JSON-LD ItemList. Items off screen skip layout (content-visibility),
 * which keeps a throttled phone's first paint short.
 */
const PRERENDERED_VENUES = 24;

function venueItem(v: VenueSummary, index: number): string {
  const marks = [v.isFeatured ? "Featured" : null, v.isSample ? "Sample listing" : null].filter(Boolean).join(" · ");
  return `<li${index === 0 ? ' elementtiming="first-venue"' : ""} class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm [content-visibility:auto] [contain-intrinsic-size:auto_7rem]">
<a href="/venue/${v.id}"${v.isFeatured ? ' rel="sponsored"' : ""} class="text-lg font-semibold text-slate-900">${esc(v.name)}</a>
${marks ? `<p class="text-xs font-semibold uppercase tracking-wide text-amber-700">${esc(marks)}</p>` : ""}
<p class="mt-1 text-sm text-slate-600">${esc(v.address)}</p></li>`;
}

function frame(siteName: string, inner: string): string {
  return `<header class="border-b border-slate-200 bg-white"><div class="mx-auto flex h-16 max-w-7xl items-center px-4">
<a href="/" class="text-lg font-bold text-pitch-800">${esc(siteName)}</a></div></header>
<main id="main" class="mx-auto max-w-7xl px-4 py-8" data-prerender>${inner}</main>`;
}

export function prerenderCity(siteName: string, city: CityDetail, venues: VenueSummary[]): string {
  const count = `Showing ${venues.length} ${venues.length === 1 ? "venue" : "venues"} in ${esc(city.name)}`;
  return frame(siteName, `<h1 class="text-3xl font-bold tracking-tight text-slate-900">${esc(city.hero_title || city.name)}</h1>
<p class="mt-4 text-sm text-slate-600">${count}</p>
<ul class="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${venues.slice(0, PRERENDERED_VENUES).map(venueItem).join("")}</ul>`);
}

export function prerenderVenue(siteName: string, v: Venue): string {
  return frame(siteName, `<h1 class="text-3xl font-bold tracking-tight text-slate-900">${esc(v.name)}</h1>
<p class="mt-2 text-slate-600">${esc(v.address)}</p>
${v.notes ? `<p class="mt-4 max-w-2xl text-slate-700">${esc(v.notes)}</p>` : ""}`);
}
