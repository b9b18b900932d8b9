// A listing's optional details as a form holds them (text as typed), and the check that turns them
// into what the API takes. The rules are the Worker's (shared/venue-fields.ts), so the form says what
// is wrong before anything is sent. Used by the submission form and the admin's edit screen.
import type { Weekday, WeeklyHours } from "@shared/hours";
import { WEEKDAYS } from "@shared/hours";
import { cityLocationProblem, HHMM, hoursProblem, instagramHandle, isInUs, isPhone, isWebsite, MESSAGES } from "@shared/venue-fields";

/** Per day, the opening spans as typed ("HH:MM" from a time input, "" while incomplete). */
export type HoursDraft = Record<Weekday, [open: string, close: string][]>;

export interface DetailsDraft {
  phone: string;
  website: string;
  instagram: string;
  hours: HoursDraft;
  lat: string;
  lng: string;
}

export type DetailsField = "phone" | "website" | "instagram" | "hours" | "location";
export type DetailsErrors = Partial<Record<DetailsField, string>>;

interface DetailsValues {
  phone: string | null;
  website: string | null;
  instagram: string | null;
  hours: WeeklyHours | null;
  location: { lat: number; lng: number } | null;
}

export const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

function hoursDraft(hours: WeeklyHours | null = null): HoursDraft {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, (hours?.[day] ?? []).map(([o, c]) => [o, c])])) as HoursDraft;
}

export function detailsDraft(v?: {
  phone: string | null;
  website: string | null;
  instagram: string | null;
  hours: WeeklyHours | null;
  lat: number | null;
  lng: number | null;
}): DetailsDraft {
  return {
    phone: v?.phone ?? "",
    website: v?.website ?? "",
    instagram: v?.instagram ?? "",
    hours: hoursDraft(v?.hours ?? null),
    lat: v?.lat != null ? String(v.lat) : "",
    lng: v?.lng != null ? String(v.lng) : "",
  };
}

/** The typed hours as the API takes them: null when no day has any (not given). */
function checkHours(draft: HoursDraft): { hours: WeeklyHours | null; error?: string } {
  const hours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const spans = draft[day];
    if (!spans.length) continue;
    for (const [open, close] of spans) {
      if (!HHMM.test(open) || !HHMM.test(close)) return { hours: null, error: `${DAY_NAMES[day]}: give both the opening and the closing time.` };
      if (open === close) return { hours: null, error: `${DAY_NAMES[day]}: ${MESSAGES.hoursSame.toLowerCase()}` };
    }
    hours[day] = spans;
  }
  if (Object.keys(hours).length === 0) return { hours: null };
  const problem = hoursProblem(hours);
  return problem ? { hours: null, error: problem } : { hours };
}

/** A number as typed in a coordinate field; null when it is not one. */
const coordinate = (text: string) => (/^\s*-?\d{1,3}(\.\d+)?\s*$/.test(text) ? Number(text) : null);

/** The pin as typed: null with no error when both fields are empty. */
export function typedLocation(draft: Pick<DetailsDraft, "lat" | "lng">): { location: { lat: number; lng: number } | null; error?: string } {
  if (!draft.lat.trim() && !draft.lng.trim()) return { location: null };
  const lat = coordinate(draft.lat);
  const lng = coordinate(draft.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { location: null, error: "Give both the latitude and the longitude as numbers, e.g. 47.6097 and -122.3422, or remove the pin." };
  }
  if (!isInUs({ lat, lng })) return { location: null, error: MESSAGES.inUs };
  return { location: { lat, lng } };
}

/**
 * The draft checked: the values to send, and a message per field that is wrong. `city` is the city
 * the venue is listed in (a pin must be near its centre), when one is chosen.
 */
export function checkDetails(draft: DetailsDraft, city: { name: string; lat: number | null; lng: number | null } | null) {
  const errors: DetailsErrors = {};
  const phone = draft.phone.trim() || null;
  if (phone && !isPhone(phone)) errors.phone = MESSAGES.phone;
  const website = draft.website.trim() || null;
  if (website && !isWebsite(website)) errors.website = MESSAGES.website;
  const instagramText = draft.instagram.trim();
  const instagram = instagramText ? instagramHandle(instagramText) : null;
  if (instagramText && !instagram) errors.instagram = MESSAGES.instagram;
  const hours = checkHours(draft.hours);
  if (hours.error) errors.hours = hours.error;
  const pin = typedLocation(draft);
  if (pin.error) errors.location = pin.error;
  else if (pin.location && city) {
    const far = cityLocationProblem(pin.location, city);
    if (far) errors.location = far;
  }
  const values: DetailsValues = { phone, website, instagram, hours: hours.hours, location: pin.location };
  return { errors, values };
}

/** The first field (in form order) that has an error. */
export const firstError = (errors: DetailsErrors): DetailsField | undefined =>
  (["phone", "website", "instagram", "hours", "location"] as const).find((f) => errors[f]);
