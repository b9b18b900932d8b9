// The pages of the built-in checkout stand-in (routes/stripe-stand-in.ts): plain server-rendered
// HTML, every value escaped, no script (the CSP forbids inline scripts).
import { FIELD_MAX } from "../shared/limits";
import { escapeHtml } from "./escape";

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
  label{display:block;font-weight:600;margin:0 0 .25rem}
  input{width:100%;font:inherit;border:1px solid #94a3b8;border-radius:.5rem;padding:.625rem .75rem}
  input[aria-invalid=true]{border-color:#b91c1c}
  .hint{margin:.25rem 0 0;font-size:.875rem;color:#475569}
  .error{margin:.25rem 0 0;font-size:.875rem;color:#b91c1c;font-weight:600}
  .field{margin:0 0 1.25rem}
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

/** A whole page: the stand-in's card with a "Test mode" badge around `content` (already escaped HTML). */
function standInPage(siteName: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title>
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
}

/** A short notice (not found, closed, refused) with a way back to the site. */
export function standInMessage(siteName: string, title: string, text: string): string {
  return standInPage(siteName, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Back to ${escapeHtml(siteName)}</a></p>`);
}

export interface CheckoutView {
  id: string;
  productName: string;
  productDescription: string;
  contactEmail: string | null;
  /** e.g. "$500.00 / month" */
  amount: string;
  /** What was typed in the e-mail field, and why it was refused (a re-shown form). */
  email?: string;
  emailError?: string;
}

/**
 * The payer's e-mail, asked as Stripe's page asks it when the site did not give one: the receipt
 * (and, for a claim, the request to manage the listing) goes to it.
 */
function emailField(view: CheckoutView): string {
  if (view.contactEmail) return "";
  const error = view.emailError ? `<p class="error" id="email-error">${escapeHtml(view.emailError)}</p>` : "";
  return `<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" required maxlength="${FIELD_MAX.email}" autocomplete="email" inputmode="email" value="${escapeHtml(view.email ?? "")}" aria-describedby="email-hint${view.emailError ? " email-error" : ""}"${view.emailError ? ' aria-invalid="true" autofocus' : ""}>
<p class="hint" id="email-hint">Your receipt is sent to this address.</p>
${error}
</div>`;
}

/** The checkout itself: what is bought, for how much, and the Pay / Cancel forms. */
export function standInCheckout(siteName: string, view: CheckoutView): string {
  const id = escapeHtml(view.id);
  return standInPage(
    siteName,
    "Test checkout",
    `<h1>Test checkout</h1>
<p class="site">${escapeHtml(siteName)}</p>
<dl>
<div><dt>Item</dt><dd>${escapeHtml(view.productName)}</dd></div>
${view.productDescription ? `<div><dt>Details</dt><dd class="plain">${escapeHtml(view.productDescription)}</dd></div>` : ""}
${view.contactEmail ? `<div><dt>Email</dt><dd>${escapeHtml(view.contactEmail)}</dd></div>` : ""}
<div><dt>Amount</dt><dd class="amount">${escapeHtml(view.amount)} <span class="site">USD</span></dd></div>
</dl>
<p class="note">No real payment is taken. This page stands in for the payment provider because payments are not configured on this site.</p>
<div class="actions">
<form method="post" action="/test-checkout/${id}/pay">${emailField(view)}<button class="pay" type="submit">Pay (test mode)</button></form>
<form method="post" action="/test-checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}
