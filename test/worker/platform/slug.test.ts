// One slug for a venue name, whichever way the venue arrives: a paid submission and a CSV import
// of the same name must land on the same row.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { slugify } from "../../../src-worker/services/platform/slug";
import type { AdminImportResult } from "../../../src-worker/shared/contract/admin";
import { BASE, callApp, callAppJson, cityId, login, multipart, seedBase } from "../helpers";

const NAME = "Joe's Bar & Grill";
const ADDRESS = "12 Pike St, Seattle, WA";

const venuesNamed = async (name: string, city: number) =>
  (
    await env.DB.prepare("SELECT id, slug, status, source, phone FROM venues WHERE name = ?1 AND city_id = ?2 ORDER BY id")
      .bind(name, city)
      .all<{ id: number; slug: string; status: string; source: string; phone: string | null }>()
  ).results;

beforeEach(async () => {
  await seedBase();
});

describe("slugs", () => {
  it("a paid, approved submission followed by a CSV import of the same venue updates it instead of adding a second one", async () => {
    const seattle = await cityId("seattle");
    const start = await callAppJson<{ url: string }>("/api/venues/submission-checkout", {
      method: "POST",
      json: {
        venueName: NAME,
        cityId: seattle,
        address: ADDRESS,
        contactEmail: "joe@example.com",
        details: "",
        hasFood: true,
        familyFriendly: false,
        bigScreens: true,
        openLate: false,
      },
    });
    expect(start.status).toBe(200);
    const checkoutId = new URL(start.body.url).pathname.split("/").pop()!;
    const paid = await callApp(`/test-checkout/${checkoutId}/pay`, { method: "POST", headers: { origin: BASE } });
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);

    const [submitted] = await venuesNamed(NAME, seattle);
    expect(submitted).toMatchObject({ slug: slugify(NAME), status: "pending", source: "submission" });
    expect(submitted.slug).toBe("joes-bar-and-grill");

    const cookie = await login();
    const approved = await callApp("/api/admin/venues/approve", { method: "POST", headers: { cookie }, json: { venueId: submitted.id } });
    await approved.arrayBuffer();
    expect(approved.status).toBe(200);

    const csv = `name,address,phone\n"${NAME}","${ADDRESS}",(206) 555-0100\n`;
    const form = multipart({ citySlug: "seattle" }, { name: "venues.csv", type: "text/csv", bytes: csv });
    const imported = await callAppJson<AdminImportResult>("/api/admin/import-csv", { method: "POST", headers: { cookie }, body: form });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ inserted: 0, updated: 1 });

    const after = await venuesNamed(NAME, seattle);
    expect(after).toHaveLength(1);
    // The same row, updated from the file; its moderation state and origin are kept.
    expect(after[0]).toMatchObject({ id: submitted.id, status: "approved", source: "submission", phone: "(206) 555-0100" });
  });
});
