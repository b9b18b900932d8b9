// The rules of a listing's optional details (phone, website, Instagram, opening hours, location),
// shared by the Worker's zod schemas (contract/venues.ts) and the SPA's forms, which check the same
// rules before sending. No zod here: the SPA imports this.
import { formatMiles, haversineKm, type LatLng } from "./geo";
import { WEEKDAYS, type WeeklyHours } from "./hours";

/** Maximum lengths (characters) of a listing's detail fields; the CSV import uses the same ones. */
export const VENUE_FIELD_MAX = {
  phone: 40,
  website: 500,
  /** What a person may type: a handle or a profile address (stored as "@handle"). */
  instagram: 200,
  hoursShort: 120,
  neighborhood: 80,
  notes: 2000,
  tag: 40,
} as const;

/** At most this many tags per venue, and opening spans per day. */
export const MAX_VENUE_TAGS = 20;
export const MAX_SPANS_PER_DAY = 3;

/** A pin must lie within this distance of its city's centre (a metro area, suburbs included). */
const NEAR_CITY_MILES = 50;
const NEAR_CITY_KM = NEAR_CITY_MILES * 1.609344;

export const MESSAGES = {
  phone: "Enter a phone number with its area code, e.g. (206) 555-0100, or an international number starting with +.",
  website: "Enter the website's full address, starting with http:// or https://.",
  instagram: "Enter an Instagram handle such as @yourvenue (letters, digits, dots and underscores) or the profile's address.",
  hoursTime: "Times must be 24-hour HH:MM.",
  hoursSame: "Opening and closing times cannot be the same.",
  hoursNone: "Opening hours need at least one open day; leave them all empty if you do not want to give hours.",
  inUs: "The location must be in the United States (US longitudes are negative, e.g. -122.33).",
} as const;

/**
 * A phone number a person can dial: digits with the usual separators. Without a leading "+" it is a
 * US number (10 digits, or 11 starting with 1); with one, an international number of 8 to 15 digits.
 */
export function isPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, "");
  if (v.startsWith("+")) return digits.length >= 8 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
}

/** An http(s) address of a public site (a host name with a dot: "http://localhost" is no venue's website). */
export function isWebsite(value: string): boolean {
  const v = value.trim();
  if (!/^https?:\/\//i.test(v) || !URL.canParse(v)) return false;
  const host = new URL(v).hostname;
  return host.includes(".") && !host.startsWith(".") && !host.endsWith(".");
}

const HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const PROFILE = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/i;

/** "@handle", "handle" or a profile address → "@handle"; null when it is none of these. */
export function instagramHandle(value: string): string | null {
  const v = value.trim();
  const profile = PROFILE.exec(v);
  if (profile) return `@${profile[1]}`;
  const handle = v.replace(/^@/, "");
  return HANDLE.test(handle) ? `@${handle}` : null;
}

/** 24-hour "HH:MM". */
export const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Why these weekly hours cannot be stored, or null when they can. */
export function hoursProblem(hours: WeeklyHours): string | null {
  let open = 0;
  for (const day of WEEKDAYS) {
    for (const [from, to] of hours[day] ?? []) {
      if (!HHMM.test(from) || !HHMM.test(to)) return MESSAGES.hoursTime;
      if (from === to) return MESSAGES.hoursSame;
      open += 1;
    }
  }
  return open === 0 ? MESSAGES.hoursNone : null;
}

/** The contiguous states, Alaska and Hawaii, as boxes: a cheap check that catches swapped or unsigned coordinates. */
const US_BOXES: [minLat: number, maxLat: number, minLng: number, maxLng: number][] = [
  [24.3, 49.5, -125, -66.8],
  [51, 71.5, -180, -129.9],
  [18.8, 22.4, -160.4, -154.6],
];

export const isInUs = ({ lat, lng }: LatLng): boolean =>
  US_BOXES.some(([minLat, maxLat, minLng, maxLng]) => lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng);

/**
 * Why a pin cannot belong to a venue of this city (too far from its centre), or null when it can.
 * A city without a centre on file accepts any pin in the US.
 */
export function cityLocationProblem(at: LatLng, city: { name: string; lat: number | null; lng: number | null }): string | null {
  if (city.lat === null || city.lng === null) return null;
  const km = haversineKm(at, { lat: city.lat, lng: city.lng });
  if (km <= NEAR_CITY_KM) return null;
  return `This location is ${formatMiles(km)} from central ${city.name}: a venue listed in ${city.name} must be within ${NEAR_CITY_MILES} mi of it.`;
}

/** "47.6097, -122.3331" (as copied from a map) → the pair; null when the text is not two numbers. */
export function parseCoordinates(text: string): LatLng | null {
  const m = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Coordinates as stored: 6 decimals (about 10 cm) is more than a pin placed by hand can mean. */
export const roundCoordinate = (n: number) => Math.round(n * 1e6) / 1e6;
