// sitemap.xml and robots.txt, generated from D1.
import { sql } from "drizzle-orm";
import { escapeHtml } from "../html/escape";
import type { Db } from "../db/client";

interface Entry {
  path: string;
  lastmod?: number | null;
}

const STATIC_PATHS = ["/", "/cities", "/blog", "/faq", "/about", "/contact", "/submit"];

const xmlEscape = escapeHtml;

/** One query for every dynamic URL (cities, approved venues, public posts). */
export async function sitemapXml(db: Db, siteUrl: string, now = Date.now()): Promise<string> {
  const rows = await db.all<{ path: string; lastmod: number | null }>(sql`
    SELECT '/city/' || slug AS path, updated_at AS lastmod FROM cities
    UNION ALL
    SELECT '/venue/' || id, updated_at FROM venues WHERE status = 'approved'
    UNION ALL
    SELECT '/blog/' || slug, updated_at FROM blog_posts
      WHERE status = 'approved' AND published_at IS NOT NULL AND published_at <= ${now}`);
  const entries: Entry[] = [...STATIC_PATHS.map((path) => ({ path })), ...rows];
  const urls = entries
    .map((e) => {
      const loc = `<loc>${xmlEscape(new URL(e.path, siteUrl).toString())}</loc>`;
      const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url>${loc}${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, production: boolean): string {
  // Only production is indexed; previews and local runs ask crawlers to stay away.
  if (!production) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\nDisallow: /test-checkout/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl)}\n`;
}
