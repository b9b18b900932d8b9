// A city's places asked of OpenStreetMap (docs/decisions/042), against the local stand-in that answers
// /dev/overpass with the shipped San Francisco export: the query sent, the preview (counts, origin and
// date), the apply of exactly that answer, a second import that updates rather than duplicates, the
// rate limit, and upstream failures that change nothing and answer a clear 422.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bindings } from "../../../src-worker/env";
import { askOverpass, boxAround, overpassQuery, overpassStandInResponse } from "../../../src-worker/services/imports/overpass";
import { type OverpassImportResult, overpassImportResult } from "../../../src-worker/shared/contract/open-data";
import { callApp, count, login, seedBase, testModeEnv } from "../helpers";

let cookie = "";

async function send(body: Record<string, unknown>, overrides: Partial<Bindings> = {}) {
  const res = await callApp("/api/admin/overpass-import", { method: "POST", json: body, headers: { cookie } }, testModeEnv(overrides));
  const answer = (await res.json()) as OverpassImportResult & { error: string; code: string };
  if (res.status === 200) overpassImportResult.parse(answer);
  return { status: res.status, body: answer };
}

const clearRateLimits = () => env.DB.prepare("DELETE FROM rate_limits").run();

beforeEach(async () => {
  await seedBase();
  await clearRateLimits();
  cookie = await login();
});

describe("the query", () => {
  it("asks for bars, pubs and beer gardens, nodes and ways, with their centres, in a box around the city", () => {
    const box = boxAround({ lat: 37.7749, lng: -122.4194 });
    expect(box.south).toBeLessThan(37.7749);
    expect(box.north).toBeGreaterThan(37.7749);
    expect(box.west).toBeLessThan(-122.4194);
    const q = overpassQuery(box);
    expect(q.startsWith("[out:json][timeout:25];")).toBe(true);
    expect(q).toContain(`node["amenity"~"^(bar|pub|biergarten)$"](${box.south},${box.west},${box.north},${box.east});`);
    expect(q).toContain(`way["amenity"~"^(bar|pub|biergarten)$"]`);
    expect(q).toContain("out center tags;");
  });

  it("sends one POST with a descriptive User-Agent, and the stand-in cuts the export to the box", async () => {
    const sent: RequestInit[] = [];
    const text = await askOverpass(
      (url, init) => {
        sent.push(init);
        return Promise.resolve(overpassStandInResponse(url, String(init.body))!);
      },
      "http://localhost/dev/overpass",
      overpassQuery(boxAround({ lat: 37.7879, lng: -122.4075 }, 0.2)),
      "Site venue import (https://example.com; support@example.com)",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe("POST");
    expect((sent[0].headers as Record<string, string>)["user-agent"]).toContain("venue import");
    const doc = JSON.parse(text) as { elements: unknown[] };
    expect(doc.elements.length).toBeGreaterThan(0);
    expect(doc.elements.length).toBeLessThan(194);
  });

  it("gives up after the wait", async () => {
    const never = () => new Promise<Response>(() => {});
    await expect(askOverpass(never, "https://overpass.invalid/api", "q", "ua", 50)).rejects.toMatchObject({ status: 422, code: "overpass_timeout" });
  });
});

describe("import from OpenStreetMap", () => {
  it("previews the city's places with their origin and date, applies that answer, and a second import updates rather than duplicates", async () => {
    const before = await count("venues");
    const preview = await send({ citySlug: "san-francisco" });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      applied: false,
      format: "overpass",
      total: 194,
      dataDate: "2023-07-22T12:47:56.000Z",
      origin: { credit: "© OpenStreetMap contributors", licence: "ODbL-1.0", url: "https://www.openstreetmap.org/copyright", asOf: "2023-07-22T12:47:56.000Z" },
    });
    expect(preview.body.counts.new).toBeGreaterThan(180);
    expect(await count("venues")).toBe(before);

    const applied = await send({ citySlug: "san-francisco", mode: "apply", answerId: preview.body.answerId });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect(applied.body.counts).toEqual(preview.body.counts);
    expect(await count("venues")).toBe(before + preview.body.counts.new);
    const sf = await env.DB.prepare("SELECT id FROM cities WHERE slug = 'san-francisco'").first<number>("id");
    expect(await count("venues", "city_id = ? AND source = 'open_data'", sf)).toBe(preview.body.counts.new);

    // The kept answer is used once.
    const twice = await send({ citySlug: "san-francisco", mode: "apply", answerId: preview.body.answerId });
    expect(twice.status).toBe(409);

    await clearRateLimits();
    const again = await send({ citySlug: "san-francisco" });
    expect(again.status).toBe(200);
    expect(again.body.counts.new).toBe(0);
    const reapplied = await send({ citySlug: "san-francisco", mode: "apply", answerId: again.body.answerId });
    expect(reapplied.body.counts.new).toBe(0);
    expect(await count("venues")).toBe(before + preview.body.counts.new);
    expect(await count("open_data_places")).toBe(preview.body.counts.new + preview.body.counts.linked);
  }, 30_000);

  it("asks at most once a minute per city", async () => {
    expect((await send({ citySlug: "san-francisco" })).status).toBe(200);
    const second = await send({ citySlug: "san-francisco" });
    expect(second.status).toBe(429);
    expect(second.body.error).toMatch(/once a minute/);
  });

  it.each([
    ["/status/429", "overpass_busy", /busy: try again in a few minutes/],
    ["/status/504", "overpass_timeout", /did not answer in time/],
    ["/status/500", "overpass_failed", /answered 500/],
    ["/garbage", "overpass_unreadable", /OpenStreetMap's answer could not be read/],
  ])("an upstream %s changes nothing and answers a clear 422", async (path, code, message) => {
    const before = await count("venues");
    const res = await send({ citySlug: "san-francisco" }, { OVERPASS_URL: `http://localhost/dev/overpass${path}` });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(code);
    expect(res.body.error).toMatch(message);
    expect(await count("venues")).toBe(before);
    expect(await count("open_data_places")).toBe(0);
  });

  it("a city far from the export finds nothing, and bad input is refused", async () => {
    const none = await send({ citySlug: "seattle" });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe("overpass_empty");
    expect((await send({ citySlug: "no-such-city" })).status).toBe(400);
    expect((await send({ citySlug: "san-francisco", mode: "apply" })).status).toBe(400);
    expect((await send({ citySlug: "san-francisco", mode: "apply", answerId: crypto.randomUUID() })).status).toBe(409);
  });
});
