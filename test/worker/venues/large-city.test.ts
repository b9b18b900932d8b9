// A city with thousands of venues: the city page's list comes a page at a time (filters and sorts
// applied in SQL, the total alongside), its first answer stays small, and the map reads compact points.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import type { Bindings } from "../../../src-worker/env";
import { cityVenuePageQuery } from "../../../src-worker/services/venues/venues";
import { CITY_VENUE_PAGE_SIZE } from "../../../src-worker/shared/constants";
import type { CityVenuePage, CityVenuePoint } from "../../../src-worker/shared/contract/cities";
import type { VenueSummary } from "../../../src-worker/shared/contract/venues";
import { haversineKm } from "../../../src-worker/shared/geo";
import { call, callApp, callJson, countingD1, expectBadQueries, getPublic, initialData, insertManyVenues, insertRow, jsonLd, page, seedBase } from "../helpers";

const BIG = "big-city";
const BIG_SIZE = 2000;

async function bigCity(n = BIG_SIZE): Promise<number> {
  await seedBase();
  const id = await insertRow("cities", { name: "Big City", slug: BIG, state: "Washington", lat: 47.6, lng: -122.33 });
  await insertManyVenues(id, n);
  return id;
}

/** Every page of a list, `limit` at a time, until the total is reached. */
async function allPages(query: string, limit: number): Promise<{ venues: VenueSummary[]; totals: number[]; pages: number }> {
  const venues: VenueSummary[] = [];
  const totals: number[] = [];
  let pages = 0;
  for (let offset = 0; ; offset += limit) {
    const sep = query ? "&" : "";
    const { status, body } = await callJson<CityVenuePage>(`/api/cities/${BIG}/venues/page?${query}${sep}limit=${limit}&offset=${offset}`);
    expect(status).toBe(200);
    expect(body.offset).toBe(offset);
    expect(body.limit).toBe(limit);
    totals.push(body.total);
    venues.push(...body.venues);
    pages += 1;
    if (offset + limit >= body.total) return { venues, totals, pages };
  }
}

const ids = (list: { id: number }[]) => list.map((v) => v.id);

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe("GET /api/cities/{slug}/venues/page", () => {
  it("pages concatenate to the whole list, in every sort and under filters, each with the right total", async () => {
    await bigCity(180);
    const queries = [
      "",
      "sortBy=name",
      "sortBy=rating",
      "sortBy=reviews",
      "sortBy=nearest&near=47.6,-122.33",
      "hasFood=true&sortBy=rating",
      "familyFriendly=true&openLate=true&tags=Pub",
      "bigScreens=true&sortBy=nearest&near=47.55,-122.4",
    ];
    for (const query of queries) {
      const whole = await getPublic<VenueSummary[]>(`/api/cities/${BIG}/venues${query ? `?${query}` : ""}`);
      const paged = await allPages(query, 25);
      expect(ids(paged.venues), query).toEqual(ids(whole));
      expect(new Set(paged.totals), query).toEqual(new Set([whole.length]));
      expect(paged.pages, query).toBe(Math.max(1, Math.ceil(whole.length / 25)));
    }
    // Filters are applied in SQL: every venue of a filtered page has what was asked for.
    const food = await allPages("hasFood=true&tags=Restaurant", 50);
    expect(food.venues.length).toBe(food.totals[0]);
    expect(food.venues.length).toBeGreaterThan(0);
    for (const v of food.venues) {
      expect(v.hasFood).toBe(true);
      expect(v.tags).toContain("Restaurant");
    }
  });

  it("'nearest' orders by distance from the given point, venues without coordinates last", async () => {
    await bigCity(120);
    const from = { lat: 47.6, lng: -122.33 };
    const { venues } = await allPages(`sortBy=nearest&near=${from.lat},${from.lng}`, 40);
    const located = venues.filter((v) => v.lat !== null && v.lng !== null);
    const km = located.map((v) => haversineKm(from, { lat: v.lat!, lng: v.lng! }));
    // The equirectangular order and the great-circle one agree at a city's scale (to a few metres).
    for (let i = 1; i < km.length; i++) expect(km[i], `${i}`).toBeGreaterThanOrEqual(km[i - 1] - 0.005);
    const unlocated = venues.slice(located.length);
    expect(unlocated.length).toBe(2);
    for (const v of unlocated) expect(v.lat).toBeNull();
  });

  it("defaults to the first page of CITY_VENUE_PAGE_SIZE; past the end is an empty page with the total", async () => {
    await bigCity(60);
    const first = await getPublic<CityVenuePage>(`/api/cities/${BIG}/venues/page`);
    expect(first).toMatchObject({ total: 60, offset: 0, limit: CITY_VENUE_PAGE_SIZE });
    expect(first.venues.length).toBe(CITY_VENUE_PAGE_SIZE);
    const past = await getPublic<CityVenuePage>(`/api/cities/${BIG}/venues/page?offset=500&hasFood=true`);
    expect(past).toEqual({ venues: [], total: 30, offset: 500, limit: CITY_VENUE_PAGE_SIZE });
    const none = await getPublic<CityVenuePage>(`/api/cities/${BIG}/venues/page?tags=Nowhere`);
    expect(none).toEqual({ venues: [], total: 0, offset: 0, limit: CITY_VENUE_PAGE_SIZE });
    const empty = await getPublic<CityVenuePage>("/api/cities/tacoma/venues/page");
    expect(empty.total).toBe(0);
    const missing = await callJson<{ error: string }>("/api/cities/atlantis/venues/page?offset=24");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("City not found");
  });

  it("refuses bad paging and sorting parameters with a 400", async () => {
    await bigCity(5);
    await expectBadQueries(`/api/cities/${BIG}/venues/page`, [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=",
      "offset=-1",
      "offset=1.5",
      "offset=99999999",
      "sortBy=nearest",
      "sortBy=nearest&near=47.6097,-122.3331",
      "sortBy=nearest&near=95,10",
      "sortBy=nearest&near=47.6",
      "sortBy=bogus",
      "hasFood=yes",
    ]);
    // The list without paging answers 'nearest' too, and needs its point just the same.
    await expectBadQueries(`/api/cities/${BIG}/venues`, ["sortBy=nearest", "sortBy=nearest&near=47.61234,-122.3"]);
    // A point without 'nearest' changes nothing.
    const plain = await getPublic<VenueSummary[]>(`/api/cities/${BIG}/venues`);
    const withPoint = await getPublic<VenueSummary[]>(`/api/cities/${BIG}/venues?near=47.6,-122.33`);
    expect(ids(withPoint)).toEqual(ids(plain));
  });

  it("requests without paging parameters still answer the whole list", async () => {
    await bigCity(300);
    const whole = await getPublic<VenueSummary[]>(`/api/cities/${BIG}/venues`);
    expect(Array.isArray(whole)).toBe(true);
    expect(whole.length).toBe(300);
  });

  it("the page query reads venues through venues_city_status_idx", async () => {
    await bigCity(50);
    const q = cityVenuePageQuery(createDb(env.DB), BIG, { sortBy: "nearest", near: { lat: 47.6, lng: -122.3 }, hasFood: true }, { limit: 24, offset: 48 });
    const { sql, params } = q.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...(params as (string | number | null)[]))
      .all<{ detail: string }>();
    const details = results.map((r) => r.detail);
    expect(
      details.some((d) => /SEARCH (venues|"venues").*USING INDEX venues_city_status_idx/.test(d)),
      details.join("\n"),
    ).toBe(true);
  });
});

describe("a 2,000-venue city's first answer", () => {
  it("the city page and its first API answer stay under 30 KB gzipped and 120 KB raw (the whole list does not)", async () => {
    await bigCity();
    const sizes: Record<string, { raw: number; gz: number }> = {};
    for (const path of [`/city/${BIG}`, `/api/cities/${BIG}/venues/page`, `/api/cities/${BIG}/venues`, `/api/cities/${BIG}/venues/points`]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      sizes[path] = { raw: new TextEncoder().encode(text).byteLength, gz: await gzipSize(text) };
    }
    console.info("sizes for 2,000 venues (bytes):", JSON.stringify(sizes));
    for (const path of [`/city/${BIG}`, `/api/cities/${BIG}/venues/page`]) {
      expect(sizes[path].raw, path).toBeLessThanOrEqual(120 * 1024);
      expect(sizes[path].gz, path).toBeLessThanOrEqual(30 * 1024);
    }
    // What the page used to need: the whole list.
    expect(sizes[`/api/cities/${BIG}/venues`].raw).toBeGreaterThan(500 * 1024);
    // The map's points, asked for only when the map opens: every located venue with its name and address.
    expect(sizes[`/api/cities/${BIG}/venues/points`].gz).toBeLessThanOrEqual(60 * 1024);
  });

  it("the edge's first paint: the real total, one page of cards, the first page inlined under the app's key, a next-page link", async () => {
    await bigCity();
    const { status, html } = await page(`/city/${BIG}`);
    expect(status).toBe(200);
    expect(html).toContain(`Showing ${BIG_SIZE} venues in Big City`);
    expect((html.match(/<a href="\/venue\/\d+"/g) ?? []).length).toBe(CITY_VENUE_PAGE_SIZE);
    expect(html).toContain(`<a href="/city/${BIG}?page=2">Show more venues</a>`);
    const data = initialData(html);
    expect(data.map((d) => d.queryKey)).toEqual([
      ["/api/cities", BIG],
      ["/api/cities", BIG, "venues", "page", {}],
    ]);
    const first = await (await call(`/api/cities/${BIG}/venues/page`)).json();
    expect(data[1].data).toEqual({ pages: [first], pageParams: [0] });
    const list = jsonLd(html, "city-venues-jsonld");
    expect(list.numberOfItems).toBe(BIG_SIZE);
    expect(list.itemListElement.length).toBe(CITY_VENUE_PAGE_SIZE);
  });

  it("?page=N lists that page (no JavaScript needed), keeps the filter, and says so past the end", async () => {
    await bigCity(60);
    const second = await page(`/city/${BIG}?page=2`);
    expect(second.html).toContain("Showing 60 venues in Big City (25 to 48)");
    const api = await (await call(`/api/cities/${BIG}/venues/page?offset=24`)).json<CityVenuePage>();
    const hrefs = [...second.html.matchAll(/<a href="\/venue\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(hrefs).toEqual(ids(api.venues));
    expect(second.html).toContain(`<a href="/city/${BIG}?page=3">Show more venues</a>`);
    // Only the first page is what the app asks for first: later pages inline the city alone.
    expect(initialData(second.html).map((d) => d.queryKey)).toEqual([["/api/cities", BIG]]);
    const last = await page(`/city/${BIG}?page=3`);
    expect(last.html).toContain("(49 to 60)");
    expect(last.html).not.toContain("Show more venues");
    const past = await page(`/city/${BIG}?page=9`);
    expect(past.status).toBe(200);
    expect(past.html).toContain("No more venues here.");

    // A filtered address: the first paint and the inlined page are the filtered ones, as the app asks.
    const filtered = await page(`/city/${BIG}?hasFood=true&sortBy=name&view=map`);
    expect(filtered.html).toContain("Showing 30 venues in Big City");
    expect(filtered.html).toContain(`<a href="/city/${BIG}?hasFood=true&amp;sortBy=name&amp;view=map&amp;page=2">Show more venues</a>`);
    const inlined = initialData(filtered.html);
    expect(inlined[1].queryKey).toEqual(["/api/cities", BIG, "venues", "page", { hasFood: "true", sortBy: "name" }]);
    const expected = await (await call(`/api/cities/${BIG}/venues/page?hasFood=true&sortBy=name`)).json();
    expect(inlined[1].data).toEqual({ pages: [expected], pageParams: [0] });
    // A parameter the API would refuse is left out, as the app leaves it out: the default list, inlined.
    const bad = await page(`/city/${BIG}?sortBy=bogus`);
    expect(bad.html).toContain("Showing 60 venues in Big City");
    expect(initialData(bad.html).map((d) => d.queryKey)).toEqual([
      ["/api/cities", BIG],
      ["/api/cities", BIG, "venues", "page", {}],
    ]);
  });
});

describe("GET /api/cities/{slug}/venues/points", () => {
  it("every venue the filter matches, as [id, lat, lng, name, address], unplaced ones with null coordinates", async () => {
    await bigCity(300);
    const points = await getPublic<CityVenuePoint[]>(`/api/cities/${BIG}/venues/points`);
    const whole = await getPublic<VenueSummary[]>(`/api/cities/${BIG}/venues`);
    expect(points.length).toBe(whole.length);
    expect(points.filter(([, lat, lng]) => lat !== null && lng !== null).length).toBe(294);
    const byId = new Map(whole.map((v) => [v.id, v]));
    for (const [id, lat, lng, name, address] of points) {
      const v = byId.get(id)!;
      expect(name).toBe(v.name);
      expect(address).toBe(v.address);
      if (v.lat === null) expect(lat).toBeNull();
      else expect(lat).toBeCloseTo(v.lat, 5);
      if (v.lng === null) expect(lng).toBeNull();
      else expect(lng).toBeCloseTo(v.lng, 5);
    }
    const food = await getPublic<CityVenuePoint[]>(`/api/cities/${BIG}/venues/points?hasFood=true&tags=Pub`);
    const expected = await getPublic<VenueSummary[]>(`/api/cities/${BIG}/venues?hasFood=true&tags=Pub`);
    expect(food.map((p) => p[0]).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
    expect((await getPublic<CityVenuePoint[]>("/api/cities/tacoma/venues/points")).length).toBe(0);
    expect((await call("/api/cities/atlantis/venues/points")).status).toBe(404);
    await expectBadQueries(`/api/cities/${BIG}/venues/points`, ["hasFood=1", "tags=" + "x".repeat(61)]);
  });
});

describe("budgets and the edge cache", () => {
  it("each new read runs at most two D1 queries on a miss, and is served from the edge cache after", async () => {
    await bigCity(60);
    const paths = [
      `/api/cities/${BIG}/venues/page`,
      `/api/cities/${BIG}/venues/page?offset=24&sortBy=rating`,
      `/api/cities/${BIG}/venues/page?offset=5000&hasFood=true`,
      `/api/cities/${BIG}/venues/page?sortBy=nearest&near=47.6,-122.33&limit=50`,
      "/api/cities/atlantis/venues/page",
      `/api/cities/${BIG}/venues/points`,
      `/api/cities/${BIG}/venues/points?hasFood=true`,
      `/city/${BIG}`,
      `/city/${BIG}?page=2`,
      `/city/${BIG}?page=40&hasFood=true`,
      `/city/${BIG}?familyFriendly=true&tags=Pub`,
    ];
    for (const path of paths) {
      const { db, queries } = countingD1(env.DB);
      const res = await callApp(path, {}, { ...env, DB: db } as Bindings);
      await res.arrayBuffer();
      expect(queries.length, `${path}: ${queries.join(" | ")}`).toBeLessThanOrEqual(2);
      if (res.status !== 200) continue;
      expect(res.headers.get("x-cache"), path).toBe("MISS");
      const again = await callApp(path, {}, env as Bindings);
      await again.arrayBuffer();
      expect(again.headers.get("x-cache"), path).toBe("HIT");
    }
  });
});
