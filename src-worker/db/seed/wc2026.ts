// The 2026 World Cup as played: 16 stadiums, 48 teams, 104 matches with results (CC0 data, see
// wc2026/SOURCE.md). Real data, seeded in every mode (remote included); rows already present are
// left alone, so an admin's correction of a match survives a re-seed.
import { slugify } from "../../services/platform/slug";
import fixtures from "./wc2026/fixtures.json";
import stadiumData from "./wc2026/stadiums.json";
import teamData from "./wc2026/teams.json";

/** Each host city's IANA time zone (the data gives only the UTC offset during the tournament). */
const TIME_ZONES: Record<string, string> = {
  Vancouver: "America/Vancouver",
  Seattle: "America/Los_Angeles",
  "San Francisco Bay Area": "America/Los_Angeles",
  "Los Angeles": "America/Los_Angeles",
  Guadalajara: "America/Mexico_City",
  "Mexico City": "America/Mexico_City",
  Monterrey: "America/Monterrey",
  Houston: "America/Chicago",
  Dallas: "America/Chicago",
  "Kansas City": "America/Chicago",
  Atlanta: "America/New_York",
  Miami: "America/New_York",
  Toronto: "America/Toronto",
  Boston: "America/New_York",
  Philadelphia: "America/New_York",
  "New York/New Jersey": "America/New_York",
};

const stadiumId = (name: string) => slugify(name);

type Row = Record<string, string | number | boolean | null>;

export function wc2026Rows(): { stadiums: Row[]; teams: Row[]; matches: Row[] } {
  const stadiums = stadiumData.map((s) => ({
    id: stadiumId(s.stadium),
    name: s.stadium,
    fifa_name: s.fifa_stadium_name,
    host_city: s.host_city,
    municipality: s.municipality,
    region: s.state_or_province,
    country: s.country,
    capacity_approx: s.capacity_approx,
    time_zone: TIME_ZONES[s.host_city],
    lat: s.lat,
    lng: s.lon,
  }));
  const teams = teamData.map((t) => ({
    code: t.fifa_code,
    name: t.name,
    fifa_name: t.fifa_name,
    group_letter: t.group,
    confederation: t.confederation,
    flag: t.flag_emoji,
    finish: t.finish,
  }));
  const matches = fixtures.map((m) => ({
    number: m.match_number,
    number_source: m.match_number_source,
    stage: m.stage,
    group_letter: m.group,
    kickoff_at: Date.parse(m.kickoff_utc),
    kickoff_local: `${m.date_local} ${m.kickoff_local}`,
    utc_offset: m.utc_offset,
    stadium_id: stadiumId(m.stadium),
    team1_code: m.team1_code,
    team2_code: m.team2_code,
    team1_slot: m.team1_slot,
    team2_slot: m.team2_slot,
    status: m.status,
    result: m.result
      ? JSON.stringify({
          ft: m.result.ft,
          ht: m.result.ht,
          aet: m.result.aet,
          penalties: m.result.penalties,
          decidedBy: m.result.decided_by,
          winner: m.result.winner,
          draw: m.result.draw,
          goals1: m.result.goals_team1,
          goals2: m.result.goals_team2,
        })
      : null,
    notes: m.notes,
  }));
  return { stadiums, teams, matches };
}
