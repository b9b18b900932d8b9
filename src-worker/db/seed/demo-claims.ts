// What the sample venues say about the matches they show. Sample content like the venues themselves
// (source 'sample', shown as such); the match numbers, teams and competitions are the real ones.
export interface DemoClaims {
  citySlug: string;
  slug: string;
  /** Every World Cup match. */
  showsAllMatches?: boolean;
  /** Every match of these competitions (the club season: confirmed at DEMO_SEASON_CLAIMS_CONFIRMED_AT). */
  competitions?: string[];
  /** Every match of every competition (confirmed at DEMO_SEASON_CLAIMS_CONFIRMED_AT). */
  allCompetitions?: boolean;
  matches?: number[];
  supporters?: { team: string; groupName?: string }[];
}

/** When the sample claims say they were confirmed: a few days before the opening match. */
export const DEMO_CLAIMS_CONFIRMED_AT = "2026-06-05T17:00:00Z";
/** When the sample claims about the club season say they were confirmed: before its first weekend. */
export const DEMO_SEASON_CLAIMS_CONFIRMED_AT = "2026-08-10T17:00:00Z";

export const DEMO_CLAIMS: DemoClaims[] = [
  // Seattle (Lumen Field: matches 16, 32, 52, 63, 82, 94)
  { citySlug: "seattle", slug: "scarf-and-anchor", showsAllMatches: true, supporters: [{ team: "USA", groupName: "Sample Seattle supporters' chapter" }] },
  { citySlug: "seattle", slug: "corner-flag-taproom", matches: [16, 32, 52, 63, 82, 94] },
  { citySlug: "seattle", slug: "pitchside-terrace", showsAllMatches: true },
  { citySlug: "seattle", slug: "stoppage-time-beer-garden", supporters: [{ team: "BEL" }], matches: [16, 39, 82, 94, 98] },
  // New York New Jersey (MetLife: the final)
  {
    citySlug: "new-york",
    slug: "the-far-post",
    showsAllMatches: true,
    competitions: ["premier-league-2026-27"],
    supporters: [{ team: "ENG" }, { team: "arsenal", groupName: "Sample New York Gooners" }],
  },
  { citySlug: "new-york", slug: "kickabout-beer-hall", showsAllMatches: true, competitions: ["laliga-2026-27", "serie-a-2026-27"] },
  { citySlug: "new-york", slug: "matchday-tavern", matches: [7, 17, 41, 56, 67, 77, 91, 104], supporters: [{ team: "BRA" }] },
  // Los Angeles
  { citySlug: "los-angeles", slug: "cantina-tiempo-extra", showsAllMatches: true, supporters: [{ team: "MEX", groupName: "Sample El Tri supporters' club" }] },
  { citySlug: "los-angeles", slug: "extra-time-sports-lounge", showsAllMatches: true, supporters: [{ team: "USA" }] },
  { citySlug: "los-angeles", slug: "the-crossbar", matches: [4, 15, 26, 39, 59, 73, 84, 98] },
  // Kansas City
  { citySlug: "kansas-city", slug: "riverside-supporters-hall", showsAllMatches: true, supporters: [{ team: "USA" }, { team: "ARG" }] },
  { citySlug: "kansas-city", slug: "kickoff-club-kc", matches: [19, 34, 58, 69, 87, 100] },
  // Atlanta
  { citySlug: "atlanta", slug: "castleberry-crossbar", showsAllMatches: true, supporters: [{ team: "ESP" }] },
  { citySlug: "atlanta", slug: "peachtree-pitch-house", matches: [14, 25, 38, 50, 72, 80, 95, 102] },
  // Boston
  { citySlug: "boston", slug: "cancha-kitchen", showsAllMatches: true, allCompetitions: true, supporters: [{ team: "MAR" }] },
  { citySlug: "boston", slug: "the-back-post", supporters: [{ team: "SCO" }], matches: [5, 30] },
  // Dallas and Houston
  { citySlug: "dallas", slug: "cantina-la-banca", showsAllMatches: true, supporters: [{ team: "MEX" }] },
  { citySlug: "houston", slug: "terrace-end-supporters-bar", showsAllMatches: true, supporters: [{ team: "COL" }] },
];
