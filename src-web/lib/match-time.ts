// Kick-off times: in the visitor's own time zone with the zone named, and at the stadium.
import type { Match } from "@shared/contract/matches";

const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const time = (timeZone?: string) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone });
const dayHeading = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric" });
const shortDay = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });
// en-CA formats dates as YYYY-MM-DD: a sortable key of the visitor's calendar day.
const dayKeyFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** "3:00 PM EDT" in the visitor's zone. */
export const visitorTime = (m: Pick<Match, "kickoffAt">) => time().format(new Date(m.kickoffAt));

/** "Sun, Jul 19" in the visitor's zone. */
export const visitorDay = (m: Pick<Match, "kickoffAt">) => shortDay.format(new Date(m.kickoffAt));

/** "Sun, Jul 19, 3:00 PM EDT" in the visitor's zone. */
export const visitorDayTime = (m: Pick<Match, "kickoffAt">) => `${visitorDay(m)}, ${visitorTime(m)}`;

/** "12:00 PM PDT": the stadium's local time. */
export const stadiumTime = (m: Pick<Match, "kickoffAt" | "stadium">) => time(m.stadium.timeZone).format(new Date(m.kickoffAt));

/** The long name of the visitor's zone, for the page's note on times: "America/New_York" becomes "New York". */
export const visitorZoneName = () => visitorZone().split("/").pop()?.replace(/_/g, " ") ?? "your time zone";

/** The visitor's calendar day of a moment, "2026-07-19". */
export const dayKey = (at: Date | string) => dayKeyFormat.format(new Date(at));

/** "Sunday, July 19" */
export const dayTitle = (at: Date | string) => dayHeading.format(new Date(at));
