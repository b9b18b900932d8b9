// Bad input never breaks anything: every route of the app gets a seeded, reproducible set of
// malformed, mistyped, oversized and hostile requests, anonymously and signed in as an admin
// (with a same-origin Origin header, so admin handlers run past the auth gate). Every answer must
// be a 4xx (never a 5xx) with a JSON `{ error }` body, and the database must be byte-for-byte the
// same afterwards.
//
// Reproduce a failure with the seed printed in its message: FUZZ_SEED=<n> npx vitest run ... fuzz.
//
// Where a JSON error body does not apply (decided per route, see `html` and `anyStatus` below):
// - /test-checkout/* is a server-rendered HTML page for people: its errors are HTML pages (4xx).
// - Paths outside /api that are not the Worker's own routes (a wrong method on /sitemap.xml or
//   /media/*) go to the static assets, whose 4xx answers are not JSON.
// - POST /api/csp-report is a sink for browsers' violation reports: it accepts any body (204) and
//   stores nothing, so it may answer 2xx; it must still never answer 5xx or write anything.
// - Reads whose query parameters are free text (tags=...) or unknown extra parameters may answer
//   200: the input is harmless there. They must still never answer 5xx.
// Never sent (each would be a well-formed destructive request): the real delete-all confirm
// phrases, POST /api/admin/logout and /api/admin/seed-seattle signed in (they take no input, so
// any call is well-formed), a valid payment, a valid CSV import, a valid cover image.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src-worker/app";
import type { Bindings } from "../../src-worker/env";
import { DELETE_ALL_POSTS_PHRASE, DELETE_ALL_VENUES_PHRASE, STANDALONE_CSV_HEADER } from "../../src-worker/shared/constants";
import { BASE, callApp, count, type AdminIds as Ids, login, multipart, seedAdminFixtures } from "./helpers";
import { ownerOf } from "./owner-helpers";

const SEED = Number(process.env.FUZZ_SEED ?? 20260611);
/** A venue/post id that never exists in the seeded data. */
const MISSING_ID = 987654;
const FUZZ_USER = "5b0c4f3e-9a55-4c1a-8f3e-1d2c3b4a5f60";
/** A reminder link's token in the right form, never signed by the site. */
const FUZZ_TOKEN = `1.${"A".repeat(43)}`;

/** Deterministic PRNG (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const MB = 1024 * 1024;
const HUGE_STRING = "a".repeat(MB);
/** Strings hostile to parsers, databases, HTML, and text handling. */
const NASTY_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE venues; --',
  "1; DELETE FROM venues WHERE 1=1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "\u202Eevil\u202C.csv",
  "a\u200Db\u200Dc\u200B",
  "👩‍👩‍👧‍👦⚽🏟️",
  "nul\u0000byte",
  "\ud800",
  "lone \udfff low",
  "%00%ff",
  "../../etc/passwd",
  "${7*7}{{7*7}}",
  "",
  " ",
  "\r\n\t",
  "Ω≈ç√∫˜µ≤≥÷",
];
/** Ids that must never be accepted as a positive integer id (as JSON values). */
const BAD_JSON_IDS: unknown[] = [
  -1,
  0,
  1.5,
  1e20,
  // biome-ignore lint/correctness/noPrecisionLoss: a JSON number too large to be exact is one of the inputs under test.
  99999999999999999999,
  Number.MAX_SAFE_INTEGER + 2,
  "0x10",
  "1e3",
  "-1",
  "1.5",
  "99999999999999999999",
  "",
  "abc",
  true,
  false,
  null,
  [],
  {},
  [1],
  { id: 1 },
];
/** Ids as path segments (already URL-encoded). */
const BAD_PATH_IDS = [
  "-1",
  "0",
  "1e3",
  "99999999999999999999",
  "1.5",
  "0x10",
  "abc",
  "%00",
  "1%00",
  "%27%20OR%201%3D1%20--",
  "%ED%A0%80",
  "%E2%80%AE1",
  "%F0%9F%8F%9F",
  "1;DROP%20TABLE%20venues",
];
const BAD_PATH_SLUGS = [
  "%27%20OR%201%3D1%20--",
  "%3Cscript%3E",
  "%ED%A0%80",
  "%E2%80%AEabc",
  "Seattle",
  "-bad-",
  "a--b",
  "%00",
  "%2E%2E%2F",
  "x".repeat(5000),
  "%F0%9F%8F%9F",
];
const MALFORMED_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  "",
  "\u0000",
  '{"a":1}}',
  "{'a':1}",
  '{"a":01}',
  '{"a":0x10}',
  '{"a":NaN}',
  "\ufeff{}",
  '{"a":"\\ud800"',
  "\xff\xfe",
];
const WRONG_JSON_TYPES: unknown[] = [[], [1, 2], "string", 42, -1, null, true];
const EXTRA_FIELDS = ["__proto__", "constructor", "prototype", "status", "is_featured", "id", "admin", "extra"];

function randomString(rng: Rng): string {
  const len = rng.int(40);
  let s = "";
  for (let i = 0; i < len; i++) {
    const r = rng.next();
    if (r < 0.5) s += String.fromCharCode(32 + rng.int(95));
    else if (r < 0.6) s += String.fromCharCode(rng.int(32));
    else if (r < 0.7)
      s += String.fromCharCode(0xd800 + rng.int(0x800)); // surrogates, often unpaired
    else if (r < 0.8) s += rng.pick(["\u202E", "\u200D", "\u200B", "\uFEFF", "⚽", "é", "\u0301"]);
    else s += String.fromCodePoint(rng.int(0x10ffff + 1 - 0xe000) + 0xe000);
  }
  return s;
}

function randomValue(rng: Rng): unknown {
  switch (rng.int(6)) {
    case 0:
      return rng.pick(NASTY_STRINGS);
    case 1:
      return rng.pick(BAD_JSON_IDS);
    case 2:
      return randomString(rng);
    case 3:
      return rng.pick([-1e308, -0.0001, 2 ** 53, 2 ** 31, -(2 ** 31), 3.14159, 1e-10]);
    case 4:
      return { nested: randomString(rng), deeper: [rng.pick(NASTY_STRINGS)] };
    default:
      return rng.pick(WRONG_JSON_TYPES);
  }
}

// ---------------------------------------------------------------------------------------------
// The route table: every route the app registers, with how its input is shaped.

type Input =
  | { kind: "none" }
  /** `template` is a NON-destructive body (it fails validation, or names a missing resource). */
  | { kind: "json"; template: (ids: Ids) => Record<string, unknown> }
  | { kind: "multipart"; textFields: (ids: Ids) => Record<string, string>; fileField: string; fileType: string }
  | { kind: "raw" };

interface Route {
  method: string;
  /** The pattern as the app registers it. */
  pattern: string;
  /** A concrete path; param values that exist where that matters. */
  path: (ids: Ids) => string;
  input: Input;
  /** Path params to fuzz, with the values to try. */
  pathParams?: { slots: (value: string, ids: Ids) => string; values: string[] };
  /** Query parameters: strict ones (must reject bad values) and free text ones (may answer 200). */
  query?: { strict: string[]; free?: string[]; base?: (ids: Ids) => Record<string, string> };
  admin?: boolean;
  /** Signed in means signed in as a venue owner (of the approved venue), not as the admin. */
  owner?: boolean;
  /** Signed in, every call is well-formed (no input): only wrong methods and foreign origins are sent. */
  noSignedInInput?: boolean;
  /** Error answers are HTML pages, not JSON. */
  html?: boolean;
  /** May answer 2xx to any input (never 5xx). */
  anyStatus?: boolean;
}

const FUZZ_COMPETITION = {
  nameEn: "Fuzz Cup",
  nameEs: "Copa Fuzz",
  shortEn: "Fuzz Cup",
  shortEs: "Copa Fuzz",
  kind: "tournament",
  season: "2027",
  timeZone: "Europe/London",
  source: { kind: "csv", csv: "home,away\nA FC,B FC\n" },
};

const ID_SLOTS = (prefix: string, suffix = "") => ({ slots: (v: string) => `${prefix}${v}${suffix}`, values: BAD_PATH_IDS });

/** A GET without input that may answer 200 to anything (wrong methods and unknown queries are still sent). */
const openRead = (pattern: string, extra: Partial<Route> = {}): Route => ({
  method: "GET",
  pattern,
  path: () => pattern,
  input: { kind: "none" },
  anyStatus: true,
  ...extra,
});

/** The test checkout's form posts (pay, cancel): HTML answers, any body. */
const testCheckoutAction = (action: string): Route => ({
  method: "POST",
  pattern: `/test-checkout/:id/${action}`,
  path: () => `/test-checkout/${crypto.randomUUID()}/${action}`,
  input: { kind: "raw" },
  pathParams: ID_SLOTS("/test-checkout/", `/${action}`),
  html: true,
});

const ROUTES: Route[] = [
  openRead("/api/health"),
  { method: "POST", pattern: "/api/csp-report", path: () => "/api/csp-report", input: { kind: "raw" }, anyStatus: true },
  openRead("/api/config"),
  openRead("/api/cities"),
  {
    method: "GET",
    pattern: "/api/cities/:slug",
    path: () => "/api/cities/atlantis-nowhere",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/cities/${v}`, values: BAD_PATH_SLUGS },
  },
  {
    method: "GET",
    pattern: "/api/cities/:slug/venues",
    path: () => "/api/cities/seattle/venues",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/cities/${v}/venues`, values: BAD_PATH_SLUGS },
    query: { strict: ["familyFriendly", "hasFood", "bigScreens", "openLate", "sortBy", "near"], free: ["tags"] },
  },
  {
    method: "GET",
    pattern: "/api/cities/:slug/venues/page",
    path: () => "/api/cities/seattle/venues/page",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/cities/${v}/venues/page`, values: BAD_PATH_SLUGS },
    query: { strict: ["familyFriendly", "hasFood", "bigScreens", "openLate", "sortBy", "near", "limit"], free: ["tags", "offset"] },
  },
  {
    method: "GET",
    pattern: "/api/cities/:slug/venues/points",
    path: () => "/api/cities/seattle/venues/points",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/cities/${v}/venues/points`, values: BAD_PATH_SLUGS },
    query: { strict: ["familyFriendly", "hasFood", "bigScreens", "openLate", "sortBy", "near"], free: ["tags"] },
  },
  openRead("/api/tags"),
  openRead("/api/venues/submission-pricing"),
  openRead("/api/venues/featured-pricing"),
  openRead("/api/venues/sponsor-pricing"),
  {
    method: "POST",
    pattern: "/api/venues/submission-checkout",
    path: () => "/api/venues/submission-checkout",
    // Name and address missing: never a complete submission, whatever one field becomes.
    input: { kind: "json", template: () => ({ venueName: "", cityId: MISSING_ID, address: "", contactEmail: "not-an-email", details: "x" }) },
  },
  { method: "POST", pattern: "/api/venues/claim", path: () => "/api/venues/claim", input: { kind: "json", template: () => ({ venueId: MISSING_ID }) } },
  {
    method: "GET",
    pattern: "/api/venues/:id/going",
    path: () => `/api/venues/${MISSING_ID}/going`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/venues/", "/going"),
  },
  {
    method: "GET",
    pattern: "/api/venues/:id/rating",
    path: (ids) => `/api/venues/${ids.approvedVenueId}/rating`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/venues/", "/rating"),
    query: { strict: ["userId"] },
  },
  {
    method: "PUT",
    pattern: "/api/venues/:id/rating",
    path: () => `/api/venues/${MISSING_ID}/rating`,
    input: { kind: "json", template: () => ({ userId: FUZZ_USER, stars: 3 }) },
    pathParams: ID_SLOTS("/api/venues/", "/rating"),
  },
  {
    method: "DELETE",
    pattern: "/api/venues/:id/rating",
    path: () => `/api/venues/${MISSING_ID}/rating?userId=${FUZZ_USER}`,
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/venues/${v}/rating?userId=${FUZZ_USER}`, values: BAD_PATH_IDS },
    query: { strict: ["userId"] },
  },
  {
    method: "GET",
    pattern: "/api/venues",
    path: () => "/api/venues",
    input: { kind: "none" },
    query: { strict: ["ids", "limit"], free: ["offset"] },
  },
  openRead("/api/venues/featured"),
  {
    method: "GET",
    pattern: "/api/matches",
    path: () => "/api/matches",
    input: { kind: "none" },
    // A well-formed team code or city slug that matches nothing is an empty schedule, not an error.
    query: { strict: ["stage", "group", "date"], free: ["team", "city"] },
  },
  { method: "GET", pattern: "/api/matches/:number", path: () => "/api/matches/105", input: { kind: "none" }, pathParams: ID_SLOTS("/api/matches/") },
  openRead("/api/teams"),
  // Competitions and what's on: a well-formed team code or city that matches nothing is an empty list.
  openRead("/api/competitions"),
  {
    method: "GET",
    pattern: "/api/competitions/:id",
    path: () => "/api/competitions/no-such-league",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/competitions/${v}`, values: BAD_PATH_SLUGS },
  },
  {
    method: "GET",
    pattern: "/api/competitions/:id/matches",
    path: () => "/api/competitions/premier-league-2026-27/matches",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/competitions/${v}/matches`, values: BAD_PATH_SLUGS },
    query: { strict: ["from", "to", "tz", "limit"], free: ["team", "offset"] },
  },
  {
    method: "GET",
    pattern: "/api/fixtures",
    path: () => "/api/fixtures",
    input: { kind: "none" },
    query: { strict: ["from", "to", "tz", "limit", "competition"], free: ["team", "city", "offset"] },
  },
  { method: "GET", pattern: "/api/fixtures/:number", path: () => "/api/fixtures/99999", input: { kind: "none" }, pathParams: ID_SLOTS("/api/fixtures/") },
  {
    method: "GET",
    pattern: "/api/teams/:code",
    path: () => "/api/teams/xyz",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/teams/${v}`, values: BAD_PATH_SLUGS },
  },
  {
    method: "GET",
    pattern: "/api/competitions/:id/calendar.ics",
    path: () => "/api/competitions/no-such-league/calendar.ics",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/competitions/${v}/calendar.ics`, values: BAD_PATH_SLUGS },
  },
  openRead("/api/venues/claim-choices"),
  // Match reminders: the sign-up refuses a bad address; every other call needs a signed link's token,
  // and a well-formed one that was never signed is refused before anything is read or written.
  {
    method: "POST",
    pattern: "/api/reminders",
    path: () => "/api/reminders",
    input: { kind: "json", template: () => ({ email: "not-an-address", team: "USA", city: "seattle", locale: "en" }) },
  },
  {
    method: "POST",
    pattern: "/api/reminders/confirm",
    path: () => "/api/reminders/confirm",
    input: { kind: "json", template: () => ({ token: FUZZ_TOKEN }) },
  },
  {
    method: "GET",
    pattern: "/api/reminders/manage",
    path: () => `/api/reminders/manage?token=${FUZZ_TOKEN}`,
    input: { kind: "none" },
    query: { strict: ["token"], base: () => ({ token: FUZZ_TOKEN }) },
  },
  {
    method: "DELETE",
    pattern: "/api/reminders/manage",
    path: () => `/api/reminders/manage?token=${FUZZ_TOKEN}`,
    input: { kind: "none" },
    query: { strict: ["token"], base: () => ({ token: FUZZ_TOKEN }) },
  },
  {
    method: "PATCH",
    pattern: "/api/reminders/manage/follows/:team",
    path: () => `/api/reminders/manage/follows/USA?token=${FUZZ_TOKEN}`,
    input: { kind: "json", template: () => ({ city: "seattle" }) },
    pathParams: { slots: (v) => `/api/reminders/manage/follows/${v}?token=${FUZZ_TOKEN}`, values: BAD_PATH_SLUGS },
    query: { strict: ["token"], base: () => ({ token: FUZZ_TOKEN }) },
  },
  {
    method: "DELETE",
    pattern: "/api/reminders/manage/follows/:team",
    path: () => `/api/reminders/manage/follows/USA?token=${FUZZ_TOKEN}`,
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/reminders/manage/follows/${v}?token=${FUZZ_TOKEN}`, values: BAD_PATH_SLUGS },
    query: { strict: ["token"], base: () => ({ token: FUZZ_TOKEN }) },
  },
  {
    method: "POST",
    pattern: "/api/reminders/unsubscribe",
    path: () => `/api/reminders/unsubscribe?token=${FUZZ_TOKEN}`,
    input: { kind: "none" },
    query: { strict: ["token"], base: () => ({ token: FUZZ_TOKEN }) },
    // RFC 8058's one-click POST comes from the mail client, not the site: no Origin check, and a token of
    // an address already gone answers 200 {"deleted": false} (a second click). It never writes for a bad token.
    anyStatus: true,
  },
  {
    method: "GET",
    pattern: "/api/reminders/unsubscribe",
    path: () => `/api/reminders/unsubscribe?token=${FUZZ_TOKEN}`,
    input: { kind: "none" },
    // A person's click: a redirect to the page with the button, whatever the token (the page checks it).
    query: { strict: ["token"], base: () => ({ token: FUZZ_TOKEN }) },
    anyStatus: true,
  },
  {
    method: "GET",
    pattern: "/api/teams/:code/calendar.ics",
    path: () => "/api/teams/xyz/calendar.ics",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/teams/${v}/calendar.ics`, values: BAD_PATH_SLUGS },
  },
  {
    method: "GET",
    pattern: "/api/matches/:number/venues",
    path: () => "/api/matches/105/venues?city=seattle",
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/matches/", "/venues?city=seattle"),
    query: { strict: ["city", "lat", "lng"], base: () => ({ city: "seattle" }) },
  },
  {
    method: "GET",
    pattern: "/api/matches/:number/calendar.ics",
    path: () => "/api/matches/105/calendar.ics",
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/matches/", "/calendar.ics"),
  },
  {
    method: "POST",
    pattern: "/api/matches/:number/reports",
    path: () => "/api/matches/105/reports",
    input: { kind: "json", template: () => ({ venueId: MISSING_ID, fanId: FUZZ_USER, reason: "not_showing" }) },
    pathParams: ID_SLOTS("/api/matches/", "/reports"),
  },
  {
    method: "DELETE",
    pattern: "/api/matches/:number/reports",
    path: () => "/api/matches/105/reports",
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/matches/", `/reports?venueId=${MISSING_ID}&fanId=${FUZZ_USER}`),
    query: { strict: ["venueId", "fanId"], base: () => ({ venueId: String(MISSING_ID), fanId: FUZZ_USER }) },
  },
  {
    method: "PUT",
    pattern: "/api/matches/:number/venues/:venueId/going",
    path: () => `/api/matches/105/venues/${MISSING_ID}/going`,
    input: { kind: "json", template: () => ({ fanId: FUZZ_USER, people: 2 }) },
    pathParams: ID_SLOTS("/api/matches/", `/venues/${MISSING_ID}/going`),
  },
  {
    method: "DELETE",
    pattern: "/api/matches/:number/venues/:venueId/going",
    path: () => `/api/matches/105/venues/${MISSING_ID}/going?fanId=${FUZZ_USER}`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/matches/104/venues/", `/going?fanId=${FUZZ_USER}`),
    query: { strict: ["fanId"], base: () => ({ fanId: FUZZ_USER }) },
  },
  {
    method: "GET",
    pattern: "/api/going",
    path: () => `/api/going?fanId=${FUZZ_USER}`,
    input: { kind: "none" },
    query: { strict: ["fanId"], base: () => ({ fanId: FUZZ_USER }) },
  },
  {
    method: "GET",
    pattern: "/api/teams/:code/venues",
    path: () => "/api/teams/xyz/venues",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/teams/${v}/venues`, values: BAD_PATH_SLUGS },
  },
  {
    method: "GET",
    pattern: "/team/:code/calendar.ics",
    path: () => "/team/xyz/calendar.ics",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/team/${v}/calendar.ics`, values: BAD_PATH_SLUGS },
  },
  {
    method: "GET",
    pattern: "/es/team/:code/calendar.ics",
    path: () => "/es/team/xyz/calendar.ics",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/es/team/${v}/calendar.ics`, values: BAD_PATH_SLUGS },
  },
  { method: "GET", pattern: "/api/venues/:id", path: () => `/api/venues/${MISSING_ID}`, input: { kind: "none" }, pathParams: ID_SLOTS("/api/venues/") },
  {
    method: "POST",
    pattern: "/api/sponsors/checkout",
    path: () => "/api/sponsors/checkout",
    input: { kind: "json", template: () => ({ citySlug: "atlantis-nowhere", contactEmail: "" }) },
  },
  {
    method: "GET",
    pattern: "/api/checkouts/:id",
    path: () => `/api/checkouts/${crypto.randomUUID()}`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/checkouts/"),
  },
  { method: "POST", pattern: "/api/stripe/webhook", path: () => "/api/stripe/webhook", input: { kind: "raw" } },
  { method: "GET", pattern: "/api/bookmarks", path: () => "/api/bookmarks", input: { kind: "none" }, query: { strict: ["userId"] } },
  {
    method: "POST",
    pattern: "/api/bookmarks",
    path: () => "/api/bookmarks",
    input: { kind: "json", template: () => ({ userId: FUZZ_USER, venueId: MISSING_ID }) },
  },
  {
    method: "DELETE",
    pattern: "/api/bookmarks",
    path: () => "/api/bookmarks",
    input: { kind: "none" },
    query: { strict: ["userId", "venueId"], base: () => ({ userId: FUZZ_USER, venueId: String(MISSING_ID) }) },
  },
  { method: "GET", pattern: "/api/blog/posts", path: () => "/api/blog/posts", input: { kind: "none" }, query: { strict: ["cityId"] } },
  {
    method: "GET",
    pattern: "/api/blog/posts/:slug",
    path: () => "/api/blog/posts/no-such-post",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/blog/posts/${v}`, values: BAD_PATH_SLUGS.filter((s) => s !== "x".repeat(5000)) },
  },
  {
    method: "POST",
    pattern: "/api/blog/posts",
    path: () => "/api/blog/posts",
    // Title and excerpt empty, content too short: never a valid post, whatever one field becomes.
    input: { kind: "json", template: () => ({ title: "", excerpt: "", content: "short", cityId: MISSING_ID, author: "x", coverImage: "" }) },
    admin: true,
  },
  {
    method: "DELETE",
    pattern: "/api/blog/posts/:id",
    path: () => `/api/blog/posts/${MISSING_ID}`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/blog/posts/"),
    admin: true,
  },
  { method: "POST", pattern: "/api/admin/login", path: () => "/api/admin/login", input: { kind: "json", template: () => ({ password: "not-the-password" }) } },
  { method: "POST", pattern: "/api/admin/logout", path: () => "/api/admin/logout", input: { kind: "none" }, admin: true, noSignedInInput: true },
  openRead("/api/admin/session", { admin: true }),
  openRead("/api/admin/venues/pending", { admin: true }),
  {
    method: "GET",
    pattern: "/api/admin/venues",
    path: () => "/api/admin/venues",
    input: { kind: "none" },
    admin: true,
    query: { strict: ["cityId", "status"] },
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/approve",
    path: () => "/api/admin/venues/approve",
    input: { kind: "json", template: () => ({ venueId: MISSING_ID }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/reject",
    path: () => "/api/admin/venues/reject",
    input: { kind: "json", template: () => ({ venueId: MISSING_ID }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/feature",
    path: () => "/api/admin/venues/feature",
    input: { kind: "json", template: () => ({ venueId: MISSING_ID, days: 0 }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/unfeature",
    path: () => "/api/admin/venues/unfeature",
    input: { kind: "json", template: () => ({ venueId: MISSING_ID }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/delete-all",
    path: () => "/api/admin/venues/delete-all",
    input: { kind: "json", template: () => ({ confirm: "delete all venues" }) },
    admin: true,
  },
  {
    method: "DELETE",
    pattern: "/api/admin/venues/:id",
    path: () => `/api/admin/venues/${MISSING_ID}`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/admin/venues/"),
    admin: true,
  },
  {
    method: "GET",
    pattern: "/api/admin/venues/:id",
    path: () => `/api/admin/venues/${MISSING_ID}`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/admin/venues/"),
    admin: true,
  },
  {
    method: "PATCH",
    pattern: "/api/admin/venues/:id",
    // No such venue: whatever one field becomes, nothing can be written.
    path: () => `/api/admin/venues/${MISSING_ID}`,
    input: {
      kind: "json",
      template: () => ({
        name: "Fuzz Pub",
        cityId: MISSING_ID,
        phone: "(206) 555-0100",
        website: "https://example.com",
        instagram: "@fuzz",
        hours: { mon: [["11:00", "23:00"]] },
        location: { lat: 47.6, lng: -122.3 },
        tags: ["Pub"],
        hasFood: true,
        status: "approved",
      }),
    },
    pathParams: ID_SLOTS("/api/admin/venues/"),
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/:id/cover",
    path: (ids) => `/api/admin/venues/${ids.approvedVenueId}/cover`,
    input: { kind: "multipart", textFields: () => ({}), fileField: "file", fileType: "image/png" },
    pathParams: ID_SLOTS("/api/admin/venues/", "/cover"),
    admin: true,
  },
  {
    method: "GET",
    pattern: "/api/admin/blog/posts",
    path: () => "/api/admin/blog/posts",
    input: { kind: "none" },
    admin: true,
    query: { strict: ["cityId", "status"] },
  },
  {
    method: "POST",
    pattern: "/api/admin/blog/approve",
    path: () => "/api/admin/blog/approve",
    input: { kind: "json", template: () => ({ postId: MISSING_ID }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/blog/reject",
    path: () => "/api/admin/blog/reject",
    input: { kind: "json", template: () => ({ postId: MISSING_ID }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/blog/delete-all",
    path: () => "/api/admin/blog/delete-all",
    input: { kind: "json", template: () => ({ confirm: "delete all posts" }) },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/blog/posts/:id/cover",
    path: (ids) => `/api/admin/blog/posts/${ids.approvedPostId}/cover`,
    input: { kind: "multipart", textFields: () => ({}), fileField: "file", fileType: "image/png" },
    pathParams: ID_SLOTS("/api/admin/blog/posts/", "/cover"),
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/import-csv",
    path: () => "/api/admin/import-csv",
    input: { kind: "multipart", textFields: () => ({ citySlug: "seattle" }), fileField: "file", fileType: "text/csv" },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/open-data-import",
    path: () => "/api/admin/open-data-import",
    input: { kind: "multipart", textFields: () => ({ citySlug: "no-such-city", mode: "preview" }), fileField: "file", fileType: "application/json" },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/overpass-import",
    path: () => "/api/admin/overpass-import",
    input: { kind: "json", template: () => ({ citySlug: "no-such-city", mode: "preview" }) },
    admin: true,
  },
  {
    method: "GET",
    pattern: "/api/admin/venues/:id/open-data",
    path: () => `/api/admin/venues/${MISSING_ID}/open-data`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/admin/venues/", "/open-data"),
    admin: true,
  },
  openRead("/api/admin/logs", { admin: true }),
  openRead("/api/admin/cron", { admin: true }),
  openRead("/api/admin/competitions", { admin: true }),
  {
    method: "POST",
    pattern: "/api/admin/competitions/preview",
    path: () => "/api/admin/competitions/preview",
    // A CSV without its required columns: refused, and a preview never writes.
    input: { kind: "json", template: () => FUZZ_COMPETITION },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/competitions",
    path: () => "/api/admin/competitions",
    // A digest no preview gave: never applied.
    input: {
      kind: "json",
      template: () => ({ ...FUZZ_COMPETITION, source: { kind: "csv", csv: "date,home,away\n2027-01-01,A FC,B FC\n" }, expect: "0".repeat(32) }),
    },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/competitions/:id/preview",
    path: () => "/api/admin/competitions/no-such-competition/preview",
    input: { kind: "json", template: () => ({ csv: "date,home,away\n" }) },
    pathParams: { slots: (v) => `/api/admin/competitions/${v}/preview`, values: BAD_PATH_SLUGS },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/competitions/:id/refresh",
    path: () => "/api/admin/competitions/no-such-competition/refresh",
    input: { kind: "json", template: () => ({ csv: "date,home,away\n", expect: "0".repeat(32) }) },
    pathParams: { slots: (v) => `/api/admin/competitions/${v}/refresh`, values: BAD_PATH_SLUGS },
    admin: true,
  },
  {
    method: "PUT",
    pattern: "/api/admin/competitions/:id/sources/football-data",
    // No such competition: even a well-formed code sets nothing.
    path: () => "/api/admin/competitions/no-such-competition/sources/football-data",
    input: { kind: "json", template: () => ({ code: "PL" }) },
    pathParams: { slots: (v) => `/api/admin/competitions/${v}/sources/football-data`, values: BAD_PATH_SLUGS },
    admin: true,
  },
  {
    method: "DELETE",
    pattern: "/api/admin/competitions/:id/sources/football-data",
    path: () => "/api/admin/competitions/no-such-competition/sources/football-data",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/admin/competitions/${v}/sources/football-data`, values: BAD_PATH_SLUGS },
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/competitions/:id/sources/football-data/refresh",
    path: () => "/api/admin/competitions/no-such-competition/sources/football-data/refresh",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/admin/competitions/${v}/sources/football-data/refresh`, values: BAD_PATH_SLUGS },
    admin: true,
  },
  openRead("/api/admin/match-reports", { admin: true }),
  {
    method: "GET",
    pattern: "/api/admin/matches",
    path: () => "/api/admin/matches",
    input: { kind: "none" },
    admin: true,
    query: { strict: ["stage", "competition", "page"], free: ["team"] },
  },
  {
    method: "PATCH",
    pattern: "/api/admin/fixtures/:number",
    // No match 99999: even a well-formed correction changes nothing.
    path: () => "/api/admin/fixtures/99999",
    input: {
      kind: "json",
      template: () => ({ kickoffAt: "2026-08-21T18:00:00Z", kickoffPrecision: "exact", team1: "arsenal", team2: "coventry-city", status: "scheduled" }),
    },
    pathParams: ID_SLOTS("/api/admin/fixtures/"),
    admin: true,
  },
  {
    method: "DELETE",
    pattern: "/api/admin/matches/:number/locks/:field",
    path: () => "/api/admin/matches/99999/locks/kickoff",
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/admin/matches/", "/locks/kickoff"),
    admin: true,
  },
  {
    method: "GET",
    pattern: "/api/admin/clubs",
    path: () => "/api/admin/clubs",
    input: { kind: "none" },
    admin: true,
    query: { strict: ["competition", "page"], free: ["q"] },
  },
  {
    method: "PATCH",
    pattern: "/api/admin/clubs/:code",
    // No such club: even a well-formed edit changes nothing.
    path: () => "/api/admin/clubs/no-such-club",
    input: { kind: "json", template: () => ({ name: "Fuzz FC", shortName: null, nameEs: null, country: "ES" }) },
    pathParams: { slots: (v) => `/api/admin/clubs/${v}`, values: BAD_PATH_SLUGS },
    admin: true,
  },
  {
    method: "PATCH",
    pattern: "/api/admin/matches/:number",
    // No match 105: even a well-formed correction changes nothing.
    path: () => "/api/admin/matches/105",
    input: {
      kind: "json",
      template: () => ({
        kickoffAt: "2026-06-11T19:00:00Z",
        team1: "MEX",
        team2: "RSA",
        status: "played",
        score: { ft: [2, 0], aet: null, penalties: null },
        winner: "MEX",
      }),
    },
    pathParams: ID_SLOTS("/api/admin/matches/"),
    admin: true,
  },
  {
    method: "PUT",
    pattern: "/api/admin/venues/:id/claims",
    path: () => `/api/admin/venues/${MISSING_ID}/claims`,
    input: { kind: "json", template: () => ({ showsAllMatches: true, matches: [104], supporters: [{ team: "USA", groupName: "Outlaws" }] }) },
    pathParams: ID_SLOTS("/api/admin/venues/", "/claims"),
    admin: true,
  },
  openRead("/api/admin/cities", { admin: true }),
  {
    method: "PATCH",
    pattern: "/api/admin/cities/:id",
    // No such city: even a well-formed edit changes nothing.
    path: () => `/api/admin/cities/${MISSING_ID}`,
    input: { kind: "json", template: () => ({ state: "Idaho", lat: 43.615, lng: -116.2023, timeZone: "America/Boise" }) },
    pathParams: ID_SLOTS("/api/admin/cities/"),
    admin: true,
  },
  openRead("/api/admin/pricing", { admin: true }),
  {
    method: "POST",
    pattern: "/api/admin/pricing",
    path: () => "/api/admin/pricing",
    // A start in the past: refused, so even a well-formed phase adds nothing.
    input: {
      kind: "json",
      template: () => ({ kind: "featured", phase: "fuzz-phase", label: "Fuzz", price: 1, description: "Fuzz", startsAt: "2020-01-01T00:00:00Z" }),
    },
    admin: true,
  },
  {
    method: "PATCH",
    pattern: "/api/admin/pricing/:id",
    path: () => `/api/admin/pricing/${MISSING_ID}`,
    input: { kind: "json", template: () => ({ price: 1, label: "Fuzz" }) },
    pathParams: ID_SLOTS("/api/admin/pricing/"),
    admin: true,
  },
  {
    method: "DELETE",
    pattern: "/api/admin/pricing/:id",
    path: () => `/api/admin/pricing/${MISSING_ID}`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/admin/pricing/"),
    admin: true,
  },
  openRead("/api/admin/sponsors", { admin: true }),
  openRead("/api/admin/export/venues.zip", { admin: true }),
  {
    method: "GET",
    pattern: "/api/admin/export/cities/:slug/venues.csv",
    path: () => "/api/admin/export/cities/seattle/venues.csv",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/api/admin/export/cities/${v}/venues.csv`, values: BAD_PATH_SLUGS },
    admin: true,
    // A download: unknown query parameters are ignored.
    anyStatus: true,
  },
  openRead("/api/admin/export/blog.zip", { admin: true }),
  openRead("/api/admin/export/blog.json", { admin: true }),
  { method: "POST", pattern: "/api/admin/seed-seattle", path: () => "/api/admin/seed-seattle", input: { kind: "none" }, admin: true, noSignedInInput: true },
  {
    method: "POST",
    pattern: "/api/import-csv",
    path: () => "/api/import-csv",
    input: { kind: "multipart", textFields: () => ({ city_slug: "fuzz-town", city_name: "Fuzz Town" }), fileField: "file", fileType: "text/csv" },
    admin: true,
  },
  {
    method: "GET",
    pattern: "/media/*",
    path: () => "/media/covers/venues/1/missing.png",
    input: { kind: "none" },
    pathParams: {
      slots: (v) => `/media/${v}`,
      values: [
        "imports/x.csv",
        "..%2F..%2Fetc%2Fpasswd",
        "covers/%00",
        "covers/%ED%A0%80",
        "covers/..%2Fimports%2Fa.csv",
        "%2e%2e/%2e%2e/secret",
        "covers/" + "x".repeat(2000),
        "",
      ],
    },
  },
  {
    method: "GET",
    pattern: "/test-checkout/:id",
    path: () => `/test-checkout/${crypto.randomUUID()}`,
    input: { kind: "none" },
    pathParams: { slots: (v) => `/test-checkout/${v}`, values: [...BAD_PATH_IDS, "00000000-0000-0000-0000-000000000000"] },
    html: true,
  },
  ...(["pay", "cancel"] as const).map(testCheckoutAction),
  openRead("/sitemap.xml"),
  openRead("/robots.txt"),
  // The old city URL, in either language: any slug is a 301 to /city/{slug} (where the page answers 404 for unknown ones).
  {
    method: "GET",
    pattern: "/cities/:slug",
    path: () => "/cities/seattle",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/cities/${v}`, values: BAD_PATH_SLUGS },
    anyStatus: true,
  },
  {
    method: "GET",
    pattern: "/es/cities/:slug",
    path: () => "/es/cities/seattle",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/es/cities/${v}`, values: BAD_PATH_SLUGS },
    anyStatus: true,
  },
  // The owner area is English only: /es/owner and below redirect to it, whatever follows.
  ...(["/es/owner", "/es/owner/*"] as const).map((pattern) => ({
    method: "GET" as const,
    pattern,
    path: () => "/es/owner/venues/1",
    input: { kind: "none" as const },
    anyStatus: true,
  })),
  // Venue owners: a missing venue is a 404 (not theirs), bad input a 400, whoever asks.
  {
    method: "POST",
    pattern: "/api/owner/claims",
    path: () => "/api/owner/claims",
    input: { kind: "json", template: () => ({ venueId: MISSING_ID, email: "not-an-email", message: "x" }) },
  },
  { method: "POST", pattern: "/api/owner/sign-in", path: () => "/api/owner/sign-in", input: { kind: "json", template: () => ({ email: "not-an-email" }) } },
  { method: "POST", pattern: "/api/owner/session", path: () => "/api/owner/session", input: { kind: "json", template: () => ({ token: "not-a-token" }) } },
  openRead("/api/owner/session", { owner: true }),
  { method: "POST", pattern: "/api/owner/sign-out", path: () => "/api/owner/sign-out", input: { kind: "none" }, owner: true, noSignedInInput: true },
  openRead("/api/owner/venues", { owner: true }),
  ...(["GET", "PATCH"] as const).map(
    (method): Route => ({
      method,
      pattern: "/api/owner/venues/:id",
      path: () => `/api/owner/venues/${MISSING_ID}`,
      input: method === "GET" ? { kind: "none" } : { kind: "json", template: () => ({ phone: "(206) 555-0100", name: "Fuzzed" }) },
      pathParams: ID_SLOTS("/api/owner/venues/"),
      owner: true,
    }),
  ),
  ...(["confirm", "figures", "going"] as const).map(
    (action): Route => ({
      method: action === "confirm" ? "POST" : "GET",
      pattern: `/api/owner/venues/:id/${action}`,
      path: () => `/api/owner/venues/${MISSING_ID}/${action}`,
      input: { kind: "none" },
      pathParams: ID_SLOTS("/api/owner/venues/", `/${action}`),
      owner: true,
    }),
  ),
  openRead("/api/owner/claims", { owner: true }),
  // Match-day status: a venue not managed is a 403 before anything is read or written.
  {
    method: "GET",
    pattern: "/api/owner/venues/:id/status",
    path: () => `/api/owner/venues/${MISSING_ID}/status`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/owner/venues/", "/status"),
    owner: true,
  },
  ...(["PUT", "DELETE"] as const).flatMap((method): Route[] => [
    {
      method,
      pattern: "/api/owner/venues/:id/matches/:number/status/:kind",
      path: () => `/api/owner/venues/${MISSING_ID}/matches/1001/status/full`,
      input: method === "PUT" ? { kind: "json", template: () => ({ at: "07:00" }) } : { kind: "none" },
      pathParams: ID_SLOTS("/api/owner/venues/", "/matches/1001/status/full"),
      owner: true,
    },
    {
      method,
      pattern: "/api/owner/venues/:id/today/status/:kind",
      path: () => `/api/owner/venues/${MISSING_ID}/today/status/opens`,
      input: method === "PUT" ? { kind: "json", template: () => ({ at: "7 o'clock" }) } : { kind: "none" },
      pathParams: ID_SLOTS("/api/owner/venues/", "/today/status/opens"),
      owner: true,
    },
  ]),
  {
    method: "POST",
    pattern: "/api/owner/venues/:id/cover",
    path: () => `/api/owner/venues/${MISSING_ID}/cover`,
    input: { kind: "multipart", textFields: () => ({}), fileField: "file", fileType: "image/png" },
    pathParams: ID_SLOTS("/api/owner/venues/", "/cover"),
    owner: true,
  },
  // The view beacon answers 204 even for a venue that does not exist (it counts nothing then).
  {
    method: "POST",
    pattern: "/api/venues/:id/view",
    path: () => `/api/venues/${MISSING_ID}/view`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/venues/", "/view"),
    anyStatus: true,
  },
  {
    method: "GET",
    pattern: "/api/admin/owner-claims",
    path: () => "/api/admin/owner-claims",
    input: { kind: "none" },
    query: { strict: ["status"] },
    admin: true,
  },
  ...(["owner-claims/:id/approve", "owner-claims/:id/reject", "owner-changes/:id/approve", "owner-changes/:id/reject", "owner-audit/:id/revert"] as const).map(
    (tail): Route => {
      const [head, , action] = tail.split("/");
      return {
        method: "POST",
        pattern: `/api/admin/${tail}`,
        path: () => `/api/admin/${head}/${MISSING_ID}/${action}`,
        input: { kind: "none" },
        pathParams: ID_SLOTS(`/api/admin/${head}/`, `/${action}`),
        admin: true,
      };
    },
  ),
  {
    method: "GET",
    pattern: "/api/admin/venues/:id/owners",
    path: () => `/api/admin/venues/${MISSING_ID}/owners`,
    input: { kind: "none" },
    pathParams: ID_SLOTS("/api/admin/venues/", "/owners"),
    admin: true,
  },
  {
    method: "POST",
    pattern: "/api/admin/venues/:id/owners/revoke",
    path: () => `/api/admin/venues/${MISSING_ID}/owners/revoke`,
    input: { kind: "json", template: () => ({ email: "nobody@example.com" }) },
    pathParams: ID_SLOTS("/api/admin/venues/", "/owners/revoke"),
    admin: true,
  },
  openRead("/dev/mail"),
  {
    method: "GET",
    pattern: "/dev/feeds/:file",
    path: () => "/dev/feeds/missing.ics",
    input: { kind: "none" },
    pathParams: { slots: (v) => `/dev/feeds/${v}`, values: BAD_PATH_SLUGS },
  },
];

// ---------------------------------------------------------------------------------------------
// Cases

interface Case {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** "bad": must be 4xx. "any": must not be 5xx. */
  expect: "bad" | "any";
}

const json = (value: unknown): { body: string; headers: Record<string, string> } => ({
  body: JSON.stringify(value),
  headers: { "content-type": "application/json" },
});

const bytes = (s: string) => new TextEncoder().encode(s);
const OVERSIZED = new Uint8Array(10 * MB + 512 * 1024).fill(0x61);

/** Files that are never a valid cover image nor a valid CSV for the route they go to. */
function badFiles(fileType: string): { name: string; type: string; bytes: Uint8Array }[] {
  const common = [
    { name: "empty", type: fileType, bytes: new Uint8Array(0) },
    { name: "binary.bin", type: "application/octet-stream", bytes: new Uint8Array([0xff, 0xfe, 0x00, 0x00, 0x89, 0x50]) },
    { name: "\u202Egnp.exe", type: "image/png", bytes: bytes("MZ this is not an image") },
    { name: "<script>.svg", type: "image/svg+xml", bytes: bytes("<svg onload=alert(1)></svg>") },
    { name: "' OR 1=1 --.png", type: "image/png", bytes: bytes("' OR 1=1 --") },
  ];
  if (fileType !== "text/csv") return common;
  return [
    ...common,
    { name: "bad-header.csv", type: "text/csv", bytes: bytes("foo,bar\n1,2\n") },
    { name: "quote.csv", type: "text/csv", bytes: bytes(`${STANDALONE_CSV_HEADER}\n"unterminated,1 Main St,,,,,,,\n`) },
    { name: "header-only.csv", type: "text/csv", bytes: bytes(`${STANDALONE_CSV_HEADER}\n`) },
    { name: "nul.csv", type: "text/csv", bytes: bytes("name,address\n\u0000\u0000,\u0000\n") },
    { name: "bom-only.csv", type: "text/csv", bytes: new Uint8Array([0xef, 0xbb, 0xbf]) },
    { name: "invalid-utf8.csv", type: "text/csv", bytes: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xc3, 0x28, 0xff]) },
    { name: "html.csv", type: "text/html", bytes: bytes("<html>name,address</html>") },
  ];
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function casesFor(route: Route, ids: Ids, rng: Rng, signedIn: boolean): Case[] {
  const cases: Case[] = [];
  const path = route.path(ids);
  const expectBad = route.anyStatus ? "any" : "bad";
  const add = (label: string, c: Omit<Case, "label" | "expect"> & { expect?: Case["expect"] }) => cases.push({ expect: expectBad, ...c, label });

  // Wrong methods on the same path: 404/405.
  const registered = new Set(ROUTES.filter((r) => r.pattern === route.pattern).map((r) => r.method));
  for (const m of ALL_METHODS) {
    if (registered.has(m)) continue;
    add(`wrong method ${m}`, { method: m, path, ...(m === "GET" ? {} : json({})), expect: "bad" });
  }

  if (signedIn && route.noSignedInInput) {
    // Only a foreign origin: refused before anything runs.
    add("foreign origin", { method: route.method, path, headers: { origin: "https://evil.example" }, expect: "bad" });
    return cases;
  }

  // Path params.
  if (route.pathParams) {
    for (const v of route.pathParams.values) {
      const p = route.pathParams.slots(v, ids);
      const body = route.input.kind === "json" ? json(route.input.template(ids)) : {};
      add(`path ${v.slice(0, 40)}`, { method: route.method, path: p, ...body, expect: expectBad });
    }
  }

  // Query params: each given a hostile value in turn; unknown extra params too.
  if (route.query) {
    const base = route.query.base?.(ids) ?? {};
    const values = [...BAD_PATH_IDS.map(decodeSafe), ...NASTY_STRINGS, "x".repeat(100_000), randomString(rng), randomString(rng)];
    const keys = [...route.query.strict.map((k) => [k, true] as const), ...(route.query.free ?? []).map((k) => [k, false] as const)];
    for (const [key, strict] of keys) {
      for (const v of values) {
        const q = new URLSearchParams({ ...base, [key]: v });
        // An empty value means "no filter" for the list filters, so only a non-blank one must be refused.
        const isBad = (strict || route.method !== "GET") && v.trim() !== "";
        add(`query ${key}=${v.slice(0, 30)}`, { method: route.method, path: `${path.split("?")[0]}?${q}`, expect: isBad && !route.anyStatus ? "bad" : "any" });
      }
      // The same key twice, and with an array-ish name.
      add(`query ${key} repeated`, { method: route.method, path: `${path.split("?")[0]}?${new URLSearchParams(base)}&${key}=1&${key}=2`, expect: "any" });
      add(`query ${key}[]`, { method: route.method, path: `${path.split("?")[0]}?${new URLSearchParams(base)}&${key}[]=1`, expect: "any" });
    }
    add("query extra params", {
      method: route.method,
      path: `${path.split("?")[0]}?${new URLSearchParams({ ...base, "' OR 1=1 --": "1", __proto__x: "y", sql: '"; DROP TABLE venues; --' })}`,
      expect: "any",
    });
  } else if (route.method === "GET") {
    add("unknown query", {
      method: "GET",
      path: `${path}?${new URLSearchParams({ q: "' OR 1=1 --", x: "\u202E", y: "x".repeat(10_000) })}`,
      expect: route.anyStatus ? "any" : "bad",
    });
  }

  const input = route.input;
  if (input.kind === "json") {
    const template = input.template(ids);
    const send = (label: string, body: BodyInit, type = "application/json", extraHeaders: Record<string, string> = {}) =>
      add(label, { method: route.method, path, body, headers: { "content-type": type, ...extraHeaders } });
    for (const text of MALFORMED_JSON) send(`malformed ${JSON.stringify(text).slice(0, 20)}`, text);
    for (const value of WRONG_JSON_TYPES) send(`wrong type ${JSON.stringify(value)}`, JSON.stringify(value));
    send("missing fields", "{}");
    // Extra fields on the (non-destructive) template.
    for (const f of EXTRA_FIELDS) send(`extra field ${f}`, `{${JSON.stringify(f)}:{"status":"approved","isAdmin":true},${JSON.stringify(template).slice(1)}`);
    // Each field in turn: wrong types, hostile strings, bad ids, a 1 MB string.
    for (const field of Object.keys(template)) {
      for (const v of [...BAD_JSON_IDS, ...NASTY_STRINGS]) send(`${field}=${JSON.stringify(v)?.slice(0, 30)}`, JSON.stringify({ ...template, [field]: v }));
      send(`${field} without`, JSON.stringify(Object.fromEntries(Object.entries(template).filter(([k]) => k !== field))));
      send(`${field}=1 MB`, JSON.stringify({ ...template, [field]: HUGE_STRING }));
    }
    // Ids of real rows, in types that are not a JSON integer: never taken as that id.
    for (const field of Object.keys(template).filter((k) => /Id$/.test(k))) {
      const real = /post/i.test(field) ? ids.pendingPostId : ids.pendingVenueId;
      for (const v of [String(real), ` ${real} `, `${real}.0`, [real], `0x${real.toString(16)}`, `${real}e0`]) {
        send(`${field} real id as ${JSON.stringify(v)}`, JSON.stringify({ ...template, [field]: v }));
      }
    }
    // Seeded random mutations of one to three fields (some new).
    for (let i = 0; i < 12; i++) {
      const body: Record<string, unknown> = { ...template };
      const n = 1 + rng.int(3);
      for (let k = 0; k < n; k++) {
        const key = rng.next() < 0.8 ? rng.pick(Object.keys(template)) : rng.pick([...EXTRA_FIELDS, randomString(rng)]);
        body[key] = randomValue(rng);
      }
      send(`random #${i}`, JSON.stringify(body));
    }
    // Wrong content types.
    send("text/plain", JSON.stringify(template), "text/plain");
    send("form-urlencoded", new URLSearchParams({ x: "1" }).toString(), "application/x-www-form-urlencoded");
    add("multipart where JSON is expected", { method: route.method, path, body: multipart({ data: JSON.stringify(template) }) });
    add("no content type", { method: route.method, path, body: JSON.stringify(template) });
    send("json in other charset", JSON.stringify(template), "application/json; charset=utf-16");
  } else if (input.kind === "multipart") {
    const fields = input.textFields(ids);
    const send = (label: string, body: BodyInit, headers: Record<string, string> = {}) => add(label, { method: route.method, path, body, headers });
    send("JSON where multipart is expected", JSON.stringify({ ...fields, file: "a,b" }), { "content-type": "application/json" });
    send("text/plain", "name,address\n", { "content-type": "text/plain" });
    send("multipart without boundary", "--x\r\n", { "content-type": "multipart/form-data" });
    send("multipart garbage", "this is not multipart", { "content-type": "multipart/form-data; boundary=zzz" });
    send("multipart truncated", '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname', {
      "content-type": "multipart/form-data; boundary=zzz",
    });
    send("no file", multipart(fields));
    send("file as text field", multipart({ ...fields, [input.fileField]: "name,address\nA,B\n" }));
    for (const file of badFiles(input.fileType)) send(`file ${file.name}`, multipart(fields, { field: input.fileField, ...file }));
    for (const [k] of Object.entries(fields)) {
      for (const v of [...NASTY_STRINGS, "x".repeat(10_000)]) {
        // A hostile text field with a file that is never valid anyway.
        send(
          `${k}=${v.slice(0, 20)}`,
          multipart({ ...fields, [k]: v }, { field: input.fileField, name: "bad.csv", type: input.fileType, bytes: bytes("foo,bar\n") }),
        );
      }
    }
  } else if (input.kind === "raw") {
    const send = (label: string, body: BodyInit, headers: Record<string, string>) => add(label, { method: route.method, path, body, headers });
    send("malformed", "{", { "content-type": "application/json" });
    send("nasty", NASTY_STRINGS.join("\n"), { "content-type": "text/plain" });
    send("1 MB", HUGE_STRING, { "content-type": "application/json" });
    send("multipart", "--zzz--", { "content-type": "multipart/form-data; boundary=zzz" });
    send("bad signature", JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }), {
      "content-type": "application/json",
      "stripe-signature": "t=1,v1=deadbeef",
    });
    send("nasty signature", "{}", { "content-type": "application/json", "stripe-signature": "' OR 1=1 --" });
    if (signedIn) send("foreign origin", "", { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" });
    else send("same origin", "", { origin: BASE, "content-type": "application/x-www-form-urlencoded" });
  }

  // Over the 10 MB request cap: 413 for every route that takes a body (the cap runs before the
  // sign-in check, so once, anonymously, is enough).
  if (route.method !== "GET" && !signedIn) {
    const type = input.kind === "multipart" ? "multipart/form-data; boundary=zzz" : "application/json";
    add("over 10 MB", { method: route.method, path, body: OVERSIZED, headers: { "content-type": type }, expect: route.html ? "bad" : expectBad });
  }
  if (signedIn && route.method !== "GET") {
    add("foreign origin", {
      method: route.method,
      path,
      headers: { origin: "https://evil.example" },
      ...(input.kind === "json" ? json(input.template(ids)) : {}),
      expect: route.anyStatus ? "any" : "bad",
    });
  }
  return cases;
}

function decodeSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

// ---------------------------------------------------------------------------------------------
// Running and checking

const fuzzEnv = { ...env, STRIPE_WEBHOOK_SECRET: "whsec_fuzz_only" } as Bindings;

async function send(c: Case, headers: Record<string, string>): Promise<{ res: Response; text: string }> {
  const res = await callApp(c.path, { method: c.method, headers: { ...headers, ...c.headers }, body: c.method === "GET" ? undefined : c.body }, fuzzEnv);
  return { res, text: await res.text() };
}

/** Tables that legitimately change on any request: rate limit counters, admin sign-ins, cache versions. */
const VOLATILE_TABLES = new Set(["rate_limits", "admin_sessions", "data_versions"]);

/** Every row of every table, ordered by primary key; plus the R2 keys. */
async function dump(): Promise<string> {
  const tables = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const out: Record<string, unknown> = {};
  const names = tables.results.map((t) => t.name).filter((name) => !VOLATILE_TABLES.has(name) && !name.startsWith("_cf_") && !name.startsWith("sqlite_"));
  // Two batches (the keys, then the rows) instead of two calls a table: every route's test takes two dumps.
  const keys = await env.DB.batch(names.map((name) => env.DB.prepare(`SELECT name, pk FROM pragma_table_info('${name}') WHERE pk > 0 ORDER BY pk`)));
  const rows = await env.DB.batch(
    names.map((name, i) => {
      const pk = (keys[i].results as { name: string }[]).map((c) => `"${c.name}"`);
      return env.DB.prepare(`SELECT * FROM "${name}" ORDER BY ${pk.length ? pk.join(", ") : "rowid"}`);
    }),
  );
  names.forEach((name, i) => {
    const results = rows[i].results as Record<string, unknown>[];
    out[name] = [Object.keys(results[0] ?? {}), ...results.map((row) => Object.values(row))];
  });
  out["sqlite_master"] = (
    await env.DB.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name").all()
  ).results;
  const objects = await env.UPLOADS.list();
  out["r2"] = objects.objects.map((o) => `${o.key}:${o.size}`);
  return JSON.stringify(out, (_k, v) => (v instanceof ArrayBuffer ? [...new Uint8Array(v)] : v));
}

/** Signs in as the owner of the approved venue (its website's domain verifies the claim); the owner cookie. */
async function ownerSignIn(ids: Ids): Promise<string> {
  await env.DB.prepare("UPDATE venues SET website = 'https://fuzzpub.example.org' WHERE id = ?").bind(ids.approvedVenueId).run();
  return ownerOf(ids.approvedVenueId, "manager@fuzzpub.example.org");
}

async function setup(): Promise<Ids> {
  const ids = await seedAdminFixtures();
  // The fixed ids the cases use must not exist.
  expect(await count("venues", "id IN (?, 1000, 16)", MISSING_ID)).toBeLessThanOrEqual(1);
  expect(await count("venues", "id = ?", MISSING_ID)).toBe(0);
  expect(await count("venues", "id = 1000")).toBe(0);
  return ids;
}

function check(route: Route, c: Case, res: Response, text: string, seed: number): string | null {
  const where = `[seed ${seed}] ${c.method} ${c.path.slice(0, 120)} (${c.label})`;
  if (res.status >= 500) return `${where}: ${res.status} ${text.slice(0, 200)}`;
  if (c.expect === "bad" && (res.status < 400 || res.status >= 500)) return `${where}: expected 4xx, got ${res.status} ${text.slice(0, 200)}`;
  if (res.status < 400) return null;
  // /media/* answers JSON errors for reads; other methods, and paths that normalise out of
  // /media/ ("/media/%2e%2e/x" is "/x"), are the static assets' answers (405 or the 404 page).
  const normalised = new URL(BASE + c.path).pathname;
  const isApi = normalised.startsWith("/api/") || (normalised.startsWith("/media/") && c.method === "GET");
  const isWorkerHtml =
    route.html && c.path.startsWith("/test-checkout/") && ALL_METHODS.includes(c.method) && (c.method === route.method || c.method === "GET");
  if (isApi) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${where}: ${res.status} without a JSON body: ${text.slice(0, 120)}`;
    }
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error !== "string" || error.length === 0) return `${where}: ${res.status} without an error message: ${text.slice(0, 120)}`;
    if (!/^application\/json/.test(res.headers.get("content-type") ?? "")) return `${where}: JSON error with content type ${res.headers.get("content-type")}`;
  } else if (isWorkerHtml && !/^text\/html/.test(res.headers.get("content-type") ?? "")) {
    return `${where}: expected an HTML error page, got ${res.headers.get("content-type")}`;
  }
  return null;
}

// Every method + path the app registers (middleware and the catch-alls excluded) is in ROUTES.
describe("fuzz: route coverage", () => {
  it("the table covers every route the app registers", () => {
    const registered = new Set(
      createApp()
        .routes.filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/\{[^}]*\}/g, "")}`),
    );
    const table = new Set(ROUTES.map((r) => `${r.method} ${r.pattern}`));
    expect([...registered].filter((r) => !table.has(r)).sort()).toEqual([]);
    expect([...table].filter((r) => !registered.has(r)).sort()).toEqual([]);
  });
});

describe("fuzz: bad input never gives a 5xx nor changes data", () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.pattern}`, r] as const))(
    "%s",
    async (_name, route) => {
      const ids = await setup();
      const cookie = route.owner ? await ownerSignIn(ids) : await login();
      const seed = (SEED ^ hashOf(`${route.method} ${route.pattern}`)) >>> 0;
      const before = await dump();
      const failures: string[] = [];
      let passedGate = 0;
      const runs: [boolean, Record<string, string>][] = [
        [false, {}],
        [true, { cookie, origin: BASE }],
      ];
      for (const [signedIn, headers] of runs) {
        const rng = prng(seed + (signedIn ? 1 : 0));
        for (const c of casesFor(route, ids, rng, signedIn)) {
          const { res, text } = await send(c, headers);
          const failure = check(route, c, res, text, seed);
          if (failure) failures.push(failure);
          if (signedIn && res.status !== 401 && res.status !== 403) passedGate++;
        }
      }
      expect(failures).toEqual([]);
      expect(await dump()).toBe(before);
      // The sign-in held for the whole run: admin cases were answered by the handlers, not the gate.
      const session = await send(
        { label: "session", method: "GET", path: route.owner ? "/api/owner/session" : "/api/admin/session", expect: "any" },
        { cookie },
      );
      expect(session.res.status).toBe(200);
      expect(passedGate).toBeGreaterThan(0);
    },
    120_000,
  );
});

// Guards for the cases themselves: the destructive phrases are never sent.
describe("fuzz: the generator never sends a destructive request", () => {
  it("no case carries a delete-all phrase", () => {
    const ids: Ids = { cityId: 5, pendingVenueId: 1, approvedVenueId: 2, featuredVenueId: 6, pendingPostId: 3, approvedPostId: 4, pricingPhaseId: 7 };
    for (const route of ROUTES) {
      for (const signedIn of [false, true]) {
        for (const c of casesFor(route, ids, prng(SEED), signedIn)) {
          if (typeof c.body === "string") {
            expect(c.body).not.toContain(DELETE_ALL_VENUES_PHRASE);
            expect(c.body).not.toContain(DELETE_ALL_POSTS_PHRASE);
          }
        }
      }
    }
    // Builds all 19,800-odd cases (1 MB strings among them) without sending one: 0.6 s in CI, 7.9 s once on
    // the loaded 2-core machine, past vitest's 5 s default.
  }, 60_000);
});
