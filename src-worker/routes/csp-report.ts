// POST /api/csp-report: browsers report Content-Security-Policy violations here (report-uri).
import { Hono } from "hono";
import type { AppEnv } from "../env";

const MAX_REPORT_BYTES = 8 * 1024;

export const cspReportRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const text = (await c.req.text()).slice(0, MAX_REPORT_BYTES);
  let report: unknown = text;
  try {
    report = JSON.parse(text);
  } catch {
    // Keep the raw text: a malformed report is still worth a log line.
  }
  console.warn(JSON.stringify({ requestId: c.get("requestId"), cspViolation: report }));
  return c.body(null, 204);
});
