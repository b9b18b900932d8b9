// Admin exports: venues in the standalone import's format (one city as CSV, every city as a zip), the
// blog as Markdown files in a zip or as JSON. Admins only; CSV cells quoted and safe from spreadsheet
// formulas; an export imports back to the same venues.
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import { slugify } from "../../../src-worker/services/platform/slug";
import { EXPORT_PATHS, STANDALONE_CSV_HEADER } from "../../../src-worker/shared/constants";
import { blogExport, type StandaloneImportResult } from "../../../src-worker/shared/contract/admin";
import { call, cityId, insertPost, insertVenue, login, multipart, seedDemo } from "../helpers";

let cookie = "";

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

const download = (path: string) => call(path, { headers: { cookie } });

async function csvOf(slug: string): Promise<string> {
  const res = await download(EXPORT_PATHS.cityVenues(slug));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="venues-${slug}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`));
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  // Kept with its byte-order mark (which text() would drop), as a spreadsheet sees it.
  return new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer());
}

async function importStandalone(citySlug: string, csv: string, cityName?: string) {
  const form = multipart({ city_slug: citySlug, ...(cityName ? { city_name: cityName } : {}) }, { name: "export.csv", type: "text/csv", bytes: csv });
  const res = await call("/api/import-csv", { method: "POST", body: form, headers: { cookie } });
  const body = (await res.json()) as StandaloneImportResult & { error?: string };
  expect(res.status, body.error).toBe(200);
  return body;
}

/** What the standalone format holds of a city's published venues, in a stable order. */
async function venuesOf(slug: string) {
  const { results } = await env.DB.prepare(
    `SELECT v.name, v.address, v.lat, v.lng, v.phone, v.website, v.hours_short, v.neighborhood, v.tags
     FROM venues v JOIN cities c ON c.id = v.city_id WHERE c.slug = ? AND v.status = 'approved' ORDER BY v.name`,
  )
    .bind(slug)
    .all();
  return results;
}

describe("exports are for admins only", () => {
  it("anonymous and signed-out callers get 401, and nothing is exported", async () => {
    for (const path of [EXPORT_PATHS.venues, EXPORT_PATHS.cityVenues("seattle"), EXPORT_PATHS.blogMarkdown, EXPORT_PATHS.blogJson]) {
      const anonymous = await call(path);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: "unauthorized" });
      const forged = await call(path, { headers: { cookie: "wcws_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } });
      expect(forged.status, path).toBe(401);
      await forged.arrayBuffer();
    }
  });

  it("an unknown city is a 404", async () => {
    const res = await download(EXPORT_PATHS.cityVenues("atlantis"));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "City not found" });
  });
});

describe("venues as CSV in the standalone import format", () => {
  it("quotes what needs quoting and keeps spreadsheets from running a cell as a formula", async () => {
    const city = await cityId("boston");
    await insertVenue(city, {
      name: '=HYPERLINK("http://evil.example","Click")',
      address: '12 "Quoted" St, Suite 4\nBack door',
      lat: -33.5,
      lng: -70.25,
      phone: "+1 (617) 555-0100",
      website: "https://pub.example.com/?a=1,b=2",
      hours_short: "@ noon daily",
      neighborhood: "-Back Bay",
      tags: ["Pub", "-minus"],
    });
    await insertVenue(city, { name: "Pending Elsewhere", status: "pending" });
    const csv = await csvOf("boston");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(STANDALONE_CSV_HEADER);
    // Papa reads the file back as the cells a spreadsheet would see.
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    const row = rows.find((r) => r[0].includes("HYPERLINK"))!;
    expect(row).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      '12 "Quoted" St, Suite 4\nBack door',
      "-33.5",
      "-70.25",
      "'+1 (617) 555-0100",
      "https://pub.example.com/?a=1,b=2",
      "'@ noon daily",
      "'-Back Bay",
      "Pub|-minus",
    ]);
    // Every cell a spreadsheet could run starts with the apostrophe; numbers stay numbers.
    for (const cells of rows.slice(1)) for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+@\t\r]/);
    // Only published venues: the import would publish what it reads.
    expect(csv).not.toContain("Pending Elsewhere");
  });

  it("round trip: a city's export imports into a new city as the same venues, and back into its own city as no change", async () => {
    const seattle = await cityId("seattle");
    // Names follow shared/names.ts (an import refuses a formula there); the other cells carry the formulas.
    const name = "Formula's Pub & Co.";
    // The importer knows a venue by the slug of its name (a venue renamed since, or a second one of the
    // same name in the city, is a new venue to it: README, Exports).
    await insertVenue(seattle, {
      name,
      slug: slugify(name),
      address: "1 =Equals Ave\nUnit +2",
      lat: 47.6062,
      lng: -122.3321,
      phone: "+1 206 555 0100",
      website: "https://formula.example.com",
      hours_short: "-Daily 9am-2am",
      neighborhood: "Belltown",
      tags: ["@Supporters", "Pub"],
    });
    const exported = await csvOf("seattle");
    const original = await venuesOf("seattle");
    expect(original.length).toBeGreaterThan(3);

    const copy = await importStandalone("seattle-copy", exported, "Seattle Copy");
    expect(copy.counts).toEqual({ inserted: original.length, updated: 0, unchanged: 0, rejected: 0, skipped: 0 });
    expect(copy.errors).toEqual([]);
    expect(await venuesOf("seattle-copy")).toEqual(original);
    // The copy exports to the very same file.
    expect(await csvOf("seattle-copy")).toBe(exported);

    const again = await importStandalone("seattle", exported);
    expect(again.counts).toEqual({ inserted: 0, updated: 0, unchanged: original.length, rejected: 0, skipped: original.length });
    expect(await venuesOf("seattle")).toEqual(original);
  });

  it("every city in one zip: {slug}.csv each (the same as the city's own export), cities.csv and a README", async () => {
    const res = await download(EXPORT_PATHS.venues);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="venues-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["seattle.csv", "cities.csv", "README.txt"]));
    const text = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
    expect(text(files["seattle.csv"])).toBe(await csvOf("seattle"));
    const index = Papa.parse<string[]>(strFromU8(files["cities.csv"]), { skipEmptyLines: true }).data;
    expect(index[0]).toEqual(["city_slug", "city_name", "venues"]);
    expect(index).toContainEqual(["seattle", "Seattle", String((await venuesOf("seattle")).length)]);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM venues WHERE status = 'approved'").first<{ n: number }>())!;
    expect(index.slice(1).reduce((sum, r) => sum + Number(r[2]), 0)).toBe(n);
  });
});

describe("the blog", () => {
  it("as Markdown files in a zip: front matter, then the body, drafts included", async () => {
    await insertPost({ title: 'A "draft": with colon', slug: "a-draft", content: "## Draft body\n\nText.", status: "pending" });
    const res = await download(EXPORT_PATHS.blogMarkdown);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())!;
    expect(Object.keys(files)).toHaveLength(n);
    const draft = strFromU8(files["posts/a-draft.md"]);
    expect(draft).toMatch(/^---\ntitle: "A \\"draft\\": with colon"\nslug: "a-draft"\n/);
    expect(draft).toContain('\nstatus: "pending"\npublishedAt: null\n');
    expect(draft.endsWith("---\n\n## Draft body\n\nText.\n")).toBe(true);
  });

  it("as JSON: every post with its content, in the shape of the contract", async () => {
    const res = await download(EXPORT_PATHS.blogJson);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="blog-\d{4}-\d\d-\d\d\.json"$/);
    const body = blogExport.parse(await res.json());
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())!;
    expect(body.posts).toHaveLength(n);
    expect(body.posts.every((p) => p.content.length > 0)).toBe(true);
  });
});
