// Maps stored venue rows to the public forms: VenueSummary in lists, Venue for one venue. Every
// endpoint returning venues uses these.
import { eq, getTableColumns } from "drizzle-orm";
import { cities, venues } from "../db/schema";
import type { Venue, VenueSummary } from "../shared/contract/venues";
import { ratingAverage } from "./ratings";

/** Columns to select for toVenueSummary: only what a list shows, so lists cost little to read and send. */
export const venueSummaryColumns = {
  id: venues.id,
  name: venues.name,
  address: venues.address,
  neighborhood: venues.neighborhood,
  lat: venues.lat,
  lng: venues.lng,
  coverImage: venues.coverImage,
  hoursShort: venues.hoursShort,
  isFeatured: venues.isFeatured,
  hasFood: venues.hasFood,
  familyFriendly: venues.familyFriendly,
  bigScreens: venues.bigScreens,
  openLate: venues.openLate,
  tags: venues.tags,
  ratingCount: venues.ratingCount,
  ratingSum: venues.ratingSum,
  source: venues.source,
  citySlug: cities.slug,
  cityName: cities.name,
};

/** Columns to select (venue + the city fields the public form needs) for toPublicVenue. */
export const publicVenueColumns = {
  ...getTableColumns(venues),
  citySlug: cities.slug,
  cityName: cities.name,
  timeZone: cities.timeZone,
  cityLat: cities.lat,
  cityLng: cities.lng,
};

/** Join to use with either column set: `db.select(columns).from(venues).innerJoin(...cityJoin)`. */
export const cityJoin = [cities, eq(cities.id, venues.cityId)] as const;

type Row = typeof venues.$inferSelect & { citySlug: string; cityName: string; timeZone: string; cityLat: number | null; cityLng: number | null };
type SummaryRow = Pick<Row, keyof typeof venueSummaryColumns>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toVenueSummary(row: SummaryRow): VenueSummary {
  return {
    id: row.id,
    citySlug: row.citySlug,
    cityName: row.cityName,
    name: row.name,
    address: row.address,
    neighborhood: row.neighborhood,
    lat: row.lat,
    lng: row.lng,
    coverImage: row.coverImage,
    hoursShort: row.hoursShort,
    isFeatured: row.isFeatured,
    hasFood: row.hasFood,
    familyFriendly: row.familyFriendly,
    bigScreens: row.bigScreens,
    openLate: row.openLate,
    tags: row.tags ?? [],
    rating: {
      average: ratingAverage(row.ratingSum, row.ratingCount),
      count: row.ratingCount,
    },
    isSample: row.source === "demo",
  };
}

export function toPublicVenue(row: Row): Omit<Venue, "claims"> {
  return {
    ...toVenueSummary(row),
    cityId: row.cityId,
    notes: row.notes,
    phone: row.phone,
    website: row.website,
    instagram: row.instagram,
    tiktok: row.tiktok,
    youtube: row.youtube,
    hours: row.hours ?? null,
    timeZone: row.timeZone,
    cityCenter: row.cityLat !== null && row.cityLng !== null ? { lat: row.cityLat, lng: row.cityLng } : null,
    featuredUntil: iso(row.featuredUntil),
    craftBeer: row.craftBeer,
    outdoorScreens: row.outdoorScreens,
    premiumBar: row.premiumBar,
    updatedAt: row.updatedAt.toISOString(),
    verifiedAt: iso(row.verifiedAt),
    opensEarly:
      row.opensEarlyAt && row.opensEarlySource && row.opensEarlyConfirmedAt
        ? { at: row.opensEarlyAt, source: row.opensEarlySource, confirmedAt: row.opensEarlyConfirmedAt.toISOString() }
        : null,
  };
}
