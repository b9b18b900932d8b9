// Distances on the globe (pure; used by the SPA's "near me" and available to the Worker).
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A position to two decimals (about 1 km): all the server is told when a fan sorts by distance, so
 * their exact position never leaves the browser and nearby fans share cached answers.
 */
export const roughPosition = (p: LatLng): LatLng => ({ lat: Math.round(p.lat * 100) / 100, lng: Math.round(p.lng * 100) / 100 });

export const kmToMiles = (km: number) => km / KM_PER_MILE;

/** "0.8 mi", "12 mi": US visitors read miles; one decimal below 10. */
export function formatMiles(km: number): string {
  const miles = kmToMiles(km);
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString("en-US")} mi`;
}

/** The items having coordinates, nearest first, each with its distance in km. */
export function byDistance<T extends { lat: number | null; lng: number | null }>(items: T[], from: LatLng): { item: T; km: number }[] {
  return items
    .filter((i): i is T & LatLng => i.lat !== null && i.lng !== null)
    .map((item) => ({ item, km: haversineKm(from, item) }))
    .sort((x, y) => x.km - y.km);
}
