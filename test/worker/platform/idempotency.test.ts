// Safe retries: every non-idempotent write sent with an Idempotency-Key is done once. A D1 outage
// starting at any call of the write (the fault injection of faults.test.ts) leaves either nothing or
// the write with its answer; a retry with the same key then gets the answer of one clean run and
// writes nothing more. The same key with another body is a 422; concurrent duplicates write once.

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../src-worker/env";
import { IDEMPOTENCY_TTL_MS } from "../../../src-worker/services/platform/idempotency";
import { STANDALONE_CSV_HEADER } from "../../../src-worker/shared/constants";
import { d1FailingAfter, dump } from "../d1-faults";
import { type AdminIds, BASE, callApp, count, login, multipart, PNG, runCron, seedAdminFixtures, testModeEnv } from "../helpers";
import { ownerOf } from "../owner-helpers";
import { resetStorage } from "../storage";

interface Req {
  what: string;
  method: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
  admin?: boolean;
  /** Sent by the owner of the approved venue (signed in by fresh()). */
  owner?: boolean;
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

async function send(req: Req, key: string | undefined, cookie: string, override: Partial<Bindings> = {}): Promise<Answer> {
  const headers: Record<string, string> = { origin: BASE };
  if (req.admin) headers.cookie = cookie;
  if (req.owner) headers.cookie = ownerCookie;
  if (key !== undefined) headers["idempotency-key"] = key;
  const res = await callApp(req.path, { method: req.method, headers, json: req.json, body: req.form?.() }, testModeEnv(override));
  return { status: res.status, body: await res.text(), replayed: res.headers.get("idempotent-replayed") === "true" };
}

const csvForm = (fields: Record<string, string>, csv: string) => () => multipart(fields, { name: "venues.csv", type: "text/csv", bytes: csv });

/** The non-idempotent writes: blog post creation, submissions, claims, imports, admin edits. */
function writesOf(ids: AdminIds): Req[] {
  const postBody = { title: "Retry post", excerpt: "e", content: "x".repeat(150), cityId: ids.cityId };
  return [
    { what: "blog post", method: "POST", path: "/api/blog/posts", json: postBody, admin: true },
    {
      what: "submission",
      method: "POST",
      path: "/api/venues/submission-checkout",
      json: {
        venueName: "Retry Bar",
        cityId: ids.cityId,
        address: "1 Retry St",
        contactEmail: "owner@example.com",
        showsMatches: "team",
        supportersTeam: "USA",
      },
    },
    { what: "claim", method: "POST", path: "/api/venues/claim", json: { venueId: ids.approvedVenueId } },
    { what: "sponsor", method: "POST", path: "/api/sponsors/checkout", json: { citySlug: "seattle", contactEmail: "brand@example.com" } },
    { what: "owner claim", method: "POST", path: "/api/owner/claims", json: { venueId: ids.approvedVenueId, email: "owner@example.com", message: "I run it" } },
    {
      what: "owner edit",
      method: "PATCH",
      path: `/api/owner/venues/${ids.approvedVenueId}`,
      json: { phone: "(206) 555-0100", notes: "Sound on", name: "Renamed by owner" },
      owner: true,
    },
    { what: "owner confirm", method: "POST", path: `/api/owner/venues/${ids.approvedVenueId}/confirm`, owner: true },
    {
      what: "owner claims",
      method: "PATCH",
      path: `/api/owner/venues/${ids.approvedVenueId}`,
      json: { claims: { showsAllMatches: true, matches: [3] } },
      owner: true,
    },
    { what: "approve venue", method: "POST", path: "/api/admin/venues/approve", json: { venueId: ids.pendingVenueId }, admin: true },
    { what: "reject venue", method: "POST", path: "/api/admin/venues/reject", json: { venueId: ids.pendingVenueId }, admin: true },
    { what: "feature venue", method: "POST", path: "/api/admin/venues/feature", json: { venueId: ids.approvedVenueId, days: 30 }, admin: true },
    { what: "delete venue", method: "DELETE", path: `/api/admin/venues/${ids.approvedVenueId}`, admin: true },
    {
      what: "venue claims",
      method: "PUT",
      path: `/api/admin/venues/${ids.approvedVenueId}/claims`,
      json: { showsAllMatches: true, matches: [1, 2], supporters: [{ team: "USA", groupName: "American Outlaws" }] },
      admin: true,
    },
    { what: "approve post", method: "POST", path: "/api/admin/blog/approve", json: { postId: ids.pendingPostId }, admin: true },
    { what: "reject post", method: "POST", path: "/api/admin/blog/reject", json: { postId: ids.approvedPostId }, admin: true },
    { what: "delete post", method: "DELETE", path: `/api/blog/posts/${ids.pendingPostId}`, admin: true },
    { what: "seed Seattle", method: "POST", path: "/api/admin/seed-seattle", admin: true },
    {
      what: "match correction",
      method: "PATCH",
      path: "/api/admin/matches/1",
      json: {
        kickoffAt: "2026-06-11T20:00:00Z",
        team1: "MEX",
        team2: "RSA",
        status: "played",
        score: { ft: [2, 1], aet: null, penalties: null },
        winner: "MEX",
      },
      admin: true,
    },
    {
      what: "venue cover",
      method: "POST",
      path: `/api/admin/venues/${ids.approvedVenueId}/cover`,
      form: () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG }),
      admin: true,
    },
    {
      what: "post cover",
      method: "POST",
      path: `/api/admin/blog/posts/${ids.approvedPostId}/cover`,
      form: () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG }),
      admin: true,
    },
    {
      what: "admin import",
      method: "POST",
      path: "/api/admin/import-csv",
      form: csvForm({ citySlug: "seattle" }, "name,address\nRetry Pub,3 Retry St\n"),
      admin: true,
    },
    {
      what: "standalone import",
      method: "POST",
      path: "/api/import-csv",
      form: csvForm({ city_slug: "retry-town" }, `${STANDALONE_CSV_HEADER}\nRetry Town Pub,4 Retry St,,,,,,,a|b\n`),
      admin: true,
    },
  ];
}

const masked = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<iso>")
    .replace(/\b1[7-9]\d{11}(\.\d+)?\b/g, "<ms>")
    // An owner's sign-in link: a new random token (and its hash) each run.
    .replace(/token=[A-Za-z0-9_-]{43}/g, "token=<token>")
    .replace(/\b[0-9a-f]{64}\b/g, "<hash>");

/** The durable rows, with what legitimately differs between two runs (random UUIDs, clocks) masked. */
async function state(): Promise<string> {
  const mask = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(mask) : typeof v === "number" && v > 1.7e12 && v < 2e12 ? "<ms>" : typeof v === "string" ? masked(v) : v;
  const { d1_migrations: _migrations, ...tables } = JSON.parse(await dump()) as Record<string, unknown[]>;
  return JSON.stringify(mask(Object.entries(tables)));
}

/** The first rows in which two states differ, table by table ("" when equal). */
function difference(a: string, b: string): string {
  const x = Object.fromEntries(JSON.parse(a) as [string, unknown[]][]);
  const y = Object.fromEntries(JSON.parse(b) as [string, unknown[]][]);
  const out: string[] = [];
  for (const table of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const rx = (x[table] ?? []).map((r) => JSON.stringify(r));
    const ry = new Set((y[table] ?? []).map((r) => JSON.stringify(r)));
    const rxs = new Set(rx);
    const extra = rx.filter((r) => !ry.has(r)).map((r) => `+${table} ${r.slice(0, 300)}`);
    const missing = [...ry].filter((r) => !rxs.has(r)).map((r) => `-${table} ${r.slice(0, 300)}`);
    out.push(...extra.slice(0, 3), ...missing.slice(0, 3));
  }
  return out.join("\n");
}

/** The approved venue's owner's session cookie, for the owner writes. */
let ownerCookie = "";

async function fresh() {
  await resetStorage();
  const ids = await seedAdminFixtures();
  await env.DB.prepare("UPDATE venues SET website = 'https://thepitch.example.org' WHERE id = ?").bind(ids.approvedVenueId).run();
  ownerCookie = await ownerOf(ids.approvedVenueId, "manager@thepitch.example.org");
  return { ids, cookie: await login() };
}

describe("a retry with the same Idempotency-Key", () => {
  it("gets the first answer, marked as replayed, and writes nothing more", async () => {
    const { ids, cookie } = await fresh();
    const req = writesOf(ids)[0];
    const first = await send(req, "key-blog-0001", cookie);
    expect(first.status, first.body).toBe(201);
    expect(first.replayed).toBe(false);
    const posts = await count("blog_posts");
    const again = await send(req, "key-blog-0001", cookie);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await count("blog_posts")).toBe(posts);
    // A new key is a new post.
    const other = await send(req, "key-blog-0002", cookie);
    expect(other.status).toBe(201);
    expect(await count("blog_posts")).toBe(posts + 1);
  });

  it("with another body is refused (422) and writes nothing", async () => {
    const { ids, cookie } = await fresh();
    const req = writesOf(ids)[0];
    expect((await send(req, "key-blog-0003", cookie)).status).toBe(201);
    const before = await dump();
    const changed = await send({ ...req, json: { ...(req.json as object), title: "Another title" } }, "key-blog-0003", cookie);
    expect(changed.status).toBe(422);
    expect(JSON.parse(changed.body)).toMatchObject({ code: "idempotency_key_reused" });
    expect(await dump()).toBe(before);
  });

  it("a multipart retry matches whatever boundary the browser picks", async () => {
    const { ids, cookie } = await fresh();
    const req = writesOf(ids).find((r) => r.what === "standalone import")!;
    const first = await send(req, "key-import-01", cookie);
    expect(first.status, first.body).toBe(200);
    const again = await send(req, "key-import-01", cookie);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await count("admin_logs", "event = 'csv_import_standalone'")).toBe(1);
  });

  it("an admin's answer is replayed only to a signed-in admin", async () => {
    const { ids, cookie } = await fresh();
    const req = writesOf(ids)[0];
    expect((await send(req, "key-admin-001", cookie)).status).toBe(201);
    const anonymous = await send({ ...req, admin: false }, "key-admin-001", cookie);
    expect(anonymous.status).toBe(401);
    expect(anonymous.replayed).toBe(false);
  });

  it("malformed keys are refused before anything runs", async () => {
    const { ids, cookie } = await fresh();
    const req = writesOf(ids)[0];
    const before = await dump();
    for (const key of ["", "short", "has space in it", "x".repeat(256), "semi;colon-key"]) {
      const r = await send(req, key, cookie);
      expect(r.status, key).toBe(400);
      expect(JSON.parse(r.body).code).toBe("invalid_idempotency_key");
    }
    expect(await dump()).toBe(before);
    // A quoted key (an HTTP structured-field string) is the same key.
    expect((await send(req, '"quoted-key-01"', cookie)).status).toBe(201);
    expect((await send(req, "quoted-key-01", cookie)).replayed).toBe(true);
  });

  it("two requests with the same key at once write once and both get the one answer", async () => {
    const { ids, cookie } = await fresh();
    const req = writesOf(ids)[0];
    const posts = await count("blog_posts");
    const [a, b] = await Promise.all([send(req, "key-race-0001", cookie), send(req, "key-race-0001", cookie)]);
    expect(await count("blog_posts")).toBe(posts + 1);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
  });

  it("keys are forgotten by the cron after 24 hours", async () => {
    const { ids, cookie } = await fresh();
    expect((await send(writesOf(ids)[0], "key-expiry-01", cookie)).status).toBe(201);
    await runCron(Date.now() + IDEMPOTENCY_TTL_MS - 3600_000);
    expect(await count("idempotency_keys")).toBe(1);
    await runCron(Date.now() + IDEMPOTENCY_TTL_MS + 3600_000);
    expect(await count("idempotency_keys")).toBe(0);
  });
});

describe("a D1 outage at any call of a write sent with a key", () => {
  // For each write: one clean run gives the reference answer and end state. Then, for every call at
  // which D1 can start failing, a run with a key fails there; a retry with the same key on a healthy
  // D1 must give the reference answer (replayed when the first run had committed), and a second retry
  // the same answer again, with the same end state as the clean run and nothing written twice.
  it("leaves nothing or the whole write with its answer; the retry gets one clean run's answer", async () => {
    const probe = await fresh();
    const count0 = writesOf(probe.ids).length;
    for (let i = 0; i < count0; i++) {
      let { ids, cookie } = await fresh();
      const reference = await send(writesOf(ids)[i], `ref-${i}-key`, cookie);
      const what = writesOf(ids)[i].what;
      expect(reference.status, `${what}: ${reference.body}`).toBeLessThan(300);
      const referenceState = await state();
      for (let ok = 0; ; ok++) {
        ({ ids, cookie } = await fresh());
        const req = writesOf(ids)[i];
        const key = `fault-${i}-${ok}-key`;
        const db = d1FailingAfter(ok);
        const failed = await send(req, key, cookie, { DB: db.db });
        const done = db.calls <= ok;
        if (!done) expect(failed.status, `${what}, outage after ${ok} calls: ${failed.body}`).toBe(503);
        const retry = await send(req, key, cookie);
        expect(retry.status, `${what}, retry after an outage at call ${ok + 1}: ${retry.body}`).toBe(reference.status);
        expect(masked(retry.body), `${what}, retry after an outage at call ${ok + 1}`).toBe(masked(reference.body));
        const again = await send(req, key, cookie);
        expect(again, `${what}: a second retry`).toEqual({ ...retry, replayed: true });
        expect(difference(await state(), referenceState.replace(`ref-${i}-key`, key)), `${what}: end state after an outage at call ${ok + 1}`).toBe("");
        if (done) break;
        expect(ok, `${what} takes too many calls`).toBeLessThan(40);
      }
    }
  }, 300_000);
});
