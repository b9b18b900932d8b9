// A fake Stripe API for Worker tests, at the HTTP level.
//
// Production code is unchanged: the Worker builds the real SDK client (fetch http client) and
// STRIPE_API_HOST points it at FAKE_STRIPE_HOST. Tests run in the same workerd isolate as the app,
// so this fake replaces globalThis.fetch for the duration of a test and answers requests to that
// host from memory (everything else goes to the real fetch). Webhooks are signed with the SDK's
// own test-header function, so signature verification is the real one too.
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { afterEach, beforeEach } from "vitest";
import type { Bindings } from "../../src-worker/env";
import { callAppJson, seedBase } from "./helpers";

const FAKE_STRIPE_HOST = "http://127.0.0.1:12111";
export const WEBHOOK_SECRET = "whsec_test_secret";

/** Env of a deploy with Stripe configured (pointed at the fake). */
export const stripeEnv = (): Bindings =>
  ({ ...env, STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_HOST: FAKE_STRIPE_HOST, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }) as Bindings;

type Form = Record<string, unknown>;

/** Decodes Stripe's form encoding (`line_items[0][price_data][unit_amount]=100`) into objects. */
function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export interface FakeCheckout {
  id: string;
  object: "checkout.session";
  url: string;
  mode: "payment" | "subscription";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string | null;
  subscription: string | null;
  payment_intent: string | null;
  customer_details: { email: string | null } | null;
  /** The decoded request, for assertions. */
  request: Form;
}

export class StripeFake {
  readonly checkouts = new Map<string, FakeCheckout>();
  readonly requests: { method: string; path: string; form: Form; headers: Headers }[] = [];
  private failure: { status: number; times: number } | null = null;
  private original: typeof fetch | null = null;
  private seq = 0;

  install(): this {
    this.original = globalThis.fetch;
    const original = this.original;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (new URL(req.url).origin === FAKE_STRIPE_HOST) return this.handle(req);
      return original(input, init);
    }) as typeof fetch;
    return this;
  }

  restore() {
    if (this.original) globalThis.fetch = this.original;
    this.original = null;
  }

  /** Answer the next `times` API calls with this HTTP error (the SDK retries once). */
  fail(status: number, times = 5) {
    this.failure = { status, times };
  }

  private next(prefix: string) {
    return `${prefix}_test_${++this.seq}${crypto.randomUUID().slice(0, 8)}`;
  }

  private async handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const form = parseStripeForm(await req.text());
    this.requests.push({ method: req.method, path: url.pathname, form, headers: req.headers });
    if (this.failure && this.failure.times > 0) {
      this.failure.times--;
      return Response.json({ error: { type: "api_error", message: "Fake failure" } }, { status: this.failure.status });
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const items = form.line_items as Record<string, { quantity: string; price_data: { unit_amount: string; currency: string } }>;
      const first = items["0"];
      const id = this.next("cs");
      const sc: FakeCheckout = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/pay/${id}`,
        mode: form.mode as FakeCheckout["mode"],
        amount_total: Number(first.price_data.unit_amount) * Number(first.quantity),
        currency: first.price_data.currency,
        metadata: (form.metadata as Record<string, string>) ?? {},
        client_reference_id: (form.client_reference_id as string) ?? null,
        customer_email: (form.customer_email as string) ?? null,
        success_url: form.success_url as string,
        cancel_url: form.cancel_url as string,
        status: "open",
        payment_status: "unpaid",
        customer: null,
        subscription: null,
        payment_intent: null,
        customer_details: null,
        request: form,
      };
      this.checkouts.set(id, sc);
      const { request: _request, ...publicCheckout } = sc;
      return Response.json(publicCheckout);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      return Response.json({ id: this.next("re"), object: "refund", status: "succeeded", payment_intent: form.payment_intent, metadata: form.metadata ?? {} });
    }
    return Response.json({ error: { type: "invalid_request_error", message: `No fake for ${req.method} ${url.pathname}` } }, { status: 404 });
  }

  /** The Stripe Checkout created last (most tests create one). */
  lastCheckout(): FakeCheckout {
    const all = [...this.checkouts.values()];
    if (!all.length) throw new Error("no Stripe Checkout was created");
    return all[all.length - 1];
  }

  event(type: string, object: Record<string, unknown>, id = this.next("evt")) {
    return {
      id,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      type,
      data: { object },
    };
  }

  /** The completed event Stripe sends once the customer paid. */
  completed(stripeId: string, overrides: Partial<FakeCheckout> = {}, eventId?: string) {
    const sc = this.checkouts.get(stripeId);
    if (!sc) throw new Error(`unknown Stripe Checkout ${stripeId}`);
    const { request: _request, ...base } = sc;
    const paid = {
      ...base,
      status: "complete",
      payment_status: "paid",
      payment_intent: sc.mode === "payment" ? this.next("pi") : null,
      customer: this.next("cus"),
      subscription: sc.mode === "subscription" ? this.next("sub") : null,
      customer_details: { email: sc.customer_email ?? "payer@example.com" },
      ...overrides,
    };
    return this.event("checkout.session.completed", paid, eventId);
  }

  expired(stripeId: string) {
    const sc = this.checkouts.get(stripeId);
    if (!sc) throw new Error(`unknown Stripe Checkout ${stripeId}`);
    const { request: _request, ...base } = sc;
    return this.event("checkout.session.expired", { ...base, status: "expired" });
  }

  subscription(type: "customer.subscription.updated" | "customer.subscription.deleted", subscriptionId: string, status: string) {
    return this.event(type, { id: subscriptionId, object: "subscription", status, customer: "cus_x", metadata: {} });
  }
}

/** Signs a payload the way Stripe does (real HMAC, computed by the SDK). */
export async function signedWebhook(event: unknown, secret = WEBHOOK_SECRET, timestamp?: number) {
  const body = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { body, signature };
}

/** Posts a signed event to the webhook endpoint. */
export async function deliver(event: unknown, bindings: Bindings = stripeEnv(), secret = WEBHOOK_SECRET) {
  const { body, signature } = await signedWebhook(event, secret);
  return callAppJson<{ received?: boolean; error?: string }>(
    "/api/stripe/webhook",
    { method: "POST", body, headers: { "content-type": "application/json", "stripe-signature": signature } },
    bindings,
  );
}

/**
 * For every test of the calling file: the base seed, and a fresh Stripe fake installed (fetch restored
 * after). Returns a getter for the test's fake.
 */
export function stripeFakeEach(): () => StripeFake {
  let fake: StripeFake;
  beforeEach(async () => {
    await seedBase();
    fake = new StripeFake().install();
  });
  afterEach(() => fake.restore());
  return () => fake;
}

/** POSTs JSON to a checkout route (with Stripe configured when given stripeEnv()) and reads the answer. */
export const postCheckout = (path: string, json: unknown, bindings?: Bindings) =>
  callAppJson<{ url?: string; error?: string; code?: string }>(path, { method: "POST", json }, bindings);
