// One formatter of each kind the pages use, in the page's language (its BCP 47 tag is the worker's
// name): loading ICU's data here spares the main thread (intl-warmup.ts).
const tag = self.name;
new Intl.DateTimeFormat(tag, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
  timeZone: "America/New_York",
}).format(0);
new Intl.NumberFormat(tag, { style: "currency", currency: "USD" }).format(1.5);
new Intl.PluralRules(tag).select(2);
new Intl.Collator(tag).compare("a", "b");
postMessage("ready");
