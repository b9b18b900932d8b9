// No orphaned files: an R2 upload whose D1 write failed is removed at once when the write certainly
// did not happen, and otherwise by the cron's sweep of files no row references, once they are older
// than the grace period. Files rows reference are never swept.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import type { Bindings } from "../../../src-worker/env";
import { sweepOrphanUploads, UPLOAD_GRACE_MS } from "../../../src-worker/services/platform/media";
import { STANDALONE_CSV_HEADER } from "../../../src-worker/shared/constants";
import { d1FailingAfter } from "../d1-faults";
import { BASE, callApp, idOf, login, multipart, PNG, runCron, seedDemo, testModeEnv } from "../helpers";

let cookie = "";
beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

const keys = async (prefix = "") => (await env.UPLOADS.list({ prefix })).objects.map((o) => o.key).sort();
const sweep = (at: number) => sweepOrphanUploads(createDb(env.DB), env.UPLOADS, new Date(at));
/** Past the grace period of the newest file: R2 dates a file by its own clock, which a test's may not match. */
const afterGrace = async () => Math.max(...(await env.UPLOADS.list()).objects.map((o) => o.uploaded.getTime())) + UPLOAD_GRACE_MS + 60_000;
/** Within the grace period of the oldest file. */
const withinGrace = async () => Math.min(...(await env.UPLOADS.list()).objects.map((o) => o.uploaded.getTime())) + 3600_000;

function upload(path: string, form: FormData, bindings: Bindings = testModeEnv(), key?: string) {
  const headers: Record<string, string> = { cookie, origin: BASE, ...(key ? { "idempotency-key": key } : {}) };
  return callApp(path, { method: "POST", body: form, headers }, bindings);
}
const png = () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG });
const csv = (slug: string) =>
  multipart({ city_slug: slug }, { name: "v.csv", type: "text/csv", bytes: `${STANDALONE_CSV_HEADER}\nSweep Pub,1 Sweep St,,,,,,,\n` });

describe("the sweep", () => {
  it("removes unreferenced files older than the grace period, and nothing a row references", async () => {
    const venueId = await idOf("SELECT id FROM venues ORDER BY id LIMIT 1");
    const postId = await idOf("SELECT id FROM blog_posts ORDER BY id LIMIT 1");
    // Covers and an import that rows reference.
    const kept = [];
    for (const path of [`/api/admin/venues/${venueId}/cover`, `/api/admin/blog/posts/${postId}/cover`]) {
      const res = await upload(path, png());
      kept.push(((await res.json()) as { coverImage: string }).coverImage.replace("/media/", ""));
    }
    const imported = await upload("/api/import-csv", csv("sweep-town"));
    kept.push(((await imported.json()) as { r2Key: string }).r2Key);
    // Files no row references, and one outside the folders the sweep owns.
    const orphans = ["covers/venues/999/lost.png", "covers/posts/999/lost.png", "imports/2026-06-01/lost.csv"];
    for (const key of [...orphans, "other/keep.txt"]) await env.UPLOADS.put(key, "x");

    expect(await sweep(await withinGrace())).toEqual([]);
    expect((await sweep(await afterGrace())).sort()).toEqual([...orphans].sort());
    expect(await keys()).toEqual([...kept, "other/keep.txt"].sort());
    // A replaced cover is unreferenced: it goes once the grace period (a cached page may show it) is over.
    await upload(`/api/admin/venues/${venueId}/cover`, png());
    expect(await sweep(await afterGrace())).toEqual([kept[0]]);
    // Nothing left to sweep: the sweep is idempotent.
    expect(await sweep(await afterGrace())).toEqual([]);
  });

  it("runs with the cron", async () => {
    await env.UPLOADS.put("covers/venues/1/orphan.png", "x");
    await runCron(await afterGrace());
    expect(await keys("covers/")).toEqual([]);
  });
});

describe("an upload whose D1 write failed", () => {
  it("is removed at once when D1 refused the write (the batch was rolled back)", async () => {
    await env.DB.prepare("CREATE TRIGGER sweep_trap BEFORE INSERT ON admin_logs BEGIN SELECT RAISE(ABORT, 'trap: constraint failed'); END").run();
    const res = await upload("/api/import-csv", csv("trap-town"));
    expect(res.status).toBeGreaterThanOrEqual(400);
    await res.arrayBuffer();
    expect(await keys("imports/")).toEqual([]);
    await env.DB.prepare("DROP TRIGGER sweep_trap").run();
  });

  it("is swept after the grace period when D1 failed at the write (it may have committed: only the sweep checks)", async () => {
    const venueId = await idOf("SELECT id FROM venues ORDER BY id LIMIT 1");
    for (const key of [undefined, "sweep-key-0001"]) {
      // The outage starts at the write: the key lookup, the session check and the venue check still answer.
      const reads = key ? 3 : 2;
      const failing = d1FailingAfter(reads);
      const res = await upload(`/api/admin/venues/${venueId}/cover`, png(), testModeEnv({ DB: failing.db }), key);
      expect(res.status, key).toBe(503);
      await res.arrayBuffer();
    }
    expect(await keys("covers/")).toHaveLength(2);
    expect(await env.DB.prepare("SELECT cover_image FROM venues WHERE id = ?").bind(venueId).first("cover_image")).not.toMatch(/^\/media\//);
    await sweep(await afterGrace());
    expect(await keys("covers/")).toEqual([]);
  });
});
