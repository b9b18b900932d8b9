// Migration 0012 (city titles): a city that still holds the seeded title that called fans to the coming
// World Cup gets the new seeded one, in each language; a title an admin wrote is kept as written.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeEach, expect, it } from "vitest";

const migrations = (env as unknown as { TEST_MIGRATIONS: { name: string }[] }).TEST_MIGRATIONS;
const at = migrations.findIndex((m) => m.name.startsWith("0012_"));

beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, migrations.slice(0, at) as never);
});

it("rewrites only the seeded titles, and keeps what an admin wrote", async () => {
  await env.DB.batch(
    [
      ["seattle", "Seattle", "Watch the World Cup in Seattle", "Mira el Mundial en Seattle"],
      ["new-york", "New York", "Our bars for Saturday mornings", "Mira el Mundial en Nueva York"],
      ["tacoma", "Tacoma", "Watch the World Cup in Tacoma, with friends", null],
    ].map(([slug, name, title, titleEs]) =>
      env.DB.prepare("INSERT INTO cities (name, slug, state, hero_title, hero_title_es) VALUES (?, ?, 'Washington', ?, ?)").bind(name, slug, title, titleEs),
    ),
  );
  await applyD1Migrations(env.DB, migrations as never);
  const rows = (await env.DB.prepare("SELECT slug, hero_title, hero_title_es FROM cities ORDER BY slug").all()).results;
  expect(rows).toEqual([
    { slug: "new-york", hero_title: "Our bars for Saturday mornings", hero_title_es: "Dónde ver fútbol en Nueva York" },
    { slug: "seattle", hero_title: "Where to watch soccer in Seattle", hero_title_es: "Dónde ver fútbol en Seattle" },
    { slug: "tacoma", hero_title: "Watch the World Cup in Tacoma, with friends", hero_title_es: null },
  ]);
});
