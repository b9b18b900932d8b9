// A venue's notes at their longest, one unbroken word of 2,000 characters (an owner pasting a link or
// a row of dashes): the venue page wraps it on a phone instead of scrolling sideways, in the edge's
// first paint and once the app has drawn the page.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { VENUE_FIELD_MAX } from "../../src-worker/shared/venue-fields";
import { baseURL, expectNoHorizontalScroll, getJson, launch, signInRequests, VIEWPORTS } from "./fixtures";

/** A city no other suite reads venues' notes in. */
const CITY = "atlanta";

describe("long unbroken text", () => {
  let phone: BrowserContext;
  let venue: VenueSummary;
  let notes: string | null;

  beforeAll(async () => {
    phone = await launch(VIEWPORTS.phone);
    [venue] = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues?sortBy=name`);
    notes = (await getJson<{ notes: string | null }>(`/api/venues/${venue.id}`)).notes;
    await signInRequests(phone);
  });
  afterAll(async () => {
    await phone.request.patch(`${baseURL()}/api/admin/venues/${venue.id}`, { data: { notes: notes ?? "" }, headers: { origin: baseURL() } });
    await phone?.close();
  });

  it("a 2,000-character word in a venue's notes wraps on a phone", async () => {
    const word = "x".repeat(VENUE_FIELD_MAX.notes);
    const res = await phone.request.patch(`${baseURL()}/api/admin/venues/${venue.id}`, { data: { notes: word }, headers: { origin: baseURL() } });
    expect(res.status(), await res.text()).toBe(200);

    const page = await phone.newPage();
    // The edge's first paint, before any script runs.
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto(`${baseURL()}/venue/${venue.id}`);
    await page.getByText(word).waitFor();
    await expectNoHorizontalScroll(page);
    await page.unroute("**/assets/**/*.js");

    await page.goto(`${baseURL()}/venue/${venue.id}`);
    await page.getByRole("heading", { level: 2, name: "About this venue" }).waitFor();
    await page.getByText(word).waitFor();
    await expectNoHorizontalScroll(page);
    await page.close();
  });
});
