// CSV imports: POST /api/admin/import-csv (the dashboard's tab), POST /api/import-csv (the standalone
// page; its client sends "Authorization: Bearer " with an empty value, which is ignored: the admin
// sign-in cookie authorises the call), and GET /api/admin/logs (import history).
import { Hono } from "hono";
import { type AppEnv, getConfig } from "../../env";
import { ApiError, badRequest, tooManyRequests } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";
import { json, parseWith } from "../../lib/validate";
import { importCsv } from "../../services/imports/csv-import";
import { importOpenData } from "../../services/imports/open-data-import";
import { importFromOverpass, overpassFetchFor } from "../../services/imports/overpass";
import { recentLogs } from "../../services/platform/admin-logs";
import { enforceRateLimit } from "../../services/platform/rate-limit";
import { openDataImportForm, overpassImportBody } from "../../shared/contract/open-data";
import { MAX_CSV_BYTES, MAX_OPEN_DATA_BYTES, RATE_LIMITS } from "../../shared/limits";

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
  // A city's places asked of OpenStreetMap (docs/decisions/042): the preview asks once (at most once a
  // minute per city, on the real clock) and keeps the answer; the apply imports that answer.
  .post("/overpass-import", json(overpassImportBody), async (c) => {
    const body = c.req.valid("json");
    // Counted only once the city is known, right before OpenStreetMap is asked.
    const limit = async () => {
      const { windowMinutes, perCity } = RATE_LIMITS.overpass;
      try {
        await enforceRateLimit(c.var.db, { key: `overpass:city:${body.citySlug}`, max: perCity, windowSeconds: windowMinutes * 60 }, Date.now());
      } catch (err) {
        if (err instanceof ApiError && err.status === 429) {
          throw tooManyRequests(Number(err.headers?.["Retry-After"]), "OpenStreetMap is asked at most once a minute for each city.");
        }
        throw err;
      }
    };
    const config = getConfig(c.env);
    const deps = {
      fetch: overpassFetchFor(c.env),
      bucket: c.env.UPLOADS,
      url: config.OVERPASS_URL,
      userAgent: `${config.SITE_NAME} venue import (${config.SITE_URL}; ${config.SUPPORT_EMAIL})`,
      now: c.var.now.getTime(),
      limit,
    };
    return c.json(await importFromOverpass(c.var.db, deps, body));
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
