// Migration 0011 (competitions) on a database holding today's kind of data: the seeded World Cup,
// venues with claims of every kind ("all" included), fans' reports, an admin's correction of a match
// and owner data. Every row survives: the rebuilt tables keep their rows and contents, no child row
// is cascaded away, and each "all" claim becomes a World Cup claim with its source and date.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeEach, expect, it } from "vitest";
import { baseSeedStatements, competitionSeedStatements, demoSeedStatements } from "../../src-worker/db/seed";
import { count } from "./helpers";

const migrations = (env as unknown as { TEST_MIGRATIONS: { name: string }[] }).TEST_MIGRATIONS;
const at = migrations.findIndex((m) => m.name.startsWith("0011_"));

beforeEach(async () => {
  // From an empty database up to the migration before competitions (setup.ts applied them all).
  await reset();
  await applyD1Migrations(env.DB, migrations.slice(0, at) as never);
});

async function exec(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
}

const rows = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;

/** Every user table's rows, as sorted JSON lines (rowids may change in a rebuild; contents may not). */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = await rows(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) out[name as string] = (await rows(`SELECT * FROM "${name}"`)).map((r) => JSON.stringify(r)).sort();
  return out;
}

const pick = (line: string, drop: string[]) => {
  const r = JSON.parse(line) as Record<string, unknown>;
  for (const k of drop) delete r[k];
  return JSON.stringify(r);
};

it("keeps every row of today's data, and turns each 'all' claim into a World Cup claim with its source and date", async () => {
  // Today's seed: cities, pricing, the World Cup, sample venues and posts (the club seed needs 0011).
  const competition = new Set(competitionSeedStatements());
  await exec([...baseSeedStatements().filter((s) => !competition.has(s)), ...demoSeedStatements().filter((s) => !s.startsWith("INSERT INTO venue_claims"))]);
  const v = (await rows("SELECT id FROM venues ORDER BY id LIMIT 3")).map((r) => r.id as number);
  await exec([
    // Claims of every kind, as today's writers make them.
    `INSERT INTO venue_claims (venue_id, subject, kind, source, confirmed_at) VALUES (${v[0]}, 'all', 'all_matches', 'owner', 1780000000000), (${v[1]}, 'all', 'all_matches', 'import', 1780000001000)`,
    `INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at) VALUES (${v[0]}, 'match:104', 'match', 104, 'admin', 1780000002000), (${v[2]}, 'match:94', 'match', 94, 'venue', 1780000003000)`,
    `INSERT INTO venue_claims (venue_id, subject, kind, team_code, group_name, source, confirmed_at) VALUES (${v[0]}, 'team:USA', 'supporters', 'USA', 'American Outlaws', 'sample', 1780000004000), (${v[2]}, 'team:MEX', 'supporters', 'MEX', NULL, 'owner', 1780000005000)`,
    // Fans' reports on matches, an admin's correction of a match, owner data.
    `INSERT INTO match_reports (venue_id, match_number, fan_id, reason, created_at) VALUES (${v[0]}, 104, 'fan-1', 'not_showing', 1780000006000), (${v[0]}, 104, 'fan-2', 'closed', 1780000007000), (${v[2]}, 94, 'fan-3', 'not_showing', 1780000008000)`,
    `UPDATE matches SET notes = 'Kick-off moved by an admin', kickoff_at = kickoff_at + 3600000, updated_at = 1780000009000 WHERE number = 104`,
    `INSERT INTO venue_owners (venue_id, email, created_at) VALUES (${v[0]}, 'owner@example.com', 1780000010000)`,
    `INSERT INTO owner_claims (venue_id, email, status, created_at) VALUES (${v[1]}, 'other@example.com', 'pending', 1780000011000)`,
  ]);
  const before = await snapshot();
  expect(before.matches).toHaveLength(104);
  expect(before.teams).toHaveLength(48);
  expect(before.venue_claims).toHaveLength(6);

  // This migration alone: later ones add columns and tables of their own (and their own tests).
  await applyD1Migrations(env.DB, migrations.slice(0, at + 1) as never);
  const after = await snapshot();

  // Tables the migration does not rebuild: the same rows.
  for (const table of Object.keys(before).filter((t) => !["teams", "matches", "venue_claims"].includes(t))) {
    expect(after[table], table).toEqual(before[table]);
  }
  // Rebuilt tables: the same rows with the same contents; the new columns take the World Cup's values.
  const newTeamColumns = ["kind", "short_name", "name_es", "country", "source_name"];
  expect(after.teams.map((l) => pick(l, newTeamColumns)).sort()).toEqual(before.teams);
  expect(after.teams.every((l) => JSON.parse(l).kind === "nation")).toBe(true);
  const newMatchColumns = ["competition_id", "round", "kickoff_precision", "source_key", "admin_locked"];
  expect(after.matches.map((l) => pick(l, newMatchColumns)).sort()).toEqual(before.matches);
  for (const line of after.matches) {
    expect(JSON.parse(line)).toMatchObject({ competition_id: "world-cup-2026", round: null, kickoff_precision: "exact", source_key: null, admin_locked: "[]" });
  }
  expect(JSON.parse(after.matches.find((l) => JSON.parse(l).number === 104)!)).toMatchObject({
    notes: "Kick-off moved by an admin",
    updated_at: 1780000009000,
  });
  // Claims: "all" becomes the World Cup with its source and date; the others are as they were.
  const claims = await rows("SELECT venue_id, subject, kind, match_number, team_code, competition_id, group_name, source, confirmed_at FROM venue_claims");
  expect(claims).toHaveLength(6);
  const expected = before.venue_claims.map((l) => {
    const c = JSON.parse(l);
    return c.kind === "all_matches"
      ? { ...c, subject: "competition:world-cup-2026", kind: "competition", competition_id: "world-cup-2026" }
      : { ...c, competition_id: null };
  });
  const key = (c: Record<string, unknown>) => `${c.venue_id} ${c.subject}`;
  const byKey = (list: Record<string, unknown>[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  expect(byKey(claims)).toEqual(byKey(expected));
  expect(await count("match_reports")).toBe(3);
  // Nothing points at a missing row.
  expect((await env.DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
  expect(await rows("SELECT id, kind, source_kind FROM competitions")).toEqual([{ id: "world-cup-2026", kind: "tournament", source_kind: "builtin" }]);

  // Seeding again afterwards adds the leagues and leaves the admin's correction and the claims alone.
  await exec([...baseSeedStatements(), ...demoSeedStatements()]);
  expect(await count("competitions")).toBe(6);
  expect(await count("matches", "competition_id = 'world-cup-2026'")).toBe(104);
  expect(await count("matches")).toBe(104 + 1752);
  expect(await count("teams", "kind = 'club'")).toBe(96);
  expect((await rows("SELECT notes FROM matches WHERE number = 104"))[0].notes).toBe("Kick-off moved by an admin");
  expect(await count("venue_claims", "venue_id IN (?, ?, ?) AND subject = 'all'", ...v)).toBe(0);
  expect(await count("venue_claims", "venue_id = ? AND source = 'owner' AND confirmed_at = 1780000000000", v[0])).toBe(1);
}, 60_000);
