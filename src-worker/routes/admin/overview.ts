// The dashboard's read-only sponsors list and the Seattle guide seed (cities: routes/admin/cities.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { seedSeattleGuides } from "../../services/admin/admin-blog";
import { listAdminSponsors } from "../../services/admin/admin-venues";

export const adminOverviewRoutes = new Hono<AppEnv>()
  .get("/sponsors", async (c) => c.json(await listAdminSponsors(c.var.db)))
  .post("/seed-seattle", async (c) => c.json({ posts: await seedSeattleGuides(c.var.db, c.var.now.getTime()) }));
