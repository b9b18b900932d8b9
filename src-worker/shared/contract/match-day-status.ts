// A venue's live match-day facts (docs/decisions/034): the owner's calls under
// /api/owner/venues/{id}/matches/{n}/status/{kind} and /api/owner/venues/{id}/today/status/{kind},
// and the form fans read on the match's venue list and the venue page.

import { MATCH_DAY_KINDS } from "../match-day";
import { HHMM, MESSAGES } from "../venue-fields";
import { side } from "./competitions";
import { idParam } from "./fields";
import { z } from "./zod";

const KICKOFF_PRECISION = z.enum(["exact", "time_tbc", "date_tbc"]);
const kind = z.enum(MATCH_DAY_KINDS, { error: `Choose one of: ${MATCH_DAY_KINDS.join(", ")}.` });

/** PUT/DELETE /api/owner/venues/{id}/matches/{number}/status/{kind} */
export const ownerMatchStatusParams = z.object({ id: idParam, number: idParam, kind });
/** PUT/DELETE /api/owner/venues/{id}/today/status/{kind} */
export const ownerDayStatusParams = z.object({ id: idParam, kind });

/** PUT body: `at` (the local opening time, "07:00") for `opens`, nothing for the other kinds. */
export const matchDayStatusBody = z.strictObject({ at: z.string().regex(HHMM, MESSAGES.hoursTime).optional() });
export type MatchDayStatusRequest = z.input<typeof matchDayStatusBody>;

/** One fact as fans see it: what, the opening time for `opens`, and when the venue said it. */
export const matchDayFact = z.object({
  kind,
  at: z.string().nullable(),
  setAt: z.string(),
  /** When it lapses: three hours after the match's kick-off, or the venue's local midnight for a day's. */
  until: z.string(),
});
export type MatchDayFact = z.infer<typeof matchDayFact>;

/** A fact as its owner sees it: for a match or a local day, and by which address. */
const ownerMatchDayFact = matchDayFact.extend({ match: z.number().nullable(), day: z.string().nullable(), setBy: z.string() });
export type OwnerMatchDayFact = z.infer<typeof ownerMatchDayFact>;

/** A match an owner can set facts for (not over yet), and whether the venue's claims show it. */
const ownerStatusMatch = z.object({
  number: z.number(),
  kickoffAt: z.string(),
  /** A placeholder date or time is never shown as the match's (docs/decisions/025). */
  kickoffPrecision: KICKOFF_PRECISION,
  /** The competition's short name ("Premier League"). */
  competition: z.string(),
  /** "Spurs vs Fulham"; a side not known yet is its slot. */
  title: z.string(),
  /** When, as sure as the source is, in the venue's zone ("Wed, Dec 2, 3:00 PM EST"; a placeholder date said as such). */
  when: z.string(),
  shown: z.boolean(),
});

/** GET /api/owner/venues/{id}/status: today's date at the venue, its live facts, the matches to pick from. */
export const ownerMatchDayStatus = z.object({
  today: z.string(),
  timeZone: z.string(),
  facts: z.array(ownerMatchDayFact),
  matches: z.array(ownerStatusMatch),
});
export type OwnerMatchDayStatus = z.infer<typeof ownerMatchDayStatus>;

export const matchDayStatusSaved = z.object({ success: z.literal(true), fact: ownerMatchDayFact });
export const matchDayStatusCleared = z.object({ success: z.literal(true), removed: z.boolean() });

/** The venue page's facts: per match not over yet (with its sides), or for today. Present only when any is set. */
export const venueMatchDay = z.array(
  z.object({
    match: z
      .object({
        number: z.number(),
        kickoffAt: z.string(),
        kickoffPrecision: KICKOFF_PRECISION,
        /** Which competition, for the match's name ("v" in the World Cup, "vs" elsewhere). */
        competition: z.object({ id: z.string() }),
        /** The zone the source gives its days in: a day without a time is that zone's day. */
        timeZone: z.string(),
        team1: side.nullable(),
        team2: side.nullable(),
        team1Slot: z.string().nullable(),
        team2Slot: z.string().nullable(),
      })
      .nullable(),
    /** A "today" fact's local day ("2026-11-28"); null for a match's. */
    day: z.string().nullable(),
    facts: z.array(matchDayFact),
  }),
);
export type VenueMatchDay = z.infer<typeof venueMatchDay>;
