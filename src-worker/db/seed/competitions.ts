// The competitions the site lists (docs/decisions/025): the World Cup (builtin data; migration 0011
// writes the same row) and the five European leagues of 2026-27 from openfootball's shipped snapshot.
import type { competitions } from "../schema";

type CompetitionSeed = Omit<typeof competitions.$inferInsert, "refreshedAt" | "refreshStatus" | "refreshError">;

export const WORLD_CUP_COMPETITION: CompetitionSeed = {
  id: "world-cup-2026",
  nameEn: "FIFA World Cup 2026",
  nameEs: "Copa Mundial de la FIFA 2026",
  shortEn: "World Cup",
  shortEs: "Mundial",
  kind: "tournament",
  season: "2026",
  // The tournament's data gives UTC kick-offs (and each stadium's own zone).
  timeZone: "UTC",
  position: 0,
  sourceKind: "builtin",
  sourceUrl: null,
  sourceLabel: "openfootball",
  sourceLicence: "CC0 1.0",
  refreshHours: 24,
};

/** Where openfootball publishes the season's files (the shipped snapshot is a copy of them: db/seed/club-2026-27/). */
const OPENFOOTBALL_2026_27 = "https://raw.githubusercontent.com/openfootball/football.json/master/2026-27";

/** A league of the shipped snapshot and its file in db/seed/club-2026-27/. */
export interface LeagueSeed extends CompetitionSeed {
  file: "en.1" | "es.1" | "de.1" | "it.1" | "fr.1";
}

const league = (l: Pick<LeagueSeed, "id" | "nameEn" | "nameEs" | "timeZone" | "position" | "file">): LeagueSeed => ({
  ...l,
  shortEn: l.nameEn,
  shortEs: l.nameEs,
  kind: "league",
  season: "2026-27",
  sourceKind: "openfootball",
  // The live file (migration 0020 writes the same): the production cron reads it every 6 hours, first at
  // its first run; locally nothing is fetched unless an admin asks (docs/decisions/039). The seed never fetches.
  sourceUrl: `${OPENFOOTBALL_2026_27}/${l.file}.json`,
  sourceLabel: "openfootball",
  sourceLicence: "Public domain",
  refreshHours: 6,
});

/** In the order they are listed, which is also the order club matches are numbered in. */
export const LEAGUES: LeagueSeed[] = [
  league({ id: "premier-league-2026-27", nameEn: "Premier League", nameEs: "Premier League", timeZone: "Europe/London", position: 1, file: "en.1" }),
  league({ id: "laliga-2026-27", nameEn: "LaLiga", nameEs: "LaLiga", timeZone: "Europe/Madrid", position: 2, file: "es.1" }),
  league({ id: "bundesliga-2026-27", nameEn: "Bundesliga", nameEs: "Bundesliga", timeZone: "Europe/Berlin", position: 3, file: "de.1" }),
  league({ id: "serie-a-2026-27", nameEn: "Serie A", nameEs: "Serie A", timeZone: "Europe/Rome", position: 4, file: "it.1" }),
  league({ id: "ligue-1-2026-27", nameEn: "Ligue 1", nameEs: "Ligue 1", timeZone: "Europe/Paris", position: 5, file: "fr.1" }),
];
