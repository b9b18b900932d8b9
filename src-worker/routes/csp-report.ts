// POST /api/csp-report: browsers report Content-Security-Policy violations here (report-uri).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { limitBody } from "../lib/body-limit";

export const cspReportRoutes = new Hono<AppEnv>().post("/", limitBody(8 * 1024), async (c) => {
  const text = await c.req.text();
  let report: unknown = text;
  try {
    report = JSON.parse(text);
  } catch {
    // Keep the raw text: a malformed report is still worth a log line.
  }
  console.warn(JSON.stringify({ requestId: c.get("requestId"), cspViolation: report }));
  return c.body(null, 204);
});
