// Match reminders by e-mail (docs/decisions/031): double opt-in, signed links, the cron's timing in
// the fan's zone (DST included), one send under retries, corrections, one-click unsubscribe, deletion,
// limits, the week an unconfirmed address is kept, and 10,000 reminders due in the same hour.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import type { Bindings } from "../../../src-worker/env";
import worker from "../../../src-worker/index";
import { signInWithToken } from "../../../src-worker/services/auth/owner-auth";
import { enqueueEmail } from "../../../src-worker/services/mail/email-outbox";
import { deliverQueued, type EmailSender, fanOutOutbox, httpEmailSender, type OutboxMessage } from "../../../src-worker/services/mail/email-sender";
import { reminderTime, sendDueReminders } from "../../../src-worker/services/mail/reminders";
import { askOwnersToConfirm } from "../../../src-worker/services/owners/owner-asks";
import * as contract from "../../../src-worker/shared/contract/reminders";
import { call, callApp, callJson, cityId, count, insertVenue, runCron, seedBase, testModeEnv } from "../helpers";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const db = () => createDb(env.DB);

interface Mail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  headers: string | null;
  dedupe_key: string | null;
}
const mails = async (to?: string) =>
  (
    await env.DB.prepare(`SELECT id, to_address, subject, body, headers, dedupe_key FROM email_outbox ${to ? "WHERE to_address = ?" : ""} ORDER BY id`)
      .bind(...(to ? [to] : []))
      .all<Mail>()
  ).results;

const FAN = "fan@example.com";
/** Saturday 5 December 2026, 15:00 UTC: 10:00 in New York, 07:00 in Seattle (both morning kick-offs). */
const KICKOFF = Date.UTC(2026, 11, 5, 15, 0);
const MATCH = 9001;

async function insertMatch(number: number, kickoffAt: number, extra: Record<string, unknown> = {}) {
  const row: Record<string, unknown> = {
    number,
    competition_id: "premier-league-2026-27",
    round: "Matchday 15",
    kickoff_at: kickoffAt,
    kickoff_precision: "exact",
    kickoff_local: "2026-12-05 15:00",
    utc_offset: "+00:00",
    team1_code: "arsenal",
    team2_code: "chelsea",
    status: "scheduled",
    ...extra,
  };
  const keys = Object.keys(row);
  await env.DB.prepare(`INSERT INTO matches (${keys.join(", ")}) VALUES (${keys.map(() => "?").join(", ")})`)
    .bind(...keys.map((k) => row[k]))
    .run();
}

beforeEach(async () => {
  await seedBase();
  // Only the test's own match: the seeded fixtures of these clubs are set aside.
  await env.DB.prepare("DELETE FROM matches WHERE team1_code IN ('arsenal', 'chelsea') OR team2_code IN ('arsenal', 'chelsea')").run();
  await insertMatch(MATCH, KICKOFF);
});

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callJson<{ accepted?: true; error?: string; code?: string }>("/api/reminders", {
    method: "POST",
    json: { email: FAN, team: "arsenal", city: "new-york", locale: "en", ...body },
    headers,
  });

/** The token of the first link to `path` in the fan's latest e-mail. */
async function linkToken(path: string, to = FAN): Promise<string> {
  const list = await mails(to);
  const m = new RegExp(`${path}\\?token=([\\w.-]+)`).exec(list[list.length - 1].body);
  expect(m, `a ${path} link`).not.toBeNull();
  return m![1];
}

async function signUpAndConfirm(body: Record<string, unknown> = {}, to = FAN) {
  expect((await signUp({ email: to, ...body })).status).toBe(202);
  const token = await linkToken("/reminders/confirm", to);
  const res = await callJson<{ confirmed: true; token: string }>("/api/reminders/confirm", { method: "POST", json: { token } });
  expect(res.status).toBe(200);
  return res.body.token;
}

const reminders = async (to = FAN) => (await mails(to)).filter((m) => m.dedupe_key?.startsWith("reminder:"));

describe("sign-up and double opt-in", () => {
  it("queues only a confirmation, with its links and the RFC 8058 headers, and says the same for a known address", async () => {
    const first = await signUp({});
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ accepted: true });
    expect(contract.reminderSignUpAccepted.safeParse(first.body).success).toBe(true);
    const [mail] = await mails(FAN);
    expect(mail.subject).toBe("Confirm your match reminders for Arsenal");
    expect(mail.body).toContain("before Arsenal's matches, with the places in New York");
    expect(mail.body).toMatch(/http:\/\/localhost:8787\/reminders\/confirm\?token=\d+\.[\w-]{43}/);
    expect(mail.body).toMatch(/\/reminders\/manage\?token=/);
    expect(mail.body).toMatch(/\/reminders\/unsubscribe\?token=/);
    const headers = JSON.parse(mail.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:8787\/api\/reminders\/unsubscribe\?token=\d+\.[\w-]{43}>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The address is stored once, lower-cased; nothing is confirmed yet.
    const second = await signUp({ email: " Fan@Example.com " });
    expect(second.status).toBe(202);
    expect(second.body).toEqual(first.body);
    expect(await count("reminder_subscribers")).toBe(1);
    expect(await count("reminder_subscribers", "confirmed_at IS NULL")).toBe(1);
  });

  it("sends nothing but the confirmation until its link is used, then the reminder", async () => {
    await signUp({});
    await runCron(KICKOFF - 17 * HOUR);
    expect(await reminders()).toHaveLength(0);
    const token = await linkToken("/reminders/confirm");
    const confirmed = await callJson<{ confirmed: true; token: string }>("/api/reminders/confirm", { method: "POST", json: { token } });
    expect(confirmed.status).toBe(200);
    expect(await count("reminder_subscribers", "confirmed_at IS NOT NULL")).toBe(1);
    expect(contract.reminderConfirmed.safeParse(confirmed.body).success).toBe(true);
    await runCron(KICKOFF - 16 * HOUR);
    expect(await reminders()).toHaveLength(1);
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    for (const [body, status] of [
      [{ email: "not-an-address" }, 400],
      [{ city: undefined }, 400],
      [{ city: undefined, lat: 47.61 }, 400],
      [{ city: undefined, lat: 47.6062, lng: -122.33 }, 400],
      [{ team: "nope!" }, 400],
      [{ locale: "fr" }, 400],
      [{ team: "zzzz-fc" }, 404],
      [{ city: "atlantis" }, 404],
    ] as const) {
      const res = await signUp(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBeTruthy();
    }
    expect(await count("reminder_subscribers")).toBe(0);
    expect(await count("email_outbox")).toBe(0);
  });

  it("takes a rounded location instead of a city and keeps only the nearest city", async () => {
    await signUpAndConfirm({ city: undefined, lat: 47.61, lng: -122.33 });
    const row = await env.DB.prepare("SELECT c.slug FROM reminder_follows f JOIN cities c ON c.id = f.city_id").first<{ slug: string }>();
    expect(row!.slug).toBe("seattle");
  });

  it("a stranger's sign-up cannot move a confirmed follow: the fan gets their own links instead", async () => {
    await signUpAndConfirm();
    await signUp({ city: "seattle" });
    const last = (await mails(FAN)).at(-1)!;
    expect(last.body).toContain("already gets an e-mail before Arsenal's matches, with the places in New York");
    expect(last.body).not.toContain("/reminders/confirm");
    const row = await env.DB.prepare("SELECT c.slug FROM reminder_follows f JOIN cities c ON c.id = f.city_id").first<{ slug: string }>();
    expect(row!.slug).toBe("new-york");
  });

  it("refuses a tampered or another fan's link", async () => {
    await signUp({});
    const token = await linkToken("/reminders/confirm");
    const [id, sig] = token.split(".");
    for (const bad of [`${Number(id) + 1}.${sig}`, `${id}.${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`]) {
      const res = await callJson<{ code: string }>("/api/reminders/confirm", { method: "POST", json: { token: bad } });
      expect(res.status).toBe(404);
    }
    // A confirmation token does not open the fan's page (another purpose).
    expect((await call(`/api/reminders/manage?token=${token}`)).status).toBe(404);
    expect(await count("reminder_subscribers", "confirmed_at IS NOT NULL")).toBe(0);
  });
});

describe("the reminder's time in the fan's zone", () => {
  it("is the evening before a morning kick-off and the morning of a later one, on the zone's own clock", () => {
    const ny = "America/New_York";
    // 10:00 EST -> 18:00 EST the day before.
    expect(reminderTime(new Date(KICKOFF), ny).toISOString()).toBe("2026-12-04T23:00:00.000Z");
    // 07:00 PST -> 18:00 PST the day before (02:00 UTC on the 5th).
    expect(reminderTime(new Date(KICKOFF), "America/Los_Angeles").toISOString()).toBe("2026-12-05T02:00:00.000Z");
    // 20:00 EST -> 09:00 EST the same day.
    expect(reminderTime(new Date(Date.UTC(2026, 11, 6, 1, 0)), ny).toISOString()).toBe("2026-12-05T14:00:00.000Z");
    // DST ends on 1 November 2026: a 10:00 EST kick-off is reminded at 18:00 EDT on 31 October.
    expect(reminderTime(new Date(Date.UTC(2026, 10, 1, 15, 0)), ny).toISOString()).toBe("2026-10-31T22:00:00.000Z");
    // DST starts on 14 March 2027: a 10:00 EDT kick-off is reminded at 18:00 EST on 13 March.
    expect(reminderTime(new Date(Date.UTC(2027, 2, 14, 14, 0)), ny).toISOString()).toBe("2027-03-13T23:00:00.000Z");
    // Noon is no longer morning: 12:00 EST -> 09:00 the same day.
    expect(reminderTime(new Date(Date.UTC(2026, 11, 5, 17, 0)), ny).toISOString()).toBe("2026-12-05T14:00:00.000Z");
  });

  it("goes out for each fan at their own city's time, in the language they signed up in", async () => {
    await signUpAndConfirm({}, "ny@example.com");
    await signUpAndConfirm({ city: "seattle", locale: "es" }, "sea@example.com");
    await runCron(Date.parse("2026-12-04T22:59:00Z"));
    expect(await count("email_outbox", "dedupe_key LIKE 'reminder:%'")).toBe(0);
    await runCron(Date.parse("2026-12-04T23:00:00Z"));
    expect(await reminders("ny@example.com")).toHaveLength(1);
    expect(await reminders("sea@example.com")).toHaveLength(0);
    await runCron(Date.parse("2026-12-05T02:00:00Z"));
    const [ny] = await reminders("ny@example.com");
    const [sea] = await reminders("sea@example.com");
    expect(ny.subject).toBe("Arsenal – Chelsea: Saturday, December 5 at 10:00 AM");
    expect(ny.body).toContain("(Premier League) kicks off Saturday, December 5 at 10:00 AM (EST)");
    expect(ny.body).toContain("No venue in New York has confirmed showing it yet.");
    expect(ny.body).toContain("http://localhost:8787/match/9001-arsenal-chelsea");
    expect(sea.body).toContain("empieza el sábado, 5 de diciembre, 7:00 a.m. (PST)");
    expect(sea.body).toContain("Ningún lugar de Seattle ha confirmado todavía que lo transmite.");
    expect(sea.body).toContain("http://localhost:8787/es/match/9001-arsenal-chelsea");
    expect(JSON.parse(sea.headers!)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("lists the city's venues that confirmed showing it or host the team's supporters, with who confirmed and when", async () => {
    const ny = await cityId("new-york");
    const shows = await insertVenue(ny, { name: "The Gunners Pub", address: "1 Main St" });
    const supporters = await insertVenue(ny, { name: "Blue Lions Bar", address: "2 Main St" });
    const elsewhere = await insertVenue(await cityId("seattle"), { name: "Far Away Bar" });
    const claim = env.DB.prepare(
      "INSERT INTO venue_claims (venue_id, subject, kind, match_number, team_code, source, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    await env.DB.batch([
      claim.bind(shows, `match:${MATCH}`, "match", MATCH, null, "owner", Date.parse("2026-11-20T12:00:00Z")),
      claim.bind(supporters, "team:chelsea", "supporters", null, "chelsea", "admin", Date.parse("2026-10-02T12:00:00Z")),
      claim.bind(elsewhere, `match:${MATCH}`, "match", MATCH, null, "owner", Date.parse("2026-11-20T12:00:00Z")),
    ]);
    await signUpAndConfirm();
    await runCron(Date.parse("2026-12-04T23:00:00Z"));
    const [mail] = await reminders();
    expect(mail.body).toContain(
      "Places in New York showing it:\n- The Gunners Pub, 1 Main St: shows this match, confirmed by the venue's owner on November 20, 2026",
    );
    expect(mail.body).toContain("- Blue Lions Bar, 2 Main St: Chelsea supporters' venue, confirmed by the site's editors on October 2, 2026");
    expect(mail.body).not.toContain("Far Away Bar");
    expect(mail.body).not.toContain("No venue");
  });

  it("sends nothing for a postponed match or one without a kick-off time", async () => {
    await insertMatch(9002, KICKOFF + HOUR, { status: "postponed" });
    await insertMatch(9003, KICKOFF + 2 * HOUR, { kickoff_precision: "time_tbc" });
    await signUpAndConfirm();
    await runCron(Date.parse("2026-12-05T00:00:00Z"));
    const sent = await reminders();
    expect(sent.map((m) => m.dedupe_key)).toEqual([expect.stringMatching(new RegExp(`^reminder:\\d+:${MATCH}:`))]);
  });
});

describe("once only, and corrections", () => {
  it("sends one reminder under a retried cron and two runs at once", async () => {
    await signUpAndConfirm();
    const at = Date.parse("2026-12-04T23:15:00Z");
    await runCron(at);
    await runCron(at);
    await Promise.all([sendDueReminders(db(), env as Bindings, new Date(at + 60_000)), sendDueReminders(db(), env as Bindings, new Date(at + 60_000))]);
    await runCron(at + 15 * 60_000);
    expect(await reminders()).toHaveLength(1);
    expect(await count("reminder_sends")).toBe(1);
  });

  it("a fan following both sides gets one e-mail for the match", async () => {
    await signUpAndConfirm();
    await signUpAndConfirm({ team: "chelsea" });
    await runCron(Date.parse("2026-12-04T23:00:00Z"));
    expect(await reminders()).toHaveLength(1);
  });

  it("a moved kick-off sends one correction once a reminder went, and none before", async () => {
    await signUpAndConfirm();
    await runCron(Date.parse("2026-12-04T23:00:00Z"));
    const moved = Date.UTC(2026, 11, 5, 19, 30); // 14:30 EST
    await env.DB.prepare("UPDATE matches SET kickoff_at = ? WHERE number = ?").bind(moved, MATCH).run();
    await runCron(Date.parse("2026-12-04T23:15:00Z"));
    await runCron(Date.parse("2026-12-04T23:30:00Z"));
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent[1].subject).toBe("New time: Arsenal – Chelsea, Saturday, December 5 at 2:30 PM");
    expect(sent[1].body).toContain("The kick-off has moved. Arsenal – Chelsea (Premier League) now kicks off Saturday, December 5 at 2:30 PM (EST).");
    // Postponed without a new time: one more e-mail saying so, then the new time when it is set.
    await env.DB.prepare("UPDATE matches SET status = 'postponed' WHERE number = ?").bind(MATCH).run();
    await runCron(Date.parse("2026-12-05T10:00:00Z"));
    await runCron(Date.parse("2026-12-05T10:15:00Z"));
    expect((await reminders()).map((m) => m.subject)).toEqual([expect.any(String), expect.any(String), "Postponed: Arsenal – Chelsea"]);
    // A fan reminded of nothing yet gets no correction: the match moved before their reminder time.
    await signUpAndConfirm({}, "late@example.com");
    expect(await reminders("late@example.com")).toHaveLength(0);
  });
});

describe("unsubscribe, the fan's page, deletion", () => {
  it("unsubscribes in one click from a mail client's POST (any origin), and a GET only opens the page", async () => {
    const manage = await signUpAndConfirm();
    const header = JSON.parse((await mails(FAN))[0].headers!)["List-Unsubscribe"] as string;
    const url = header.slice(1, -1);
    const get = await callApp(url.replace("http://localhost:8787", ""));
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe(`/reminders/unsubscribe?token=${manage}`);
    expect(await count("reminder_subscribers")).toBe(1);
    const post = await call(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ deleted: true });
    expect(await count("reminder_subscribers")).toBe(0);
    expect(await count("reminder_follows")).toBe(0);
    // The mail client may retry: still done, nothing to delete.
    expect((await call(url, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    await runCron(Date.parse("2026-12-04T23:00:00Z"));
    expect(await reminders()).toHaveLength(0);
  });

  it("shows what the fan follows, changes the city, removes a team, and deletes everything", async () => {
    const token = await signUpAndConfirm();
    await signUpAndConfirm({ team: "USA", locale: "es" });
    const page = await callJson<{ email: string; confirmedAt: string; follows: { team: { code: string }; city: { slug: string }; locale: string }[] }>(
      `/api/reminders/manage?token=${token}`,
    );
    expect(page.status).toBe(200);
    expect(page.res.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body.email).toBe(FAN);
    expect(contract.reminderPage.safeParse(page.body).success).toBe(true);
    expect(page.body.confirmedAt).toEqual(expect.any(String));
    expect(page.body.follows.map((f) => [f.team.code, f.city.slug, f.locale])).toEqual([
      ["arsenal", "new-york", "en"],
      ["USA", "new-york", "es"],
    ]);
    const moved = await callJson<typeof page.body>(`/api/reminders/manage/follows/arsenal?token=${token}`, { method: "PATCH", json: { city: "seattle" } });
    expect(moved.body.follows[0].city.slug).toBe("seattle");
    expect((await callJson(`/api/reminders/manage/follows/arsenal?token=${token}`, { method: "PATCH", json: { city: "atlantis" } })).status).toBe(404);
    const removed = await callJson<typeof page.body>(`/api/reminders/manage/follows/usa?token=${token}`, { method: "DELETE" });
    expect(removed.body.follows.map((f) => f.team.code)).toEqual(["arsenal"]);
    await runCron(Date.parse("2026-12-05T02:00:00Z"));
    expect(await reminders()).toHaveLength(1);
    const deleted = await callJson(`/api/reminders/manage?token=${token}`, { method: "DELETE" });
    expect(deleted.body).toEqual({ deleted: true });
    expect(contract.reminderDeleted.safeParse(deleted.body).success).toBe(true);
    expect(await count("reminder_subscribers")).toBe(0);
    expect(await count("reminder_sends")).toBe(0);
    // The e-mails the site holds for the address go too.
    expect(await count("email_outbox", "to_address = ?", FAN)).toBe(0);
    expect((await call(`/api/reminders/manage?token=${token}`)).status).toBe(404);
  });

  it("forgets an address that never confirms after a week, and its link stops working", async () => {
    await signUp({});
    const token = await linkToken("/reminders/confirm");
    await env.DB.prepare("UPDATE reminder_subscribers SET created_at = created_at - ?")
      .bind(7 * DAY + 60_000)
      .run();
    await runCron();
    expect(await count("reminder_subscribers")).toBe(0);
    expect(await count("email_outbox", "to_address = ?", FAN)).toBe(0);
    expect((await callJson("/api/reminders/confirm", { method: "POST", json: { token } })).status).toBe(404);
  });
});

describe("limits", () => {
  it("limits sign-ups per address and per network address", async () => {
    for (let i = 0; i < 3; i++) expect((await signUp({}, { "cf-connecting-ip": "10.0.0.1" })).status).toBe(202);
    const fourth = await signUp({}, { "cf-connecting-ip": "10.0.0.2" });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/^Too many reminder sign-ups\. Please try again in/);
    for (let i = 0; i < 17; i++) expect((await signUp({ email: `f${i}@example.com` }, { "cf-connecting-ip": "10.0.0.1" })).status).toBe(202);
    expect((await signUp({ email: "one-more@example.com" }, { "cf-connecting-ip": "10.0.0.1" })).status).toBe(429);
    expect(await count("email_outbox")).toBe(20);
  });

  it("in production without its secret, a sign-up is refused plainly and stores nothing", async () => {
    const res = await callApp(
      "/api/reminders",
      { method: "POST", json: { email: FAN, team: "arsenal", city: "new-york", locale: "en" } },
      testModeEnv({ ENVIRONMENT: "production", STRIPE_WEBHOOK_SECRET: "whsec_x", ADMIN_PASSWORD: "a-Strong-admin-Pass-4-tests!" } as Partial<Bindings>),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe("not_configured");
    expect(await count("reminder_subscribers")).toBe(0);
  });
});

describe("10,000 reminders due in the same hour", () => {
  it("are all queued once by one run and sent once through the e-mail queue", { timeout: 120_000 }, async () => {
    const N = 10_000;
    const ny = await cityId("new-york");
    const seattle = await cityId("seattle");
    const confirmed = Date.parse("2026-11-01T00:00:00Z");
    const rows = Array.from({ length: N }, (_, i) => ({ e: `fan${i}@example.com`, c: i % 2 ? ny : seattle, l: i % 3 ? "en" : "es" }));
    for (let i = 0; i < N; i += 2000) {
      const chunk = JSON.stringify(rows.slice(i, i + 2000));
      await env.DB.batch([
        env.DB.prepare("INSERT INTO reminder_subscribers (email, confirmed_at) SELECT value ->> 'e', ? FROM json_each(?)").bind(confirmed, chunk),
        env.DB.prepare(
          `INSERT INTO reminder_follows (subscriber_id, team_code, city_id, locale, confirmed_at)
           SELECT s.id, 'arsenal', value ->> 'c', value ->> 'l', ? FROM json_each(?) JOIN reminder_subscribers s ON s.email = value ->> 'e'`,
        ).bind(confirmed, chunk),
      ]);
    }
    // Everyone's reminder time has come (the Seattle fans' is the later one).
    const at = new Date("2026-12-05T02:00:00Z");
    const started = performance.now();
    const result = await sendDueReminders(db(), env as Bindings, at);
    const ms = performance.now() - started;
    console.log(`10,000 reminders queued in ${Math.round(ms)} ms`);
    expect(result.reminders).toBe(N);
    expect(await count("email_outbox", "dedupe_key LIKE 'reminder:%'")).toBe(N);
    expect(await count("reminder_sends")).toBe(N);
    // A second run finds nothing left to send.
    expect((await sendDueReminders(db(), env as Bindings, new Date(at.getTime() + 15 * 60_000))).reminders).toBe(0);
    expect(await count("email_outbox")).toBe(N);

    // The same run hands them all to the e-mail queue; its consumers send each one once, even when
    // the queue delivers a batch twice.
    const queue = fakeQueue();
    const fanned = performance.now();
    expect(await fanOutOutbox(db(), queue.binding, at)).toBe(N);
    console.log(`10,000 e-mails put on the queue in ${Math.round(performance.now() - fanned)} ms, ${queue.calls} sendBatch calls`);
    expect(queue.calls).toBe(N / 100);
    const sent = new Map<string, number>();
    const sender: EmailSender = async (m) => void sent.set(m.to, (sent.get(m.to) ?? 0) + 1);
    // Every row is on the queue exactly once.
    expect(new Set(queue.messages.map((m) => m.id)).size).toBe(N);
    // Consumers are separate invocations (the platform runs many at once): 20 of the 200 batches are
    // run here to time one; each sends its 50 e-mails once, and a batch delivered twice sends nothing more.
    const delivered = performance.now();
    for (let i = 0; i < 20 * 50; i += 50) await deliverQueued(db(), sender, queue.messages.slice(i, i + 50), at);
    console.log(`one consumer batch of 50 e-mails takes ${Math.round((performance.now() - delivered) / 20)} ms`);
    await deliverQueued(db(), sender, queue.messages.slice(0, 50), at);
    expect(sent.size).toBe(1000);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(await count("email_outbox", "status = 'sent'")).toBe(1000);
  });
});

/** A queue binding that keeps what is sent to it. */
function fakeQueue() {
  const messages: OutboxMessage[] = [];
  const state = { calls: 0, messages };
  const binding = {
    sendBatch: async (batch: Iterable<MessageSendRequest<OutboxMessage>>) => {
      state.calls++;
      for (const m of batch) messages.push(m.body);
    },
  } as unknown as Queue<OutboxMessage>;
  return Object.assign(state, { binding });
}

describe("the outbox fans out through the e-mail queue", () => {
  // A fixed clock: the rows are queued, and the runs read them, on the test's time.
  const NOW = new Date("2026-12-05T12:00:00Z");
  const mail = (n: number) => enqueueEmail(db(), { to: `q${n}@example.com`, subject: "s", body: "b", dedupeKey: `q:${n}`, at: NOW });

  it("a message delivered late, after a later run leased the row again, sends nothing: the newer message does", async () => {
    await mail(1);
    const now = NOW;
    const first = fakeQueue();
    await fanOutOutbox(db(), first.binding, now);
    // The first message is lost; after the lease (10 minutes) the next run leases the row again.
    const later = new Date(now.getTime() + 11 * 60_000);
    const second = fakeQueue();
    expect(await fanOutOutbox(db(), second.binding, later)).toBe(1);
    const sent: string[] = [];
    const sender: EmailSender = async (m) => void sent.push(m.to);
    expect((await deliverQueued(db(), sender, first.messages, later)).sent).toBe(0);
    expect((await deliverQueued(db(), sender, second.messages, later)).sent).toBe(1);
    expect((await deliverQueued(db(), sender, second.messages, later)).sent).toBe(0);
    expect(sent).toEqual(["q1@example.com"]);
  });

  it("a refused e-mail is retried by a later run with back-off, and the RFC 8058 headers reach the e-mail API", async () => {
    await enqueueEmail(db(), {
      to: "h@example.com",
      subject: "s",
      body: "b",
      headers: { "List-Unsubscribe": "<https://x/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      at: NOW,
    });
    const now = NOW;
    const queue = fakeQueue();
    await fanOutOutbox(db(), queue.binding, now);
    const refused: EmailSender = async () => {
      throw new Error("503");
    };
    expect(await deliverQueued(db(), refused, queue.messages, now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const again = fakeQueue();
    expect(await fanOutOutbox(db(), again.binding, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await fanOutOutbox(db(), again.binding, new Date(now.getTime() + 3 * 60_000))).toBe(1);
    const bodies: unknown[] = [];
    const sender = httpEmailSender({ ...(env as Bindings), EMAIL_API_KEY: "k" }, (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response("{}", { status: 200 });
    }) as typeof fetch);
    expect((await deliverQueued(db(), sender, again.messages, new Date(now.getTime() + 3 * 60_000))).sent).toBe(1);
    expect(bodies[0]).toMatchObject({ to: "h@example.com", headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } });
  });

  it("the Worker's queue handler takes a batch and acknowledges it", async () => {
    const batch = createMessageBatch<OutboxMessage>("worldcup-watch-spots-email", [{ id: "1", timestamp: new Date(), attempts: 1, body: { id: 1, lease: 0 } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env as Bindings);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.ackAll).toBe(true);
  });
});

describe("owners are asked to keep listings true", () => {
  const OWNER = "owner@gunners.example";
  async function ownedVenue(verifiedAt: number | null) {
    const id = await insertVenue(await cityId("new-york"), { name: "The Gunners Pub", verified_at: verifiedAt });
    await env.DB.prepare("INSERT INTO venue_owners (venue_id, email) VALUES (?, ?)").bind(id, OWNER).run();
    return id;
  }
  const asks = async () => (await mails(OWNER)).filter((m) => m.dedupe_key?.startsWith("owner-ask:"));

  it("once a month, from the 1st at 15:00 UTC, with one sign-in link that opens the listing; never twice", async () => {
    const id = await ownedVenue(Date.parse("2026-07-14T12:00:00Z"));
    await askOwnersToConfirm(db(), env as Bindings, new Date("2026-12-01T14:59:00Z"));
    expect(await asks()).toHaveLength(0);
    await runCron(Date.parse("2026-12-01T15:00:00Z"));
    await runCron(Date.parse("2026-12-01T15:15:00Z"));
    await askOwnersToConfirm(db(), env as Bindings, new Date("2026-12-20T10:00:00Z"));
    const sent = await asks();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe("Is the listing of The Gunners Pub still right?");
    expect(sent[0].body).toContain("It is December: please check that your listing is still right.");
    expect(sent[0].body).toContain("last confirmed by you on July 14, 2026");
    const link = new RegExp(`/owner/sign-in\\?token=([\\w-]{43})&venue=${id}`).exec(sent[0].body);
    expect(link).not.toBeNull();
    // One token per e-mail queued, valid a week; it signs the owner in.
    expect(await count("owner_sign_in_tokens")).toBe(1);
    // The link is used the next day (it works for a week from the ask): sign-in links run on the real
    // clock, so the day is given to the sign-in itself.
    const session = await signInWithToken(db(), link![1], undefined, Date.parse("2026-12-02T09:00:00Z"));
    expect(session?.email).toBe(OWNER);
    // Next month, again.
    await askOwnersToConfirm(db(), env as Bindings, new Date("2027-01-01T15:00:00Z"));
    expect(await asks()).toHaveLength(2);
  });

  it("before a competition's new season too; a listing confirmed in the last 20 days skips the monthly ask", async () => {
    await ownedVenue(Date.parse("2026-11-25T12:00:00Z"));
    await env.DB.prepare(
      "INSERT INTO competitions (id, name_en, name_es, short_en, short_es, kind, season, time_zone, source_kind, source_label, source_licence) VALUES ('mls-2027', 'Major League Soccer', 'MLS', 'MLS', 'MLS', 'league', '2027', 'America/New_York', 'csv', 'test', 'test')",
    ).run();
    await insertMatch(9100, Date.parse("2026-12-10T20:00:00Z"), { competition_id: "mls-2027" });
    await askOwnersToConfirm(db(), env as Bindings, new Date("2026-12-01T16:00:00Z"));
    await askOwnersToConfirm(db(), env as Bindings, new Date("2026-12-02T16:00:00Z"));
    const sent = await asks();
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain("A new season starts on December 10 (Major League Soccer)");
  });
});
