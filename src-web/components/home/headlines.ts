// The hero's rotating headlines (spec: 10, in order, from a random start), one set per phase of the
// tournament: the spec's set before it, match-day ones during it, and past tense once the final is over.
// The texts are in the "home" catalogue (headlines.{phase}.h0 to h9); their number is HEADLINE_COUNT
// (shared: the edge's first paint reserves the tallest one's space as the app does).

export const ROTATE_MS = 5000;
export const FADE_MS = 500;
