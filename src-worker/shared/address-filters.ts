// A page's filters read from its own address. Without zod: the SPA reads these at start-up, and
// building the contract's schemas there cost ~60 ms of main thread on a phone (decision 049).

import { VENUE_SORTS } from "./constants";
import type { VenueFilter } from "./contract/cities";
import type { MatchFilter } from "./contract/matches";
import {
  CLAIM_TEAM_CODE,
  citySlugOf,
  claimTeamCodeOf,
  GROUP,
  groupLetterOf,
  MATCH_NUMBER,
  MAX_TAGS,
  MAX_TAGS_PARAM,
  stageOf,
  TEAM_CODE,
} from "./filter-patterns";
import { FIELD_MAX, SLUG_PATTERN } from "./limits";

/**
 * The city page's filter from its own address, a link people type, edit or share: each parameter read
 * leniently (a flag's "TRUE", a sort's "Name") and one the API would refuse left out, never an error. The
 * app and the edge's first paint read the same filter, so the inlined list is the one the app asks for.
 */
export function readVenueFilter(params: URLSearchParams): VenueFilter {
  const filter: VenueFilter = {};
  const value = (key: string) => params.get(key)?.trim() ?? "";
  for (const key of ["familyFriendly", "hasFood", "bigScreens", "openLate", "verified", "confirmed"] as const) {
    if (value(key).toLowerCase() === "true") filter[key] = true;
  }
  const tags: string[] = [];
  for (const tag of new Set(value("tags").split(","))) {
    const t = tag.trim();
    if (!t || t.length > FIELD_MAX.tag || tags.length === MAX_TAGS || [...tags, t].join(",").length > MAX_TAGS_PARAM) continue;
    tags.push(t);
  }
  if (tags.length) filter.tags = tags;
  // 'nearest' needs the reader's position, which an address never carries.
  const sortBy = VENUE_SORTS.find((s) => s === value("sortBy").toLowerCase());
  if (sortBy && sortBy !== "featured") filter.sortBy = sortBy;
  const match = value("match");
  if (MATCH_NUMBER.test(match) && Number(match) >= 1) filter.match = Number(match);
  const supporters = value("supporters").length === 3 ? value("supporters") : value("supporters").toLowerCase();
  if (CLAIM_TEAM_CODE.test(supporters)) filter.supporters = claimTeamCodeOf(supporters);
  return filter;
}

/**
 * The schedule's filters from its own address, a link people type, edit or share: each read as the API
 * reads it (GET /api/matches), and one that is still invalid is dropped (the schedule shows without it),
 * never an error. The edge inlines the list of the same filter, so the app finds it under the same key.
 */
export function scheduleFilter(params: URLSearchParams): MatchFilter {
  const filter: MatchFilter = {};
  const value = (key: string) => params.get(key)?.trim() ?? "";
  if (TEAM_CODE.test(value("team"))) filter.team = value("team").toUpperCase();
  const stage = stageOf(value("stage"));
  if (stage) filter.stage = stage;
  if (GROUP.test(value("group"))) filter.group = groupLetterOf(value("group"));
  const city = citySlugOf(value("city"));
  if (city.length <= FIELD_MAX.slug && SLUG_PATTERN.test(city)) filter.city = city;
  return filter;
}
