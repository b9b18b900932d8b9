// Who made a venue's claim about a match and when ("Confirmed by the venue on Jun 10"), and what
// fans reported against it: one wording on the match, team and venue pages.
import type { ClaimMeta } from "@shared/contract/claims";
import { useTranslations } from "use-intl";
import { dateFormat } from "../../lib/format";
import { Badge } from "../ui/Badge";

const CONFIRMED_DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };

/**
 * "Confirmed by the venue on Jun 10"; what only the submission form said is labelled as not verified,
 * and sample claims as samples (they confirm nothing).
 */
export function Confirmation({ claim }: { claim: ClaimMeta }) {
  const t = useTranslations("venues.confirmation");
  if (claim.source === "sample")
    return (
      <Badge tone="sample" testId="claim-confirmation">
        {t("sample")}
      </Badge>
    );
  return (
    <span className="text-xs text-slate-600" data-testid="claim-confirmation">
      {t("confirmed", { source: claim.source, date: dateFormat(CONFIRMED_DATE).format(new Date(claim.confirmedAt)) })}
    </span>
  );
}

/** "3 fans reported it was not showing" (only ever a real count, shown from the threshold up). */
function ReportText({ count }: { count: number }) {
  const t = useTranslations("venues.confirmation");
  return t("reports", { count });
}

/** The report line as an element, in the page's language (written inside a paragraph or list item). */
export const reportText = (count: number) => <ReportText count={count} />;
