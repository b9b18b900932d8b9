// The admin's Cities: every city with its venue counts and whether it is listed, and the editor of
// the facts a city's listing and clocks depend on (state, centre, time zone) and the Spanish texts of its page. Each edit and its
// admin_logs row are one batch, which also bumps the public data it changes.
import { asc, eq, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { cities, venues } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AdminCity, CityUpdate } from "../../shared/contract/admin";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";

async function adminCities(db: Db, id?: number): Promise<AdminCity[]> {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      state: cities.state,
      timeZone: cities.timeZone,
      lat: cities.lat,
      lng: cities.lng,
      host2026: cities.host2026,
      description: cities.description,
      heroTitle: cities.heroTitle,
      heroSubtitle: cities.heroSubtitle,
      descriptionEs: cities.descriptionEs,
      heroTitleEs: cities.heroTitleEs,
      heroSubtitleEs: cities.heroSubtitleEs,
      pending: sql<number>`coalesce(sum(${venues.status} = 'pending'), 0)`,
      approved: sql<number>`coalesce(sum(${venues.status} = 'approved'), 0)`,
      rejected: sql<number>`coalesce(sum(${venues.status} = 'rejected'), 0)`,
      total: sql<number>`count(${venues.id})`,
    })
    .from(cities)
    .leftJoin(venues, eq(venues.cityId, cities.id))
    .where(id === undefined ? undefined : eq(cities.id, id))
    .groupBy(cities.id)
    .orderBy(asc(cities.name), asc(cities.id));
  return rows.map(({ pending, approved, rejected, total, ...c }) => ({
    ...c,
    listed: c.state !== null,
    venueCounts: { pending: Number(pending), approved: Number(approved), rejected: Number(rejected), total: Number(total) },
  }));
}

/** Every city, listed or not, alphabetical. */
export const listAdminCities = (db: Db) => adminCities(db);

async function getAdminCity(db: Db, id: number): Promise<AdminCity> {
  const [city] = await adminCities(db, id);
  if (!city) throw notFound("City not found");
  return city;
}

/**
 * Sets what the body gives of the city's state, centre, time zone and Spanish texts. An edit that changes nothing
 * writes nothing; any other is logged with the values before and after.
 */
export async function updateCity(db: Db, id: number, body: CityUpdate, now: number): Promise<AdminCity> {
  const city = await getAdminCity(db, id);
  const before = {
    state: city.state,
    lat: city.lat,
    lng: city.lng,
    timeZone: city.timeZone,
    descriptionEs: city.descriptionEs,
    heroTitleEs: city.heroTitleEs,
    heroSubtitleEs: city.heroSubtitleEs,
  };
  const after = {
    state: body.state === undefined ? city.state : body.state,
    lat: body.lat === undefined ? city.lat : body.lat,
    lng: body.lng === undefined ? city.lng : body.lng,
    timeZone: body.timeZone ?? city.timeZone,
    descriptionEs: body.descriptionEs === undefined ? city.descriptionEs : body.descriptionEs,
    heroTitleEs: body.heroTitleEs === undefined ? city.heroTitleEs : body.heroTitleEs,
    heroSubtitleEs: body.heroSubtitleEs === undefined ? city.heroSubtitleEs : body.heroSubtitleEs,
  };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
  if (changed.length === 0) return city;
  await runBatch(db, [
    db
      .update(cities)
      .set({ ...after, updatedAt: new Date(now) })
      .where(eq(cities.id, id)),
    logStatement(db, "city_updated", { cityId: id, name: city.name, slug: city.slug, changed, before, after }, now),
    // Lists and pages show the city (listing, nearest cities); venue pages use its zone and centre.
    bumpDataVersions(db, ["cities", "venues"]),
  ]);
  return getAdminCity(db, id);
}
