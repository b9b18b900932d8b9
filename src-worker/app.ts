// Builds the Hono app: middleware, the one error handler, the route tree (shaped like the URLs), static assets.
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { getConfig } from "./env";
import { limitBody } from "./lib/body-limit";
import { ApiError, notFound, serviceUnavailable } from "./lib/errors";
import { securityHeaders } from "./lib/security-headers";
import { db } from "./middleware/db";
import { edgeCache } from "./middleware/edge-cache";
import { idempotency } from "./middleware/idempotency";
import { refuseWritesWhenMisconfigured } from "./middleware/production-config";
import { requestTimeout } from "./middleware/request-timeout";
import { sameOrigin } from "./middleware/same-origin";
import { adminRoutes } from "./routes/admin";
import { blogRoutes } from "./routes/blog";
import { bookmarkRoutes } from "./routes/bookmarks";
import { checkoutRoutes } from "./routes/checkouts";
import { cityRoutes } from "./routes/cities";
import { competitionRoutes, fixtureRoutes } from "./routes/competitions";
import { configRoutes } from "./routes/config";
import { cspReportRoutes } from "./routes/csp-report";
import { devFeedRoutes } from "./routes/dev-feeds";
import { devMailRoutes } from "./routes/dev-mail";
import { goingRoutes } from "./routes/going";
import { healthRoutes } from "./routes/health";
import { matchRoutes } from "./routes/matches";
import { mediaRoutes } from "./routes/media";
import { ownerRoutes } from "./routes/owner";
import { pageRoutes } from "./routes/pages";
import { reminderRoutes } from "./routes/reminders";
import { sponsorRoutes } from "./routes/sponsors";
import { stripeStandInRoutes } from "./routes/stripe-stand-in";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { tagRoutes } from "./routes/tags";
import { teamRoutes } from "./routes/teams";
import { venueRoutes } from "./routes/venues";

/** Errors thrown by D1/R2 bindings: the platform is failing, not the code; the client may retry. */
function isStorageFailure(err: unknown): boolean {
  const message = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : "";
  return /\bD1_|SQLITE_BUSY|database is locked|R2 |storage (?:operation|failure)|Network connection lost/i.test(message);
}

/** No API body may exceed the largest upload (a 10 MB CSV plus multipart overhead); JSON bodies have a smaller cap (lib/validate.ts). */
const MAX_API_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/** /api/*: its type (AppType) carries every route, with its validated input and its answer. */
const api = new Hono<AppEnv>()
  // A half-configured production deploy refuses writes (and says why in the log).
  .use(refuseWritesWhenMisconfigured)
  .use(sameOrigin)
  .use(limitBody(MAX_API_BODY_BYTES))
  // A stalled request is answered 503 (code "timeout") instead of hanging.
  .use(requestTimeout())
  .use(edgeCache())
  // A write sent with an Idempotency-Key is done once; a retry gets its first answer.
  .use(idempotency)
  .route("/health", healthRoutes)
  .route("/csp-report", cspReportRoutes)
  .route("/config", configRoutes)
  // Admin-only calls first: their guard also covers the admin writes under /api/blog and /api/import-csv.
  .route("/", adminRoutes)
  .route("/owner", ownerRoutes)
  .route("/reminders", reminderRoutes)
  .route("/cities", cityRoutes)
  .route("/tags", tagRoutes)
  .route("/venues", venueRoutes)
  .route("/matches", matchRoutes)
  .route("/going", goingRoutes)
  .route("/teams", teamRoutes)
  .route("/competitions", competitionRoutes)
  .route("/fixtures", fixtureRoutes)
  .route("/sponsors", sponsorRoutes)
  .route("/checkouts", checkoutRoutes)
  .route("/stripe", stripeWebhookRoutes)
  .route("/bookmarks", bookmarkRoutes)
  .route("/blog", blogRoutes)
  .all("*", () => {
    throw notFound("No such API endpoint");
  });

export type AppType = typeof api;

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

  app.route("/api", api);
  app.route("/media", mediaRoutes);
  app.route("/test-checkout", stripeStandInRoutes);
  // The outbox as a page, outside production only.
  app.route("/dev/mail", devMailRoutes);
  app.route("/dev/feeds", devFeedRoutes);
  // Everything that is not an API call: SPA pages (with per-route head tags), sitemap, static files.
  app.route("/", pageRoutes);

  app.onError((err, c) => {
    const error = err instanceof ApiError ? err : isStorageFailure(err) ? serviceUnavailable() : null;
    if (error) {
      if (error.status >= 500) console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(err) }));
      return c.json(error.toBody(), error.status, error.headers);
    }
    console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(err), stack: (err as Error).stack }));
    return c.json({ error: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
  });

  return app;
}
