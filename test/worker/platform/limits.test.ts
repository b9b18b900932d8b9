// Limits that say so: the sliding window (no double burst at a window boundary), Retry-After with the
// same wait in words, and the login limiter answering that way.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import { ApiError } from "../../../src-worker/lib/errors";
import { enforceRateLimit } from "../../../src-worker/services/platform/rate-limit";
import { RATE_LIMITS } from "../../../src-worker/shared/limits";
import { callJson } from "../helpers";

const MINUTE = 60_000;

async function hit(key: string, max: number, windowMinutes: number, at: number): Promise<ApiError | null> {
  return enforceRateLimit(createDb(env.DB), { key, max, windowSeconds: windowMinutes * 60 }, at).then(
    () => null,
    (err: unknown) => {
      if (err instanceof ApiError) return err;
      throw err;
    },
  );
}

describe("a sliding window", () => {
  it("lets no double burst through at a window boundary: max attempts in any 15 minutes", async () => {
    const { perIp: max, windowMinutes } = RATE_LIMITS.login;
    const windowMs = windowMinutes * MINUTE;
    // A fixed window would restart at this boundary and let `max` more attempts through at once.
    const boundary = Math.ceil(1_800_000_000_000 / windowMs) * windowMs;
    for (let i = 0; i < max; i++) expect(await hit("login:ip:burst", max, windowMinutes, boundary - 1000 + i)).toBeNull();
    for (const at of [boundary + 1, boundary + 1000, boundary + windowMs - 1001]) {
      const refused = await hit("login:ip:burst", max, windowMinutes, at);
      expect(refused?.status, `at boundary + ${at - boundary} ms`).toBe(429);
      // Retry-After is when the oldest attempt leaves the window, and the message says it in words.
      const wait = Math.ceil((boundary - 1000 + windowMs - at) / 1000);
      expect(refused?.headers?.["Retry-After"]).toBe(String(wait));
      expect(refused?.message).toMatch(/^Too many requests\. Please try again in \d+ (minutes?|seconds?)\.$/);
    }
    // One attempt leaves the window: exactly one more gets through.
    expect(await hit("login:ip:burst", max, windowMinutes, boundary - 1000 + windowMs)).toBeNull();
    expect((await hit("login:ip:burst", max, windowMinutes, boundary - 1000 + windowMs))?.status).toBe(429);
  });

  it("refused attempts do not push the wait further out", async () => {
    const t = 1_800_000_000_000;
    expect(await hit("k", 1, 1, t)).toBeNull();
    for (let i = 1; i <= 5; i++) expect((await hit("k", 1, 1, t + i * 1000))?.status).toBe(429);
    expect(await hit("k", 1, 1, t + MINUTE + 1)).toBeNull();
  });

  it("words the wait: seconds, then minutes, then hours", async () => {
    const t = 1_800_000_000_000;
    const waits: string[] = [];
    for (const [windowMinutes, after] of [
      [1, 15_000],
      [1, 59_000],
      [15, 1000],
      [180, 1000],
    ] as const) {
      const key = `words:${windowMinutes}:${after}`;
      await hit(key, 1, windowMinutes, t);
      waits.push(((await hit(key, 1, windowMinutes, t + after)) as ApiError).message.replace("Too many requests. Please try again ", ""));
    }
    expect(waits).toEqual(["in 45 seconds.", "in 1 second.", "in 15 minutes.", "in 3 hours."]);
  });
});

describe("the admin login limiter", () => {
  it("answers the 11th attempt in 15 minutes with 429, Retry-After and when to try again", async () => {
    const headers = { "cf-connecting-ip": "203.0.113.77" };
    for (let i = 0; i < RATE_LIMITS.login.perIp; i++) {
      expect((await callJson("/api/admin/login", { method: "POST", json: { password: `wrong-${i}` }, headers })).status).toBe(401);
    }
    const refused = await callJson<{ error: string; code: string }>("/api/admin/login", { method: "POST", json: { password: "wrong" }, headers });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "Too many login attempts. Please try again in 15 minutes.", code: "rate_limited" });
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });
});
