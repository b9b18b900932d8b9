// The filters a page reads from its own address (without zod, for the SPA's start-up) read each
// parameter exactly as the API's schemas do: a link means the same to the app, the edge and the API.
import { describe, expect, it } from "vitest";
import { readVenueFilter, scheduleFilter } from "../../src-worker/shared/address-filters";
import { claimTeamCode } from "../../src-worker/shared/contract/claims";
import { matchListQuery } from "../../src-worker/shared/contract/matches";

const RAW = [
  "",
  " ",
  "arg",
  "ARG",
  " Usa ",
  "us",
  "usaa",
  "arsenal",
  "Arsenal",
  "real-madrid",
  "real--madrid",
  "-x",
  "a-b",
  "1fc-köln",
  "final",
  "Final",
  " round of 16 ",
  "Quarter-finals",
  "semi final",
  "third place play-off",
  "group stage",
  "Round of 64",
  "c",
  "C",
  "group c",
  "Group  L",
  "m",
  "new york",
  "New York ",
  "Los-Angeles",
  "san_francisco",
  "x".repeat(101),
  "'><script>",
];

describe("address filters", () => {
  it("the schedule's team, stage, group and city read as GET /api/matches reads them, and what it refuses is left out", () => {
    for (const key of ["team", "stage", "group", "city"] as const) {
      for (const raw of RAW) {
        const api = raw.trim() ? matchListQuery.shape[key].safeParse(raw) : undefined;
        expect(scheduleFilter(new URLSearchParams({ [key]: raw }))[key], `${key}=${raw}`).toEqual(api?.success ? api.data : undefined);
      }
    }
  });

  it("a city's supporters filter reads a team's code as the API does", () => {
    for (const raw of RAW) {
      const api = claimTeamCode.safeParse(raw.trim().length === 3 ? raw : raw.toLowerCase());
      expect(readVenueFilter(new URLSearchParams({ supporters: raw })).supporters, raw).toEqual(api.success ? api.data : undefined);
    }
    expect(readVenueFilter(new URLSearchParams("supporters=arg&match=94&tags=Pub,,Pub,Rooftop&sortBy=Name&hasFood=TRUE"))).toEqual({
      supporters: "ARG",
      match: 94,
      tags: ["Pub", "Rooftop"],
      sortBy: "name",
      hasFood: true,
    });
  });
});
