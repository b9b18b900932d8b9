// The Stripe client and webhook verification, configured for workerd.
import Stripe from "stripe";
import type { Bindings } from "../../env";

export type { Stripe };

/**
 * A Stripe client, or null when no secret key is configured (the test checkout stands in then).
 * workerd has no Node http: without the fetch client every call hangs. STRIPE_API_HOST points the
 * SDK at another host (e.g. "http://127.0.0.1:12111" for a local fake); the tests use it too.
 */
export function createStripe(env: Pick<Bindings, "STRIPE_SECRET_KEY" | "STRIPE_API_HOST">): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const config: ConstructorParameters<typeof Stripe>[1] = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
  };
  if (env.STRIPE_API_HOST) {
    const host = new URL(env.STRIPE_API_HOST);
    const protocol = host.protocol === "http:" ? "http" : "https";
    config.host = host.hostname;
    config.protocol = protocol;
    config.port = host.port || (protocol === "http" ? 80 : 443);
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Verifies the Stripe-Signature header over the raw body text; throws when it does not match. */
export function verifyWebhookEvent(rawBody: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, cryptoProvider);
}
