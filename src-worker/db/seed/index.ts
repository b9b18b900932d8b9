// Turns the seed content into idempotent SQL (safe to run twice: existing rows are left alone).
// Used by `npm run seed` (through `wrangler d1 execute`) and by the tests (through D1 batch).

import { WORLD_CUP_ID } from "../schema";
import { CITY_SEEDS } from "./cities";
import { CITY_SPANISH } from "./cities-es";
import { club2026Rows } from "./club-2026-27";
import { LEAGUES, WORLD_CUP_COMPETITION } from "./competitions";
import { DEMO_CLAIMS, DEMO_CLAIMS_CONFIRMED_AT, DEMO_SEASON_CLAIMS_CONFIRMED_AT } from "./demo-claims";
import { DEMO_POSTS } from "./demo-posts";
import { DEMO_VENUES } from "./demo-venues";
import { PRICING_SEEDS } from "./pricing";
import { wc2026Rows } from "./wc2026";

/** `{ sql }` is an SQL expression written as it is (a subquery). */
type Value = string | number | boolean | null | undefined | { sql: string };

function sqlLiteral(value: Value): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "object") return value.sql;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

const ms = (iso: string) => Date.parse(iso);
const DAY = 24 * 60 * 60 * 1000;

function insert(table: string, row: Record<string, Value>, conflict: string): string {
  const cols = Object.keys(row);
  return `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sqlLiteral(row[c])).join(", ")}) ON CONFLICT(${conflict}) DO NOTHING;`;
}

/** Rows of the same columns, many per statement (a season's fixtures in a few dozen statements). */
function insertMany(table: string, rows: Record<string, Value>[], conflict: string | null, perStatement = 50): string[] {
  if (rows.length === 0) return [];
  const cols = Object.keys(rows[0]);
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const values = rows.slice(i, i + perStatement).map((row) => `(${cols.map((c) => sqlLiteral(row[c])).join(", ")})`);
    out.push(`INSERT INTO ${table} (${cols.join(", ")}) VALUES ${values.join(", ")} ON CONFLICT${conflict ? `(${conflict})` : ""} DO NOTHING;`);
  }
  return out;
}

/**
 * The competitions and the leagues' clubs and fixtures (docs/decisions/025). Rows already present are
 * left alone: a refresh or an admin's correction survives a re-seed.
 */
export function competitionSeedStatements(): string[] {
  // The same every time (the tests seed before each test): built once.
  competitionStatements ??= buildCompetitionStatements();
  return competitionStatements;
}

let competitionStatements: string[] | undefined;

function buildCompetitionStatements(): string[] {
  const competitions = [WORLD_CUP_COMPETITION, ...LEAGUES].map((c) => ({
    id: c.id,
    name_en: c.nameEn,
    name_es: c.nameEs,
    short_en: c.shortEn,
    short_es: c.shortEs,
    kind: c.kind,
    season: c.season,
    time_zone: c.timeZone,
    position: c.position,
    source_kind: c.sourceKind,
    source_url: c.sourceUrl,
    source_label: c.sourceLabel,
    source_licence: c.sourceLicence,
    refresh_hours: c.refreshHours,
  }));
  const clubs = club2026Rows();
  return [
    ...insertMany("competitions", competitions, "id"),
    ...insertMany("teams", clubs.teams, "code"),
    // No conflict target: a fixture stored under its number or its source key is left alone.
    ...insertMany("matches", clubs.matches, null),
  ];
}

export function baseSeedStatements(): string[] {
  const cities = CITY_SEEDS.map((c) =>
    insert(
      "cities",
      {
        name: c.name,
        slug: c.slug,
        state: c.state,
        country: "USA",
        description: c.description,
        host_2026: Boolean(c.host2026),
        time_zone: c.timeZone,
        primary_stadium: c.host2026?.primaryStadium,
        stadium_capacity: c.host2026?.stadiumCapacity,
        lat: c.lat,
        lng: c.lng,
        hero_title: c.heroTitle,
        hero_subtitle: c.heroSubtitle,
        hero_title_es: CITY_SPANISH[c.slug]?.heroTitle,
        hero_subtitle_es: CITY_SPANISH[c.slug]?.heroSubtitle,
        description_es: CITY_SPANISH[c.slug]?.description,
        hero_image_url: c.host2026 ? "/images/hero-stadium.svg" : null,
        seo_title: c.seoTitle,
        seo_meta_desc: c.seoMetaDesc,
        last_updated_utc: Date.now(),
      },
      "slug",
    ),
  );
  const pricing = PRICING_SEEDS.map((p) =>
    insert(
      "pricing_phases",
      {
        kind: p.kind,
        phase: p.phase,
        label: p.label,
        price_cents: p.priceCents,
        description: p.description,
        note: p.note,
        starts_at: ms(p.startsAt),
        ends_at: p.endsAt ? ms(p.endsAt) : null,
      },
      "kind, phase",
    ),
  );
  const wc = wc2026Rows();
  const tournament = [
    // A US stadium belongs to the site city whose primary stadium it is.
    ...wc.stadiums.map((s) => insert("stadiums", { ...s, city_id: { sql: `(SELECT id FROM cities WHERE primary_stadium = ${sqlLiteral(s.name)})` } }, "id")),
    ...wc.teams.map((t) => insert("teams", t, "code")),
    ...wc.matches.map((m) => insert("matches", m, "number")),
  ];
  return [...cities, ...pricing, ...competitionSeedStatements(), ...tournament];
}

/** Sample venues and posts, marked source='demo'. Never run against production. */
export function demoSeedStatements(now = Date.now()): string[] {
  const venues = DEMO_VENUES.map((v) => {
    const row: Record<string, Value> = {
      name: v.name,
      slug: v.slug,
      address: v.address,
      lat: v.lat,
      lng: v.lng,
      phone: v.phone,
      website: v.website,
      instagram: v.instagram,
      hours_short: v.hoursShort,
      hours: JSON.stringify(v.hours),
      neighborhood: v.neighborhood,
      tags: JSON.stringify(v.tags),
      has_food: v.hasFood,
      family_friendly: v.familyFriendly,
      big_screens: v.bigScreens,
      open_late: v.openLate,
      craft_beer: Boolean(v.craftBeer),
      outdoor_screens: Boolean(v.outdoorScreens),
      premium_bar: Boolean(v.premiumBar),
      cover_image: v.coverImage,
      notes: v.notes,
      status: "approved",
      is_featured: Boolean(v.featured),
      featured_until: v.featured ? now + 30 * DAY : null,
      source: "demo",
    };
    const cols = Object.keys(row);
    return `INSERT INTO venues (city_id, ${cols.join(", ")}) SELECT id, ${cols.map((c) => sqlLiteral(row[c])).join(", ")} FROM cities WHERE slug = ${sqlLiteral(v.citySlug)} ON CONFLICT(city_id, slug) DO NOTHING;`;
  });
  const posts = DEMO_POSTS.map((p) => {
    const row: Record<string, Value> = {
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      author: p.author ?? "World Cup Watch Spots Team",
      status: "approved",
      published_at: ms(p.publishedAt),
      source: "demo",
      language: p.language ?? "en",
    };
    const cols = Object.keys(row);
    const city = p.citySlug ? `(SELECT id FROM cities WHERE slug = ${sqlLiteral(p.citySlug)})` : "NULL";
    return `INSERT INTO blog_posts (city_id, ${cols.join(", ")}) VALUES (${city}, ${cols.map((c) => sqlLiteral(row[c])).join(", ")}) ON CONFLICT(slug) DO NOTHING;`;
  });
  // INSERT ... SELECT: a sample venue that is not there (removed by an admin) simply gets no claims.
  const claims = DEMO_CLAIMS.flatMap((d) => {
    const rows: Record<string, Value>[] = [];
    // The sample venues' "every match" was said of the World Cup (docs/decisions/025).
    if (d.showsAllMatches) rows.push({ subject: `competition:${WORLD_CUP_ID}`, kind: "competition", competition_id: WORLD_CUP_ID });
    for (const n of d.matches ?? []) rows.push({ subject: `match:${n}`, kind: "match", match_number: n });
    for (const s of d.supporters ?? []) rows.push({ subject: `team:${s.team}`, kind: "supporters", team_code: s.team, group_name: s.groupName ?? null });
    const season = { source: "sample", confirmed_at: ms(DEMO_SEASON_CLAIMS_CONFIRMED_AT) };
    if (d.allCompetitions) rows.push({ subject: "all", kind: "all_matches", ...season });
    for (const id of d.competitions ?? []) rows.push({ subject: `competition:${id}`, kind: "competition", competition_id: id, ...season });
    return rows.map((r) => {
      const row: Record<string, Value> = { source: "sample", confirmed_at: ms(DEMO_CLAIMS_CONFIRMED_AT), ...r };
      const cols = Object.keys(row);
      return `INSERT INTO venue_claims (venue_id, ${cols.join(", ")}) SELECT v.id, ${cols.map((c) => sqlLiteral(row[c])).join(", ")} FROM venues v JOIN cities c ON c.id = v.city_id WHERE c.slug = ${sqlLiteral(d.citySlug)} AND v.slug = ${sqlLiteral(d.slug)} AND v.source = 'demo' ON CONFLICT(venue_id, subject) DO NOTHING;`;
    });
  });
  return [...venues, ...posts, ...claims];
}

export function removeDemoStatements(): string[] {
  return ["DELETE FROM venues WHERE source = 'demo';", "DELETE FROM blog_posts WHERE source = 'demo';"];
}
