// What's on (/matches) and a competition's page (/competitions/{id}): their addresses' filters and the
// API queries they make, shared by the SPA and the Worker so the Worker inlines the very answer the app
// asks for (services/seo.ts). No zod: the SPA imports this. docs/decisions/026.
import type { Competition, Fixture } from "./contract/competitions";
import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import { sideName, teamName } from "./match-text";

/** The zone of the visitor's days when the browser gives none (and at the edge, which cannot know it). */
export const DEFAULT_VISITOR_ZONE = "America/New_York";

/** The World Cup's competition id: its schedule page is the old /matches. */
export const WORLD_CUP_ID = "world-cup-2026";
export const competitionPath = (id: string) => `/competitions/${id}`;
/** The World Cup's schedule and results (the old /matches). */
export const WORLD_CUP_SCHEDULE_PATH = competitionPath(WORLD_CUP_ID);

/** Old /matches parameters that only the World Cup's schedule had: a link with one is sent to that schedule. */
export const WORLD_CUP_ONLY_PARAMS = ["stage", "group"] as const;

export type FixtureView = "upcoming" | "results";

/** What's on's filters as its address carries them (read leniently: what is malformed is left out). */
export interface WhatsOnFilter {
  view: FixtureView;
  competition?: string;
  team?: string;
  /** One local day, "2026-11-28": that day's matches, played or not. */
  date?: string;
  city?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TEAM = /^(?:[a-z]{3}|(?=[a-z0-9-]{4,}$)[a-z0-9]+(?:-[a-z0-9]+)*)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

export function readWhatsOnFilter(params: URLSearchParams): WhatsOnFilter {
  const get = (k: string) => params.get(k)?.trim().toLowerCase() || undefined;
  const competition = get("competition");
  const team = get("team");
  const date = get("date");
  const city = get("city");
  return {
    view: get("view") === "results" ? "results" : "upcoming",
    ...(competition && SLUG.test(competition) ? { competition } : {}),
    ...(team && TEAM.test(team) ? { team } : {}),
    ...(date && isDay(date) ? { date } : {}),
    ...(city && SLUG.test(city) && city.length <= 120 ? { city } : {}),
  };
}

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Two weeks ahead (today, this weekend, next week), or back; a team's two months, since it plays weekly at most. */
const WINDOW_DAYS = 14;
const TEAM_WINDOW_DAYS = 60;
/** Every match of a busy fortnight of five leagues fits one answer. */
export const WHATS_ON_LIMIT = 200;

/** The query of GET /api/fixtures for what's on (the key's last part). */
export interface FixtureQuery {
  from: string;
  to: string;
  tz: string;
  competition?: string;
  team?: string;
  city?: string;
  limit: number;
}

export function whatsOnQuery(f: WhatsOnFilter, today: string, tz: string, city: string | undefined): FixtureQuery {
  const span = (f.team ? TEAM_WINDOW_DAYS : WINDOW_DAYS) - 1;
  const [from, to] = f.date ? [f.date, f.date] : f.view === "results" ? [addDays(today, -span), today] : [today, addDays(today, span)];
  return {
    from,
    to,
    tz,
    ...(f.competition ? { competition: f.competition } : {}),
    ...(f.team ? { team: f.team } : {}),
    ...(city ? { city } : {}),
    limit: WHATS_ON_LIMIT,
  };
}

/** A competition page's window: four weeks from `from` (today for what is coming, four weeks back for results). */
export const COMPETITION_WINDOW_DAYS = 28;

export interface CompetitionFilter {
  view: FixtureView;
  /** The window's first local day. */
  from?: string;
}

export function readCompetitionFilter(params: URLSearchParams): CompetitionFilter {
  const f = readWhatsOnFilter(params);
  const from = params.get("from")?.trim();
  return { view: f.view, ...(from && isDay(from) ? { from } : {}) };
}

export function competitionWindow(f: CompetitionFilter, today: string): { from: string; to: string } {
  const from = f.from ?? (f.view === "results" ? addDays(today, -(COMPETITION_WINDOW_DAYS - 1)) : today);
  return { from, to: addDays(from, COMPETITION_WINDOW_DAYS - 1) };
}

/** The query of GET /api/competitions/{id}/matches for a competition page. */
export function competitionQuery(f: CompetitionFilter, today: string, tz: string) {
  return { ...competitionWindow(f, today), tz, limit: WHATS_ON_LIMIT };
}

/** A competition's name in the page's language. */
export const competitionFullName = (c: Pick<Competition, "nameEn" | "nameEs">, locale: Locale) => (locale === "es" ? c.nameEs : c.nameEn);
export const competitionShort = (c: Pick<Competition, "shortEn" | "shortEs">, locale: Locale) => (locale === "es" ? c.shortEs : c.shortEn);

type MT = Translator<"matches">;
type Side = Fixture["team1"];

/** A side as fans say it in the page's language: a nation by the catalogue, a club by its short (or Spanish) name. */
export function fixtureSideName(side: Side, slot: string | null, locale: Locale, t?: MT): string {
  if (!side) return sideName(null, slot, t);
  if (side.kind === "nation") return teamName(side, t);
  return locale === "es" && side.nameEs ? side.nameEs : side.shortName;
}

/** "Arsenal v Man City" in the page's language. */
export function fixtureVersus(f: Pick<Fixture, "team1" | "team2" | "team1Slot" | "team2Slot">, locale: Locale, t?: MT): string {
  const team1 = fixtureSideName(f.team1, f.team1Slot, locale, t);
  const team2 = fixtureSideName(f.team2, f.team2Slot, locale, t);
  return t ? t("title", { team1, team2 }) : `${team1} v ${team2}`;
}

/** Whether a match belongs to results: played, waiting for its result, or called off. */
export const isPast = (f: Pick<Fixture, "status" | "resultPending" | "result">) => f.result !== null || f.resultPending || f.status !== "scheduled";

type FT = Translator<"fixtures">;
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, timeZone: string, kind: "day" | "time" | "weekend"): Intl.DateTimeFormat {
  const id = `${locale}|${timeZone}|${kind}`;
  let f = formats.get(id);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === "day"
        ? { weekday: "short", month: "short", day: "numeric" }
        : kind === "weekend"
          ? { month: "short", day: "numeric" }
          : { hour: "numeric", minute: "2-digit", timeZoneName: "short" };
    f = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { ...options, timeZone });
    formats.set(id, f);
  }
  return f;
}

/** "Nov 28": the placeholder day of a round whose date is not fixed yet, in the source's zone (its own calendar day). */
export const provisionalDay = (f: Pick<Fixture, "kickoffAt" | "timeZone">, locale: Locale) =>
  format(locale, f.timeZone, "weekend").format(new Date(f.kickoffAt));

/** "Sat, Nov 28" in `zone`. */
export const fixtureDay = (f: Pick<Fixture, "kickoffAt">, locale: Locale, zone: string) => format(locale, zone, "day").format(new Date(f.kickoffAt));

/** "3:00 PM EST" in `zone`. */
export const fixtureTime = (f: Pick<Fixture, "kickoffAt">, locale: Locale, zone: string) => format(locale, zone, "time").format(new Date(f.kickoffAt));

/**
 * When a match is, as sure as the source is: the day and time in `zone`; the day and "time to be
 * confirmed"; or "date and time to be confirmed" with the round's placeholder weekend as provisional.
 */
export function fixtureWhen(f: Pick<Fixture, "kickoffAt" | "kickoffPrecision" | "timeZone">, locale: Locale, zone: string, t: FT): string {
  if (f.kickoffPrecision === "date_tbc") return `${t("card.dateTbc")} · ${t("card.provisional", { day: provisionalDay(f, locale) })}`;
  // A day without a time is the source's calendar day, not the viewer's.
  if (f.kickoffPrecision === "time_tbc") return `${fixtureDay(f, locale, f.timeZone)} · ${t("card.timeTbc")}`;
  return `${fixtureDay(f, locale, zone)}, ${fixtureTime(f, locale, zone)}`;
}

/** "Matchday 12" in the page's language; a round the data names otherwise as it is. */
export function roundName(round: string | null, t: FT): string | null {
  const m = round ? /^Matchday (\d+)$/.exec(round) : null;
  return m ? t("card.matchday", { number: m[1] }) : round;
}

/** Where a competition's fixtures come from and how recent they are. */
export function sourceLine(c: Pick<Competition, "source" | "resultsUpTo" | "timeZone">, locale: Locale, t: FT): string {
  const label = c.source.label;
  if (c.source.refreshedAt) return t("source.refreshed", { label, date: format(locale, c.timeZone, "weekend").format(new Date(c.source.refreshedAt)) });
  const builtin = c.source.kind === "builtin";
  if (!c.resultsUpTo) return t(builtin ? "source.builtinNoResults" : "source.snapshotNoResults", { label });
  return t(builtin ? "source.builtin" : "source.snapshot", { label, date: format(locale, c.timeZone, "weekend").format(new Date(c.resultsUpTo)) });
}
