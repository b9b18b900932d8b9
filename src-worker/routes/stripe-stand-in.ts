// /test-checkout/{id}: the local stand-in for Stripe's hosted checkout, used when no Stripe keys are
// set (local runs, tests) and refused in production. Its Pay and Cancel forms run the same
// fulfilment as the Stripe webhook, or cancel, then go back to the site.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { standInCheckout, standInMessage } from "../html/checkout-page";
import { limitBody } from "../lib/body-limit";
import { isSameOrigin } from "../middleware/same-origin";
import { fulfilCheckout } from "../services/payments/fulfilment";
import { type Checkout, type CheckoutPayload, cancelCheckout, findTestCheckout, testCheckoutEnabled } from "../services/payments/payments";
import { formatCentsUsd } from "../services/payments/pricing";
import { isEmail } from "../shared/contract/fields";
import { INVALID_EMAIL } from "../shared/contract/payments";
import { FIELD_MAX } from "../shared/limits";

/** The Pay form carries one e-mail address at most. */
const MAX_FORM_BYTES = 4 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function message(c: Context<AppEnv>, status: 403 | 404 | 409 | 413 | 503, title: string, text: string) {
  return c.html(standInMessage(getConfig(c.env).SITE_NAME, title, text), status, { "Cache-Control": "no-store" });
}

const STATUS_TEXT: Record<string, string> = {
  paid: "This checkout has already been paid.",
  cancelled: "This checkout was cancelled.",
  expired: "This checkout has expired. Please start again from the site.",
};

/** Refuses the page in production and whenever real Stripe payments are configured; refuses a cross-site form post. */
function unavailable(c: Context<AppEnv>) {
  if (getConfig(c.env).ENVIRONMENT === "production") return message(c, 503, "Payments are not configured", "The test checkout is not available on this site.");
  if (!testCheckoutEnabled(c.env)) return message(c, 404, "Checkout not found", "This checkout does not exist.");
  if (c.req.method === "POST" && !isSameOrigin(c)) return message(c, 403, "Forbidden", "This request did not come from this site.");
  return null;
}

async function loadPending(c: Context<AppEnv>) {
  const id = c.req.param("id") ?? "";
  const checkout = UUID.test(id) ? await findTestCheckout(c.var.db, id) : null;
  if (!checkout) return { error: message(c, 404, "Checkout not found", "This checkout does not exist.") };
  if (checkout.status !== "pending") {
    return { error: message(c, 409, "Checkout closed", STATUS_TEXT[checkout.status] ?? "This checkout is closed.") };
  }
  return { checkout, payload: checkout.payload as CheckoutPayload };
}

/** The checkout page; `email` re-shows a refused address with its reason (400). */
function checkoutPage(c: Context<AppEnv>, { checkout, payload }: Pending, email?: { value: string; error: string }) {
  const amount = `${formatCentsUsd(checkout.amountCents)}${payload.mode === "subscription" ? " / month" : ""}`;
  const html = standInCheckout(getConfig(c.env).SITE_NAME, {
    id: checkout.id,
    productName: payload.productName,
    productDescription: payload.productDescription,
    contactEmail: checkout.contactEmail,
    amount,
    email: email?.value,
    emailError: email?.error,
  });
  return c.html(html, email ? 400 : 200, { "Cache-Control": "no-store" });
}

type Pending = { checkout: Checkout; payload: CheckoutPayload };

export const stripeStandInRoutes = new Hono<AppEnv>()
  .get("/:id", async (c) => {
    const refused = unavailable(c);
    if (refused) return refused;
    const found = await loadPending(c);
    if (found.error) return found.error;
    return checkoutPage(c, found);
  })
  .post(
    "/:id/pay",
    limitBody(MAX_FORM_BYTES, undefined, (c) =>
      message(c as Context<AppEnv>, 413, "Form too large", "The form sent is too large. Please go back and try again."),
    ),
    async (c) => {
      const refused = unavailable(c);
      if (refused) return refused;
      const found = await loadPending(c);
      if (found.error) return found.error;
      // Like Stripe's page: the payer's address is asked for when the site did not give one.
      let payerEmail: string | null = null;
      if (!found.checkout.contactEmail) {
        const form = await c.req.parseBody();
        const value = (typeof form.email === "string" ? form.email : "").trim();
        const error = !value ? "Please enter your email address." : value.length > FIELD_MAX.email || !isEmail(value) ? INVALID_EMAIL : null;
        if (error) return checkoutPage(c, found, { value, error });
        payerEmail = value;
      }
      const outcome = await fulfilCheckout(c.var.db, { checkoutId: found.checkout.id, now: c.var.now, siteName: getConfig(c.env).SITE_NAME, payerEmail });
      if (outcome.status !== "fulfilled") return message(c, 409, "Checkout closed", STATUS_TEXT.paid);
      return c.redirect(found.payload.successUrl, 303);
    },
  )
  .post("/:id/cancel", async (c) => {
    const refused = unavailable(c);
    if (refused) return refused;
    const found = await loadPending(c);
    if (found.error) return found.error;
    const cancelled = await cancelCheckout(c.var.db, found.checkout.id, c.var.now);
    if (!cancelled) return message(c, 409, "Checkout closed", "This checkout is closed.");
    return c.redirect(found.payload.cancelUrl, 303);
  });
