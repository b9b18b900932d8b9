// The dashboard's read-only lists (cities, sponsors) and the Seattle guide seed.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { seedSeattleGuides } from "../../services/admin-blog";
import { listAdminCities, listAdminSponsors } from "../../services/admin-venues";

export const adminOverviewRoutes = new Hono<AppEnv>()
  .get("/cities", async (c) => c.json(await listAdminCities(c.var.db)))
  .get("/sponsors", async (c) => c.json(await listAdminSponsors(c.var.db)))
  .post("/seed-seattle", async (c) => c.json({ posts: await seedSeattleGuides(c.var.db) }));
