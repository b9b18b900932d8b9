// Builds the Hono app: middleware, the one error handler, route mounting, static assets.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./env";
import { getConfig } from "./env";
import { ApiError, notFound, payloadTooLarge, serviceUnavailable } from "./lib/errors";
import { db } from "./middleware/db";
import { edgeCache } from "./middleware/edge-cache";
import { requestTimeout } from "./middleware/request-timeout";
import { securityHeaders } from "./lib/security-headers";
import { adminRoutes } from "./routes/admin";
import { blogRoutes } from "./routes/blog";
import { blogAdminRoutes } from "./routes/blog-admin";
import { bookmarkRoutes } from "./routes/bookmarks";
import { checkoutRoutes } from "./routes/checkout";
import { cityRoutes } from "./routes/cities";
import { configRoutes } from "./routes/config";
import { cspReportRoutes } from "./routes/csp-report";
import { healthRoutes } from "./routes/health";
import { importCsvRoutes } from "./routes/import-csv";
import { mediaRoutes } from "./routes/media";
import { pageRoutes } from "./routes/pages";
import { pricingRoutes } from "./routes/pricing";
import { sponsorRoutes } from "./routes/sponsors";
import { testCheckoutRoutes } from "./routes/test-checkout";
import { ratingRoutes } from "./routes/ratings";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { tagRoutes } from "./routes/tags";
import { venueRoutes } from "./routes/venues";

/** Errors thrown by D1/R2 bindings: the platform is failing, not the code; the client may retry. */
function isStorageFailure(err: unknown): boolean {
  const message = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : "";
  return /\bD1_|SQLITE_BUSY|database is locked|R2 |storage (?:operation|failure)|Network connection lost/i.test(message);
}

export function createApp() {
  const app = new Hono<AppEnv>();

  // Request id, logging (method, path, status, duration; never headers or bodies) and security headers.
  app.use("*", async (c, next) => {
    const started = Date.now();
    const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
    c.set("requestId", requestId);
    await next();
    const headers = securityHeaders(getConfig(c.env));
    // Static responses from ASSETS are immutable; copy them so headers can be added.
    if (c.res.headers.get("content-security-policy") === null) {
      try {
        for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
      } catch {
        c.res = new Response(c.res.body, c.res);
        for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
      }
    }
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/")) {
      console.log(JSON.stringify({ requestId, method: c.req.method, path: url.pathname, status: c.res.status, ms: Date.now() - started }));
    }
  });

  app.use("*", db);

  const api = new Hono<AppEnv>();
  // No API body may exceed the largest upload (a 10 MB CSV plus multipart overhead);
  // JSON bodies have a much smaller cap in lib/validate.ts.
  api.use(
    "*",
    bodyLimit({
      maxSize: 10 * 1024 * 1024 + 64 * 1024,
      onError: () => {
        throw payloadTooLarge("Request body is too large.");
      },
    }),
  );
  // A stalled request is answered 503 (code "timeout") instead of hanging.
  api.use("*", requestTimeout());
  api.use("*", edgeCache());
  api.route("/health", healthRoutes);
  api.route("/csp-report", cspReportRoutes);
  api.route("/config", configRoutes);
  api.route("/cities", cityRoutes);
  api.route("/tags", tagRoutes);
  // Fixed /venues/* paths first, so that /venues/{id} never swallows them.
  api.route("/venues", pricingRoutes);
  api.route("/venues", checkoutRoutes);
  api.route("/venues", ratingRoutes);
  api.route("/venues", venueRoutes);
  api.route("/sponsors", sponsorRoutes);
  api.route("/stripe", stripeWebhookRoutes);
  api.route("/bookmarks", bookmarkRoutes);
  api.route("/blog", blogRoutes);
  api.route("/blog", blogAdminRoutes);
  api.route("/admin", adminRoutes);
  api.route("/import-csv", importCsvRoutes);
  api.all("*", () => {
    throw notFound("No such API endpoint");
  });
  app.route("/api", api);
  app.route("/media", mediaRoutes);
  app.route("/test-checkout", testCheckoutRoutes);

  // Everything that is not an API call: SPA pages (with per-route head tags), sitemap, static files.
  app.route("/", pageRoutes);

  app.onError((err, c) => {
    const error =
      err instanceof ApiError ? err : isStorageFailure(err) ? serviceUnavailable() : null;
    if (error) {
      if (error.status >= 500) console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(err) }));
      return c.json(error.toBody(), error.status, error.headers);
    }
    console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(err), stack: (err as Error).stack }));
    return c.json({ error: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
