// "Last confirmed by the venue in July" (decisions 017 and 031): what the venue page and the city's
// "Recently verified" sort read. A listing confirmed by its owner is dated on the site's clock; the
// sort puts the latest confirmations first, stale ones after them and never-confirmed ones last; the
// "verified" filter keeps only the last 30 days'; the venue answer carries the date and the venue's
// time zone, which the page's month is said in.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Venue, VenueSummary } from "../../../src-worker/shared/contract/venues";
import { BASE, callApp, callAppJson, cityId, insertVenue, seedBase, testModeEnv } from "../helpers";
import { ownerOf, venueWithWebsite } from "../owner-helpers";

const NOW = testModeEnv({ SITE_NOW: "2026-11-28T12:00:00Z" });

describe("last confirmed by the venue", () => {
  it("confirming dates the listing on the site's clock; the sort and the filter read that date", async () => {
    await seedBase();
    const city = await cityId();
    const never = await insertVenue(city, { name: "Aardvark Never Confirmed" });
    const stale = await venueWithWebsite("https://www.stale-bar.example.com/", "Middle Stale Bar");
    const fresh = await venueWithWebsite("https://www.fresh-bar.example.com/", "Zebra Fresh Bar");

    // The stale listing was confirmed on the evening of July 31 in Seattle (August 1 in UTC): 120 days before the clock.
    const staleCookie = await ownerOf(stale, "owner@stale-bar.example.com");
    const julyEvening = "2026-08-01T03:00:00Z";
    const confirmed = await callApp(
      `/api/owner/venues/${stale}/confirm`,
      { method: "POST", headers: { cookie: staleCookie, origin: BASE } },
      testModeEnv({ SITE_NOW: julyEvening }),
    );
    expect(((await confirmed.json()) as { verifiedAt: string }).verifiedAt).toBe("2026-08-01T03:00:00.000Z");
    const freshCookie = await ownerOf(fresh, "owner@fresh-bar.example.com");
    expect(
      (
        await callApp(
          `/api/owner/venues/${fresh}/confirm`,
          { method: "POST", headers: { cookie: freshCookie, origin: BASE } },
          testModeEnv({ SITE_NOW: "2026-11-18T12:00:00Z" }),
        )
      ).status,
    ).toBe(200);

    const venue = (await callAppJson<Venue>(`/api/venues/${stale}`, {}, NOW)).body;
    expect(venue.verifiedAt).toBe("2026-08-01T03:00:00.000Z");
    expect(venue.timeZone).toBe("America/Los_Angeles");

    const sorted = (await callAppJson<VenueSummary[]>("/api/cities/seattle/venues?sortBy=verified", {}, NOW)).body.map((v) => v.id);
    expect(sorted.filter((id) => [never, stale, fresh].includes(id))).toEqual([fresh, stale, never]);
    const recent = (await callAppJson<VenueSummary[]>("/api/cities/seattle/venues?verified=true", {}, NOW)).body.map((v) => v.id);
    expect(recent).toEqual([fresh]);
    // The page's first paint carries the same date for the SPA to word.
    const html = await (await callApp(`/venue/${stale}`, {}, NOW)).text();
    expect(html).toContain('"verifiedAt":"2026-08-01T03:00:00.000Z"');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM admin_logs WHERE event = 'owner_venue_confirmed'").first<{ n: number }>()).toEqual({ n: 2 });
  });
});
