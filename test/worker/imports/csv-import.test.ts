/// <reference path="../../fixtures/csv/raw-import.d.ts" />
// CSV imports in both formats: parsing corpus, validation with line numbers, idempotent upserts,
// limits (size, type, content), chunking under D1's bound-parameter limit, logging and R2.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { STANDALONE_CSV_HEADER as HEADER } from "../../../src-worker/shared/constants";
import type { AdminImportResult, AdminLogEntry, StandaloneImportResult } from "../../../src-worker/shared/contract/admin";
import adminCorpus from "../../fixtures/csv/admin-corpus.csv?raw";
import badHeader from "../../fixtures/csv/standalone-bad-header.csv?raw";
import standaloneCorpus from "../../fixtures/csv/standalone-corpus.csv?raw";
import { call, cityId, count, login, multipart, seedDemo } from "../helpers";

let cookie = "";

type Body = string | Uint8Array;

async function upload<T>(path: string, fields: Record<string, string>, file?: { body: Body; name?: string; type?: string }) {
  const form = multipart(fields, file && { name: file.name ?? "venues.csv", type: file.type ?? "text/csv", bytes: file.body });
  const res = await call(path, { method: "POST", body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as T & { error: string; code: string } };
}

const importAdmin = (body: Body, citySlug = "seattle", type?: string) => upload<AdminImportResult>("/api/admin/import-csv", { citySlug }, { body, type });
const importStandalone = (body: Body, fields: Record<string, string> = { city_slug: "seattle" }, type?: string) =>
  upload<StandaloneImportResult>("/api/import-csv", fields, { body, type });

const venueCount = () => count("venues");
const venue = (name: string) =>
  env.DB.prepare("SELECT v.*, c.slug AS city_slug FROM venues v JOIN cities c ON c.id = v.city_id WHERE v.name = ?")
    .bind(name)
    .first<Record<string, unknown>>();
const r2Count = async () => (await env.UPLOADS.list({ prefix: "imports/" })).objects.length;

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

describe("admin format (dashboard tab)", () => {
  it("imports the corpus: flexible headers, quoted commas and newlines, escaped quotes, bad rows with line numbers", async () => {
    const before = await venueCount();
    const { status, body } = await importAdmin(adminCorpus);
    expect(status).toBe(200);
    expect(body.imported).toBe(3);
    expect(body.inserted).toBe(3);
    expect(body.total).toBe(8);
    expect(body.errors).toEqual([
      { row: 5, name: "Bad Bool Bar", message: "hasFood must be true/false, yes/no or 1/0" },
      { row: 6, name: "No Address Bar", message: "Address is required" },
      { row: 7, name: "Bad Lat Lounge", message: "Latitude must be a number between -90 and 90" },
      { row: 8, name: "Ftp Site Saloon", message: "Website must be an http:// or https:// URL" },
      { row: 10, name: "The Corner Pub", message: "Duplicate venue in file" },
    ]);
    expect(await venueCount()).toBe(before + 3);

    expect(await venue("The Corner Pub")).toMatchObject({
      address: "12 Main St, Suite 4",
      lat: 47.61,
      lng: -122.33,
      website: "https://corner.example.com",
      has_food: 1,
      family_friendly: 0,
      big_screens: 1,
      open_late: 1,
      notes: "Shows every match, loud",
      status: "approved",
      source: "import",
      slug: "the-corner-pub",
      city_slug: "seattle",
    });
    expect(await venue("Harbor Taproom")).toMatchObject({ address: "300 Pier Way\nUnit B", has_food: 1, big_screens: 1, open_late: 0 });
    expect(await venue("Quote Cafe")).toMatchObject({ notes: 'First line\nsecond line with "quotes"' });
  });

  it("strips a BOM and accepts CRLF line endings (line numbers unchanged)", async () => {
    const { status, body } = await importAdmin("\uFEFF" + adminCorpus.replace(/\n/g, "\r\n"));
    expect(status).toBe(200);
    expect(body.imported).toBe(3);
    expect(body.errors.map((e) => e.row)).toEqual([5, 6, 7, 8, 10]);
    expect(await venue("Harbor Taproom")).toMatchObject({ address: "300 Pier Way\r\nUnit B" });
  });

  it("re-importing the same file imports nothing and leaves the row count unchanged", async () => {
    await importAdmin(adminCorpus);
    const after = await venueCount();
    const second = await importAdmin(adminCorpus);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ imported: 0, inserted: 0, updated: 0 });
    expect(second.body.skipped).toBe(3 + 5);
    expect(await venueCount()).toBe(after);
  });

  it("a changed row updates the stored venue instead of adding one", async () => {
    await importAdmin("name,address,hasFood\nUpdate Arms,1 Old St,no\n");
    const n = await venueCount();
    const res = await importAdmin("NAME,ADDRESS,HASFOOD\nupdate arms,1 New St,yes\n");
    expect(res.body).toMatchObject({ imported: 1, inserted: 0, updated: 1 });
    expect(await venueCount()).toBe(n);
    expect(await venue("update arms")).toMatchObject({ address: "1 New St", has_food: 1, status: "approved" });
  });

  it("requires a known city, a name and an address column", async () => {
    expect((await importAdmin("name,address\nA,B\n", "atlantis")).status).toBe(400);
    const noAddress = await importAdmin("name,lat\nA,1\n");
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error).toMatch(/name and an address column/);
    const missing = await upload("/api/admin/import-csv", {}, { body: "name,address\nA,B\n" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Please select a city and choose a CSV file");
    const noFile = await upload("/api/admin/import-csv", { citySlug: "seattle" });
    expect(noFile.status).toBe(400);
  });
});

describe("standalone format (/api/import-csv)", () => {
  it("imports the corpus with tags, phone, hours and neighbourhood; counts inserted, updated, skipped", async () => {
    const { status, body } = await importStandalone(standaloneCorpus);
    expect(status).toBe(200);
    expect(body.city_slug).toBe("seattle");
    expect(body.counts).toEqual({ inserted: 2, updated: 0, skipped: 3, unchanged: 0, rejected: 3 });
    expect(body.errors).toEqual([
      { row: 5, name: "Bad Coords Bar", message: "Latitude must be a number between -90 and 90" },
      { row: 6, name: "Long Phone Pub", message: "Phone is too long (max 40 characters)" },
      { row: 7, name: "Emerald Pub", message: "Duplicate venue in file" },
    ]);
    expect(body.rows).toEqual({ inserted: ["Emerald Pub", "Sounders Spot"], updated: [], unchanged: [] });
    const pub = await venue("Emerald Pub");
    expect(pub).toMatchObject({
      address: "1 Pike St, Seattle",
      lat: 47.6097,
      lng: -122.3422,
      phone: "(206) 555-0100",
      website: "https://emerald.example.com",
      hours_short: "Mon-Sun 9am-2am",
      neighborhood: "Downtown",
      status: "approved",
      source: "import",
    });
    // "sports bar|pub" in the file; the sample venues already use "Sports Bar" and "Pub".
    expect(JSON.parse(String(pub!.tags))).toEqual(["Sports Bar", "Pub"]);
    const spot = await venue("Sounders Spot");
    expect(spot).toMatchObject({ address: "2 Occidental Ave S\nSeattle", lat: null, lng: null, phone: null, neighborhood: "Pioneer Square", tags: "[]" });
  });

  it("tags that differ from existing ones only by case take the existing spelling", async () => {
    await env.DB.prepare('UPDATE venues SET tags = \'["Pub","Sports Bar"]\' WHERE id = (SELECT MIN(id) FROM venues)').run();
    const r = await importStandalone(`${HEADER}\nCase Pub,1 Case St,,,,,,,pub|SPORTS BAR|Pub|Brand New Tag\n`);
    expect(r.status).toBe(200);
    expect(JSON.parse(String((await venue("Case Pub"))!.tags))).toEqual(["Pub", "Sports Bar", "Brand New Tag"]);
    const again = await importStandalone(`${HEADER}\nCase Pub,1 Case St,,,,,,,pub|SPORTS BAR|Pub|Brand New Tag\n`);
    expect(again.body.counts).toEqual({ inserted: 0, updated: 0, skipped: 1, unchanged: 1, rejected: 0 });
  });

  it("BOM + CRLF work; re-importing counts every row as skipped and inserts nothing", async () => {
    const text = "\uFEFF" + standaloneCorpus.replace(/\n/g, "\r\n");
    expect((await importStandalone(text)).body.counts).toEqual({ inserted: 2, updated: 0, skipped: 3, unchanged: 0, rejected: 3 });
    const n = await venueCount();
    const again = await importStandalone(text);
    expect(again.body.counts).toEqual({ inserted: 0, updated: 0, skipped: 5, unchanged: 2, rejected: 3 });
    expect(again.body.rows).toEqual({ inserted: [], updated: [], unchanged: ["Emerald Pub", "Sounders Spot"] });
    expect(await venueCount()).toBe(n);
  });

  it("the header must be exact", async () => {
    const before = await venueCount();
    const r = await importStandalone(badHeader);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("Invalid CSV header. Expected: name,address,lat,lon,phone,website,hours_short,neighborhood,tags");
    expect(await venueCount()).toBe(before);
    expect(await r2Count()).toBe(0);
    expect(await count("admin_logs")).toBe(0);
  });

  it("creates a missing city (given name, or the slug title-cased); refuses slugs with spaces or capitals", async () => {
    const named = await importStandalone(`${HEADER}\nFirst Pub,1 A St,,,,,,,\n`, { city_slug: "new-town", city_name: "New Town, WA" });
    expect(named.status).toBe(200);
    expect(await env.DB.prepare("SELECT name FROM cities WHERE slug = 'new-town'").first()).toEqual({ name: "New Town, WA" });
    expect((await venue("First Pub"))!.city_slug).toBe("new-town");
    const unnamed = await importStandalone(`${HEADER}\nSecond Pub,2 A St,,,,,,,\n`, { city_slug: "port-angeles" });
    expect(unnamed.status).toBe(200);
    expect(await env.DB.prepare("SELECT name FROM cities WHERE slug = 'port-angeles'").first()).toEqual({ name: "Port Angeles" });
    const logs = (await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = 'csv_import_standalone' ORDER BY id").all<{ payload: string }>()).results;
    const portAngeles = await cityId("port-angeles");
    expect(JSON.parse(logs[1].payload).cityId).toBe(portAngeles);
    for (const slug of ["New York", "new york", "NewYork", "new_york"]) {
      const r = await importStandalone(`${HEADER}\nX,1 St,,,,,,,\n`, { city_slug: slug });
      expect(r.status, slug).toBe(400);
    }
    const missing = await upload("/api/import-csv", { city_slug: "" }, { body: `${HEADER}\n` });
    expect(missing.body.error).toBe("Please provide city slug and CSV file");
  });

  it("ignores an empty Authorization header: the session cookie is what counts", async () => {
    const form = multipart({ city_slug: "seattle" }, { name: "a.csv", type: "text/csv", bytes: `${HEADER}\nBearer Pub,1 B St,,,,,,,\n` });
    const res = await call("/api/import-csv", { method: "POST", body: form, headers: { cookie, authorization: "Bearer " } });
    await res.json();
    expect(res.status).toBe(200);
    const anon = await call("/api/import-csv", { method: "POST", body: form, headers: { authorization: "Bearer " } });
    await anon.json();
    expect(anon.status).toBe(401);
  });
});

describe("what a row must be", () => {
  it("a venue name that is a formula or markup is a row error in both formats; nothing of it is published", async () => {
    const before = await venueCount();
    const admin = await importAdmin(
      [
        "name,address",
        `"=cmd|' /C calc'!A0",1 Formula Way`,
        '\'=HYPERLINK("http://evil"),2 Formula Way',
        "<script>alert(1)</script>,3 Formula Way",
        "+Plus Pub,4 Formula Way",
        "O'Malley's Bar & Grill,5 Formula Way",
      ].join("\n"),
    );
    expect(admin.status).toBe(200);
    expect(admin.body.errors.map((e) => [e.row, e.message])).toEqual([
      [2, "Name must not start with =, +, - or @"],
      [3, "Name must not start with =, +, - or @"],
      [4, "Name must not contain < or >"],
      [5, "Name must not start with =, +, - or @"],
    ]);
    expect(admin.body.inserted).toBe(1);
    const standalone = await importStandalone(`${HEADER}\n"=cmd|' /C calc'!A0",1 Formula Way,,,,,,,\n@SUM(1+1),2 Formula Way,,,,,,,\n`);
    expect(standalone.status).toBe(200);
    expect(standalone.body.counts).toMatchObject({ inserted: 0, rejected: 2 });
    expect(await venueCount()).toBe(before + 1);
    expect(await count("venues", "name LIKE '=%' OR name LIKE '@%' OR name LIKE '+%' OR name LIKE '%<%'")).toBe(0);
  });

  it("a file with good and bad rows publishes the good ones and reports each bad one by line (the spec's counts)", async () => {
    const before = await venueCount();
    const csv = [
      HEADER,
      "Per Row One,1 Row St,,,,,,,",
      ",2 Row St,,,,,,,",
      "Per Row Two,3 Row St,,,,,,,",
      "No Address Here,,,,,,,,",
      "Bad Lat,4 Row St,95,10,,,,,",
      "Bad Site,5 Row St,,,,ftp://x,,,",
    ].join("\n");
    const { status, body } = await importStandalone(csv);
    expect(status).toBe(200);
    expect(body.counts).toEqual({ inserted: 2, updated: 0, unchanged: 0, rejected: 4, skipped: 4 });
    expect(body.errors.map((e) => e.row)).toEqual([3, 5, 6, 7]);
    expect(await venueCount()).toBe(before + 2);
    expect(await venue("Per Row One")).toMatchObject({ status: "approved" });
    expect(await venue("Per Row Two")).toMatchObject({ status: "approved" });
    // The history says the same: inserted, skipped and the rejected rows.
    const log = await env.DB.prepare("SELECT payload FROM admin_logs ORDER BY id DESC LIMIT 1").first<{ payload: string }>();
    expect(JSON.parse(log!.payload)).toMatchObject({ inserted: 2, skipped: 4 });
  });
});

describe("upload limits and content checks", () => {
  it("10 MB + 1 byte is 413 on both endpoints; exactly 10 MB is accepted as a file size", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    const a = await importAdmin(big);
    expect(a.status).toBe(413);
    expect(a.body.code).toBe("payload_too_large");
    const s = await importStandalone(big);
    expect(s.status).toBe(413);
    // Exactly the limit passes the size check; its one giant row is then a row error.
    const exact = new TextEncoder().encode(HEADER + "\n" + "a".repeat(10 * 1024 * 1024 - HEADER.length - 1));
    expect(exact.byteLength).toBe(10 * 1024 * 1024);
    const before = await venueCount();
    const ok = await importStandalone(exact);
    expect(ok.status).toBe(200);
    expect(ok.body.counts).toEqual({ inserted: 0, updated: 0, skipped: 1, unchanged: 0, rejected: 1 });
    expect(ok.body.errors).toEqual([{ row: 2, name: "a".repeat(120), message: "Name is too long (max 120 characters); Address is required" }]);
    expect(await venueCount()).toBe(before);
  });

  it("a declared Content-Length above the cap is refused before the body is read", async () => {
    const res = await call("/api/import-csv", {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(11 * 1024 * 1024) },
      body: "--x--",
    });
    await res.arrayBuffer();
    expect(res.status).toBe(413);
  });

  it("binary content is 400 'File is not a valid CSV' (NUL bytes or invalid UTF-8)", async () => {
    const nul = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x00, 0x2c, 0x61]);
    const latin1 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x2c, 0x61, 0x64, 0x64, 0x72, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31, 0x0a]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const [label, bytes] of [
      ["nul", nul],
      ["latin1", latin1],
      ["png", png],
    ] as const) {
      const a = await importAdmin(bytes);
      expect(a.status, label).toBe(400);
      expect(a.body.error).toBe("File is not a valid CSV");
      const s = await importStandalone(bytes, { city_slug: "seattle" }, "application/octet-stream");
      expect(s.status, label).toBe(400);
    }
    expect(await r2Count()).toBe(0);
  });

  it("a declared type that is not CSV-like is 415; CSV-like types are accepted", async () => {
    for (const type of ["image/png", "application/pdf", "text/html"]) {
      const r = await importAdmin("name,address\nA,B\n", "seattle", type);
      expect(r.status, type).toBe(415);
    }
    for (const type of ["text/csv", "application/vnd.ms-excel", "text/plain", "application/octet-stream", "text/csv; charset=utf-8"]) {
      const r = await importAdmin(`name,address\nType ${type.length} Pub,1 St\n`, "seattle", type);
      expect(r.status, type).toBe(200);
    }
  });

  it("an unterminated quote makes the file unparseable: 400 and nothing changes", async () => {
    const before = await venueCount();
    const r = await importAdmin('name,address\n"Open Quote Pub,1 St\nNext,2 St\n');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^File is not a valid CSV/);
    expect(await venueCount()).toBe(before);
    expect(await count("admin_logs")).toBe(0);
  });

  it("a multipart body is required", async () => {
    const res = await call("/api/admin/import-csv", { method: "POST", headers: { cookie }, json: { citySlug: "seattle" } });
    await res.json();
    expect(res.status).toBe(415);
  });
});

describe("scale, logging and R2", () => {
  it("D1 here enforces the 100-bound-parameter limit (what the chunking is for)", async () => {
    const params = Array.from({ length: 101 }, (_, i) => i);
    const sql = `SELECT ${params.map(() => "?").join(" + ")} AS n`;
    await expect(
      env.DB.prepare(sql)
        .bind(...params)
        .first(),
    ).rejects.toThrow();
  });

  it("imports 500 rows in one go (chunked statements), and again idempotently", async () => {
    const rows = Array.from(
      { length: 500 },
      (_, i) =>
        `Chunk Venue ${i + 1},"${i + 1} Chunk Ave, Seattle",47.${String(i).padStart(4, "0")},-122.3,(206) 555-${String(i).padStart(4, "0")},https://v${i}.example.com,Daily,Area ${i % 7},tag${i % 3}|big screens`,
    );
    const text = `${HEADER}\n${rows.join("\n")}\n`;
    const before = await venueCount();
    const first = await importStandalone(text);
    expect(first.status).toBe(200);
    expect(first.body.counts).toEqual({ inserted: 500, updated: 0, skipped: 0, unchanged: 0, rejected: 0 });
    expect(await venueCount()).toBe(before + 500);
    expect(await count("venues", "name LIKE 'Chunk Venue %' AND status = 'approved' AND source = 'import'")).toBe(500);
    const second = await importStandalone(text);
    expect(second.body.counts).toEqual({ inserted: 0, updated: 0, skipped: 500, unchanged: 500, rejected: 0 });
    expect(await venueCount()).toBe(before + 500);
  });

  it("logs every import with counts and the R2 key of the stored upload; GET /api/admin/logs shows the last 10", async () => {
    const std = await importStandalone(standaloneCorpus);
    const adm = await importAdmin(adminCorpus);
    const res = await call("/api/admin/logs", { headers: { cookie } });
    const logs = (await res.json()) as AdminLogEntry[];
    expect(res.status).toBe(200);
    expect(logs.map((l) => l.event)).toEqual(["csv_import", "csv_import_standalone"]);
    const seattleId = await cityId();
    const adminPayload = JSON.parse(logs[0].payload!);
    expect(adminPayload).toEqual({
      city_slug: "seattle",
      city_name: "Seattle",
      cityId: seattleId,
      inserted: 3,
      imported: 3,
      updated: 0,
      unchanged: 0,
      rejected: 5,
      skipped: 5,
      errors: 5,
      total: 8,
      r2Key: adm.body.r2Key,
      names: { inserted: ["The Corner Pub", "Harbor Taproom", "Quote Cafe"], updated: [], unchanged: [] },
      rejectedRows: adm.body.errors,
      cityCreated: false,
      cityFilled: [],
    });
    const stdPayload = JSON.parse(logs[1].payload!);
    expect(stdPayload).toMatchObject({ city_slug: "seattle", inserted: 2, updated: 0, skipped: 3, errors: 3, total: 5, r2Key: std.body.r2Key });
    expect(Date.parse(logs[0].createdAt)).not.toBeNaN();

    for (const [key, text] of [
      [adm.body.r2Key, adminCorpus],
      [std.body.r2Key, standaloneCorpus],
    ]) {
      expect(key).toMatch(/^imports\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.csv$/);
      const object = await env.UPLOADS.get(key);
      expect(object).not.toBeNull();
      expect(await object!.text()).toBe(text);
    }

    // Only the last 10 events, newest first.
    // Stamped after the imports, on the clock they ran on (never the database's own).
    for (let i = 0; i < 12; i++)
      await env.DB.prepare("INSERT INTO admin_logs (event, payload, created_at) VALUES ('filler', '{}', ?)")
        .bind(Date.now() + 1_000)
        .run();
    const last = await call("/api/admin/logs", { headers: { cookie } });
    const ten = (await last.json()) as AdminLogEntry[];
    expect(ten).toHaveLength(10);
    expect(ten.every((l) => l.event === "filler")).toBe(true);
  });

  it("CSV uploads are never served by /media", async () => {
    const { body } = await importAdmin("name,address\nPrivate Pub,1 St\n");
    const res = await call(`/media/${body.r2Key}`);
    await res.arrayBuffer();
    expect(res.status).toBe(404);
  });
});
