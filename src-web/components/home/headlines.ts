// The hero's rotating headlines (spec: 10, in order, from a random start).
export const HEADLINES = [
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
] as const;

export const ROTATE_MS = 5000;
export const FADE_MS = 500;
