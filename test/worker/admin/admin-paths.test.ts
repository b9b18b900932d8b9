// What admins reported: a city the standalone import created was counted but never listed; import
// results lumped unchanged and bad rows together; the pending card hid the contact and the payment;
// Feature had no end and no way back; the Seattle seed published at once. Each fix, tested here:
// city facts from the import and the city editor, one count everywhere, the import breakdown, the
// submission's facts, feature until a date and unfeature, and seeded posts waiting for Approve.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { centreOf, stateFromAddress, stateOfAddresses } from "../../../src-worker/services/cities/city-facts";
import { STANDALONE_CSV_HEADER as HEADER } from "../../../src-worker/shared/constants";
import type { AdminCity, AdminLogEntry, AdminVenue, CityUpdateResult, StandaloneImportResult } from "../../../src-worker/shared/contract/admin";
import type { CityDetail, CityListItem } from "../../../src-worker/shared/contract/cities";
import { endOfLocalDay, isIanaTimeZone, lastDayLabel, localDay } from "../../../src-worker/shared/time-zones";
import { asAdmin, BASE, call, callApp, cityId, count, getPublic, initialData, insertVenue, login, multipart, page, seedDemo, testModeEnv } from "../helpers";

let cookie = "";
const admin = asAdmin(() => cookie);

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

async function importStandalone(csv: string, fields: Record<string, string>) {
  const res = await call("/api/import-csv", { method: "POST", headers: { cookie }, body: multipart(fields, { name: "v.csv", type: "text/csv", bytes: csv }) });
  return { status: res.status, body: (await res.json()) as StandaloneImportResult & { error: string } };
}

/** Five Boise bars; the fourth has a mistyped latitude (4.36 for 43.6), which must not move the city. */
const BOISE = `${HEADER}
Bardenay,"610 W Grove St, Boise, ID 83702",43.6150,-116.2023,,,,Downtown,
Pengilly's Saloon,"513 W Main St, Boise, ID 83702",43.6177,-116.1996,,,,Downtown,
The Olympic,"1009 Main St, Boise, ID 83702",43.6135,-116.2046,,,,Downtown,
Typo Tavern,"100 S 6th St, Boise, ID",4.3614,-116.2035,,,,Downtown,
Boise Brewing,"521 W Broad St, Boise, Idaho 83702",43.6160,-116.2010,,,,BoDo,
`;

const versions = async () =>
  Object.fromEntries(
    (await env.DB.prepare("SELECT scope, version FROM data_versions").all<{ scope: string; version: number }>()).results.map((r) => [r.scope, r.version]),
  );

const logsOf = async (event: string) =>
  (await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = ? ORDER BY id").bind(event).all<{ payload: string }>()).results.map((r) =>
    JSON.parse(r.payload),
  );

/** Every place the site counts or lists cities: the API, the home and All Cities pages' own data, the sitemap. */
async function publicCities() {
  const api = await getPublic<CityListItem[]>("/api/cities");
  const fromPage = async (path: string) =>
    (initialData((await page(path)).html).find((e) => JSON.stringify(e.queryKey) === '["/api/cities"]')?.data ?? []) as CityListItem[];
  const sitemap = await (await call("/sitemap.xml")).text();
  return {
    api: api.map((c) => c.slug).sort(),
    home: (await fromPage("/")).map((c) => c.slug).sort(),
    allCities: (await fromPage("/cities")).map((c) => c.slug).sort(),
    // The English addresses (each city is listed once per language).
    sitemap: [...sitemap.matchAll(/<loc>https?:\/\/[^/]+\/city\/([a-z0-9-]+)</g)].map((m) => m[1]).sort(),
    sitemapText: sitemap,
  };
}

describe("city facts from an import's rows", () => {
  it("reads the state at the end of an address, in capitals or spelt out, and only a real one", () => {
    expect(stateFromAddress("610 W Grove St, Boise, ID 83702")?.name).toBe("Idaho");
    expect(stateFromAddress("610 W Grove St, Boise, ID 83702-1234, USA")?.name).toBe("Idaho");
    expect(stateFromAddress("1 Main St, Boise, Idaho")?.name).toBe("Idaho");
    expect(stateFromAddress("1 Main St, Washington, DC 20001")?.code).toBe("DC");
    expect(stateFromAddress("1 Main St, Boise, id 83702")).toBeUndefined();
    expect(stateFromAddress("1 Pike St, Seattle")).toBeUndefined();
    expect(stateFromAddress("2 Occidental Ave S\nSeattle")).toBeUndefined();
    expect(stateFromAddress("1 Main St, Springfield, ZZ 12345")).toBeUndefined();
    // A majority decides; a metro split across a state line is not guessed.
    expect(stateOfAddresses(["1 A St, Boise, ID", "2 B St, Boise, ID", "3 C St, Ontario, OR", "no state here"])?.name).toBe("Idaho");
    expect(stateOfAddresses(["1 Main St, Kansas City, MO", "2 State Ave, Kansas City, KS"])).toBeUndefined();
    expect(centreOf([])).toBeUndefined();
    expect(centreOf([{ lat: 1, lng: 2 }])).toEqual({ lat: 1, lng: 2 });
  });

  it("time zones: IANA names only, and a day ends at the city's own midnight (daylight saving included)", () => {
    for (const ok of ["America/Boise", "America/Indiana/Indianapolis", "Pacific/Honolulu", "UTC"]) expect(isIanaTimeZone(ok), ok).toBe(true);
    for (const bad of ["Mars/Olympus", "America/New York", "EST", "+01:00", "", "America/Boise; DROP TABLE cities"])
      expect(isIanaTimeZone(bad), bad).toBe(false);
    expect(endOfLocalDay("2026-07-19", "America/Los_Angeles").toISOString()).toBe("2026-07-20T07:00:00.000Z");
    expect(endOfLocalDay("2026-12-01", "America/Los_Angeles").toISOString()).toBe("2026-12-02T08:00:00.000Z");
    expect(endOfLocalDay("2026-03-07", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(endOfLocalDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(endOfLocalDay("2026-10-31", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(endOfLocalDay("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(lastDayLabel("2026-07-20T07:00:00.000Z", "America/Los_Angeles")).toBe("Jul 19, 2026");
    expect(localDay(new Date("2026-07-20T06:59:00Z"), "America/Los_Angeles")).toBe("2026-07-19");
  });
});

describe("a city the standalone import creates", () => {
  it("gets its state from the addresses, its time zone from the state, its centre from the venues; every count then lists it", async () => {
    const before = await publicCities();
    expect(before.api).not.toContain("boise");
    const r = await importStandalone(BOISE, { city_slug: "boise" });
    expect(r.status).toBe(200);
    expect(r.body.city).toEqual({
      id: await cityId("boise"),
      name: "Boise",
      slug: "boise",
      state: "Idaho",
      timeZone: "America/Boise",
      // The median: the mistyped 4.3614 does not drag the city south.
      lat: 43.615,
      lng: -116.2023,
      created: true,
      listed: true,
      filled: ["state", "timeZone", "coordinates"],
      stateFrom: "addresses",
    });
    const after = await publicCities();
    expect(after.api).toEqual([...before.api, "boise"].sort());
    expect(after.home).toEqual(after.api);
    expect(after.allCities).toEqual(after.api);
    expect(after.sitemap).toEqual(after.api);
    expect((await logsOf("csv_import_standalone"))[0]).toMatchObject({
      cityCreated: true,
      cityFilled: ["state", "timeZone", "coordinates"],
      city_name: "Boise",
    });
  });

  it("a city whose rows name no state is counted and listed nowhere (its page is not indexed) until an admin sets its state", async () => {
    const before = await publicCities();
    const r = await importStandalone(`${HEADER}\nNowhere Pub,1 Main St,,,,,,,\nSomewhere Bar,2 Main St,,,,,,,\n`, {
      city_slug: "springfield-x",
      city_name: "Springfield",
    });
    expect(r.status).toBe(200);
    expect(r.body.city).toMatchObject({ created: true, listed: false, state: null, timeZone: "America/New_York", lat: null, filled: [] });
    const hidden = await publicCities();
    expect(hidden.api).toEqual(before.api);
    expect(hidden.home).toEqual(before.api);
    expect(hidden.allCities).toEqual(before.api);
    expect(hidden.sitemap).toEqual(before.api);
    const id = await cityId("springfield-x");
    const venueIds = (await env.DB.prepare("SELECT id FROM venues WHERE city_id = ?").bind(id).all<{ id: number }>()).results.map((v) => v.id);
    for (const v of venueIds) expect(hidden.sitemapText).not.toContain(`/venue/${v}<`);
    // Reachable by its address (the import's result links to it), kept out of search engines.
    const cityPage = await page("/city/springfield-x");
    expect(cityPage.status).toBe(200);
    expect(cityPage.html).toMatch(/<meta name="robots" content="noindex">/);
    expect((await page("/city/seattle")).html).not.toMatch(/<meta name="robots"/);
    const listed = await admin.get<AdminCity[]>("/api/admin/cities");
    expect(listed.body.find((c) => c.slug === "springfield-x")).toMatchObject({ listed: false, state: null, venueCounts: { approved: 2 } });

    const set = await admin.patch<CityUpdateResult>(`/api/admin/cities/${id}`, { state: "MO", timeZone: "America/Chicago", lat: 37.209, lng: -93.2923 });
    expect(set.status).toBe(200);
    expect(set.body.city).toMatchObject({ state: "Missouri", listed: true, timeZone: "America/Chicago", lat: 37.209, lng: -93.2923 });
    const shown = await publicCities();
    expect(shown.api).toEqual([...before.api, "springfield-x"].sort());
    expect(shown.home).toEqual(shown.api);
    expect(shown.allCities).toEqual(shown.api);
    expect(shown.sitemap).toEqual(shown.api);
    for (const v of venueIds) expect(shown.sitemapText).toContain(`/venue/${v}<`);
  });

  it("the form's state wins over the addresses; an unknown state is refused before anything is written", async () => {
    // Sunland Park, NM, whose bars an El Paso spreadsheet might file under Texas.
    const r = await importStandalone(`${HEADER}\nBorder Bar,"1 Main St, El Paso, TX 79901",31.7962,-106.5797,,,,,\n`, {
      city_slug: "sunland-park",
      city_state: "NM",
    });
    expect(r.body.city).toMatchObject({ state: "New Mexico", timeZone: "America/Denver", stateFrom: "form", listed: true });
    const cities = await count("cities");
    const bad = await importStandalone(`${HEADER}\nX Bar,1 X St,,,,,,,\n`, { city_slug: "atlantis", city_state: "Atlantis" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Unknown US state: Atlantis");
    expect(await count("cities")).toBe(cities);
  });

  it("fills in only what an existing city lacks: an admin's state, zone and centre are never replaced", async () => {
    const seattle = await env.DB.prepare("SELECT state, time_zone, lat, lng FROM cities WHERE slug = 'seattle'").first();
    const r = await importStandalone(`${HEADER}\nFar Away Pub,"1 Main St, Boise, ID 83702",43.6,-116.2,,,,,\n`, { city_slug: "seattle", city_state: "Idaho" });
    expect(r.body.city).toMatchObject({ created: false, filled: [], state: "Washington" });
    expect(await env.DB.prepare("SELECT state, time_zone, lat, lng FROM cities WHERE slug = 'seattle'").first()).toEqual(seattle);

    // A city left without a state by an earlier import gets one from a later file (the dashboard's format too).
    await importStandalone(`${HEADER}\nFirst Pub,1 Main St,,,,,,,\n`, { city_slug: "meridian" });
    const res = await call("/api/admin/import-csv", {
      method: "POST",
      headers: { cookie },
      body: multipart(
        { citySlug: "meridian" },
        { name: "a.csv", type: "text/csv", bytes: 'name,address,lat,lng\nSecond Pub,"2 Main St, Meridian, ID 83642",43.61,-116.39\n' },
      ),
    });
    expect(await res.json()).toMatchObject({
      city: { state: "Idaho", timeZone: "America/Boise", lat: 43.61, lng: -116.39, listed: true, filled: ["state", "timeZone", "coordinates"] },
    });
  });
});

describe("the admin city editor (PATCH /api/admin/cities/{id})", () => {
  it("validates: a US state (name or code), both coordinates in range or neither, an IANA zone; unknown ids are 404", async () => {
    const id = await cityId("seattle");
    const cases: [unknown, RegExp][] = [
      [{ state: "Atlantis" }, /state: must be a US state's name or postal code/],
      [{ lat: 47.6 }, /^Latitude and longitude go together/],
      [{ lat: 47.6, lng: null }, /^Latitude and longitude go together/],
      [{ lat: 91, lng: 0 }, /lat: must be between -90 and 90/],
      [{ lat: 0, lng: -181 }, /lng: must be between -180 and 180/],
      [{ lat: "47.6", lng: "-122.3" }, /lat/],
      [{ timeZone: "Mars/Olympus" }, /timeZone: must be an IANA time zone/],
      [{ timeZone: "America/New York" }, /timeZone: must be an IANA time zone/],
      [{ timeZone: "x".repeat(65) }, /timeZone/],
    ];
    for (const [body, message] of cases) {
      const r = await admin.patch(`/api/admin/cities/${id}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error, JSON.stringify(body)).toMatch(message);
    }
    expect((await admin.patch("/api/admin/cities/abc", { state: "WA" })).status).toBe(400);
    // The editor's page: titled, kept out of search engines; a malformed id is the 404 page's title.
    const editor = await page(`/admin/cities/${id}/edit`);
    expect(editor.html).toContain("<title>Edit City | World Cup Watch Spots</title>");
    expect(editor.html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    expect((await page("/admin/cities/abc/edit")).html).toContain("<title>404 Page Not Found | World Cup Watch Spots</title>");
    const missing = await admin.patch("/api/admin/cities/987654", { state: "WA" });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("City not found");
    expect(await count("admin_logs")).toBe(0);
  });

  it("one batch writes the city, its audit row (before and after) and the cache versions; a no-op writes nothing", async () => {
    const id = await cityId("seattle");
    const v0 = await versions();
    const same = await admin.patch<CityUpdateResult>(`/api/admin/cities/${id}`, { state: "Washington", timeZone: "America/Los_Angeles" });
    expect(same.status).toBe(200);
    expect(await count("admin_logs")).toBe(0);
    expect(await versions()).toEqual(v0);

    const r = await admin.patch<CityUpdateResult>(`/api/admin/cities/${id}`, { state: "id", timeZone: "America/Boise", lat: null, lng: null });
    expect(r.body.city).toMatchObject({ state: "Idaho", timeZone: "America/Boise", lat: null, lng: null, listed: true });
    const [log] = await logsOf("city_updated");
    expect(log).toEqual({
      cityId: id,
      name: "Seattle",
      slug: "seattle",
      changed: ["state", "lat", "lng", "timeZone"],
      before: expect.objectContaining({ state: "Washington", lat: expect.any(Number), lng: expect.any(Number), timeZone: "America/Los_Angeles" }),
      after: expect.objectContaining({ state: "Idaho", lat: null, lng: null, timeZone: "America/Boise" }),
    });
    const v1 = await versions();
    expect(v1.cities).toBe((v0.cities ?? 0) + 1);
    expect(v1.venues).toBe((v0.venues ?? 0) + 1);
    // Public reads see it at once (the edge cache key moved on).
    expect((await getPublic<{ state: string; time_zone: string }>("/api/cities/seattle")).time_zone).toBe("America/Boise");
    // A null state unlists the city everywhere.
    await admin.patch(`/api/admin/cities/${id}`, { state: null });
    expect((await getPublic<CityListItem[]>("/api/cities")).map((c) => c.slug)).not.toContain("seattle");
  });

  it("sets the Spanish texts (trimmed; blank clears), logs them, and /es pages show them with the English as fallback", async () => {
    const id = await cityId("seattle");
    const tooLong = await admin.patch(`/api/admin/cities/${id}`, { heroTitleEs: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/heroTitleEs: must be at most 200 characters/);
    // A first edit moves the cache versions past those earlier tests read public pages at.
    await admin.patch(`/api/admin/cities/${id}`, { heroSubtitleEs: "Primero" });
    const before = await admin.get<AdminCity[]>("/api/admin/cities");
    const seattle = before.body.find((c) => c.id === id)!;
    const r = await admin.patch<CityUpdateResult>(`/api/admin/cities/${id}`, {
      heroTitleEs: "  El Mundial en Seattle, en español  ",
      heroSubtitleEs: "Bares y watch parties",
      descriptionEs: "Una ciudad futbolera.",
    });
    expect(r.status).toBe(200);
    expect(r.body.city).toMatchObject({
      heroTitleEs: "El Mundial en Seattle, en español",
      heroSubtitleEs: "Bares y watch parties",
      descriptionEs: "Una ciudad futbolera.",
    });
    const log = (await logsOf("city_updated")).find((l) => (l as { changed: string[] }).changed.includes("heroTitleEs"));
    expect(log).toMatchObject({
      cityId: id,
      changed: ["descriptionEs", "heroTitleEs", "heroSubtitleEs"],
      before: { heroTitleEs: seattle.heroTitleEs, heroSubtitleEs: "Primero" },
      after: { heroTitleEs: "El Mundial en Seattle, en español", heroSubtitleEs: "Bares y watch parties", descriptionEs: "Una ciudad futbolera." },
    });
    const detail = await getPublic<CityDetail>("/api/cities/seattle");
    expect(detail).toMatchObject({ hero_title_es: "El Mundial en Seattle, en español", description_es: "Una ciudad futbolera." });
    expect((await page("/es/city/seattle")).html).toContain("<h1>El Mundial en Seattle, en español</h1>");
    const english = (await page("/city/seattle")).html;
    expect(english).toContain(`<h1>${seattle.heroTitle ?? "Seattle"}</h1>`);
    // A blank Spanish title clears it: the Spanish page falls back to the English one.
    await admin.patch(`/api/admin/cities/${id}`, { heroTitleEs: "   " });
    expect((await getPublic<CityDetail>("/api/cities/seattle")).hero_title_es).toBeNull();
    expect((await page("/es/city/seattle")).html).toContain(`<h1>${seattle.heroTitle ?? "Seattle"}</h1>`);
  });

  it("all or nothing: when the audit row cannot be written, the city is left as it was", async () => {
    const id = await cityId("seattle");
    const before = await env.DB.prepare("SELECT * FROM cities WHERE id = ?").bind(id).first();
    await env.DB.prepare("CREATE TRIGGER city_trap BEFORE INSERT ON admin_logs BEGIN SELECT RAISE(ABORT, 'trap'); END").run();
    const r = await admin.patch(`/api/admin/cities/${id}`, { state: "Oregon", timeZone: "America/Los_Angeles" });
    expect(r.status).toBeGreaterThanOrEqual(500);
    expect(await env.DB.prepare("SELECT * FROM cities WHERE id = ?").bind(id).first()).toEqual(before);
    await env.DB.prepare("DROP TRIGGER city_trap").run();
  });
});

describe("import results: each kind of row apart, by name", () => {
  it("a re-import reports its rows as unchanged, an edited row as updated, a bad row as rejected with line and name; the log keeps the names", async () => {
    const first = await importStandalone(BOISE, { city_slug: "boise" });
    expect(first.body.rows.inserted).toHaveLength(5);
    const again = await importStandalone(BOISE.replace("Downtown,\nPengilly", "Old Town,\nPengilly").replace("Typo Tavern,", "Typo Tavern,,"), {
      city_slug: "boise",
    });
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ inserted: 0, updated: 1, skipped: 4, unchanged: 3, rejected: 1 });
    expect(again.body.rows).toEqual({ inserted: [], updated: ["Bardenay"], unchanged: ["Pengilly's Saloon", "The Olympic", "Boise Brewing"] });
    expect(again.body.errors).toEqual([{ row: 5, name: "Typo Tavern", message: "Address is required; Latitude must be a number between -90 and 90" }]);
    const logs = await admin.get<AdminLogEntry[]>("/api/admin/logs");
    const payload = JSON.parse(logs.body[0].payload!);
    expect(payload).toMatchObject({
      city_name: "Boise",
      unchanged: 3,
      rejected: 1,
      skipped: 4,
      names: again.body.rows,
      rejectedRows: again.body.errors,
      cityCreated: false,
    });
  });

  it("the history names the venue of each event, also for entries that kept only its id", async () => {
    const seattle = await cityId();
    const id = await insertVenue(seattle, { name: "Named Pub", status: "pending" });
    await admin.post("/api/admin/venues/approve", { venueId: id });
    // Stamped after the approval, on the clock it ran on (never the database's own).
    await env.DB.prepare("INSERT INTO admin_logs (event, payload, created_at) VALUES ('venue_rejected', ?, ?)")
      .bind(JSON.stringify({ venueId: id }), Date.now() + 1_000)
      .run();
    await env.DB.prepare("INSERT INTO admin_logs (event, payload, created_at) VALUES ('venue_rejected', ?, ?)")
      .bind(JSON.stringify({ venueId: 987654 }), Date.now() + 2_000)
      .run();
    const logs = (await admin.get<AdminLogEntry[]>("/api/admin/logs")).body;
    expect(logs.map((l) => [l.event, l.venueName])).toEqual([
      ["venue_rejected", null],
      ["venue_rejected", "Named Pub"],
      ["venue_approved", "Named Pub"],
    ]);
  });
});

describe("the pending card's facts: contact and payment", () => {
  it("a paid submission shows its contact address, amount, date, status and references; other venues say they have none", async () => {
    const seattle = await cityId();
    const start = await callApp("/api/venues/submission-checkout", {
      method: "POST",
      json: { venueName: "Paid Pitch", cityId: seattle, address: "9 Pay St, Seattle, WA", contactEmail: "owner@example.com", details: "" },
    });
    const { url } = (await start.json()) as { url: string };
    const checkoutId = url.split("/").pop()!;
    const pay = await callApp(`/test-checkout/${checkoutId}/pay`, { method: "POST", headers: { origin: BASE } }, testModeEnv());
    await pay.arrayBuffer();
    expect(pay.status).toBe(303);
    await insertVenue(seattle, { name: "Hand Added", status: "pending" });

    const pending = (await admin.get<AdminVenue[]>("/api/admin/venues/pending")).body;
    const paid = pending.find((v) => v.name === "Paid Pitch")!;
    const cents = (await env.DB.prepare("SELECT amount_cents FROM checkouts WHERE id = ?").bind(checkoutId).first<{ amount_cents: number }>())!.amount_cents;
    expect(paid.submission).toEqual({
      contactEmail: "owner@example.com",
      payment: {
        amountCents: cents,
        currency: "usd",
        status: "paid",
        paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        createdAt: expect.any(String),
        reference: checkoutId,
        providerReference: null,
      },
    });
    expect(pending.find((v) => v.name === "Hand Added")!.submission).toBeNull();
  });
});

describe("feature for a duration or until a date; unfeature", () => {
  const DAY = 86400_000;

  it("until a date ends the feature when that day ends in the venue's city; past, too far or unreal dates are 400", async () => {
    const seattle = await cityId();
    const id = await insertVenue(seattle, { name: "Until Pub" });
    const day = localDay(new Date(Date.now() + 10 * DAY), "America/Los_Angeles");
    const r = await admin.post<{ featuredUntil: string; days: number }>("/api/admin/venues/feature", { venueId: id, until: day });
    expect(r.status).toBe(200);
    expect(r.body.featuredUntil).toBe(endOfLocalDay(day, "America/Los_Angeles").toISOString());
    expect(r.body.days).toBe(11);
    expect(lastDayLabel(r.body.featuredUntil, "America/Los_Angeles")).toBe(lastDayLabel(`${day}T12:00:00Z`, "UTC"));
    expect((await logsOf("venue_featured_manual"))[0]).toEqual({
      venueId: id,
      name: "Until Pub",
      days: 11,
      featuredUntil: r.body.featuredUntil,
      lastDay: day,
      until: day,
    });

    const other = await insertVenue(seattle, { name: "Bad Dates Pub" });
    const cases: [string, number, RegExp][] = [
      [localDay(new Date(Date.now() - 2 * DAY), "America/Los_Angeles"), 400, /^The end date must be today or later\.$/],
      [localDay(new Date(Date.now() + 400 * DAY), "America/Los_Angeles"), 400, /^A feature can last at most 365 days\.$/],
      ["2027-02-30", 400, /until: must be a real date/],
      ["next week", 400, /until: must be a date as YYYY-MM-DD/],
      ["2027-13-01", 400, /until: must be a real date/],
    ];
    for (const [until, status, message] of cases) {
      const bad = await admin.post("/api/admin/venues/feature", { venueId: other, until });
      expect(bad.status, until).toBe(status);
      expect(bad.body.error, until).toMatch(message);
    }
    expect((await env.DB.prepare("SELECT is_featured FROM venues WHERE id = ?").bind(other).first())!.is_featured).toBe(0);
  });

  it("unfeature ends a running feature at once: logged, public lists updated; not featured is 409, unknown 404", async () => {
    const seattle = await cityId();
    const id = await insertVenue(seattle, { name: "Unfeature Pub" });
    const featured = await admin.post<{ featuredUntil: string }>("/api/admin/venues/feature", { venueId: id, days: 14 });
    expect((await getPublic<{ id: number }[]>("/api/venues/featured")).map((v) => v.id)).toContain(id);
    const v0 = await versions();
    const r = await admin.post("/api/admin/venues/unfeature", { venueId: id });
    expect(r.status).toBe(200);
    expect(await env.DB.prepare("SELECT is_featured, featured_until FROM venues WHERE id = ?").bind(id).first()).toEqual({
      is_featured: 0,
      featured_until: null,
    });
    expect(await logsOf("venue_unfeatured")).toEqual([{ venueId: id, name: "Unfeature Pub", featuredUntil: featured.body.featuredUntil }]);
    expect((await versions()).venues).toBe((v0.venues ?? 0) + 1);
    expect((await getPublic<{ id: number }[]>("/api/venues/featured")).map((v) => v.id)).not.toContain(id);

    const again = await admin.post("/api/admin/venues/unfeature", { venueId: id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This venue is not featured.");
    const lapsed = await insertVenue(seattle, { name: "Lapsed Pub", is_featured: true, featured_until: Date.now() - DAY });
    expect((await admin.post("/api/admin/venues/unfeature", { venueId: lapsed })).status).toBe(409);
    expect((await admin.post("/api/admin/venues/unfeature", { venueId: 987654 })).status).toBe(404);
    expect((await admin.post("/api/admin/venues/unfeature", { venueId: "1" })).status).toBe(400);
    // A feature can start again after an unfeature.
    expect((await admin.post("/api/admin/venues/feature", { venueId: id, days: 7 })).status).toBe(200);
  });
});
