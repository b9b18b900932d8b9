import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import { cityVenuesQuery, featuredVenuesQuery } from "../../../src-worker/services/venues/venues";
import type { CityDetail, CityListItem } from "../../../src-worker/shared/contract/cities";
import type { VenueSummary as Venue } from "../../../src-worker/shared/contract/venues";
import {
  call,
  callApp,
  callJson,
  cityId,
  count,
  countingD1,
  expectBadQueries,
  getPublic,
  insertVenue,
  seedBase,
  seedDemo,
  seedDemoWithUnlisted,
  testModeEnv,
  UNLISTED,
} from "../helpers";

/** Real fan ratings plus the denormalised aggregates, as the ratings feature writes them. */
async function rate(venueId: number, stars: number[]) {
  const stmts = stars.map((s, i) =>
    env.DB.prepare("INSERT INTO venue_ratings (venue_id, user_id, stars) VALUES (?, ?, ?)").bind(venueId, `fan-${venueId}-${i}`, s),
  );
  stmts.push(
    env.DB.prepare(
      "UPDATE venues SET rating_count = (SELECT COUNT(*) FROM venue_ratings WHERE venue_id = ?1), rating_sum = (SELECT COALESCE(SUM(stars), 0) FROM venue_ratings WHERE venue_id = ?1) WHERE id = ?1",
    ).bind(venueId),
  );
  await env.DB.batch(stmts);
}

async function approvedInCity(slug: string, where = "1 = 1"): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT v.name FROM venues v JOIN cities c ON c.id = v.city_id WHERE c.slug = ? AND v.status = 'approved' AND ${where} ORDER BY v.name`,
  )
    .bind(slug)
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

const names = (list: Venue[]) => list.map((v) => v.name);
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));

describe("GET /api/cities", () => {
  it("lists every city with its approved venue count and the public fields", async () => {
    await seedDemoWithUnlisted();
    const body = await getPublic<CityListItem[]>("/api/cities");
    expect(body.length).toBe(await count("cities"));
    const { results } = await env.DB.prepare(
      "SELECT c.slug, COUNT(v.id) AS n FROM cities c LEFT JOIN venues v ON v.city_id = c.id AND v.status = 'approved' GROUP BY c.slug",
    ).all<{ slug: string; n: number }>();
    const expected = Object.fromEntries(results.map((r) => [r.slug, r.n]));
    for (const city of body) expect(city.venueCount, city.slug).toBe(expected[city.slug]);
    const sea = body.find((c) => c.slug === "seattle")!;
    expect(sea).toMatchObject({ name: "Seattle", state: "Washington", host_2026: true, venueCount: 5, city_id: sea.id });
    expect(sea.lat).toBeCloseTo(47.6062);
    expect(sea.lng).toBeCloseTo(-122.3321);
    expect(Object.keys(sea).sort()).toEqual(
      ["city_id", "description", "description_es", "host_2026", "id", "lat", "lng", "name", "slug", "state", "venueCount"].sort(),
    );
    // Alphabetical by name.
    expect(body.map((c) => c.name)).toEqual([...body.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("falls back to the default description (in both languages) and a zero count", async () => {
    await env.DB.prepare("INSERT INTO cities (name, slug, state) VALUES ('Testville', 'testville', 'Ohio')").run();
    const { body } = await callJson<CityListItem[]>("/api/cities");
    expect(body).toEqual([
      expect.objectContaining({
        slug: "testville",
        description: "Discover great World Cup watch spots",
        description_es: "Descubre los mejores lugares para ver el Mundial",
        venueCount: 0,
        host_2026: false,
        lat: null,
      }),
    ]);
  });

  it("shows an admin's English description on Spanish pages until a Spanish one is written", async () => {
    await env.DB.prepare("INSERT INTO cities (name, slug, state, description) VALUES ('Testville', 'testville', 'Ohio', 'A football town.')").run();
    const { body } = await callJson<CityListItem[]>("/api/cities");
    expect(body).toEqual([expect.objectContaining({ description: "A football town.", description_es: null })]);
  });
});

describe("GET /api/cities/{slug}", () => {
  it("answers the public city form with host and SEO fields", async () => {
    await seedDemo();
    const body = await getPublic<CityDetail>("/api/cities/seattle");
    expect(body).toMatchObject({
      name: "Seattle",
      slug: "seattle",
      state: "Washington",
      host_2026: true,
      primary_stadium: "Lumen Field",
      stadium_capacity: 69000,
      hero_image_url: "/images/hero-stadium.svg",
      hero_title: "Where to watch soccer in Seattle",
      time_zone: "America/Los_Angeles",
      venueCount: 5,
      cta_primary_text: null,
      cta_primary_url: null,
    });
    expect(body.city_id).toBe(body.id);
    expect(body.seo_meta_desc).toMatch(/Seattle/);
    expect(Date.parse(body.updatedAt)).not.toBeNaN();
    for (const key of ["seo_title", "og_image_url", "hero_subtitle", "description"]) expect(body).toHaveProperty(key);
  });

  it("a city without venues names the nearest listed city that has some, with the distance in miles", async () => {
    await seedDemo();
    expect(await count("venues", "city_id = ? AND status = 'approved'", await cityId("tacoma"))).toBe(0);
    const tacoma = await getPublic<CityDetail>("/api/cities/tacoma");
    expect(tacoma.nearest_with_venues).toEqual({ name: "Seattle", slug: "seattle", state: "Washington", miles: 25 });
    // A city with venues needs no pointer.
    expect((await getPublic<CityDetail>("/api/cities/seattle")).nearest_with_venues).toBeNull();
    // Only published venues count.
    const tacomaId = await cityId("tacoma");
    await insertVenue(tacomaId, { name: "Pending Tacoma Pub", status: "pending" });
    await env.DB.prepare("UPDATE data_versions SET version = version + 1").run();
    expect((await getPublic<CityDetail>("/api/cities/tacoma")).nearest_with_venues?.slug).toBe("seattle");
    // A city without a centre cannot be measured from.
    await env.DB.prepare("UPDATE cities SET lat = NULL, lng = NULL WHERE slug = 'tacoma'").run();
    await env.DB.prepare("UPDATE data_versions SET version = version + 1").run();
    expect((await getPublic<CityDetail>("/api/cities/tacoma")).nearest_with_venues).toBeNull();
  });

  it("the empty city's answer and page stay within the city page's D1 budget", async () => {
    await seedDemo();
    for (const path of ["/api/cities/tacoma", "/city/tacoma"]) {
      const { db, queries } = countingD1(env.DB);
      const res = await callApp(path, {}, { ...testModeEnv(), DB: db });
      expect(res.status, path).toBe(200);
      await res.text();
      expect(queries.length, `${path}: ${queries.join(" | ")}`).toBeLessThanOrEqual(path.startsWith("/api") ? 1 : 2);
    }
  });

  it("404s with a JSON error for an unknown city and 400s for a malformed slug", async () => {
    await seedBase();
    const missing = await callJson<{ error: string; code: string }>("/api/cities/atlantis");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "City not found", code: "not_found" });
    for (const bad of ["Seattle", "new_york", "-seattle", "a%20b", "x".repeat(121)]) {
      const r = await callJson<{ error: string; code: string }>(`/api/cities/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.code).toBe("bad_request");
    }
  });
});

describe("GET /api/cities/{slug}/venues", () => {
  it("lists only approved venues, featured first then by name, by default", async () => {
    await seedDemoWithUnlisted();
    const body = await getPublic<Venue[]>("/api/cities/seattle/venues");
    expect(sorted(names(body))).toEqual(sorted(await approvedInCity("seattle")));
    expect(names(body)).not.toContain(UNLISTED.pending);
    expect(body[0]).toMatchObject({ name: "Scarf & Anchor", isFeatured: true, citySlug: "seattle", cityName: "Seattle", isSample: true });
    expect(names(body.slice(1))).toEqual(sorted(names(body.slice(1))));
    // The summary form of a list: what a card and a map pin show, nothing only the venue page needs.
    const v = body[0];
    expect(Object.keys(v).sort()).toEqual(
      [
        "address",
        "bigScreens",
        "cityName",
        "citySlug",
        "coverImage",
        "familyFriendly",
        "hasFood",
        "hoursShort",
        "id",
        "isFeatured",
        "isSample",
        "lat",
        "lng",
        "name",
        "neighborhood",
        "openLate",
        "rating",
        "tags",
      ].sort(),
    );
    expect(v.tags).toEqual(["Supporters Bar", "Pub"]);
    expect(v.rating).toEqual({ average: null, count: 0 });
    expect(v.lat).toBeTypeOf("number");
  });

  it("each amenity filter really filters (compared with the seeded rows)", async () => {
    await seedDemo();
    for (const slug of ["seattle", "new-york", "boston"]) {
      for (const [param, column] of [
        ["familyFriendly", "family_friendly"],
        ["hasFood", "has_food"],
        ["bigScreens", "big_screens"],
        ["openLate", "open_late"],
      ]) {
        const { status, body } = await callJson<Venue[]>(`/api/cities/${slug}/venues?${param}=true&sortBy=name`);
        expect(status).toBe(200);
        const expected = await approvedInCity(slug, `v.${column} = 1`);
        expect(names(body), `${slug} ${param}`).toEqual(expected.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
        for (const v of body) expect(v[param as keyof Venue]).toBe(true);
      }
    }
    // Combined flags narrow further; false means "no filter".
    const both = await callJson<Venue[]>("/api/cities/seattle/venues?familyFriendly=true&openLate=true");
    expect(names(both.body)).toEqual(["Stoppage Time Beer Garden"]);
    const off = await callJson<Venue[]>("/api/cities/seattle/venues?hasFood=false");
    expect(off.body.length).toBe(5);
  });

  it("tags=a,b means venues having ALL the listed tags", async () => {
    await seedDemo();
    const city = await cityId("seattle");
    await insertVenue(city, { name: "Only Pub", tags: ["Pub"] });
    await insertVenue(city, { name: "Pub With Rooftop", tags: ["Rooftop", "Pub"] });
    await insertVenue(city, { name: "Pending Pub Rooftop", tags: ["Rooftop", "Pub"], status: "pending" });
    const pub = await callJson<Venue[]>("/api/cities/seattle/venues?tags=Pub&sortBy=name");
    expect(names(pub.body)).toEqual(["Only Pub", "Pub With Rooftop", "Scarf & Anchor"]);
    const both = await callJson<Venue[]>("/api/cities/seattle/venues?tags=Pub,Rooftop");
    expect(names(both.body)).toEqual(["Pub With Rooftop"]);
    const spaced = await callJson<Venue[]>("/api/cities/seattle/venues?tags=%20Rooftop%20,%20Pub,");
    expect(names(spaced.body)).toEqual(["Pub With Rooftop"]);
    const none = await callJson<Venue[]>("/api/cities/seattle/venues?tags=Pub,Brewery");
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    const combo = await callJson<Venue[]>("/api/cities/seattle/venues?tags=Watch%20Party&familyFriendly=true&sortBy=name");
    expect(names(combo.body)).toEqual(["Corner Flag Taproom", "Stoppage Time Beer Garden"]);
  });

  it("sorts by rating, reviews and name; unrated venues come last, then by name", async () => {
    await seedBase();
    await env.DB.prepare("INSERT INTO cities (name, slug) VALUES ('Testville', 'testville')").run();
    const t = await cityId("testville");
    const a = await insertVenue(t, { name: "alpha bar" });
    await insertVenue(t, { name: "Bravo Pub", is_featured: true, featured_until: Date.now() + 86_400_000 });
    const c = await insertVenue(t, { name: "charlie Grill" });
    const d = await insertVenue(t, { name: "Delta Taproom" });
    await insertVenue(t, { name: "Echo Lounge" });
    await insertVenue(t, { name: "Foxtrot (expired feature)", is_featured: true, featured_until: Date.now() - 1000 });
    await rate(a, [4, 4]); // 4.0 from 2
    await rate(c, [5]); // 5.0 from 1
    await rate(d, [5, 4, 3, 4]); // 4.0 from 4

    const byRating = await callJson<Venue[]>("/api/cities/testville/venues?sortBy=rating");
    expect(names(byRating.body)).toEqual(["charlie Grill", "Delta Taproom", "alpha bar", "Bravo Pub", "Echo Lounge", "Foxtrot (expired feature)"]);
    expect(byRating.body[0].rating).toEqual({ average: 5, count: 1 });
    expect(byRating.body[1].rating).toEqual({ average: 4, count: 4 });

    const byReviews = await callJson<Venue[]>("/api/cities/testville/venues?sortBy=reviews");
    expect(names(byReviews.body)).toEqual(["Delta Taproom", "alpha bar", "charlie Grill", "Bravo Pub", "Echo Lounge", "Foxtrot (expired feature)"]);

    const byName = await callJson<Venue[]>("/api/cities/testville/venues?sortBy=name");
    expect(names(byName.body)).toEqual(["alpha bar", "Bravo Pub", "charlie Grill", "Delta Taproom", "Echo Lounge", "Foxtrot (expired feature)"]);

    // Featured first counts only a feature that is still running.
    const featured = await callJson<Venue[]>("/api/cities/testville/venues?sortBy=featured");
    expect(names(featured.body)).toEqual(["Bravo Pub", "alpha bar", "charlie Grill", "Delta Taproom", "Echo Lounge", "Foxtrot (expired feature)"]);
    const implicit = await callJson<Venue[]>("/api/cities/testville/venues");
    expect(names(implicit.body)).toEqual(names(featured.body));
  });

  it("rejects invalid filter parameters with a 400 JSON error", async () => {
    await seedDemo();
    await expectBadQueries("/api/cities/seattle/venues", [
      "sortBy=bogus",
      "sortBy=",
      "hasFood=yes",
      "familyFriendly=1",
      "bigScreens=TRUE",
      "openLate=",
      `tags=${"x".repeat(61)}`,
      `tags=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(",")}`,
    ]);
  });

  it("404s for an unknown city (even with an otherwise valid filter) and 400s for a bad slug", async () => {
    await seedDemo();
    const r = await callJson<{ error: string }>("/api/cities/atlantis/venues?hasFood=true");
    expect(r.status).toBe(404);
    expect(r.body.error).toBe("City not found");
    const bad = await call("/api/cities/Not_A_Slug/venues");
    expect(bad.status).toBe(400);
    await bad.arrayBuffer();
    // A known city with no venues is an empty list, not a 404.
    const empty = await callJson<Venue[]>("/api/cities/tacoma/venues");
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
  });
});

describe("query plans", () => {
  async function plan(q: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
    const { sql, params } = q.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...(params as (string | number | null)[]))
      .all<{ detail: string }>();
    return results.map((r) => r.detail);
  }

  /** The plan reads venues through `index`, never by scanning the whole table. */
  function expectIndexSearch(details: string[], index: string) {
    expect(
      details.some((d) => new RegExp(`SEARCH (venues|"venues").*USING INDEX ${index}`).test(d)),
      details.join("\n"),
    ).toBe(true);
    expect(
      details.some((d) => /^SCAN (venues|"venues")\b/.test(d)),
      details.join("\n"),
    ).toBe(false);
  }

  it("the city-venues query searches venues through venues_city_status_idx", async () => {
    await seedDemo();
    const db = createDb(env.DB);
    for (const filter of [
      { sortBy: "featured" as const },
      { sortBy: "rating" as const, hasFood: true, tags: ["Pub", "Rooftop"] },
      { sortBy: "name" as const, familyFriendly: true, bigScreens: true, openLate: true },
    ]) {
      expectIndexSearch(await plan(cityVenuesQuery(db, "seattle", filter)), "venues_city_status_idx");
    }
  });

  it("the featured query searches venues through venues_status_featured_idx", async () => {
    await seedDemo();
    expectIndexSearch(await plan(featuredVenuesQuery(createDb(env.DB))), "venues_status_featured_idx");
  });
});
