// Reads through D1 sessions (Sessions API): every answer carries its bookmark, and a client that sends
// it back reads its own writes even where an isolate (or, deployed, a replica) still has older data.
// Local D1 has a single copy, so replica lag itself cannot be shown here (docs/decisions/014-d1-sessions.md).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../src-worker/db/client";
import type { AppEnv } from "../../src-worker/env";
import { sessionStart } from "../../src-worker/middleware/db";
import { edgeCache } from "../../src-worker/middleware/edge-cache";
import { forgetDataVersions } from "../../src-worker/services/platform/data-versions";
import { D1_BOOKMARK_HEADER } from "../../src-worker/shared/constants";
import type { VenueRatingSummary } from "../../src-worker/shared/contract/fans";
import { callApp, callAppJson, idOf, seedDemo, testModeEnv } from "./helpers";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const firstApproved = () => idOf("SELECT id FROM venues WHERE status = 'approved' ORDER BY id LIMIT 1");

describe("D1 sessions", () => {
  beforeEach(() => forgetDataVersions());

  it("starts reads anywhere, writes at the primary, and a valid bookmark where the client left off", () => {
    const bm = "00000000-00000003-00000000-0123456789abcdef0123456789abcdef";
    expect(sessionStart("GET", undefined)).toBe("first-unconstrained");
    expect(sessionStart("HEAD", undefined)).toBe("first-unconstrained");
    for (const m of ["POST", "PUT", "PATCH", "DELETE"]) expect(sessionStart(m, undefined)).toBe("first-primary");
    expect(sessionStart("GET", bm)).toBe(bm);
    expect(sessionStart("POST", bm)).toBe(bm);
    // D1 would accept a malformed bookmark silently: it is ignored instead.
    for (const bad of ["", "garbage", `${bm}x`, bm.toUpperCase(), "first-primary"]) expect(sessionStart("GET", bad)).toBe("first-unconstrained");
  });

  it("every API answer carries a bookmark; a write's is no older than the read before it; garbage sent back is ignored", async () => {
    await seedDemo();
    const read = await callApp("/api/cities/seattle/venues");
    const first = read.headers.get(D1_BOOKMARK_HEADER)!;
    expect(first).toMatch(BOOKMARK);
    const id = await firstApproved();
    const wrote = await callAppJson<VenueRatingSummary>(`/api/venues/${id}/rating`, {
      method: "PUT",
      json: { userId: crypto.randomUUID(), stars: 4 },
      headers: { [D1_BOOKMARK_HEADER]: first },
    });
    expect(wrote.status).toBe(200);
    const after = wrote.res.headers.get(D1_BOOKMARK_HEADER)!;
    expect(after).toMatch(BOOKMARK);
    expect(after > first).toBe(true);
    const garbage = await callApp("/api/cities/seattle", { headers: { [D1_BOOKMARK_HEADER]: "'; DROP TABLE venues; --" } });
    expect(garbage.status).toBe(200);
    expect(garbage.headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });

  it("a client carrying its bookmark reads its own write where the isolate's versions are still old; others may wait out the memo", async () => {
    await seedDemo();
    const id = await firstApproved();
    // Outside tests an isolate trusts the data versions it read for a moment.
    const bindings = testModeEnv({ ENVIRONMENT: "development" });
    const path = `/api/venues/${id}`;
    const before = await callApp(path, {}, bindings);
    const oldBody = await before.text();
    // Another isolate rates the venue: the rating and its version bump land in D1, not in this isolate's memo.
    const other = await callAppJson<VenueRatingSummary>(`/api/venues/${id}/rating`, { method: "PUT", json: { userId: crypto.randomUUID(), stars: 5 } });
    expect(other.status).toBe(200);
    const bookmark = other.res.headers.get(D1_BOOKMARK_HEADER)!;
    // (The write above ran in this same test isolate and cleared the memo: put the old one back.)
    await callApp(path, {}, bindings).then((r) => r.text());
    await env.DB.prepare("UPDATE data_versions SET version = version + 1 WHERE scope = 'venues'").run();
    await env.DB.prepare("UPDATE venues SET rating_count = rating_count + 1, rating_sum = rating_sum + 5 WHERE id = ?").bind(id).run();

    const stale = await callApp(path, {}, bindings);
    expect(stale.headers.get("x-cache")).toBe("HIT");
    const own = await callApp(path, { headers: { [D1_BOOKMARK_HEADER]: bookmark } }, bindings);
    expect(own.headers.get("x-cache")).toBe("MISS");
    const fresh = (await own.json()) as { rating: { count: number } };
    const cached = JSON.parse(await stale.text()) as { rating: { count: number } };
    expect(fresh.rating.count).toBe(cached.rating.count + 1);
    expect(oldBody).not.toBe(JSON.stringify(fresh));
  });

  it("the edge cache never stores one visitor's bookmark for another", async () => {
    await seedDemo();
    // The cache in front of a handler that answers with a visitor's bookmark.
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("db", createDb(env.DB));
        c.set("readsOwnWrites", false);
        await next();
      })
      .use(edgeCache())
      .get("/api/cities", (c) => c.json([], 200, { [D1_BOOKMARK_HEADER]: "visitor-a" }));
    const get = async () => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request("http://localhost:8787/api/cities"), env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    expect((await get()).headers.get(D1_BOOKMARK_HEADER)).toBe("visitor-a");
    const hit = await get();
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
  });
});
