// Says plainly when the site is shown as of another moment (SITE_NOW, outside production only).
import { clockIsSimulated, useSiteNow } from "../lib/clock";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function Note() {
  const now = useSiteNow(60_000);
  return (
    <p className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950" role="note" data-testid="simulated-clock">
      Viewing the site as of <time dateTime={now.toISOString()}>{when.format(now)}</time>
    </p>
  );
}

export function SimulatedClockNote() {
  return clockIsSimulated ? <Note /> : null;
}
