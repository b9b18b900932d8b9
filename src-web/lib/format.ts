// The one place dates and money are formatted, in the page's language (Intl with its BCP 47 tag).
import { INTL_TAG } from "./i18n";

const dateFormats = {
  // "Nov 05, 2026" / "05 nov 2026": lists.
  short: new Intl.DateTimeFormat(INTL_TAG, { month: "short", day: "2-digit", year: "numeric" }),
  // "November 05, 2026" / "05 de noviembre de 2026": the blog post page.
  long: new Intl.DateTimeFormat(INTL_TAG, { month: "long", day: "2-digit", year: "numeric" }),
};

/** A date in the short (lists) or long (blog post page) style; 'Draft' when not published (admin lists). */
export function formatDate(iso: string | null | undefined, style: keyof typeof dateFormats = "short"): string {
  if (!iso) return "Draft";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Draft" : dateFormats[style].format(d);
}

const usd = new Intl.NumberFormat(INTL_TAG, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat(INTL_TAG, { style: "currency", currency: "USD" });

/** Whole dollars as "$150"; fractional amounts keep cents. */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? usd.format(dollars) : usdCents.format(dollars);
}

/** An amount in cents of a currency ("usd"), as "$49.00". */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat(INTL_TAG, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
