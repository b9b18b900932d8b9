// The claim editors' "Add a match" search over the real claim choices: coming matches first in kick-off
// order by the site's clock, then past ones most recent first; several words find a fixture by both
// its sides; accents, case and Spanish names are understood (docs/decisions/041).
import { beforeEach, describe, expect, it } from "vitest";
import type { ClaimChoices } from "../../../src-worker/shared/contract/claims";
import { searchClaimMatches } from "../../../src-worker/shared/match-search";
import { getPublic, seedDemo } from "../helpers";

let choices: ClaimChoices;

beforeEach(async () => {
  await seedDemo();
  choices = await getPublic<ClaimChoices>("/api/venues/claim-choices");
});

const byNumber = (n: number) => choices.matches.find((m) => m.number === n)!;
const sides = (n: number) => [byNumber(n).side1, byNumber(n).side2];

describe("the claim editors' match search", () => {
  it("offers matches not yet over first, in kick-off order, then past ones most recent first", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const found = searchClaimMatches(choices, "Arsenal", now, { limit: 100 });
    expect(found.length).toBeGreaterThan(10);
    const kickoffs = found.map((n) => byNumber(n).kickoffAt);
    const firstPast = kickoffs.findIndex((k) => Date.parse(k) + 3 * 3600_000 <= now.getTime());
    expect(firstPast).toBeGreaterThan(0);
    const coming = kickoffs.slice(0, firstPast);
    const past = kickoffs.slice(firstPast);
    expect(coming.every((k) => Date.parse(k) + 3 * 3600_000 > now.getTime())).toBe(true);
    expect(coming).toEqual([...coming].sort());
    expect(past.every((k) => Date.parse(k) + 3 * 3600_000 <= now.getTime())).toBe(true);
    expect(past).toEqual([...past].sort().reverse());
    // The first offer is Arsenal's next match, not last August's.
    expect(Date.parse(coming[0])).toBeGreaterThan(now.getTime() - 3 * 3600_000);
    expect(found.every((n) => sides(n).includes("arsenal"))).toBe(true);

    // A match under way is not over: it still comes first.
    const live = new Date(Date.parse(coming[0]) + 60 * 60_000);
    expect(searchClaimMatches(choices, "Arsenal", live)[0]).toBe(found[0]);
    // By another clock, another order: once every match is over, the last one comes first.
    const later = new Date("2027-08-01T00:00:00Z");
    const all = searchClaimMatches(choices, "Arsenal", later, { limit: 100 });
    expect(byNumber(all[0]).kickoffAt).toBe([...kickoffs].sort().at(-1));
  });

  it("finds a fixture by its two sides' names, in any case, with or without accents, in English or Spanish", () => {
    const now = new Date("2026-08-01T00:00:00Z");
    const found = searchClaimMatches(choices, "Real Madrid Osasuna", now, { limit: 100 });
    expect(found.length).toBe(2);
    for (const n of found) expect(sides(n).sort()).toEqual(["osasuna", "real-madrid"]);
    expect(searchClaimMatches(choices, "osasuna real madrid", now, { limit: 100 })).toEqual(found);

    // "Atletico" finds "Atlético Madrid"; its Spanish name "Atlético de Madrid" too.
    const atleti = searchClaimMatches(choices, "atletico", now, { limit: 100 });
    expect(atleti.length).toBeGreaterThan(10);
    expect(atleti.every((n) => sides(n).includes("atletico-madrid"))).toBe(true);
    expect(searchClaimMatches(choices, "Atlético de Madrid", now, { limit: 100 })).toEqual(atleti);

    // A short name ("Spurs") and the competition narrow a search; every word must match.
    const spurs = searchClaimMatches(choices, "Spurs Premier", now, { limit: 100 });
    expect(spurs.length).toBeGreaterThan(10);
    expect(spurs.every((n) => sides(n).includes("tottenham-hotspur") && byNumber(n).competitionId === "premier-league-2026-27")).toBe(true);
    expect(searchClaimMatches(choices, "Spurs LaLiga", now)).toEqual([]);

    // A World Cup match by its number, and chosen matches are not offered again.
    expect(searchClaimMatches(choices, "104", now)[0]).toBe(104);
    expect(searchClaimMatches(choices, "104", now, { chosen: [104] })).not.toContain(104);
    expect(searchClaimMatches(choices, "   ", now)).toEqual([]);
  });
});
