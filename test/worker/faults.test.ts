// Faults degrade cleanly: D1 failing or hanging, R2 failing during an import, a D1 outage part
// way through any write, an import whose batch fails on its last statement, and cron runs that
// die mid-way, run twice, or run concurrently.

import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cronJobs, runScheduled } from "../../src-worker/cron";
import type { Bindings } from "../../src-worker/env";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../../src-worker/middleware/request-timeout";
import { CHECKOUT_TTL_MS } from "../../src-worker/services/payments/payments";
import { STANDALONE_CSV_HEADER as STANDALONE_HEADER } from "../../src-worker/shared/constants";
import { brokenD1, d1Error, d1FailingAfter, dump } from "./d1-faults";
import { ADMIN_PASSWORD, type AdminIds, BASE, callApp, count, login, multipart, PNG, seedAdminFixtures, seedDemo } from "./helpers";
import { resetStorage } from "./storage";

type Env = Bindings & Record<string, unknown>;

interface Req {
  method?: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
  cookie?: string;
}

async function send(req: Req, override: Partial<Env> = {}): Promise<{ res: Response; body: Record<string, unknown> | null; text: string }> {
  const headers: Record<string, string> = { origin: BASE, ...(req.cookie ? { cookie: req.cookie } : {}) };
  const res = await callApp(req.path, { method: req.method ?? "GET", headers, json: req.json, body: req.form?.() }, { ...env, ...override } as Env);
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { res, body, text };
}

/** A form builder per request: a request may be sent more than once, a body only read once. */
const csvForm = (fields: Record<string, string>, csv: string) => () => multipart(fields, { name: "venues.csv", type: "text/csv", bytes: csv });
const pngForm = () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG });

function expect503(r: { res: Response; body: Record<string, unknown> | null; text: string }, what: string, code = "unavailable") {
  expect(r.res.status, `${what}: ${r.text.slice(0, 200)}`).toBe(503);
  expect(r.res.headers.get("retry-after"), what).toMatch(/^\d+$/);
  expect(r.res.headers.get("content-type"), what).toMatch(/^application\/json/);
  expect(typeof r.body?.error === "string" && (r.body.error as string).length > 0, what).toBe(true);
  expect(r.body?.code, what).toBe(code);
}

const USER = "0b7c6a52-3d51-4e0e-9d8e-6c2b1f0a9e11";

/** Reads and writes over the whole API, public and admin. */
function requestsOf(ids: AdminIds, cookie: string): Req[] {
  return [
    { path: "/api/cities" },
    { path: "/api/cities/seattle" },
    { path: "/api/cities/seattle/venues?hasFood=true" },
    { path: "/api/tags" },
    { path: "/api/venues/featured" },
    { path: `/api/venues/${ids.approvedVenueId}` },
    { path: "/api/venues/submission-pricing" },
    { path: "/api/blog/posts" },
    { path: `/api/bookmarks?userId=${USER}` },
    { path: `/api/venues/${ids.approvedVenueId}/rating?userId=${USER}` },
    { method: "POST", path: "/api/bookmarks", json: { userId: USER, venueId: ids.approvedVenueId } },
    { method: "PUT", path: `/api/venues/${ids.approvedVenueId}/rating`, json: { userId: USER, stars: 4 } },
    {
      method: "POST",
      path: "/api/venues/submission-checkout",
      json: { venueName: "Fault Bar", cityId: ids.cityId, address: "1 Fault St", contactEmail: "owner@example.com" },
    },
    { method: "POST", path: "/api/venues/claim", json: { venueId: ids.approvedVenueId } },
    { method: "POST", path: "/api/admin/login", json: { password: ADMIN_PASSWORD } },
    { path: "/api/admin/session", cookie },
    { path: "/api/admin/venues?status=pending", cookie },
    { method: "POST", path: "/api/admin/venues/approve", json: { venueId: ids.pendingVenueId }, cookie },
    { method: "POST", path: "/api/admin/venues/feature", json: { venueId: ids.approvedVenueId, days: 30 }, cookie },
    { method: "POST", path: "/api/admin/blog/approve", json: { postId: ids.pendingPostId }, cookie },
    { method: "POST", path: "/api/blog/posts", json: { title: "Fault post", excerpt: "e", content: "x".repeat(150) }, cookie },
    { method: "POST", path: "/api/admin/import-csv", form: csvForm({ citySlug: "seattle" }, "name,address\nFault Import Pub,3 Fault St\n"), cookie },
    { method: "POST", path: "/api/import-csv", form: csvForm({ city_slug: "fault-town" }, `${STANDALONE_HEADER}\nFault Town Pub,4 Fault St,,,,,,,\n`), cookie },
    { method: "POST", path: `/api/admin/venues/${ids.approvedVenueId}/cover`, form: pngForm, cookie },
  ];
}

describe("D1 failing", () => {
  it("every API call answers 503 JSON with Retry-After while D1 throws, and nothing is written", async () => {
    const ids = await seedAdminFixtures();
    const cookie = await login();
    const before = await dump();
    for (const req of requestsOf(ids, cookie)) {
      expect503(await send(req, { DB: brokenD1("throw") }), `${req.method ?? "GET"} ${req.path}`);
    }
    expect503(await send({ path: "/api/health" }, { DB: brokenD1("throw") }), "health");
    expect(await dump()).toBe(before);
  });

  // A write whose every statement ran, but whose answer then failed (the read-back after the
  // write), is whole, not partial: the outage is allowed there, and only there, to leave it behind.
  it("a D1 outage starting at any point of a write leaves nothing half-written; the retry then succeeds", async () => {
    const fresh = async () => {
      await resetStorage();
      const ids = await seedAdminFixtures();
      const writes = requestsOf(ids, await login()).filter((r) => r.method && r.path !== "/api/admin/login");
      return { writes, before: await dump() };
    };
    let state = await fresh();
    for (let i = 0; i < state.writes.length; i++) {
      const what = `${state.writes[i].method} ${state.writes[i].path}`;
      const changedAt: number[] = [];
      let lastWrite = 0;
      // Fail at the first call, then the second, ... until the request needs no more calls than allowed.
      for (let ok = 0; ; ok++) {
        const db = d1FailingAfter(ok);
        const r = await send(state.writes[i], { DB: db.db });
        if (db.calls <= ok) {
          expect(r.res.status, `${what} with ${ok} calls: ${r.text.slice(0, 200)}`).toBeLessThan(300);
          lastWrite = db.lastWriteCall;
          break;
        }
        expect503(r, `${what}, outage after ${ok} calls`);
        if ((await dump()) !== state.before) {
          changedAt.push(ok);
          state = await fresh();
        }
        expect(ok, `${what} takes too many calls`).toBeLessThan(40);
      }
      expect(lastWrite, `${what} wrote nothing`).toBeGreaterThan(0);
      for (const ok of changedAt)
        expect(ok, `${what}: an outage after ${ok} of its calls left a partial write (its last write is call ${lastWrite})`).toBeGreaterThanOrEqual(lastWrite);
      state = await fresh();
    }
  }, 120_000);
});

describe("D1 hanging: the request time limit", () => {
  it("answers 503 {code: 'timeout'} with Retry-After when D1 never answers", async () => {
    const ids = await seedAdminFixtures();
    const cookie = await login();
    const before = await dump();
    const hanging = { DB: brokenD1("hang"), REQUEST_TIMEOUT_MS: "50" };
    for (const req of [
      { path: "/api/health" },
      { path: "/api/cities/seattle/venues" },
      { method: "POST", path: "/api/bookmarks", json: { userId: USER, venueId: ids.approvedVenueId } },
      { method: "POST", path: "/api/admin/venues/approve", json: { venueId: ids.pendingVenueId }, cookie },
      { method: "POST", path: "/api/import-csv", form: csvForm({ city_slug: "hang-town" }, `${STANDALONE_HEADER}\nHang Pub,5 Hang St,,,,,,,\n`), cookie },
    ] as Req[]) {
      const started = Date.now();
      expect503(await send(req, hanging), `${req.method ?? "GET"} ${req.path}`, "timeout");
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await dump()).toBe(before);
  });

  it("the limit defaults to 10 s and leaves normal requests alone", async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(10_000);
    await seedDemo();
    const r = await send({ path: "/api/cities/seattle/venues" }, { REQUEST_TIMEOUT_MS: "5000" });
    expect(r.res.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
  });
});

describe("R2 failing during uploads", () => {
  const failingBucket = (): R2Bucket =>
    new Proxy(env.UPLOADS, {
      get(target, prop) {
        if (prop === "put") return () => Promise.reject(new Error("put: We encountered an internal error. Please try again. (10001)"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

  it("a CSV import answers 503 and writes no venue, city or log row", async () => {
    await seedAdminFixtures();
    const cookie = await login();
    const before = await dump();
    const venuesBefore = await count("venues");
    const admin = await send(
      { method: "POST", path: "/api/admin/import-csv", form: csvForm({ citySlug: "seattle" }, "name,address\nR2 Pub,1 R2 St\nR2 Bar,2 R2 St\n"), cookie },
      { UPLOADS: failingBucket() },
    );
    expect503(admin, "admin import");
    expect(admin.body?.error).toMatch(/storage/i);
    const standalone = await send(
      { method: "POST", path: "/api/import-csv", form: csvForm({ city_slug: "r2-town" }, `${STANDALONE_HEADER}\nR2 Town Pub,3 R2 St,,,,,,,\n`), cookie },
      { UPLOADS: failingBucket() },
    );
    expect503(standalone, "standalone import");
    expect(await count("venues")).toBe(venuesBefore);
    expect(await count("cities", "slug = 'r2-town'")).toBe(0);
    expect(await count("admin_logs")).toBe(0);
    expect(await dump()).toBe(before);
    expect((await env.UPLOADS.list({ prefix: "imports/" })).objects).toHaveLength(0);
  });

  it("a cover upload answers 503 and the venue keeps its cover", async () => {
    const ids = await seedAdminFixtures();
    const cookie = await login();
    const before = await dump();
    expect503(
      await send({ method: "POST", path: `/api/admin/venues/${ids.approvedVenueId}/cover`, form: pngForm, cookie }, { UPLOADS: failingBucket() }),
      "cover",
    );
    expect(await dump()).toBe(before);
  });
});

describe("an import killed mid-way", () => {
  it("writes everything in one D1 batch: no write runs on its own", async () => {
    await seedAdminFixtures();
    const cookie = await login();
    const db = d1FailingAfter(Number.MAX_SAFE_INTEGER);
    const r = await send(
      {
        method: "POST",
        path: "/api/import-csv",
        form: csvForm({ city_slug: "batch-town" }, `${STANDALONE_HEADER}\nBatch Pub,1 B St,,,,,,,\nBatch Bar,2 B St,,,,,,,\n`),
        cookie,
      },
      { DB: db.db },
    );
    expect(r.res.status, r.text).toBe(200);
    expect(db.writesOutsideBatch).toEqual([]);
    expect(db.batches).toHaveLength(1);
    const [batch] = db.batches;
    expect(batch.some((s) => /INSERT INTO "?cities\b/i.test(s))).toBe(true);
    expect(batch.some((s) => /INSERT INTO "?venues\b/i.test(s))).toBe(true);
    expect(batch[batch.length - 1]).toMatch(/INSERT INTO "?admin_logs\b/i);
  });

  it("a batch that fails on its last statement (a trap on admin_logs) leaves no city, venue or log behind", async () => {
    await seedAdminFixtures();
    const cookie = await login();
    // The log row is the batch's last statement: make it violate a constraint.
    await env.DB.prepare("CREATE TRIGGER fault_trap BEFORE INSERT ON admin_logs BEGIN SELECT RAISE(ABORT, 'fault trap: constraint failed'); END").run();
    const before = await dump();
    const venuesBefore = await count("venues");
    for (const req of [
      {
        method: "POST",
        path: "/api/import-csv",
        form: csvForm({ city_slug: "trap-town" }, `${STANDALONE_HEADER}\nTrap Pub,1 T St,,,,,,,\nTrap Bar,2 T St,,,,,,,\n`),
        cookie,
      },
      { method: "POST", path: "/api/admin/import-csv", form: csvForm({ citySlug: "seattle" }, "name,address\nTrap Seattle Pub,3 T St\n"), cookie },
    ] as Req[]) {
      const r = await send(req);
      expect(r.res.status, r.text).toBeGreaterThanOrEqual(500);
      expect(typeof r.body?.error).toBe("string");
    }
    expect(await count("cities", "slug = 'trap-town'")).toBe(0);
    expect(await count("venues")).toBe(venuesBefore);
    expect(await dump()).toBe(before);
    await env.DB.prepare("DROP TRIGGER fault_trap").run();
  });

  it("a batch that rejects (D1 failing at the write) answers 503 and leaves nothing behind", async () => {
    await seedAdminFixtures();
    const cookie = await login();
    const before = await dump();
    const real = env.DB;
    const rejectingBatch: D1Database = new Proxy(real, {
      get(target, prop) {
        if (prop === "withSession") return () => rejectingBatch;
        if (prop === "getBookmark") return () => null;
        if (prop === "batch") return () => Promise.reject(d1Error());
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    expect503(
      await send(
        { method: "POST", path: "/api/import-csv", form: csvForm({ city_slug: "killed-town" }, `${STANDALONE_HEADER}\nKilled Pub,1 K St,,,,,,,\n`), cookie },
        { DB: rejectingBatch },
      ),
      "import",
    );
    expect(await dump()).toBe(before);
  });
});

describe("cron runs that die, repeat or overlap", () => {
  const NOW = Date.UTC(2026, 5, 20, 12, 0, 0);
  const HOUR = 3600_000;
  let sent: string[] = [];

  afterEach(() => {
    vi.restoreAllMocks();
    sent = [];
  });

  /** The e-mail API: records each accepted message; `failOn` subjects are refused (network error). */
  function fakeMailApi(failOn: Set<string> = new Set()) {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const msg = JSON.parse(String(init?.body)) as { subject: string };
      if (failOn.has(msg.subject)) throw new Error("connection reset (injected)");
      sent.push(msg.subject);
      return new Response("{}", { status: 200 });
    });
  }

  // Without the e-mail queue: these runs send the outbox themselves (the queue's consumers have their own tests).
  const cronEnv = (db: D1Database = env.DB): Env => {
    const { EMAIL_QUEUE: _queue, ...rest } = env;
    return { ...rest, DB: db, EMAIL_API_KEY: "test-key", EMAIL_API_URL: "https://mail.invalid/send" } as Env;
  };

  /** Due work for every job, with fixed timestamps so two fresh setups are identical. */
  async function seedCronWork() {
    await resetStorage();
    await env.DB.prepare("INSERT INTO cities (id, name, slug, created_at, updated_at) VALUES (1, 'Cron City', 'cron-city', 0, 0)").run();
    const venue = env.DB.prepare(
      "INSERT INTO venues (city_id, name, slug, address, status, is_featured, featured_until, created_at, updated_at) VALUES (1, ?1, ?1, 'a', 'approved', 1, ?2, 0, 0)",
    );
    await env.DB.batch([venue.bind("past-1", NOW - HOUR), venue.bind("past-2", NOW - 2 * HOUR), venue.bind("future", NOW + HOUR), venue.bind("open", null)]);
    const mail = env.DB.prepare("INSERT INTO email_outbox (to_address, subject, body, next_attempt_at, created_at) VALUES ('o@example.com', ?1, 'b', ?2, 0)");
    await env.DB.batch(["mail-1", "mail-2", "mail-3", "mail-4", "mail-5"].map((s, i) => mail.bind(s, NOW - i * 1000)));
    const checkout = env.DB.prepare(
      "INSERT INTO checkouts (id, kind, amount_cents, status, created_at, updated_at) VALUES (?1, 'submission', 100, 'pending', ?2, 0)",
    );
    await env.DB.batch([checkout.bind("old", NOW - CHECKOUT_TTL_MS - 1), checkout.bind("fresh", NOW - HOUR)]);
  }

  async function endState() {
    return JSON.stringify({
      venues: await env.DB.prepare("SELECT slug, is_featured, featured_until FROM venues ORDER BY id").raw(),
      mail: await env.DB.prepare("SELECT subject, status, attempts FROM email_outbox ORDER BY id").raw(),
      checkouts: await env.DB.prepare("SELECT id, status FROM checkouts ORDER BY id").raw(),
      version: await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first("version"),
    });
  }

  async function reference() {
    await seedCronWork();
    fakeMailApi();
    const results = await runScheduled(cronEnv(), new Date(NOW));
    expect(Object.values(results).every((r) => r === "ok")).toBe(true);
    const state = await endState();
    expect(sent.sort()).toEqual(["mail-1", "mail-2", "mail-3", "mail-4", "mail-5"]);
    sent = [];
    vi.restoreAllMocks();
    return state;
  }

  it("running twice, and twice concurrently, ends in the same state with every e-mail sent once", async () => {
    const once = await reference();
    expect(once).toContain('"sent"');

    await seedCronWork();
    fakeMailApi();
    await Promise.all([runScheduled(cronEnv(), new Date(NOW)), runScheduled(cronEnv(), new Date(NOW))]);
    await runScheduled(cronEnv(), new Date(NOW));
    await runScheduled(cronEnv(), new Date(NOW + 60_000));
    expect(await endState()).toBe(once);
    expect(sent.sort()).toEqual(["mail-1", "mail-2", "mail-3", "mail-4", "mail-5"]);
  });

  it("a job that throws after partial work is safely re-run: same end state, no double expiry", async () => {
    const once = await reference();
    await seedCronWork();
    fakeMailApi();
    const original = cronJobs.expireFeaturedVenues;
    try {
      cronJobs.expireFeaturedVenues = async (e, now) => {
        await original(e, now);
        throw new Error("killed after its work (injected)");
      };
      const first = await runScheduled(cronEnv(), new Date(NOW));
      expect(first.expireFeaturedVenues).toMatch(/killed/);
      // The other jobs still ran.
      expect(first.drainOutbox).toBe("ok");
    } finally {
      cronJobs.expireFeaturedVenues = original;
    }
    const versionAfterCrash = await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first("version");
    expect(Object.values(await runScheduled(cronEnv(), new Date(NOW))).every((r) => r === "ok")).toBe(true);
    // The re-run expired nothing more: the cache version did not move again.
    expect(await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first("version")).toBe(versionAfterCrash);
    expect(await endState()).toBe(once);
    expect(sent.sort()).toEqual(["mail-1", "mail-2", "mail-3", "mail-4", "mail-5"]);
  });

  it("a D1 outage in the middle of draining the outbox: the re-run sends what is left, nothing twice", async () => {
    const once = await reference();
    await seedCronWork();
    // mail-3 fails at the provider, and D1 goes down just as that failure is being recorded:
    // the drain dies with mail-1 and mail-2 sent and marked, mail-3..5 leased but unsent.
    fakeMailApi(new Set(["mail-3"]));
    const drainOnly = { drainOutbox: cronJobs.drainOutbox };
    // D1 answers the lease (1 call) and the two "sent" marks (2 calls), then fails.
    const db = d1FailingAfter(3);
    await expect(drainOnly.drainOutbox(cronEnv(db.db), new Date(NOW))).rejects.toThrow();
    expect(sent.sort()).toEqual(["mail-1", "mail-2"]);
    vi.restoreAllMocks();
    fakeMailApi();
    // Within the lease nothing is sent again; after it, the rest goes out once.
    await runScheduled(cronEnv(), new Date(NOW));
    expect(sent.sort()).toEqual(["mail-1", "mail-2"]);
    await Promise.all([runScheduled(cronEnv(), new Date(NOW + 11 * 60_000)), runScheduled(cronEnv(), new Date(NOW + 11 * 60_000))]);
    expect(sent.sort()).toEqual(["mail-1", "mail-2", "mail-3", "mail-4", "mail-5"]);
    // Same end state as one clean run, but for the later drain time of mails 3-5.
    const state = JSON.parse(await endState()) as { mail: unknown[][] };
    const expected = JSON.parse(once) as { mail: unknown[][] };
    expect(state.mail).toEqual(expected.mail);
    expect({ ...state, mail: null }).toEqual({ ...expected, mail: null });
  });
});
