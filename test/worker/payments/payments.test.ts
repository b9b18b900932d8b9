import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../src-worker/env";
import { translatorFor } from "../../../src-worker/shared/i18n/translate";
import { asAdmin, BASE, callApp, callAppJson, cityId, count, idOf, insertVenue, login, testModeEnv } from "../helpers";
import { postCheckout as post, stripeEnv, stripeFakeEach } from "../stripe-fake";

const DAY = 24 * 60 * 60 * 1000;
async function currentCents(kind: string) {
  return (await env.DB.prepare(
    "SELECT price_cents AS n FROM pricing_phases WHERE kind = ?1 AND starts_at <= ?2 AND (ends_at IS NULL OR ends_at > ?2) ORDER BY starts_at DESC LIMIT 1",
  )
    .bind(kind, Date.now())
    .first<{ n: number }>())!.n;
}

const validSubmission = (cityId: number) => ({
  venueName: "The Corner Pitch",
  cityId,
  address: "123 Pike St, Seattle, WA",
  contactEmail: "owner@example.com",
  details: "Two big screens, opens early for morning kickoffs.",
  hasFood: true,
  familyFriendly: false,
  bigScreens: true,
  openLate: true,
});

const fake = stripeFakeEach();

describe("POST /api/venues/submission-checkout: validation", () => {
  it("missing required fields: 400 'Please fill in all required fields.' and nothing stored", async () => {
    const city = await cityId();
    for (const missing of ["venueName", "cityId", "address", "contactEmail"] as const) {
      const body: Record<string, unknown> = { ...validSubmission(city) };
      delete body[missing];
      const res = await post("/api/venues/submission-checkout", body);
      expect(res.status, missing).toBe(400);
      expect(res.body.error).toBe("Please fill in all required fields.");
    }
    const blank = await post("/api/venues/submission-checkout", { ...validSubmission(city), venueName: "   " });
    expect(blank.body.error).toBe("Please fill in all required fields.");
    expect(await count("submissions")).toBe(0);
    expect(await count("checkouts")).toBe(0);
  });

  it("a venue name that is a formula or markup is a 400 saying so, and nothing is stored", async () => {
    const city = await cityId();
    const clock = testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" });
    for (const [venueName, problem] of [
      ["=cmd|' /C calc'!A0", "must not start with =, +, - or @"],
      ["@SUM(1+1)", "must not start with =, +, - or @"],
      ["<img src=x onerror=alert(1)>", "must not contain < or >"],
      ["Bar {Sports}", "may hold only letters, digits, spaces and . ' & -"],
    ]) {
      const res = await post("/api/venues/submission-checkout", { ...validSubmission(city), venueName }, clock);
      expect(res.status, venueName).toBe(400);
      expect(res.body.error).toBe(`Invalid input. venueName: Venue name ${problem}`);
    }
    expect(await count("submissions")).toBe(0);
    // Names as people write them pass.
    const ok = await post("/api/venues/submission-checkout", { ...validSubmission(city), venueName: "O'Malley's Bar & Grill No. 2" }, clock);
    expect(ok.status).toBe(200);
  });

  it("bad e-mail, unknown city, too long fields, wrong types and content type are 4xx JSON", async () => {
    const city = await cityId();
    const bad = await post("/api/venues/submission-checkout", { ...validSubmission(city), contactEmail: "not-an-email" });
    expect(bad).toMatchObject({ status: 400, body: { error: "Please enter a valid email address." } });
    const unknown = await post("/api/venues/submission-checkout", { ...validSubmission(city), cityId: 999999 });
    expect(unknown).toMatchObject({ status: 400, body: { error: "Unknown city" } });
    for (const [field, length] of [
      ["venueName", 121],
      ["address", 201],
      ["details", 2001],
    ] as const) {
      const long = await post("/api/venues/submission-checkout", { ...validSubmission(city), [field]: "x".repeat(length) });
      expect(long.status, field).toBe(400);
      expect(long.body.error).toMatch(/at most/);
    }
    const atLimit = await post("/api/venues/submission-checkout", {
      ...validSubmission(city),
      venueName: "x".repeat(120),
      address: "y".repeat(200),
      details: "z".repeat(2000),
    });
    expect(atLimit.status).toBe(200);
    const wrongType = await post("/api/venues/submission-checkout", { ...validSubmission(city), cityId: "seattle" });
    expect(wrongType.status).toBe(400);
    const text = await callApp("/api/venues/submission-checkout", { method: "POST", body: "venueName=x", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    await text.arrayBuffer();
    expect(await count("submissions")).toBe(1);
  });

  it("a filled honeypot gets the same plain 400 and stores nothing", async () => {
    const city = await cityId();
    for (const honeypot of [{ company_website: "http://spam.example" }, { website: "http://spam.example" }]) {
      const res = await post("/api/venues/submission-checkout", { ...validSubmission(city), ...honeypot });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Please fill in all required fields.", code: "bad_request" });
    }
    expect(await count("submissions")).toBe(0);
    expect(await count("checkouts")).toBe(0);
    // An empty honeypot is what people send.
    expect((await post("/api/venues/submission-checkout", { ...validSubmission(city), company_website: "" })).status).toBe(200);
  });

  it("is rate limited per IP: the 11th submission in 10 minutes gets 429", async () => {
    const city = await cityId();
    const send = () =>
      callAppJson("/api/venues/submission-checkout", { method: "POST", json: validSubmission(city), headers: { "cf-connecting-ip": "203.0.113.7" } });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.res.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    const other = await callAppJson("/api/venues/submission-checkout", {
      method: "POST",
      json: validSubmission(city),
      headers: { "cf-connecting-ip": "203.0.113.8" },
    });
    expect(other.status).toBe(200);
  });
});

describe("checkout creation with Stripe", () => {
  it("submission: stores submission + pending checkout, opens Stripe Checkout at the current price", async () => {
    const city = await cityId();
    const res = await post("/api/venues/submission-checkout", validSubmission(city), stripeEnv());
    expect(res.status).toBe(200);
    const sc = fake().lastCheckout();
    expect(res.body).toEqual({ url: sc.url });
    const cents = await currentCents("submission");
    const form = sc.request as Record<string, any>;
    expect(form.mode).toBe("payment");
    expect(form.line_items["0"]).toMatchObject({
      quantity: "1",
      price_data: { currency: "usd", unit_amount: String(cents), product_data: { name: "Venue listing: The Corner Pitch" } },
    });
    expect(form.customer_email).toBe("owner@example.com");
    expect(form.success_url).toBe(`${BASE}/submit?success=1&checkout=${form.metadata.checkoutId}`);
    expect(form.cancel_url).toBe(`${BASE}/submit?cancelled=1`);
    const checkout = await env.DB.prepare("SELECT * FROM checkouts").first<Record<string, any>>();
    expect(form.metadata.checkoutId).toBe(checkout!.id);
    expect(form.client_reference_id).toBe(checkout!.id);
    expect(checkout).toMatchObject({ kind: "submission", status: "pending", amount_cents: cents, currency: "usd", stripe_session_id: sc.id });
    const sub = await env.DB.prepare("SELECT * FROM submissions WHERE id = ?").bind(checkout!.submission_id).first<Record<string, any>>();
    expect(sub).toMatchObject({
      venue_name: "The Corner Pitch",
      city_id: city,
      contact_email: "owner@example.com",
      has_food: 1,
      family_friendly: 0,
      big_screens: 1,
      open_late: 1,
    });
    // The SDK sent an idempotency key so a retried create never opens two checkouts.
    expect(fake().requests[0].headers.get("idempotency-key")).toBe(`checkout-${checkout!.id}`);
    // Nothing reaches the site before payment and review.
    expect(await count("venues")).toBe(0);
  });

  it("a payment provider failure is a clear 503 and nothing is stored (the payment page opens before the checkout is kept)", async () => {
    const city = await cityId();
    fake().fail(500);
    const res = await post("/api/venues/submission-checkout", validSubmission(city), { ...stripeEnv() });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/payment provider/);
    expect(await count("checkouts")).toBe(0);
    expect(await count("submissions")).toBe(0);
  });

  it("claim: approved venues only; opens a featured payment for the venue", async () => {
    const city = await cityId();
    const approved = await insertVenue(city, { name: "Claimable Bar" });
    const pending = await insertVenue(city, { status: "pending" });
    for (const venueId of [pending, 999999]) {
      const res = await post("/api/venues/claim", { venueId }, stripeEnv());
      expect(res).toMatchObject({ status: 404, body: { error: "Venue not found" } });
    }
    expect((await post("/api/venues/claim", { venueId: String(approved) }, stripeEnv())).status).toBe(400);
    expect((await post("/api/venues/claim", {}, stripeEnv())).status).toBe(400);
    const res = await post("/api/venues/claim", { venueId: approved }, stripeEnv());
    expect(res.status).toBe(200);
    const sc = fake().lastCheckout();
    expect(res.body.url).toBe(sc.url);
    const form = sc.request as Record<string, any>;
    expect(form.mode).toBe("payment");
    expect(form.line_items["0"].price_data.unit_amount).toBe(String(await currentCents("featured")));
    expect(form.line_items["0"].price_data.product_data.name).toBe("Featured venue: Claimable Bar (30 days)");
    expect(form.success_url).toBe(`${BASE}/venue/${approved}?featured=1&checkout=${form.client_reference_id}`);
    expect(form.cancel_url).toBe(`${BASE}/venue/${approved}?claim=cancelled`);
    const checkout = await env.DB.prepare("SELECT kind, venue_id, status FROM checkouts").first();
    expect(checkout).toEqual({ kind: "featured", venue_id: approved, status: "pending" });
  });

  it("sponsor: a monthly subscription at the sponsor price", async () => {
    const res = await post("/api/sponsors/checkout", { citySlug: "seattle", contactEmail: "brand@example.com" }, stripeEnv());
    expect(res.status).toBe(200);
    const form = fake().lastCheckout().request as Record<string, any>;
    expect(form.mode).toBe("subscription");
    expect(form.line_items["0"].price_data).toMatchObject({
      currency: "usd",
      unit_amount: String(await currentCents("sponsor")),
      recurring: { interval: "month" },
      product_data: { name: "City sponsorship: Seattle" },
    });
    expect(form.customer_email).toBe("brand@example.com");
    expect(form.subscription_data.metadata.checkoutId).toBe(form.metadata.checkoutId);
    expect((await post("/api/sponsors/checkout", { citySlug: "atlantis", contactEmail: "a@example.com" }, stripeEnv())).body.error).toBe("City not found");
    expect((await post("/api/sponsors/checkout", { citySlug: "seattle", contactEmail: "nope" }, stripeEnv())).status).toBe(400);
    expect((await post("/api/sponsors/checkout", { citySlug: "Not A Slug", contactEmail: "a@example.com" }, stripeEnv())).status).toBe(400);
  });
});

describe("built-in test checkout (no Stripe keys)", () => {
  const origin = { origin: BASE };

  /** Submits the test checkout's Pay form with the e-mail field filled in. */
  const payWithEmail = (path: string, email: string) =>
    callApp(`${path}/pay`, { method: "POST", headers: { origin: BASE }, body: new URLSearchParams({ email }) });

  async function startSubmission(overrides: Record<string, unknown> = {}) {
    const city = await cityId();
    const res = await post("/api/venues/submission-checkout", { ...validSubmission(city), ...overrides });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url!);
    return { url, id: url.pathname.split("/").pop()!, city };
  }

  it("pay round trip: page texts, Origin check, fulfilment, 303 back to /submit?success=1 with the reference", async () => {
    const { url, id, city } = await startSubmission({ venueName: "Tom's & Jerry's Pub" });
    expect(url.href).toBe(`${BASE}/test-checkout/${id}`);
    expect(fake().requests).toHaveLength(0); // Stripe is never called in test mode

    const pageRes = await callApp(url.pathname);
    const html = await pageRes.text();
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get("content-type")).toMatch(/text\/html/);
    expect(pageRes.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).toContain("<h1>Test checkout</h1>");
    // Markup cannot be a venue's name any more (shared/names.ts); what a name may hold is escaped.
    expect(html).toContain("Venue listing: Tom&#39;s &amp; Jerry&#39;s Pub");
    expect(html).not.toContain("<script>");
    expect(html).toContain(`$${(await currentCents("submission")) / 100}.00`);
    expect(html).toContain("No real payment is taken");
    expect(html).toContain(`<form method="post" action="/test-checkout/${id}/pay"><button class="pay" type="submit">Pay (test mode)</button></form>`);
    expect(html).toContain(`action="/test-checkout/${id}/cancel"`);
    expect(html).toContain(">Cancel</button>");

    // Cross-site posts (named by Origin, or by Sec-Fetch-Site alone) are refused and change nothing.
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const refused = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers });
      expect(refused.status).toBe(403);
      await refused.arrayBuffer();
    }
    expect(await count("venues")).toBe(0);

    const paid = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: origin });
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${BASE}/submit?success=1&checkout=${id}`);
    const venue = await env.DB.prepare("SELECT * FROM venues").first<Record<string, any>>();
    expect(venue).toMatchObject({ status: "pending", source: "submission", city_id: city, has_food: 1, big_screens: 1, open_late: 1, family_friendly: 0 });
    expect(await count("email_outbox", "dedupe_key = ?", `receipt:${id}`)).toBe(1);

    // Paid: the page and both actions now answer 409.
    for (const [path, method] of [
      [`/test-checkout/${id}`, "GET"],
      [`/test-checkout/${id}/pay`, "POST"],
      [`/test-checkout/${id}/cancel`, "POST"],
    ] as const) {
      const again = await callApp(path, { method, headers: origin });
      expect(again.status, path).toBe(409);
      expect(await again.text()).toContain("already been paid");
    }
    expect(await count("venues")).toBe(1);
  });

  it("cancel round trip: 303 back to /submit?cancelled=1, nothing fulfilled", async () => {
    const { id } = await startSubmission();
    const cancelled = await callApp(`/test-checkout/${id}/cancel`, { method: "POST", headers: { origin: BASE } });
    await cancelled.arrayBuffer();
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${BASE}/submit?cancelled=1`);
    expect((await env.DB.prepare("SELECT status FROM checkouts WHERE id = ?").bind(id).first<{ status: string }>())!.status).toBe("cancelled");
    const pay = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } });
    expect(pay.status).toBe(409);
    await pay.arrayBuffer();
    expect(await count("venues")).toBe(0);
    expect(await count("email_outbox")).toBe(0);
  });

  it("unknown checkouts are an HTML 404", async () => {
    for (const path of [`/test-checkout/${crypto.randomUUID()}`, "/test-checkout/not-a-uuid"]) {
      const res = await callApp(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Checkout not found");
    }
  });

  it("claim via the test checkout features the venue for 30 days, extending a running feature", async () => {
    const city = await cityId();
    const fresh = await insertVenue(city);
    const runningUntil = Date.now() + 10 * DAY;
    const running = await insertVenue(city, { is_featured: true, featured_until: runningUntil });
    for (const venueId of [fresh, running]) {
      const res = await post("/api/venues/claim", { venueId });
      const path = new URL(res.body.url!).pathname;
      const paid = await payWithEmail(path, "buyer@example.com");
      await paid.arrayBuffer();
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`${BASE}/venue/${venueId}?featured=1&checkout=${path.split("/").pop()}`);
    }
    const rows = await env.DB.prepare("SELECT id, is_featured, featured_until FROM venues ORDER BY id").all<{
      id: number;
      is_featured: number;
      featured_until: number;
    }>();
    const [a, b] = rows.results;
    expect(a.is_featured).toBe(1);
    expect(Math.abs(a.featured_until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(b.featured_until).toBe(runningUntil + 30 * DAY);
    expect(await count("admin_logs", "event = 'venue_featured_paid'")).toBe(2);
    // The public venue answer shows it.
    const pub = await callApp(`/api/venues/${fresh}`);
    expect(pub.status).toBe(200);
    expect(((await pub.json()) as { isFeatured: boolean }).isFeatured).toBe(true);
  });

  it("claim: the page asks for the payer's e-mail like Stripe's; the buyer gets a receipt, a summary and an owner claim", async () => {
    const city = await cityId();
    const venueId = await insertVenue(city, { name: "Goal Line Tavern", website: "https://goalline.example" });
    const res = await post("/api/venues/claim", { venueId });
    const path = new URL(res.body.url!).pathname;
    const id = path.split("/").pop()!;

    const html = await (await callApp(path)).text();
    expect(html).toMatch(/<input id="email" name="email" type="email" required/);
    expect(html).toContain("Your receipt is sent to this address.");

    // A missing or malformed address is refused on the page itself, marked, and nothing happens.
    for (const [email, message] of [
      ["", "Please enter your email address."],
      ["owner@bar", "Please enter a valid email address."],
    ] as const) {
      const refused = await payWithEmail(path, email);
      expect(refused.status, email).toBe(400);
      const page = await refused.text();
      expect(page).toContain(message);
      expect(page).toContain('aria-invalid="true"');
      expect(page).toContain(`value="${email}"`);
    }
    expect(await count("venues", "is_featured = 1")).toBe(0);
    expect(await count("email_outbox")).toBe(0);

    const paid = await payWithEmail(path, " Buyer@Example.com ");
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${BASE}/venue/${venueId}?featured=1&checkout=${id}`);

    // The receipt names what was bought, until when, and the reference.
    const receipt = await env.DB.prepare("SELECT to_address, subject, body FROM email_outbox WHERE dedupe_key = ?")
      .bind(`receipt:${id}`)
      .first<{ to_address: string; subject: string; body: string }>();
    expect(receipt).toMatchObject({ to_address: "Buyer@Example.com", subject: "Receipt: Goal Line Tavern is featured" });
    expect(receipt!.body).toContain(`Reference: ${id}`);
    expect(receipt!.body).toMatch(/Featured until: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(receipt!.body).toContain("sign-in link to your owner area");

    // The owner claim waits in the admins' queue.
    const claim = await env.DB.prepare("SELECT venue_id, email, origin, status FROM owner_claims").first();
    expect(claim).toEqual({ venue_id: venueId, email: "buyer@example.com", origin: "purchase", status: "pending" });

    // The summary the venue page shows: what, until when, where the receipt went, what comes next.
    const summary = await callAppJson<Record<string, unknown>>(`/api/checkouts/${id}`);
    expect(summary.body).toMatchObject({
      reference: id,
      kind: "featured",
      status: "paid",
      venueName: "Goal Line Tavern",
      contactEmail: "buyer@example.com",
      venue: { id: venueId, status: "approved" },
      manage: "claim_pending",
    });
    const until = Date.parse(summary.body.featuredUntil as string);
    expect(Math.abs(until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it("sponsor via the test checkout creates an active sponsor row", async () => {
    const res = await post("/api/sponsors/checkout", { citySlug: "seattle", contactEmail: "brand@example.com" });
    const path = new URL(res.body.url!).pathname;
    const pageHtml = await (await callApp(path)).text();
    expect(pageHtml).toContain("City sponsorship: Seattle");
    expect(pageHtml).toContain("/ month");
    const paid = await callApp(`${path}/pay`, { method: "POST", headers: { origin: BASE } });
    await paid.arrayBuffer();
    expect(paid.headers.get("location")).toBe(`${BASE}/city/seattle?sponsor=success`);
    const sponsor = await env.DB.prepare("SELECT s.status, s.contact_email, c.slug FROM sponsors s JOIN cities c ON c.id = s.city_id").first();
    expect(sponsor).toEqual({ status: "active", contact_email: "brand@example.com", slug: "seattle" });
  });

  it("with Stripe configured, the test checkout cannot pay a checkout (no free purchases)", async () => {
    const city = await cityId();
    const res = await post("/api/venues/submission-checkout", validSubmission(city), stripeEnv());
    expect(res.status).toBe(200);
    const id = (await env.DB.prepare("SELECT id FROM checkouts").first<{ id: string }>())!.id;
    for (const bindings of [stripeEnv(), testModeEnv()]) {
      const pay = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } }, bindings);
      expect(pay.status).toBe(404);
      await pay.arrayBuffer();
    }
    expect(await count("venues")).toBe(0);
  });

  it("production without Stripe keys refuses payments: 503 'Payments are not configured', nothing stored", async () => {
    // Otherwise fully configured: a production deploy missing these refuses every write (production-config.test.ts).
    const production = testModeEnv({
      ENVIRONMENT: "production",
      STRIPE_WEBHOOK_SECRET: "whsec_test",
      ADMIN_PASSWORD: "a-strong-admin-passphrase-0427",
    } as Partial<Bindings>);
    const city = await cityId();
    const venueId = await insertVenue(city);
    for (const [path, json] of [
      ["/api/venues/submission-checkout", validSubmission(city)],
      ["/api/venues/claim", { venueId }],
      ["/api/sponsors/checkout", { citySlug: "seattle", contactEmail: "brand@example.com" }],
    ] as const) {
      const res = await post(path, json, production);
      expect(res.status, path).toBe(503);
      expect(res.body.error).toBe("Payments are not configured");
    }
    expect(await count("submissions")).toBe(0);
    expect(await count("checkouts")).toBe(0);
    // And the test checkout page itself is refused there.
    const { id } = await startSubmission();
    const pageRes = await callApp(`/test-checkout/${id}`, {}, production);
    expect(pageRes.status).toBe(503);
    expect(await pageRes.text()).toContain("Payments are not configured");
    const pay = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } }, production);
    expect(pay.status).toBe(503);
    await pay.arrayBuffer();
    expect(await count("venues", "source = 'submission'")).toBe(0);
  });
});

describe("a paid submission, approved: the submitter and the listing", () => {
  let cookie = "";
  const admin = asAdmin(() => cookie);

  /** Pays a submission through the test checkout; answers the pending venue's id. */
  async function paidSubmission(overrides: Record<string, unknown>) {
    const res = await post("/api/venues/submission-checkout", { ...validSubmission(await cityId()), ...overrides });
    expect(res.status).toBe(200);
    const paid = await callApp(`${new URL(res.body.url!).pathname}/pay`, { method: "POST", headers: { origin: BASE } });
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);
    return idOf("SELECT id FROM venues WHERE source = 'submission' ORDER BY id DESC LIMIT 1");
  }

  it("the form's team is the submitter's word, not verified; approval opens their owner claim and tells them how to manage the listing", async () => {
    const venueId = await paidSubmission({ showsMatches: "team", supportersTeam: "USA" });
    // What only the form said is kept apart from what a verified owner or an admin confirmed.
    expect(await env.DB.prepare("SELECT source FROM venue_claims WHERE venue_id = ?").bind(venueId).first()).toEqual({ source: "venue" });
    expect(translatorFor("en", "venues")("confirmation.confirmed", { source: "venue", date: "Jun 10" })).toBe(
      "Said in the venue's submission on Jun 10, not verified",
    );
    expect(translatorFor("es", "venues")("confirmation.confirmed", { source: "venue", date: "10 jun" })).toBe(
      "Según la solicitud de registro del 10 jun, sin verificar",
    );
    expect(translatorFor("en", "venues")("confirmation.confirmed", { source: "owner", date: "Jun 10" })).toBe("Confirmed by the venue on Jun 10");

    cookie = await login();
    expect((await admin.post("/api/admin/venues/approve", { venueId })).status).toBe(200);
    expect(await env.DB.prepare("SELECT email, origin, status FROM owner_claims WHERE venue_id = ?").bind(venueId).first()).toEqual({
      email: "owner@example.com",
      origin: "submission",
      status: "pending",
    });
    expect(await count("venue_owners")).toBe(0);
    const mail = await env.DB.prepare("SELECT body FROM email_outbox WHERE dedupe_key = ?").bind(`venue-approved:${venueId}`).first<{ body: string }>();
    expect(mail!.body).toContain(`${BASE}/owner`);
    expect(mail!.body).toContain("To manage this listing");
    // The admins' queue shows where the claim came from.
    const queue = await admin.get<{ claims: { venueId: number; origin: string }[] }>("/api/admin/owner-claims");
    expect(queue.body.claims).toEqual([expect.objectContaining({ venueId, origin: "submission" })]);
  });

  it("the venue types ticked on the form become the venue's type tags, as the admin editor keeps them", async () => {
    const refused = await post("/api/venues/submission-checkout", { ...validSubmission(await cityId()), venueTypes: ["Pub", "Nightclub"] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("Choose venue types from the list.");
    expect(await count("submissions")).toBe(0);

    const venueId = await paidSubmission({ venueTypes: ["Brewery", "Pub", "Pub"] });
    const { tags } = (await env.DB.prepare("SELECT tags FROM venues WHERE id = ?").bind(venueId).first<{ tags: string }>())!;
    expect(JSON.parse(tags)).toEqual(["Pub", "Brewery"]);
    cookie = await login();
    const edited = await admin.get<{ tags: string[] }>(`/api/admin/venues/${venueId}`);
    expect(edited.body.tags).toEqual(["Pub", "Brewery"]);
  });

  it("a submitter at the venue's own website domain becomes the listing's owner on approval", async () => {
    const venueId = await paidSubmission({ contactEmail: "manager@cornerpitch.example", venueWebsite: "https://www.cornerpitch.example/" });
    cookie = await login();
    expect((await admin.post("/api/admin/venues/approve", { venueId })).status).toBe(200);
    expect(await env.DB.prepare("SELECT venue_id, email FROM venue_owners").first()).toEqual({ venue_id: venueId, email: "manager@cornerpitch.example" });
    expect(await count("owner_claims", "status = 'verified' AND origin = 'submission'")).toBe(1);
    const mail = await env.DB.prepare("SELECT body FROM email_outbox WHERE dedupe_key = ?").bind(`venue-approved:${venueId}`).first<{ body: string }>();
    expect(mail!.body).toContain("You manage this listing");
    expect(mail!.body).toContain(`${BASE}/owner`);
  });
});
