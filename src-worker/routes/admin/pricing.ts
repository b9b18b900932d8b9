// /api/admin/pricing: the phases of every offer and their writes (the guard in routes/admin/index.ts
// checks the sign-in).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param } from "../../lib/validate";
import { createPricingPhase, deletePricingPhase, listAdminPricing, updatePricingPhase } from "../../services/admin/admin-pricing";
import { pricingPhaseBody, pricingPhaseParams, pricingPhaseUpdateBody } from "../../shared/contract/admin-pricing";

export const adminPricingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminPricing(c.var.db, c.var.now)))
  .post("/", json(pricingPhaseBody), async (c) =>
    c.json({ success: true as const, phase: await createPricingPhase(c.var.db, c.req.valid("json"), c.var.now) }, 201),
  )
  .patch("/:id", param(pricingPhaseParams), json(pricingPhaseUpdateBody), async (c) =>
    c.json({ success: true as const, phase: await updatePricingPhase(c.var.db, c.req.valid("param").id, c.req.valid("json"), c.var.now) }),
  )
  .delete("/:id", param(pricingPhaseParams), async (c) => {
    await deletePricingPhase(c.var.db, c.req.valid("param").id, c.var.now);
    return c.json({ success: true as const });
  });
