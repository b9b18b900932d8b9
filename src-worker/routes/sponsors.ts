// City sponsorship: POST /api/sponsors/checkout (a monthly Stripe subscription).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { badRequest } from "../lib/errors";
import { fields, jsonBody } from "../lib/validate";
import { createSponsorCheckout } from "../services/payments";
import { clientIp, enforceRateLimit } from "../services/rate-limit";
import type { CheckoutResponse } from "../shared/payment-types";

export const sponsorRoutes = new Hono<AppEnv>();

const sponsorBody = z.object({
  citySlug: fields.slug,
  contactEmail: z.string().trim().max(254, "Email must be at most 254 characters.").optional().default(""),
});

sponsorRoutes.post("/checkout", async (c) => {
  const body = await jsonBody(c, sponsorBody);
  if (!body.contactEmail) throw badRequest("Please enter your email address.");
  if (!z.email().safeParse(body.contactEmail).success) throw badRequest("Please enter a valid email address.");
  await enforceRateLimit(c.var.db, { key: `checkout:sponsor:${clientIp(c.req.raw.headers)}`, max: 10, windowSeconds: 600 });
  const { url } = await createSponsorCheckout({ db: c.var.db, env: c.env, now: new Date() }, body);
  return c.json<CheckoutResponse>({ url });
});
