// Migration 0013 (season offers): a database already selling gets the club season's phases, the same
// rows a new database is seeded with; a phase an admin already wrote under the same name is kept, and a
// database with no price at all is left for its seed.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeEach, expect, it } from "vitest";
import { PRICING_SEEDS } from "../../src-worker/db/seed/pricing";

const migrations = (env as unknown as { TEST_MIGRATIONS: { name: string }[] }).TEST_MIGRATIONS;
const at = migrations.findIndex((m) => m.name.includes("_season_offers"));

const SEASON_PHASES = new Set(["club-season-2026-27", "between-seasons"]);

beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, migrations.slice(0, at) as never);
});

const phases = async () =>
  (
    await env.DB.prepare(
      "SELECT kind, phase, label, price_cents, description, starts_at, ends_at FROM pricing_phases WHERE phase IN ('club-season-2026-27', 'between-seasons') ORDER BY kind, starts_at",
    ).all()
  ).results;

it("adds the season's phases to a database already selling, as the seed writes them", async () => {
  await env.DB.prepare(
    "INSERT INTO pricing_phases (kind, phase, label, price_cents, description, starts_at) VALUES ('featured', 'last-call', 'Last call', 65000, 'x', ?)",
  )
    .bind(Date.parse("2026-05-29T00:00:00Z"))
    .run();
  await applyD1Migrations(env.DB, migrations as never);
  const seeded = PRICING_SEEDS.filter((p) => SEASON_PHASES.has(p.phase))
    .map((p) => ({
      kind: p.kind,
      phase: p.phase,
      label: p.label,
      price_cents: p.priceCents,
      description: p.description,
      starts_at: Date.parse(p.startsAt),
      ends_at: p.endsAt ? Date.parse(p.endsAt) : null,
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.starts_at - b.starts_at);
  expect(seeded).toHaveLength(6);
  expect(await phases()).toEqual(seeded);
});

it("keeps a season phase an admin already wrote, and leaves an empty table to the seed", async () => {
  await applyD1Migrations(env.DB, migrations as never);
  expect(await phases()).toEqual([]);

  await reset();
  await applyD1Migrations(env.DB, migrations.slice(0, at) as never);
  await env.DB.prepare(
    "INSERT INTO pricing_phases (kind, phase, label, price_cents, description, starts_at) VALUES ('featured', 'club-season-2026-27', 'Our season', 9900, 'Set by hand', 0)",
  ).run();
  await applyD1Migrations(env.DB, migrations as never);
  const featured = (await phases()).filter((p) => p.kind === "featured");
  expect(featured.map((p) => [p.label, p.price_cents])).toEqual([
    ["Our season", 9900],
    ["Between seasons", 15000],
  ]);
});
