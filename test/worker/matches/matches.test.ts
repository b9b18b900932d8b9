// The tournament as played, seeded in every mode: matches, teams, stadiums and the team calendar.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { baseSeedStatements } from "../../../src-worker/db/seed";
import type { Match, Team, TeamDetail } from "../../../src-worker/shared/contract/matches";
import * as contract from "../../../src-worker/shared/contract/matches";
import { call, callJson, count, expectBadQueries, getPublic, seedBase } from "../helpers";

beforeEach(async () => {
  await seedBase();
});

describe("tournament data", () => {
  it("holds the 104 matches, 48 teams and 16 stadiums, with the 11 US host cities linked", async () => {
    expect(await count("matches", "competition_id = 'world-cup-2026'")).toBe(104);
    expect(await count("teams", "kind = 'nation'")).toBe(48);
    expect(await count("stadiums")).toBe(16);
    expect(await count("stadiums", "country = 'USA' AND city_id IS NOT NULL")).toBe(11);
    expect(await count("stadiums", "country != 'USA' AND city_id IS NULL")).toBe(5);
    expect(await count("matches", "number_source = 'derived'")).toBe(72);
  });

  it("seeding again changes nothing, and keeps a corrected match as corrected", async () => {
    await env.DB.prepare("UPDATE matches SET notes = 'corrected' WHERE number = 36").run();
    for (const s of baseSeedStatements()) await env.DB.prepare(s).run();
    expect(await count("matches")).toBe(104 + 1752);
    expect(await count("matches", "notes = 'corrected'")).toBe(1);
  });
});

describe("GET /api/matches", () => {
  it("answers the schedule in kick-off order, each match in its contract shape", async () => {
    const body = await getPublic<Match[]>("/api/matches");
    expect(body).toHaveLength(104);
    for (const m of body) expect(contract.match.safeParse(m).success).toBe(true);
    const kickoffs = body.map((m) => Date.parse(m.kickoffAt));
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(body[0].kickoffAt.startsWith("2026-06-11")).toBe(true);
  });

  it("gives the final's result after extra time, its scorer, and its stadium's city page", async () => {
    const body = await getPublic<Match>("/api/matches/104");
    expect(body).toMatchObject({
      stage: "Final",
      team1: { code: "ESP", name: "Spain" },
      team2: { code: "ARG", name: "Argentina" },
      stadium: { name: "MetLife Stadium", citySlug: "new-york", country: "USA" },
      result: { ft: [0, 0], aet: [1, 0], decidedBy: "extra_time", winner: "Spain", goals1: [{ player: "Ferran Torres", minute: "106" }] },
    });
  });

  it("keeps the data-quality notes (match 36's kick-off)", async () => {
    const body = await getPublic<Match>("/api/matches/36");
    expect(body.notes).toMatch(/Verify before relying on it/);
  });

  it("filters by team, host city, stage, group and day, and combines them", async () => {
    const by = async (q: string) => await getPublic<Match[]>(`/api/matches?${q}`);
    const usa = await by("team=usa");
    expect(usa.length).toBeGreaterThanOrEqual(3);
    for (const m of usa) expect([m.team1?.code, m.team2?.code]).toContain("USA");
    const seattle = await by("city=seattle");
    expect(seattle).toHaveLength(6);
    for (const m of seattle) expect(m.stadium.name).toBe("Lumen Field");
    expect(await by("stage=Round%20of%2032")).toHaveLength(16);
    const groupA = await by("group=a");
    expect(groupA).toHaveLength(6);
    expect((await by("date=2026-07-19")).map((m) => m.number)).toEqual([104]);
    expect((await by("stage=Final&city=new-york")).map((m) => m.number)).toEqual([104]);
    expect(await by("city=portland")).toEqual([]);
  });

  it("reads filters as people type them: any case, spacing, hyphens and plural", async () => {
    const numbers = async (q: string) => (await getPublic<Match[]>(`/api/matches?${q}`)).map((m) => m.number);
    expect(await numbers("stage=final")).toEqual([104]);
    expect(await numbers("stage=FINAL&city=New%20York")).toEqual([104]);
    expect(await numbers("stage=quarter%20finals")).toEqual(await numbers("stage=Quarter-final"));
    expect(await numbers("stage=semifinal")).toEqual(await numbers("stage=Semi-final"));
    expect(await numbers("stage=round-of-32")).toHaveLength(16);
    expect(await numbers("group=Group%20a&team=%20mex")).toEqual(await numbers("group=A&team=MEX"));
  });

  it("refuses bad filters with a 400 and answers an unknown match with a JSON 404", async () => {
    await expectBadQueries("/api/matches", ["team=us", "group=m", "stage=Semis", "stage=finale", "date=2026-13-01", "city=New%20York!"]);
    // What was wrong, in words: no list of the schema's options.
    const stage = await callJson<{ error: string }>("/api/matches?stage=Semis");
    expect(stage.body.error).toContain(
      "stage: must be a stage: Group stage, Round of 32, Round of 16, Quarter-final, Semi-final, Third-place play-off or Final",
    );
    for (const path of ["/api/matches/0", "/api/matches/abc", "/api/matches/1000"]) {
      expect((await callJson(path)).status, path).toBe(400);
    }
    const missing = await callJson<{ code: string }>("/api/matches/105");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");
  });
});

describe("GET /api/teams", () => {
  it("lists the 48 teams and answers one team, case-insensitively, with its matches", async () => {
    const list = await getPublic<Team[]>("/api/teams");
    expect(list).toHaveLength(48);
    const spain = await getPublic<TeamDetail>("/api/teams/esp");
    expect(contract.teamDetail.safeParse(spain).success).toBe(true);
    expect(spain).toMatchObject({ code: "ESP", name: "Spain", finish: "Champion" });
    expect(spain.matches.at(-1)?.number).toBe(104);
    expect((await callJson("/api/teams/XYZ")).status).toBe(404);
    // Four characters or more in lower case may be a club's code (docs/decisions/027): looked up, not refused.
    expect((await callJson("/api/teams/usa1")).status).toBe(404);
    expect((await callJson("/api/teams/US")).status).toBe(400);
    expect((await callJson("/api/teams/USA1")).status).toBe(400);
  });

  it("serves a valid iCalendar feed: one event per match, UTC times, stable ids, folded lines", async () => {
    const fetchFeed = async () => {
      const res = await call("/api/teams/esp/calendar.ics");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(res.headers.get("content-disposition")).toContain('filename="esp-world-cup-2026.ics"');
      return res.text();
    };
    const ics = await fetchFeed();
    const { body: spain } = await callJson<TeamDetail>("/api/teams/ESP");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(spain.matches.length);
    expect(ics).toContain("DTSTART:20260719T190000Z");
    expect(ics).toContain("UID:wc2026-match-104@");
    expect(ics).toMatch(/SUMMARY:Spain v Argentina \(World Cup 2026\\, Final\)/);
    expect(ics).toContain("Result: Spain 1-0 Argentina (after extra time).");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Stable: the same events (DTSTAMP aside) on every download.
    const strip = (s: string) => s.replace(/^DTSTAMP:.*$/gm, "");
    expect(strip(await fetchFeed())).toBe(strip(ics));
  });
});
