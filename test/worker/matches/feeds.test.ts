// Fixture feeds (docs/decisions/028): the three readers on real shipped data and on bad input, the
// differ, apply all or nothing, the admin's preview then apply, the cron's refresh with an admin's
// correction kept, and sources that fail, time out or answer garbage.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import de from "../../../src-worker/db/seed/club-2026-27/de.1.json";
import en from "../../../src-worker/db/seed/club-2026-27/en.1.json";
import es from "../../../src-worker/db/seed/club-2026-27/es.1.json";
import { SAMPLE_FEEDS } from "../../../src-worker/db/seed/sample-feeds";
import { refreshDueCompetitions } from "../../../src-worker/services/matches/competition-feeds";
import { readFixtureCsv } from "../../../src-worker/services/matches/feeds/csv";
import { diffFeed } from "../../../src-worker/services/matches/feeds/diff";
import { readIcs } from "../../../src-worker/services/matches/feeds/ics";
import { readOpenfootball, readOpenfootballText } from "../../../src-worker/services/matches/feeds/openfootball";
import { FeedError } from "../../../src-worker/services/matches/feeds/rows";
import { type FeedFetch, fetchFeed, readFeed } from "../../../src-worker/services/matches/feeds/source";
import type { AdminCompetition, FeedApplyResult, FeedPreviewResult, NewCompetitionRequest } from "../../../src-worker/shared/contract/admin-competitions";
import { flagOf } from "../../../src-worker/shared/flags";
import { FEED_TIMEOUT_MS, MAX_FEED_BYTES, MAX_FEED_FIXTURES } from "../../../src-worker/shared/limits";
import { d1FailingAfter, dump } from "../d1-faults";
import { BASE, callApp, callAppJson, count, login, seedBase, testModeEnv } from "../helpers";

const PL = "premier-league-2026-27";
/** Inside the club season: Matchday 1's results are in, later ones are not. */
const NOW = new Date("2026-11-28T12:00:00Z");
const SITE = testModeEnv({ SITE_NOW: NOW.toISOString() });
const db = () => createDb(env.DB);

/** A fetch stand-in answering one text for any address (nothing leaves the test). */
const serving =
  (body: string | (() => Response), calls: string[] = []): FeedFetch =>
  async (url) => {
    calls.push(url);
    return typeof body === "string" ? new Response(body) : body();
  };

/** The Premier League's file with a few fixtures changed: a kick-off moved, a result in, a new club. */
function editedPremierLeague() {
  const file = structuredClone(en) as { matches: Record<string, unknown>[] };
  const m = file.matches;
  // Matchday 2 (played by Nov. 28, no result in the snapshot): its result comes in.
  const md2 = m.find((x) => x.round === "Matchday 2" && !x.score)!;
  md2.score = { ht: [1, 0], ft: [2, 1] };
  // A future fixture of a placeholder round moves to 17:30 (its round stays on one date: still "weekend of").
  const moved = m.find((x) => x.round === "Matchday 20")!;
  moved.time = "17:30";
  return { file, md2, moved };
}

const rowOf = async (sourceKey: string) =>
  (await env.DB.prepare("SELECT * FROM matches WHERE source_key = ?").bind(sourceKey).first<Record<string, unknown>>())!;

beforeEach(() => seedBase());

describe("readers", () => {
  it("openfootball: the shipped Premier League, LaLiga and Bundesliga read whole, times converted with each zone's rules", () => {
    const pl = readOpenfootball(en, "Europe/London");
    expect(pl.rows).toHaveLength(380);
    expect(pl.rejected).toEqual([]);
    const first = pl.rows.find((r) => r.home === "Arsenal FC" && r.away === "Coventry City FC")!;
    // 20:00 in London in August (BST) is 19:00 UTC.
    expect(first).toMatchObject({
      key: "Arsenal FC|Coventry City FC",
      kickoffLocal: "2026-08-21 20:00",
      utcOffset: "+01:00",
      precision: "exact",
      status: "played",
    });
    expect(first.kickoffAt.toISOString()).toBe("2026-08-21T19:00:00.000Z");
    expect(first.score).toEqual({ ft: [3, 0], ht: [2, 0], unconfirmed: false });
    // Rounds 10-38 put every match on one date: a placeholder ("weekend of").
    expect(pl.rows.filter((r) => r.round === "Matchday 10").every((r) => r.precision === "date_tbc")).toBe(true);
    const winter = pl.rows.find((r) => r.round === "Matchday 20")!;
    expect(winter.utcOffset).toBe("+00:00");
    const laliga = readOpenfootball(es, "Europe/Madrid");
    expect(laliga.rows).toHaveLength(380);
    const bare = laliga.rows.find((r) => r.home === "Valencia CF" && r.away === "RC Celta de Vigo")!;
    expect(bare.score).toEqual({ ft: [0, 0], ht: null, unconfirmed: true });
    const bundesliga = readOpenfootball(de, "Europe/Berlin");
    // Rounds 5-33 carry neither a time nor a spread: the day alone, and that a placeholder.
    expect(bundesliga.rows.find((r) => r.round === "Matchday 10")).toMatchObject({
      precision: "date_tbc",
      kickoffLocal: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("openfootball: bad matches are rejected with where and why; a file that is not the format is refused whole", () => {
    const file = {
      matches: [
        { round: "Matchday 1", date: "2026-13-01", team1: "A FC", team2: "B FC" },
        { round: "Matchday 1", date: "2026-08-01", time: "25:00", team1: "A FC", team2: "B FC" },
        { round: "Matchday 1", date: "2026-08-01", team1: "A FC" },
        { round: "Matchday 1", date: "2026-08-01", team1: "A FC", team2: "B FC", score: { ft: ["x", 1] } },
        { round: "Matchday 1", date: "2026-08-02", team1: "C FC", team2: "D FC" },
      ],
    };
    const read = readOpenfootball(file, "Europe/London");
    expect(read.rows.map((r) => r.key)).toEqual(["C FC|D FC"]);
    expect(read.rejected).toEqual([
      { at: "match 1", reason: 'malformed date "2026-13-01" (expected YYYY-MM-DD)' },
      { at: "match 2", reason: 'malformed time "25:00" (expected HH:MM, 24-hour)' },
      { at: "match 3", reason: "a team name is missing (team1, team2)" },
      { at: "match 4", reason: "malformed score (expected [home, away] goals)" },
    ]);
    expect(() => readOpenfootballText("<html>not json</html>", "UTC")).toThrow(FeedError);
    expect(() => readOpenfootballText('{"name": "x"}', "UTC")).toThrow(/no "matches" list/);
  });

  it("iCalendar: folded lines, DTSTART with TZID, UTC and DATE, both summary forms, UID as key, CANCELLED", () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:m1@feed",
      "DTSTART;TZID=America/New_York:20270314T193000",
      "SUMMARY:New York City FC vs Orlando City",
      "  SC",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:m2",
      " @feed",
      "DTSTART:20270315T010000Z",
      "SUMMARY:LA Galaxy - Seattle Sounders FC",
      "STATUS:CANCELLED",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:m3@feed",
      "DTSTART;VALUE=DATE:20270320",
      "SUMMARY:Austin FC v FC Dallas",
      "BEGIN:VALARM",
      "SUMMARY:Reminder",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const { rows, rejected } = readIcs(ics, "America/New_York");
    expect(rejected).toEqual([]);
    expect(rows.map((r) => [r.key, r.home, r.away, r.kickoffAt.toISOString(), r.kickoffLocal, r.precision, r.status])).toEqual([
      // US clocks changed on March 14: 19:30 EDT is 23:30 UTC.
      ["m1@feed", "New York City FC", "Orlando City SC", "2027-03-14T23:30:00.000Z", "2027-03-14 19:30", "exact", "scheduled"],
      ["m2@feed", "LA Galaxy", "Seattle Sounders FC", "2027-03-15T01:00:00.000Z", "2027-03-14 21:00", "exact", "cancelled"],
      ["m3@feed", "Austin FC", "FC Dallas", "2027-03-20T16:00:00.000Z", "2027-03-20", "time_tbc", "scheduled"],
    ]);
  });

  it("iCalendar: the shipped Premier League written as a calendar reads to the same kick-offs as its JSON", () => {
    const json = readOpenfootball(en, "Europe/London").rows.filter((r) => r.precision === "exact");
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    const ics = [
      "BEGIN:VCALENDAR",
      ...json.flatMap((r, i) => ["BEGIN:VEVENT", `UID:pl-${i}`, `DTSTART:${stamp(r.kickoffAt)}`, `SUMMARY:${r.home} vs ${r.away}`, "END:VEVENT"]),
      "END:VCALENDAR",
    ].join("\n");
    const read = readIcs(ics, "Europe/London");
    expect(read.rows.map((r) => [r.home, r.away, r.kickoffLocal, r.utcOffset])).toEqual(json.map((r) => [r.home, r.away, r.kickoffLocal, r.utcOffset]));
  });

  it("iCalendar: broken folding and a file that is not a calendar are refused whole; bad events are rejected with their line", () => {
    expect(() => readIcs(" continued\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR", "UTC")).toThrow(/broken folding/);
    expect(() => readIcs("BEGIN:VCALENDAR\r\nthis line has no colon\r\nEND:VCALENDAR", "UTC")).toThrow(/not an iCalendar property/);
    expect(() => readIcs("hello", "UTC")).toThrow(FeedError);
    const ics = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "DTSTART:20270101T120000Z",
      "SUMMARY:A FC vs B FC",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:x",
      "DTSTART:20270231T120000Z",
      "SUMMARY:A FC vs B FC",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:y",
      "DTSTART;TZID=Mars/Olympus:20270101T120000",
      "SUMMARY:A FC vs B FC",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:z",
      "DTSTART:20270101T120000Z",
      "SUMMARY:Club night",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:w",
    ].join("\n");
    expect(readIcs(ics, "UTC").rejected).toEqual([
      { at: "line 2", reason: "the event has no UID (the stable key of a fixture)" },
      { at: "line 6", reason: 'malformed date-time "20270231T120000Z" in DTSTART' },
      { at: "line 11", reason: 'unknown time zone "Mars/Olympus" in DTSTART (an IANA name such as America/New_York is expected)' },
      { at: "line 16", reason: 'the summary "Club night" does not name two sides ("Home vs Away" or "Home - Away")' },
      { at: "line 21", reason: "the event has no END:VEVENT (the file is cut short)" },
    ]);
  });

  it("CSV: the documented columns in any order, times in the competition's zone, statuses and results; bad rows rejected with their line", () => {
    const csv = [
      "Home,Away,Date,Time,Key,Round,Status,Home_Goals,Away_Goals",
      "Chicago Fire FC,Inter Miami CF,2027-03-13,19:30,mls-1,Matchday 3,,,",
      "Chicago Fire FC,Inter Miami CF,2027-03-13,,,,,,",
      "Austin FC,FC Dallas,2027-02-28,18:00,mls-2,,played,2,1",
      "Austin FC,FC Dallas,2027/03/01,18:00,mls-3,,,,",
      "Austin FC,FC Dallas,2027-03-01,6pm,mls-4,,,,",
      "Austin FC,,2027-03-01,18:00,mls-5,,,,",
      "Austin FC,FC Dallas,2027-03-01,18:00,mls-6,,abandoned,,",
      "Austin FC,FC Dallas,2027-03-01,18:00,mls-7,,,2,",
      "Austin FC,FC Dallas,2027-03-01",
    ].join("\n");
    const { rows, rejected } = readFixtureCsv(csv, "America/Chicago");
    expect(rows.map((r) => [r.key, r.kickoffAt.toISOString(), r.precision, r.status, r.score?.ft ?? null])).toEqual([
      // March 13 is before the US change (March 14): 19:30 CST is 01:30 UTC.
      ["mls-1", "2027-03-14T01:30:00.000Z", "exact", "scheduled", null],
      ["2027-03-13|Chicago Fire FC|Inter Miami CF", "2027-03-13T18:00:00.000Z", "time_tbc", "scheduled", null],
      ["mls-2", "2027-03-01T00:00:00.000Z", "exact", "played", [2, 1]],
    ]);
    expect(rejected).toEqual([
      { at: "line 5", reason: 'malformed date "2027/03/01" (expected YYYY-MM-DD)' },
      { at: "line 6", reason: 'malformed time "6pm" (expected HH:MM, 24-hour)' },
      { at: "line 7", reason: "a team name is missing (home, away)" },
      { at: "line 8", reason: 'unknown status "abandoned" (expected scheduled, played, postponed, cancelled)' },
      { at: "line 9", reason: 'malformed score "2"-"" (both home_goals and away_goals, whole numbers)' },
      { at: "line 10", reason: "3 of the header's 9 columns" },
    ]);
    expect(() => readFixtureCsv("home,away\nA,B\n", "UTC")).toThrow("The CSV's header lacks the column date");
    expect(() => readFixtureCsv("date,home,away,venue\n", "UTC")).toThrow("Unknown column venue");
  });

  it("limits: over 5,000 fixtures or 5 MB the source is refused whole, and 100,000 CSV rows are refused at once", () => {
    expect(MAX_FEED_FIXTURES).toBe(5000);
    expect(MAX_FEED_BYTES).toBe(5 * 1024 * 1024);
    expect(FEED_TIMEOUT_MS).toBe(10_000);
    const big = `date,home,away\n${"2027-01-01,A FC,B FC\n".repeat(100_000)}`;
    const started = Date.now();
    expect(() => readFeed("csv", big, "UTC")).toThrow("The source holds more than 5,000 fixtures, over the limit of 5,000: it is refused whole.");
    expect(Date.now() - started).toBeLessThan(1000);
    const many = JSON.stringify({ matches: Array.from({ length: 5001 }, (_, i) => ({ round: "R", date: "2027-01-01", team1: `A${i}`, team2: `B${i}` })) });
    expect(() => readFeed("openfootball", many, "UTC")).toThrow("The source holds 5,001 fixtures");
    expect(() => readFeed("csv", `date,home,away\n${"x".repeat(MAX_FEED_BYTES)}`, "UTC")).toThrow("over 5 MB");
    expect(() => readFeed("ics", `BEGIN:VCALENDAR\n${"BEGIN:VEVENT\nEND:VEVENT\n".repeat(5001)}END:VCALENDAR`, "UTC")).toThrow("more than 5,000");
  });
});

describe("fetching an address", () => {
  it("an error status, a body over 5 MB, binary data and a source that never answers are refused with the reason", async () => {
    await expect(
      fetchFeed(
        serving(() => new Response("gone", { status: 404, statusText: "Not Found" })),
        "https://feeds.example/x",
      ),
    ).rejects.toThrow("The source answered 404 Not Found, not the file.");
    await expect(
      fetchFeed(
        serving(() => new Response("x", { headers: { "content-length": String(MAX_FEED_BYTES + 1) } })),
        "https://feeds.example/x",
      ),
    ).rejects.toThrow("over 5 MB");
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(c) {
            c.enqueue(new Uint8Array(1024 * 1024));
          },
        }),
      );
    await expect(fetchFeed(serving(endless), "https://feeds.example/x")).rejects.toThrow("over 5 MB");
    await expect(
      fetchFeed(
        serving(() => new Response(new Uint8Array([0xff, 0xfe, 0]))),
        "https://feeds.example/x",
      ),
    ).rejects.toThrow("not text");
    const hanging: FeedFetch = () => new Promise(() => {});
    await expect(fetchFeed(hanging, "https://feeds.example/x", 50)).rejects.toThrow("did not answer within 0.05 seconds");
    const failing: FeedFetch = () => Promise.reject(new TypeError("Network connection lost."));
    await expect(fetchFeed(failing, "https://feeds.example/x")).rejects.toThrow("The source could not be reached (Network connection lost.)");
  });
});

describe("the differ", () => {
  it("the shipped file against the seeded league: everything unchanged; an edited file: the new, the changed fields, the rejected", async () => {
    const same = await diffFeed(db(), { id: PL }, readOpenfootball(en, "Europe/London"), { now: NOW, unknownTeams: "create" });
    expect(same.preview).toMatchObject({ total: 380, new: [], changed: [], unchanged: 380, rejected: [], newTeams: [], notInSource: 0 });

    const { file, md2, moved } = editedPremierLeague();
    file.matches.push(
      { round: "Friendly", date: "2027-04-03", time: "15:00", team1: "Wrexham AFC", team2: "Arsenal FC" },
      { round: "Friendly", date: "2027-04-03", time: "15:00", team1: "Wrexham AFC", team2: "Arsenal FC" },
      { round: "Friendly", date: "2026-11-01", time: "15:00", team1: "Arsenal FC", team2: "Wrexham AFC" },
    );
    const plan = await diffFeed(db(), { id: PL }, readOpenfootball(file, "Europe/London"), { now: NOW, unknownTeams: "create" });
    const p = plan.preview;
    expect(p.new).toEqual([
      { at: "match 381", home: "Wrexham AFC", away: "Arsenal", kickoff: "2027-04-03 15:00 (UTC+01:00)", round: "Friendly", status: "scheduled", score: null },
    ]);
    expect(p.newTeams).toEqual([{ code: "wrexham-afc", name: "Wrexham AFC" }]);
    expect(p.changed.map((c) => [c.home, c.away, c.changes])).toEqual(
      expect.arrayContaining([
        [
          expect.any(String),
          expect.any(String),
          [
            { field: "status", before: "scheduled", after: "played" },
            { field: "result", before: "none", after: "2-1" },
          ],
        ],
        [
          expect.any(String),
          expect.any(String),
          [{ field: "kickoff", before: `${moved.date} 20:00 (date provisional)`, after: `${moved.date} 17:30 (date provisional)` }],
        ],
      ]),
    );
    expect(p.changed).toHaveLength(2);
    expect(p.changed.find((c) => c.changes.some((x) => x.field === "result"))?.home).toBe(
      (await env.DB.prepare("SELECT name FROM teams WHERE source_name = ?").bind(md2.team1).first<{ name: string }>())!.name,
    );
    expect(moved.time).toBe("17:30");
    expect(p.rejected).toEqual([
      { at: "match 382", reason: "duplicate fixture: Wrexham AFC v Arsenal FC is already at match 381" },
      // Arsenal's return fixture, dated in the past without a result.
      { at: "match 383", reason: "the kick-off 2026-11-01 15:00 has passed and the source gives no result" },
    ]);
    expect(p.unchanged).toBe(378);
  });

  it("a name that could be two teams is rejected as ambiguous; the cron refuses unknown clubs instead of adding them", async () => {
    await env.DB.prepare("INSERT INTO teams (code, kind, name, short_name, flag) VALUES ('united-fc', 'club', 'United FC', 'Man United', '')").run();
    const read = readFixtureCsv("date,home,away\n2027-01-02,Man United,Arsenal FC\n2027-01-03,Arsenal FC,Nowhere Town\n", "Europe/London");
    const cron = await diffFeed(db(), { id: PL }, read, { now: NOW, unknownTeams: "reject" });
    expect(cron.preview.rejected).toEqual([
      { at: "line 2", reason: 'the team name "Man United" is ambiguous: it could be Manchester United or United FC' },
      { at: "line 3", reason: 'unknown team "Nowhere Town": add it with "Refresh now" on the admin\'s competitions page' },
    ]);
    expect(cron.newTeams).toEqual([]);
  });
});

const newCsvCompetition = (csv: string, extra: Partial<NewCompetitionRequest> = {}): NewCompetitionRequest => ({
  nameEn: "Sample Cup",
  nameEs: "Copa de muestra",
  shortEn: "Sample Cup",
  shortEs: "Copa de muestra",
  kind: "tournament",
  season: "2027",
  timeZone: "Europe/London",
  source: { kind: "csv", csv },
  ...extra,
});

describe("the admin's preview and apply", () => {
  let cookie = "";
  beforeEach(async () => {
    cookie = await login();
  });
  const post = <T>(path: string, json: unknown, bindings = SITE) => callAppJson<T>(path, { method: "POST", json, headers: { cookie, origin: BASE } }, bindings);

  it("adds a competition from a CSV upload: preview, apply exactly that, listed with its source and refresh; a second apply changes nothing", async () => {
    const body = newCsvCompetition(SAMPLE_FEEDS["sample-cup.csv"].body);
    const before = await dump();
    const preview = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    expect(preview.status).toBe(200);
    expect(await dump()).toBe(before);
    expect(preview.body.competitionId).toBe("sample-cup-2027");
    expect(preview.body.preview.new).toHaveLength(6);
    expect(preview.body.preview.newTeams).toEqual([
      { code: "harbor-city-fc", name: "Harbor City FC" },
      { code: "lakeside-united", name: "Lakeside United" },
    ]);
    // Without the preview's digest, or with another one, nothing is applied.
    expect((await post("/api/admin/competitions", body)).status).toBe(400);
    expect((await post("/api/admin/competitions", { ...body, expect: "0".repeat(32) })).status).toBe(409);
    expect(await dump()).toBe(before);

    const applied = await post<FeedApplyResult>("/api/admin/competitions", { ...body, expect: preview.body.digest });
    expect(applied.status).toBe(201);
    expect(applied.body.applied).toEqual({ new: 6, changed: 0, rejected: 0, newTeams: 2 });
    expect(await count("matches", "competition_id = 'sample-cup-2027'")).toBe(6);
    const list = await callAppJson<AdminCompetition[]>("/api/admin/competitions", { headers: { cookie } }, SITE);
    expect(list.body.find((c) => c.id === "sample-cup-2027")).toMatchObject({
      source: { kind: "csv", label: "CSV upload", licence: "Not stated", url: null },
      refreshedAt: NOW.toISOString(),
      refreshStatus: "ok",
      refreshError: null,
      matchCount: 6,
    });
    // The public call keeps its meaning: refreshedAt is when a source was read and applied.
    const pub = await callAppJson<{ source: { refreshedAt: string } }>("/api/competitions/sample-cup-2027", {}, SITE);
    expect(pub.body.source.refreshedAt).toBe(NOW.toISOString());
    expect((await env.DB.prepare("SELECT event FROM admin_logs ORDER BY id DESC").first<{ event: string }>())!.event).toBe("competition_created");

    // The same request again (a retry): the competition exists, nothing is duplicated.
    expect((await post("/api/admin/competitions", { ...body, expect: preview.body.digest })).status).toBe(409);
    // A refresh with the same file: all unchanged; with a moved kick-off: one change.
    const same = await post<FeedPreviewResult>("/api/admin/competitions/sample-cup-2027/preview", { csv: body.source.kind === "csv" ? body.source.csv : "" });
    expect(same.body.preview).toMatchObject({ new: [], changed: [], unchanged: 6 });
    const movedCsv = SAMPLE_FEEDS["sample-cup.csv"].body.replace("sc-1,2027-01-09,15:00", "sc-1,2027-01-10,13:00");
    const moved = await post<FeedPreviewResult>("/api/admin/competitions/sample-cup-2027/preview", { csv: movedCsv });
    expect(moved.body.preview.changed.map((c) => c.changes)).toEqual([
      [{ field: "kickoff", before: "2027-01-09 15:00 (UTC+00:00)", after: "2027-01-10 13:00 (UTC+00:00)" }],
    ]);
    const refreshed = await post<FeedApplyResult>("/api/admin/competitions/sample-cup-2027/refresh", { csv: movedCsv, expect: moved.body.digest });
    expect(refreshed.body.applied).toMatchObject({ new: 0, changed: 1 });
    expect((await rowOf("sample-cup-2027:sc-1")).kickoff_at).toBe(Date.parse("2027-01-10T13:00:00Z"));
    expect(await count("matches", "competition_id = 'sample-cup-2027'")).toBe(6);
  });

  it("the admin's review of the preview's new clubs (Spanish name, country) is written as they are added; a bad review is a 400, nothing written", async () => {
    const body = newCsvCompetition(SAMPLE_FEEDS["sample-cup.csv"].body);
    const preview = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    const apply = (newClubs: unknown) => post<{ error: { message: string } }>("/api/admin/competitions", { ...body, expect: preview.body.digest, newClubs });
    const before = await dump();
    for (const bad of [
      [{ name: "Harbor City FC", country: "XX" }],
      [{ name: "Harbor City FC", country: "Spain" }],
      [{ name: "Arsenal FC", nameEs: "Arsenal" }],
      [{ name: "Harbor City FC" }, { name: "Harbor City FC" }],
      [{ name: "Harbor City FC", nameEs: "x".repeat(81) }],
    ]) {
      expect((await apply(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await dump()).toBe(before);
    // The review is the admin's, not the source's: the preview's digest still applies with it.
    const applied = await apply([
      { name: "Harbor City FC", nameEs: "Ciudad Portuaria FC", country: "gb-eng" },
      { name: "Lakeside United", nameEs: "", country: null },
    ]);
    expect(applied.status).toBe(201);
    const teams = await env.DB.prepare(
      "SELECT code, name, name_es, country, flag FROM teams WHERE code IN ('harbor-city-fc', 'lakeside-united') ORDER BY code",
    ).all();
    expect(teams.results).toEqual([
      { code: "harbor-city-fc", name: "Harbor City FC", name_es: "Ciudad Portuaria FC", country: "GB-ENG", flag: flagOf("GB-ENG") },
      { code: "lakeside-united", name: "Lakeside United", name_es: null, country: null, flag: "" },
    ]);
  });

  it("an Apply refused because the source or the stored fixtures changed answers 409 with the new preview, which then applies", async () => {
    const body = newCsvCompetition(SAMPLE_FEEDS["sample-cup.csv"].body);
    const created = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    expect((await post("/api/admin/competitions", { ...body, expect: created.body.digest })).status).toBe(201);
    const id = "sample-cup-2027";
    const mine = { csv: SAMPLE_FEEDS["sample-cup.csv"].body.replace("sc-1,2027-01-09,15:00", "sc-1,2027-01-10,13:00") };
    const stale = await post<FeedPreviewResult>(`/api/admin/competitions/${id}/preview`, mine);
    expect(stale.body.preview.changed).toHaveLength(1);
    // Another refresh moves a second kick-off in between.
    const other = { csv: SAMPLE_FEEDS["sample-cup.csv"].body.replace("sc-2,2027-01-09,17:30", "sc-2,2027-01-09,20:00") };
    const otherPreview = await post<FeedPreviewResult>(`/api/admin/competitions/${id}/preview`, other);
    expect((await post(`/api/admin/competitions/${id}/refresh`, { ...other, expect: otherPreview.body.digest })).status).toBe(200);

    const refused = await post<{ error: string; code: string; preview: FeedPreviewResult }>(`/api/admin/competitions/${id}/refresh`, {
      ...mine,
      expect: stale.body.digest,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/changed since the preview: nothing was applied/);
    const fresh = await post<FeedPreviewResult>(`/api/admin/competitions/${id}/preview`, mine);
    expect(refused.body.preview).toEqual(fresh.body);
    expect(refused.body.preview.preview.changed.map((c) => c.at)).toEqual(expect.arrayContaining(["line 2", "line 3"]));
    const applied = await post<FeedApplyResult>(`/api/admin/competitions/${id}/refresh`, { ...mine, expect: refused.body.preview.digest });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toMatchObject({ changed: 2 });
  });

  it("a club name that is not a name (a formula, markup, a note) is a row error and creates nothing; new clubs are listed for review", async () => {
    const csv = [
      "date,time,home,away",
      '2027-01-09,15:00,"=HYPERLINK(""http://evil"")",Arsenal',
      "2027-01-09,17:30,Chelsea,<script>alert(1)</script>",
      "2027-01-10,15:00,@SUM(A1),Chelsea",
      "2027-01-16,15:00,Harbor City FC,Arsenal",
    ].join("\n");
    const body = newCsvCompetition(csv);
    const preview = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    expect(preview.status).toBe(200);
    expect(preview.body.preview.newTeams).toEqual([{ code: "harbor-city-fc", name: "Harbor City FC" }]);
    expect(preview.body.preview.new.map((f) => [f.home, f.away])).toEqual([["Harbor City FC", "Arsenal"]]);
    expect(preview.body.preview.rejected).toEqual([
      { at: "line 2", reason: '"=HYPERLINK("http://evil")" is not a club\'s name: it must not start with =, +, - or @' },
      { at: "line 3", reason: '"<script>alert(1)</script>" is not a club\'s name: it must not contain < or >' },
      { at: "line 4", reason: '"@SUM(A1)" is not a club\'s name: it must not start with =, +, - or @' },
    ]);
    const applied = await post<FeedApplyResult>("/api/admin/competitions", { ...body, expect: preview.body.digest });
    expect(applied.status).toBe(201);
    expect(applied.body.applied).toEqual({ new: 1, changed: 0, rejected: 3, newTeams: 1 });
    expect(await count("teams", "name LIKE '%HYPERLINK%' OR name LIKE '%script%' OR name LIKE '@%'")).toBe(0);
  });

  it("an iCalendar summary's trailing note is not part of a club's name: it is the round", async () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:liga-mx-1",
      "DTSTART:20270116T020000Z",
      "SUMMARY:Toluca vs Club América (Jornada 2)",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:liga-mx-2",
      "DTSTART:20270123T020000Z",
      "CATEGORIES:Clausura",
      "SUMMARY:Club América - Toluca (aplazado)",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const read = readIcs(ics, "America/Mexico_City");
    expect(read.rows.map((r) => [r.home, r.away, r.round])).toEqual([
      ["Toluca", "Club América", "Jornada 2"],
      ["Club América", "Toluca", "Clausura"],
    ]);
    const plan = await diffFeed(db(), { id: "liga-mx-2027" }, read, { now: NOW, unknownTeams: "create" });
    expect(plan.preview.newTeams.map((t) => t.name)).toEqual(["Toluca", "Club América"]);
  });

  it("adds a competition from a feed address through the local stand-in (iCalendar and openfootball JSON)", async () => {
    const ics = await post<FeedPreviewResult>("/api/admin/competitions/preview", {
      ...newCsvCompetition(""),
      source: { kind: "ics", url: "http://localhost:8787/dev/feeds/sample-cup.ics" },
    });
    expect(ics.status).toBe(200);
    expect(ics.body.preview.new.map((f) => [f.home, f.away, f.kickoff, f.status])).toEqual([
      ["Arsenal", "Harbor City FC", "2027-01-09 15:00 (UTC+00:00)", "scheduled"],
      ["Lakeside United", "Chelsea", "2027-01-09 17:30 (UTC+00:00)", "scheduled"],
      ["Chelsea", "Arsenal", "2027-02-06 (time TBC)", "scheduled"],
      ["Harbor City FC", "Lakeside United", "2027-02-07 14:00 (UTC+00:00)", "scheduled"],
      ["Arsenal", "Lakeside United", "2027-03-06 15:00 (UTC+00:00)", "scheduled"],
      ["Harbor City FC", "Chelsea", "2027-03-06 17:30 (UTC+00:00)", "cancelled"],
    ]);
    const json = {
      ...newCsvCompetition(""),
      shortEn: "Sample JSON",
      source: { kind: "openfootball" as const, url: "http://localhost:8787/dev/feeds/sample-cup.json" },
    };
    const preview = await post<FeedPreviewResult>("/api/admin/competitions/preview", json);
    const applied = await post<FeedApplyResult>("/api/admin/competitions", { ...json, expect: preview.body.digest });
    expect(applied.status).toBe(201);
    expect(applied.body.competition).toMatchObject({
      id: "sample-json-2027",
      source: { kind: "openfootball", url: "http://localhost:8787/dev/feeds/sample-cup.json" },
    });
    // Outside production only: the stand-in is not there in production.
    const prod = await callApp("/dev/feeds/sample-cup.ics", {}, testModeEnv({ ENVIRONMENT: "production" }));
    expect(prod.status).toBe(404);
  });

  it("bad input: a clear 4xx, nothing written", async () => {
    // A league without an address (the shipped ones have one by default: decision 039).
    await env.DB.prepare("UPDATE competitions SET source_url = NULL WHERE id = ?").bind(PL).run();
    const before = await dump();
    const cases: [unknown, number, RegExp][] = [
      [{ ...newCsvCompetition("home,away\nA,B\n") }, 422, /lacks the column date/],
      [{ ...newCsvCompetition("x"), timeZone: "Mars/Olympus" }, 400, /IANA time zone/],
      [{ ...newCsvCompetition("x"), season: "next year" }, 400, /season/],
      [{ ...newCsvCompetition(""), source: { kind: "ics", url: "javascript:alert(1)" } }, 400, /http/],
      [{ ...newCsvCompetition(""), source: { kind: "ics", url: "http://localhost:8787/dev/feeds/missing.ics" } }, 422, /could not be reached|answered/],
      [{ ...newCsvCompetition(`date,home,away\n${"2027-01-01,A FC,B FC\n".repeat(100_000)}`) }, 422, /more than 5,000 fixtures/],
      [{ ...newCsvCompetition("date,home,away\n"), shortEn: "Premier League", season: "2026-27" }, 409, /already exists/],
    ];
    for (const [json, status, message] of cases) {
      const r = await post<{ error: string }>("/api/admin/competitions/preview", json);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.error).toMatch(message);
    }
    expect((await post<{ error: string }>("/api/admin/competitions/world-cup-2026/preview", {})).body.error).toMatch(/built in/);
    expect((await post<{ error: string }>(`/api/admin/competitions/${PL}/preview`, {})).body.error).toMatch(/no address/);
    expect((await post("/api/admin/competitions/nope/preview", {})).status).toBe(404);
    expect(await dump()).toBe(before);
  });

  it("two applies of one preview at once: one adds the competition, the other is a 409 saying nothing was saved", async () => {
    const body = newCsvCompetition(SAMPLE_FEEDS["sample-cup.csv"].body);
    const { body: preview } = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    const both = await Promise.all([1, 2].map(() => post<{ error?: string }>("/api/admin/competitions", { ...body, expect: preview.digest })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.error).toMatch(/^(Nothing was saved|A competition with the id sample-cup-2027 already exists)/);
    expect(await count("matches", "competition_id = 'sample-cup-2027'")).toBe(6);
    expect(await count("teams", "code = 'harbor-city-fc'")).toBe(1);
  });

  it("apply is all or nothing: a D1 outage at any point leaves nothing written; the retry then applies once", async () => {
    const body = newCsvCompetition(SAMPLE_FEEDS["sample-cup.csv"].body);
    const { body: preview } = await post<FeedPreviewResult>("/api/admin/competitions/preview", body);
    const before = await dump();
    let lastWrite = 0;
    for (let ok = 0; ; ok++) {
      const faults = d1FailingAfter(ok);
      const r = await post<FeedApplyResult>(
        "/api/admin/competitions",
        { ...body, expect: preview.digest },
        testModeEnv({ SITE_NOW: NOW.toISOString(), DB: faults.db }),
      );
      if (faults.calls <= ok) {
        expect(r.status).toBe(201);
        lastWrite = faults.lastWriteCall;
        break;
      }
      expect(r.status, `outage after ${ok} calls`).toBe(503);
      expect(await dump(), `outage after ${ok} calls`).toBe(before);
      expect(ok).toBeLessThan(30);
    }
    expect(lastWrite).toBeGreaterThan(0);
    expect(await count("matches", "competition_id = 'sample-cup-2027'")).toBe(6);
  });
});

describe("refresh: admin corrections kept, failures recorded", () => {
  const URL_ = "https://feeds.example/en.1.json";
  // The Premier League reads this address; the other shipped leagues' default addresses are set aside (decision 039).
  const setUrl = (refreshedAt: number | null = null) =>
    env.DB.batch([
      env.DB.prepare("UPDATE competitions SET source_url = NULL WHERE id <> ?").bind(PL),
      env.DB.prepare("UPDATE competitions SET source_url = ?, refreshed_at = ?, refresh_hours = 24 WHERE id = ?").bind(URL_, refreshedAt, PL),
    ]);
  const matchesOf = async () => JSON.stringify((await env.DB.prepare("SELECT * FROM matches ORDER BY number").all()).results);

  it("an admin's correction of a match records the fields it changed in admin_locked", async () => {
    const cookie = await login();
    const r = await callAppJson(
      "/api/admin/matches/1",
      {
        method: "PATCH",
        json: { kickoffAt: "2026-06-11T20:00:00Z", team1: "MEX", team2: "RSA", status: "played", score: { ft: [3, 0] }, winner: "MEX" },
        headers: { cookie, origin: BASE },
      },
      SITE,
    );
    expect(r.status).toBe(200);
    const locked = (await env.DB.prepare("SELECT admin_locked FROM matches WHERE number = 1").first<{ admin_locked: string }>())!.admin_locked;
    expect(JSON.parse(locked).sort()).toEqual(["kickoff", "result"]);
  });

  it("the cron refreshes a due competition: a kick-off moved, a result in, logged; a field an admin corrected is kept; never a duplicate", async () => {
    await setUrl(NOW.getTime() - 25 * 3_600_000);
    const { file, md2, moved } = editedPremierLeague();
    const movedKey = `${PL}:${moved.team1}|${moved.team2}`;
    const md2Key = `${PL}:${md2.team1}|${md2.team2}`;
    // An admin moved Arsenal v Chelsea by hand: the source's kick-off must not overwrite it.
    await env.DB.prepare(`UPDATE matches SET kickoff_at = 1800000000000, admin_locked = '["kickoff"]' WHERE source_key = ?`).bind(movedKey).run();
    const calls: string[] = [];
    const out = await refreshDueCompetitions(db(), { fetch: serving(JSON.stringify(file), calls), now: NOW });
    expect(calls).toEqual([URL_]);
    expect(out).toEqual({ [PL]: "applied: 0 new, 1 changed, 0 refused" });
    expect((await rowOf(movedKey)).kickoff_at).toBe(1800000000000);
    const md2Row = await rowOf(md2Key);
    expect([md2Row.status, JSON.parse(md2Row.result as string).ft]).toEqual(["played", [2, 1]]);
    expect(await count("matches", "competition_id = ?", PL)).toBe(380);
    const log = JSON.parse(
      (await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = 'competition_refreshed'").first<{ payload: string }>())!.payload,
    );
    expect(log).toMatchObject({ competitionId: PL, by: "cron", new: 0, changedCount: 1, rejected: 0 });
    expect(log.changed[0].changes.map((c: { field: string }) => c.field)).toEqual(["status", "result"]);
    const comp = (await env.DB.prepare("SELECT refreshed_at, refresh_status, refresh_error FROM competitions WHERE id = ?").bind(PL).first())!;
    expect(comp).toEqual({ refreshed_at: NOW.getTime(), refresh_status: "ok", refresh_error: null });
    // Not due again until refresh_hours have passed.
    expect(await refreshDueCompetitions(db(), { fetch: serving(JSON.stringify(file), calls), now: new Date(NOW.getTime() + 3_600_000) })).toEqual({});
    expect(calls).toHaveLength(1);
  });

  it("a source that fails, times out or answers garbage leaves the fixtures unchanged and records the error for admins", async () => {
    await setUrl();
    const before = await matchesOf();
    const sources: [FeedFetch, RegExp][] = [
      [serving(() => new Response("oops", { status: 500, statusText: "Internal Server Error" })), /answered 500/],
      [() => new Promise(() => {}), /did not answer within/],
      [serving("<html><body>Maintenance</body></html>"), /not valid JSON/],
      [serving('{"matches": 42}'), /no "matches" list/],
    ];
    // Each try once the back-off after the one before has run out (at most 24 hours).
    let at = NOW.getTime();
    for (const [fetch, message] of sources) {
      const out = await refreshDueCompetitions(db(), { fetch, now: new Date(at), timeoutMs: 50 });
      at += 24 * 3_600_000;
      expect(out[PL]).toMatch(message);
      expect(await matchesOf()).toBe(before);
      const comp = (await env.DB.prepare("SELECT refreshed_at, refresh_status, refresh_error FROM competitions WHERE id = ?")
        .bind(PL)
        .first<Record<string, unknown>>())!;
      expect(comp.refreshed_at).toBeNull();
      expect(comp.refresh_status).toBe("failed");
      expect(comp.refresh_error).toMatch(message);
      expect(comp.refresh_error).toMatch(/The stored fixtures were kept\.$/);
    }
    const cookie = await login();
    const list = await callAppJson<AdminCompetition[]>("/api/admin/competitions", { headers: { cookie } }, SITE);
    expect(list.body.find((c) => c.id === PL)).toMatchObject({ refreshStatus: "failed", refreshError: expect.stringMatching(/no "matches" list/) });
    // Each new error is logged once, not at every tick.
    expect(await count("admin_logs", "event = 'competition_refresh_failed'")).toBe(4);
    expect(await refreshDueCompetitions(db(), { fetch: sources[3][0], now: new Date(at) })).toHaveProperty(PL);
    expect(await count("admin_logs", "event = 'competition_refresh_failed'")).toBe(4);
  });

  it("the cron job is registered and reads nothing when no competition has an address", async () => {
    const { cronJobs } = await import("../../../src-worker/cron");
    expect(Object.keys(cronJobs)).toContain("refreshCompetitionFeeds");
    await env.DB.prepare("UPDATE competitions SET source_url = NULL").run();
    expect(await refreshDueCompetitions(db(), { fetch: () => Promise.reject(new Error("no fetch expected")), now: NOW })).toEqual({});
  });
});
