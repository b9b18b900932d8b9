import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { cronJobs, runScheduled } from "../../src-worker/cron";
import { createDb } from "../../src-worker/db/client";
import type { Bindings } from "../../src-worker/env";
import { enqueueEmail } from "../../src-worker/services/mail/email-outbox";
import { DEFAULT_EMAIL_API_URL, drainOutbox, type EmailMessage, type EmailSender, httpEmailSender } from "../../src-worker/services/mail/email-sender";
import { expireAbandonedCheckouts } from "../../src-worker/services/payments/payments";
import { expireFeaturedVenues } from "../../src-worker/services/venues/featured";
import { cityId, insertVenue, runCron, seedBase } from "./helpers";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const db = () => createDb(env.DB);

beforeEach(() => seedBase());

const venueWithFeature = async (featuredUntil: number | null, featured = true) =>
  insertVenue(await cityId(), { is_featured: featured, featured_until: featuredUntil });
const featured = async (id: number) =>
  (await env.DB.prepare("SELECT is_featured FROM venues WHERE id = ?").bind(id).first<{ is_featured: number }>())!.is_featured;

describe("cron: expireFeaturedVenues", () => {
  it("registers the three jobs", () => {
    expect(Object.keys(cronJobs).sort()).toEqual(expect.arrayContaining(["drainOutbox", "expireAbandonedCheckouts", "expireFeaturedVenues"]));
  });

  it("expires exactly at the boundary: featured_until == now expires, one ms before it stays", async () => {
    const until = Date.UTC(2026, 5, 20, 12, 0, 0);
    const id = await venueWithFeature(until);
    await runCron(until - 1);
    expect(await featured(id)).toBe(1);
    await runCron(until);
    expect(await featured(id)).toBe(0);
  });

  it("is idempotent and leaves open-ended and future features alone", async () => {
    const now = Date.UTC(2026, 5, 20);
    const past = await venueWithFeature(now - HOUR);
    const future = await venueWithFeature(now + HOUR);
    const openEnded = await venueWithFeature(null);
    expect(await expireFeaturedVenues(db(), new Date(now))).toBe(1);
    expect(await expireFeaturedVenues(db(), new Date(now))).toBe(0);
    // Concurrent runs do not conflict.
    await Promise.all([expireFeaturedVenues(db(), new Date(now)), expireFeaturedVenues(db(), new Date(now))]);
    expect([await featured(past), await featured(future), await featured(openEnded)]).toEqual([0, 1, 1]);
  });

  it("drops cached venue lists (bumps the venues data version) only when something expired", async () => {
    const now = Date.UTC(2026, 5, 20);
    const version = async () =>
      (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first<{ version: number }>())?.version ?? null;
    await env.DB.prepare("INSERT OR REPLACE INTO data_versions (scope, version) VALUES ('venues', 41)").run();
    await venueWithFeature(now - 1);
    await expireFeaturedVenues(db(), new Date(now));
    expect(await version()).toBe(42);
    await expireFeaturedVenues(db(), new Date(now));
    expect(await version()).toBe(42);
  });
});

describe("cron: expireAbandonedCheckouts", () => {
  it("pending checkouts older than 24 h expire; younger or closed ones stay", async () => {
    const now = Date.UTC(2026, 5, 20);
    const insert = (id: string, status: string, createdAt: number) =>
      env.DB.prepare("INSERT INTO checkouts (id, kind, status, amount_cents, created_at) VALUES (?, 'submission', ?, 100, ?)")
        .bind(id, status, createdAt)
        .run();
    await insert("old", "pending", now - 24 * HOUR);
    await insert("young", "pending", now - 24 * HOUR + 1);
    await insert("paid", "paid", now - 48 * HOUR);
    expect(await expireAbandonedCheckouts(db(), new Date(now))).toBe(1);
    expect(await expireAbandonedCheckouts(db(), new Date(now))).toBe(0);
    const rows = await env.DB.prepare("SELECT id, status FROM checkouts ORDER BY id").all<{ id: string; status: string }>();
    expect(Object.fromEntries(rows.results.map((r) => [r.id, r.status]))).toEqual({ old: "expired", young: "pending", paid: "paid" });
  });
});

describe("cron: drainOutbox", () => {
  /** Queues n e-mails at `at` (ms; the runs below read them on the same fixed clock). */
  const queue = async (n: number, at: number) => {
    for (let i = 0; i < n; i++) await enqueueEmail(db(), { to: `fan${i}@example.com`, subject: `Subject ${i}`, body: `Body ${i}`, at: new Date(at) });
  };
  const rows = () =>
    env.DB.prepare("SELECT * FROM email_outbox ORDER BY id")
      .all<Record<string, any>>()
      .then((r) => r.results);

  it("sends due mail through the sender and marks it sent", async () => {
    const now = Date.UTC(2026, 5, 20);
    await queue(2, now - MINUTE);
    const sent: EmailMessage[] = [];
    const result = await drainOutbox(db(), async (m) => void sent.push(m), new Date(now));
    expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(sent).toEqual([
      { to: "fan0@example.com", subject: "Subject 0", text: "Body 0" },
      { to: "fan1@example.com", subject: "Subject 1", text: "Body 1" },
    ]);
    for (const row of await rows()) expect(row).toMatchObject({ status: "sent", sent_at: now, attempts: 1, last_error: null });
    // Nothing is sent twice.
    expect(await drainOutbox(db(), async (m) => void sent.push(m), new Date(now + HOUR))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(2);
  });

  it("mail not yet due is left alone; at most 20 per run", async () => {
    const now = Date.UTC(2026, 5, 20);
    await queue(25, now);
    await env.DB.prepare("UPDATE email_outbox SET next_attempt_at = ? WHERE id = 1")
      .bind(now + 1)
      .run();
    const first = await drainOutbox(db(), async () => {}, new Date(now));
    expect(first.sent).toBe(20);
    const second = await drainOutbox(db(), async () => {}, new Date(now));
    expect(second.sent).toBe(4);
    expect((await rows())[0].status).toBe("queued");
  });

  it("failures retry with exponential back-off and become 'failed' after 8 attempts, never deleted", async () => {
    let now = Date.UTC(2026, 5, 20);
    await queue(1, now);
    const failing: EmailSender = async () => {
      throw new Error("provider down");
    };
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const result = await drainOutbox(db(), failing, new Date(now));
      const [row] = await rows();
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBe("provider down");
      if (attempt < 8) {
        expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
        expect(row.status).toBe("queued");
      } else {
        expect(result).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(row.status).toBe("failed");
      }
      delays.push((row.next_attempt_at - now) / MINUTE);
      // One ms before it is due, nothing happens.
      expect(await drainOutbox(db(), failing, new Date(row.next_attempt_at - 1))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      now = row.next_attempt_at;
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256]);
    // A failed e-mail stays (visible to admins) and is not retried.
    expect(await drainOutbox(db(), async () => {}, new Date(now + 1000 * HOUR))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rows()).toHaveLength(1);
  });

  it("a later success after failures marks the mail sent", async () => {
    const now = Date.UTC(2026, 5, 20);
    await queue(1, now);
    await drainOutbox(db(), async () => Promise.reject(new Error("500")), new Date(now));
    const [failed] = await rows();
    await drainOutbox(db(), async () => {}, new Date(failed.next_attempt_at));
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("concurrent drains never send the same e-mail twice", async () => {
    const now = Date.UTC(2026, 5, 20);
    await queue(10, now);
    const sent: string[] = [];
    const slow: EmailSender = async (m) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(m.to);
    };
    await Promise.all([drainOutbox(db(), slow, new Date(now)), drainOutbox(db(), slow, new Date(now)), drainOutbox(db(), slow, new Date(now))]);
    expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `fan${i}@example.com`).sort());
  });

  it("without a sender (no EMAIL_API_KEY) nothing is sent and mail stays queued", async () => {
    const now = Date.UTC(2026, 5, 20);
    await queue(1, now);
    expect(httpEmailSender({ ...env, EMAIL_API_KEY: undefined } as Bindings)).toBeNull();
    expect(await drainOutbox(db(), null, new Date(now))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: "queued", attempts: 0 });
    // The cron job itself runs fine without a key.
    expect((await runScheduled(env as Bindings, new Date(now))).drainOutbox).toBe("ok");
    expect((await rows())[0].status).toBe("queued");
  });

  it("the HTTP sender posts JSON {from, to, subject, text} with a bearer key; non-2xx throws", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 200 ? '{"id":"1"}' : "nope", { status });
    }) as unknown as typeof fetch;
    const sender = httpEmailSender({ ...env, EMAIL_API_KEY: "re_key" } as Bindings, fakeFetch)!;
    await sender({ to: "a@example.com", subject: "S", text: "T" });
    expect(calls[0].url).toBe(DEFAULT_EMAIL_API_URL);
    expect(calls[0].init.method).toBe("POST");
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe("Bearer re_key");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      from: "World Cup Watch Spots <support@worldcupwatchspots.com>",
      to: "a@example.com",
      subject: "S",
      text: "T",
    });

    const custom = httpEmailSender(
      { ...env, EMAIL_API_KEY: "k", EMAIL_API_URL: "http://127.0.0.1:9/send", EMAIL_FROM: "Spots <hi@example.com>" } as Bindings,
      fakeFetch,
    )!;
    await custom({ to: "b@example.com", subject: "S", text: "T" });
    expect(calls[1].url).toBe("http://127.0.0.1:9/send");
    expect(JSON.parse(String(calls[1].init.body)).from).toBe("Spots <hi@example.com>");

    status = 422;
    await expect(sender({ to: "a@example.com", subject: "S", text: "T" })).rejects.toThrow(/422/);
  });
});

describe("runScheduled", () => {
  it("runs every job and reports ok", async () => {
    const results = await runScheduled(env as Bindings, new Date("2026-12-05T12:00:00Z"));
    expect(results).toMatchObject({ expireFeaturedVenues: "ok", drainOutbox: "ok", expireAbandonedCheckouts: "ok" });
  });
});
