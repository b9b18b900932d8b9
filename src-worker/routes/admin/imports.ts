// POST /api/admin/import-csv (the dashboard's import tab) and GET /api/admin/logs (import history).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";
import { recentLogs } from "../../services/admin-logs";
import { importCsv } from "../../services/csv-import";
import type { AdminImportResult } from "../../shared/admin-types";
import { MAX_CSV_BYTES } from "../../shared/limits";

export const adminImportRoutes = new Hono<AppEnv>();

adminImportRoutes.post("/import-csv", async (c) => {
  const upload = await readMultipart(c, { maxFileBytes: MAX_CSV_BYTES, label: "10 MB" });
  const citySlug = upload.text("citySlug");
  if (!citySlug || !upload.form.has("file")) throw badRequest("Please select a city and choose a CSV file");
  const { file, bytes } = await upload.file("file");
  const result = await importCsv(c.var.db, c.env.UPLOADS, { format: "admin", citySlug, fileName: file.name, fileType: file.type, bytes });
  return c.json<AdminImportResult>({
    imported: result.imported,
    inserted: result.inserted,
    updated: result.updated,
    skipped: result.skipped,
    total: result.total,
    errors: result.rowErrors,
    r2Key: result.r2Key,
  });
});

adminImportRoutes.get("/logs", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await recentLogs(c.var.db, 10));
});
