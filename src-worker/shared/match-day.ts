// A venue's live match-day facts, set by its owner for one match or for today (docs/decisions/034).
// Shared by the Worker (schema, contract, service) and the SPA (the owner's buttons, the fans' line).

/** What an owner can say on a match day. `opens` carries a local time ("07:00"); the others are flags. */
export const MATCH_DAY_KINDS = ["opens", "sound_on", "reservations", "full", "not_showing"] as const;
export type MatchDayKind = (typeof MATCH_DAY_KINDS)[number];

/** Facts that make sense for "today" at the venue (a day is not a match the venue could drop). */
export const DAY_KINDS: readonly MatchDayKind[] = ["opens", "sound_on", "reservations", "full"];

/** The owner area's and the audit trail's words for each fact (English, like the owner area). */
export const MATCH_DAY_LABELS: Record<MatchDayKind, string> = {
  opens: "Opens early",
  sound_on: "Sound on",
  reservations: "Reservations recommended",
  full: "Full: standing room only",
  not_showing: "Not showing this match after all",
};
