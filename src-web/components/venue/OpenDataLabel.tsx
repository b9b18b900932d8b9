// Places made from open map data, labelled for what they are (docs/decisions/030): where they come
// from, how old the data is, that the venue has not confirmed them, and the attribution the source's
// licence asks for wherever they, or a map of them, are shown.
import type { Venue } from "@shared/contract/venues";
import { OPEN_DATA_ATTRIBUTION, type OpenDataSource } from "@shared/open-data";
import { Database } from "lucide-react";
import { useTranslations } from "use-intl";
import { formatDate } from "../../lib/format";
import { Badge } from "../ui/Badge";

/** "© OpenStreetMap contributors", linked to the source's copyright page. */
export function OpenDataAttribution({ sources, className }: { sources: readonly OpenDataSource[]; className?: string }) {
  const t = useTranslations("venues.openData");
  if (sources.length === 0) return null;
  return (
    <p className={className ?? "text-xs text-slate-600"} data-testid="open-data-attribution">
      {t("attribution")}{" "}
      {sources.map((s, i) => (
        <span key={s}>
          {i > 0 && ", "}
          <a href={OPEN_DATA_ATTRIBUTION[s].url} className="underline hover:text-slate-900" target="_blank" rel="noopener noreferrer">
            {OPEN_DATA_ATTRIBUTION[s].credit}
          </a>
        </span>
      ))}
    </p>
  );
}

/** The card's badge for a place no owner has confirmed yet. */
export function UnconfirmedBadge({ source }: { source: OpenDataSource }) {
  const t = useTranslations("venues.openData");
  return (
    <span title={t("badgeTitle", { source: OPEN_DATA_ATTRIBUTION[source].name })}>
      <Badge tone="neutral" className="shadow-sm" testId="unconfirmed-badge">
        {t("badge")}
      </Badge>
    </span>
  );
}

/** The venue page's notice: the source and its date, unconfirmed, an invitation to the owner, the attribution. */
export function OpenDataNotice({ openData }: { openData: NonNullable<Venue["openData"]> }) {
  const t = useTranslations("venues.openData");
  const source = OPEN_DATA_ATTRIBUTION[openData.source].name;
  if (openData.confirmed) return <OpenDataAttribution sources={[openData.source]} />;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800" data-testid="open-data-notice">
      <Database className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p>
          <strong className="font-semibold">
            {openData.dataDate ? t("fromDated", { source, date: formatDate(openData.dataDate) }) : t("from", { source })}
          </strong>{" "}
          {t("notConfirmed")}
        </p>
        <p>
          {t("ownerInvite")}{" "}
          <a href="#owner-claim" className="font-semibold text-pitch-800 underline">
            {t("claim")}
          </a>
        </p>
        <OpenDataAttribution sources={[openData.source]} />
      </div>
    </div>
  );
}
