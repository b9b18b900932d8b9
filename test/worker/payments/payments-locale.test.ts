// A checkout started from a Spanish page comes back to the Spanish pages (success and cancel), and
// Stripe's payment page speaks Spanish; a language the site does not have is refused, storing nothing.
import { describe, expect, it } from "vitest";
import { BASE, callApp, cityId, count, insertVenue } from "../helpers";
import { postCheckout as post, stripeEnv, stripeFakeEach } from "../stripe-fake";

const submission = (city: number) => ({
  venueName: "El Rincón del Gol",
  cityId: city,
  address: "123 Pike St, Seattle, WA",
  contactEmail: "owner@example.com",
});

const fake = stripeFakeEach();

describe("checkouts in Spanish", () => {
  it("submission with Stripe: /es/submit return addresses and locale es; English keeps its addresses and no locale", async () => {
    const city = await cityId();
    const res = await post("/api/venues/submission-checkout", { ...submission(city), locale: "es" }, stripeEnv());
    expect(res.status).toBe(200);
    const form = fake().lastCheckout().request as Record<string, any>;
    expect(form.success_url).toBe(`${BASE}/es/submit?success=1&checkout=${form.metadata.checkoutId}`);
    expect(form.cancel_url).toBe(`${BASE}/es/submit?cancelled=1`);
    expect(form.locale).toBe("es");

    const en = await post("/api/venues/submission-checkout", { ...submission(city), locale: "en" }, stripeEnv());
    expect(en.status).toBe(200);
    const enForm = fake().lastCheckout().request as Record<string, any>;
    expect(enForm.success_url).toBe(`${BASE}/submit?success=1&checkout=${enForm.metadata.checkoutId}`);
    expect(enForm.locale).toBeUndefined();
  });

  it("featured claim and city sponsorship come back to /es/venue/{id} and /es/city/{slug}", async () => {
    const venue = await insertVenue(await cityId());
    expect((await post("/api/venues/claim", { venueId: venue, locale: "es" }, stripeEnv())).status).toBe(200);
    const claim = fake().lastCheckout().request as Record<string, any>;
    expect(claim.success_url).toBe(`${BASE}/es/venue/${venue}?featured=1&checkout=${claim.client_reference_id}`);
    expect(claim.cancel_url).toBe(`${BASE}/es/venue/${venue}?claim=cancelled`);
    expect(claim.locale).toBe("es");

    expect((await post("/api/sponsors/checkout", { citySlug: "seattle", contactEmail: "a@example.com", locale: "es" }, stripeEnv())).status).toBe(200);
    const sponsor = fake().lastCheckout().request as Record<string, any>;
    expect(sponsor.success_url).toBe(`${BASE}/es/city/seattle?sponsor=success`);
    expect(sponsor.cancel_url).toBe(`${BASE}/es/city/seattle?sponsor=cancelled`);
    expect(sponsor.locale).toBe("es");
  });

  it("test checkout: paying and cancelling send the browser back to /es/submit", async () => {
    const city = await cityId();
    // Two venues: a second payment for the first one would be a likely duplicate (docs/decisions/047).
    const start = async (venueName: string) => {
      const res = await post("/api/venues/submission-checkout", { ...submission(city), venueName, locale: "es" });
      expect(res.status).toBe(200);
      return new URL(res.body.url!).pathname.split("/").pop()!;
    };
    const paidId = await start("El Rincón del Gol");
    const paid = await callApp(`/test-checkout/${paidId}/pay`, { method: "POST", headers: { origin: BASE } });
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${BASE}/es/submit?success=1&checkout=${paidId}`);

    const cancelId = await start("La Otra Esquina");
    const cancelled = await callApp(`/test-checkout/${cancelId}/cancel`, { method: "POST", headers: { origin: BASE } });
    await cancelled.arrayBuffer();
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${BASE}/es/submit?cancelled=1`);
  });

  it("a language the site does not have is a 400 that stores nothing and opens no payment page", async () => {
    const city = await cityId();
    const venue = await insertVenue(await cityId());
    for (const locale of ["fr", "ES", "", 1, null]) {
      const res = await post("/api/venues/submission-checkout", { ...submission(city), locale }, stripeEnv());
      expect(res.status, String(locale)).toBe(400);
      expect(res.body.code).toBeTruthy();
      expect((await post("/api/venues/claim", { venueId: venue, locale }, stripeEnv())).status).toBe(400);
      expect((await post("/api/sponsors/checkout", { citySlug: "seattle", contactEmail: "a@example.com", locale }, stripeEnv())).status).toBe(400);
    }
    expect(await count("submissions")).toBe(0);
    expect(await count("checkouts")).toBe(0);
    expect(fake().requests).toHaveLength(0);
  });
});
