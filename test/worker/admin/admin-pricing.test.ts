// The admin's prices (/api/admin/pricing): every phase with its state now, a new phase on sale at once
// on the public prices, and the rules that keep what was sold as it was sold: a phase that has been on
// sale only takes an end (not in the past), one still to come can change or go, and bad input saves
// nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { type AdminPricing, adminPricing, pricingPhaseResult } from "../../../src-worker/shared/contract/admin-pricing";
import type { FeaturedPricing } from "../../../src-worker/shared/contract/payments";
import { asAdmin, callAppJson, count, login, seedBase, testModeEnv } from "../helpers";

/** A fixed clock in the 2026-27 club season: which phase has ended, is on sale or is to come never depends on the real date. */
const CLOCK = testModeEnv({ SITE_NOW: "2026-12-05T12:00:00Z" });
let cookie = "";
const admin = asAdmin(() => cookie, CLOCK);

beforeEach(async () => {
  await seedBase();
  cookie = await login();
  // A public read first, as on a live site: the cache versions start at random, never where an
  // earlier test's database left a cached answer.
  await callAppJson("/api/venues/featured-pricing", {}, CLOCK);
});

const list = async () => adminPricing.parse((await admin.get<AdminPricing>("/api/admin/pricing")).body);
const featured = async () => (await list()).phases.filter((p) => p.kind === "featured");
const idOf = async (kind: string, phase: string) => (await list()).phases.find((p) => p.kind === kind && p.phase === phase)!.id;

const NEXT_SEASON = {
  kind: "featured",
  phase: "club-season-2027-28",
  label: "2027-28 club season",
  price: 275,
  description: "30 days of premium placement at the top of your city page, marked as Featured, during the 2027-28 club season.",
  startsAt: "2027-08-01T00:00:00Z",
  endsAt: "2028-06-01T00:00:00Z",
};

describe("admin prices", () => {
  it("lists every phase with its state as of now: ended, replaced, on sale, to come", async () => {
    const states = Object.fromEntries((await featured()).map((p) => [p.phase, p.state]));
    expect(states).toEqual({
      "early-launch": "ended",
      "early-movers": "ended",
      "not-as-early-movers": "ended",
      "last-call": "overlapped",
      "club-season-2026-27": "in_force",
      "between-seasons": "upcoming",
    });
    const onSale = (await list()).phases.filter((p) => p.state === "in_force");
    expect(onSale.map((p) => p.kind).sort()).toEqual(["featured", "sponsor", "submission"]);
  });

  it("adds the next season's phase: listed as to come, offered on the venue page's tiers, logged; a retry adds nothing", async () => {
    const before = await count("pricing_phases");
    const added = await admin.post("/api/admin/pricing", NEXT_SEASON);
    expect(added.status).toBe(201);
    expect(pricingPhaseResult.parse(added.body).phase).toMatchObject({
      phase: "club-season-2027-28",
      price: 275,
      state: "upcoming",
      endsAt: "2028-06-01T00:00:00.000Z",
    });
    const tiers = (await callAppJson<FeaturedPricing>("/api/venues/featured-pricing", {}, CLOCK)).body.tiers;
    expect(tiers.map((t) => [t.label, t.price])).toEqual([
      ["2026-27 club season", 250],
      ["Between seasons", 150],
      ["2027-28 club season", 275],
    ]);
    expect(await count("admin_logs", "event = 'pricing_phase_added'")).toBe(1);

    const again = await admin.post("/api/admin/pricing", NEXT_SEASON);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('There is already a featured phase named "club-season-2027-28". Nothing was saved.');
    expect(await count("pricing_phases")).toBe(before + 1);
  });

  it("a phase starting now is on sale at once", async () => {
    const res = await admin.post("/api/admin/pricing", {
      ...NEXT_SEASON,
      phase: "winter-offer",
      label: "Winter offer",
      price: 199.5,
      startsAt: "now",
      endsAt: null,
    });
    expect(res.status).toBe(201);
    const pricing = (await callAppJson<FeaturedPricing>("/api/venues/featured-pricing", {}, CLOCK)).body;
    expect(pricing).toMatchObject({ phase: "winter-offer", price: 199.5 });
  });

  it("refuses bad input with a message that names the field, and saves nothing", async () => {
    const before = await count("pricing_phases");
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ price: 0 }, /price/],
      [{ price: 10.001 }, /whole cents/],
      [{ price: "250" }, /price/],
      [{ kind: "tickets" }, /submission, featured or sponsor/],
      [{ phase: "Club Season!" }, /lower-case words/],
      [{ label: "" }, /label/],
      [{ startsAt: "2026-01-01T00:00:00Z" }, /not in the past/],
      [{ startsAt: "next week" }, /startsAt/],
      [{ endsAt: "2027-07-01T00:00:00Z" }, /after the start/],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post("/api/admin/pricing", { ...NEXT_SEASON, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(change)).toMatch(message);
    }
    expect(await count("pricing_phases")).toBe(before);
  });

  it("a phase that has been on sale keeps its price: only its end can be set, never in the past", async () => {
    const id = await idOf("featured", "club-season-2026-27");
    const price = await admin.patch(`/api/admin/pricing/${id}`, { price: 99 });
    expect(price.status).toBe(409);
    expect(price.body.error).toBe("This price has been on sale: only its end can be set. Add a new phase for a new price.");
    expect((await admin.patch(`/api/admin/pricing/${id}`, { endsAt: "2026-01-01T00:00:00Z" })).status).toBe(400);
    const ended = await admin.patch(`/api/admin/pricing/${id}`, { endsAt: "2027-05-01T00:00:00Z" });
    expect(ended.status).toBe(200);
    expect((await featured()).find((p) => p.id === id)).toMatchObject({ price: 250, endsAt: "2027-05-01T00:00:00.000Z", state: "in_force" });
    expect(await count("admin_logs", "event = 'pricing_phase_changed'")).toBe(1);

    expect((await admin.del(`/api/admin/pricing/${id}`)).status).toBe(409);
    expect((await admin.del(`/api/admin/pricing/${await idOf("featured", "last-call")}`)).status).toBe(409);
  });

  it("a phase still to come can be changed and deleted", async () => {
    const id = await idOf("featured", "between-seasons");
    const changed = await admin.patch(`/api/admin/pricing/${id}`, { price: 120, label: "Summer" });
    expect(changed.status).toBe(200);
    expect((await featured()).find((p) => p.id === id)).toMatchObject({ price: 120, label: "Summer", state: "upcoming" });
    expect((await admin.del(`/api/admin/pricing/${id}`)).status).toBe(200);
    expect((await featured()).some((p) => p.id === id)).toBe(false);
    expect((await admin.del(`/api/admin/pricing/${id}`)).status).toBe(404);
    expect((await admin.patch("/api/admin/pricing/abc", { price: 1 })).status).toBe(400);
  });
});
