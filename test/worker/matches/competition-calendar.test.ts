// A competition's calendar feed (GET /api/competitions/{id}/calendar.ics): every match of the season, a
// kick-off the source has not fixed written as a tentative all-day event with its note, never as a time.

import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { callApp, countingD1, seedDemo, testModeEnv } from "../helpers";

const NOW = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });
const feed = async (path: string, bindings = NOW) => {
  const res = await callApp(path, {}, bindings);
  return { status: res.status, text: await res.text(), res };
};
/** The events of a feed, each as its unfolded lines. */
const events = (ics: string) =>
  ics
    .replace(/\r\n /g, "")
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((e) => e.split("\r\n"));
const line = (event: string[], name: string) => event.find((l) => l.startsWith(name)) ?? null;

beforeEach(async () => {
  await seedDemo();
});

describe("GET /api/competitions/{id}/calendar.ics", () => {
  it("lists every match of the season; provisional kick-offs are tentative all-day events saying what is not known", async () => {
    const { status, text, res } = await feed("/api/competitions/premier-league-2026-27/calendar.ics");
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="premier-league-2026-27.ics"');
    expect(text).toContain("X-WR-CALNAME:Premier League 2026-27");
    const all = events(text);
    expect(all).toHaveLength(380);
    // The opener: a fixed kick-off, with its result once played.
    const opener = all.find((e) => line(e, "SUMMARY:")?.startsWith("SUMMARY:Arsenal vs Coventry"))!;
    expect(line(opener, "DTSTART")).toBe("DTSTART:20260821T190000Z");
    expect(line(opener, "STATUS")).toBeNull();
    expect(line(opener, "DESCRIPTION:")).toMatch(/^DESCRIPTION:Result: \d+-\d+\. http:\/\/localhost:8787\/match\/1001-arsenal-coventry-city$/);
    // A placeholder round date: all day, tentative, said as provisional; never a time.
    const provisional = all.find((e) => line(e, "SUMMARY:")?.startsWith("SUMMARY:Arsenal vs Man City"))!;
    expect(line(provisional, "SUMMARY:")).toBe("SUMMARY:Arsenal vs Man City (Premier League\\, Matchday 12\\, date to be confirmed)");
    expect(line(provisional, "DTSTART")).toBe("DTSTART;VALUE=DATE:20261128");
    expect(line(provisional, "DTEND")).toBe("DTEND;VALUE=DATE:20261129");
    expect(line(provisional, "STATUS")).toBe("STATUS:TENTATIVE");
    expect(line(provisional, "DESCRIPTION:")).toMatch(/^DESCRIPTION:Date and time to be confirmed: Provisionally the weekend of Nov 28\. http/);
    expect(line(provisional, "UID:")).toMatch(/^UID:match-\d{4}@localhost:8787$/);
  });

  it("names a club match as its club's calendar and its page do", async () => {
    const summary = (ics: string) => line(events(ics).find((e) => line(e, "UID:")?.startsWith("UID:match-1001@"))!, "SUMMARY:");
    const competition = await feed("/api/competitions/premier-league-2026-27/calendar.ics");
    const club = await feed("/team/arsenal/calendar.ics");
    expect(club.status).toBe(200);
    expect(summary(competition.text)).toMatch(/^SUMMARY:Arsenal vs Coventry \(/);
    expect(summary(club.text)).toMatch(/^SUMMARY:Arsenal vs Coventry \(/);
  });

  it("a day without a time is an all-day event saying the time is to be confirmed; in Spanish with ?lang=es", async () => {
    const en = events((await feed("/api/competitions/ligue-1-2026-27/calendar.ics")).text);
    const psg = en.find((e) => line(e, "SUMMARY:")?.includes("Matchday 14") && line(e, "SUMMARY:")?.includes("PSG"))!;
    expect(line(psg, "DTSTART")).toBe("DTSTART;VALUE=DATE:20261212");
    expect(line(psg, "STATUS")).toBe("STATUS:TENTATIVE");
    expect(line(psg, "DESCRIPTION:")).toMatch(/^DESCRIPTION:Time to be confirmed\. /);
    const es = await feed("/api/competitions/laliga-2026-27/calendar.ics?lang=es");
    expect(es.text).toContain("X-WR-CALNAME:LaLiga 2026-27");
    const celta = events(es.text).find((e) => line(e, "SUMMARY:")?.startsWith("SUMMARY:Celta de Vigo vs. Villarreal"))!;
    expect(line(celta, "SUMMARY:")).toContain("Jornada");
    expect(line(celta, "DESCRIPTION:")).toMatch(/^DESCRIPTION:Fecha y hora por confirmar: En principio\\, el fin de semana del /);
  });

  it("keeps the World Cup's event ids, answers 404 for an unknown competition and 400 for a bad language, in two queries", async () => {
    const wc = events((await feed("/api/competitions/world-cup-2026/calendar.ics")).text);
    expect(wc).toHaveLength(104);
    expect(wc.map((e) => line(e, "UID:"))).toContain("UID:wc2026-match-104@localhost:8787");
    const missing = await callApp("/api/competitions/mls-2026/calendar.ics", {}, NOW);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "Competition not found" });
    expect((await callApp("/api/competitions/laliga-2026-27/calendar.ics?lang=fr", {}, NOW)).status).toBe(400);
    const { db, queries } = countingD1(env.DB);
    expect((await callApp("/api/competitions/serie-a-2026-27/calendar.ics", {}, { ...NOW, DB: db })).status).toBe(200);
    expect(queries.length).toBeLessThanOrEqual(2);
  });
});
