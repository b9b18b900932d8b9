// /api/admin/venues/*: moderation of venues (the guard in routes/admin/index.ts checks the sign-in).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { getConfig } from "../../env";
import { json, param, query } from "../../lib/validate";
import {
  approveVenue,
  assertVenueExists,
  deleteAllVenues,
  deleteVenue,
  featureVenue,
  getAdminVenue,
  listAdminVenues,
  listPendingVenues,
  rejectVenue,
  setVenueClaims,
  setVenueCover,
  unfeatureVenue,
  updateVenue,
} from "../../services/admin/admin-venues";
import { venueOpenData } from "../../services/imports/open-data-import";
import { createStripe } from "../../services/payments/stripe";
import { coverKey, writeReferencing } from "../../services/platform/media";
import { DELETE_ALL_VENUES_PHRASE } from "../../shared/constants";
import { adminListQuery, featureBody, type RejectVenueResult, rejectVenueBody, venueEditBody } from "../../shared/contract/admin";
import { claimsVenueIdParams, venueClaimsBody } from "../../shared/contract/claims";
import { venueIdBody, venueIdParams } from "../../shared/contract/venues";
import { confirmedDeleteAll } from "./confirm";
import { receiveCover } from "./uploads";

export const adminVenueRoutes = new Hono<AppEnv>()
  .get("/pending", async (c) => c.json(await listPendingVenues(c.var.db)))
  .get("/", query(adminListQuery), async (c) => c.json(await listAdminVenues(c.var.db, c.req.valid("query"))))
  .post("/approve", json(venueIdBody), async (c) => {
    const { venueId } = c.req.valid("json");
    await approveVenue(c.var.db, venueId, getConfig(c.env).SITE_URL, c.var.now.getTime());
    return c.json({ success: true as const, venueId });
  })
  .post("/reject", json(rejectVenueBody), async (c) => {
    const { venueId, reason, refund } = c.req.valid("json");
    const stripe = createStripe(c.env);
    const done = await rejectVenue(c.var.db, venueId, { reason, refund, stripe, supportEmail: getConfig(c.env).SUPPORT_EMAIL }, c.var.now.getTime());
    return c.json({ success: true as const, venueId, ...done } satisfies RejectVenueResult);
  })
  .post("/feature", json(featureBody), async (c) => {
    const { venueId, days, until } = c.req.valid("json");
    const featured = await featureVenue(c.var.db, venueId, { days, until }, c.var.now.getTime());
    return c.json({ success: true as const, venueId, ...featured });
  })
  .post("/unfeature", json(venueIdBody), async (c) => {
    const { venueId } = c.req.valid("json");
    await unfeatureVenue(c.var.db, venueId, c.var.now.getTime());
    return c.json({ success: true as const, venueId });
  })
  .post("/delete-all", confirmedDeleteAll(DELETE_ALL_VENUES_PHRASE, "every venue"), async (c) =>
    c.json({ success: true as const, ...(await deleteAllVenues(c.var.db, c.var.now.getTime())) }),
  )
  .get("/:id", param(venueIdParams), async (c) => c.json(await getAdminVenue(c.var.db, c.req.valid("param").id)))
  // The open map data the venue was made from or linked to, with what the last import read (docs/decisions/030).
  .get("/:id/open-data", param(venueIdParams), async (c) => c.json(await venueOpenData(c.var.db, c.req.valid("param").id)))
  // Edits any of the venue's fields.
  .patch("/:id", param(venueIdParams), json(venueEditBody), async (c) => {
    const { id } = c.req.valid("param");
    const { changed, venue } = await updateVenue(c.var.db, id, c.req.valid("json"), getConfig(c.env).SITE_URL, c.var.now);
    return c.json({ success: true as const, venueId: id, changed, venue });
  })
  .delete("/:id", param(venueIdParams), async (c) => {
    const { id } = c.req.valid("param");
    await deleteVenue(c.var.db, id, c.var.now.getTime());
    return c.json({ success: true as const, venueId: id });
  })
  .post("/:id/cover", param(venueIdParams), async (c) => {
    const { id } = c.req.valid("param");
    await assertVenueExists(c.var.db, id);
    const coverImage = await receiveCover(c, "venues", id);
    await writeReferencing(c.env.UPLOADS, coverKey(coverImage), () => setVenueCover(c.var.db, id, coverImage, c.var.now.getTime()));
    return c.json({ success: true as const, coverImage });
  })
  // The venue's whole set of claims; the site clock dates the new ones.
  .put("/:id/claims", param(claimsVenueIdParams), json(venueClaimsBody), async (c) => {
    const { id } = c.req.valid("param");
    const claims = await setVenueClaims(c.var.db, id, c.req.valid("json"), c.var.now);
    return c.json({ success: true as const, venueId: id, claims });
  });
