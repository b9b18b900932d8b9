import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { BASE, callApp, cityId, count, insertVenue, seedBase } from "../helpers";
import { postCheckout as post } from "../stripe-fake";

const submission = (city: number, more: Record<string, unknown> = {}) => ({
  venueName: "The Corner Pitch",
  cityId: city,
  address: "123 Pike Street, Seattle, WA 98101",
  contactEmail: "owner@example.com",
  ...more,
});

/** Starts a checkout and pays it on the test checkout page; the venue waits for review. */
async function payFor(body: Record<string, unknown>) {
  const res = await post("/api/venues/submission-checkout", body);
  expect(res.status).toBe(200);
  const id = new URL(res.body.url!).pathname.split("/").pop()!;
  const paid = await callApp(`/test-checkout/${id}/pay`, { method: "POST", headers: { origin: BASE } });
  await paid.arrayBuffer();
  expect(paid.status).toBe(303);
}

beforeEach(seedBase);

describe("POST /api/venues/submission-checkout: a likely duplicate", () => {
  it("the same venue paid once is a 409 naming it, with no checkout, until the buyer confirms", async () => {
    const city = await cityId();
    await payFor(submission(city));
    expect(await count("checkouts")).toBe(1);

    const again = await post("/api/venues/submission-checkout", submission(city));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "likely_duplicate",
      duplicate: { name: "The Corner Pitch", address: "123 Pike Street, Seattle, WA 98101", status: "pending_review" },
    });
    expect(again.body.error).toBe(
      "This looks like a venue we already have: The Corner Pitch, 123 Pike Street, Seattle, WA 98101, was paid for and is waiting for review. " +
        "Nothing was charged. If it is another venue, or you mean to pay for this one again, confirm and send the form again.",
    );
    expect(await count("checkouts")).toBe(1);
    expect(await count("submissions")).toBe(1);

    const confirmed = await post("/api/venues/submission-checkout", { ...submission(city), confirmDuplicate: true });
    expect(confirmed.status).toBe(200);
    expect(await count("checkouts")).toBe(2);
  });

  it("matches a listed venue by its name written otherwise and the same street address", async () => {
    const city = await cityId();
    const venueId = await insertVenue(city, { name: "O'Malley's Bar & Grill", address: "77 West Pine St." });
    const res = await post(
      "/api/venues/submission-checkout",
      submission(city, { venueName: "omalleys bar and grill", address: "77 W Pine Street, Seattle WA 98101" }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ duplicate: { venueId, name: "O'Malley's Bar & Grill", address: "77 West Pine St.", status: "listed" } });
    expect(res.body.error).toContain("is listed on the site");
    expect(await count("checkouts")).toBe(0);
  });

  it("matches the same name and e-mail at an address written differently, the owner's e-mail included", async () => {
    const city = await cityId();
    const venueId = await insertVenue(city, { name: "Goal Line", address: "5 Harbor Ave" });
    await env.DB.prepare("INSERT INTO venue_owners (venue_id, email, created_at) VALUES (?, ?, ?)").bind(venueId, "boss@goalline.example", Date.now()).run();
    const res = await post(
      "/api/venues/submission-checkout",
      submission(city, { venueName: "Goal Line", address: "Pier 5", contactEmail: "Boss@goalline.example" }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ duplicate: { venueId } });
  });

  it("another venue of the same name elsewhere, a rejected one, or another city is not a duplicate", async () => {
    const city = await cityId();
    await insertVenue(city, { name: "Goal Line", address: "5 Harbor Ave" });
    await insertVenue(city, { name: "Half Time", address: "9 Elm St", status: "rejected" });
    await insertVenue(await cityId("boston"), { name: "Kick Off", address: "1 Main St" });
    for (const body of [
      submission(city, { venueName: "Goal Line", address: "600 Ocean Blvd" }),
      submission(city, { venueName: "Half Time", address: "9 Elm St" }),
      submission(city, { venueName: "Kick Off", address: "1 Main St" }),
      submission(city, { venueName: "Goal Line Two", address: "5 Harbor Ave" }),
    ]) {
      expect((await post("/api/venues/submission-checkout", body)).status, body.venueName).toBe(200);
    }
  });
});
