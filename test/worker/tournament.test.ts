// The tournament's phase and the site's clock: the phase boundaries, the calendar constants against the
// seeded matches, SITE_NOW (refused in production, "as of" answers elsewhere) and the FAQ per phase.
import { beforeEach, describe, expect, it } from "vitest";
import { getConfig } from "../../src-worker/env";
import { cityFaq, siteFaq } from "../../src-worker/shared/content/faq";
import { siteFaq as siteFaqEs } from "../../src-worker/shared/content/faq.es";
import type { Match, TeamDetail } from "../../src-worker/shared/contract/matches";
import {
  competitionPhase,
  FINAL_KICKOFF,
  KNOCKOUT_KICKOFF,
  kickoffDays,
  MATCH_OVER_MS,
  matchState,
  OPENING_KICKOFF,
  reportWindow,
  sitePhase,
  teamIsOut,
  tournamentPhase,
} from "../../src-worker/shared/tournament";
import { callApp, callAppJson, getPublic, seedBase, testModeEnv } from "./helpers";

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);
const withClock = (SITE_NOW: string) => testModeEnv({ SITE_NOW });

describe("competitionPhase and the site's phase", () => {
  const league = { firstKickoffAt: "2026-08-21T19:00:00.000Z", lastKickoffAt: "2027-05-30T15:00:00.000Z" };
  const worldCup = { firstKickoffAt: OPENING_KICKOFF, lastKickoffAt: FINAL_KICKOFF };
  it("is before, during or after a competition from its first and last kick-off; one without matches is after", () => {
    expect(competitionPhase(league, new Date("2026-08-21T18:59:59Z"))).toBe("before");
    expect(competitionPhase(league, new Date("2026-11-28T12:00:00Z"))).toBe("during");
    expect(competitionPhase(league, new Date(Date.parse(league.lastKickoffAt) + MATCH_OVER_MS - 1))).toBe("during");
    expect(competitionPhase(league, new Date(Date.parse(league.lastKickoffAt) + MATCH_OVER_MS))).toBe("after");
    expect(competitionPhase({ firstKickoffAt: null, lastKickoffAt: null }, new Date())).toBe("after");
  });

  it("keeps the World Cup's own phases, and after its final is 'season' while any other competition is played", () => {
    const all = [worldCup, league];
    expect(sitePhase(new Date("2026-05-01T00:00:00Z"), all)).toBe("before");
    expect(sitePhase(new Date("2026-06-20T18:00:00Z"), all)).toBe("during");
    expect(sitePhase(new Date("2026-07-30T00:00:00Z"), all)).toBe("after");
    expect(sitePhase(new Date("2026-11-28T12:00:00Z"), all)).toBe("season");
    expect(sitePhase(new Date("2026-11-28T12:00:00Z"), [worldCup])).toBe("after");
    expect(sitePhase(new Date("2027-07-01T00:00:00Z"), all)).toBe("after");
  });
});

describe("tournamentPhase", () => {
  it("is 'before' until the opening kick-off, 'during' until the final is over, then 'after'", () => {
    expect(tournamentPhase(at(OPENING_KICKOFF, -1))).toBe("before");
    expect(tournamentPhase(at(OPENING_KICKOFF))).toBe("during");
    expect(tournamentPhase(at(FINAL_KICKOFF))).toBe("during");
    expect(tournamentPhase(at(FINAL_KICKOFF, MATCH_OVER_MS - 1))).toBe("during");
    expect(tournamentPhase(at(FINAL_KICKOFF, MATCH_OVER_MS))).toBe("after");
    expect(tournamentPhase(new Date("2026-11-24T12:00:00Z"))).toBe("after");
  });

  it("a match is upcoming before kick-off, live for three hours, then over", () => {
    expect(matchState({ kickoffAt: FINAL_KICKOFF }, at(FINAL_KICKOFF, -1))).toBe("upcoming");
    expect(matchState({ kickoffAt: FINAL_KICKOFF }, at(FINAL_KICKOFF))).toBe("live");
    expect(matchState({ kickoffAt: FINAL_KICKOFF }, at(FINAL_KICKOFF, MATCH_OVER_MS - 1))).toBe("live");
    expect(matchState({ kickoffAt: FINAL_KICKOFF }, at(FINAL_KICKOFF, MATCH_OVER_MS))).toBe("over");
  });
});

describe("a kick-off never confirmed (docs/decisions/038)", () => {
  const london = "Europe/London";
  // Saturday Dec 12, 2026: a known day with no time, stored at noon in London.
  const timeTbc = { kickoffAt: "2026-12-12T12:00:00Z", kickoffPrecision: "time_tbc", timeZone: london } as const;
  // A round's placeholder: every match "Saturday Dec 12, 15:00" until the league fixes the dates.
  const weekend = { kickoffAt: "2026-12-12T15:00:00Z", kickoffPrecision: "date_tbc", timeZone: london } as const;
  const midweek = { kickoffAt: "2026-12-16T19:45:00Z", kickoffPrecision: "date_tbc", timeZone: london } as const;

  it("spans its own day (time TBC), the Friday to Monday of a weekend placeholder, the Tuesday to Thursday of a midweek one", () => {
    expect(kickoffDays(timeTbc)).toEqual(["2026-12-12", "2026-12-12"]);
    expect(kickoffDays(weekend)).toEqual(["2026-12-11", "2026-12-14"]);
    expect(kickoffDays({ ...weekend, kickoffAt: "2026-12-13T15:00:00Z" })).toEqual(["2026-12-11", "2026-12-14"]);
    expect(kickoffDays(midweek)).toEqual(["2026-12-15", "2026-12-17"]);
  });

  it("is upcoming until the last moment it could kick off, then unconfirmed; never live, never over without a result", () => {
    for (const at of ["2026-12-12T11:59:00Z", "2026-12-12T12:00:00Z", "2026-12-12T15:30:00Z", "2026-12-12T23:59:59Z"])
      expect(matchState(timeTbc, new Date(at)), at).toBe("upcoming");
    expect(matchState(timeTbc, new Date("2026-12-13T00:00:00Z"))).toBe("unconfirmed");
    for (const at of ["2026-12-12T15:00:00Z", "2026-12-12T16:00:00Z", "2026-12-14T23:59:59Z"]) expect(matchState(weekend, new Date(at)), at).toBe("upcoming");
    expect(matchState(weekend, new Date("2026-12-15T00:00:00Z"))).toBe("unconfirmed");
    expect(matchState(midweek, new Date("2026-12-17T23:00:00Z"))).toBe("upcoming");
    expect(matchState(midweek, new Date("2026-12-18T00:00:00Z"))).toBe("unconfirmed");
    // A result says it was played, however little was known of its kick-off.
    expect(matchState({ ...weekend, result: { ft: [1, 0] } }, new Date("2026-12-13T18:00:00Z"))).toBe("over");
    // A confirmed kick-off in the same zone keeps the three hours of "live".
    expect(matchState({ ...weekend, kickoffPrecision: "exact" }, new Date("2026-12-12T16:00:00Z"))).toBe("live");
  });

  it("keeps reports open from a day before the first day it may fall on to twelve hours after the last", () => {
    expect(reportWindow(weekend, new Date("2026-12-09T23:59:00Z"))).toBe("not_yet");
    expect(reportWindow(weekend, new Date("2026-12-10T00:00:00Z"))).toBe("open");
    expect(reportWindow(weekend, new Date("2026-12-15T11:59:00Z"))).toBe("open");
    expect(reportWindow(weekend, new Date("2026-12-15T12:00:00Z"))).toBe("closed");
  });
});

describe("the calendar against the seeded matches", () => {
  beforeEach(seedBase);

  it("OPENING_KICKOFF is match 1's kick-off and FINAL_KICKOFF match 104's, the first and the last", async () => {
    const all = await getPublic<Match[]>("/api/matches");
    expect(all[0]).toMatchObject({ number: 1, kickoffAt: new Date(OPENING_KICKOFF).toISOString() });
    expect(all.at(-1)).toMatchObject({ number: 104, stage: "Final", kickoffAt: new Date(FINAL_KICKOFF).toISOString() });
    const firstKnockout = all.find((m) => m.stage !== "Group stage");
    expect(firstKnockout).toMatchObject({ number: 73, kickoffAt: new Date(KNOCKOUT_KICKOFF).toISOString() });
  });

  it("a team is out once it has no match left: not while its next match may come, at once after a knockout defeat", async () => {
    const team = async (code: string, now: string) => (await callAppJson<TeamDetail>(`/api/teams/${code}`, {}, withClock(now))).body;
    const out = async (code: string, now: string) => {
      const t = await team(code, now);
      return teamIsOut(t, t.matches, new Date(now));
    };
    // During the group stage every team may still go on.
    expect(await out("mex", "2026-06-20T18:00:00Z")).toBe(false);
    // After the final, every team's tournament is over.
    expect(await out("esp", "2026-11-28T12:00:00Z")).toBe(true);
    // The champion and the runner-up play until the final.
    expect(await out("esp", "2026-07-18T12:00:00Z")).toBe(false);
    expect(await out("arg", "2026-07-18T12:00:00Z")).toBe(false);
    // A team that went home before the final, seen the day before it.
    const finalists = ["ESP", "ARG"];
    const all = await getPublic<TeamDetail[]>("/api/teams");
    const home = all.find((t) => !finalists.includes(t.code));
    expect(home && (await out(home.code.toLowerCase(), "2026-07-18T12:00:00Z"))).toBe(true);
  });
});

describe("SITE_NOW", () => {
  beforeEach(seedBase);

  it("is refused in production with a clear error, and no page or answer is served", async () => {
    const bindings = testModeEnv({ ENVIRONMENT: "production", SITE_NOW: "2026-06-20T18:00:00Z" } as never);
    expect(() => getConfig(bindings)).toThrow(/SITE_NOW is refused in production/);
    for (const path of ["/api/matches/104", "/"]) {
      const res = await callApp(path, {}, bindings);
      expect(res.status, path).toBe(500);
      expect(await res.text(), path).not.toContain("Spain");
    }
    // Production on the real clock is fine.
    expect((await callApp("/api/health", {}, testModeEnv({ ENVIRONMENT: "production" } as never))).status).toBe(200);
  });

  it("before a match is over, its answer has no result (and a knockout side not yet known is its slot)", async () => {
    const weeksBefore = await callAppJson<Match>("/api/matches/104", {}, withClock("2026-06-20T18:00:00Z"));
    expect(weeksBefore.status).toBe(200);
    expect(weeksBefore.body).toMatchObject({ status: "scheduled", result: null, team1: null, team1Slot: "W101", team2: null, team2Slot: "W102" });

    const live = await callAppJson<Match>("/api/matches/104", {}, withClock("2026-07-19T20:00:00Z"));
    expect(live.body).toMatchObject({ status: "scheduled", result: null, team1: { name: "Spain" }, team2: { name: "Argentina" } });

    const over = await callAppJson<Match>("/api/matches/104", {}, withClock("2026-07-19T22:00:00Z"));
    expect(over.body).toMatchObject({ status: "played", result: { aet: [1, 0], winner: "Spain" } });

    // The day's list agrees with the single answer.
    const day = await callAppJson<Match[]>("/api/matches?date=2026-06-20", {}, withClock("2026-06-20T18:00:00Z"));
    for (const m of day.body) expect(m.result === null, `match ${m.number}`).toBe(Date.parse(m.kickoffAt) + MATCH_OVER_MS > Date.parse("2026-06-20T18:00:00Z"));
  });

  it("marks the pages it renders, so the SPA's clock starts there; the real clock does not", async () => {
    const html = await (await callApp("/about", {}, withClock("2026-05-01T11:30:00Z"))).text();
    expect(html).toContain('<meta name="site-now" content="2026-05-01T11:30:00Z">');
    expect(await (await callApp("/about")).text()).not.toContain('name="site-now"');
  });
});

describe("the FAQ's structured data follows the phase", () => {
  const faqJsonLd = async (siteNow?: string) => {
    const html = await (await callApp("/faq", {}, siteNow ? withClock(siteNow) : testModeEnv())).text();
    const m = html.match(/<script type="application\/ld\+json" id="faq-jsonld">(.*?)<\/script>/s);
    const ld = JSON.parse(m![1]) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    return new Map(ld.mainEntity.map((q) => [q.name, q.acceptedAnswer.text]));
  };

  it("speaks of the tournament as ahead before and during it, and as played after the final", async () => {
    const before = await faqJsonLd("2026-05-01T11:30:00Z");
    expect(before.get("When is the 2026 World Cup?")).toMatch(/^The FIFA World Cup 2026 runs from June 11 to July 19, 2026\./);
    expect(before.get("Where is the final?")).toMatch(/The final is on July 19, 2026 at MetLife Stadium/);
    expect(before.has("When was the 2026 World Cup?")).toBe(false);

    const during = await faqJsonLd("2026-06-20T18:00:00Z");
    expect([...during]).toEqual([...before]);

    for (const after of [await faqJsonLd("2026-11-24T18:00:00Z"), await faqJsonLd()]) {
      expect(after.has("When is the 2026 World Cup?")).toBe(false);
      expect(after.get("When was the 2026 World Cup?")).toMatch(/^The FIFA World Cup 2026 ran from June 11 to July 19, 2026\./);
      expect(after.get("Where was the final?")).toMatch(/The final was played on July 19, 2026 at MetLife Stadium/);
      expect(after.get("Can I still buy tickets?")).toMatch(/^No: the 2026 World Cup is over\./);
      // Questions that are as true after as before keep the spec's words.
      expect(after.get("Is this site affiliated with FIFA?")).toBe(before.get("Is this site affiliated with FIFA?"));
      expect(after.size).toBe(before.size);
      // What the Worker renders is the shared content of that phase.
      expect([...after.keys()]).toEqual(siteFaq("after").flatMap((c) => c.items.map((i) => i.question)));
    }
  });

  it("answers about a match or a team point to the match and team pages, in both languages and every phase", () => {
    for (const phase of ["before", "during", "after"] as const) {
      const en = JSON.stringify(siteFaq(phase));
      expect(en).toContain("Open the match's page from the schedule");
      expect(en).toContain("Each team's page lists its supporters' bars");
      const es = JSON.stringify(siteFaqEs(phase));
      expect(es).toContain("Abre la página del partido desde el calendario");
      expect(es).toContain("La página de cada equipo muestra sus bares de aficionados");
    }
  });

  it("no answer after the final speaks of the tournament as ahead", () => {
    const text = JSON.stringify(siteFaq("after"));
    expect(text).not.toMatch(/\b(runs from|is on July 19|are organizing|will be|are played|play 104)\b/);
  });
});

describe("city FAQ: towns with a host stadium", () => {
  const hostQuestion = (items: { question: string; answer: string }[]) => items.find((i) => /host city\?$/.test(i.question))!;

  it("East Rutherford and Arlington, TX are where host matches were played, not cities the tournament passed by", () => {
    const rutherford = hostQuestion(cityFaq({ name: "East Rutherford", state: "New Jersey", host2026: false }, "after"));
    expect(rutherford.answer).toBe(
      "Not as a host city of its own, but MetLife Stadium in East Rutherford was where the New York New Jersey host matches were played, the final on July 19, 2026 among them.",
    );
    const arlington = hostQuestion(cityFaq({ name: "Arlington", state: "Texas", host2026: false }, "before"));
    expect(arlington.answer).toBe("Not as a host city of its own, but AT&T Stadium in Arlington is where the Dallas host matches are played.");
    // Arlington, Virginia has no stadium: the plain answer.
    expect(hostQuestion(cityFaq({ name: "Arlington", state: "Virginia", host2026: false }, "after")).answer).toMatch(
      /^No\. Arlington was not one of the 16 host cities/,
    );
  });
});
