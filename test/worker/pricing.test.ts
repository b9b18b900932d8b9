import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src-worker/db/client";
import { findCurrentPhase } from "../../src-worker/services/pricing";
import type { FeaturedPricing, Pricing } from "../../src-worker/shared/contract/payments";
import { callJson, seedBase } from "./helpers";

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

  it("featured pricing carries the tier table ordered by start with the current tier flagged", async () => {
    const now = Date.now();
    await insertPhase({ kind: "featured", phase: "last", label: "Last call", cents: 65000, starts: now + 10 * DAY, note: "From June 8th" });
    await insertPhase({
      kind: "featured",
      phase: "first",
      label: "Early Early Movers",
      cents: 15000,
      starts: now - 100 * DAY,
      ends: now - 50 * DAY,
      note: "Ends Oct. 31st",
    });
    await insertPhase({
      kind: "featured",
      phase: "mid",
      label: "Early Movers",
      cents: 25000,
      starts: now - 50 * DAY,
      ends: now + 10 * DAY,
      note: "Ends Feb. 28th",
    });
    await insertPhase({ kind: "submission", phase: "not-a-tier", cents: 1, starts: now - DAY });
    const { status, body } = await callJson<FeaturedPricing>("/api/venues/featured-pricing");
    expect(status).toBe(200);
    expect(body).toMatchObject({ price: 250, phase: "mid", label: "Early Movers" });
    // Each note names its year, from the tier's last day (an end) or its first (a start).
    const year = (t: number) => new Date(t).getUTCFullYear();
    expect(body.tiers).toEqual([
      { label: "Early Early Movers", price: 150, note: `Ends Oct. 31st, ${year(now - 50 * DAY - 1)}`, phase: "first", current: false },
      { label: "Early Movers", price: 250, note: `Ends Feb. 28th, ${year(now + 10 * DAY - 1)}`, phase: "mid", current: true },
      { label: "Last call", price: 650, note: `From June 8th, ${year(now + 10 * DAY)}`, phase: "last", current: false },
    ]);
  });

  it("the seeded featured tiers follow the spec's table", async () => {
    await seedBase();
    const { body } = await callJson<FeaturedPricing>("/api/venues/featured-pricing");
    expect(body.tiers.map((t) => [t.label, t.price])).toEqual([
      ["Early Early Movers", 150],
      ["Early Movers", 250],
      ["Not as early movers", 450],
      ["Last call", 650],
    ]);
    expect(body.tiers.map((t) => t.note)).toEqual(["Ends Oct. 31st, 2025", "Ends Feb. 28th, 2026", "Ends May 28th, 2026", "From June 8th, 2026"]);
    expect(body.tiers.filter((t) => t.current)).toHaveLength(1);
    expect(body.tiers.find((t) => t.current)!.phase).toBe(body.phase);
  });
});
