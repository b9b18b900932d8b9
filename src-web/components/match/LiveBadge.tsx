// "Live" beside a match while it is being played, on the site's shared clock tick: every page showing
// the match flips at kick-off without a reload. A kick-off never confirmed is never live (shared/tournament.ts).
import { type MatchTiming, matchState } from "@shared/tournament";
import { useTranslations } from "use-intl";
import { useClockTick } from "../../lib/clock";

export function LiveBadge({ match }: { match: MatchTiming }) {
  const t = useTranslations("matches.list");
  const now = useClockTick();
  if (matchState(match, now) !== "live") return null;
  return (
    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold uppercase text-white" data-testid="live-badge">
      {t("live")}
    </span>
  );
}
