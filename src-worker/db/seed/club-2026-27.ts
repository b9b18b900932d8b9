// The five European leagues of 2026-27 as rows, from openfootball's shipped snapshot (public domain,
// see club-2026-27/SOURCE.md). Real data, seeded in every mode like the World Cup's; rows already
// present are left alone. The conversion rules are SOURCE.md's: league-local times with the zone's
// real rules, a missing time is "time TBC", a round on one date is a placeholder, a bare [0, 0] is an
// unconfirmed 0-0.

import { localTimeToUtc, utcOffsetLabel } from "../../shared/time-zones";
import type { MatchResult } from "../schema";
import { CLUBS, COUNTRY_FLAGS } from "./club-2026-27/clubs";
import de from "./club-2026-27/de.1.json";
import en from "./club-2026-27/en.1.json";
import es from "./club-2026-27/es.1.json";
import fr from "./club-2026-27/fr.1.json";
import it from "./club-2026-27/it.1.json";
import { LEAGUES, type LeagueSeed } from "./competitions";

/** One match as the openfootball files write it. */
interface SourceMatch {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ht?: number[]; ft?: number[] } | number[];
}

const FILES: Record<LeagueSeed["file"], { matches: SourceMatch[] }> = { "en.1": en, "es.1": es, "de.1": de, "it.1": it, "fr.1": fr };

/** Club matches are numbered from here on; the World Cup's keep FIFA's 1-104. */
const FIRST_CLUB_MATCH_NUMBER = 1001;
/** A kick-off without a time is stored at noon local, inside its day for sorting; it is never shown as a time. */
const UNKNOWN_TIME = "12:00";
const UNCONFIRMED_RESULT_NOTE = "half-time score not given; result unconfirmed";

type Row = Record<string, string | number | null>;

const pair = (a: number[] | undefined): [number, number] | null => (a && a.length === 2 ? [a[0], a[1]] : null);

/** The source's score as the stored result, and a note when the source's form leaves it unconfirmed. */
function resultOf(score: SourceMatch["score"], home: string, away: string): { result: MatchResult; note: string | null } | null {
  if (!score) return null;
  const bare = Array.isArray(score);
  const ft = bare ? pair(score) : pair(score.ft);
  if (!ft) return null;
  const draw = ft[0] === ft[1];
  return {
    result: {
      ft,
      ht: bare ? null : pair(score.ht),
      aet: null,
      penalties: null,
      decidedBy: "regular_time",
      winner: draw ? null : ft[0] > ft[1] ? home : away,
      draw,
      goals1: [],
      goals2: [],
    },
    note: bare ? UNCONFIRMED_RESULT_NOTE : null,
  };
}

/** Rounds whose matches all carry one date: the league has not spread them over the weekend yet. */
function placeholderRounds(list: SourceMatch[]): Set<string> {
  const dates = new Map<string, Set<string>>();
  for (const m of list) dates.set(m.round, (dates.get(m.round) ?? new Set()).add(m.date));
  return new Set([...dates].filter(([, d]) => d.size === 1).map(([round]) => round));
}

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
    const list = FILES[league.file].matches;
    const placeholders = placeholderRounds(list);
    // By date, then the order in the file (the sort is stable).
    const ordered = [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const m of ordered) {
      const home = clubs.get(m.team1);
      const away = clubs.get(m.team2);
      if (!home || !away) throw new Error(`${league.file}: no club named "${!home ? m.team1 : m.team2}" in clubs.ts`);
      const kickoff = localTimeToUtc(m.date, m.time ?? UNKNOWN_TIME, league.timeZone);
      const played = resultOf(m.score, home.name, away.name);
      matches.push({
        number: number++,
        competition_id: league.id,
        round: m.round,
        kickoff_at: kickoff.getTime(),
        kickoff_precision: placeholders.has(m.round) ? "date_tbc" : m.time ? "exact" : "time_tbc",
        // The source's own words: without a time, the local date alone.
        kickoff_local: m.time ? `${m.date} ${m.time}` : m.date,
        utc_offset: utcOffsetLabel(kickoff, league.timeZone),
        team1_code: home.code,
        team2_code: away.code,
        status: played ? "played" : "scheduled",
        result: played ? JSON.stringify(played.result) : null,
        notes: played?.note ?? null,
        source_key: `${league.id}:${m.team1}|${m.team2}`,
      });
    }
  }
  return { teams, matches };
}
