// "Verified by the venue on {date}": shown while the owner's last "Everything is still accurate" is
// at most 30 days old on the site's clock; past 60 days the page says how old it is ("Last confirmed
// by the venue in July"), as the owners' monthly e-mail warns. Dates are the venue's: its month and
// day in its own time zone, whatever the visitor's device says.
import { STALE_LISTING_DAYS, VERIFIED_FRESH_DAYS } from "@shared/constants";
import { BadgeCheck, History } from "lucide-react";
import { useTranslations } from "use-intl";
import { useClockTick } from "../../lib/clock";
import { dateFormat } from "../../lib/format";
import { INTL_TAG } from "../../lib/i18n";

const DAY_MS = 86_400_000;
// The short style of formatDate ("Nov 05, 2026"), in the venue's zone.
const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "2-digit", year: "numeric" };

export function VerifiedByVenue({ verifiedAt, timeZone }: { verifiedAt: string | null; timeZone: string }) {
  const t = useTranslations("venues.page");
  const now = useClockTick();
  if (!verifiedAt) return null;
  const age = now.getTime() - Date.parse(verifiedAt);
  if (age > STALE_LISTING_DAYS * DAY_MS) {
    const at = new Date(verifiedAt);
    const year = (d: Date) => new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(d);
    const month = new Intl.DateTimeFormat(INTL_TAG, { month: "long", timeZone, ...(year(at) === year(now) ? {} : { year: "numeric" }) }).format(at);
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-amber-800" data-testid="stale-listing">
        <History className="h-4 w-4" aria-hidden /> {t("lastConfirmed", { month })}
      </p>
    );
  }
  if (age > VERIFIED_FRESH_DAYS * DAY_MS || age < -DAY_MS) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-pitch-800" data-testid="verified-by-venue">
      <BadgeCheck className="h-4 w-4" aria-hidden /> {t("verified", { date: dateFormat({ ...DAY, timeZone }).format(new Date(verifiedAt)) })}
    </p>
  );
}
