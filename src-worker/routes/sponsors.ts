// City sponsorship: POST /api/sponsors/checkout (a monthly Stripe subscription).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { json } from "../lib/validate";
import { minutes, perIp, rateLimit } from "../middleware/rate-limit";
import { createSponsorCheckout } from "../services/payments/payments";
import { sponsorCheckoutBody } from "../shared/contract/payments";
import { RATE_LIMITS } from "../shared/limits";

export const sponsorRoutes = new Hono<AppEnv>().post(
  "/checkout",
  json(sponsorCheckoutBody),
  rateLimit([{ key: perIp("checkout:sponsor"), max: RATE_LIMITS.sponsorCheckout.perIp, windowMs: minutes(RATE_LIMITS.sponsorCheckout.windowMinutes) }]),
  async (c) => {
    const { url } = await createSponsorCheckout({ db: c.var.db, env: c.env, now: c.var.now }, c.req.valid("json"));
    return c.json({ url });
  },
);
