// /api/admin/venues/*: moderation of venues (sign-in is checked by the admin router).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { getConfig } from "../../env";
import { badRequest } from "../../lib/errors";
import { fields, jsonBody, params, query } from "../../lib/validate";
import {
  approveVenue,
  assertVenueExists,
  deleteAllVenues,
  deleteVenue,
  featureVenue,
  listAdminVenues,
  listPendingVenues,
  rejectVenue,
  setVenueCover,
} from "../../services/admin-venues";
import { DELETE_ALL_VENUES_PHRASE } from "../../shared/admin-types";
import { receiveCover } from "./uploads";

const venueIdBody = z.object({ venueId: fields.id });
const idParams = z.object({ id: fields.idParam });
const statusFilter = z.enum(["all", "pending", "approved", "rejected"]).optional();
export const listQuery = z.object({
  cityId: z.union([z.literal("").transform(() => undefined), fields.idParam]).optional(),
  status: z.union([z.literal("").transform(() => undefined), statusFilter]).optional(),
});

export const adminVenueRoutes = new Hono<AppEnv>();

adminVenueRoutes.get("/pending", async (c) => c.json(await listPendingVenues(c.var.db)));

adminVenueRoutes.get("/", async (c) => {
  const { cityId, status } = query(c, listQuery);
  return c.json(await listAdminVenues(c.var.db, { cityId, status }));
});

adminVenueRoutes.post("/approve", async (c) => {
  const { venueId } = await jsonBody(c, venueIdBody);
  await approveVenue(c.var.db, venueId, getConfig(c.env).SITE_URL);
  return c.json({ success: true, venueId });
});

adminVenueRoutes.post("/reject", async (c) => {
  const { venueId } = await jsonBody(c, venueIdBody);
  await rejectVenue(c.var.db, venueId);
  return c.json({ success: true, venueId });
});

adminVenueRoutes.post("/feature", async (c) => {
  const { venueId, days } = await jsonBody(c, venueIdBody.extend({ days: z.number().int().min(1).max(365).default(30) }));
  const { featuredUntil } = await featureVenue(c.var.db, venueId, days);
  return c.json({ success: true, venueId, days, featuredUntil });
});

adminVenueRoutes.post("/delete-all", async (c) => {
  const body = await jsonBody(c, z.object({ confirm: z.string().optional() })).catch(() => ({ confirm: undefined }));
  if (body.confirm !== DELETE_ALL_VENUES_PHRASE) {
    throw badRequest(`To delete every venue, send {"confirm": "${DELETE_ALL_VENUES_PHRASE}"}.`);
  }
  return c.json({ success: true, ...(await deleteAllVenues(c.var.db)) });
});

adminVenueRoutes.delete("/:id", async (c) => {
  const { id } = params(c, idParams);
  await deleteVenue(c.var.db, id);
  return c.json({ success: true, venueId: id });
});

adminVenueRoutes.post("/:id/cover", async (c) => {
  const { id } = params(c, idParams);
  const db = c.var.db;
  await assertVenueExists(db, id);
  const coverImage = await receiveCover(c, "venues", id);
  await setVenueCover(db, id, coverImage);
  return c.json({ success: true, coverImage });
});
