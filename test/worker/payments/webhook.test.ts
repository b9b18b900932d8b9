import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../src-worker/env";
import { callApp, callAppJson, cityId, count, insertVenue } from "../helpers";
import { deliver, signedWebhook, stripeEnv, stripeFakeEach, WEBHOOK_SECRET } from "../stripe-fake";

const DAY = 24 * 60 * 60 * 1000;
const checkoutRow = () => env.DB.prepare("SELECT * FROM checkouts").first<Record<string, any>>();
/** What fulfilling a paid submission writes, and the webhook events stored. */
const submissionEffects = async () => ({
  venues: await count("venues"),
  receipts: await count("email_outbox"),
  logs: await count("admin_logs", "event = 'submission_paid'"),
  events: await count("payment_events"),
});

const fake = stripeFakeEach();

async function startSubmission(more: Record<string, unknown> = {}) {
  const res = await callAppJson<{ url: string }>(
    "/api/venues/submission-checkout",
    {
      method: "POST",
      json: {
        venueName: "Goal Line Tavern",
        cityId: await cityId(),
        address: "1 Pine St",
        contactEmail: "owner@example.com",
        details: "Early opening",
        hasFood: true,
        openLate: true,
        ...more,
      },
    },
    stripeEnv(),
  );
  expect(res.status).toBe(200);
  return fake().lastCheckout();
}

/** An approved Seattle venue. */
const addVenue = async (v: { is_featured?: boolean; featured_until?: number | null } = {}) => insertVenue(await cityId(), v);

async function startClaim(venueId: number) {
  const res = await callAppJson("/api/venues/claim", { method: "POST", json: { venueId } }, stripeEnv());
  expect(res.status).toBe(200);
  return fake().lastCheckout();
}

describe("Stripe webhook: submission", () => {
  it("full flow: checkout -> completed -> pending venue + receipt queued, nothing public", async () => {
    const sc = await startSubmission();
    const res = await deliver(fake().completed(sc.id));
    expect(res).toMatchObject({ status: 200, body: { received: true } });

    const checkout = await checkoutRow();
    expect(checkout).toMatchObject({ status: "paid", stripe_session_id: sc.id });
    expect(checkout!.fulfilled_at).toBeGreaterThan(0);
    expect(checkout!.stripe_payment_intent_id).toMatch(/^pi_/);
    const venue = await env.DB.prepare("SELECT * FROM venues").first<Record<string, any>>();
    expect(venue).toMatchObject({
      name: "Goal Line Tavern",
      slug: "goal-line-tavern",
      status: "pending",
      source: "submission",
      submission_id: checkout!.submission_id,
      has_food: 1,
      open_late: 1,
      big_screens: 0,
      notes: "Early opening",
    });
    const mail = await env.DB.prepare("SELECT * FROM email_outbox").all<Record<string, any>>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]).toMatchObject({ to_address: "owner@example.com", status: "queued", dedupe_key: `receipt:${checkout!.id}` });
    expect(mail.results[0].subject).toContain("Goal Line Tavern");
    expect(mail.results[0].body).toContain(`$${checkout!.amount_cents / 100}.00`);
    expect(mail.results[0].body).toContain("24-48 hours");
    const log = await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = 'submission_paid'").first<{ payload: string }>();
    expect(JSON.parse(log!.payload)).toMatchObject({ checkoutId: checkout!.id, venueId: venue!.id, submissionId: checkout!.submission_id });

    // Not public before approval.
    const pub = await callApp(`/api/venues/${venue!.id}`);
    expect(pub.status).toBe(404);
    await pub.arrayBuffer();
    const list = await callApp("/api/cities/seattle/venues");
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain("Goal Line Tavern");
  });

  it("a second submission with the same name in the same city gets a unique slug", async () => {
    const first = await startSubmission();
    await deliver(fake().completed(first.id));
    // Another venue of that name: another address and e-mail (the same ones would be a likely duplicate).
    const second = await startSubmission({ address: "900 Lake Ave", contactEmail: "second@example.com" });
    await deliver(fake().completed(second.id));
    const slugs = (await env.DB.prepare("SELECT slug, submission_id FROM venues ORDER BY id").all<{ slug: string; submission_id: number }>()).results;
    expect(slugs[0].slug).toBe("goal-line-tavern");
    expect(slugs[1].slug).toBe(`goal-line-tavern-${slugs[1].submission_id}`);
  });

  it("replayed event (same id twice) has one effect", async () => {
    const sc = await startSubmission();
    const event = fake().completed(sc.id);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await submissionEffects()).toEqual({ venues: 1, receipts: 1, logs: 1, events: 1 });
  });

  it("two different events for one Stripe Checkout have one effect, also when delivered concurrently", async () => {
    const sc = await startSubmission();
    const events = [fake().completed(sc.id), fake().completed(sc.id), fake().completed(sc.id), fake().completed(sc.id)];
    const results = await Promise.all(events.map((e) => deliver(e)));
    for (const r of results) expect(r.status).toBe(200);
    expect(await submissionEffects()).toEqual({ venues: 1, receipts: 1, logs: 1, events: 4 });
  });

  // Events in the order given: the checkout's state after each one, and how many venues (and receipts) that made.
  it.each([
    ["out of order: an expiry after the payment never un-pays it", { events: ["completed", "expired"], states: ["paid", "paid"], venues: 1 }],
    [
      "out of order: a verified payment after an expiry still delivers (the money was taken), once",
      { events: ["expired", "completed", "completed"], states: ["expired", "paid", "paid"], venues: 1 },
    ],
    ["an expired Stripe Checkout closes its pending checkout and fulfils nothing", { events: ["expired"], states: ["expired"], venues: 0 }],
  ] as const)("%s", async (_name, { events, states, venues }) => {
    const sc = await startSubmission();
    for (const [i, type] of events.entries()) {
      expect((await deliver(type === "completed" ? fake().completed(sc.id) : fake().expired(sc.id))).status, type).toBe(200);
      expect((await checkoutRow())!.status, `after ${events.slice(0, i + 1).join(", ")}`).toBe(states[i]);
    }
    expect(await count("venues")).toBe(venues);
    expect(await count("email_outbox")).toBe(venues);
  });

  it("completed but not yet paid (async payment) waits for async_payment_succeeded", async () => {
    const sc = await startSubmission();
    await deliver(fake().completed(sc.id, { payment_status: "unpaid" }));
    expect((await checkoutRow())!.status).toBe("pending");
    expect(await count("venues")).toBe(0);
    const succeeded = fake().completed(sc.id);
    succeeded.type = "checkout.session.async_payment_succeeded";
    await deliver(succeeded);
    expect((await checkoutRow())!.status).toBe("paid");
    expect(await count("venues")).toBe(1);
  });

  it("bad or missing signatures are 400 and change nothing", async () => {
    const sc = await startSubmission();
    const event = fake().completed(sc.id);
    // Signed with another secret.
    const wrongSecret = await deliver(event, stripeEnv(), "whsec_wrong");
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error).toBe("Invalid webhook signature.");
    // Body changed after signing.
    const { body, signature } = await signedWebhook(event);
    const tampered = await callAppJson(
      "/api/stripe/webhook",
      { method: "POST", body: body.replace('"paid"', '"paid" '), headers: { "content-type": "application/json", "stripe-signature": signature } },
      stripeEnv(),
    );
    expect(tampered.status).toBe(400);
    // Too old (replay of a captured request).
    const old = await signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    const stale = await callAppJson("/api/stripe/webhook", { method: "POST", body: old.body, headers: { "stripe-signature": old.signature } }, stripeEnv());
    expect(stale.status).toBe(400);
    // No header at all.
    const missing = await callAppJson("/api/stripe/webhook", { method: "POST", body }, stripeEnv());
    expect(missing.status).toBe(400);
    expect(await count("venues")).toBe(0);
    expect(await count("payment_events")).toBe(0);
    expect((await checkoutRow())!.status).toBe("pending");
  });

  it("without a webhook secret configured the endpoint refuses with 400 (never a 5xx; Stripe retries it)", async () => {
    const sc = await startSubmission();
    for (const ENVIRONMENT of ["test", "production"]) {
      const res = await deliver(fake().completed(sc.id), { ...stripeEnv(), ENVIRONMENT, STRIPE_WEBHOOK_SECRET: undefined } as Bindings);
      expect(res.status, ENVIRONMENT).toBe(400);
    }
    expect((await checkoutRow())!.status).toBe("pending");
  });

  it("tampered amount, currency or metadata: logged, not fulfilled, answered 200", async () => {
    const sc = await startSubmission();
    const other = await startSubmission();
    const otherCheckoutId = other.metadata.checkoutId;
    const attempts = [
      fake().completed(sc.id, { amount_total: 100 }),
      fake().completed(sc.id, { currency: "eur" }),
      fake().completed(sc.id, { metadata: {} }),
      fake().completed(sc.id, { metadata: { checkoutId: otherCheckoutId } }), // another checkout's id
      fake().completed(sc.id, { metadata: { checkoutId: crypto.randomUUID() } }),
    ];
    for (const event of attempts) {
      const res = await deliver(event);
      expect(res).toMatchObject({ status: 200, body: { received: true } });
    }
    expect(await count("venues")).toBe(0);
    expect(await count("checkouts", "status = 'paid'")).toBe(0);
    expect(await count("email_outbox")).toBe(0);
    // The genuine event still works afterwards.
    await deliver(fake().completed(sc.id));
    expect(await count("venues")).toBe(1);
  });

  it("unknown event types are acknowledged and ignored", async () => {
    const res = await deliver(fake().event("invoice.paid", { id: "in_1", object: "invoice" }));
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { received: true } }));
  });
});

describe("Stripe webhook: claim & feature", () => {
  it("a paid claim features the venue for 30 days", async () => {
    const venueId = await addVenue();
    const sc = await startClaim(venueId);
    const before = Date.now();
    const version = async () => (await env.DB.prepare("SELECT version FROM data_versions WHERE scope = 'venues'").first<{ version: number }>())?.version ?? 0;
    const versionBefore = await version();
    await deliver(fake().completed(sc.id));
    // Cached public venue lists are dropped.
    expect(await version()).toBeGreaterThan(versionBefore);
    const venue = await env.DB.prepare("SELECT is_featured, featured_until FROM venues WHERE id = ?")
      .bind(venueId)
      .first<{ is_featured: number; featured_until: number }>();
    expect(venue!.is_featured).toBe(1);
    expect(venue!.featured_until).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(venue!.featured_until).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    const log = await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = 'venue_featured_paid'").first<{ payload: string }>();
    expect(JSON.parse(log!.payload)).toMatchObject({ venueId, days: 30 });
    // The payer gets a receipt (Stripe collected the address), and their claim to manage the listing opens.
    expect(await count("email_outbox", "subject LIKE '%is featured' AND to_address = 'payer@example.com'")).toBe(1);
    expect(await env.DB.prepare("SELECT email, origin, status FROM owner_claims WHERE venue_id = ?").bind(venueId).first()).toEqual({
      email: "payer@example.com",
      origin: "purchase",
      status: "pending",
    });
    const checkout = await checkoutRow();
    const summary = await callAppJson<Record<string, unknown>>(`/api/checkouts/${checkout!.id}`);
    expect(summary.body).toMatchObject({ kind: "featured", status: "paid", contactEmail: "payer@example.com", manage: "claim_pending" });
    expect(Date.parse(summary.body.featuredUntil as string)).toBe(venue!.featured_until);
    // A second event for the same session changes nothing.
    await deliver(fake().completed(sc.id));
    expect(await count("owner_claims")).toBe(1);
    expect(await count("email_outbox")).toBe(1);
  });

  it("extends a running feature from its end; an ended one starts now", async () => {
    const runningUntil = Date.now() + 12 * DAY;
    const running = await addVenue({ is_featured: true, featured_until: runningUntil });
    const ended = await addVenue({ is_featured: false, featured_until: Date.now() - DAY });
    await deliver(fake().completed((await startClaim(running)).id));
    await deliver(fake().completed((await startClaim(ended)).id));
    const rows = await env.DB.prepare("SELECT id, featured_until FROM venues WHERE id IN (?, ?)")
      .bind(running, ended)
      .all<{ id: number; featured_until: number }>();
    const byId = new Map(rows.results.map((r) => [r.id, r.featured_until]));
    expect(byId.get(running)).toBe(runningUntil + 30 * DAY);
    expect(Math.abs(byId.get(ended)! - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it("a claim completed for a since-deleted venue marks the checkout paid and features nothing", async () => {
    const venueId = await addVenue();
    const bystander = await addVenue();
    const sc = await startClaim(venueId);
    await env.DB.prepare("DELETE FROM venues WHERE id = ?").bind(venueId).run();
    expect((await checkoutRow())!.venue_id).toBeNull();
    const res = await deliver(fake().completed(sc.id));
    expect(res.status).toBe(200);
    expect((await checkoutRow())!.status).toBe("paid");
    expect(await count("venues", "is_featured = 1")).toBe(0);
    expect(await count("venues", "id = ?", bystander)).toBe(1);
    expect(await count("admin_logs", "event = 'featured_venue_missing'")).toBe(1);
    expect(await count("admin_logs", "event = 'venue_featured_paid'")).toBe(0);
  });
});

describe("Stripe webhook: city sponsorship", () => {
  it("completed creates an active sponsor; subscription updates map status; deleted cancels", async () => {
    const res = await callAppJson("/api/sponsors/checkout", { method: "POST", json: { citySlug: "seattle", contactEmail: "brand@example.com" } }, stripeEnv());
    expect(res.status).toBe(200);
    const sc = fake().lastCheckout();
    const completed = fake().completed(sc.id);
    await deliver(completed);
    const subId = (completed.data.object as { subscription: string }).subscription;
    const sponsor = () => env.DB.prepare("SELECT * FROM sponsors").first<Record<string, any>>();
    expect(await sponsor()).toMatchObject({ city_id: await cityId(), status: "active", stripe_subscription_id: subId, contact_email: "brand@example.com" });
    expect((await sponsor())!.stripe_customer_id).toMatch(/^cus_/);
    expect(await checkoutRow()).toMatchObject({ status: "paid", stripe_subscription_id: subId });

    await deliver(fake().subscription("customer.subscription.updated", subId, "past_due"));
    expect((await sponsor())!.status).toBe("past_due");
    await deliver(fake().subscription("customer.subscription.updated", subId, "active"));
    expect((await sponsor())!.status).toBe("active");
    await deliver(fake().subscription("customer.subscription.deleted", subId, "canceled"));
    expect((await sponsor())!.status).toBe("canceled");
    // Replaying the completion does not create a second sponsor.
    await deliver(fake().completed(sc.id));
    expect(await count("sponsors")).toBe(1);
  });

  it("subscription events for unknown subscriptions change nothing", async () => {
    const res = await deliver(fake().subscription("customer.subscription.deleted", "sub_unknown", "canceled"));
    expect(res.status).toBe(200);
    expect(await count("sponsors")).toBe(0);
  });
});
