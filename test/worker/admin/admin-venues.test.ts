// Venue moderation: every state transition, its refusals, the audit log and the approval e-mail.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminCity, AdminVenue, RejectVenueResult } from "../../../src-worker/shared/contract/admin";
import { asAdmin, cityId, count, insertRow, insertVenue, login, seedDemo, testModeEnv } from "../helpers";
import { StripeFake, stripeEnv } from "../stripe-fake";

let cookie = "";

const { get, post, del } = asAdmin(() => cookie);

const addVenue = async (name: string, status: "pending" | "approved" | "rejected", extra: { submissionId?: number; city?: string } = {}) =>
  insertVenue(await cityId(extra.city), {
    name,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    address: "1 Test Ave",
    status,
    submission_id: extra.submissionId ?? null,
    source: extra.submissionId ? "submission" : "admin",
    has_food: true,
    big_screens: true,
  });

const addSubmission = async (email: string) =>
  insertRow("submissions", { venue_name: "Owner Pub", city_id: await cityId(), address: "5 Paid St", contact_email: email });

const venueRow = (id: number) =>
  env.DB.prepare("SELECT status, is_featured, featured_until FROM venues WHERE id = ?")
    .bind(id)
    .first<{ status: string; is_featured: number; featured_until: number | null }>();
const logs = async (event: string) =>
  (await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = ? ORDER BY id").bind(event).all<{ payload: string }>()).results.map((r) =>
    JSON.parse(r.payload),
  );

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
});

describe("admin venue lists", () => {
  it("lists pending venues with status, city, amenities", async () => {
    const id = await addVenue("Waiting Room", "pending");
    const { status, body } = await get<AdminVenue[]>("/api/admin/venues/pending");
    expect(status).toBe(200);
    expect(body.map((v) => v.id)).toEqual([id]);
    expect(body[0]).toMatchObject({
      name: "Waiting Room",
      status: "pending",
      citySlug: "seattle",
      cityName: "Seattle",
      hasFood: true,
      bigScreens: true,
      isFeatured: false,
    });
  });

  it("filters by city and status; rejects bad filters with 400", async () => {
    await addVenue("Seattle Pending", "pending");
    await addVenue("Boston Rejected", "rejected", { city: "boston" });
    const all = await get<AdminVenue[]>("/api/admin/venues");
    const total = await count("venues");
    expect(all.body).toHaveLength(total);
    const rejected = await get<AdminVenue[]>("/api/admin/venues?status=rejected");
    expect(rejected.body.map((v) => v.name)).toEqual(["Boston Rejected"]);
    const seattle = await get<AdminVenue[]>(`/api/admin/venues?cityId=${await cityId("seattle")}&status=all`);
    expect(seattle.body.length).toBeGreaterThan(1);
    expect(seattle.body.every((v) => v.citySlug === "seattle")).toBe(true);
    const pendingSeattle = await get<AdminVenue[]>(`/api/admin/venues?cityId=${await cityId("seattle")}&status=pending`);
    expect(pendingSeattle.body.map((v) => v.name)).toEqual(["Seattle Pending"]);
    expect((await get("/api/admin/venues?status=archived")).status).toBe(400);
    expect((await get("/api/admin/venues?cityId=abc")).status).toBe(400);
  });
});

describe("venue state transitions", () => {
  it("pending -> approved; approving again or rejecting afterwards is 409", async () => {
    const id = await addVenue("Approve Me", "pending");
    const ok = await post("/api/admin/venues/approve", { venueId: id });
    expect(ok.status).toBe(200);
    expect((await venueRow(id))!.status).toBe("approved");
    expect(await logs("venue_approved")).toEqual([{ venueId: id, name: "Approve Me" }]);

    const again = await post("/api/admin/venues/approve", { venueId: id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Only pending venues can be approved.");
    const reject = await post("/api/admin/venues/reject", { venueId: id });
    expect(reject.status).toBe(409);
    expect(reject.body.error).toBe("Only pending venues can be rejected.");
    expect(await logs("venue_approved")).toHaveLength(1);
    expect(await logs("venue_rejected")).toHaveLength(0);
  });

  it("pending -> rejected; a rejected venue cannot be approved or featured", async () => {
    const id = await addVenue("Reject Me", "pending");
    expect((await post("/api/admin/venues/reject", { venueId: id })).status).toBe(200);
    expect((await venueRow(id))!.status).toBe("rejected");
    expect(await logs("venue_rejected")).toEqual([{ venueId: id, name: "Reject Me" }]);
    expect((await post("/api/admin/venues/approve", { venueId: id })).status).toBe(409);
    const feature = await post("/api/admin/venues/feature", { venueId: id, days: 30 });
    expect(feature.status).toBe(409);
    expect(feature.body.error).toBe("Only approved venues can be featured.");
  });

  it("approved -> featured for 30 days; featuring a featured venue is 409; a pending one too", async () => {
    const id = await addVenue("Feature Me", "approved");
    const before = Date.now();
    const ok = await post<{ featuredUntil: string }>("/api/admin/venues/feature", { venueId: id, days: 30 });
    expect(ok.status).toBe(200);
    const row = (await venueRow(id))!;
    expect(row.is_featured).toBe(1);
    expect(row.featured_until! - before).toBeGreaterThanOrEqual(30 * 86400_000 - 5000);
    expect(row.featured_until! - before).toBeLessThanOrEqual(30 * 86400_000 + 5000);
    expect(await logs("venue_featured_manual")).toEqual([
      { venueId: id, name: "Feature Me", days: 30, featuredUntil: ok.body.featuredUntil, lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    const again = await post("/api/admin/venues/feature", { venueId: id, days: 30 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This venue is already featured.");
    const pending = await addVenue("Not Yet", "pending");
    expect((await post("/api/admin/venues/feature", { venueId: pending, days: 30 })).status).toBe(409);
  });

  it("a venue whose feature has lapsed can be featured again", async () => {
    const id = await addVenue("Lapsed", "approved");
    await env.DB.prepare("UPDATE venues SET is_featured = 1, featured_until = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    expect((await post("/api/admin/venues/feature", { venueId: id, days: 7 })).status).toBe(200);
  });

  it("feature days must be 1-365; ids must be positive integers; unknown ids are 404", async () => {
    const id = await addVenue("Days", "approved");
    expect((await post("/api/admin/venues/feature", { venueId: id, days: 0 })).status).toBe(400);
    expect((await post("/api/admin/venues/feature", { venueId: id, days: 366 })).status).toBe(400);
    expect((await post("/api/admin/venues/approve", { venueId: "abc" })).status).toBe(400);
    expect((await post("/api/admin/venues/approve", {})).status).toBe(400);
    for (const action of ["approve", "reject", "feature"]) {
      const r = await post(`/api/admin/venues/${action}`, { venueId: 999999, days: 30 });
      expect(r.status, action).toBe(404);
      expect(r.body.error).toBe("Venue not found");
    }
    const deleted = await del("/api/admin/venues/999999");
    expect(deleted.status).toBe(404);
  });

  it("approving a paid submission queues exactly one e-mail to the submitter", async () => {
    const submissionId = await addSubmission("owner@example.com");
    const id = await addVenue("Owner Pub", "pending", { submissionId });
    expect((await post("/api/admin/venues/approve", { venueId: id })).status).toBe(200);
    expect((await post("/api/admin/venues/approve", { venueId: id })).status).toBe(409);
    const mail = (await env.DB.prepare("SELECT to_address, subject, body, dedupe_key, status FROM email_outbox").all<Record<string, string>>()).results;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_address: "owner@example.com",
      subject: "Your venue is live: Owner Pub",
      dedupe_key: `venue-approved:${id}`,
      status: "queued",
    });
    expect(mail[0].body).toContain(`/venue/${id}`);
  });

  it("approving a venue without a submission queues no e-mail; rejecting one without a payment neither (the spec's {venueId})", async () => {
    const a = await addVenue("No Mail", "pending");
    const submissionId = await addSubmission("reject@example.com");
    const b = await addVenue("Rejected Owner", "pending", { submissionId });
    await post("/api/admin/venues/approve", { venueId: a });
    const rejected = await post("/api/admin/venues/reject", { venueId: b });
    expect(rejected).toMatchObject({ status: 200, body: { success: true, venueId: b, paid: false, refund: null } });
    expect(await count("email_outbox")).toBe(0);
  });
});

describe("rejecting a paid submission", () => {
  const clock = testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" });
  const site = asAdmin(() => cookie, clock);

  /** A pending venue from a paid submission, its checkout returning to the page in `locale`. */
  async function paidVenue(name: string, locale: "en" | "es", paymentIntent: string | null) {
    const submissionId = await addSubmission("payer@example.com");
    const checkoutId = `chk-${name.toLowerCase().replace(/\W+/g, "-")}`;
    await insertRow("checkouts", {
      id: checkoutId,
      kind: "submission",
      status: "paid",
      amount_cents: 15000,
      submission_id: submissionId,
      contact_email: "payer@example.com",
      stripe_payment_intent_id: paymentIntent,
      payload: JSON.stringify({ successUrl: `http://localhost:8787${locale === "es" ? "/es" : ""}/submit?success=1` }),
    });
    return { id: await addVenue(name, "pending", { submissionId }), checkoutId };
  }

  it("needs a reason; then e-mails the payer in their language and names the manual refund, all logged", async () => {
    const { id, checkoutId } = await paidVenue("Paid Cantina", "es", null);
    const missing = await site.post("/api/admin/venues/reject", { venueId: id });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/reason/);
    expect((await venueRow(id))!.status).toBe("pending");

    const done = await site.post<RejectVenueResult>("/api/admin/venues/reject", { venueId: id, reason: "No es un bar: es una tienda." });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ paid: true, refund: { method: "manual", status: "to_do", checkoutId, amountCents: 15000, amount: "$150.00" } });
    expect(done.body.refund!.message).toContain(checkoutId);
    expect((await venueRow(id))!.status).toBe("rejected");
    const mail = (await env.DB.prepare("SELECT to_address, subject, body, dedupe_key FROM email_outbox").all<Record<string, string>>()).results;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_address: "payer@example.com",
      subject: "Tu propuesta no fue aprobada: Paid Cantina",
      dedupe_key: `venue-rejected:${id}`,
    });
    expect(mail[0].body).toContain("Motivo: No es un bar: es una tienda.");
    expect(mail[0].body).toContain("Te devolveremos $150.00");
    expect(await logs("venue_rejected")).toEqual([
      {
        venueId: id,
        name: "Paid Cantina",
        reason: "No es un bar: es una tienda.",
        checkoutId,
        amountCents: 15000,
        refund: "to_do",
        refundMethod: "manual",
        refundId: null,
        emailedTo: "payer@example.com",
      },
    ]);
  });

  it("refunds through Stripe when asked, before anything is written; a refused refund rejects nothing", async () => {
    const fake = new StripeFake().install();
    try {
      const stripe = asAdmin(() => cookie, { ...stripeEnv(), SITE_NOW: "2026-06-20T18:00:00Z" });
      const { id, checkoutId } = await paidVenue("Refund Tavern", "en", "pi_paid_1");
      fake.fail(500, 5);
      const refused = await stripe.post("/api/admin/venues/reject", { venueId: id, reason: "Closed for good.", refund: true });
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatch(/nothing was rejected/);
      expect((await venueRow(id))!.status).toBe("pending");
      expect(await count("email_outbox")).toBe(0);

      fake.fail(500, 0);
      const done = await stripe.post<RejectVenueResult>("/api/admin/venues/reject", { venueId: id, reason: "Closed for good.", refund: true });
      expect(done.status).toBe(200);
      expect(done.body.refund).toMatchObject({ method: "stripe", status: "refunded", checkoutId, amount: "$150.00" });
      const call = fake.requests.find((r) => r.path === "/v1/refunds" && r.form.payment_intent === "pi_paid_1")!;
      expect(call.headers.get("idempotency-key")).toBe(`refund-${checkoutId}`);
      const mail = await env.DB.prepare("SELECT subject, body FROM email_outbox").first<{ subject: string; body: string }>();
      expect(mail!.subject).toBe("Your submission was not approved: Refund Tavern");
      expect(mail!.body).toContain("We have refunded $150.00");
      expect((await logs("venue_rejected"))[0]).toMatchObject({ refund: "refunded", refundMethod: "stripe", refundId: done.body.refund!.refundId });
    } finally {
      fake.restore();
    }
  });
});

describe("public cache invalidation", () => {
  it("every venue change bumps the venues and cities data versions in its batch", async () => {
    const versions = async () =>
      Object.fromEntries(
        (await env.DB.prepare("SELECT scope, version FROM data_versions").all<{ scope: string; version: number }>()).results.map((r) => [r.scope, r.version]),
      );
    const id = await addVenue("Cache Pub", "pending");
    const before = await versions();
    await post("/api/admin/venues/approve", { venueId: id });
    const afterApprove = await versions();
    expect(afterApprove.venues).toBe((before.venues ?? 0) + 1);
    expect(afterApprove.cities).toBe((before.cities ?? 0) + 1);
    await post("/api/admin/venues/feature", { venueId: id, days: 30 });
    await del(`/api/admin/venues/${id}`);
    expect((await versions()).venues).toBe(afterApprove.venues + 2);
  });
});

describe("deleting venues", () => {
  it("deletes one venue from any status, logged", async () => {
    const id = await addVenue("Delete Me", "rejected");
    const res = await del("/api/admin/venues/" + id);
    expect(res.status).toBe(200);
    expect(await venueRow(id)).toBeNull();
    expect(await logs("venue_deleted")).toMatchObject([{ venueId: id, name: "Delete Me", count: 1 }]);
  });

  it("delete-all requires the typed phrase, then deletes everything and logs the count", async () => {
    const total = await count("venues");
    expect(total).toBeGreaterThan(10);
    for (const body of [undefined, {}, { confirm: "yes" }, { confirm: "delete all venues" }]) {
      const r = await post("/api/admin/venues/delete-all", body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count("venues")).toBe(total);
    const ok = await post<{ deleted: number }>("/api/admin/venues/delete-all", { confirm: "DELETE ALL VENUES" });
    expect(ok.status).toBe(200);
    expect(ok.body.deleted).toBe(total);
    expect(await count("venues")).toBe(0);
    expect(await logs("venues_deleted_all")).toEqual([{ count: total }]);
  });
});

describe("dashboard lists", () => {
  it("cities with venue counts by status", async () => {
    await addVenue("Count Pending", "pending");
    const { status, body } = await get<AdminCity[]>("/api/admin/cities");
    expect(status).toBe(200);
    const seattle = body.find((c) => c.slug === "seattle")!;
    const counts = await env.DB.prepare(
      "SELECT SUM(status='approved') AS approved, SUM(status='pending') AS pending, COUNT(*) AS total FROM venues WHERE city_id = ?",
    )
      .bind(seattle.id)
      .first<{ approved: number; pending: number; total: number }>();
    expect(seattle).toMatchObject({ name: "Seattle", state: "Washington", host2026: true });
    expect(seattle.venueCounts).toEqual({ pending: counts!.pending, approved: counts!.approved, rejected: 0, total: counts!.total });
    expect(body.length).toBeGreaterThan(90);
  });

  it("sponsors with their city name and status", async () => {
    await env.DB.prepare("INSERT INTO sponsors (city_id, status, contact_email) VALUES (?, 'active', 'sponsor@example.com')")
      .bind(await cityId("boston"))
      .run();
    const { status, body } = await get<{ cityName: string; status: string }[]>("/api/admin/sponsors");
    expect(status).toBe(200);
    expect(body).toMatchObject([{ cityName: "Boston", status: "active" }]);
  });
});
