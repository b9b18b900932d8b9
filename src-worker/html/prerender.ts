// The first paint of data pages, rendered at the edge as plain HTML inside #root: fans on slow
// phones see venues before the app's JavaScript and stylesheet have loaded, and crawlers see real
// content. It carries its own few style rules (the same values as the app's Tailwind styles), so the
// app's stylesheet can load after it without holding the paint back (html/head.ts). The SPA
// replaces all of it on its first render. The first venue carries an Element Timing mark, so the
// moment it is painted can be measured (npm run bench).

import { cityHeroTexts } from "../shared/city-text";
import { DEFAULT_POST_COVER, DEFAULT_VENUE_IMAGE, HEADLINE_COUNT } from "../shared/constants";
import type { BlogPost, BlogPostSummary } from "../shared/contract/blog";
import type { CityDetail } from "../shared/contract/cities";
import type { ClubDetail, Competition, Fixture } from "../shared/contract/competitions";
import type { Match, TeamDetail } from "../shared/contract/matches";
import type { Pricing } from "../shared/contract/payments";
import type { Venue, VenueSummary } from "../shared/contract/venues";
import {
  clubKicker,
  clubName,
  competitionFullName,
  competitionName,
  fixtureResultText,
  fixtureSourceText,
  fixtureTitle,
  fixtureWhen,
  leagueKickoffText,
  roundLabel,
} from "../shared/fixture-text";
import { HERO_ART_PATH, heroImageSrc } from "../shared/hero-art";
import type { Translator } from "../shared/i18n/catalog";
import { INTL_LOCALE, type Locale, localePath } from "../shared/i18n/locales";
import { translatorFor } from "../shared/i18n/translate";
import { localKickoffText, matchPath, matchTitle, placeName, resultLine, scoreLine, stageName, teamName } from "../shared/match-text";
import { usdFormat } from "../shared/money";
import { NOTE_DATE, offerWording, pricingTexts } from "../shared/offer-text";
import { type HeadedPage, pageHeading } from "../shared/page-titles";
import { type CopySeason, matchState, type SitePhase, type TournamentPhase, teamIsOut } from "../shared/tournament";
import { competitionPath } from "../shared/whats-on";
import { escapeHtml } from "./escape";

const esc = escapeHtml;

// Tailwind's preflight box model and body (its font stack as the built stylesheet spells it, so text
// wraps as the app's will), and the app's slate/amber/pitch colours. No rule leans on a browser default
// that the preflight resets, so the boxes are the app's (test/e2e/shell.e2e.ts applies the app's
// stylesheet to the first paint and finds nothing moved).
const TEXT = "oklch(20.8% .042 265.755)";
const MUTED = "oklch(44.6% .043 257.281)";
const BORDER = "oklch(92.9% .013 255.508)";
const STYLE = `<style>
*,::before,::after{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol","Noto Color Emoji";line-height:1.5;-webkit-font-smoothing:antialiased;color:${TEXT};background:#fff}
.pr-header{border-bottom:1px solid ${BORDER}}
.pr-bar,.pr-main{max-width:80rem;margin:0 auto;padding:0 1rem}
.pr-bar{display:flex;height:4rem;align-items:center}
.pr-main{padding:2rem 1rem;overflow-wrap:anywhere}
.pr-logo{font-size:1.125rem;line-height:1.75rem;font-weight:700;color:#0f5132;text-decoration:none}
.pr-main h1{margin:0;font-size:1.875rem;line-height:2.25rem;font-weight:700;letter-spacing:-.025em}
.pr-main p{margin:.5rem 0 0;color:${MUTED};max-width:42rem}
.pr-main .pr-count{margin-top:1rem;font-size:.875rem;line-height:1.25rem}
.pr-list{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:1rem}
@media (min-width:40rem){.pr-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:64rem){.pr-list{grid-template-columns:repeat(3,minmax(0,1fr))}}
.pr-list li{border:1px solid ${BORDER};border-radius:.75rem;background:#fff;padding:1rem;overflow:hidden;box-shadow:0 1px 3px 0 rgb(0 0 0/.1),0 1px 2px -1px rgb(0 0 0/.1)}
.pr-list li:nth-child(n+13){content-visibility:auto;contain-intrinsic-size:auto 20rem}
.pr-card-img{display:block;width:calc(100% + 2rem);max-width:none;height:auto;aspect-ratio:16/9;object-fit:cover;margin:-1rem -1rem .75rem;background:oklch(96.8% .007 247.896)}
.pr-list a{font-size:1.125rem;line-height:1.75rem;font-weight:600;color:${TEXT};text-decoration:none}
.pr-main .pr-mark{margin:0;font-size:.75rem;line-height:1rem;font-weight:600;text-transform:uppercase;letter-spacing:.025em;color:oklch(55.5% .163 48.998)}
.pr-main .pr-addr{margin-top:.25rem;font-size:.875rem;line-height:1.25rem}
.pr-main .pr-more{margin-top:1.5rem}
.pr-main .pr-more a,.pr-main .pr-count a{color:#0f5132;font-weight:600}
.pr-main .pr-lead{font-size:1.125rem;line-height:1.75rem;max-width:none}
.pr-main .pr-h2{margin:2rem 0 0;font-size:1.5rem;line-height:2rem;font-weight:700}
.pr-main .pr-body{margin-top:.75rem;max-width:none;line-height:1.625;color:oklch(37.2% .044 257.287)}
@media (min-width:40rem){.pr-main .pr-title{font-size:2.25rem;line-height:2.5rem}}
.pr-crumbs{max-width:80rem;margin:0 auto;padding:.75rem 1rem;font-size:.875rem;line-height:1.25rem;color:${MUTED}}
.pr-crumbs a{color:inherit;text-decoration:none}
.pr-hero{position:relative;overflow:hidden;background:#0b1f3a;color:#fff;min-height:min(100vh,52rem)}
.pr-hero h1,.pr-hero p{margin:0}
.pr-hero-img,.pr-hero-shade{position:absolute;inset:0;width:100%;height:100%}
.pr-hero-img{object-fit:cover;opacity:.35}
.pr-hero-shade{background:linear-gradient(to bottom,rgb(11 31 58/.4),rgb(11 31 58/.7),#0b1f3a)}
.pr-hero-in{position:relative;max-width:64rem;margin:0 auto;padding:4rem 1rem}
.pr-hero .pr-kicker{margin:0 0 .75rem;font-size:.875rem;line-height:1.25rem;font-weight:600;text-transform:uppercase;letter-spacing:.1em;color:#f59e0b}
.pr-hl{display:grid;min-height:2.5em;font-size:2.25rem;line-height:2.5rem}
.pr-hl>*{grid-area:1/1;font-size:2.25rem;line-height:2.5rem;font-weight:800;letter-spacing:-.025em;text-wrap:balance}
.pr-hl>p{visibility:hidden}
.pr-hero .pr-intro{margin-top:1rem;max-width:42rem;font-size:1.125rem;line-height:1.75rem;color:oklch(92.9% .013 255.508)}
@media (min-width:40rem){.pr-hero-in{padding:6rem 1rem}.pr-hl,.pr-hl>*{font-size:3rem;line-height:1}}
@media (min-width:64rem){.pr-hl,.pr-hl>*{font-size:3.75rem}}
.pr-hero.pr-city{min-height:0}
.pr-city .pr-hero-img{opacity:.4}
.pr-city .pr-hero-shade{background:linear-gradient(to top,#0b1f3a,rgb(11 31 58/.6),rgb(11 31 58/.2))}
.pr-city .pr-hero-in{max-width:80rem;padding:3rem 1rem}
.pr-city h1{min-height:0;max-width:48rem;font-size:1.875rem;line-height:2.25rem;font-weight:800;letter-spacing:-.025em;text-wrap:balance}
.pr-city .pr-host{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0 0 1rem;font-size:.875rem;line-height:1.25rem;font-weight:500}
.pr-city .pr-badge{border-radius:9999px;padding:.125rem .625rem .125rem 1.75rem;font-size:.75rem;line-height:1rem;font-weight:600;background:oklch(98.7% .022 95.277);color:oklch(47.3% .137 46.201)}
.pr-city .pr-sub{margin-top:.75rem;max-width:42rem;font-size:1.125rem;line-height:1.75rem}
.pr-city .pr-desc{margin-top:.75rem;max-width:48rem;font-size:.875rem;line-height:1.25rem;color:oklch(92.9% .013 255.508)}
@media (min-width:40rem){.pr-city .pr-hero-in{padding:4rem 1rem}.pr-city h1{font-size:3rem;line-height:1}.pr-city .pr-desc{font-size:1rem;line-height:1.5rem}}
.pr-price{margin-top:2rem;border:1px solid #d1fadf;border-radius:.75rem;background:#ecfdf3;padding:1.25rem}
.pr-price h2{display:inline;margin:0 .75rem 0 0;font-size:1.875rem;line-height:2.25rem;font-weight:700;color:#0f5132}
.pr-price h2 span{font-size:1rem;line-height:1.5rem;font-weight:600}
.pr-main .pr-price p{max-width:none;color:oklch(37.2% .044 257.287)}
.pr-main .pr-price .pr-pill{display:inline-block;margin:0;border-radius:9999px;background:#fff;padding:.125rem .625rem;font-size:.75rem;line-height:1rem;font-weight:600;color:#0f5132;box-shadow:inset 0 0 0 1px #d1fadf}
.pr-main .pr-price .pr-note{font-size:.875rem;line-height:1.25rem;font-weight:500;color:oklch(41.4% .112 45.904)}
.pr-main .pr-price .pr-small{font-size:.875rem;line-height:1.25rem}
@media (min-width:40rem){.pr-price{padding:1.5rem}}
.pr-main.pr-post{max-width:48rem;padding:2.5rem 1rem}
.pr-post .pr-back{display:inline-block;font-size:.875rem;line-height:1.25rem;font-weight:500;color:${TEXT};text-decoration:none}
.pr-post h1{margin-top:2rem;line-height:1.25}
.pr-main.pr-post .pr-cover{margin:2rem 0 0}
.pr-main.pr-post .pr-body{margin-top:2rem;font-size:1.125rem;line-height:1.75rem}
@media (min-width:40rem){.pr-post h1{font-size:2.25rem}}
.pr-foot{margin-top:4rem;background:#0b1f3a;color:oklch(92.9% .013 255.508);font-size:.875rem;line-height:1.25rem}
.pr-foot-in,.pr-foot-legal{max-width:80rem;margin:0 auto;padding:3rem 1rem}
.pr-foot-in{display:grid;gap:2.5rem}
@media (min-width:40rem){.pr-foot-in{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:64rem){.pr-foot-in{grid-template-columns:repeat(4,minmax(0,1fr))}.pr-foot-about{grid-column:span 2/span 2}}
.pr-foot p{margin:0}
.pr-foot .pr-foot-name{font-size:1.125rem;line-height:1.75rem;font-weight:700;color:#fff}
.pr-foot .pr-foot-text{margin-top:.5rem;max-width:28rem;color:oklch(86.9% .022 252.894)}
.pr-foot h2{margin:0;font-size:.875rem;line-height:1.25rem;font-weight:600;text-transform:uppercase;letter-spacing:.025em;color:#fff}
.pr-foot ul{list-style:none;margin:.75rem 0 0;padding:0}
.pr-foot li+li{margin-top:.5rem}
.pr-foot a{color:inherit;text-decoration:none}
.pr-foot-legal{display:flex;flex-direction:column;gap:.75rem;padding-top:1.5rem;padding-bottom:1.5rem;color:oklch(70.4% .04 256.788);border-top:1px solid rgb(255 255 255/.1)}
.pr-foot-legal ul{display:flex;flex-wrap:wrap;gap:1rem;margin:0}
.pr-foot-legal li+li{margin-top:0}
@media (min-width:40rem){.pr-foot-legal{flex-direction:row;align-items:center;justify-content:space-between}}
.pr-cover{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:.75rem;background:oklch(96.8% .007 247.896);margin-bottom:1.5rem}
</style>`.replace(/\n/g, "");

/**
 * A venue of a city's list, as the app's card: its cover on top. Without a hero, the first cover is the
 * largest thing on a phone's first screen, so it is fetched first; the others wait until near the screen.
 */
function venueItem(locale: Locale, t: Translator<"venues">, v: VenueSummary, index: number, leads: boolean): string {
  const marks = [v.isFeatured ? t("badge.featured") : null, v.isSample ? t("badge.sample") : null].filter(Boolean).join(" · ");
  const priority = index === 0 && leads ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<li${index === 0 ? ' elementtiming="first-venue"' : ""}><img class="pr-card-img" src="${esc(v.coverImage || DEFAULT_VENUE_IMAGE)}" alt="" width="640" height="360"${priority}>
<a href="${localePath(locale, `/venue/${v.id}`)}"${v.isFeatured ? ' rel="sponsored"' : ""}>${esc(v.name)}</a>
${marks ? `<p class="pr-mark">${esc(marks)}</p>` : ""}
<p class="pr-addr">${esc(v.address)}</p></li>`;
}

/**
 * A hero's backdrop: the site's stadium art from the HTML itself (no request of its own, so it is painted
 * with the text: decision 043), or a city's own picture at high priority.
 */
function heroImage(src: string): string {
  const own = heroImageSrc(src);
  return `<img class="pr-hero-img" src="${esc(own)}" alt=""${own === src ? ' fetchpriority="high"' : ""}>`;
}

function frame(locale: Locale, siteName: string, inner: string, mainClass = "pr-main"): string {
  return `${STYLE}<header class="pr-header"><div class="pr-bar"><a href="${localePath(locale, "/")}" class="pr-logo">${esc(siteName)}</a></div></header>
<main id="main" class="${mainClass}" data-prerender>${inner}</main>${footer(locale, siteName)}`;
}

const FOOTER_LINKS = {
  quickLinks: [
    ["allCities", "/cities"],
    ["matchSchedule", "/matches"],
    ["competitions", "/competitions"],
    ["blog", "/blog"],
    ["faq", "/faq"],
    ["submitVenue", "/submit"],
    ["aboutUs", "/about"],
    ["contact", "/contact"],
  ],
  forBusiness: [
    ["featureYourVenue", "/submit"],
    ["citySponsorship", "/cities"],
    ["manageListing", "/owner"],
    ["partner", "/contact"],
  ],
  legal: [
    ["privacy", "/about#privacy"],
    ["terms", "/about#terms"],
    ["contactUs", "/contact"],
  ],
} as const;

/**
 * The app's footer, its words and links: on a short page it is on the first screen, and its blurb is
 * then the largest text there, so the app's own must not be the first to paint it (decision 048).
 * The partner link goes to the contact page, as the app's does until its settings have loaded.
 */
function footer(locale: Locale, siteName: string): string {
  const t = translatorFor(locale, "common");
  // The owner area is English only.
  const href = (path: string) => (path === "/owner" ? path : localePath(locale, path));
  const links = (group: keyof typeof FOOTER_LINKS) =>
    `<ul>${FOOTER_LINKS[group].map(([label, path]) => `<li><a href="${esc(href(path))}">${esc(t(`footer.${label}`))}</a></li>`).join("")}</ul>`;
  const about = t.markup("footer.about", {
    description: translatorFor(locale, "meta")("siteDescription"),
    tagline: t("footer.tagline"),
    sisterSite: t("footer.sisterSite"),
    sister: (chunks) => chunks,
  });
  return `<footer class="pr-foot"><div class="pr-foot-in"><div class="pr-foot-about"><p class="pr-foot-name">${esc(siteName)}</p><p class="pr-foot-text">${esc(about)}</p></div>
<nav aria-label="${esc(t("footer.quickLinks"))}"><h2>${esc(t("footer.quickLinks"))}</h2>${links("quickLinks")}</nav>
<nav aria-label="${esc(t("footer.forBusiness"))}"><h2>${esc(t("footer.forBusiness"))}</h2>${links("forBusiness")}</nav></div>
<div class="pr-foot-legal"><p>${esc(t("footer.rights", { year: String(new Date().getUTCFullYear()), site: siteName }))}</p>${links("legal")}</div></footer>`;
}

/**
 * The home page's hero: the app's image, kicker, the phase's first headline and intro. Every headline of
 * the rotation is laid out unseen in the headline's box, as the app does, so the box is as tall as the
 * app's whichever headline it starts with. It reaches the
 * bottom of a phone's screen as the app's does, so the app's hero is no larger a paint than this one
 * and the page's largest paint is this early one.
 */
export function prerenderHome(locale: Locale, siteName: string, phase: SitePhase): string {
  const t = translatorFor(locale, "home");
  const tagline = translatorFor(locale, "common")("footer.tagline");
  return frame(
    locale,
    siteName,
    `<section class="pr-hero">${heroImage(HERO_ART_PATH)}<div class="pr-hero-shade"></div><div class="pr-hero-in">
<p class="pr-kicker">${esc(t(phase === "season" ? "kickerSeason" : "kicker"))}</p>
<div class="pr-hl"><h1>${esc(t(`headlines.${phase}.h0`))}</h1>${Array.from({ length: HEADLINE_COUNT }, (_, i) => `<p aria-hidden="true">${esc(t(`headlines.${phase}.h${i}` as "headlines.before.h0"))}</p>`).join("")}</div>
<p class="pr-intro">${esc(t(`intro.${phase === "during" ? "before" : phase}`, { tagline }))}</p></div></section>`,
    "",
  );
}

/**
 * A page's title and lead as given (pages whose heading is not one of the shared content headings),
 * and optionally its first section: a heading and a paragraph, when that paragraph is the page's
 * largest text.
 */
export function prerenderTitle(locale: Locale, siteName: string, title: string, lead: string, section?: { title: string; text: string }): string {
  const first = section ? `\n<h2 class="pr-h2">${esc(section.title)}</h2>\n<p class="pr-body">${esc(section.text)}</p>` : "";
  return frame(locale, siteName, `<h1 class="pr-title">${esc(title)}</h1>\n<p class="pr-lead">${esc(lead)}</p>${first}`);
}

/**
 * The submission page: its heading and the price on sale, worded as the app words them (after the
 * final, the banner's last paragraph is the page's largest text). Without a price on sale, the heading.
 */
export function prerenderSubmit(locale: Locale, siteName: string, pricing: Pricing | null, phase: TournamentPhase): string {
  const head = pageHeading(translatorFor(locale, "meta"), "submit", phase === "after" ? "season" : "worldCup");
  const heading = `<h1 class="pr-title">${esc(head.title)}</h1>\n<p class="pr-lead">${esc(head.subtitle)}</p>`;
  if (!pricing) return frame(locale, siteName, heading);
  const t = translatorFor(locale, "submit");
  const intl = INTL_LOCALE[locale];
  const texts = pricingTexts(locale, t, (utc) => new Intl.DateTimeFormat(intl, NOTE_DATE).format(utc));
  const price = new Intl.NumberFormat(intl, usdFormat(pricing.price));
  const note = texts.note(pricing);
  return frame(
    locale,
    siteName,
    `${heading}
<section class="pr-price"><h2>${esc(price.format(pricing.price))} <span>${esc(t("price.perSubmission"))}</span></h2><p class="pr-pill">${esc(texts.label(pricing))}</p>
<p>${esc(texts.description("submission", pricing))}</p>${note ? `\n<p class="pr-note">${esc(note)}</p>` : ""}${
      offerWording(phase, pricing.phase) === "afterFinal" ? `\n<p class="pr-small">${esc(t("price.afterFinalSubmission"))}</p>` : ""
    }</section>`,
  );
}

/** A content page's heading: its lead is often the page's largest text, painted from here. */
/** A heading, its lead and a list of links, each with a line under it (the competitions, a competition's next matches). */
export function prerenderLinks(locale: Locale, siteName: string, title: string, lead: string, items: { href: string; text: string; line: string }[]): string {
  const list = items.map((i) => `<li><a href="${esc(localePath(locale, i.href))}">${esc(i.text)}</a><p class="pr-addr">${esc(i.line)}</p></li>`).join("");
  return frame(
    locale,
    siteName,
    `<h1 class="pr-title">${esc(title)}</h1>\n<p class="pr-lead">${esc(lead)}</p>${items.length ? `<ul class="pr-list">${list}</ul>` : ""}`,
  );
}

/**
 * A team or competition the site does not carry: what it covers, each competition a link, how a venue
 * adds a match it shows and how competitions are added (docs/decisions/041). The app's NotCovered.
 */
export function prerenderNotCovered(locale: Locale, siteName: string, what: "team" | "competition", competitions: Competition[]): string {
  const t = translatorFor(locale, "fixtures");
  const list = competitions
    .map((c) => `<li><a href="${esc(localePath(locale, competitionPath(c.id)))}">${esc(competitionFullName(c, locale))}</a></li>`)
    .join("");
  return frame(
    locale,
    siteName,
    `<h1 class="pr-title">${esc(t(`coverage.${what}.title`))}</h1>
<p class="pr-lead">${esc(t(`coverage.${what}.lead`))}</p>
<h2 class="pr-h2">${esc(t("coverage.covered"))}</h2>${list ? `<ul class="pr-list">${list}</ul>` : ""}
<p class="pr-body">${esc(t("coverage.venues"))} <a href="/owner"${locale === "en" ? "" : ' hreflang="en"'}>${esc(t("coverage.ownerLink"))}</a></p>
<p class="pr-body">${esc(t("coverage.admins"))}</p>`,
  );
}

/**
 * The blog: its heading and the posts as the app's cards, cover on top. The first cover is the largest
 * thing on a phone's first screen: the site's art comes inline (no request), a post's own at high priority.
 */
export function prerenderPosts(locale: Locale, siteName: string, t: Translator<"meta">, season: CopySeason, posts: BlogPostSummary[]): string {
  const { title, subtitle } = pageHeading(t, "blog", season);
  const items = posts.map((p, i) => {
    const src = p.coverImage || DEFAULT_POST_COVER;
    const img = i === 0 ? `src="${esc(heroImageSrc(src))}"${src === DEFAULT_POST_COVER ? "" : ' fetchpriority="high"'}` : `src="${esc(src)}" loading="lazy"`;
    return `<li><img class="pr-card-img" ${img} alt="" width="640" height="360">
<a href="${localePath(locale, `/blog/${esc(p.slug)}`)}">${esc(p.title)}</a>
<p class="pr-addr">${esc(p.excerpt)}</p></li>`;
  });
  return frame(
    locale,
    siteName,
    `<h1 class="pr-title">${esc(title)}</h1>\n<p class="pr-lead">${esc(subtitle)}</p>${items.length ? `<ul class="pr-list">${items.join("")}</ul>` : ""}`,
  );
}

export function prerenderHeading(locale: Locale, siteName: string, t: Translator<"meta">, page: HeadedPage, season: CopySeason): string {
  const { title, subtitle } = pageHeading(t, page, season);
  return prerenderTitle(locale, siteName, title, subtitle);
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
  season: CopySeason,
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
  const body = `${count}
<ul class="pr-list">${venues.map((v, i) => venueItem(locale, tv, v, i, !city.hero_image_url)).join("")}</ul>${more}`;
  const texts = cityHeroTexts(locale, city, t, siteName, season);
  if (!city.hero_image_url) return frame(locale, siteName, `<h1>${esc(texts.title)}</h1>\n${body}`);
  return frame(locale, siteName, `${cityCrumbs(locale, city)}${cityHero(locale, city, texts)}<div class="pr-main">${body}</div>`, "");
}

function cityCrumbs(locale: Locale, city: CityDetail): string {
  const t = translatorFor(locale, "common");
  const tc = translatorFor(locale, "city");
  return `<nav class="pr-crumbs" aria-label="${esc(t("breadcrumb.label"))}"><a href="${localePath(locale, "/")}">${esc(t("breadcrumb.home"))}</a> › <a href="${localePath(locale, "/cities")}">${esc(tc("page.crumb"))}</a> › ${esc(city.name)}</nav>`;
}

/**
 * The city's hero as the app lays it out: its image is the page's largest paint, so it is painted
 * from here rather than once the app has started.
 */
function cityHero(locale: Locale, city: CityDetail, { title, subtitle, description, stadium }: ReturnType<typeof cityHeroTexts>): string {
  const host = city.host_2026
    ? `<p class="pr-host"><span class="pr-badge">${esc(translatorFor(locale, "common")("cityLinks.hostCity"))}</span>${stadium ? ` ${esc(stadium)}` : ""}</p>`
    : "";
  return `<section class="pr-hero pr-city">${heroImage(city.hero_image_url ?? "")}<div class="pr-hero-shade"></div><div class="pr-hero-in">${host}
<h1>${esc(title)}</h1>${subtitle ? `\n<p class="pr-sub">${esc(subtitle)}</p>` : ""}
<p class="pr-desc">${esc(description)}</p></div></section>`;
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

/**
 * A post: its heading, author, cover and first paragraph (the app's largest text on a phone), in the
 * post's own language.
 */
export function prerenderPost(locale: Locale, siteName: string, post: BlogPost): string {
  const t = translatorFor(locale, "content");
  const lang = post.language === locale ? "" : ` lang="${post.language}"`;
  const lead = firstParagraph(post.content);
  return frame(
    locale,
    siteName,
    `<a class="pr-back" href="${localePath(locale, "/blog")}">← ${esc(t("post.back"))}</a>
<h1${lang}>${esc(post.title)}</h1>
<p class="pr-addr">${esc(t("post.byline", { author: post.author }))}</p>
${post.coverImage ? `<img class="pr-cover" src="${esc(post.coverImage)}" alt="" width="1280" height="720" fetchpriority="high">` : ""}
${lead ? `<p class="pr-body"${lang}>${esc(lead)}</p>` : ""}`,
    "pr-main pr-post",
  );
}

/** The first paragraph of Markdown as plain text (links and emphasis kept as their words), or "" when it opens with no paragraph. */
function firstParagraph(markdown: string): string {
  const block = markdown
    .trim()
    .split(/\n\s*\n/)
    .find((b) => b.trim() !== "");
  if (!block || /^\s*(?:#|\||>|[-*+] |\d+\. |!\[|```|<)/.test(block)) return "";
  return block
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** A match: who, when (the stadium's local time: the visitor's zone is only known in the browser), where, and the result once over. */
export function prerenderMatch(locale: Locale, siteName: string, m: Match): string {
  const t = translatorFor(locale, "matches");
  const where = [m.stadium.name, placeName(m.stadium.hostCity, t), placeName(m.stadium.country, t)].join(", ");
  const result = m.result ? `<p class="pr-count"><strong>${esc(scoreLine(m, m.result, t))}</strong></p>` : "";
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
/** A team's match: stage, the stadium's local kick-off and the stadium (the visitor's zone is only known in the browser). */
const teamMatchLine = (m: TeamDetail["matches"][number], t: Translator<"matches">) =>
  t("prerender.teamMatch", { stage: stageName(m, t), kickoff: localKickoffText(m.kickoffLocal, t), stadium: m.stadium.name });

export function prerenderTeam(locale: Locale, siteName: string, team: TeamDetail, now: Date): string {
  const t = translatorFor(locale, "matches");
  // What the app's header says under the name, here as a lead (its type a size up, so that the app's
  // line is no larger a paint than this one): its next match, or that its tournament is over.
  const next = team.matches.find((m) => matchState(m, now) === "upcoming");
  const lead = teamIsOut(team, team.matches, now)
    ? t("team.over", { team: teamName(team, t) })
    : next
      ? `${t("team.nextMatch")} ${matchTitle(next, t)} · ${teamMatchLine(next, t)}`
      : "";
  const items = team.matches
    .map((m) => {
      const result = m.result ? ` · ${esc(resultLine(m.result, t))}` : "";
      const line = teamMatchLine(m, t);
      return `<li><a href="${esc(localePath(locale, matchPath(m)))}">${esc(matchTitle(m, t))}</a><p class="pr-addr">${esc(line)}${result}</p></li>`;
    })
    .join("");
  return frame(
    locale,
    siteName,
    `<p class="pr-mark">${esc(t("teamKicker", { group: team.group }))}</p>
<h1 elementtiming="team-name"><span aria-hidden="true">${esc(team.flag)}</span> ${esc(teamName(team, t))}</h1>
${lead ? `<p class="pr-lead">${esc(lead)}</p>` : ""}
<ul class="pr-list">${items}</ul>`,
  );
}

/**
 * Any other competition's match: competition and round, the sides, the kick-off as precisely as it is
 * known, the result, or what stands in for it (a kick-off never confirmed is never said to have happened).
 */
export function prerenderFixture(locale: Locale, siteName: string, f: Fixture, competition: Competition | null): string {
  const t = translatorFor(locale, "matches");
  const result = fixtureResultText(f, t, locale);
  const kicker = t("club.kicker", { competition: competitionName(f.competition, locale), round: roundLabel(f, t) });
  const settled = f.status === "postponed" || f.status === "cancelled" ? f.status : null;
  const pending = !settled && f.resultPending ? t(`club.${PENDING_TEXT[f.kickoffPrecision]}`) : null;
  return frame(
    locale,
    siteName,
    `<p class="pr-mark">${esc(kicker)}</p>
<h1 elementtiming="match-title">${esc(fixtureTitle(f, t, locale))}</h1>
<p>${esc(leagueKickoffText(f, t))}</p>
${competition ? `<p>${esc(fixtureSourceText(competition, locale, t))}</p>` : ""}
${settled ? `<p class="pr-count"><strong>${esc(t(`club.${settled}`))}</strong></p>` : ""}
${pending ? `<p class="pr-count">${esc(pending)}</p>` : ""}
${result ? `<p class="pr-count"><strong>${esc(result)}</strong></p>` : ""}`,
  );
}

/** No result yet once a match is no longer upcoming: kicked off, or its date or time never confirmed. */
const PENDING_TEXT = { exact: "pending", time_tbc: "unconfirmed", date_tbc: "undated" } as const;

/** A club: its name and its matches in order, each as precisely as its kick-off is known. */
export function prerenderClub(locale: Locale, siteName: string, club: ClubDetail, now: Date): string {
  const t = translatorFor(locale, "matches");
  // The app's header lines under the name, as leads (see prerenderTeam): its competitions and its next
  // match, here at the league's own time (the visitor's zone is the browser's).
  const next = club.matches.find((f) => f.status === "scheduled" && matchState(f, now) === "upcoming");
  const plays = club.competitions.length ? `${t("club.plays")} ${club.competitions.map((c) => competitionName(c, locale)).join(", ")}` : "";
  const when = next && fixtureWhen(next, locale, next.timeZone, translatorFor(locale, "fixtures"));
  const nextLine = next ? `${t("team.nextMatch")} ${fixtureTitle(next, t, locale)} · ${when}` : "";
  const items = club.matches
    .slice(0, 40)
    .map((f) => {
      const result = fixtureResultText(f, t, locale);
      const line = `${competitionName(f.competition, locale)} · ${leagueKickoffText(f, t)}${result ? ` · ${result}` : ""}`;
      return `<li><a href="${esc(localePath(locale, matchPath(f)))}">${esc(fixtureTitle(f, t, locale))}</a><p class="pr-addr">${esc(line)}</p></li>`;
    })
    .join("");
  return frame(
    locale,
    siteName,
    `<p class="pr-mark">${esc(clubKicker(club, t))}</p>
<h1 elementtiming="team-name"><span aria-hidden="true">${esc(club.flag)}</span> ${esc(clubName(club, locale))}</h1>
${[plays, nextLine].map((line) => (line ? `<p class="pr-lead">${esc(line)}</p>` : "")).join("")}
<ul class="pr-list">${items}</ul>`,
  );
}
