// Where to watch a match (GET /api/matches/{n}/venues), a team's supporters' venues, fans' reports
// and the single-match calendar entry.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { MatchVenues, TeamVenues } from "../../../src-worker/shared/contract/match-venues";
import * as contract from "../../../src-worker/shared/contract/match-venues";
import { call, callAppJson, callJson, count, expectBadQueries, getPublic, idOf, seedDemo, testModeEnv } from "../helpers";

beforeEach(async () => {
  await seedDemo();
});

const names = (a: MatchVenues) => a.venues.map((v) => `${v.reason}:${v.venue.name}`);
const venueId = (slug: string) => idOf("SELECT id FROM venues WHERE slug = ?", slug);
/** Match 94 (USA v Belgium) kicked off at 2026-07-07 00:00 UTC; this is its evening, reports open. */
const MATCH_94_EVENING = "2026-07-07T01:00:00Z";
type ReportAnswer = { recorded?: boolean; created?: boolean; removed?: boolean; code?: string; error?: string };
const report = (number: number | string, json: unknown, headers: Record<string, string> = {}, siteNow = MATCH_94_EVENING) =>
  callAppJson<ReportAnswer>(`/api/matches/${number}/reports`, { method: "POST", json, headers }, testModeEnv({ SITE_NOW: siteNow }));
const withdraw = (number: number, q: { venueId: number; fanId: string }, siteNow = MATCH_94_EVENING) =>
  callAppJson<ReportAnswer>(`/api/matches/${number}/reports?venueId=${q.venueId}&fanId=${q.fanId}`, { method: "DELETE" }, testModeEnv({ SITE_NOW: siteNow }));

describe("GET /api/matches/{number}/venues", () => {
  it("lists a city's venues: the match's own first, then supporters' venues of a side, then every-match venues, by name", async () => {
    const body = await getPublic<MatchVenues>("/api/matches/94/venues?city=seattle");
    expect(contract.matchVenues.safeParse(body).success).toBe(true);
    expect(body.city).toEqual({ slug: "seattle", name: "Seattle" });
    expect(names(body)).toEqual(["match:Corner Flag Taproom", "match:Stoppage Time Beer Garden", "supporters:Scarf & Anchor", "all_matches:Pitchside Terrace"]);
    const [corner, stoppage, scarf, pitchside] = body.venues;
    expect(corner).toMatchObject({
      claim: { source: "sample", confirmedAt: "2026-06-05T17:00:00.000Z" },
      supporters: null,
      distanceKm: null,
      reportCount: null,
    });
    expect(corner.venue.isSample).toBe(true);
    // Listed for the match it named, and still said to be Belgium's supporters' venue.
    expect(stoppage.supporters).toMatchObject({ team: { code: "BEL" }, source: "sample" });
    expect(scarf.supporters).toMatchObject({ team: { code: "USA", name: "USA" }, groupName: "Sample Seattle supporters' chapter" });
    expect(pitchside.supporters).toBeNull();
  });

  it("counts a supporters' venue for a knockout match only once its team is known (as of the site clock)", async () => {
    // Before match 81 (USA's round-of-32 win) was over, match 94's first side was still "W81".
    const early = testModeEnv({ SITE_NOW: "2026-07-01T12:00:00Z" });
    const { status, body } = await callAppJson<MatchVenues>("/api/matches/94/venues?city=seattle", {}, early);
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      "match:Corner Flag Taproom",
      "match:Stoppage Time Beer Garden",
      "all_matches:Pitchside Terrace",
      "all_matches:Scarf & Anchor",
    ]);
  });

  it("finds the nearest city to a point and sorts each group by distance", async () => {
    // Beside Stoppage Time Beer Garden, in Ballard.
    const body = await getPublic<MatchVenues>("/api/matches/94/venues?lat=47.6504&lng=-122.3499");
    expect(body.city?.slug).toBe("seattle");
    expect(names(body)).toEqual(["match:Stoppage Time Beer Garden", "match:Corner Flag Taproom", "supporters:Scarf & Anchor", "all_matches:Pitchside Terrace"]);
    expect(body.venues[0].distanceKm).toBeLessThan(0.1);
    expect(body.venues[1].distanceKm).toBeGreaterThan(1);
    // A city and a point: the city's venues, with distances from the point.
    const both = await getPublic<MatchVenues>("/api/matches/94/venues?city=seattle&lat=47.6504&lng=-122.3499");
    expect(both.venues[0].venue.name).toBe("Stoppage Time Beer Garden");
  });

  it("answers a city without such venues with an empty list, and lists every-match venues for any match", async () => {
    expect((await getPublic<MatchVenues>("/api/matches/94/venues?city=portland")).venues).toEqual([]);
    const final = await getPublic<MatchVenues>("/api/matches/104/venues?city=new-york");
    expect(names(final)).toEqual(["match:Matchday Tavern", "all_matches:Kickabout Beer Hall", "all_matches:The Far Post"]);
  });

  it("leaves out venues that are not approved", async () => {
    await env.DB.prepare("UPDATE venues SET status = 'rejected' WHERE slug = 'corner-flag-taproom'").run();
    await env.DB.prepare("UPDATE data_versions SET version = version + 1 WHERE scope = 'venues'").run();
    const body = await getPublic<MatchVenues>("/api/matches/94/venues?city=seattle");
    expect(names(body)).not.toContain("match:Corner Flag Taproom");
  });

  it("refuses bad queries with 400 and answers an unknown match or city with a JSON 404", async () => {
    await expectBadQueries("/api/matches/94/venues", ["", "city=Seattle%20WA", "lat=47.6", "lng=-122", "lat=91&lng=0", "lat=abc&lng=1", "lat=1&lng=181"]);
    expect((await callJson("/api/matches/0/venues?city=seattle")).status).toBe(400);
    const missing = await callJson<{ code: string; error: string }>("/api/matches/105/venues?city=seattle");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "not_found", error: "Match not found" });
    const city = await callJson<{ code: string; error: string }>("/api/matches/94/venues?city=atlantis");
    expect(city.status).toBe(404);
    expect(city.body.error).toBe("City not found");
  });
});

describe("POST /api/matches/{number}/reports", () => {
  it("records one report per fan, venue and match (201, then 200), and shows a count only from the threshold", async () => {
    const id = await venueId("corner-flag-taproom");
    const fans = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const countShown = async () => (await getPublic<MatchVenues>("/api/matches/94/venues?city=seattle")).venues.find((v) => v.venue.id === id)?.reportCount;
    expect(await countShown()).toBeNull();

    const first = await report(94, { venueId: id, fanId: fans[0] });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ recorded: true, created: true });
    expect(contract.matchReportSaved.safeParse(first.body).success).toBe(true);
    const again = await report(94, { venueId: id, fanId: fans[0], reason: "closed" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ recorded: true, created: false });
    expect(await count("match_reports", "venue_id = ? AND match_number = 94", id)).toBe(1);

    expect((await report(94, { venueId: id, fanId: fans[1], reason: "closed" })).status).toBe(201);
    // Two fans: nothing is shown (never a count below the threshold).
    expect(await countShown()).toBeNull();
    expect((await report(94, { venueId: id, fanId: fans[2] })).status).toBe(201);
    // The write bumped the cache scope: the cached listing shows the third report at once.
    expect(await countShown()).toBe(3);
    // Another match's listing is unaffected.
    expect((await getPublic<MatchVenues>("/api/matches/82/venues?city=seattle")).venues.find((v) => v.venue.id === id)?.reportCount).toBeNull();
    // The venue page shows it too.
    const venue = await getPublic<{ claims: { reports: { matchNumber: number; count: number }[] } }>(`/api/venues/${id}`);
    expect(venue.claims.reports).toEqual([{ matchNumber: 94, count: 3 }]);
  });

  it("answers 404 for an unknown match or a venue that is not public, 400 for bad input", async () => {
    const id = await venueId("corner-flag-taproom");
    const fanId = crypto.randomUUID();
    const noMatch = await report(105, { venueId: id, fanId });
    expect(noMatch.status).toBe(404);
    expect(noMatch.body.code).toBe("not_found");
    expect((await report(94, { venueId: 999_999, fanId })).status).toBe(404);
    await env.DB.prepare("UPDATE venues SET status = 'pending' WHERE id = ?").bind(id).run();
    expect((await report(94, { venueId: id, fanId })).status).toBe(404);
    for (const body of [{ venueId: id }, { venueId: id, fanId: "not-a-uuid" }, { venueId: "x", fanId }, { venueId: id, fanId, reason: "boring" }]) {
      const res = await report(94, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("bad_request");
    }
    expect((await report("abc", { venueId: id, fanId })).status).toBe(400);
    const wrongType = await call("/api/matches/94/reports", { method: "POST", body: "venueId=1", headers: { "content-type": "text/plain" } });
    expect(wrongType.status).toBe(415);
    await wrongType.arrayBuffer();
    expect(await count("match_reports")).toBe(0);
  });

  it("takes reports only while the match is relevant: from a day before kick-off to twelve hours after (409 otherwise, nothing recorded)", async () => {
    const id = await venueId("corner-flag-taproom");
    const fanId = crypto.randomUUID();
    // The site's own clock (after the final): match 94 was months ago.
    const late = await callJson<ReportAnswer>("/api/matches/94/reports", { method: "POST", json: { venueId: id, fanId } });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("Reports on match 94 are closed: it kicked off at 2026-07-07 00:00 UTC, and reports are taken until 12 hours after kick-off.");
    const early = await report(94, { venueId: id, fanId }, {}, "2026-07-05T23:00:00Z");
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("Reports on match 94 open 24 hours before its kick-off at 2026-07-07 00:00 UTC.");
    expect((await report(94, { venueId: id, fanId }, {}, "2026-07-06T00:00:00Z")).status).toBe(201);
    expect((await report(94, { venueId: id, fanId: crypto.randomUUID() }, {}, "2026-07-07T11:59:00Z")).status).toBe(201);
    expect((await report(94, { venueId: id, fanId: crypto.randomUUID() }, {}, "2026-07-07T12:00:00Z")).status).toBe(409);
    expect(await count("match_reports", "venue_id = ? AND match_number = 94", id)).toBe(2);
  });

  it("takes a report back (DELETE) while reports are open, and refuses to once they are closed", async () => {
    const id = await venueId("corner-flag-taproom");
    const fans = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (const fanId of fans) expect((await report(94, { venueId: id, fanId })).status).toBe(201);
    const listed = async () =>
      (await callAppJson<MatchVenues>("/api/matches/94/venues?city=seattle", {}, testModeEnv({ SITE_NOW: MATCH_94_EVENING }))).body.venues.find(
        (v) => v.venue.id === id,
      )?.reportCount;
    expect(await listed()).toBe(3);
    const undone = await withdraw(94, { venueId: id, fanId: fans[0] });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ recorded: false, removed: true });
    expect(contract.matchReportWithdrawn.safeParse(undone.body).success).toBe(true);
    // Taking it back twice is no error, and changes nothing more.
    expect((await withdraw(94, { venueId: id, fanId: fans[0] })).body).toEqual({ recorded: false, removed: false });
    expect(await count("match_reports", "venue_id = ? AND match_number = 94", id)).toBe(2);
    expect(await listed()).toBeNull();
    const closed = await withdraw(94, { venueId: id, fanId: fans[1] }, "2026-11-28T12:00:00Z");
    expect(closed.status).toBe(409);
    expect(await count("match_reports", "venue_id = ? AND match_number = 94", id)).toBe(2);
    expect((await callAppJson<ReportAnswer>(`/api/matches/94/reports?venueId=${id}&fanId=nope`, { method: "DELETE" })).status).toBe(400);
  });

  it("rate limits reports per fan and per address with 429 and Retry-After", async () => {
    const ids = (await env.DB.prepare("SELECT id FROM venues WHERE status = 'approved' ORDER BY id LIMIT 11").all<{ id: number }>()).results.map((r) => r.id);
    expect(ids).toHaveLength(11);
    const id = ids[0];
    const fanId = crypto.randomUUID();
    for (let n = 0; n < 10; n++) expect((await report(94, { venueId: ids[n], fanId })).status).toBe(201);
    const limited = await report(94, { venueId: ids[10], fanId });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count("match_reports", "fan_id = ?", fanId)).toBe(10);

    const headers = { "cf-connecting-ip": "203.0.113.77" };
    for (let n = 0; n < 60; n++) {
      const res = await report(94, { venueId: id, fanId: crypto.randomUUID() }, headers);
      expect(res.status).toBe(201);
    }
    const byAddress = await report(94, { venueId: id, fanId: crypto.randomUUID() }, headers);
    expect(byAddress.status).toBe(429);
    expect(byAddress.res.headers.get("retry-after")).toBeTruthy();
    // Seventy-odd requests in a row: slow when the whole suite runs at once.
  }, 30_000);
});

describe("GET /api/teams/{code}/venues", () => {
  it("lists the team's supporters' venues by city, case-insensitively; 404 unknown, 400 bad code", async () => {
    const usa = await getPublic<TeamVenues>("/api/teams/usa/venues");
    expect(contract.teamVenues.safeParse(usa).success).toBe(true);
    expect(usa.team).toMatchObject({ code: "USA", name: "USA" });
    expect(usa.venues.map((v) => `${v.venue.cityName}: ${v.venue.name}`)).toEqual([
      "Kansas City: Riverside Supporters Hall",
      "Los Angeles: Extra Time Sports Lounge",
      "Seattle: Scarf & Anchor",
    ]);
    expect(usa.venues[2].supporters).toMatchObject({ source: "sample", groupName: "Sample Seattle supporters' chapter" });
    expect((await getPublic<TeamVenues>("/api/teams/JPN/venues")).venues).toEqual([]);
    expect((await callJson("/api/teams/XYZ/venues")).status).toBe(404);
    expect((await callJson("/api/teams/us/venues")).status).toBe(400);
  });
});

describe("calendar entries", () => {
  it("serves one match as an .ics download; 404 for an unknown match", async () => {
    const res = await call("/api/matches/104/calendar.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="world-cup-2026-match-104.ics"');
    const ics = await res.text();
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(ics).toContain("DTSTART:20260719T190000Z");
    expect(ics).toContain("UID:wc2026-match-104@");
    expect((await callJson("/api/matches/105/calendar.ics")).status).toBe(404);
  });

  it("serves a team's feed at the page-level address calendar apps subscribe to", async () => {
    const page = await call("/team/esp/calendar.ics");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const strip = (s: string) => s.replace(/^DTSTAMP:.*$/gm, "");
    const api = await call("/api/teams/ESP/calendar.ics");
    expect(strip(await page.text())).toBe(strip(await api.text()));
    const missing = await call("/team/xyz/calendar.ics");
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it("speaks each page's language: the Spanish team page's feed and match entry are in Spanish, English unchanged", async () => {
    // iCalendar folds long lines (CRLF and a space): unfolded, a line reads whole.
    const unfold = async (res: Response) => (await res.text()).replace(/\r\n /g, "").replace(/\\,/g, ",");
    const es = await unfold(await call("/es/team/mex/calendar.ics"));
    expect(es).toContain("X-WR-CALNAME:México en el Mundial 2026");
    expect(es).toContain("SUMMARY:México vs. Sudáfrica (Mundial 2026, Fase de grupos, Grupo A)");
    expect(es).toContain("LOCATION:Estadio Azteca, Ciudad de México, CDMX, México");
    expect(es).toMatch(/DESCRIPTION:Partido 1\. Resultado: México \d+-\d+ Sudáfrica\./);
    expect(await unfold(await call("/api/teams/MEX/calendar.ics?lang=es"))).toContain("X-WR-CALNAME:México en el Mundial 2026");
    const final = await unfold(await call("/api/matches/104/calendar.ics?lang=es"));
    expect(final).toContain("SUMMARY:España vs. Argentina (Mundial 2026, Gran final)");
    expect(final).toContain("DESCRIPTION:Partido 104. Resultado: España 1-0 Argentina (tras prórroga).");
    const en = await unfold(await call("/api/matches/104/calendar.ics"));
    expect(en).toContain("SUMMARY:Spain v Argentina (World Cup 2026, Final)");
    expect(en).toContain("DESCRIPTION:Match 104. Result: Spain 1-0 Argentina (after extra time).");
    const bad = await callJson<{ code: string }>("/api/matches/104/calendar.ics?lang=fr");
    expect(bad.status).toBe(400);
  });
});
