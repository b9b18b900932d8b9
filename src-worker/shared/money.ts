// How money is written, the same in the app and in the Worker's first paint.

/** A price in US dollars: "$49", or "$49.50" when it has cents (options for Intl.NumberFormat). */
export const usdFormat = (dollars: number): Intl.NumberFormatOptions => ({
  style: "currency",
  currency: "USD",
  ...(Number.isInteger(dollars) ? { maximumFractionDigits: 0 } : {}),
});
