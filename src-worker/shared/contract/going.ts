// "I'm going" (docs/decisions/033): a fan's answer for a venue and a match, the fan's own answers,
// and the owner's figures per upcoming match.

import { GOING_MAX_PEOPLE } from "../constants";
import { idParam, uuid } from "./fields";
import { z } from "./zod";

/** PUT and DELETE /api/matches/{number}/venues/{venueId}/going */
export const goingParams = z.object({ number: idParam, venueId: idParam });

const peopleMessage = `People must be a whole number from 1 to ${GOING_MAX_PEOPLE}.`;

/** PUT /api/matches/{number}/venues/{venueId}/going: says (or changes) how many people come. */
export const goingBody = z.object({
  fanId: uuid,
  people: z.number({ error: peopleMessage }).int(peopleMessage).min(1, peopleMessage).max(GOING_MAX_PEOPLE, peopleMessage),
});
export type GoingRequest = z.input<typeof goingBody>;

/** DELETE /api/matches/{number}/venues/{venueId}/going?fanId= and GET /api/going?fanId= */
export const goingFanQuery = z.object({ fanId: uuid });

/** One fan's answer; `people` null once taken back. PUT answers 201 when new, 200 when changed or the same. */
const goingAnswer = z.object({ matchNumber: z.number(), venueId: z.number(), people: z.number().nullable() });
export const goingSaved = goingAnswer.extend({ created: z.boolean() });
export type GoingSaved = z.infer<typeof goingSaved>;
export const goingRemoved = goingAnswer.extend({ removed: z.boolean() });
export type GoingRemoved = z.infer<typeof goingRemoved>;

/** GET /api/going?fanId=: the fan's answers on matches that are not over (never cached: they are this fan's). */
export const fanGoing = z.object({ going: z.array(goingAnswer) });
export type FanGoing = z.infer<typeof fanGoing>;

/** GET /api/owner/venues/{id}/going: per upcoming match with answers, the venue's real figures (soonest first). */
export const ownerGoing = z.object({
  matches: z.array(
    z.object({
      matchNumber: z.number(),
      kickoffAt: z.string(),
      /** "Spurs vs Fulham", "USA v Belgium"; a side not known yet is its slot ("Winner match 73"). */
      title: z.string(),
      /** When, as sure as the source is, in the venue's zone ("Sat, Nov 28, 7:30 AM PST"; a placeholder date said as such). */
      when: z.string(),
      fans: z.number(),
      people: z.number(),
    }),
  ),
});
export type OwnerGoing = z.infer<typeof ownerGoing>;

/**
 * GET /api/venues/{id}/going: the venue page's public counts, per match not over that reached the
 * threshold (GOING_THRESHOLD people from GOING_MIN_FANS fans); a match below it is not listed.
 */
export const venueGoing = z.object({ matches: z.array(z.object({ matchNumber: z.number(), goingCount: z.number() })) });
export type VenueGoing = z.infer<typeof venueGoing>;
