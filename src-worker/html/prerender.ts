// The first paint of data pages, rendered at the edge as plain HTML inside #root: fans on slow
// phones see venues before the app's JavaScript and stylesheet have loaded, and crawlers see real
// content. It carries its own few style rules (the same values as the app's Tailwind styles), so the
// app's stylesheet can load after it without holding the paint back (html/head.ts). The SPA
// replaces all of it on its first render. The first venue carries an Element Timing mark, so the
// moment it is painted can be measured (npm run bench).

import { DEFAULT_VENUE_IMAGE } from "../shared/constants";
import type { CityDetail } from "../shared/contract/cities";
import type { Match, TeamDetail } from "../shared/contract/matches";
import type { Venue, VenueSummary } from "../shared/contract/venues";
import type { Translator } from "../shared/i18n/catalog";
import { type Locale, localePath } from "../shared/i18n/locales";
import { translatorFor } from "../shared/i18n/translate";
import { localKickoffText, matchPath, matchTitle, resultLine, sideName, stageName, teamName } from "../shared/match-text";
import type { HeadedPage } from "../shared/page-titles";
import { escapeHtml } from "./escape";

const esc = escapeHtml;

// Tailwind's preflight body (its font stack as the built stylesheet spells it, so text wraps as the
// app's will), and the app's slate/amber/pitch colours.
const TEXT = "oklch(20.8% .042 265.755)";
const MUTED = "oklch(44.6% .043 257.281)";
const BORDER = "oklch(92.9% .013 255.508)";
const STYLE = `<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol","Noto Color Emoji";line-height:1.5;-webkit-font-smoothing:antialiased;color:${TEXT};background:#fff}
.pr-header{border-bottom:1px solid ${BORDER}}
.pr-bar,.pr-main{max-width:80rem;margin:0 auto;padding:0 1rem}
.pr-bar{display:flex;height:4rem;align-items:center}
.pr-main{padding:2rem 1rem}
.pr-logo{font-size:1.125rem;line-height:1.75rem;font-weight:700;color:#0f5132;text-decoration:none}
.pr-main h1{margin:0;font-size:1.875rem;line-height:2.25rem;font-weight:700;letter-spacing:-.025em}
.pr-main p{margin:.5rem 0 0;color:${MUTED};max-width:42rem}
.pr-main .pr-count{margin-top:1rem;font-size:.875rem;line-height:1.25rem}
.pr-list{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:1rem}
@media (min-width:40rem){.pr-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:64rem){.pr-list{grid-template-columns:repeat(3,minmax(0,1fr))}}
.pr-list li{border:1px solid ${BORDER};border-radius:.75rem;background:#fff;padding:1rem;box-shadow:0 1px 3px 0 rgb(0 0 0/.1),0 1px 2px -1px rgb(0 0 0/.1)}
.pr-list li:nth-child(n+13){content-visibility:auto;contain-intrinsic-size:auto 7rem}
.pr-list a{font-size:1.125rem;line-height:1.75rem;font-weight:600;color:${TEXT};text-decoration:none}
.pr-main .pr-mark{margin:0;font-size:.75rem;line-height:1rem;font-weight:600;text-transform:uppercase;letter-spacing:.025em;color:oklch(55.5% .163 48.998)}
.pr-main .pr-addr{margin-top:.25rem;font-size:.875rem;line-height:1.25rem}
.pr-main .pr-more{margin-top:1.5rem}
.pr-main .pr-more a,.pr-main .pr-count a{color:#0f5132;font-weight:600}
.pr-main .pr-lead{font-size:1.125rem;line-height:1.75rem;max-width:none}
@media (min-width:40rem){.pr-main .pr-title{font-size:2.25rem;line-height:2.5rem}}
.pr-cover{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:.75rem;background:oklch(96.8% .007 247.896);margin-bottom:1.5rem}
</style>`.replace(/\n/g, "");

function venueItem(locale: Locale, t: Translator<"venues">, v: VenueSummary, index: number): string {
  const marks = [v.isFeatured ? t("badge.featured") : null, v.isSample ? t("badge.sample") : null].filter(Boolean).join(" · ");
  return `<li${index === 0 ? ' elementtiming="first-venue"' : ""}>
<a href="${localePath(locale, `/venue/${v.id}`)}"${v.isFeatured ? ' rel="sponsored"' : ""}>${esc(v.name)}</a>
${marks ? `<p class="pr-mark">${esc(marks)}</p>` : ""}
<p class="pr-addr">${esc(v.address)}</p></li>`;
}

function frame(locale: Locale, siteName: string, inner: string): string {
  return `${STYLE}<header class="pr-header"><div class="pr-bar"><a href="${localePath(locale, "/")}" class="pr-logo">${esc(siteName)}</a></div></header>
<main id="main" class="pr-main" data-prerender>${inner}</main>`;
}

/** A content page's heading: its lead is often the page's largest text, painted from here. */
export function prerenderHeading(locale: Locale, siteName: string, t: Translator<"meta">, page: HeadedPage): string {
  return frame(
    locale,
    siteName,
    `<h1 class="pr-title">${esc(t(`headings.${page}.title`))}</h1>\n<p class="pr-lead">${esc(t(`headings.${page}.subtitle`))}</p>`,
  );
}

/**
 * A city: its name, how many venues the filter matches, one page of them (CITY_VENUE_PAGE_SIZE: a
 * desktop's first screen and more; the app loads the rest as the fan scrolls), and a link to the next
 * page for browsers without JavaScript. Items below the first screen skip layout (content-visibility),
 * which keeps a throttled phone's first paint short; the first screen's own items must not, as such an
 * item is only painted a frame after the browser finds it on screen.
 */
export function prerenderCity(
  locale: Locale,
  siteName: string,
  city: CityDetail,
  list: { venues: VenueSummary[]; total: number | null; offset: number; nextHref?: string },
): string {
  const { venues, total, offset, nextHref } = list;
  const t = translatorFor(locale, "city");
  const tv = translatorFor(locale, "venues");
  const count =
    total === null
      ? `<p class="pr-count">${esc(t("list.noMore"))} <a href="${localePath(locale, `/city/${esc(city.slug)}`)}">${esc(t("list.seeFirst", { city: city.name }))}</a></p>`
      : `<p class="pr-count">${esc(t("list.showing", { count: total, n: String(total), city: city.name }))}${
          offset > 0 && venues.length > 0 ? esc(t("list.range", { from: offset + 1, to: offset + venues.length })) : ""
        }</p>`;
  const more = nextHref ? `<p class="pr-more"><a href="${esc(nextHref)}">${esc(t("list.showMore"))}</a></p>` : "";
  return frame(
    locale,
    siteName,
    `<h1>${esc((locale === "es" && city.hero_title_es) || city.hero_title || city.name)}</h1>
${count}
<ul class="pr-list">${venues.map((v, i) => venueItem(locale, tv, v, i)).join("")}</ul>${more}`,
  );
}

/**
 * A venue: its cover (the page's largest element, so it is painted from here rather than after the
 * app has started), name, address and notes.
 */
export function prerenderVenue(locale: Locale, siteName: string, v: Venue): string {
  return frame(
    locale,
    siteName,
    `<img class="pr-cover" src="${esc(v.coverImage || DEFAULT_VENUE_IMAGE)}" alt="" width="1280" height="720" fetchpriority="high">
<h1>${esc(v.name)}</h1>
<p>${esc(v.address)}</p>
${v.notes ? `<p>${esc(v.notes)}</p>` : ""}`,
  );
}

/** A match: who, when (the stadium's local time: the visitor's zone is only known in the browser), where, and the result once over. */
export function prerenderMatch(locale: Locale, siteName: string, m: Match): string {
  const t = translatorFor(locale, "matches");
  const where = [m.stadium.name, m.stadium.hostCity, m.stadium.country].join(", ");
  const result = m.result
    ? `<p class="pr-count"><strong>${esc(sideName(m.team1, m.team1Slot, t))} ${esc(resultLine(m.result, t))} ${esc(sideName(m.team2, m.team2Slot, t))}</strong></p>`
    : "";
  return frame(
    locale,
    siteName,
    `<p class="pr-mark">${esc(t("kicker", { stage: stageName(m, t), number: String(m.number) }))}</p>
<h1 elementtiming="match-title">${esc(matchTitle(m, t))}</h1>
<p>${esc(t("prerender.kickoff", { kickoff: localKickoffText(m.kickoffLocal, t), offset: m.utcOffset, where }))}</p>
${result}`,
  );
}

/** A team: its matches in order, each with its result once over (the stadium's local kick-off time). */
export function prerenderTeam(locale: Locale, siteName: string, team: TeamDetail): string {
  const t = translatorFor(locale, "matches");
  const items = team.matches
    .map((m) => {
      const result = m.result ? ` · ${esc(resultLine(m.result, t))}` : "";
      const line = t("prerender.teamMatch", { stage: stageName(m, t), kickoff: localKickoffText(m.kickoffLocal, t), stadium: m.stadium.name });
      return `<li><a href="${esc(localePath(locale, matchPath(m)))}">${esc(matchTitle(m, t))}</a><p class="pr-addr">${esc(line)}${result}</p></li>`;
    })
    .join("");
  return frame(
    locale,
    siteName,
    `<p class="pr-mark">${esc(t("teamKicker", { group: team.group }))}</p>
<h1 elementtiming="team-name"><span aria-hidden="true">${esc(team.flag)}</span> ${esc(teamName(team, t))}</h1>
<ul class="pr-list">${items}</ul>`,
  );
}
