// /api/checkouts/{id}: the summary a buyer sees back from the payment page, by the checkout's
// reference that their success address carries. Never cached: it names the buyer's e-mail.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { param } from "../lib/validate";
import { getCheckoutSummary } from "../services/payments/payments";
import { checkoutRefParams } from "../shared/contract/payments";

export const checkoutRoutes = new Hono<AppEnv>().get("/:id", param(checkoutRefParams), async (c) => {
  const summary = await getCheckoutSummary(c.var.db, c.req.valid("param").id);
  if (!summary) throw notFound("Checkout not found");
  return c.json(summary, 200, { "Cache-Control": "private, no-store" });
});
