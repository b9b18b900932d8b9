// POST /api/import-csv: the standalone import (multipart city_slug, optional city_name, file).
// The spec's client sends "Authorization: Bearer " with an empty value; it is ignored: the admin
// sign-in cookie is what authorises the call.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { badRequest } from "../lib/errors";
import { readMultipart } from "../lib/multipart";
import { requireAdmin } from "../middleware/require-admin";
import { importCsv } from "../services/csv-import";
import type { StandaloneImportResult } from "../shared/admin-types";
import { MAX_CSV_BYTES } from "../shared/limits";

export const importCsvRoutes = new Hono<AppEnv>();

importCsvRoutes.post("/", requireAdmin, async (c) => {
  const upload = await readMultipart(c, { maxFileBytes: MAX_CSV_BYTES, label: "10 MB" });
  const citySlug = upload.text("city_slug");
  if (!citySlug || !upload.form.has("file")) throw badRequest("Please provide city slug and CSV file");
  const cityName = upload.text("city_name").slice(0, 120);
  const { file, bytes } = await upload.file("file");
  const result = await importCsv(c.var.db, c.env.UPLOADS, {
    format: "standalone",
    citySlug,
    cityName: cityName || undefined,
    fileName: file.name,
    fileType: file.type,
    bytes,
  });
  return c.json<StandaloneImportResult>({
    city_slug: result.city_slug,
    counts: { inserted: result.inserted, updated: result.updated, skipped: result.skipped },
    errors: result.rowErrors,
    r2Key: result.r2Key,
  });
});
