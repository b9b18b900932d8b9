// Everything under /api/admin/*. Only POST /login is open; every other path, including unknown
// ones, goes through requireAdmin (a live sign-in; same-site Origin on writes).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAdmin } from "../middleware/require-admin";
import { adminAuthRoutes } from "./admin/auth";
import { adminBlogRoutes } from "./admin/blog";
import { adminImportRoutes } from "./admin/imports";
import { adminOverviewRoutes } from "./admin/overview";
import { adminVenueRoutes } from "./admin/venues";

export const adminRoutes = new Hono<AppEnv>();

// Registered before the guard: /login answers without reaching it; /logout and /session check the sign-in themselves.
adminRoutes.route("/", adminAuthRoutes);
adminRoutes.use("*", requireAdmin);
adminRoutes.route("/venues", adminVenueRoutes);
adminRoutes.route("/blog", adminBlogRoutes);
adminRoutes.route("/", adminImportRoutes);
adminRoutes.route("/", adminOverviewRoutes);
