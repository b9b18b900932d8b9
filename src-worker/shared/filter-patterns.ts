// What the API's filters accept, as patterns and readers without zod: the contract's schemas are made
// from them, and so are the page filters the SPA reads from its address at start-up
// (address-filters.ts), so a link reads the same in the API, the edge and the app (decision 049).

import { MATCH_STAGES } from "./constants";

/** A nation's FIFA code (any case: USA) or a club's code (arsenal). */
export const CLAIM_TEAM_CODE = /^(?:[A-Za-z]{3}|(?=[a-z0-9-]{4,}$)[a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** A nation's code in capitals, a club's as written. */
export const claimTeamCodeOf = (code: string) => (code.length === 3 ? code.toUpperCase() : code);

/** A nation's three-letter FIFA code, in any case. */
export const TEAM_CODE = /^[A-Za-z]{3}$/;

/** A match number of any competition (the World Cup's 1-104, others from 1001). */
export const MATCH_NUMBER = /^\d{1,6}$/;

/** The most tags a venue filter takes, and the most characters of the whole `tags` parameter. */
export const MAX_TAGS = 20;
export const MAX_TAGS_PARAM = 1000;

/** "group c", "Group C" or "c". */
export const GROUP = /^(?:group\s*)?[A-La-l]$/i;
export const groupLetterOf = (group: string) => group.slice(-1).toUpperCase();

/** A city's name as people type it ("New York") as its slug. */
export const citySlugOf = (city: string) => city.trim().toLowerCase().replace(/\s+/g, "-");

/** A stage's name reduced to what people keep when they type it: letters and digits, lower case, no plural. */
const stageKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/s$/, "");
const STAGE_BY_KEY = new Map(MATCH_STAGES.map((s) => [stageKey(s), s]));
/** A stage as people write it in a link: "final", "round of 16", "Quarter-finals" (any case, spacing, hyphens, plural). */
export const stageOf = (s: string) => STAGE_BY_KEY.get(stageKey(s));
export const STAGE_PROBLEM = `must be a stage: ${MATCH_STAGES.slice(0, -1).join(", ")} or ${MATCH_STAGES.at(-1)}`;
