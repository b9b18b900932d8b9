// The football-data.org stand-in for local runs and tests (docs/decisions/040, 044): outside production, a
// local /dev/football-data/v4/competitions/{code}/matches address is answered from memory in the API's
// documented shape, for a few real fixtures of the seeded Premier League and LaLiga: confirmed times,
// a date alone, and results. Each answer follows the site's clock, as the API follows the real one: a
// match two hours past its kick-off is FINISHED with its score, one still to come is TIMED, so the
// same address gives a refresh something to apply at any date. It asks for the token the API would
// (X-Auth-Token "local-test-token"); the codes E401, E403 and E500 answer those failures.

/** The token local runs set in .dev.vars (scripts/start.mjs). */
const LOCAL_TEST_TOKEN = "local-test-token";

const team = (name: string, shortName: string, tla: string) => ({ id: null, name, shortName, tla });

type Team = ReturnType<typeof team>;

/** One fixture of the stand-in: its time, or its day alone (`dayOnly`: SCHEDULED), and the score it ends with. */
interface StandInMatch {
  matchday: number;
  utcDate: string;
  home: Team;
  away: Team;
  ft: [number, number];
  dayOnly?: boolean;
}

const match = (matchday: number, utcDate: string, home: Team, away: Team, ft: [number, number], dayOnly = false): StandInMatch => ({
  matchday,
  utcDate,
  home,
  away,
  ft,
  dayOnly,
});

/** How long after its kick-off a match is answered FINISHED. */
const PLAYED_MS = 2 * 3_600_000;

/** A match as the API answers it at `now`. */
function shown(m: StandInMatch, now: Date) {
  const over = !m.dayOnly && Date.parse(m.utcDate) + PLAYED_MS <= now.getTime();
  return {
    utcDate: m.utcDate,
    status: over ? "FINISHED" : m.dayOnly ? "SCHEDULED" : "TIMED",
    matchday: m.matchday,
    homeTeam: m.home,
    awayTeam: m.away,
    score: {
      duration: "REGULAR",
      fullTime: { home: over ? m.ft[0] : null, away: over ? m.ft[1] : null },
      halfTime: { home: null, away: null },
    },
  };
}

const arsenal = team("Arsenal FC", "Arsenal", "ARS");
const spurs = team("Tottenham Hotspur FC", "Tottenham", "TOT");
const manUnited = team("Manchester United FC", "Man United", "MUN");
const liverpool = team("Liverpool FC", "Liverpool", "LIV");
const chelsea = team("Chelsea FC", "Chelsea", "CHE");
const villa = team("Aston Villa FC", "Aston Villa", "AVL");
const atleti = team("Club Atlético de Madrid", "Atleti", "ATM");
const betis = team("Real Betis Balompié", "Real Betis", "BET");
const barca = team("FC Barcelona", "Barça", "FCB");
const celta = team("RC Celta de Vigo", "Celta", "CEL");

const brentford = team("Brentford FC", "Brentford", "BRE");
const realMadrid = team("Real Madrid CF", "Real Madrid", "RMA");

// Fixtures the seed holds with a placeholder date (Matchdays 13 to 16 of both leagues).
const ANSWERS: Record<string, { competition: { code: string; name: string }; matches: StandInMatch[] }> = {
  PL: {
    competition: { code: "PL", name: "Premier League" },
    matches: [
      match(13, "2026-12-02T20:00:00Z", brentford, arsenal, [1, 2]),
      match(14, "2026-12-05T15:00:00Z", spurs, arsenal, [1, 2]),
      match(16, "2026-12-19T17:30:00Z", arsenal, manUnited, [2, 1]),
      match(16, "2026-12-19T00:00:00Z", liverpool, spurs, [0, 0], true),
      match(16, "2026-12-20T16:30:00Z", chelsea, villa, [1, 1]),
    ],
  },
  PD: {
    competition: { code: "PD", name: "Primera Division" },
    matches: [
      match(13, "2026-11-22T20:00:00Z", realMadrid, celta, [3, 1]),
      match(15, "2026-12-06T15:15:00Z", atleti, betis, [2, 0]),
      match(15, "2026-12-06T20:00:00Z", barca, celta, [4, 0]),
    ],
  },
};

/** Codes that answer a failure the way the API does, so a failing source can be shown without the internet. */
const FAILURES: Record<string, [number, string]> = {
  E401: [401, "The resource you are looking for is restricted. Please pass a valid API token."],
  E403: [403, "The resource you are looking for is restricted and apparently not within your permissions."],
  E500: [500, "Internal server error."],
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const PATH = /^\/dev\/football-data\/v4\/competitions\/([A-Za-z0-9]+)\/matches$/;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });

/** The stand-in's answer for a local address at the site's moment `now`, else null (the request goes out as it is). */
export function footballDataStandIn(url: string, init: RequestInit, now: Date): Response | null {
  const u = URL.parse(url);
  const code = u && LOCAL_HOSTS.has(u.hostname) ? PATH.exec(u.pathname)?.[1] : undefined;
  if (!code) return null;
  if (new Headers(init.headers).get("X-Auth-Token") !== LOCAL_TEST_TOKEN) {
    return answer(403, { message: "The resource you are looking for is restricted. Please pass a valid API token.", errorCode: 403 });
  }
  const failure = FAILURES[code.toUpperCase()];
  if (failure) return answer(failure[0], { message: failure[1], errorCode: failure[0] });
  const body = ANSWERS[code.toUpperCase()];
  if (!body) return answer(404, { message: `The resource you are looking for does not exist (${code}).`, errorCode: 404 });
  return answer(200, { competition: body.competition, matches: body.matches.map((m) => shown(m, now)) });
}
