// What venues claim about the tournament: read on the venue page with who confirmed each claim and
// when, filtered on the city page, written through one function, and fans' reports shown only from
// the threshold up.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { runBatch } from "../../../src-worker/db/batch";
import { createDb } from "../../../src-worker/db/client";
import { claimStatements } from "../../../src-worker/services/venues/venue-claims";
import type { Venue, VenueSummary } from "../../../src-worker/shared/contract/venues";
import { bumpAllDataVersions, callAppJson, expectBadQueries, getPublic, idOf, seedDemo, testModeEnv } from "../helpers";

const venueId = (slug: string) => idOf("SELECT id FROM venues WHERE slug = ?", slug);

beforeEach(async () => {
  await seedDemo();
});

describe("a venue's claims", () => {
  it("shows every match and a supporters' group, each marked as sample content with its date", async () => {
    const venue = await getPublic<Venue>(`/api/venues/${await venueId("scarf-and-anchor")}`);
    expect(venue.claims.showsAllMatches).toEqual({ source: "sample", confirmedAt: "2026-06-05T17:00:00.000Z" });
    expect(venue.claims.supporters).toEqual([
      {
        source: "sample",
        confirmedAt: "2026-06-05T17:00:00.000Z",
        team: { code: "USA", name: "USA", flag: expect.any(String) },
        groupName: "Sample Seattle supporters' chapter",
      },
    ]);
    expect(venue.claims.matches).toEqual([]);
    expect(venue.claims.reports).toEqual([]);
  });

  it("lists the matches a venue named in kick-off order, with their results", async () => {
    const venue = await getPublic<Venue>(`/api/venues/${await venueId("corner-flag-taproom")}`);
    expect(venue.claims.showsAllMatches).toBeNull();
    expect(venue.claims.matches.map((c) => c.match.number)).toEqual([16, 32, 52, 63, 82, 94]);
    expect(venue.claims.matches[0].match.result).not.toBeNull();
  });

  it("as of a moment before a match, shows no result and keeps an undecided side as its slot", async () => {
    const id = await venueId("corner-flag-taproom");
    const { body } = await callAppJson<Venue>(`/api/venues/${id}`, {}, testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" }));
    const byNumber = new Map(body.claims.matches.map((c) => [c.match.number, c.match]));
    expect(byNumber.get(16)!.result).not.toBeNull(); // June 15: over
    expect(byNumber.get(52)!.result).toBeNull(); // June 24: ahead
    expect(byNumber.get(52)!.status).toBe("scheduled");
    expect(byNumber.get(94)!.team1).toBeNull(); // round of 16: W81 not played yet
    expect(byNumber.get(94)!.team1Slot).toBe("W81");
  });

  it("shows fans' reports on a match only from three fans up, with the real count", async () => {
    const id = await venueId("corner-flag-taproom");
    const report = (fan: string) =>
      env.DB.prepare("INSERT INTO match_reports (venue_id, match_number, fan_id, reason) VALUES (?, 16, ?, 'not_showing')").bind(id, fan).run();
    await report("fan-1");
    await report("fan-2");
    await bumpAllDataVersions();
    expect((await getPublic<Venue>(`/api/venues/${id}`)).claims.reports).toEqual([]);
    await report("fan-3");
    await bumpAllDataVersions();
    expect((await getPublic<Venue>(`/api/venues/${id}`)).claims.reports).toEqual([{ matchNumber: 16, count: 3 }]);
  });
});

describe("writing claims", () => {
  it("makes the set exactly what is asked, re-dating what is confirmed again and removing what is no longer claimed", async () => {
    const id = await venueId("corner-flag-taproom");
    const db = createDb(env.DB);
    const at = new Date("2026-06-10T12:00:00Z");
    await runBatch(
      db,
      claimStatements(
        db,
        id,
        { allCompetitions: false, competitions: ["world-cup-2026"], matches: [16, 32], supporters: [{ team: "USA", groupName: " " }] },
        "admin",
        at,
      ),
    );
    await bumpAllDataVersions();
    const venue = await getPublic<Venue>(`/api/venues/${id}`);
    expect(venue.claims.showsAllMatches).toEqual({ source: "admin", confirmedAt: at.toISOString() });
    expect(venue.claims.matches.map((c) => [c.match.number, c.source, c.confirmedAt])).toEqual([
      [16, "admin", at.toISOString()],
      [32, "admin", at.toISOString()],
    ]);
    expect(venue.claims.supporters.map((s) => [s.team.code, s.groupName])).toEqual([["USA", null]]);

    await runBatch(db, claimStatements(db, id, { allCompetitions: false, competitions: [], matches: [], supporters: [] }, "admin", at));
    await bumpAllDataVersions();
    const cleared = await getPublic<Venue>(`/api/venues/${id}`);
    expect(cleared.claims).toEqual({ showsAllMatches: null, matches: [], supporters: [], reports: [] });
  });

  it("refuses a claim on a match or team that does not exist, changing nothing", async () => {
    const id = await venueId("corner-flag-taproom");
    const db = createDb(env.DB);
    await expect(
      runBatch(db, claimStatements(db, id, { allCompetitions: false, competitions: [], matches: [999], supporters: [] }, "admin", new Date())),
    ).rejects.toThrow();
    const venue = await getPublic<Venue>(`/api/venues/${id}`);
    expect(venue.claims.matches).toHaveLength(6);
  });
});

describe("city filters: Showing match, Supporters of", () => {
  const names = async (query: string) => (await getPublic<VenueSummary[]>(`/api/cities/seattle/venues?${query}`)).map((v) => v.name).sort();

  it("Showing match lists venues that named the match or show every match", async () => {
    expect(await names("match=16")).toEqual(["Corner Flag Taproom", "Pitchside Terrace", "Scarf & Anchor", "Stoppage Time Beer Garden"]);
    expect(await names("match=104")).toEqual(["Pitchside Terrace", "Scarf & Anchor"]);
  });

  it("Supporters of lists the team's supporters' venues, any case of the code", async () => {
    expect(await names("supporters=usa")).toEqual(["Scarf & Anchor"]);
    expect(await names("supporters=BEL&match=82")).toEqual(["Stoppage Time Beer Garden"]);
    expect(await names("supporters=arg")).toEqual([]);
  });

  it("refuses a bad match number or team code", async () => {
    await expectBadQueries("/api/cities/seattle/venues", ["match=0", "match=1234567", "match=abc", "supporters=us", "supporters=u5a"]);
  });
});
