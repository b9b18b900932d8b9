// Refunds of a paid checkout an admin turns down (a rejected submission): through Stripe's refund API
// where Stripe is configured and the payment is known to it, else a manual step that names the
// checkout's reference and amount. Stripe's idempotency key makes a retried refund the same refund.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkouts } from "../../db/schema";
import { serviceUnavailable } from "../../lib/errors";
import type { RefundOutcome } from "../../shared/contract/admin";
import { formatCentsUsd } from "./pricing";
import type { Stripe } from "./stripe";

export interface PaidCheckout {
  id: string;
  amountCents: number;
  currency: string;
  contactEmail: string | null;
  stripePaymentIntentId: string | null;
  /** The buyer's language, read from where the payment page returned them (/es/... is Spanish). */
  locale: "en" | "es";
}

/** The paid checkout of a submission, or null (an admin's own venue, an import, an unpaid one). */
export async function paidCheckoutOf(db: Db, submissionId: number | null): Promise<PaidCheckout | null> {
  if (submissionId === null) return null;
  const [row] = await db
    .select({
      id: checkouts.id,
      amountCents: checkouts.amountCents,
      currency: checkouts.currency,
      contactEmail: checkouts.contactEmail,
      stripePaymentIntentId: checkouts.stripePaymentIntentId,
      payload: checkouts.payload,
    })
    .from(checkouts)
    .where(and(eq(checkouts.submissionId, submissionId), eq(checkouts.status, "paid")))
    .limit(1);
  if (!row) return null;
  const successUrl = String(row.payload?.successUrl ?? "");
  const locale = URL.canParse(successUrl) && new URL(successUrl).pathname.startsWith("/es/") ? "es" : "en";
  const { payload: _, ...rest } = row;
  return { ...rest, locale };
}

/** What the admin is to do, or what was done, about the money of a paid checkout being turned down. */
export async function refundPaidCheckout(stripe: Stripe | null, checkout: PaidCheckout, requested: boolean): Promise<RefundOutcome> {
  const amount = formatCentsUsd(checkout.amountCents);
  const base = { checkoutId: checkout.id, amountCents: checkout.amountCents, amount };
  if (!stripe || !checkout.stripePaymentIntentId) {
    return {
      ...base,
      method: "manual",
      status: "to_do",
      message: `Refund ${amount} by hand: this payment was not taken through Stripe's API here. Find the payment with reference ${checkout.id} and return ${amount} to the payer.`,
    };
  }
  if (!requested) {
    return {
      ...base,
      method: "stripe",
      status: "to_do",
      message: `Not refunded. To refund ${amount}, open the payment ${checkout.stripePaymentIntentId} (reference ${checkout.id}) in Stripe's dashboard and choose Refund.`,
    };
  }
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: checkout.stripePaymentIntentId, reason: "requested_by_customer", metadata: { checkoutId: checkout.id } },
      { idempotencyKey: `refund-${checkout.id}` },
    );
    return { ...base, method: "stripe", status: "refunded", refundId: refund.id, message: `Refunded ${amount} through Stripe (${refund.id}).` };
  } catch (err) {
    console.error(JSON.stringify({ checkout: checkout.id, stripeRefundError: String(err) }));
    // Before any write: the venue stays pending, so the admin can try again or refund by hand.
    throw serviceUnavailable(
      `Stripe did not take the refund, so nothing was rejected. Try again, or reject without a refund and refund ${amount} in Stripe's dashboard (reference ${checkout.id}).`,
    );
  }
}
