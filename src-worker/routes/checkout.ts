// POST /api/venues/submission-checkout, /api/venues/claim: validate, rate limit, start a checkout.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { badRequest } from "../lib/errors";
import { jsonBody } from "../lib/validate";
import { createClaimCheckout, createSubmissionCheckout } from "../services/payments";
import { clientIp, enforceRateLimit } from "../services/rate-limit";
import type { CheckoutResponse } from "../shared/payment-types";

export const checkoutRoutes = new Hono<AppEnv>();

export const MISSING_FIELDS = "Please fill in all required fields.";

const flag = z.boolean().optional().default(false);
const submissionBody = z.object({
  venueName: z.string().trim().max(120, "Venue name must be at most 120 characters.").optional().default(""),
  cityId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  address: z.string().trim().max(200, "Address must be at most 200 characters.").optional().default(""),
  contactEmail: z.string().trim().max(254, "Email must be at most 254 characters.").optional().default(""),
  details: z.string().trim().max(2000, "Additional details must be at most 2000 characters.").optional().default(""),
  hasFood: flag,
  familyFriendly: flag,
  bigScreens: flag,
  openLate: flag,
  // Honeypots: the form's hidden company_website field (older clients may call it website).
  company_website: z.string().max(2000).optional(),
  website: z.string().max(2000).optional(),
});

const validEmail = (value: string) => z.email().safeParse(value).success;

checkoutRoutes.post("/submission-checkout", async (c) => {
  const body = await jsonBody(c, submissionBody);
  // A filled honeypot looks like any incomplete form to the sender; nothing is stored.
  if (body.company_website?.trim() || body.website?.trim()) throw badRequest(MISSING_FIELDS);
  if (!body.venueName || !body.cityId || !body.address || !body.contactEmail) throw badRequest(MISSING_FIELDS);
  if (!validEmail(body.contactEmail)) throw badRequest("Please enter a valid email address.");
  await enforceRateLimit(c.var.db, { key: `checkout:submission:${clientIp(c.req.raw.headers)}`, max: 10, windowSeconds: 600 });
  const { url } = await createSubmissionCheckout(
    { db: c.var.db, env: c.env, now: new Date() },
    {
      venueName: body.venueName,
      cityId: body.cityId,
      address: body.address,
      contactEmail: body.contactEmail,
      details: body.details,
      hasFood: body.hasFood,
      familyFriendly: body.familyFriendly,
      bigScreens: body.bigScreens,
      openLate: body.openLate,
    },
  );
  return c.json<CheckoutResponse>({ url });
});

const claimBody = z.object({ venueId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

checkoutRoutes.post("/claim", async (c) => {
  const { venueId } = await jsonBody(c, claimBody);
  await enforceRateLimit(c.var.db, { key: `checkout:claim:${clientIp(c.req.raw.headers)}`, max: 20, windowSeconds: 600 });
  const { url } = await createClaimCheckout({ db: c.var.db, env: c.env, now: new Date() }, venueId);
  return c.json<CheckoutResponse>({ url });
});
