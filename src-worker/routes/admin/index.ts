// Every admin-only call, behind one guard. Most live under /api/admin; the spec (docs/spec.md §7) places three
// elsewhere (POST /api/blog/posts, DELETE /api/blog/posts/{id}, POST /api/import-csv), so the guard
// names those paths too. Mounted at /api, before the public routers.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../middleware/require-admin";
import { adminApiSourceRoutes } from "./api-sources";
import { adminSignInRoutes, adminSignOutRoutes } from "./auth";
import { adminBlogRoutes, blogPostWriteRoutes } from "./blog";
import { adminCityRoutes } from "./cities";
import { adminClubRoutes } from "./clubs";
import { adminCompetitionRoutes } from "./competitions";
import { adminCronRoutes } from "./cron";
import { adminExportRoutes } from "./exports";
import { adminImportRoutes, standaloneImportRoutes } from "./imports";
import { adminMatchRoutes } from "./matches";
import { adminOverviewRoutes } from "./overview";
import { adminOwnerRoutes } from "./owners";
import { adminPricingRoutes } from "./pricing";
import { adminVenueRoutes } from "./venues";

export const adminRoutes = new Hono<AppEnv>()
  // Registered before the guard: these answer without reaching it.
  .route("/admin", adminSignInRoutes)
  // Every other /api/admin path, unknown ones included, needs a live sign-in.
  .use("/admin/*", requireAdmin)
  .use("/import-csv", requireAdmin)
  // "/blog/posts/*" also matches "/blog/posts"; reading posts stays public.
  .use("/blog/posts/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : requireAdmin(c, next)))
  .route("/admin", adminSignOutRoutes)
  .route("/admin", adminOwnerRoutes)
  .route("/admin/venues", adminVenueRoutes)
  .route("/admin/blog", adminBlogRoutes)
  .route("/admin/cities", adminCityRoutes)
  .route("/admin/pricing", adminPricingRoutes)
  .route("/admin", adminImportRoutes)
  .route("/admin", adminOverviewRoutes)
  .route("/admin", adminMatchRoutes)
  .route("/admin/competitions", adminCompetitionRoutes)
  .route("/admin/cron", adminCronRoutes)
  .route("/admin/competitions", adminApiSourceRoutes)
  .route("/admin/clubs", adminClubRoutes)
  .route("/admin/export", adminExportRoutes)
  .route("/blog/posts", blogPostWriteRoutes)
  .route("/import-csv", standaloneImportRoutes);
