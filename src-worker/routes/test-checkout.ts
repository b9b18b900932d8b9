// The built-in test checkout page (/test-checkout/{id}) that stands in for Stripe without keys.
// Server-rendered HTML (every value escaped, no script: the CSP forbids inline scripts); its two
// forms run the same fulfilment as the Stripe webhook, or cancel, then go back to the site.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { fulfilCheckout } from "../services/fulfilment";
import { cancelCheckout, findTestCheckout, testCheckoutEnabled, type CheckoutPayload } from "../services/payments";
import { formatCentsUsd } from "../services/pricing";

export const testCheckoutRoutes = new Hono<AppEnv>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
  main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
  .card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(15,23,42,.08)}
  .badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.125rem .625rem;font-size:.75rem;font-weight:600;letter-spacing:.02em;text-transform:uppercase}
  h1{font-size:1.5rem;margin:.75rem 0 .25rem}
  .site{color:#475569;margin:0 0 1.25rem;font-size:.875rem}
  dl{margin:0 0 1.25rem;border-top:1px solid #e2e8f0}
  dl div{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;border-bottom:1px solid #e2e8f0}
  dt{color:#475569}
  dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
  dd.plain{font-weight:400;color:#334155}
  .amount{font-size:1.25rem;color:#0f5132}
  .note{background:#f8fafc;border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem;font-size:.875rem;color:#334155;margin:0 0 1.25rem}
  .actions{display:flex;flex-direction:column;gap:.75rem}
  form{margin:0}
  button{width:100%;font:inherit;font-weight:600;border-radius:.5rem;padding:.75rem 1rem;cursor:pointer;border:1px solid transparent}
  .pay{background:#0f6b41;color:#fff}
  .pay:hover{background:#0f5132}
  .cancel{background:#fff;color:#0f172a;border-color:#cbd5e1}
  .cancel:hover{background:#f1f5f9}
  button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  a{color:#0f6b41}
`;

function page(c: Context<AppEnv>, status: 200 | 403 | 404 | 409 | 503, title: string, content: string) {
  const siteName = escapeHtml(getConfig(c.env).SITE_NAME);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${siteName}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<span class="badge">Test mode</span>
${content}
</div>
</main>
</body>
</html>`;
  return c.html(html, status, { "Cache-Control": "no-store" });
}

function message(c: Context<AppEnv>, status: 403 | 404 | 409 | 503, title: string, text: string) {
  return page(
    c,
    status,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Back to ${escapeHtml(getConfig(c.env).SITE_NAME)}</a></p>`,
  );
}

const STATUS_TEXT: Record<string, string> = {
  paid: "This checkout has already been paid.",
  cancelled: "This checkout was cancelled.",
  expired: "This checkout has expired. Please start again from the site.",
};

/** Refuses the page in production and whenever real Stripe payments are configured. */
function unavailable(c: Context<AppEnv>) {
  if (getConfig(c.env).ENVIRONMENT === "production") return message(c, 503, "Payments are not configured", "The test checkout is not available on this site.");
  if (!testCheckoutEnabled(c.env)) return message(c, 404, "Checkout not found", "This checkout does not exist.");
  return null;
}

/** Form posts must come from this site (no cross-site request may pay or cancel a checkout). */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (!origin) return false;
  const allowed = new Set([new URL(c.req.url).origin, new URL(getConfig(c.env).SITE_URL).origin]);
  return allowed.has(origin);
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

testCheckoutRoutes.get("/:id", async (c) => {
  const refused = unavailable(c);
  if (refused) return refused;
  const found = await loadPending(c);
  if (found.error) return found.error;
  const { checkout, payload } = found;
  const id = escapeHtml(checkout.id);
  const monthly = payload.mode === "subscription";
  const amount = `${formatCentsUsd(checkout.amountCents)}${monthly ? " / month" : ""}`;
  return page(
    c,
    200,
    "Test checkout",
    `<h1>Test checkout</h1>
<p class="site">${escapeHtml(getConfig(c.env).SITE_NAME)}</p>
<dl>
<div><dt>Item</dt><dd>${escapeHtml(payload.productName)}</dd></div>
${payload.productDescription ? `<div><dt>Details</dt><dd class="plain">${escapeHtml(payload.productDescription)}</dd></div>` : ""}
${checkout.contactEmail ? `<div><dt>Email</dt><dd>${escapeHtml(checkout.contactEmail)}</dd></div>` : ""}
<div><dt>Amount</dt><dd class="amount">${escapeHtml(amount)} <span class="site">USD</span></dd></div>
</dl>
<p class="note">No real payment is taken. This page stands in for the payment provider because payments are not configured on this site.</p>
<div class="actions">
<form method="post" action="/test-checkout/${id}/pay"><button class="pay" type="submit">Pay (test mode)</button></form>
<form method="post" action="/test-checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
});

testCheckoutRoutes.post("/:id/pay", async (c) => {
  const refused = unavailable(c);
  if (refused) return refused;
  if (!sameOrigin(c)) return message(c, 403, "Forbidden", "This request did not come from this site.");
  const found = await loadPending(c);
  if (found.error) return found.error;
  const outcome = await fulfilCheckout(c.var.db, {
    checkoutId: found.checkout.id,
    now: new Date(),
    siteName: getConfig(c.env).SITE_NAME,
  });
  if (outcome.status !== "fulfilled") return message(c, 409, "Checkout closed", STATUS_TEXT.paid);
  return c.redirect(found.payload.successUrl, 303);
});

testCheckoutRoutes.post("/:id/cancel", async (c) => {
  const refused = unavailable(c);
  if (refused) return refused;
  if (!sameOrigin(c)) return message(c, 403, "Forbidden", "This request did not come from this site.");
  const found = await loadPending(c);
  if (found.error) return found.error;
  const cancelled = await cancelCheckout(c.var.db, found.checkout.id, new Date());
  if (!cancelled) return message(c, 409, "Checkout closed", "This checkout is closed.");
  return c.redirect(found.payload.cancelUrl, 303);
});
