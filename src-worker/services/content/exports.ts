// Admin exports, free of HTTP: published venues as CSV in the standalone import's format (one city, or
// every city as a zip of one file per city), so an export imports back to the same venues; the blog
// as Markdown files (front matter + body) in a zip, or as JSON. docs/decisions/013.
import { and, asc, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { Db } from "../../db/client";
import { blogPosts, cities, venues } from "../../db/schema";
import { type CsvCell, toCsv } from "../../lib/csv";
import { notFound } from "../../lib/errors";
import { STANDALONE_CSV_HEADER } from "../../shared/constants";
import type { BlogExport } from "../../shared/contract/admin";
import { hasWeeklyHours, hoursSummary } from "../../shared/hours";

/** The standalone header's columns, in its order, as the venue row holds them. */
const columns = {
  name: venues.name,
  address: venues.address,
  lat: venues.lat,
  lon: venues.lng,
  phone: venues.phone,
  website: venues.website,
  hours_short: venues.hoursShort,
  hours: venues.hours,
  neighborhood: venues.neighborhood,
  tags: venues.tags,
};
const HEADER = STANDALONE_CSV_HEADER.split(",");

type VenueRow = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null };

/** hours_short is the venue's hours as the site shows them: its weekly hours when set, else the legacy summary. */
const toCells = (v: VenueRow): CsvCell[] => [
  v.name,
  v.address,
  v.lat,
  v.lon,
  v.phone,
  v.website,
  hasWeeklyHours(v.hours) ? hoursSummary(v.hours) : v.hours_short,
  v.neighborhood,
  (v.tags ?? []).join("|"),
];

/**
 * Only published venues: the import publishes what it reads, so a pending or rejected venue in an
 * export would go live when imported back.
 */
async function publishedVenues(db: Db, cityId?: number) {
  return db
    .select({ ...columns, citySlug: cities.slug, cityName: cities.name })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(and(eq(venues.status, "approved"), cityId === undefined ? undefined : eq(venues.cityId, cityId)))
    .orderBy(asc(cities.slug), asc(venues.name), asc(venues.id));
}

/** One city's published venues, as a file for /admin/import with that city's slug. */
export async function cityVenuesCsv(db: Db, citySlug: string): Promise<string> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug)).limit(1);
  if (!city) throw notFound("City not found");
  return toCsv(HEADER, (await publishedVenues(db, city.id)).map(toCells));
}

/** Every city with published venues: `{slug}.csv` each (its import's city slug is its file name), and a README. */
export async function allVenuesZip(db: Db, now: Date): Promise<Uint8Array> {
  const byCity = new Map<string, { name: string; rows: CsvCell[][] }>();
  for (const v of await publishedVenues(db)) {
    const city = byCity.get(v.citySlug) ?? { name: v.cityName, rows: [] };
    city.rows.push(toCells(v));
    byCity.set(v.citySlug, city);
  }
  const files: Record<string, Uint8Array> = {};
  const index: CsvCell[][] = [];
  for (const [slug, city] of byCity) {
    files[`${slug}.csv`] = strToU8(toCsv(HEADER, city.rows));
    index.push([slug, city.name, city.rows.length]);
  }
  files["cities.csv"] = strToU8(toCsv(["city_slug", "city_name", "venues"], index));
  files["README.txt"] = strToU8(
    [
      `Published venues exported ${now.toISOString()}.`,
      "",
      "Each {city_slug}.csv is in the standalone import format (Admin > Import CSV, /admin/import).",
      "Import it with its file name (without .csv) as the city slug, and the name from cities.csv as the city name.",
      "Re-importing a file into the site it came from changes nothing.",
      "",
    ].join("\r\n"),
  );
  return zipSync(files, { level: 6, mtime: now });
}

async function allPosts(db: Db): Promise<BlogExport["posts"]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      cityId: blogPosts.cityId,
      cityName: cities.name,
      citySlug: cities.slug,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      coverImage: blogPosts.coverImage,
      status: blogPosts.status,
      language: blogPosts.language,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
      content: blogPosts.content,
    })
    .from(blogPosts)
    .leftJoin(cities, eq(cities.id, blogPosts.cityId))
    .orderBy(asc(blogPosts.id));
  return rows.map((r) => ({
    ...r,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Every post, any status, with its Markdown. */
export async function blogJson(db: Db, now: Date): Promise<BlogExport> {
  return { exportedAt: now.toISOString(), posts: await allPosts(db) };
}

/** A post as a Markdown file: YAML front matter (strings as JSON strings, which YAML reads as they are), then the body. */
function markdownFile(post: BlogExport["posts"][number]): string {
  const meta: [string, string | number | null][] = [
    ["title", post.title],
    ["slug", post.slug],
    ["excerpt", post.excerpt],
    ["author", post.author],
    ["status", post.status],
    ["publishedAt", post.publishedAt],
    ["city", post.citySlug],
    ["coverImage", post.coverImage],
    ["createdAt", post.createdAt],
    ["updatedAt", post.updatedAt],
  ];
  const lines = meta.map(([k, v]) => `${k}: ${v === null ? "null" : JSON.stringify(v)}`);
  return `---\n${lines.join("\n")}\n---\n\n${post.content.endsWith("\n") ? post.content : `${post.content}\n`}`;
}

/** Every post as `posts/{slug}.md`. */
export async function blogMarkdownZip(db: Db, now: Date): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const post of await allPosts(db)) files[`posts/${post.slug}.md`] = strToU8(markdownFile(post));
  return zipSync(files, { level: 6, mtime: now });
}
