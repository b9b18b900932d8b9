// Who made a venue's claim about a match and when ("Confirmed by the venue on Jun 10"), and what
// fans reported against it: one wording on the match, team and venue pages.
import type { ClaimMeta } from "@shared/contract/claims";
import { Badge } from "../ui/Badge";

const SOURCE_WORDS: Record<Exclude<ClaimMeta["source"], "sample">, string> = { venue: "the venue", owner: "the venue", admin: "our team", import: "an import" };
const confirmedDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/** "Confirmed by the venue on Jun 10"; sample claims are labelled instead (they confirm nothing). */
export function Confirmation({ claim }: { claim: ClaimMeta }) {
  if (claim.source === "sample")
    return (
      <Badge tone="sample" testId="claim-confirmation">
        Sample
      </Badge>
    );
  return (
    <span className="text-xs text-slate-600" data-testid="claim-confirmation">
      Confirmed by {SOURCE_WORDS[claim.source]} on {confirmedDate.format(new Date(claim.confirmedAt))}
    </span>
  );
}

/** "3 fans reported it was not showing" (only ever a real count, shown from the threshold up). */
export const reportText = (count: number) => `${count} fans reported it was not showing`;
