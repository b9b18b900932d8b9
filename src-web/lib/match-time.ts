// Kick-off times: in the visitor's own time zone with the zone named, and at the stadium, in the page's language.
import type { Fixture } from "@shared/contract/competitions";
import type { Match } from "@shared/contract/matches";
import { DEFAULT_VISITOR_ZONE } from "@shared/whats-on";
import { dateFormat } from "./format";
import { INTL_TAG, LOCALE } from "./i18n";

let zone: string | undefined;
/** The visitor's IANA zone, from the browser; America/New_York when it gives none. */
export const visitorZone = () => {
  // Read once: asking means building a formatter, which costs more than formatting (decision 016).
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_VISITOR_ZONE;
  return zone;
};

const time = (timeZone?: string) => dateFormat({ hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone });
const dayHeading = () => dateFormat({ weekday: "long", month: "long", day: "numeric" });
const shortDay = () => dateFormat({ weekday: "short", month: "short", day: "numeric" });
// en-CA formats dates as YYYY-MM-DD: a sortable key of the visitor's calendar day.
const dayKeyFormat = () => dateFormat({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA");

/** "3:00 PM EDT" in the visitor's zone. */
export const visitorTime = (m: Pick<Match, "kickoffAt">) => time().format(new Date(m.kickoffAt));

/** "Sun, Jul 19" in the visitor's zone. */
export const visitorDay = (m: Pick<Match, "kickoffAt">) => shortDay().format(new Date(m.kickoffAt));

/** "Sun, Jul 19, 3:00 PM EDT" in the visitor's zone. */
export const visitorDayTime = (m: Pick<Match, "kickoffAt">) => `${visitorDay(m)}, ${visitorTime(m)}`;

/** "12:00 PM PDT": the stadium's local time. */
export const stadiumTime = (m: Pick<Match, "kickoffAt" | "stadium">) => time(m.stadium.timeZone).format(new Date(m.kickoffAt));

/** The zone's generic name in the page's language ("hora del Pacífico"), when Intl has one. */
function zoneGenericName(): string | undefined {
  const name = dateFormat({ timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value;
  return name && !/^GMT/.test(name) ? name : undefined;
}

/**
 * The visitor's zone, for the page's note on times: in English the city of its name ("America/New_York"
 * becomes "New York"); in other languages the zone's name in that language. `fallback` names it otherwise.
 */
export const visitorZoneName = (fallback: string) =>
  (LOCALE === "en" ? undefined : zoneGenericName()) ?? visitorZone().split("/").pop()?.replace(/_/g, " ") ?? fallback;

/** The visitor's calendar day of a moment, "2026-07-19". */
export const dayKey = (at: Date | string) => dayKeyFormat().format(new Date(at));

/** "Sunday, July 19" (a heading: capitalised in every language, "Domingo, 19 de julio"). */
export const dayTitle = (at: Date | string) => {
  const text = dayHeading().format(new Date(at));
  return text.charAt(0).toLocaleUpperCase(INTL_TAG) + text.slice(1);
};

/** "Saturday, October 31": the league's own day of a match (its local date, never shifted to another zone). */
export const leagueDay = (f: Pick<Fixture, "kickoffLocal">) =>
  dateFormat({ weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${f.kickoffLocal.slice(0, 10)}T12:00:00Z`));

/** "3:00 PM GMT": the kick-off in the league's zone. */
export const leagueTime = (f: Pick<Fixture, "kickoffAt" | "timeZone">) => time(f.timeZone).format(new Date(f.kickoffAt));
const namedDay = () => dateFormat({ weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const monthDay = () => dateFormat({ month: "short", day: "numeric", timeZone: "UTC" });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Saturday, November 28" of a local day "2026-11-28" (capitalised as a heading). */
export const dayTitleOf = (day: string) => {
  const text = namedDay().format(noon(day));
  return text.charAt(0).toLocaleUpperCase(INTL_TAG) + text.slice(1);
};

/** "Nov 28" of a local day. */
export const shortDayOf = (day: string) => monthDay().format(noon(day));
