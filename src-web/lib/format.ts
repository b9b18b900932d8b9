// The one place dates and money are formatted.
import { format } from "date-fns";

/** 'MMM dd, yyyy' (lists) or 'MMMM dd, yyyy' (blog post page); 'Draft' when not published. */
export function formatDate(iso: string | null | undefined, pattern: "MMM dd, yyyy" | "MMMM dd, yyyy" = "MMM dd, yyyy"): string {
  if (!iso) return "Draft";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Draft" : format(d, pattern);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Whole dollars as "$150"; fractional amounts keep cents. */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? usd.format(dollars) : usdCents.format(dollars);
}

/** An amount in cents of a currency ("usd"), as "$49.00". */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
