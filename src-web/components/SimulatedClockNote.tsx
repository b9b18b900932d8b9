// Says plainly when the site is shown as of another moment (SITE_NOW, outside production only).
import { useTranslations } from "use-intl";
import { clockIsSimulated, useClockTick } from "../lib/clock";
import { dateFormat } from "../lib/format";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

function Note() {
  const now = useClockTick();
  const t = useTranslations("common");
  return (
    <p className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950" role="note" data-testid="simulated-clock">
      {t.rich("simulatedClock", { when: dateFormat(WHEN).format(now), time: (chunks) => <time dateTime={now.toISOString()}>{chunks}</time> })}
    </p>
  );
}

export function SimulatedClockNote() {
  return clockIsSimulated ? <Note /> : null;
}
