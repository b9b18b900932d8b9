// City reads: the list (with approved-venue counts) and the public city form.
//
// A city is listed when it has a state: All Cities groups cities by state and leaves out those
// without one (spec §2), so the list every page counts (home, All Cities, the sitemap) holds only
// listed cities, and every count the site shows is of what it lists. A city without a state (a new
// city an import could not place) keeps its page for the admin who created it, unannounced.
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cities } from "../db/schema";
import type { CityDetail, CityListItem } from "../shared/contract/cities";

const CITY_DESCRIPTION_FALLBACK = "Discover great World Cup watch spots";
/** The same fallback for Spanish pages: a city with no description at all is not described in English there. */
const CITY_DESCRIPTION_FALLBACK_ES = "Descubre los mejores lugares para ver el Mundial";

/**
 * Approved venues of the city in the outer query; a correlated count served by venues_city_status_idx.
 * Written with explicit aliases: drizzle leaves columns unqualified in single-table selects.
 */
const approvedVenueCount = sql<number>`(
  SELECT COUNT(*) FROM venues AS v WHERE v.city_id = cities.id AND v.status = 'approved'
)`.mapWith(Number);

const listColumns = {
  id: cities.id,
  name: cities.name,
  slug: cities.slug,
  state: cities.state,
  description: cities.description,
  descriptionEs: cities.descriptionEs,
  host2026: cities.host2026,
  lat: cities.lat,
  lng: cities.lng,
  venueCount: approvedVenueCount,
};

type ListRow = {
  id: number;
  name: string;
  slug: string;
  state: string | null;
  description: string | null;
  descriptionEs: string | null;
  host2026: boolean;
  lat: number | null;
  lng: number | null;
  venueCount: number;
};

function toListItem(row: ListRow): CityListItem {
  return {
    id: row.id,
    city_id: row.id,
    name: row.name,
    slug: row.slug,
    state: row.state,
    description: row.description?.trim() || CITY_DESCRIPTION_FALLBACK,
    // An admin's English description is shown on Spanish pages until a Spanish one is written.
    description_es: row.descriptionEs?.trim() || (row.description?.trim() ? null : CITY_DESCRIPTION_FALLBACK_ES),
    venueCount: row.venueCount ?? 0,
    host_2026: row.host2026,
    lat: row.lat,
    lng: row.lng,
  };
}

/** What makes a city listed. */
export const isListedCity = isNotNull(cities.state);

/** Every listed city, alphabetical; one query. */
export async function listCities(db: Db): Promise<CityListItem[]> {
  const rows = await db.select(listColumns).from(cities).where(isListedCity).orderBy(asc(cities.name), asc(cities.id));
  return rows.map(toListItem);
}

/** The public city form, or null when no city has this slug; one query. */
export async function getCityBySlug(db: Db, slug: string): Promise<CityDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      timeZone: cities.timeZone,
      seoTitle: cities.seoTitle,
      seoMetaDesc: cities.seoMetaDesc,
      ogImageUrl: cities.ogImageUrl,
      heroImageUrl: cities.heroImageUrl,
      heroTitle: cities.heroTitle,
      heroSubtitle: cities.heroSubtitle,
      heroTitleEs: cities.heroTitleEs,
      heroSubtitleEs: cities.heroSubtitleEs,
      primaryStadium: cities.primaryStadium,
      stadiumCapacity: cities.stadiumCapacity,
      ctaPrimaryText: cities.ctaPrimaryText,
      ctaPrimaryUrl: cities.ctaPrimaryUrl,
      updatedAt: cities.updatedAt,
    })
    .from(cities)
    .where(eq(cities.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    ...toListItem(row),
    time_zone: row.timeZone,
    seo_title: row.seoTitle,
    seo_meta_desc: row.seoMetaDesc,
    og_image_url: row.ogImageUrl,
    hero_image_url: row.heroImageUrl,
    hero_title: row.heroTitle,
    hero_subtitle: row.heroSubtitle,
    hero_title_es: row.heroTitleEs?.trim() || null,
    hero_subtitle_es: row.heroSubtitleEs?.trim() || null,
    primary_stadium: row.primaryStadium,
    stadium_capacity: row.stadiumCapacity,
    cta_primary_text: row.ctaPrimaryText,
    cta_primary_url: row.ctaPrimaryUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The id of the city with this slug (used where only existence matters). */
export function cityIdBySlugQuery(db: Db, slug: string) {
  return db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).limit(1);
}
