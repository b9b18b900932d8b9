// The city page's default order (docs/decisions/042): confirmed and claimed venues above places from
// open map data that nothing confirms yet, each group in the order it had (featured, then by name);
// and "Showing today" on a venue that confirmed a match kicking off on the city's day (the site's clock).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { VenueSummary } from "../../../src-worker/shared/contract/venues";
import { callAppJson, cityId, insertVenue, seedBase, testModeEnv } from "../helpers";

const names = (list: VenueSummary[]) => list.map((v) => v.name);
let t = 0;

beforeEach(async () => {
  await seedBase();
  await env.DB.prepare("INSERT INTO cities (name, slug, time_zone) VALUES ('Ordertown', 'ordertown', 'America/Los_Angeles')").run();
  t = await cityId("ordertown");
});

describe("the default order", () => {
  it("lists confirmed and claimed venues above unconfirmed open map data places, each group as before", async () => {
    await insertVenue(t, { name: "Aardvark Bar (open data)", source: "open_data" });
    await insertVenue(t, { name: "Beta Pub" });
    await insertVenue(t, { name: "Cedar Featured", is_featured: true, featured_until: Date.now() + 86_400_000 });
    const owned = await insertVenue(t, { name: "Dock Tavern (claimed)", source: "open_data" });
    await env.DB.prepare("INSERT INTO venue_owners (venue_id, email) VALUES (?, 'owner@dock.example.com')").bind(owned).run();
    await insertVenue(t, { name: "Elm Lounge (open data, verified)", source: "open_data", verified_at: Date.now() - 86_400_000 });
    await insertVenue(t, { name: "Abbey (open data, featured)", source: "open_data", is_featured: true, featured_until: Date.now() + 86_400_000 });
    const claimed = await insertVenue(t, { name: "Fig Bar (open data, match confirmed)", source: "open_data" });
    await env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at) VALUES (?, 'match:1', 'match', 1, 'admin', ?)")
      .bind(claimed, Date.now())
      .run();
    await insertVenue(t, { name: "Zebra Saloon (open data)", source: "open_data" });

    const expected = [
      "Abbey (open data, featured)",
      "Cedar Featured",
      "Beta Pub",
      "Dock Tavern (claimed)",
      "Elm Lounge (open data, verified)",
      "Fig Bar (open data, match confirmed)",
      "Aardvark Bar (open data)",
      "Zebra Saloon (open data)",
    ];
    const list = await callAppJson<VenueSummary[]>("/api/cities/ordertown/venues");
    expect(names(list.body)).toEqual(expected);
    const page = await callAppJson<{ venues: VenueSummary[] }>("/api/cities/ordertown/venues/page?limit=5&offset=0");
    expect(names(page.body.venues)).toEqual(expected.slice(0, 5));
    // Another sort is left as it was: by name, open data or not.
    const byName = await callAppJson<VenueSummary[]>("/api/cities/ordertown/venues?sortBy=name");
    expect(names(byName.body)[0]).toBe("Aardvark Bar (open data)");
  });
});

describe("Showing today", () => {
  it("marks a venue that confirmed a match kicking off on the city's day, by the site's clock", async () => {
    const match = await env.DB.prepare("SELECT number, kickoff_at FROM matches ORDER BY kickoff_at LIMIT 1").first<{ number: number; kickoff_at: number }>();
    expect(match).not.toBeNull();
    const showing = await insertVenue(t, { name: "Showing Bar" });
    const dropped = await insertVenue(t, { name: "Dropped Bar" });
    await insertVenue(t, { name: "Quiet Bar" });
    for (const v of [showing, dropped]) {
      await env.DB.prepare("INSERT INTO venue_claims (venue_id, subject, kind, match_number, source, confirmed_at) VALUES (?, ?, 'match', ?, 'owner', ?)")
        .bind(v, `match:${match!.number}`, match!.number, Date.now())
        .run();
    }
    // The other said it is not showing it after all.
    await env.DB.prepare(
      "INSERT INTO venue_match_status (venue_id, subject, kind, match_number, set_by, set_at, expires_at) VALUES (?, ?, 'not_showing', ?, 'owner', ?, ?)",
    )
      .bind(dropped, `match:${match!.number}`, match!.number, Date.now(), match!.kickoff_at + 86_400_000)
      .run();

    const at = (ms: number) => testModeEnv({ SITE_NOW: new Date(ms).toISOString() });
    const sameDay = await callAppJson<VenueSummary[]>("/api/cities/ordertown/venues?sortBy=name", {}, at(match!.kickoff_at - 60_000));
    const flags = Object.fromEntries(sameDay.body.map((v) => [v.name, v.showingToday ?? false]));
    expect(flags).toEqual({ "Dropped Bar": false, "Quiet Bar": false, "Showing Bar": true });

    const twoDaysBefore = await callAppJson<VenueSummary[]>("/api/cities/ordertown/venues?sortBy=name", {}, at(match!.kickoff_at - 2 * 86_400_000));
    expect(twoDaysBefore.body.some((v) => v.showingToday)).toBe(false);
  });
});
