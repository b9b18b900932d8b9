// POST /api/stripe/webhook: verified on the raw body, then handled once per event id.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { limitBody } from "../lib/body-limit";
import { ApiError, badRequest } from "../lib/errors";
import { handleStripeEvent } from "../services/payments/fulfilment";
import { type Stripe, verifyWebhookEvent } from "../services/payments/stripe";

/** Stripe's events are a few KB; anything far larger is not from Stripe. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

export const stripeWebhookRoutes = new Hono<AppEnv>().post("/webhook", limitBody(MAX_WEBHOOK_BYTES, "Webhook body is too large."), async (c) => {
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  // Without its secret no event can be verified: refused like a bad signature (Stripe retries it for
  // days, so nothing is lost once the secret is set), never a 5xx.
  if (!secret) throw new ApiError(400, "webhook_not_configured", "The webhook signing secret is not configured: the event was not processed.");
  const signature = c.req.header("stripe-signature");
  if (!signature) throw badRequest("Missing Stripe-Signature header.");
  // The signature covers the exact bytes sent: read the raw text, never a re-serialised JSON.
  const body = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await verifyWebhookEvent(body, signature, secret);
  } catch {
    throw badRequest("Invalid webhook signature.");
  }
  const outcome = await handleStripeEvent(c.var.db, event, c.var.now, getConfig(c.env).SITE_NAME);
  console.log(JSON.stringify({ stripeEvent: event.id, type: event.type, outcome }));
  return c.json({ received: true });
});
