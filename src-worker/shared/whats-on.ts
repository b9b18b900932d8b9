// What's on (/matches) and a competition's page (/competitions/{id}): their addresses' filters and the
// API queries they make, shared by the SPA and the Worker so the Worker inlines the very answer the app
// asks for (services/content/seo.ts). No zod: the SPA imports this. How a match is named and timed: fixture-text.ts.
// docs/decisions/026.
import type { Fixture } from "./contract/competitions";

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
