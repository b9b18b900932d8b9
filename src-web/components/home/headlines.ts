// The hero's rotating headlines (spec: 10, in order, from a random start), one set per phase of the
// tournament: the spec's set before it, match-day ones during it, and past tense once the final is over.
// Keyed by TournamentPhase (RotatingHeadline indexes it with one); no import, so the tests can read it too.
export const HEADLINES = {
  before: [
    "Find the best place to watch the World Cup",
    "Every match, every city: find your watch spot",
    "Big screens, good food and a loud crowd",
    "Find the bar where your team's fans gather",
    "Where will you watch the World Cup final?",
    "Family-friendly spots for every kickoff",
    "Early kickoff? Find a bar that opens early",
    "Watch the World Cup with thousands of fans",
    "From the group stage to the final, never watch alone",
    "The best seats outside the stadium",
  ],
  during: [
    "Find the best place to watch today's match",
    "Every match, every city: find your watch spot",
    "Big screens, good food and a loud crowd",
    "Find the bar where your team's fans gather",
    "Where will you watch the World Cup final?",
    "Family-friendly spots for every kickoff",
    "Early kickoff? Find a bar that opens early",
    "Watch the World Cup with thousands of fans",
    "Match day? Never watch alone",
    "The best seats outside the stadium",
  ],
  after: [
    "The 2026 World Cup is over: what a summer",
    "104 matches, 16 host cities, one champion",
    "Where did you watch the World Cup final?",
    "Relive every result, from the group stage to the final",
    "The bars where fans watched the World Cup",
    "Big screens, good food and a loud crowd, all summer long",
    "Find where your team's fans gathered",
    "Thousands of fans watched together, city by city",
    "Thank you for watching with us",
    "The best seats outside the stadium, all tournament long",
  ],
} as const;

export const ROTATE_MS = 5000;
export const FADE_MS = 500;
