// The football-data.org stand-in for local runs and tests (docs/decisions/040): outside production, a
// local /dev/football-data/v4/competitions/{code}/matches address is answered from memory in the API's
// documented shape, for a few real fixtures of the seeded Premier League and LaLiga: confirmed times,
// a date alone, and results. It asks for the token the API would: X-Auth-Token "local-test-token".

/** The token local runs set in .dev.vars (scripts/start.mjs). */
const LOCAL_TEST_TOKEN = "local-test-token";

const team = (name: string, shortName: string, tla: string) => ({ id: null, name, shortName, tla });

const match = (
  matchday: number,
  utcDate: string,
  status: string,
  home: ReturnType<typeof team>,
  away: ReturnType<typeof team>,
  ft: [number, number] | null = null,
) => ({
  utcDate,
  status,
  matchday,
  homeTeam: home,
  awayTeam: away,
  score: { duration: "REGULAR", fullTime: { home: ft?.[0] ?? null, away: ft?.[1] ?? null }, halfTime: { home: null, away: null } },
});

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

const ANSWERS: Record<string, unknown> = {
  PL: {
    competition: { code: "PL", name: "Premier League" },
    matches: [
      match(14, "2026-12-05T15:00:00Z", "FINISHED", spurs, arsenal, [1, 2]),
      match(16, "2026-12-19T17:30:00Z", "TIMED", arsenal, manUnited),
      match(16, "2026-12-19T00:00:00Z", "SCHEDULED", liverpool, spurs),
      match(16, "2026-12-20T16:30:00Z", "TIMED", chelsea, villa),
    ],
  },
  PD: {
    competition: { code: "PD", name: "Primera Division" },
    matches: [match(15, "2026-12-06T15:15:00Z", "FINISHED", atleti, betis, [2, 0]), match(15, "2026-12-06T20:00:00Z", "TIMED", barca, celta)],
  },
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const PATH = /^\/dev\/football-data\/v4\/competitions\/([A-Za-z0-9]+)\/matches$/;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });

/** The stand-in's answer for a local address, else null (the request goes out as it is). */
export function footballDataStandIn(url: string, init: RequestInit): Response | null {
  const u = URL.parse(url);
  const code = u && LOCAL_HOSTS.has(u.hostname) ? PATH.exec(u.pathname)?.[1] : undefined;
  if (!code) return null;
  if (new Headers(init.headers).get("X-Auth-Token") !== LOCAL_TEST_TOKEN) {
    return answer(403, { message: "The resource you are looking for is restricted. Please pass a valid API token.", errorCode: 403 });
  }
  const body = ANSWERS[code.toUpperCase()];
  return body ? answer(200, body) : answer(404, { message: `The resource you are looking for does not exist (${code}).`, errorCode: 404 });
}
