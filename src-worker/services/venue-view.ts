// Maps stored venue rows to the public venue form. Every endpoint returning venues uses this.
import { eq, getTableColumns } from "drizzle-orm";
import type { Venue } from "../shared/api-types";
import { cities, venues } from "../db/schema";

/** Columns to select (venue + the city fields the public form needs) for toPublicVenue. */
export const publicVenueColumns = {
  ...getTableColumns(venues),
  citySlug: cities.slug,
  cityName: cities.name,
  timeZone: cities.timeZone,
};

/** Join to use with publicVenueColumns: `db.select(publicVenueColumns).from(venues).innerJoin(...cityJoin)`. */
export const cityJoin = [cities, eq(cities.id, venues.cityId)] as const;

type Row = typeof venues.$inferSelect & { citySlug: string; cityName: string; timeZone: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicVenue(row: Row): Venue {
  return {
    id: row.id,
    cityId: row.cityId,
    citySlug: row.citySlug,
    cityName: row.cityName,
    name: row.name,
    address: row.address,
    neighborhood: row.neighborhood,
    lat: row.lat,
    lng: row.lng,
    notes: row.notes,
    phone: row.phone,
    website: row.website,
    instagram: row.instagram,
    tiktok: row.tiktok,
    youtube: row.youtube,
    coverImage: row.coverImage,
    hoursShort: row.hoursShort,
    hours: row.hours ?? null,
    timeZone: row.timeZone,
    isFeatured: row.isFeatured,
    featuredUntil: iso(row.featuredUntil),
    hasFood: row.hasFood,
    familyFriendly: row.familyFriendly,
    bigScreens: row.bigScreens,
    openLate: row.openLate,
    craftBeer: row.craftBeer,
    outdoorScreens: row.outdoorScreens,
    premiumBar: row.premiumBar,
    tags: row.tags ?? [],
    rating: {
      average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
      count: row.ratingCount,
    },
    isSample: row.source === "demo",
    updatedAt: row.updatedAt.toISOString(),
  };
}
