// How the admin screens name a match and a claim's origin.
import type { AdminMatch } from "@shared/contract/admin-matches";
import type { ClaimMeta } from "@shared/contract/claims";
import { formatDate } from "../../lib/format";

type Sides = Pick<AdminMatch, "team1" | "team2" | "team1Slot" | "team2Slot">;

const side = (team: AdminMatch["team1"], slot: string | null) => team?.name ?? slot ?? "To be decided";

/** "Spain v Argentina", or the slots while the sides are not known ("W101 v W102"). */
export const sidesLabel = (m: Sides) => `${side(m.team1, m.team1Slot)} v ${side(m.team2, m.team2Slot)}`;

/** "104 · Final · Spain v Argentina"; a group match names its group. */
export const matchLabel = (m: Sides & Pick<AdminMatch, "number" | "stage" | "group">) =>
  `${m.number} · ${m.group ? `Group ${m.group}` : m.stage} · ${sidesLabel(m)}`;

const SOURCES: Record<ClaimMeta["source"], string> = { venue: "the venue", admin: "an admin", import: "a CSV import", sample: "sample data" };

/** "Confirmed by the venue on Jun 10, 2026". */
export const claimOrigin = (meta: ClaimMeta) => `By ${SOURCES[meta.source]} on ${formatDate(meta.confirmedAt)}`;
