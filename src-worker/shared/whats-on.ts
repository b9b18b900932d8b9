// What's on (/matches) and a competition's page (/competitions/{id}): their addresses' filters and the
// API queries they make, shared by the SPA and the Worker so the Worker inlines the very answer the app
// asks for (services/content/seo.ts). No zod: the SPA imports this. How a match is named and timed: fixture-text.ts.
// docs/decisions/026.
import type { Fixture } from "./contract/competitions";
import { localDay } from "./time-zones";

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

/** Whether a match belongs to results: played, waiting for its result, or called off. */
export const isPast = (f: Pick<Fixture, "status" | "resultPending" | "result">) => f.result !== null || f.resultPending || f.status !== "scheduled";

/**
 * What the results view lists of its days: the past, and a kick-off never confirmed whose day has come,
 * which stays upcoming until its day or provisional weekend ends (docs/decisions/038) yet is no longer
 * on the upcoming view's days; its card says how little is known.
 */
export const inResults = (f: Pick<Fixture, "status" | "resultPending" | "result" | "kickoffPrecision">) => isPast(f) || f.kickoffPrecision !== "exact";

/** The day what's on lists a match under: the visitor's for a confirmed kick-off, else the source's own (a placeholder's provisional day). */
export const listedDay = (f: Pick<Fixture, "kickoffAt" | "kickoffPrecision" | "timeZone">, zone: string) =>
  localDay(new Date(f.kickoffAt), f.kickoffPrecision === "exact" ? zone : f.timeZone);

type Listed = Pick<Fixture, "number" | "kickoffAt" | "kickoffPrecision" | "timeZone" | "status" | "resultPending" | "result">;

/** What's on's order: by listed day, a day's fixed matches before its provisional ones, then kick-off. */
const whatsOnOrder =
  (zone: string) =>
  (a: Listed, b: Listed): number => {
    const [da, db] = [listedDay(a, zone), listedDay(b, zone)];
    if (da !== db) return da < db ? -1 : 1;
    const provisional = Number(a.kickoffPrecision === "date_tbc") - Number(b.kickoffPrecision === "date_tbc");
    return provisional || Date.parse(a.kickoffAt) - Date.parse(b.kickoffAt) || a.number - b.number;
  };

/**
 * The one rule for a competition's next match (docs/decisions/046): the first not finished in what's
 * on's order; a match on now or later today counts, and a placeholder counts on its provisional day
 * until its stretch is over.
 */
export function nextMatch<T extends Listed>(list: T[], zone: string): T | null {
  return list.filter((f) => !isPast(f)).sort(whatsOnOrder(zone))[0] ?? null;
}

/**
 * The home page's lead (docs/decisions/046): the matches not finished, those with a confirmed kick-off
 * first (a fan can plan around them), then by listed day, the competitions' own order (`order`, ids as
 * GET /api/competitions lists them: the World Cup, then the biggest leagues), then what's on's.
 */
export function leadingMatches<T extends Listed & Pick<Fixture, "competition">>(list: T[], zone: string, order: string[], count: number): T[] {
  const rank = (f: T) => {
    const i = order.indexOf(f.competition.id);
    return i < 0 ? order.length : i;
  };
  const byTime = whatsOnOrder(zone);
  return list
    .filter((f) => !isPast(f))
    .sort(
      (a, b) =>
        Number(a.kickoffPrecision !== "exact") - Number(b.kickoffPrecision !== "exact") ||
        (listedDay(a, zone) < listedDay(b, zone) ? -1 : listedDay(a, zone) > listedDay(b, zone) ? 1 : 0) ||
        rank(a) - rank(b) ||
        byTime(a, b),
    )
    .slice(0, count);
}
