// What venues claim about the matches they show (every match of every competition, every match of a
// competition, match N of any competition, supporters' venue of a club or nation): the venue page's
// form, and the request of every form that sets claims (admin, owner, import). Where to watch a
// match: match-venues.ts. docs/decisions/029.

import { CLAIM_SOURCES } from "../constants";
import { CLAIM_TEAM_CODE, claimTeamCodeOf } from "../filter-patterns";
import { FIELD_MAX } from "../limits";
import { fixture } from "./competitions";
import { idParam, plainIssue } from "./fields";
import { match, teamSummary } from "./matches";
import { z } from "./zod";

/** Who made a claim and when it was last confirmed: "Confirmed by the venue on Jun 10". */
export const claimMeta = z.object({ source: z.enum(CLAIM_SOURCES), confirmedAt: z.string() });
export type ClaimMeta = z.infer<typeof claimMeta>;

export const supportersClaim = claimMeta.extend({ team: teamSummary, groupName: z.string().nullable() });
export type SupportersClaim = z.infer<typeof supportersClaim>;

/** A claim's kind as a fan reads it: this match, every match of its competition, or every match of every competition. */
const SHOWING_KINDS = ["match", "competition", "all"] as const;

/** A competition a venue shows every match of, named in both languages. */
const claimedCompetition = z.object({ id: z.string(), nameEn: z.string(), nameEs: z.string(), shortEn: z.string(), shortEs: z.string() });

/**
 * A venue's claims, as the venue page shows them (part of GET /api/venues/{id}). The last three
 * fields are present only when the venue claims something beyond the World Cup, so the World
 * Cup's venue answers stay as they were (docs/decisions/029).
 */
export const venueClaims = z.object({
  /** Set when the venue shows every World Cup match (that claim, or every match of every competition). */
  showsAllMatches: claimMeta.nullable(),
  /** World Cup matches the venue named, in kick-off order (other competitions' are in `showing`). */
  matches: z.array(claimMeta.extend({ match })),
  supporters: z.array(supportersClaim),
  /** Matches on which at least REPORT_THRESHOLD fans reported the venue was not showing it or closed. */
  reports: z.array(z.object({ matchNumber: z.number(), count: z.number() })),
  /** Set when the venue shows every match of every competition. */
  allCompetitions: claimMeta.nullable().optional(),
  /** The competitions the venue shows every match of (the World Cup's claim included), by name. */
  competitions: z.array(claimMeta.extend({ competition: claimedCompetition })).optional(),
  /**
   * The matches the venue shows across competitions, in kick-off order: the next upcoming ones of
   * every claim (at most SHOWING_UPCOMING) and the matches it named, each with the claim that puts it there.
   */
  showing: z.array(z.object({ fixture, claim: claimMeta.extend({ kind: z.enum(SHOWING_KINDS), competitionId: z.string().nullable() }) })).optional(),
});
export type VenueClaims = z.infer<typeof venueClaims>;

/** How many upcoming matches the venue page lists from "every match" claims. */
export const SHOWING_UPCOMING = 12;

/** The most matches one venue may name (a season of one club's matches is about 60). */
const MAX_NAMED_MATCHES = 400;
/** The most competitions and teams one venue may claim. */
export const MAX_CLAIMED_COMPETITIONS = 50;
const MAX_SUPPORTERS = 100;

/** The World Cup's id (db/schema.ts WORLD_CUP_ID; the contract does not import the schema). */
const WORLD_CUP_COMPETITION = "world-cup-2026";

/** A competition's id, as in /api/competitions. */
export const competitionId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a competition id such as premier-league-2026-27");

/** A nation's FIFA code (any case: USA) or a club's code (arsenal). */
export const claimTeamCode = z.string().trim().regex(CLAIM_TEAM_CODE, "must be a FIFA code (USA) or a club code (arsenal)").transform(claimTeamCodeOf);

/**
 * The venue's whole set of claims: PUT /api/admin/venues/{id}/claims, the owner's edit, the import.
 * `showsAllMatches` is the older form's "shows every match", said of the World Cup: still read (as
 * the World Cup in `competitions`) for callers and stored submissions made before competitions.
 */
export const venueClaimsBody = z
  .object({
    /** Every match of every competition. */
    allCompetitions: z.boolean().optional(),
    /** Every match of each of these competitions. */
    competitions: z.array(competitionId).max(MAX_CLAIMED_COMPETITIONS, `At most ${MAX_CLAIMED_COMPETITIONS} competitions.`).optional(),
    showsAllMatches: z.boolean().optional(),
    matches: z
      .array(z.number())
      .max(MAX_NAMED_MATCHES, `At most ${MAX_NAMED_MATCHES} matches.`)
      .superRefine((numbers, ctx) => {
        // Said in words an owner understands, not as a number rule.
        const bad = numbers.find((n) => !Number.isInteger(n) || n < 1);
        if (bad !== undefined) plainIssue(ctx, `Matches shown: there is no match ${bad} (matches are numbered from 1).`);
      })
      .default([]),
    supporters: z
      .array(z.object({ team: claimTeamCode, groupName: z.string().trim().max(FIELD_MAX.venueName).nullish() }))
      .max(MAX_SUPPORTERS, `At most ${MAX_SUPPORTERS} teams.`)
      .default([]),
  })
  // A whole set replaces the venue's claims: an empty body is a mistake, not "claims nothing".
  .refine((b) => b.showsAllMatches !== undefined || b.allCompetitions !== undefined || b.competitions !== undefined, {
    message: "Say which competitions the venue shows: competitions (a list, empty for none) or allCompetitions.",
    path: ["competitions"],
  })
  .transform(({ showsAllMatches, competitions = [], allCompetitions = false, ...rest }) => ({
    ...rest,
    allCompetitions,
    competitions: [...new Set(showsAllMatches ? [WORLD_CUP_COMPETITION, ...competitions] : competitions)],
  }));
export type VenueClaimsRequest = z.input<typeof venueClaimsBody>;
export type VenueClaimsInput = z.output<typeof venueClaimsBody>;

export const claimsVenueIdParams = z.object({ id: idParam });

/** A venue's claims as admins edit them (part of every admin venue), each with who made it and when. */
export const adminVenueClaims = z.object({
  /** Every match of every competition. */
  allCompetitions: claimMeta.nullable(),
  /** Every match of these competitions, by id (the World Cup's "every match" is world-cup-2026). */
  competitions: z.array(claimMeta.extend({ id: z.string() })),
  matches: z.array(claimMeta.extend({ number: z.number() })),
  supporters: z.array(claimMeta.extend({ team: z.string(), groupName: z.string().nullable() })),
});
export type AdminVenueClaims = z.infer<typeof adminVenueClaims>;

/**
 * GET /api/venues/claim-choices: what the claim forms pick from (admin, owner, submission): every
 * competition, every team (nations and clubs, with the competitions they play in) and every match
 * in a compact form, so a picker searches them all without paging.
 */
const claimChoices = z.object({
  competitions: z.array(claimedCompetition.extend({ kind: z.enum(["tournament", "league"]) })),
  teams: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(["nation", "club"]),
      name: z.string(),
      /** How fans say it ("Spurs"); the name when it has none. */
      shortName: z.string(),
      /** The Spanish name where fans say it differently, else null. */
      nameEs: z.string().nullable(),
      flag: z.string(),
      competitions: z.array(z.string()),
    }),
  ),
  matches: z.array(
    z.object({
      number: z.number(),
      competitionId: z.string(),
      kickoffAt: z.string(),
      kickoffPrecision: z.enum(["exact", "time_tbc", "date_tbc"]),
      /** A league's round ("Matchday 12"), or the World Cup's stage (with its group). */
      round: z.string(),
      /** The side's team code, else its slot ("1A", "W74"). */
      side1: z.string(),
      side2: z.string(),
    }),
  ),
});
export type ClaimChoices = z.infer<typeof claimChoices>;

/**
 * GET /api/venues/claim-choices?without=matches: the competitions and teams alone (a form that picks
 * no match, such as /submit, skips the season's ~1,900 matches; `matches` is then empty).
 */
export const claimChoicesQuery = z.object({ without: z.literal("matches", { error: 'without can only be "matches".' }).optional() });
export type ClaimChoicesQuery = z.infer<typeof claimChoicesQuery>;
