// sitemap.xml and robots.txt, generated from D1.
import { aliasedTable, and, eq, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { type SQLiteColumn, unionAll } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { blogPosts, cities, competitions, matches, teams, venues, WORLD_CUP_ID } from "../../db/schema";
import { escapeHtml } from "../../html/escape";
import { LOCALES, type Locale, localePath } from "../../shared/i18n/locales";
import { matchPath } from "../../shared/match-text";
import { isListedCity } from "../cities/cities";
import { listMatches } from "../matches/matches";

interface Entry {
  path: string;
  lastmod?: number | null;
  /** The languages the page exists in (every one when absent). */
  locales?: readonly Locale[];
}

const team1 = aliasedTable(teams, "team1");
const team2 = aliasedTable(teams, "team2");

const STATIC_PATHS = ["/", "/cities", "/blog", "/faq", "/about", "/contact", "/submit", "/matches", "/competitions"];

const xmlEscape = escapeHtml;

/**
 * One query for every dynamic URL (listed cities, their approved venues, public posts, teams and clubs,
 * competitions), one for the World Cup's matches (their addresses name the teams known by then), one for
 * every other competition's. A city that All Cities does not
 * list (no state yet) is not announced here either.
 */
export async function sitemapXml(db: Db, siteUrl: string, now: number): Promise<string> {
  // Read through sql, lastmod stays the stored epoch ms (a timestamp column would map to a Date).
  // `language`: the one language a page exists in (a blog post's), NULL for pages in every language.
  const entry = (path: SQL, lastmod: SQL | SQLiteColumn, language: SQL | SQLiteColumn = sql`NULL`) => ({
    path: sql<string>`${path}`.as("path"),
    lastmod: sql<number | null>`${lastmod}`.as("lastmod"),
    language: sql<Locale | null>`${language}`.as("language"),
  });
  const [rows, matchList, otherMatches] = await Promise.all([
    unionAll(
      db
        .select(entry(sql`'/city/' || ${cities.slug}`, cities.updatedAt))
        .from(cities)
        .where(isListedCity),
      db
        .select(entry(sql`'/venue/' || ${venues.id}`, venues.updatedAt))
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .where(and(eq(venues.status, "approved"), isListedCity)),
      db
        .select(entry(sql`'/blog/' || ${blogPosts.slug}`, blogPosts.updatedAt, blogPosts.language))
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "approved"), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, new Date(now)))),
      db.select(entry(sql`'/team/' || lower(${teams.code})`, sql`NULL`)).from(teams),
      db.select(entry(sql`'/competitions/' || ${competitions.id}`, sql`NULL`)).from(competitions),
    ),
    listMatches(db, {}, new Date(now)),
    // Every other competition's matches: their sides are known from the start.
    db
      .select({
        number: matches.number,
        team1: { code: team1.code, name: team1.name, flag: team1.flag },
        team2: { code: team2.code, name: team2.name, flag: team2.flag },
      })
      .from(matches)
      .leftJoin(team1, eq(team1.code, matches.team1Code))
      .leftJoin(team2, eq(team2.code, matches.team2Code))
      .where(ne(matches.competitionId, WORLD_CUP_ID)),
  ]);
  const entries: Entry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    // A post is listed once, at its own language's address.
    ...rows.map(({ language, ...row }) => (language ? { ...row, locales: [language] } : row)),
    ...[...matchList, ...otherMatches].map((m) => ({ path: matchPath(m) })),
  ];
  // Each page once per language, each naming all its languages (hreflang alternates).
  const urls = entries
    .flatMap((e) => {
      const locales = e.locales ?? LOCALES;
      const href = (locale: Locale) => xmlEscape(new URL(localePath(locale, e.path), siteUrl).toString());
      const alternates = locales.length > 1 ? locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join("") : "";
      const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString().slice(0, 10)}</lastmod>` : "";
      return locales.map((l) => `<url><loc>${href(l)}</loc>${lastmod}${alternates}</url>`);
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, production: boolean): string {
  // Only production is indexed; previews and local runs ask crawlers to stay away.
  if (!production) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\nDisallow: /test-checkout/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl)}\n`;
}
