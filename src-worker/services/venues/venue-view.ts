// Maps stored venue rows to the public forms: VenueSummary in lists, Venue for one venue. Every
// endpoint returning venues uses these.
import { eq, getTableColumns, sql } from "drizzle-orm";
import { cities, type OpenDataSource, venues } from "../../db/schema";
import type { Venue, VenueSummary } from "../../shared/contract/venues";
import { ratingAverage } from "./ratings";

/** A venue made from open map data is unconfirmed until an owner manages it (docs/decisions/030). */
const ownedSql = sql`EXISTS (SELECT 1 FROM venue_owners vo WHERE vo.venue_id = ${venues.id})`;
const openDataSql = (column: "source" | "data_date") =>
  sql.raw(`(SELECT odp.${column} FROM open_data_places odp WHERE odp.venue_id = "venues"."id" AND odp.linked = 0 ORDER BY odp.id LIMIT 1)`);
/** The open data source of a venue nobody has confirmed yet; null for every other venue. */
const unconfirmedSource = sql<OpenDataSource | null>`CASE WHEN ${venues.source} = 'open_data' AND NOT ${ownedSql} THEN ${openDataSql("source")} END`;

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
  unconfirmedSource,
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
  unconfirmedSource,
  openDataSource: sql<OpenDataSource | null>`CASE WHEN ${venues.source} = 'open_data' THEN ${openDataSql("source")} END`,
  openDataDate: sql<number | null>`CASE WHEN ${venues.source} = 'open_data' THEN ${openDataSql("data_date")} END`,
};

/** Join to use with either column set: `db.select(columns).from(venues).innerJoin(...cityJoin)`. */
export const cityJoin = [cities, eq(cities.id, venues.cityId)] as const;

type OpenDataColumns = { unconfirmedSource: OpenDataSource | null; openDataSource: OpenDataSource | null; openDataDate: number | null };
type Row = typeof venues.$inferSelect & {
  citySlug: string;
  cityName: string;
  timeZone: string;
  cityLat: number | null;
  cityLng: number | null;
} & OpenDataColumns;
export type SummaryRow = Pick<Row, keyof typeof venueSummaryColumns>;

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
    // Only on such venues, so every other answer stays as it was.
    ...(row.unconfirmedSource ? { unconfirmed: row.unconfirmedSource } : {}),
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
    ...(row.openDataSource
      ? {
          openData: {
            source: row.openDataSource,
            dataDate: row.openDataDate === null ? null : new Date(row.openDataDate).toISOString(),
            confirmed: !row.unconfirmedSource,
          },
        }
      : {}),
    opensEarly:
      row.opensEarlyAt && row.opensEarlySource && row.opensEarlyConfirmedAt
        ? { at: row.opensEarlyAt, source: row.opensEarlySource, confirmedAt: row.opensEarlyConfirmedAt.toISOString() }
        : null,
  };
}
