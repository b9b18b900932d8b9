// The one place dates and money are formatted, in the page's language (Intl with its BCP 47 tag).
import { usdFormat } from "@shared/money";
import { INTL_TAG } from "./i18n";

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
/**
 * Intl formatters, made on first use and kept: ICU builds a pattern for every set of options (about a
 * millisecond each), and nothing is made while modules evaluate, so no page pays for formatting it does
 * not do (decision 016).
 */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, locale: string, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date formatter in the page's language (or `locale`). */
export const dateFormat = (options: Intl.DateTimeFormatOptions, locale: string = INTL_TAG) =>
  cached("date", options, locale, () => new Intl.DateTimeFormat(locale, options));

/** A number formatter in the page's language. */
const numberFormat = (options: Intl.NumberFormatOptions) => cached("number", options, INTL_TAG, () => new Intl.NumberFormat(INTL_TAG, options));

/** A rating's average, "4.5" (one decimal in every language the site speaks). */
export const formatRating = (average: number) => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

const dateFormats = {
  // "Nov 05, 2026" / "05 nov 2026": lists.
  short: { month: "short", day: "2-digit", year: "numeric" },
  // "November 05, 2026" / "05 de noviembre de 2026": the blog post page.
  long: { month: "long", day: "2-digit", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date in the short (lists) or long (blog post page) style; 'Draft' when not published (admin lists). */
export function formatDate(iso: string | null | undefined, style: keyof typeof dateFormats = "short"): string {
  if (!iso) return "Draft";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Draft" : dateFormat(dateFormats[style]).format(d);
}

/**
 * A calendar day kept as a UTC instant (a price tier starts at 00:00 UTC of its first day), in the
 * short style; `lastDayBefore` names the day that ends at that instant (a tier's end).
 */
export function formatUtcDay(iso: string, { lastDayBefore = false } = {}): string {
  const t = Date.parse(iso) - (lastDayBefore ? 1 : 0);
  return dateFormat({ ...dateFormats.short, timeZone: "UTC" }).format(t);
}

/** Whole dollars as "$150"; fractional amounts keep cents. */
export function formatUsd(dollars: number): string {
  return numberFormat(usdFormat(dollars)).format(dollars);
}

/** An amount in cents of a currency ("usd"), as "$49.00". */
export function formatCents(cents: number, currency = "usd"): string {
  return numberFormat({ style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** A city as every picker names it: with its state, since "Springfield" and "Aurora" are two cities each. */
export const cityLabel = (c: { name: string; state?: string | null }) => (c.state ? `${c.name}, ${c.state}` : c.name);
