// The countdown to the opening kick-off, ticking with the site's clock.
import { OPENING_KICKOFF } from "@shared/tournament";
import { useTranslations } from "use-intl";
import { useSiteNow } from "../../lib/clock";

const UNITS = [
  ["days", 86_400_000],
  ["hours", 3_600_000],
  ["minutes", 60_000],
  ["seconds", 1000],
] as const;

export function Countdown() {
  const t = useTranslations("home.countdown");
  const now = useSiteNow(1000);
  let left = Math.max(0, Date.parse(OPENING_KICKOFF) - now.getTime());
  const parts = UNITS.map(([unit, ms]) => {
    const n = Math.floor(left / ms);
    left -= n * ms;
    return [unit, n] as const;
  });
  const [days, hours] = parts;
  return (
    <div data-testid="countdown">
      <p className="text-sm font-semibold uppercase tracking-widest text-amber-brand">{t("title")}</p>
      {/* Screen readers get one calm sentence rather than a number changing every second. */}
      <p className="sr-only">{t("sentence", { days: days[1], hours: hours[1] })}</p>
      <dl className="mt-2 flex gap-2 sm:gap-3" aria-hidden>
        {parts.map(([unit, n]) => (
          <div key={unit} className="flex min-w-16 flex-col-reverse rounded-lg bg-white/10 px-3 py-2 text-center">
            <dt className="text-xs uppercase tracking-wide text-slate-300">{t(unit)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-white sm:text-3xl">{String(n).padStart(2, "0")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
