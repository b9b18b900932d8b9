// The browser tests' servers run on a fixed site clock (SITE_NOW), never the real date: a Sunday night
// of the club season, after the World Cup (docs/decisions/036). Tests that work out what the site
// should show read it from here.
export const E2E_NOW = "2026-11-29T03:00:00Z";

export const e2eNow = () => new Date(E2E_NOW);
