// The World Cup's documented calls answer byte-for-byte as they did before competitions were added
// (docs/decisions/025): answers recorded from that code are committed in ../fixtures/wc-golden.json.
// To record them again (only ever from code known to answer correctly):
//   RECORD_GOLDEN=1 npx vitest run --config vitest.worker.config.ts test/worker/matches/wc-golden.test.ts > .tmp/golden.log
//   node scripts/record-golden.mjs .tmp/golden.log
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import golden from "../fixtures/wc-golden.json";
import { callApp, idOf, seedDemo, testModeEnv } from "../helpers";

beforeEach(async () => {
  await seedDemo();
});

/** Two clocks: during the tournament (slots not yet filled, no results) and after it (the current site). */
const CLOCKS = { during: "2026-06-28T12:00:00Z", after: "2026-11-28T12:00:00Z" } as const;

const PATHS = [
  "/api/matches",
  "/api/matches?team=USA",
  "/api/matches?team=arg",
  "/api/matches?city=seattle",
  "/api/matches?stage=Final",
  "/api/matches?stage=Group%20stage&group=d",
  "/api/matches?date=2026-07-19",
  "/api/matches?team=ZZZ",
  "/api/matches?team=US",
  "/api/matches?group=Z",
  "/api/matches/1",
  "/api/matches/73",
  "/api/matches/94",
  "/api/matches/104",
  "/api/matches/105",
  "/api/matches/abc",
  "/api/matches/94/venues?city=seattle",
  "/api/matches/94/venues?lat=47.6504&lng=-122.3499",
  "/api/matches/104/venues?city=new-york",
  "/api/matches/104/venues?city=atlanta",
  "/api/matches/104/venues",
  "/api/matches/104/calendar.ics",
  "/api/matches/1/calendar.ics",
  "/api/teams",
  "/api/teams/USA",
  "/api/teams/esp",
  "/api/teams/ZZZ",
  "/api/teams/USA/venues",
  "/api/teams/MEX/venues",
  "/api/teams/USA/calendar.ics",
  "/team/esp/calendar.ics",
  "/api/cities/seattle/venues?match=94",
  "/api/cities/new-york/venues?match=104",
  "/api/cities/seattle/venues?supporters=USA",
  "/api/cities/seattle/venues/page?match=94",
  "/api/cities/los-angeles/venues/points?match=73",
];

interface Answer {
  status: number;
  contentType: string | null;
  json?: unknown;
  text?: string;
}

/** The venue pages with claims of every kind (ids differ between databases: looked up by slug). */
const VENUES = ["scarf-and-anchor", "matchday-tavern", "the-crossbar"];

async function answer(path: string, siteNow: string): Promise<Answer> {
  const got = await fetchAnswer(path, siteNow);
  if (!path.startsWith("/api/venues/")) return got;
  // A venue's page: only its claims are the tournament's (the rest carries times of the seeding).
  const claims = (got.json as { claims: unknown }).claims;
  return { ...got, json: { claims }, text: JSON.stringify({ claims }) };
}

async function fetchAnswer(path: string, siteNow: string): Promise<Answer> {
  const res = await callApp(path, {}, testModeEnv({ SITE_NOW: siteNow }));
  const contentType = res.headers.get("content-type");
  // A calendar's DTSTAMP is the moment of the download (the real clock): the one part that may differ.
  const text = (await res.text()).replace(/DTSTAMP:\d{8}T\d{6}Z/g, "DTSTAMP:(download time)");
  return contentType?.includes("json") ? { status: res.status, contentType, json: JSON.parse(text), text } : { status: res.status, contentType, text };
}

const recording = Boolean((env as { RECORD_GOLDEN?: string }).RECORD_GOLDEN);
const recorded = golden as Record<string, Omit<Answer, "text"> & { text?: string }>;

describe("the World Cup's documented calls answer as before", () => {
  for (const [clock, siteNow] of Object.entries(CLOCKS)) {
    it(`with the clock ${clock} the tournament`, async () => {
      const venuePaths = await Promise.all(
        VENUES.map(async (slug) => [`/api/venues/{${slug}}`, `/api/venues/${await idOf("SELECT id FROM venues WHERE slug = ?", slug)}`]),
      );
      const cases: [string, string][] = [...PATHS.map((p) => [p, p] as [string, string]), ...venuePaths.map(([k, p]) => [k, p] as [string, string])];
      for (const [key, path] of cases) {
        const name = `${clock} ${key}`;
        const got = await answer(path, siteNow);
        if (recording) {
          const { text, ...rest } = got;
          console.log(`GOLDEN ${JSON.stringify({ name, answer: rest.json === undefined ? { ...rest, text } : rest })}`);
          continue;
        }
        const want = recorded[name];
        expect(want, `${name} is recorded`).toBeDefined();
        expect({ status: got.status, contentType: got.contentType }, name).toEqual({ status: want.status, contentType: want.contentType });
        // Byte for byte: a JSON answer is the compact serialisation of the recorded value.
        expect(got.text, name).toBe(want.json === undefined ? want.text : JSON.stringify(want.json));
      }
    }, 60_000);
  }
});
