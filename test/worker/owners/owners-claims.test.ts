// Venue owners claim a listing: the domain rule, the admins' queue, single-use 15-minute sign-in
// links, identical answers whatever is known, rate limits, sessions apart from the admin's, the
// development mailbox, and the claim a "Claim & Feature" purchase opens.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../../src-worker/db/client";
import { hashToken } from "../../../src-worker/services/auth/admin-auth";
import { emailMatchesWebsite, registrableHost } from "../../../src-worker/services/owners/owner-claims";
import { fulfilCheckout } from "../../../src-worker/services/payments/fulfilment";
import * as owner from "../../../src-worker/shared/contract/owner";
import { asAdmin, BASE, call, callApp, callJson, cityId, count, insertVenue, login, runCron, seedBase, testModeEnv } from "../helpers";
import { asOwner, claim, latestToken, ownerOf, signIn, venueWithWebsite } from "../owner-helpers";

describe("the domain rule", () => {
  it("compares the registrable host of the e-mail and the website, without www.", () => {
    expect(registrableHost("www.thepitch.example.com")).toBe("example.com");
    expect(registrableHost("www.pub.co.uk")).toBe("pub.co.uk");
    expect(emailMatchesWebsite("owner@thepitch.com", "https://www.thepitch.com/menu")).toBe(true);
    expect(emailMatchesWebsite("owner@mail.thepitch.com", "thepitch.com")).toBe(true);
    expect(emailMatchesWebsite("owner@thepitch.com", "https://thepitch.co")).toBe(false);
    expect(emailMatchesWebsite("owner@evilthepitch.com", "https://thepitch.com")).toBe(false);
    expect(emailMatchesWebsite("owner@thepitch.com", null)).toBe(false);
    // Shared hosts prove nothing: anyone has an address there.
    expect(emailMatchesWebsite("someone@gmail.com", "https://sites.gmail.com/pub")).toBe(false);
    expect(emailMatchesWebsite("someone@facebook.com", "https://www.facebook.com/thepitch")).toBe(false);
  });
});

describe("claiming a venue", () => {
  it("from the website's domain: verified at once, a sign-in link queued, only its hash stored", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://www.thepitch.com");
    const { status, body } = await claim(venueId, "Manager@ThePitch.com ");
    expect(status).toBe(202);
    expect(body.accepted).toBe(true);
    expect(await count("venue_owners", "venue_id = ? AND email = ?", venueId, "manager@thepitch.com")).toBe(1);
    expect(await count("owner_claims", "status = 'verified'")).toBe(1);
    const token = await latestToken("manager@thepitch.com");
    const stored = JSON.stringify((await env.DB.prepare("SELECT * FROM owner_sign_in_tokens").all()).results);
    expect(stored).not.toContain(token);
    expect(stored).toContain(await hashToken(token));
    expect(owner.ownerLinkSent.parse(body)).toEqual(body);
    const cookie = await signIn(token);
    const venues = owner.ownerVenueListItem.array().parse((await asOwner(cookie).get("/api/owner/venues")).body);
    expect(venues.map((v) => v.id)).toEqual([venueId]);
    const session = owner.ownerSession.parse((await asOwner(cookie).get("/api/owner/session")).body);
    expect(session.email).toBe("manager@thepitch.com");
  });

  it("from another domain: waits in the admins' queue with its evidence; approval makes the owner", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://www.thepitch.com");
    expect((await claim(venueId, "fan@gmail.com", { message: "I run the bar since 2019" })).status).toBe(202);
    expect(await count("venue_owners")).toBe(0);
    const cookie = await signIn(await latestToken("fan@gmail.com"));
    expect((await asOwner(cookie).get<unknown[]>("/api/owner/venues")).body).toEqual([]);

    const admin = asAdmin(() => adminCookie);
    const adminCookie = await login();
    const queue = await admin.get<{ claims: { id: number; email: string; website: string; message: string; status: string }[] }>("/api/admin/owner-claims");
    expect(queue.status).toBe(200);
    expect(queue.body.claims).toHaveLength(1);
    expect(queue.body.claims[0]).toMatchObject({
      email: "fan@gmail.com",
      website: "https://www.thepitch.com",
      message: "I run the bar since 2019",
      status: "pending",
    });
    const approved = await callJson(`/api/admin/owner-claims/${queue.body.claims[0].id}/approve`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: BASE },
    });
    expect(approved.status).toBe(200);
    expect((await asOwner(cookie).get<{ id: number }[]>("/api/owner/venues")).body.map((v) => v.id)).toEqual([venueId]);
    expect(await count("admin_logs", "event = 'owner_claim_approved'")).toBe(1);
    // A decided claim cannot be decided again.
    const again = await callJson(`/api/admin/owner-claims/${queue.body.claims[0].id}/reject`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: BASE },
    });
    expect(again.status).toBe(409);
  });

  it("an address outside the venue's domain sees its pending claim, and the approval e-mail signs it in", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://www.thepitch.com");
    expect((await claim(venueId, "fan@gmail.com")).status).toBe(202);
    const cookie = await signIn(await latestToken("fan@gmail.com"));
    const claims = await asOwner(cookie).get<owner.OwnerClaimListItem[]>("/api/owner/claims");
    expect(claims.status).toBe(200);
    expect(claims.res.headers.get("cache-control")).toBe("private, no-store");
    expect(owner.ownerClaimListItem.array().parse(claims.body)).toEqual([
      expect.objectContaining({ venueId, venueName: "The Pitch", cityName: "Seattle", status: "pending", decidedAt: null }),
    ]);
    expect((await call("/api/owner/claims")).status).toBe(401);

    const adminCookie = await login();
    const approved = await callJson(`/api/admin/owner-claims/${claims.body[0].id}/approve`, { method: "POST", headers: { cookie: adminCookie, origin: BASE } });
    expect(approved.status).toBe(200);
    const mail = await env.DB.prepare("SELECT subject, body FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1")
      .bind("fan@gmail.com")
      .first<{ subject: string; body: string }>();
    expect(mail!.subject).toBe("You can now manage The Pitch");
    expect(mail!.body).toContain("/owner with this address");
    // Its link works once, like every sign-in link, in a new browser.
    const token = await latestToken("fan@gmail.com");
    const fresh = await signIn(token);
    expect((await asOwner(fresh).get<{ id: number }[]>("/api/owner/venues")).body.map((v) => v.id)).toEqual([venueId]);
    expect((await asOwner(fresh).get<owner.OwnerClaimListItem[]>("/api/owner/claims")).body[0].status).toBe("approved");
    expect((await call("/api/owner/session", { method: "POST", json: { token }, headers: { origin: BASE } })).status).toBe(401);
  });

  it("a rejected claim makes no owner", async () => {
    await seedBase();
    const venueId = await venueWithWebsite();
    await claim(venueId, "someone@gmail.com");
    const adminCookie = await login();
    const { body } = await asAdmin(() => adminCookie).get<{ claims: { id: number }[] }>("/api/admin/owner-claims");
    const res = await callJson(`/api/admin/owner-claims/${body.claims[0].id}/reject`, { method: "POST", headers: { cookie: adminCookie, origin: BASE } });
    expect(res.status).toBe(200);
    expect(await count("venue_owners")).toBe(0);
    expect(await count("owner_claims", "status = 'rejected'")).toBe(1);
  });

  it("answers identically whether the venue or the address is known (no enumeration)", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://www.thepitch.com");
    const pending = await insertVenue(await cityId(), { status: "pending", website: "https://thepitch.com" });
    const answers = [
      await claim(venueId, "manager@thepitch.com"),
      await claim(venueId, "manager@thepitch.com"),
      await claim(venueId, "stranger@gmail.com"),
      await claim(999_999, "manager@thepitch.com"),
      await claim(pending, "manager@thepitch.com"),
      await callJson("/api/owner/sign-in", { method: "POST", json: { email: "manager@thepitch.com" }, headers: { origin: BASE } }),
      await callJson("/api/owner/sign-in", { method: "POST", json: { email: "nobody@example.org" }, headers: { origin: BASE } }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(202);
      expect(a.body).toEqual(answers[0].body);
    }
    // Nothing is written for an unknown or unlisted venue, nor sent to an unknown address.
    expect(await count("owner_claims", "venue_id = ?", pending)).toBe(0);
    expect(await count("email_outbox", "to_address = 'nobody@example.org'")).toBe(0);
  });

  it("refuses bad input with 400", async () => {
    await seedBase();
    const venueId = await venueWithWebsite();
    expect((await claim(venueId, "not-an-address")).status).toBe(400);
    expect((await claim(venueId, "a@b.example", { message: "x".repeat(1001) })).status).toBe(400);
    expect((await callJson("/api/owner/claims", { method: "POST", json: { venueId: "1", email: "a@b.example" } })).status).toBe(400);
  });
});

describe("sign-in links", () => {
  it("work once: a used link is refused saying so; a link the site never sent is refused as not valid (docs/decisions/034)", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    await claim(venueId, "manager@thepitch.com");
    const token = await latestToken("manager@thepitch.com");
    await signIn(token);
    const replay = await callJson<{ code: string; error: string }>("/api/owner/session", { method: "POST", json: { token } });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toContain("already used");
    const unknown = await callJson<{ code: string; error: string }>("/api/owner/session", { method: "POST", json: { token: "A".repeat(43) } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toContain("not valid");
  });

  it("are spent only with the session they start: a sign-in that fails leaves the link usable", async () => {
    await seedBase();
    const venueId = await venueWithWebsite();
    await claim(venueId, "manager@thepitch.com");
    const token = await latestToken("manager@thepitch.com");
    await env.DB.prepare("CREATE TRIGGER session_trap BEFORE INSERT ON owner_sessions BEGIN SELECT RAISE(ABORT, 'session trap'); END").run();
    const failed = await call("/api/owner/session", { method: "POST", json: { token }, headers: { origin: BASE } });
    await failed.arrayBuffer();
    await env.DB.prepare("DROP TRIGGER session_trap").run();
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await signIn(token)).toMatch(/^wcws_owner=/);
  });

  it("expire after 15 minutes", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    await claim(venueId, "manager@thepitch.com");
    const token = await latestToken("manager@thepitch.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
      expect((await callJson("/api/owner/session", { method: "POST", json: { token } })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    // Within 15 minutes it works.
    await claim(venueId, "manager@thepitch.com");
    const fresh = await latestToken("manager@thepitch.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 14 * 60 * 1000);
      expect((await callJson("/api/owner/session", { method: "POST", json: { token: fresh } })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are forgotten by the cron once expired, with the sessions past their deadline", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    await claim(venueId, "manager@thepitch.com");
    await signIn(await latestToken("manager@thepitch.com"));
    await claim(venueId, "manager@thepitch.com");
    await runCron(Date.now() + 60_000);
    expect(await count("owner_sign_in_tokens")).toBe(2);
    await runCron(Date.now() + 16 * 60_000);
    expect(await count("owner_sign_in_tokens")).toBe(0);
    expect(await count("owner_sessions")).toBe(1);
    await runCron(Date.now() + 31 * 60_000);
    expect(await count("owner_sessions")).toBe(0);
  });

  it("end after 30 minutes without a request, and 12 hours after sign-in however much they are used", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    const session = async () => {
      await claim(venueId, "manager@thepitch.com");
      const res = await call("/api/owner/session", { method: "POST", json: { token: await latestToken("manager@thepitch.com") } });
      await res.json();
      return /wcws_owner=[^;]+/.exec(res.headers.get("set-cookie")!)![0];
    };
    const at = async (ms: number, cookie: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(start + ms);
        return (await callJson("/api/owner/session", { headers: { cookie } })).status;
      } finally {
        vi.useRealTimers();
      }
    };
    const start = Date.now();
    const idle = await session();
    expect(await at(29 * 60_000, idle)).toBe(200);
    // That request moved the deadline: 29 more minutes are fine, 31 without a request are not.
    expect(await at(58 * 60_000, idle)).toBe(200);
    expect(await at(90 * 60_000, idle)).toBe(401);

    const busy = await session();
    for (let t = 25 * 60_000; t < 12 * 3600_000; t += 25 * 60_000) expect(await at(t, busy), `${t / 60_000} min`).toBe(200);
    expect(await at(12 * 3600_000 + 60_000, busy)).toBe(401);
  });

  it("start an HttpOnly, SameSite=Strict session of at most 12 hours with a new token each time; sign-out ends it", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    await claim(venueId, "manager@thepitch.com");
    const res = await call("/api/owner/session", { method: "POST", json: { token: await latestToken("manager@thepitch.com") } });
    await res.json();
    const header = res.headers.get("set-cookie")!;
    expect(header).toMatch(/^wcws_owner=[A-Za-z0-9_-]{43};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain(`Max-Age=${12 * 3600}`);
    const a = /wcws_owner=[^;]+/.exec(header)![0];
    const stored = JSON.stringify((await env.DB.prepare("SELECT * FROM owner_sessions").all()).results);
    expect(stored).not.toContain(a.split("=")[1]);

    // Signing in again from the same browser replaces the session.
    await claim(venueId, "manager@thepitch.com");
    const second = await call("/api/owner/session", { method: "POST", json: { token: await latestToken("manager@thepitch.com") }, headers: { cookie: a } });
    await second.json();
    const b = /wcws_owner=[^;]+/.exec(second.headers.get("set-cookie")!)![0];
    expect(b).not.toBe(a);
    expect((await callJson("/api/owner/session", { headers: { cookie: a } })).status).toBe(401);
    expect((await callJson("/api/owner/session", { headers: { cookie: b } })).status).toBe(200);

    const out = await asOwner(b).post("/api/owner/sign-out");
    expect(out.status).toBe(200);
    expect((await callJson("/api/owner/venues", { headers: { cookie: b } })).status).toBe(401);
  });

  it("is Secure in production", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    await claim(venueId, "manager@thepitch.com");
    const res = await callApp(
      "/api/owner/session",
      { method: "POST", json: { token: await latestToken("manager@thepitch.com") } },
      testModeEnv({ ENVIRONMENT: "production", STRIPE_WEBHOOK_SECRET: "whsec_x", ADMIN_PASSWORD: "a-Strong-admin-Pass-4-tests!" } as never),
    );
    await res.json();
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("Secure");
  });
});

describe("rate limits", () => {
  it("claims and link requests: 5 per address, then 429 with Retry-After", async () => {
    await seedBase();
    const venueId = await venueWithWebsite();
    for (let i = 0; i < 5; i++) expect((await claim(venueId, "busy@gmail.com", {}, { "cf-connecting-ip": `10.0.0.${i}` })).status).toBe(202);
    const refused = await claim(venueId, "busy@gmail.com", {}, { "cf-connecting-ip": "10.0.0.9" });
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((refused.body as unknown as { error: string }).error).toMatch(/^Too many sign-in requests\. Please try again in \d+ minutes?\.$/);
    // No address is kept in the limits table.
    expect(JSON.stringify((await env.DB.prepare("SELECT key FROM rate_limits").all()).results)).not.toContain("busy@gmail.com");
  });

  it("claims and link requests: 20 per client", async () => {
    await seedBase();
    const venueId = await venueWithWebsite();
    for (let i = 0; i < 20; i++) expect((await claim(venueId, `fan${i}@gmail.com`, {}, { "cf-connecting-ip": "10.1.1.1" })).status).toBe(202);
    expect((await claim(venueId, "fan99@gmail.com", {}, { "cf-connecting-ip": "10.1.1.1" })).status).toBe(429);
  });

  it("using links: 20 attempts per client", async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (await callJson("/api/owner/session", { method: "POST", json: { token: "B".repeat(43) }, headers: { "cf-connecting-ip": "10.2.2.2" } })).status,
      ).toBe(401);
    }
    expect(
      (await callJson("/api/owner/session", { method: "POST", json: { token: "B".repeat(43) }, headers: { "cf-connecting-ip": "10.2.2.2" } })).status,
    ).toBe(429);
  });
});

describe("the development mailbox", () => {
  it("lists the outbox with clickable links, escaped", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    await claim(venueId, "manager@thepitch.com", { message: "<script>alert(1)</script>" });
    const res = await call("/dev/mail");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("manager@thepitch.com");
    expect(html).toMatch(/<a href="http:\/\/localhost:8787\/owner\/sign-in\?token=[A-Za-z0-9_-]{43}">/);
    expect(html).not.toContain("<script>");
  });

  it("is 404 in production", async () => {
    const res = await callApp("/dev/mail", {}, testModeEnv({ ENVIRONMENT: "production" } as never));
    expect(res.status).toBe(404);
    await res.text();
  });
});

describe("a Claim & Feature purchase", () => {
  it("opens a pending claim for the purchaser, in the fulfilment batch", async () => {
    await seedBase();
    const venueId = await venueWithWebsite();
    await env.DB.prepare(
      "INSERT INTO checkouts (id, kind, amount_cents, venue_id, contact_email) VALUES ('chk_owner_1', 'featured', 4900, ?, 'Buyer@Example.org')",
    )
      .bind(venueId)
      .run();
    const db = createDb(env.DB);
    const outcome = await fulfilCheckout(db, { checkoutId: "chk_owner_1", now: new Date(), siteName: "World Cup Watch Spots" });
    expect(outcome.status).toBe("fulfilled");
    const row = await env.DB.prepare("SELECT email, origin, status FROM owner_claims WHERE venue_id = ?").bind(venueId).first();
    expect(row).toEqual({ email: "buyer@example.org", origin: "purchase", status: "pending" });
    // Fulfilled once: a second run adds nothing.
    await fulfilCheckout(db, { checkoutId: "chk_owner_1", now: new Date(), siteName: "World Cup Watch Spots" });
    expect(await count("owner_claims")).toBe(1);
  });
});

describe("sessions are apart", () => {
  it("an owner cookie opens no admin route, an admin cookie no owner route", async () => {
    await seedBase();
    const venueId = await venueWithWebsite("https://thepitch.com");
    const owner = await ownerOf(venueId, "manager@thepitch.com");
    const admin = await login();
    expect((await callJson("/api/admin/owner-claims", { headers: { cookie: owner } })).status).toBe(401);
    expect((await callJson("/api/admin/venues/pending", { headers: { cookie: owner } })).status).toBe(401);
    expect((await callJson("/api/owner/venues", { headers: { cookie: admin } })).status).toBe(401);
    expect((await callJson(`/api/owner/venues/${venueId}`, { headers: { cookie: admin } })).status).toBe(401);
  });
});
