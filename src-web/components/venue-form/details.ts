// A listing's optional details as a form holds them (text as typed), and the check that turns them
// into what the API takes. The rules are the Worker's (shared/venue-fields.ts), so the form says what
// is wrong before anything is sent. Used by the submission form and the admin's edit screen.

import { formatMiles, haversineKm } from "@shared/geo";
import type { Weekday, WeeklyHours } from "@shared/hours";
import { WEEKDAYS } from "@shared/hours";
import { cityLocationProblem, HHMM, hoursProblem, instagramHandle, isInUs, isPhone, isWebsite, MESSAGES } from "@shared/venue-fields";
import { useTranslations } from "use-intl";

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

/** The messages of the checks, per field and problem: English by default (the Worker's own words). */
export interface DetailsMessages {
  day: (day: Weekday) => string;
  phone: string;
  website: string;
  instagram: string;
  hoursIncomplete: (day: string) => string;
  hoursSameDay: (day: string) => string;
  /** A problem of the week as a whole (shared/venue-fields.ts hoursProblem), by its English message. */
  hours: (problem: string) => string;
  coordinates: string;
  inUs: string;
  /** A pin too far from the city: the distance ("62 mi"), the city, and the Worker's English message. */
  farFromCity: (far: { distance: string; city: string; english: string }) => string;
}

const ENGLISH_DAYS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const ENGLISH: DetailsMessages = {
  day: (day) => ENGLISH_DAYS[day],
  phone: MESSAGES.phone,
  website: MESSAGES.website,
  instagram: MESSAGES.instagram,
  hoursIncomplete: (day) => `${day}: give both the opening and the closing time.`,
  hoursSameDay: (day) => `${day}: ${MESSAGES.hoursSame.toLowerCase()}`,
  hours: (problem) => problem,
  coordinates: "Give both the latitude and the longitude as numbers, e.g. 47.6097 and -122.3422, or remove the pin.",
  inUs: MESSAGES.inUs,
  farFromCity: (far) => far.english,
};

/** The distance a pin may be from its city's centre, as the Worker's message says it. */
const NEAR_CITY_LIMIT = "50";

/** The checks' messages in the page's language (the "submit" namespace). */
export function useDetailsMessages(): DetailsMessages {
  const t = useTranslations("submit.validation");
  const days = useTranslations("submit.hours.dayNames");
  const HOURS_PROBLEMS: Record<string, "hoursTime" | "hoursSame" | "hoursNone"> = {
    [MESSAGES.hoursTime]: "hoursTime",
    [MESSAGES.hoursSame]: "hoursSame",
    [MESSAGES.hoursNone]: "hoursNone",
  };
  return {
    day: (day) => days(day),
    phone: t("phone"),
    website: t("website"),
    instagram: t("instagram"),
    hoursIncomplete: (day) => t("hoursIncomplete", { day }),
    hoursSameDay: (day) => t("hoursSameDay", { day }),
    hours: (problem) => (HOURS_PROBLEMS[problem] ? t(HOURS_PROBLEMS[problem]) : problem),
    coordinates: t("coordinates"),
    inUs: t("inUs"),
    farFromCity: ({ distance, city }) => t("farFromCity", { distance, city, limit: NEAR_CITY_LIMIT }),
  };
}

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
function checkHours(draft: HoursDraft, m: DetailsMessages): { hours: WeeklyHours | null; error?: string } {
  const hours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const spans = draft[day];
    if (!spans.length) continue;
    for (const [open, close] of spans) {
      if (!HHMM.test(open) || !HHMM.test(close)) return { hours: null, error: m.hoursIncomplete(m.day(day)) };
      if (open === close) return { hours: null, error: m.hoursSameDay(m.day(day)) };
    }
    hours[day] = spans;
  }
  if (Object.keys(hours).length === 0) return { hours: null };
  const problem = hoursProblem(hours);
  return problem ? { hours: null, error: m.hours(problem) } : { hours };
}

/** A number as typed in a coordinate field; null when it is not one. */
const coordinate = (text: string) => (/^\s*-?\d{1,3}(\.\d+)?\s*$/.test(text) ? Number(text) : null);

/** The pin as typed: null with no error when both fields are empty. */
export function typedLocation(
  draft: Pick<DetailsDraft, "lat" | "lng">,
  m: DetailsMessages = ENGLISH,
): { location: { lat: number; lng: number } | null; error?: string } {
  if (!draft.lat.trim() && !draft.lng.trim()) return { location: null };
  const lat = coordinate(draft.lat);
  const lng = coordinate(draft.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { location: null, error: m.coordinates };
  }
  if (!isInUs({ lat, lng })) return { location: null, error: m.inUs };
  return { location: { lat, lng } };
}

/**
 * The draft checked: the values to send, and a message per field that is wrong. `city` is the city
 * the venue is listed in (a pin must be near its centre), when one is chosen. The messages are
 * English unless the page gives its own (useDetailsMessages).
 */
export function checkDetails(draft: DetailsDraft, city: { name: string; lat: number | null; lng: number | null } | null, m: DetailsMessages = ENGLISH) {
  const errors: DetailsErrors = {};
  const phone = draft.phone.trim() || null;
  if (phone && !isPhone(phone)) errors.phone = m.phone;
  const website = draft.website.trim() || null;
  if (website && !isWebsite(website)) errors.website = m.website;
  const instagramText = draft.instagram.trim();
  const instagram = instagramText ? instagramHandle(instagramText) : null;
  if (instagramText && !instagram) errors.instagram = m.instagram;
  const hours = checkHours(draft.hours, m);
  if (hours.error) errors.hours = hours.error;
  const pin = typedLocation(draft, m);
  if (pin.error) errors.location = pin.error;
  else if (pin.location && city) {
    const far = cityLocationProblem(pin.location, city);
    if (far && city.lat !== null && city.lng !== null) {
      const distance = formatMiles(haversineKm(pin.location, { lat: city.lat, lng: city.lng }));
      errors.location = m.farFromCity({ distance, city: city.name, english: far });
    }
  }
  const values: DetailsValues = { phone, website, instagram, hours: hours.hours, location: pin.location };
  return { errors, values };
}

/** The first field (in form order) that has an error. */
export const firstError = (errors: DetailsErrors): DetailsField | undefined =>
  (["phone", "website", "instagram", "hours", "location"] as const).find((f) => errors[f]);
