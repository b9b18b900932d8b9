// CSV imports: POST /api/admin/import-csv (the dashboard's tab), POST /api/import-csv (the standalone
// page; its client sends "Authorization: Bearer " with an empty value, which is ignored: the admin
// sign-in cookie authorises the call), and GET /api/admin/logs (import history).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";
import { parseWith } from "../../lib/validate";
import { importCsv } from "../../services/imports/csv-import";
import { importOpenData } from "../../services/imports/open-data-import";
import { recentLogs } from "../../services/platform/admin-logs";
import { openDataImportForm } from "../../shared/contract/open-data";
import { MAX_CSV_BYTES, MAX_OPEN_DATA_BYTES } from "../../shared/limits";

const CSV_LIMIT = { maxFileBytes: MAX_CSV_BYTES, label: "10 MB" };
const OPEN_DATA_LIMIT = { maxFileBytes: MAX_OPEN_DATA_BYTES, label: "30 MB" };

/** /api/admin/import-csv and /api/admin/logs */
export const adminImportRoutes = new Hono<AppEnv>()
  .post("/import-csv", async (c) => {
    const upload = await readMultipart(c, CSV_LIMIT);
    const citySlug = upload.text("citySlug");
    if (!citySlug || !upload.form.has("file")) throw badRequest("Please select a city and choose a CSV file");
    const { file, bytes } = await upload.file("file");
    const result = await importCsv(
      c.var.db,
      c.env.UPLOADS,
      { format: "admin", citySlug, fileName: file.name, fileType: file.type, bytes },
      c.var.now.getTime(),
    );
    return c.json({
      imported: result.imported,
      inserted: result.inserted,
      updated: result.updated,
      unchanged: result.unchanged,
      rejected: result.rejected,
      skipped: result.skipped,
      total: result.total,
      errors: result.rowErrors,
      rows: result.rows,
      city: result.city,
      r2Key: result.r2Key,
    });
  })
  // Places from open map data: mode=preview answers what the file would do, mode=apply does it (docs/decisions/030).
  .post("/open-data-import", async (c) => {
    const upload = await readMultipart(c, OPEN_DATA_LIMIT);
    const citySlug = upload.text("citySlug");
    if (!citySlug || !upload.form.has("file")) throw badRequest("Please select a city and choose an Overpass JSON or GeoJSON file");
    const { mode, dataDate } = parseWith(openDataImportForm, { mode: upload.text("mode") || undefined, dataDate: upload.text("dataDate") || undefined });
    const { file, bytes } = await upload.file("file");
    return c.json(await importOpenData(c.var.db, { citySlug, mode, dataDate, fileType: file.type, bytes }, c.var.now.getTime()));
  })
  .get("/logs", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await recentLogs(c.var.db, 10));
  });

/** /api/import-csv (multipart city_slug, optional city_name and city_state, file) */
export const standaloneImportRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const upload = await readMultipart(c, CSV_LIMIT);
  const citySlug = upload.text("city_slug");
  if (!citySlug || !upload.form.has("file")) throw badRequest("Please provide city slug and CSV file");
  const cityName = upload.text("city_name").slice(0, 120);
  const cityState = upload.text("city_state").slice(0, 40);
  const { file, bytes } = await upload.file("file");
  const result = await importCsv(
    c.var.db,
    c.env.UPLOADS,
    {
      format: "standalone",
      citySlug,
      cityName: cityName || undefined,
      cityState: cityState || undefined,
      fileName: file.name,
      fileType: file.type,
      bytes,
    },
    c.var.now.getTime(),
  );
  return c.json({
    city_slug: result.city_slug,
    counts: { inserted: result.inserted, updated: result.updated, skipped: result.skipped, unchanged: result.unchanged, rejected: result.rejected },
    errors: result.rowErrors,
    rows: result.rows,
    city: result.city,
    r2Key: result.r2Key,
  });
});
