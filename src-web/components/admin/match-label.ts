// How the admin screens name a match and a claim's origin.
import type { AdminMatch } from "@shared/contract/admin-matches";
import type { ClaimMeta } from "@shared/contract/claims";
import { matchTitle, stageName } from "@shared/match-text";
import { formatDate } from "../../lib/format";

/** "104 · Final · Spain v Argentina"; a group match names its group, a league's match its round. */
export const matchLabel = (m: Pick<AdminMatch, "number" | "stage" | "group" | "round" | "team1" | "team2" | "team1Slot" | "team2Slot">) => {
  const { stage, group } = m;
  const part = stage ? stageName({ stage, group }) : m.round;
  return [m.number, part, matchTitle(m)].filter(Boolean).join(" · ");
};

const SOURCES: Record<ClaimMeta["source"], string> = {
  venue: "the submitter (not verified)",
  owner: "the venue's owner",
  admin: "an admin",
  import: "a CSV import",
  sample: "sample data",
};

/** "Confirmed by the venue on Jun 10, 2026". */
export const claimOrigin = (meta: ClaimMeta) => `By ${SOURCES[meta.source]} on ${formatDate(meta.confirmedAt)}`;
