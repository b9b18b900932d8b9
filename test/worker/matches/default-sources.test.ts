// Decision 039: every shipped league reads its real openfootball file by default (seed and migration
// 0020 alike); the cron fetches external addresses only in production, and an admin's Refresh now
// fetches wherever it runs.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cronJobs } from "../../../src-worker/cron";
import en from "../../../src-worker/db/seed/club-2026-27/en.1.json";
import type { Bindings } from "../../../src-worker/env";
import { SKIPPED_OUTSIDE_PRODUCTION } from "../../../src-worker/services/matches/competition-feeds";
import type { AdminCompetition, FeedPreviewResult } from "../../../src-worker/shared/contract/admin-competitions";
import { BASE, callAppJson, login, seedBase, testModeEnv } from "../helpers";

const NOW = new Date("2026-11-28T12:00:00Z");
const SITE = testModeEnv({ SITE_NOW: NOW.toISOString() });
const RAW = "https://raw.githubusercontent.com/openfootball/football.json/master/2026-27";
const LEAGUES: [string, string][] = [
  ["premier-league-2026-27", "en.1"],
  ["laliga-2026-27", "es.1"],
  ["bundesliga-2026-27", "de.1"],
  ["serie-a-2026-27", "it.1"],
  ["ligue-1-2026-27", "fr.1"],
];

const sources = async () =>
  (
    await env.DB.prepare(
      "SELECT id, source_kind, source_url, source_label, source_licence, refresh_hours, refreshed_at, refresh_status, next_refresh_at FROM competitions WHERE kind = 'league' ORDER BY position",
    ).all<Record<string, string | number | null>>()
  ).results;

/** Every fetch the Worker makes, answered with the Premier League's shipped file (nothing leaves the test). */
const fetched: string[] = [];
const realFetch = globalThis.fetch;
beforeEach(async () => {
  await seedBase();
  fetched.length = 0;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify(en));
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("the shipped leagues' default sources", () => {
  it("the seed gives each league its openfootball file, read every 6 hours and due at once", async () => {
    expect(await sources()).toEqual(
      LEAGUES.map(([id, file]) => ({
        id,
        source_kind: "openfootball",
        source_url: `${RAW}/${file}.json`,
        source_label: "openfootball",
        source_licence: "Public domain",
        refresh_hours: 6,
        refreshed_at: null,
        refresh_status: null,
        next_refresh_at: null,
      })),
    );
  });

  it("migration 0020 gives a deployed league without an address the same, due at once; an address an admin gave is kept", async () => {
    const admins = "https://feeds.example/laliga.json";
    await env.DB.batch([
      env.DB.prepare("UPDATE competitions SET source_url = NULL, refresh_hours = 24 WHERE kind = 'league'"),
      env.DB.prepare("UPDATE competitions SET source_url = ? WHERE id = 'laliga-2026-27'").bind(admins),
    ]);
    const migration = (env.TEST_MIGRATIONS as { name: string; queries: string[] }[]).find((m) => m.name.startsWith("0020_"))!;
    for (const q of migration.queries.filter((q) => q.includes("UPDATE `competitions`"))) {
      await env.DB.prepare(q).run();
    }
    const rows = await sources();
    for (const [id, file] of LEAGUES) {
      const row = rows.find((r) => r.id === id)!;
      if (id === "laliga-2026-27") {
        expect(row).toMatchObject({ source_url: admins, refresh_hours: 24, next_refresh_at: null });
        continue;
      }
      expect(row).toMatchObject({ source_kind: "openfootball", source_url: `${RAW}/${file}.json`, source_licence: "Public domain", refresh_hours: 6 });
      // Due at the first cron run: the migration's moment (the database's real clock, never after the site's).
      expect(Number(row.next_refresh_at)).toBeGreaterThan(Date.parse("2026-12-01T00:00:00Z"));
      expect(Number(row.next_refresh_at)).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe("outside production the cron fetches nothing external", () => {
  it("a scheduled run skips every league with an external address and says why; nothing is fetched or written", async () => {
    const out = await cronJobs.refreshCompetitionFeeds(env as Bindings, NOW);
    expect(out).toEqual(Object.fromEntries(LEAGUES.map(([id]) => [id, SKIPPED_OUTSIDE_PRODUCTION])));
    expect(fetched).toEqual([]);
    expect((await sources()).every((r) => r.refreshed_at === null && r.refresh_status === null)).toBe(true);
  });

  it("a local /dev/feeds sample is still read by a scheduled run", async () => {
    await env.DB.prepare("UPDATE competitions SET source_url = NULL WHERE id <> 'premier-league-2026-27'").run();
    await env.DB.prepare("UPDATE competitions SET source_url = 'http://localhost:8787/dev/feeds/sample-cup.json' WHERE id = 'premier-league-2026-27'").run();
    const out = (await cronJobs.refreshCompetitionFeeds(env as Bindings, NOW)) as Record<string, string>;
    // Read from memory (no fetch); the sample is not the Premier League's file, so it is refused or applied, never skipped.
    expect(out["premier-league-2026-27"]).not.toBe(SKIPPED_OUTSIDE_PRODUCTION);
    expect(fetched).toEqual([]);
  });

  it("in production the same run fetches each league's file", async () => {
    const production = { ...env, ENVIRONMENT: "production", SITE_NOW: "" } as Bindings;
    const out = (await cronJobs.refreshCompetitionFeeds(production, NOW)) as Record<string, string>;
    expect(fetched.sort()).toEqual(LEAGUES.map(([, file]) => `${RAW}/${file}.json`).sort());
    expect(out["premier-league-2026-27"]).toBe("applied: 0 new, 0 changed, 0 refused");
    // The admin's list says what that read changed, and when the next one is due.
    const cookie = await login();
    const list = await callAppJson<AdminCompetition[]>("/api/admin/competitions", { headers: { cookie } }, SITE);
    expect(list.body.find((c) => c.id === "premier-league-2026-27")).toMatchObject({
      refreshedAt: NOW.toISOString(),
      refreshHours: 6,
      lastRefresh: { at: NOW.toISOString(), by: "cron", new: 0, changed: 0, rejected: 0 },
    });
    expect(list.body.find((c) => c.id === "world-cup-2026")?.lastRefresh).toBeNull();
  });

  it("an admin's Refresh now still fetches the league's file outside production", async () => {
    const cookie = await login();
    const r = await callAppJson<FeedPreviewResult>(
      "/api/admin/competitions/premier-league-2026-27/preview",
      { method: "POST", json: {}, headers: { cookie, origin: BASE } },
      SITE,
    );
    expect(r.status).toBe(200);
    expect(fetched).toEqual([`${RAW}/en.1.json`]);
    expect(r.body.preview.new).toEqual([]);
  });
});
