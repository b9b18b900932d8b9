// The five European leagues of 2026-27 as rows, from openfootball's shipped snapshot (public domain,
// see club-2026-27/SOURCE.md). Real data, seeded in every mode like the World Cup's; rows already
// present are left alone. The files are read by the feeds' own openfootball reader
// (services/matches/feeds/openfootball.ts), so the seed and a refresh read a file the same way.

import { readOpenfootball } from "../../services/matches/feeds/openfootball";
import { FIRST_CLUB_MATCH_NUMBER, storedResult } from "../../services/matches/feeds/rows";
import { CLUBS, COUNTRY_FLAGS } from "./club-2026-27/clubs";
import de from "./club-2026-27/de.1.json";
import en from "./club-2026-27/en.1.json";
import es from "./club-2026-27/es.1.json";
import fr from "./club-2026-27/fr.1.json";
import it from "./club-2026-27/it.1.json";
import { LEAGUES, type LeagueSeed } from "./competitions";

const FILES: Record<LeagueSeed["file"], unknown> = { "en.1": en, "es.1": es, "de.1": de, "it.1": it, "fr.1": fr };

type Row = Record<string, string | number | null>;

export function club2026Rows(): { teams: Row[]; matches: Row[] } {
  const clubs = new Map(CLUBS.map((c) => [c.sourceName, c]));
  const teams = CLUBS.map((c) => ({
    code: c.code,
    kind: "club",
    name: c.name,
    short_name: c.shortName,
    name_es: c.nameEs ?? null,
    country: c.country,
    source_name: c.sourceName,
    flag: COUNTRY_FLAGS[c.country],
  }));
  const matches: Row[] = [];
  let number = FIRST_CLUB_MATCH_NUMBER;
  for (const league of LEAGUES) {
    const { rows, rejected } = readOpenfootball(FILES[league.file], league.timeZone);
    if (rejected.length) throw new Error(`${league.file}: ${rejected[0].at}: ${rejected[0].reason}`);
    // By date, then the order in the file (the sort is stable).
    const ordered = [...rows].sort((a, b) =>
      a.kickoffLocal.slice(0, 10) < b.kickoffLocal.slice(0, 10) ? -1 : a.kickoffLocal.slice(0, 10) > b.kickoffLocal.slice(0, 10) ? 1 : 0,
    );
    for (const m of ordered) {
      const home = clubs.get(m.home);
      const away = clubs.get(m.away);
      if (!home || !away) throw new Error(`${league.file}: no club named "${!home ? m.home : m.away}" in clubs.ts`);
      const played = storedResult(m.score, home.name, away.name);
      matches.push({
        number: number++,
        competition_id: league.id,
        round: m.round,
        kickoff_at: m.kickoffAt.getTime(),
        kickoff_precision: m.precision,
        kickoff_local: m.kickoffLocal,
        utc_offset: m.utcOffset,
        team1_code: home.code,
        team2_code: away.code,
        status: m.status,
        result: played ? JSON.stringify(played.result) : null,
        notes: played?.note ?? null,
        source_key: `${league.id}:${m.key}`,
      });
    }
  }
  return { teams, matches };
}
