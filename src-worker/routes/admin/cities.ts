// /api/admin/cities: every city (listed or not) and the editor of its state, centre, time zone and Spanish texts.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param } from "../../lib/validate";
import { listAdminCities, updateCity } from "../../services/admin/admin-cities";
import { cityIdParams, cityUpdateBody } from "../../shared/contract/admin";

export const adminCityRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminCities(c.var.db)))
  .patch("/:id", param(cityIdParams), json(cityUpdateBody), async (c) => {
    const city = await updateCity(c.var.db, c.req.valid("param").id, c.req.valid("json"), c.var.now.getTime());
    return c.json({ success: true as const, city });
  });
