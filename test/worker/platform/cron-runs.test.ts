// Decision 039: every scheduled run is recorded (its start, end and each job's outcome), the last 50
// kept, and an admin reads them at GET /api/admin/cron; nobody else does.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { cronJobs, runScheduled } from "../../../src-worker/cron";
import { createDb } from "../../../src-worker/db/client";
import type { Bindings } from "../../../src-worker/env";
import { recordCronRun } from "../../../src-worker/services/platform/cron-runs";
import { type CronRun, cronRuns } from "../../../src-worker/shared/contract/admin-cron";
import { BASE, callJson, count, login, runCron, seedBase } from "../helpers";
import { ownerOf, venueWithWebsite } from "../owner-helpers";

const NOW = new Date("2026-12-06T12:00:00Z");

beforeEach(async () => {
  await seedBase();
});

describe("the cron's runs", () => {
  it("a run is recorded with each job's outcome, a failing job's error included; only the last 50 are kept", async () => {
    const db = createDb(env.DB);
    for (let i = 0; i < 55; i++)
      await recordCronRun(db, new Date(NOW.getTime() - (60 - i) * 900_000), new Date(NOW.getTime() - (60 - i) * 900_000 + 5), { old: "ok" });
    const original = cronJobs.expireFeaturedVenues;
    try {
      cronJobs.expireFeaturedVenues = async () => {
        throw new Error("injected failure");
      };
      await runScheduled(env as Bindings, NOW);
    } finally {
      cronJobs.expireFeaturedVenues = original;
    }
    expect(await count("cron_runs")).toBe(50);
    const last = (await env.DB.prepare("SELECT started_at, finished_at, results FROM cron_runs ORDER BY id DESC LIMIT 1").first<
      Record<string, string | number>
    >())!;
    expect(last.started_at).toBe(NOW.getTime());
    expect(Number(last.finished_at)).toBeGreaterThanOrEqual(NOW.getTime());
    const results = JSON.parse(String(last.results)) as Record<string, string>;
    expect(Object.keys(results).sort()).toEqual(Object.keys(cronJobs).sort());
    expect(results.expireFeaturedVenues).toMatch(/injected failure/);
    expect(results.refreshCompetitionFeeds).toBe("ok");
  });

  it("the scheduled handler records its run too", async () => {
    await runCron(NOW.getTime());
    expect(await count("cron_runs")).toBe(1);
  });
});

describe("GET /api/admin/cron", () => {
  it("answers the admin the last runs, newest first, as the contract says; a bad limit is a 400", async () => {
    const db = createDb(env.DB);
    await recordCronRun(db, new Date(NOW.getTime() - 900_000), new Date(NOW.getTime() - 899_000), { a: "ok", b: "Error: down" });
    await recordCronRun(db, NOW, new Date(NOW.getTime() + 2000), { a: "ok", b: "ok" });
    const cookie = await login();
    const r = await callJson<CronRun[]>("/api/admin/cron", { headers: { cookie } });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("cache-control")).toBe("no-store");
    expect(cronRuns.parse(r.body)).toEqual([
      { startedAt: NOW.toISOString(), finishedAt: new Date(NOW.getTime() + 2000).toISOString(), results: { a: "ok", b: "ok" } },
      {
        startedAt: new Date(NOW.getTime() - 900_000).toISOString(),
        finishedAt: new Date(NOW.getTime() - 899_000).toISOString(),
        results: { a: "ok", b: "Error: down" },
      },
    ]);
    expect((await callJson<CronRun[]>("/api/admin/cron?limit=1", { headers: { cookie } })).body).toHaveLength(1);
    for (const limit of ["0", "51", "ten"]) {
      const bad = await callJson<{ error: string }>(`/api/admin/cron?limit=${limit}`, { headers: { cookie } });
      expect(bad.status, limit).toBe(400);
      expect(bad.body.error).toMatch(/limit/);
    }
  });

  it("anonymous callers and venue owners are refused", async () => {
    const anonymous = await callJson("/api/admin/cron");
    expect(anonymous.status).toBe(401);
    const owner = await ownerOf(await venueWithWebsite(), "owner@thepitch.example.com");
    const asOwner = await callJson("/api/admin/cron", { headers: { cookie: owner, origin: BASE } });
    expect([401, 403]).toContain(asOwner.status);
  });
});
