import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import { findCurrentPhase } from "../../../src-worker/services/payments/pricing";
import type { FeaturedPricing, Pricing } from "../../../src-worker/shared/contract/payments";
import { callAppJson, callJson, seedBase, testModeEnv } from "../helpers";

const DAY = 24 * 60 * 60 * 1000;

async function insertPhase(p: { kind: string; phase: string; label?: string; cents: number; starts: number; ends?: number | null; note?: string | null }) {
  await env.DB.prepare("INSERT INTO pricing_phases (kind, phase, label, price_cents, description, note, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(p.kind, p.phase, p.label ?? p.phase, p.cents, `${p.phase} description`, p.note ?? null, p.starts, p.ends ?? null)
    .run();
}

describe("pricing API", () => {
  it("answers the seeded submission, featured and sponsor phases in force now", async () => {
    await seedBase();
    const sub = await callJson<Pricing>("/api/venues/submission-pricing");
    expect(sub.status).toBe(200);
    expect(sub.res.headers.get("cache-control")).toMatch(/^public\b/);
    const expected = await env.DB.prepare(
      "SELECT phase, price_cents FROM pricing_phases WHERE kind = 'submission' AND starts_at <= ?1 AND (ends_at IS NULL OR ends_at > ?1) ORDER BY starts_at DESC LIMIT 1",
    )
      .bind(Date.now())
      .first<{ phase: string; price_cents: number }>();
    expect(sub.body).toMatchObject({ phase: expected!.phase, price: expected!.price_cents / 100 });
    expect(Object.keys(sub.body).sort()).toEqual(["description", "endsAt", "label", "note", "phase", "price"]);

    const sponsor = await callJson<Pricing>("/api/venues/sponsor-pricing");
    expect(sponsor.status).toBe(200);
    expect(sponsor.body.price).toBe(199);
  });

  it("picks the phase whose window contains now, the latest start winning, in whole dollars", async () => {
    const now = Date.now();
    await insertPhase({ kind: "submission", phase: "old", cents: 10000, starts: now - 30 * DAY, ends: now - DAY });
    await insertPhase({ kind: "submission", phase: "open-ended", cents: 20000, starts: now - 10 * DAY });
    await insertPhase({ kind: "submission", phase: "current", cents: 34950, starts: now - 2 * DAY, ends: now + DAY, note: "Price goes up soon" });
    await insertPhase({ kind: "submission", phase: "future", cents: 99900, starts: now + DAY });
    const { status, body } = await callJson<Pricing>("/api/venues/submission-pricing");
    expect(status).toBe(200);
    expect(body).toEqual({
      price: 349.5,
      phase: "current",
      description: "current description",
      label: "current",
      note: "Price goes up soon",
      endsAt: new Date(now + DAY).toISOString(),
    });
  });

  it("a phase starts exactly at starts_at and is over exactly at ends_at", async () => {
    const t = Date.UTC(2026, 0, 1);
    await insertPhase({ kind: "featured", phase: "a", cents: 100, starts: t - DAY, ends: t });
    await insertPhase({ kind: "featured", phase: "b", cents: 200, starts: t });
    const db = createDb(env.DB);
    expect((await findCurrentPhase(db, "featured", new Date(t - 1)))!.phase).toBe("a");
    expect((await findCurrentPhase(db, "featured", new Date(t)))!.phase).toBe("b");
    expect(await findCurrentPhase(db, "featured", new Date(t - 2 * DAY))).toBeNull();
  });

  it("503 JSON with a clear message when no phase is configured", async () => {
    for (const path of ["/api/venues/submission-pricing", "/api/venues/featured-pricing", "/api/venues/sponsor-pricing"]) {
      const { status, body } = await callJson<{ error: string; code: string }>(path);
      expect(status, path).toBe(503);
      expect(body.code).toBe("unavailable");
      expect(body.error).toMatch(/pricing is not configured/);
    }
    // Only past phases: still not configured now.
    await insertPhase({ kind: "submission", phase: "over", cents: 100, starts: Date.now() - 2 * DAY, ends: Date.now() - DAY });
    expect((await callJson("/api/venues/submission-pricing")).status).toBe(503);
  });

  it("featured pricing offers the tier in force and those to come, never an ended one", async () => {
    // Before the tournament (the site's clock), with one tier over, one in force and one to come.
    const siteNow = Date.parse("2026-02-15T12:00:00Z");
    const at = testModeEnv({ SITE_NOW: new Date(siteNow).toISOString() });
    await insertPhase({ kind: "featured", phase: "last", label: "Last call", cents: 65000, starts: Date.parse("2026-03-01T00:00:00Z"), note: "From June 8th" });
    await insertPhase({
      kind: "featured",
      phase: "first",
      label: "Early Early Movers",
      cents: 15000,
      starts: Date.parse("2025-06-01T00:00:00Z"),
      ends: Date.parse("2025-11-01T00:00:00Z"),
      note: "Ends Oct. 31st",
    });
    await insertPhase({
      kind: "featured",
      phase: "mid",
      label: "Early Movers",
      cents: 25000,
      starts: Date.parse("2025-11-01T00:00:00Z"),
      ends: Date.parse("2026-03-01T00:00:00Z"),
      note: "Ends Feb. 28th",
    });
    await insertPhase({ kind: "submission", phase: "not-a-tier", cents: 1, starts: siteNow - DAY });
    const { status, body } = await callAppJson<FeaturedPricing>("/api/venues/featured-pricing", {}, at);
    expect(status).toBe(200);
    expect(body).toMatchObject({ price: 250, phase: "mid", label: "Early Movers" });
    expect(body.tiers).toEqual([
      { label: "Early Movers", price: 250, phase: "mid", current: true, startsAt: "2025-11-01T00:00:00.000Z", endsAt: "2026-03-01T00:00:00.000Z" },
      { label: "Last call", price: 650, phase: "last", current: false, startsAt: "2026-03-01T00:00:00.000Z", endsAt: null },
    ]);
  });

  it("the seeded tiers: only those not yet ended before the tournament, the club season's after the final", async () => {
    await seedBase();
    const tiersAt = async (iso: string) => (await callAppJson<FeaturedPricing>("/api/venues/featured-pricing", {}, testModeEnv({ SITE_NOW: iso }))).body;
    const autumn = await tiersAt("2025-10-15T12:00:00Z");
    expect(autumn.tiers.map((t) => [t.label, t.price, t.current])).toEqual([
      ["Early Early Movers", 150, true],
      ["Early Movers", 250, false],
      ["Not as early movers", 450, false],
      ["Last call", 650, false],
    ]);
    const spring = await tiersAt("2026-04-15T12:00:00Z");
    expect(spring.tiers.map((t) => [t.label, t.current])).toEqual([
      ["Not as early movers", true],
      ["Last call", false],
    ]);
    // After the final, before the club season's offer: "Last call" is still the price in force but no
    // tier sold for the World Cup is listed; the season's tiers to come are.
    const summer = await tiersAt("2026-08-15T12:00:00Z");
    expect(summer.price).toBe(650);
    expect(summer.tiers.map((t) => [t.label, t.price, t.current])).toEqual([
      ["2026-27 club season", 250, false],
      ["Between seasons", 150, false],
    ]);
    // In the club season: its price is in force, with its end and the price that follows it.
    const season = await tiersAt("2026-11-28T12:00:00Z");
    expect(season).toMatchObject({ price: 250, phase: "club-season-2026-27", endsAt: "2027-06-01T00:00:00.000Z" });
    expect(season.tiers).toEqual([
      {
        label: "2026-27 club season",
        price: 250,
        phase: "club-season-2026-27",
        current: true,
        startsAt: "2026-11-28T00:00:00.000Z",
        endsAt: "2027-06-01T00:00:00.000Z",
      },
      { label: "Between seasons", price: 150, phase: "between-seasons", current: false, startsAt: "2027-06-01T00:00:00.000Z", endsAt: null },
    ]);
    const between = await tiersAt("2027-07-01T12:00:00Z");
    expect(between.tiers.map((t) => [t.label, t.current])).toEqual([["Between seasons", true]]);
  });

  it("the club season's offers are sold from its first day in every kind, in both languages' words", async () => {
    await seedBase();
    const at = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });
    for (const kind of ["submission", "sponsor"] as const) {
      const { body } = await callAppJson<Pricing>(`/api/venues/${kind}-pricing`, {}, at);
      expect(body, kind).toMatchObject({ phase: "club-season-2026-27", label: "2026-27 club season", endsAt: "2027-06-01T00:00:00.000Z" });
      expect(body.description, kind).toMatch(/season/);
    }
  });
});
