// Production refuses a half-configured deploy: without STRIPE_WEBHOOK_SECRET or ADMIN_PASSWORD, or with
// a weak admin password, reads are served but every write is refused with a clear 503 (and the log
// says what is missing); the Stripe webhook without its secret is a 400, never a 5xx.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../src-worker/env";
import { isWeakAdminPassword, productionGaps } from "../../src-worker/env";
import { BASE, callAppJson, cityId, count, runCron, seedBase, testModeEnv } from "./helpers";

const STRONG = "a-strong-admin-passphrase-0427";
const complete = { ENVIRONMENT: "production", STRIPE_WEBHOOK_SECRET: "whsec_configured", ADMIN_PASSWORD: STRONG };
const production = (overrides: Record<string, unknown>) => testModeEnv({ ...complete, ...overrides } as Partial<Bindings>);

const post = (path: string, json: unknown, bindings: Bindings) => callAppJson(path, { method: "POST", json, headers: { origin: BASE } }, bindings);

afterEach(() => vi.restoreAllMocks());

describe("a half-configured production deploy", () => {
  it("names what is missing or weak; nothing outside production", () => {
    expect(productionGaps(production({}))).toEqual([]);
    expect(productionGaps(production({ STRIPE_WEBHOOK_SECRET: undefined }))).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set/)]);
    expect(productionGaps(production({ ADMIN_PASSWORD: undefined }))).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is not set/)]);
    expect(productionGaps(production({ ADMIN_PASSWORD: "admin123" }))).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is too weak/)]);
    expect(productionGaps(testModeEnv({ ENVIRONMENT: "development", ADMIN_PASSWORD: "x" } as Partial<Bindings>))).toEqual([]);
    for (const weak of ["", "short", "password12345678", "aaaaaaaaaaaaaaaaaaaa", "abababababababababab"]) expect(isWeakAdminPassword(weak), weak).toBe(true);
    expect(isWeakAdminPassword(STRONG)).toBe(false);
  });

  it.each([
    ["no webhook secret", { STRIPE_WEBHOOK_SECRET: undefined }],
    ["no admin password", { ADMIN_PASSWORD: undefined }],
    ["a weak admin password", { ADMIN_PASSWORD: "worldcup2026" }],
  ])("with %s serves reads but refuses every write with a clear 503, logged once", async (_what, overrides) => {
    await seedBase();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const bindings = production(overrides);
    const read = await callAppJson("/api/cities", {}, bindings);
    expect(read.status).toBe(200);
    const city = await cityId();
    for (const [path, json] of [
      ["/api/venues/submission-checkout", { venueName: "Half Bar", cityId: city, address: "1 Half St", contactEmail: "o@example.com" }],
      ["/api/admin/login", { password: STRONG }],
      ["/api/bookmarks", { userId: "0b7c6a52-3d51-4e0e-9d8e-6c2b1f0a9e11", venueId: 1 }],
    ] as const) {
      const res = await post(path, json, bindings);
      expect(res.status, path).toBe(503);
      expect(res.body).toMatchObject({
        code: "not_configured",
        error: "This site is not fully set up yet, so it cannot save changes. Please try again later.",
      });
      expect(res.res.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(await count("submissions")).toBe(0);
    // The operator's log names the gap, once per deploy, and never the visitor's answer.
    const logged = errors.mock.calls.map((args) => String(args[0])).filter((line) => line.includes("not fully configured"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/STRIPE_WEBHOOK_SECRET|ADMIN_PASSWORD/);
    // The cron still runs its upkeep (and logs the same).
    await runCron(Date.now(), bindings);
  });

  it("a complete production deploy takes writes", async () => {
    await seedBase();
    const res = await post("/api/admin/login", { password: STRONG }, production({}));
    expect(res.status).toBe(200);
  });

  it("the Stripe webhook without its secret is a 400, never a 5xx, in production or not", async () => {
    for (const bindings of [production({ STRIPE_WEBHOOK_SECRET: undefined }), testModeEnv({ STRIPE_WEBHOOK_SECRET: undefined } as Partial<Bindings>)]) {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const res = await callAppJson(
        "/api/stripe/webhook",
        {
          method: "POST",
          body: '{"id":"evt_1","type":"checkout.session.completed"}',
          headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
        },
        bindings,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "webhook_not_configured" });
    }
  });
});
