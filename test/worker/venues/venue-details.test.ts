// A listing's details from the submission form to the venue (phone, website, Instagram, hours, map
// pin), the buyer's summary after payment, and the admin's edit of every venue field.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminVenue, VenueEditResult } from "../../../src-worker/shared/contract/admin";
import type { CheckoutSummary } from "../../../src-worker/shared/contract/payments";
import type { Venue } from "../../../src-worker/shared/contract/venues";
import { asAdmin, BASE, call, callApp, callAppJson, callJson, cityId, count, insertVenue, login, seedBase } from "../helpers";

const PIKE_PLACE = { lat: 47.6097, lng: -122.3422 };
const HOURS = {
  mon: [["11:00", "23:00"]],
  fri: [["11:00", "02:00"]],
  sat: [
    ["09:00", "14:00"],
    ["17:00", "02:00"],
  ],
};

const details = async (extra: Record<string, unknown> = {}) => ({
  venueName: "Details Pub",
  cityId: await cityId(),
  address: "1 Pike Pl, Seattle, WA",
  contactEmail: "owner@example.com",
  phone: "(206) 555-0100",
  venueWebsite: "https://details-pub.example.com/",
  instagram: "https://www.instagram.com/details.pub/",
  hours: HOURS,
  location: PIKE_PLACE,
  ...extra,
});

const submit = async (body: Record<string, unknown>) =>
  callAppJson<{ url?: string; error?: string; code?: string }>("/api/venues/submission-checkout", { method: "POST", json: body });

const refOf = (url: string) => new URL(url).pathname.split("/").pop()!;

async function pay(reference: string) {
  const res = await callApp(`/test-checkout/${reference}/pay`, { method: "POST", headers: { origin: BASE } });
  await res.arrayBuffer();
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

const version = async (scope: string) =>
  (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = ?").bind(scope).first<{ version: number }>())!.version;

beforeEach(async () => {
  await seedBase();
  // A first public read starts each data version at a random number, as on a new database, so no
  // answer cached by an earlier test (same ids, same versions) is served here.
  await (await call("/api/tags")).arrayBuffer();
});

describe("submission: the listing's details", () => {
  it("are stored with the submission, copied into the venue when paid, and the success address carries the reference", async () => {
    const res = await submit(await details());
    expect(res.status).toBe(200);
    const reference = refOf(res.body.url!);
    const sub = await env.DB.prepare("SELECT phone, website, instagram, hours, lat, lng FROM submissions").first<Record<string, unknown>>();
    expect(sub).toEqual({
      phone: "(206) 555-0100",
      website: "https://details-pub.example.com/",
      instagram: "@details.pub",
      hours: JSON.stringify(HOURS),
      lat: PIKE_PLACE.lat,
      lng: PIKE_PLACE.lng,
    });

    expect(await pay(reference)).toBe(`${BASE}/submit?success=1&checkout=${reference}`);
    const venue = await env.DB.prepare("SELECT id, status, phone, website, instagram, hours, lat, lng FROM venues WHERE name = 'Details Pub'").first<
      Record<string, unknown>
    >();
    expect(venue).toMatchObject({ status: "pending", ...sub });
    const receipt = await env.DB.prepare("SELECT body FROM email_outbox").first<{ body: string }>();
    expect(receipt!.body).not.toContain("without a map pin");

    // Once approved, the public venue has them.
    const cookie = await login();
    expect((await asAdmin(() => cookie).post("/api/admin/venues/approve", { venueId: venue!.id })).status).toBe(200);
    const { body } = await callJson<Venue>(`/api/venues/${venue!.id}`);
    expect(body).toMatchObject({
      phone: "(206) 555-0100",
      website: "https://details-pub.example.com/",
      instagram: "@details.pub",
      hours: HOURS,
      ...PIKE_PLACE,
    });
  });

  it("every detail is optional; blanks are none; a venue without a pin is listed without one and the receipt says so", async () => {
    const res = await submit(await details({ phone: "", venueWebsite: "  ", instagram: null, hours: null, location: null }));
    expect(res.status).toBe(200);
    await pay(refOf(res.body.url!));
    expect(await env.DB.prepare("SELECT phone, website, instagram, hours, lat, lng FROM venues WHERE name = 'Details Pub'").first()).toEqual({
      phone: null,
      website: null,
      instagram: null,
      hours: null,
      lat: null,
      lng: null,
    });
    expect((await env.DB.prepare("SELECT body FROM email_outbox").first<{ body: string }>())!.body).toContain(
      "You did not place the venue on the map: it will be listed without a map pin until our team sets its location.",
    );
  });

  it("bad details are a 400 naming the problem, and nothing is stored", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ phone: "12" }, /phone: Enter a phone number with its area code/],
      [{ phone: "call us!" }, /phone:/],
      [{ phone: "x".repeat(41) }, /Phone must be at most 40 characters/],
      [{ venueWebsite: "ftp://files.example.com" }, /venueWebsite: Enter the website's full address/],
      [{ venueWebsite: "javascript:alert(1)" }, /venueWebsite:/],
      [{ venueWebsite: "http://localhost" }, /venueWebsite:/],
      [{ instagram: "not a handle!" }, /instagram: Enter an Instagram handle/],
      [{ instagram: "https://example.com/details" }, /instagram:/],
      [{ hours: { mon: [["25:00", "02:00"]] } }, /Times must be 24-hour HH:MM/],
      [{ hours: { mon: [["10:00", "10:00"]] } }, /cannot be the same/],
      [{ hours: {} }, /at least one open day/],
      [{ hours: { mon: [] } }, /at least one open day/],
      [{ hours: { funday: [["10:00", "12:00"]] } }, /hours/],
      [
        {
          hours: {
            mon: [
              ["08:00", "09:00"],
              ["10:00", "11:00"],
              ["12:00", "13:00"],
              ["14:00", "15:00"],
            ],
          },
        },
        /At most 3 opening times/,
      ],
      [{ hours: "Mon-Fri 9-5" }, /hours/],
      [{ location: { lat: 51.5072, lng: -0.1276 } }, /location: The location must be in the United States/],
      [{ location: { lat: -122.33, lng: 47.6 } }, /location/],
      [{ location: { lat: 47.6 } }, /location/],
      [{ location: { lat: "47.6", lng: "-122.3" } }, /location/],
    ];
    for (const [extra, message] of cases) {
      const res = await submit(await details(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.code).toBe("bad_request");
      expect(res.body.error, JSON.stringify(extra)).toMatch(message);
    }
    // In the US but far from the chosen city.
    const boston = await submit(await details({ location: { lat: 42.3601, lng: -71.0589 } }));
    expect(boston).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^This location is [\d,]+ mi from central Seattle: .* within 50 mi/) } });
    expect(await count("submissions")).toBe(0);
    expect(await count("checkouts")).toBe(0);
  });
});

describe("GET /api/checkouts/{reference}: the buyer's summary", () => {
  it("says what was bought, for how much, for whom; pending until paid, then the venue waiting for review", async () => {
    const res = await submit(await details());
    const reference = refOf(res.body.url!);
    const cents = (await env.DB.prepare("SELECT amount_cents FROM checkouts").first<{ amount_cents: number }>())!.amount_cents;

    const before = await callJson<CheckoutSummary>(`/api/checkouts/${reference}`);
    expect(before.status).toBe(200);
    expect(before.res.headers.get("cache-control")).toBe("private, no-store");
    expect(before.body).toEqual({
      reference,
      kind: "submission",
      status: "pending",
      item: "Venue listing: Details Pub",
      amount: cents / 100,
      currency: "usd",
      venueName: "Details Pub",
      cityName: "Seattle",
      contactEmail: "owner@example.com",
      paidAt: null,
      venue: null,
      featuredUntil: null,
      manage: null,
    });

    await pay(reference);
    const after = await callJson<CheckoutSummary>(`/api/checkouts/${reference}`);
    const venueId = (await env.DB.prepare("SELECT id FROM venues WHERE name = 'Details Pub'").first<{ id: number }>())!.id;
    expect(after.body).toMatchObject({ status: "paid", venue: { id: venueId, status: "pending" } });
    expect(Date.parse(after.body.paidAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("an unknown reference is 404, anything but a reference 400: nothing to enumerate", async () => {
    const unknown = await callJson<{ error: string }>(`/api/checkouts/${crypto.randomUUID()}`);
    expect(unknown).toMatchObject({ status: 404, body: { error: "Checkout not found" } });
    for (const bad of ["1", "abc", "00000000-0000-0000-0000-00000000000g"]) {
      expect((await callJson(`/api/checkouts/${bad}`)).status, bad).toBe(400);
    }
  });
});

describe("admin: editing a venue", () => {
  let cookie = "";
  const admin = asAdmin(() => cookie);
  const patch = (id: number, json: unknown, headers: Record<string, string> = {}) =>
    callJson<VenueEditResult & { error: string; code: string }>(`/api/admin/venues/${id}`, { method: "PATCH", json, headers: { cookie, ...headers } });
  const editLogs = async () =>
    (await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = 'venue_edited' ORDER BY id").all<{ payload: string }>()).results.map((r) =>
      JSON.parse(r.payload),
    );

  beforeEach(async () => {
    cookie = await login();
  });

  it("GET answers any venue in the admin form; an unknown id is 404", async () => {
    const id = await insertVenue(await cityId(), { name: "Pending Place", status: "pending", phone: "(206) 555-0111" });
    const { status, body } = await admin.get<AdminVenue>(`/api/admin/venues/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, name: "Pending Place", status: "pending", phone: "(206) 555-0111", citySlug: "seattle" });
    expect((await admin.get("/api/admin/venues/987654")).status).toBe(404);
  });

  it("writes what changed with one audit row (before and after) and a cache bump; the public venue shows it", async () => {
    const id = await insertVenue(await cityId(), { name: "Old Name", phone: "(206) 555-0111", tags: ["Pub"], has_food: true });
    const [venuesV, citiesV] = [await version("venues"), await version("cities")];
    const res = await patch(id, {
      name: "  New Name ",
      phone: "+1 206 555 0199",
      website: "https://new-name.example.com",
      instagram: "@newname",
      hours: HOURS,
      hoursShort: "Daily from 11am",
      location: PIKE_PLACE,
      tags: ["Pub", "pub", " Rooftop ", ""],
      hasFood: true,
      bigScreens: true,
      notes: "",
      neighborhood: "Downtown",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, venueId: id, changed: true });
    expect(res.body.venue).toMatchObject({ name: "New Name", phone: "+1 206 555 0199", tags: ["Pub", "Rooftop"], ...PIKE_PLACE, bigScreens: true });

    const logs = await editLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toEqual({
      venueId: id,
      name: "Old Name",
      changes: {
        name: { before: "Old Name", after: "New Name" },
        phone: { before: "(206) 555-0111", after: "+1 206 555 0199" },
        website: { before: null, after: "https://new-name.example.com" },
        instagram: { before: null, after: "@newname" },
        hours: { before: null, after: HOURS },
        hoursShort: { before: null, after: "Daily from 11am" },
        location: { before: null, after: PIKE_PLACE },
        tags: { before: ["Pub"], after: ["Pub", "Rooftop"] },
        bigScreens: { before: false, after: true },
        neighborhood: { before: null, after: "Downtown" },
      },
    });
    expect(await version("venues")).toBe(venuesV + 1);
    expect(await version("cities")).toBe(citiesV + 1);
    const { body } = await callJson<Venue>(`/api/venues/${id}`);
    expect(body).toMatchObject({ name: "New Name", website: "https://new-name.example.com", hours: HOURS, hoursShort: "Daily from 11am", ...PIKE_PLACE });
  });

  it("nothing different: changed false, no audit row, no cache bump", async () => {
    const id = await insertVenue(await cityId(), { name: "Same Place", phone: "(206) 555-0111" });
    const v = await version("venues");
    for (const body of [{}, { name: "Same Place", phone: "(206) 555-0111", hasFood: false, website: "", location: null }]) {
      const res = await patch(id, body);
      expect(res.status).toBe(200);
      expect(res.body.changed).toBe(false);
    }
    expect(await editLogs()).toEqual([]);
    expect(await version("venues")).toBe(v);
  });

  it("clears optional fields with null or blanks, and the location with null", async () => {
    const id = await insertVenue(await cityId(), { name: "Clear Me", phone: "(206) 555-0111", lat: PIKE_PLACE.lat, lng: PIKE_PLACE.lng, notes: "Old notes" });
    const res = await patch(id, { phone: null, notes: "   ", location: null });
    expect(res.body.venue).toMatchObject({ phone: null, notes: null, lat: null, lng: null });
    expect((await editLogs())[0].changes).toEqual({
      phone: { before: "(206) 555-0111", after: null },
      notes: { before: "Old notes", after: null },
      location: { before: PIKE_PLACE, after: null },
    });
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const id = await insertVenue(await cityId(), { name: "Strict Place" });
    const before = await env.DB.prepare("SELECT * FROM venues WHERE id = ?").bind(id).first();
    const cases: Record<string, unknown>[] = [
      { name: "" },
      { name: null },
      { address: "   " },
      { cityId: "seattle" },
      { phone: "555" },
      { website: "javascript:alert(1)" },
      { instagram: "no spaces please" },
      { hours: { mon: [["9am", "5pm"]] } },
      { location: { lat: 48.85, lng: 2.35 } },
      { location: { lat: 42.3601, lng: -71.0589 } },
      { status: "archived" },
      { hasFood: "yes" },
      { tags: Array.from({ length: 21 }, (_, i) => `Tag ${i}`) },
      { tags: ["x".repeat(41)] },
    ];
    for (const body of cases) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    expect((await patch(id, { location: { lat: 42.3601, lng: -71.0589 } })).body.error).toMatch(/from central Seattle/);
    expect((await patch(id, { cityId: 987654 })).body).toMatchObject({ error: "Unknown city" });
    expect(await env.DB.prepare("SELECT * FROM venues WHERE id = ?").bind(id).first()).toEqual(before);
    expect(await editLogs()).toEqual([]);
  });

  it("moving to another city: the pin must suit that city, and the venue's name must be free there (409)", async () => {
    const boston = await cityId("boston");
    const id = await insertVenue(await cityId(), { name: "Mover", slug: "mover", lat: PIKE_PLACE.lat, lng: PIKE_PLACE.lng });
    expect((await patch(id, { cityId: boston })).body.error).toMatch(/from central Boston/);
    await insertVenue(boston, { name: "Mover", slug: "mover" });
    const clash = await patch(id, { cityId: boston, location: null });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/Boston already has a venue listed as "mover"/);
    await env.DB.prepare("DELETE FROM venues WHERE city_id = ? AND slug = 'mover'").bind(boston).run();
    const moved = await patch(id, { cityId: boston, location: { lat: 42.3601, lng: -71.0589 } });
    expect(moved.status).toBe(200);
    expect(moved.body.venue).toMatchObject({ citySlug: "boston", lat: 42.3601 });
  });

  it("approving through the edit queues the owner's e-mail once, like Approve", async () => {
    const res = await submit(await details());
    await pay(refOf(res.body.url!));
    const id = (await env.DB.prepare("SELECT id FROM venues WHERE name = 'Details Pub'").first<{ id: number }>())!.id;
    expect((await patch(id, { status: "approved" })).body.venue.status).toBe("approved");
    expect(await count("email_outbox", "dedupe_key = ?", `venue-approved:${id}`)).toBe(1);
    expect((await patch(id, { status: "rejected" })).status).toBe(200);
    expect((await patch(id, { status: "approved" })).status).toBe(200);
    expect(await count("email_outbox", "dedupe_key = ?", `venue-approved:${id}`)).toBe(1);
  });

  it("unknown id 404; signed out 401; another site's page 403; nothing written", async () => {
    const id = await insertVenue(await cityId(), { name: "Guarded" });
    expect((await patch(987654, { name: "Ghost" })).status).toBe(404);
    const anonymous = await callJson(`/api/admin/venues/${id}`, { method: "PATCH", json: { name: "Hijacked" } });
    expect(anonymous.status).toBe(401);
    const foreign = await patch(id, { name: "Hijacked" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await call(`/api/admin/venues/${id}`)).status).toBe(401);
    expect(await count("venues", "name = 'Guarded'")).toBe(1);
    expect(await editLogs()).toEqual([]);
  });

  it("all-or-nothing: when the audit row cannot be written, the venue is unchanged and the cache not bumped", async () => {
    const id = await insertVenue(await cityId(), { name: "Atomic Place" });
    const v = await version("venues");
    await env.DB.prepare("CREATE TRIGGER refuse_logs BEFORE INSERT ON admin_logs BEGIN SELECT RAISE(ABORT, 'refused'); END").run();
    try {
      const res = await patch(id, { name: "Half Written", phone: "(206) 555-0100" });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_logs").run();
    }
    expect(await env.DB.prepare("SELECT name, phone FROM venues WHERE id = ?").bind(id).first()).toEqual({ name: "Atomic Place", phone: null });
    expect(await version("venues")).toBe(v);
  });
});
