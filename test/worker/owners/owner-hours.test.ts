// A venue's hours have one source, its weekly hours: an owner's or an admin's save of them retires the
// legacy one-line summary in the same write, and the venue page (both languages, its first paint and
// JSON-LD), the admin list's line and the CSV export all follow the last edit (decision 020).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Venue } from "../../../src-worker/shared/contract/venues";
import { hoursSummary, hoursTime, schemaOpeningHours } from "../../../src-worker/shared/hours";
import { BASE, call, callJson, cityId, initialData, insertVenue, jsonLd, login, page, seedBase } from "../helpers";
import { asOwner, ownerOf } from "../owner-helpers";

const OLD = { mon: [["14:00", "22:00"]], tue: [["14:00", "22:00"]], wed: [["14:00", "22:00"]], thu: [["14:00", "22:00"]], fri: [["12:00", "00:00"]] };
const NEW = { ...OLD, mon: [["15:00", "23:00"]] };

async function venueWithLegacyHours() {
  await seedBase();
  return insertVenue(await cityId(), {
    name: "The Pitch",
    website: "https://thepitch.com",
    hours: JSON.stringify(OLD),
    hours_short: "Mon-Thu 2pm-10pm, Fri 12pm-12am",
  });
}

const stored = (id: number) =>
  env.DB.prepare("SELECT hours, hours_short AS hoursShort FROM venues WHERE id = ?").bind(id).first<{ hours: string; hoursShort: string | null }>();

/** The venue as its page's first paint carries it (inlined answer), in English and Spanish. */
async function firstPaint(id: number, prefix = "") {
  const { html } = await page(`${prefix}/venue/${id}`);
  const venue = initialData(html).find((e) => JSON.stringify(e.queryKey).includes(`"${id}"`))?.data as Venue;
  return { venue, jsonLd: jsonLd(html, "venue-jsonld") };
}

describe("one source for a venue's hours", () => {
  it("an owner's new weekly hours replace the one-line summary everywhere, in both languages", async () => {
    const id = await venueWithLegacyHours();
    const cookie = await ownerOf(id, "manager@thepitch.com");
    const edit = await asOwner(cookie).patch<{ changed: string[] }>(`/api/owner/venues/${id}`, { hours: NEW });
    expect(edit.status).toBe(200);
    expect(edit.body.changed).toEqual(["hours", "hoursShort"]);
    expect(await stored(id)).toEqual({ hours: JSON.stringify(NEW), hoursShort: null });

    const pub = (await callJson<Venue>(`/api/venues/${id}`)).body;
    expect(pub).toMatchObject({ hours: NEW, hoursShort: null });
    for (const prefix of ["", "/es"]) {
      const { venue, jsonLd: ld } = await firstPaint(id, prefix);
      expect(venue, prefix).toMatchObject({ hours: NEW, hoursShort: null });
      expect(ld.openingHours, prefix).toEqual(["Mo 15:00-23:00", "Tu-Th 14:00-22:00", "Fr 12:00-00:00"]);
    }

    // The audit row names the retired summary, and a revert brings back both.
    const log = await env.DB.prepare("SELECT id, payload FROM admin_logs WHERE event = 'owner_venue_edited'").first<{ id: number; payload: string }>();
    expect(JSON.parse(log!.payload).changes.hoursShort).toEqual({ before: "Mon-Thu 2pm-10pm, Fri 12pm-12am", after: null });
    const admin = await login();
    expect((await callJson(`/api/admin/owner-audit/${log!.id}/revert`, { method: "POST", headers: { cookie: admin, origin: BASE } })).status).toBe(200);
    expect(await stored(id)).toEqual({ hours: JSON.stringify(OLD), hoursShort: "Mon-Thu 2pm-10pm, Fri 12pm-12am" });
  });

  it("an admin's new weekly hours retire the summary too, unless the same edit sets one", async () => {
    const id = await venueWithLegacyHours();
    const admin = await login();
    const patch = (json: unknown) => callJson(`/api/admin/venues/${id}`, { method: "PATCH", headers: { cookie: admin, origin: BASE }, json });
    expect((await patch({ hours: NEW })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ hoursShort: null });
    expect((await patch({ hours: OLD, hoursShort: "Afternoons" })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ hoursShort: "Afternoons" });
  });

  it("the CSV export's hours_short is the weekly hours when set; a venue without them keeps its imported line", async () => {
    const id = await venueWithLegacyHours();
    const other = await insertVenue(await cityId(), { name: "Zed's", hours_short: "Daily 11am-2am" });
    const admin = await login();
    const res = await callJson(`/api/admin/venues/${id}`, { method: "PATCH", headers: { cookie: admin, origin: BASE }, json: { hours: NEW } });
    expect(res.status).toBe(200);
    const csv = await (await call("/api/admin/export/cities/seattle/venues.csv", { headers: { cookie: admin } })).text();
    expect(csv).toContain(hoursSummary(NEW as never));
    expect(csv).toContain("Daily 11am-2am");
    expect(csv).not.toContain("Mon-Thu 2pm-10pm");
    expect(other).toBeGreaterThan(0);
  });
});

describe("hours as one line", () => {
  it("groups days with the same spans, says closed days, and writes schema.org's form", () => {
    const hours = {
      mon: [["15:00", "23:00"]],
      tue: [["14:00", "22:00"]],
      wed: [["14:00", "22:00"]],
      fri: [
        ["11:30", "14:00"],
        ["17:00", "02:00"],
      ],
    } as const;
    expect(hoursSummary(hours as never)).toBe("Mon 3pm-11pm, Tue-Wed 2pm-10pm, Thu closed, Fri 11:30am-2pm & 5pm-2am, Sat-Sun closed");
    expect(schemaOpeningHours(hours as never)).toEqual(["Mo 15:00-23:00", "Tu-We 14:00-22:00", "Fr 11:30-14:00", "Fr 17:00-02:00"]);
    expect(
      hoursSummary({
        mon: [["08:00", "02:00"]],
        tue: [["08:00", "02:00"]],
        wed: [["08:00", "02:00"]],
        thu: [["08:00", "02:00"]],
        fri: [["08:00", "02:00"]],
        sat: [["08:00", "02:00"]],
        sun: [["08:00", "02:00"]],
      }),
    ).toBe("Daily 8am-2am");
  });
});

describe("one clock for opening hours in a language", () => {
  it("says an early opening as the weekly hours beside it do: 6:30am in English, 6:30 a.m. in Spanish", () => {
    expect([hoursTime("06:30", "en"), hoursTime("08:00", "en"), hoursTime("02:00", "en")]).toEqual(["6:30am", "8am", "2am"]);
    expect(hoursTime("06:30", "es")).toMatch(/^6:30\sa\.\s?m\.$/);
    expect(hoursTime("17:00", "es")).toMatch(/^5\sp\.\s?m\.$/);
  });
});
