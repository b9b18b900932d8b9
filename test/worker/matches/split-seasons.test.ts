// A season that splits (a spring "sprint" season, then a season across two years) is two
// competitions, each with its own dates and id, added through the admin's import path like any
// other: no code knows about splits (docs/decisions/041).
import { beforeEach, describe, expect, it } from "vitest";
import type { FeedApplyResult, FeedPreviewResult, NewCompetitionRequest } from "../../../src-worker/shared/contract/admin-competitions";
import type { Competition } from "../../../src-worker/shared/contract/competitions";
import { BASE, callApp, callAppJson, login, seedBase, testModeEnv } from "../helpers";

const NOW = new Date("2026-11-28T12:00:00Z");
const SITE = testModeEnv({ SITE_NOW: NOW.toISOString() });

const csv = (rows: [string, string, string, string, string, string][]) =>
  ["key,date,time,home,away,round,status,home_goals,away_goals", ...rows.map((r) => [...r, "scheduled", "", ""].join(","))].join("\r\n");

const mls = (season: string, nameEn: string, nameEs: string, rows: Parameters<typeof csv>[0]): NewCompetitionRequest => ({
  nameEn,
  nameEs,
  shortEn: "MLS",
  shortEs: "MLS",
  kind: "league",
  season,
  timeZone: "America/New_York",
  source: { kind: "csv", csv: csv(rows) },
});

const SPRING = mls("2027", "MLS 2027 Sprint Season", "MLS Temporada sprint 2027", [
  ["s-1", "2027-02-27", "19:30", "Harbor City FC", "Lakeside United", "Matchday 1"],
  ["s-2", "2027-03-06", "19:30", "Lakeside United", "Harbor City FC", "Matchday 2"],
  ["s-3", "2027-05-22", "19:30", "Harbor City FC", "Lakeside United", "Matchday 12"],
]);
const SEASON = mls("2027-28", "MLS 2027-28", "MLS 2027-28", [
  ["a-1", "2027-07-24", "19:30", "Lakeside United", "Harbor City FC", "Matchday 1"],
  ["a-2", "2028-05-20", "19:30", "Harbor City FC", "Lakeside United", "Matchday 34"],
]);

describe("a season that splits", () => {
  let cookie = "";
  beforeEach(async () => {
    await seedBase();
    cookie = await login();
  });
  const post = <T>(path: string, json: unknown) => callAppJson<T>(path, { method: "POST", json, headers: { cookie, origin: BASE } }, SITE);

  /** The admin's path: preview, then apply exactly what was previewed. */
  async function add(body: NewCompetitionRequest) {
    const preview = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    expect(preview.status).toBe(200);
    const applied = await post<FeedApplyResult>("/api/admin/competitions", { ...body, expect: preview.body.digest });
    expect(applied.status).toBe(201);
    return { preview: preview.body, applied: applied.body };
  }

  it("is two competitions with their own ids and dates, both listed and both with their pages", async () => {
    const spring = await add(SPRING);
    expect(spring.preview.competitionId).toBe("mls-2027");
    expect(spring.preview.preview.newTeams.map((t) => t.code)).toEqual(["harbor-city-fc", "lakeside-united"]);
    const season = await add(SEASON);
    expect(season.preview.competitionId).toBe("mls-2027-28");
    // The clubs are the same clubs: the second season creates none.
    expect(season.preview.preview.newTeams).toEqual([]);
    expect(season.applied.applied).toMatchObject({ new: 2, newTeams: 0 });

    const list = (await callAppJson<Competition[]>("/api/competitions", {}, SITE)).body;
    const two = list.filter((c) => c.id.startsWith("mls-")).sort((a, b) => a.id.localeCompare(b.id));
    expect(two.map((c) => [c.id, c.season, c.matchCount, c.firstKickoffAt?.slice(0, 10), c.lastKickoffAt?.slice(0, 10)])).toEqual([
      ["mls-2027", "2027", 3, "2027-02-28", "2027-05-22"],
      ["mls-2027-28", "2027-28", 2, "2027-07-24", "2028-05-20"],
    ]);
    for (const path of ["/competitions/mls-2027", "/competitions/mls-2027-28", "/es/competitions/mls-2027-28"]) {
      expect((await callApp(path, {}, SITE)).status, path).toBe(200);
    }
    // A club's page lists both seasons' competitions.
    const club = (await callAppJson<{ competitions: { id: string }[] }>("/api/teams/harbor-city-fc", {}, SITE)).body;
    expect(club.competitions?.map((c) => c.id).sort()).toEqual(["mls-2027", "mls-2027-28"]);
  });
});
