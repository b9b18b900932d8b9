// /api/admin/owner-claims, /api/admin/owner-changes, /api/admin/owner-audit and a venue's owners:
// the admins' side of venue owners (the guard in routes/admin/index.ts checks the sign-in).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { getConfig } from "../../env";
import { json, param, query } from "../../lib/validate";
import { approveOwnerClaim, listOwnerClaims, rejectOwnerClaim } from "../../services/owners/owner-claims";
import { decideOwnerChange, listOwnerChanges, revertOwnerChange, revokeOwner, venueOwnersAndAudit } from "../../services/owners/owner-venues";
import { ownerItemParams, revokeOwnerBody } from "../../shared/contract/owner";

const claimsQuery = z.object({ status: z.enum(["pending", "approved", "rejected", "verified"]).default("pending") });

export const adminOwnerRoutes = new Hono<AppEnv>()
  .get("/owner-claims", query(claimsQuery), async (c) => {
    const [claims, changes] = await Promise.all([listOwnerClaims(c.var.db, c.req.valid("query").status), listOwnerChanges(c.var.db)]);
    return c.json({ claims, changes });
  })
  .post("/owner-claims/:id/approve", param(ownerItemParams), async (c) => {
    const config = getConfig(c.env);
    const { venueId } = await approveOwnerClaim(c.var.db, c.req.valid("param").id, { url: config.SITE_URL, name: config.SITE_NAME }, Date.now());
    return c.json({ success: true as const, venueId });
  })
  .post("/owner-claims/:id/reject", param(ownerItemParams), async (c) => {
    const { venueId } = await rejectOwnerClaim(c.var.db, c.req.valid("param").id, c.var.now.getTime());
    return c.json({ success: true as const, venueId });
  })
  .post("/owner-changes/:id/approve", param(ownerItemParams), async (c) => {
    const { venueId } = await decideOwnerChange(c.var.db, c.req.valid("param").id, true, c.var.now);
    return c.json({ success: true as const, venueId });
  })
  .post("/owner-changes/:id/reject", param(ownerItemParams), async (c) => {
    const { venueId } = await decideOwnerChange(c.var.db, c.req.valid("param").id, false, c.var.now);
    return c.json({ success: true as const, venueId });
  })
  .post("/owner-audit/:id/revert", param(ownerItemParams), async (c) => {
    const result = await revertOwnerChange(c.var.db, c.req.valid("param").id, c.var.now);
    return c.json({ success: true as const, ...result });
  })
  .get("/venues/:id/owners", param(ownerItemParams), async (c) => c.json(await venueOwnersAndAudit(c.var.db, c.req.valid("param").id)))
  .post("/venues/:id/owners/revoke", param(ownerItemParams), json(revokeOwnerBody), async (c) => {
    const { id } = c.req.valid("param");
    await revokeOwner(c.var.db, id, c.req.valid("json").email, c.var.now.getTime());
    return c.json({ success: true as const, venueId: id });
  });
