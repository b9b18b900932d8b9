// City reads: the list (with approved-venue counts) and the public city form.
//
// A city is listed when it has a state: All Cities groups cities by state and leaves out those
// without one (spec §2), so the list every page counts (home, All Cities, the sitemap) holds only
// listed cities, and every count the site shows is of what it lists. A city without a state (a new
// city an import could not place) keeps its page for the admin who created it, unannounced.
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities } from "../../db/schema";
import { CITY_DESCRIPTION_FALLBACK, CITY_DESCRIPTION_FALLBACK_ES } from "../../shared/city-text";
import type { CityDetail, CityListItem } from "../../shared/contract/cities";
import { haversineKm, kmToMiles } from "../../shared/geo";

/**
 * Approved venues of the city in the outer query; a correlated count served by venues_city_status_idx.
 * Written with explicit aliases: drizzle leaves columns unqualified in single-table selects.
 */
const approvedVenueCount = sql<number>`(
  SELECT COUNT(*) FROM venues AS v WHERE v.city_id = cities.id AND v.status = 'approved'
)`.mapWith(Number);

/**
 * For a city without approved venues: the nearest other listed city that has some, as JSON (name,
 * slug, state, centre), in the city's own query. Ranked by the equirectangular distance, with the
 * cosine of the mean latitude from its Taylor series (SQLite has no trigonometry): exact enough to
 * rank cities; the miles shown are the great-circle distance worked out afterwards. SQLite refuses an
 * outer column in a subquery's ORDER BY, so the row is picked by min(), whose bare columns come
 * from the row holding the minimum (documented SQLite behaviour).
 */
const meanLatRad = sql`((cities.lat + c2.lat) * ${Math.PI / 360})`;
const cosMeanLat = sql`(1 - ${meanLatRad} * ${meanLatRad} / 2 + ${meanLatRad} * ${meanLatRad} * ${meanLatRad} * ${meanLatRad} / 24)`;
const nearestWithVenues = sql<string | null>`CASE WHEN cities.lat IS NOT NULL AND cities.lng IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM venues AS v WHERE v.city_id = cities.id AND v.status = 'approved'
) THEN (
  SELECT json_object('name', c2.name, 'slug', c2.slug, 'state', c2.state, 'lat', c2.lat, 'lng', c2.lng)
  FROM (
    SELECT c2.name, c2.slug, c2.state, c2.lat, c2.lng, min(
      (c2.lat - cities.lat) * (c2.lat - cities.lat) + (c2.lng - cities.lng) * (c2.lng - cities.lng) * ${cosMeanLat} * ${cosMeanLat}
    )
    FROM cities AS c2
    WHERE c2.id <> cities.id AND c2.state IS NOT NULL AND c2.lat IS NOT NULL AND c2.lng IS NOT NULL
      AND EXISTS (SELECT 1 FROM venues AS v2 WHERE v2.city_id = c2.id AND v2.status = 'approved')
  ) AS c2
  WHERE c2.name IS NOT NULL
) END`;

/**
 * For a city listing places from open map data: their sources and how many no owner has confirmed yet
 * (docs/decisions/030), as JSON; null for every other city.
 */
const openDataOfCity = sql<string | null>`(
  SELECT CASE WHEN COUNT(*) > 0 THEN json_object(
    'sources', json_group_array(DISTINCT odp.source),
    'unconfirmed', SUM(CASE WHEN v.source = 'open_data' AND NOT EXISTS (SELECT 1 FROM venue_owners vo WHERE vo.venue_id = v.id) THEN 1 ELSE 0 END)
  ) END
  FROM open_data_places AS odp JOIN venues AS v ON v.id = odp.venue_id
  WHERE odp.city_id = cities.id AND odp.linked = 0 AND v.status = 'approved'
)`;

/** The nearest city with venues, with its distance in whole miles. */
function nearestCity(json: string | null, from: { lat: number | null; lng: number | null }): CityDetail["nearest_with_venues"] {
  if (!json || from.lat === null || from.lng === null) return null;
  const c = JSON.parse(json) as { name: string; slug: string; state: string | null; lat: number; lng: number };
  return { name: c.name, slug: c.slug, state: c.state, miles: Math.round(kmToMiles(haversineKm({ lat: from.lat, lng: from.lng }, c))) };
}

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
      nearestWithVenues,
      openData: openDataOfCity,
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
    nearest_with_venues: nearestCity(row.nearestWithVenues, row),
    // Only on such cities, so every other answer stays as it was.
    ...(row.openData ? { open_data: JSON.parse(row.openData) as NonNullable<CityDetail["open_data"]> } : {}),
  };
}

/** The id of the city with this slug (used where only existence matters). */
export function cityIdBySlugQuery(db: Db, slug: string) {
  return db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).limit(1);
}
