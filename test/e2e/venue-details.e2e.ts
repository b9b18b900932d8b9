// A listing's details end to end, as people do it: an owner on a phone submits a venue with phone,
// website, Instagram, hours and a map pin and pays on the test checkout, then reads the purchase
// summary; an admin approves it and the public page shows the contact, the hours and the pin; the
// admin edits the venue's fields and the public page follows.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminLogEntry } from "../../src-worker/shared/contract/admin";
import type { CityListItem } from "../../src-worker/shared/contract/cities";
import type { CheckoutSummary } from "../../src-worker/shared/contract/payments";
import type { Venue, VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, pageJson, screenshot, signIn, toastWith } from "./fixtures";
import { openVenueOnMap, showLocationMap } from "./map";

const RUN = Date.now().toString(36);
/** Not Seattle or Portland: other suites count their venues. */
const CITY = "denver";
const NAME = `Mile High Pitch ${RUN}`;

describe("venue details: submission, summary, approval, admin edit", () => {
  const browsers = desktopAndPhone();
  let city: CityListItem;
  let venueId: number;

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
    city = (await getJson<CityListItem[]>("/api/cities")).find((c) => c.slug === CITY)!;
    expect(city).toBeTruthy();
  });

  it("phone: the owner gives phone, website, Instagram, hours and a pin, pays, and reads what was bought", async () => {
    const { page, external } = await openPage(browsers.phone, "/submit");
    const form = page.getByRole("form", { name: "Venue submission" });
    await form.getByLabel("Venue Name").fill(NAME);
    await page.locator(`select[name="cityId"] option[value="${city.id}"]`).waitFor({ state: "attached" });
    await form.getByLabel("City").selectOption(String(city.id));
    await form.getByLabel("Address").fill("1701 Wynkoop St, Denver, CO 80202");
    await form.getByLabel("Your Email").fill("owner@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("12");
    await form.getByLabel("Website", { exact: true }).fill("https://mile-high-pitch.example.com");
    await form.getByLabel("Instagram").fill("https://www.instagram.com/milehighpitch/");

    // Monday 11:00 to 01:00, copied to the week, then Sunday closed.
    await form.getByRole("button", { name: "Add hours on Monday" }).click();
    await form.getByLabel("Monday closes").fill("01:00");
    await form.getByRole("button", { name: "Copy Monday to every day" }).click();
    await form.getByRole("button", { name: "Remove Sunday's hours" }).click();
    await expect.poll(() => form.getByTestId("hours-sun").innerText()).toContain("Closed");

    // The pin: the map opens on the city's centre; a tap places it and fills the coordinates.
    await form.getByRole("button", { name: "Place a pin on the map" }).click();
    const map = form.getByTestId("location-picker-map");
    await map.locator("canvas").waitFor();
    await page.getByText("Loading map...").waitFor({ state: "detached" });
    await map.click();
    await form.getByTestId("location-pin").waitFor();
    const lat = Number(await form.getByLabel("Latitude").inputValue());
    const lng = Number(await form.getByLabel("Longitude").inputValue());
    expect(Math.abs(lat - city.lat!)).toBeLessThan(0.2);
    expect(Math.abs(lng - city.lng!)).toBeLessThan(0.2);

    // A wrong phone number is said before anything is sent.
    await form.getByRole("button", { name: /& Submit$/ }).click();
    expect(await (await toastWith(page, "Please Check the Details")).innerText()).toContain("Enter a phone number with its area code");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("phone");
    await form.getByLabel("Phone", { exact: true }).fill("(303) 555-0142");
    await expectNoHorizontalScroll(page);
    await check(page, "phone submit form with details");
    await screenshot(page, "venue-details-submit-phone");

    await page.getByRole("button", { name: /& Submit$/ }).click();
    await page.getByRole("heading", { level: 1, name: "Test checkout" }).waitFor();
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.waitForURL(/\/submit\?checkout=[0-9a-f-]{36}$/);

    const reference = new URL(page.url()).searchParams.get("checkout")!;
    const bought = await pageJson<CheckoutSummary>(page, `/api/checkouts/${reference}`);
    expect(bought).toMatchObject({ status: "paid", kind: "submission", venueName: NAME, venue: { status: "pending" } });
    venueId = bought.venue!.id;

    await page.getByTestId("payment-success").waitFor();
    const summary = page.getByTestId("checkout-summary");
    await summary.getByTestId("summary-next").waitFor();
    const text = (await summary.innerText()).replace(/\s+/g, " ");
    expect(text).toContain("Venue submission");
    expect(text).toContain(`${NAME} · Denver`);
    expect(text).toContain(`Amount paid $${bought.amount} USD`);
    expect(await summary.getByTestId("summary-reference").innerText()).toBe(reference);
    expect(text).toContain("Next: an admin reviews your submission within 24-48 hours. You'll get an e-mail at owner@example.com");
    // The form is not offered again under the notice; "Submit another venue" brings it back.
    expect(await page.getByRole("button", { name: /& Submit$/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await check(page, "phone purchase summary");
    await screenshot(page, "venue-details-summary-phone");
    await summary.getByRole("link", { name: "Submit another venue" }).click();
    await page.waitForURL(`${baseURL()}/submit`);
    expect(await page.getByLabel("Venue Name").inputValue()).toBe("");
    expect(external).toEqual([]);
  });

  it("desktop: the admin approves it; its page shows contact, hours and the pin, and the city map has it", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    await page.goto(`${baseURL()}/admin/venues?cityId=${city.id}&status=pending`);
    const card = page.getByTestId("admin-venue-card").filter({ hasText: NAME });
    await card.getByRole("button", { name: "Approve" }).click();
    await toastWith(page, "Venue Approved");

    await page.goto(`${baseURL()}/venue/${venueId}`);
    await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    const contact = page.getByRole("complementary", { name: "Venue details" });
    await contact.getByRole("link", { name: "(303) 555-0142" }).waitFor();
    expect(await contact.getByRole("link", { name: /mile-high-pitch\.example\.com/ }).getAttribute("href")).toBe("https://mile-high-pitch.example.com");
    expect(await contact.getByRole("link", { name: /Instagram @milehighpitch/ }).getAttribute("href")).toBe("https://www.instagram.com/milehighpitch/");
    const hours = (await contact.locator("dl").first().innerText()).replace(/\s+/g, " ");
    expect(hours).toContain("Mon 11am–1am");
    expect(hours).toContain("Sat 11am–1am");
    expect(hours).toContain("Sun Closed");
    await showLocationMap(page, NAME);
    expect(await page.getByTestId("location-not-set").count()).toBe(0);
    await check(page, "desktop venue page with details");
    await screenshot(page, "venue-details-venue-desktop");

    await page.goto(`${baseURL()}/city/${CITY}?view=map`);
    // Its own marker, or the list of the cluster it joins when neighbours are close.
    await page.locator('[data-testid="venue-map"] .maplibregl-marker').first().waitFor({ timeout: 20_000 });
    await openVenueOnMap(page, NAME);
    expect(external).toEqual([]);
  });

  it("the admin edits the venue's fields (desktop, then phone); the public page and the city map follow", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/login");
    await signIn(page);
    await page.goto(`${baseURL()}/admin/venues?cityId=${city.id}&status=approved`);
    await page.getByRole("link", { name: `Edit ${NAME}` }).click();
    await page.waitForURL(`**/admin/venues/${venueId}/edit`);
    await page.getByRole("heading", { level: 1, name: `Edit ${NAME}` }).waitFor();
    const form = page.getByRole("form", { name: `Edit ${NAME}` });
    expect(await form.getByLabel("Phone", { exact: true }).inputValue()).toBe("(303) 555-0142");
    expect(await form.getByLabel("Instagram").inputValue()).toBe("@milehighpitch");
    await form.locator("canvas").waitFor();
    await check(page, "desktop admin edit screen");

    const renamed = `${NAME} Taproom`;
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
    await form.getByLabel("Phone", { exact: true }).fill("+1 303 555 0199");
    await form.getByLabel("Brewery").check();
    await form.getByLabel("Craft Beer").check();
    await form.getByRole("button", { name: "Add hours on Sunday" }).click();
    await form.getByLabel("Sunday opens").fill("10:00");
    await form.getByLabel("Sunday closes").fill("22:00");
    await form.getByRole("button", { name: "Remove pin" }).click();
    await form.getByLabel("About this venue").fill("Brewery taproom with two projectors.");
    await form.getByRole("button", { name: "Save changes" }).click();
    await toastWith(page, "Venue Saved");
    await page.getByRole("heading", { level: 1, name: `Edit ${renamed}` }).waitFor();
    await screenshot(page, "venue-details-edit-desktop");

    const [log] = (await pageJson<AdminLogEntry[]>(page, "/api/admin/logs")).filter((l) => l.event === "venue_edited");
    expect(Object.keys(JSON.parse(log.payload!).changes).sort()).toEqual(["craftBeer", "hours", "location", "name", "notes", "phone", "tags"]);

    await page.goto(`${baseURL()}/venue/${venueId}`);
    await page.getByRole("heading", { level: 1, name: renamed }).waitFor();
    expect(await page.getByText("Brewery taproom with two projectors.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "+1 303 555 0199" }).waitFor();
    expect((await page.getByRole("complementary", { name: "Venue details" }).locator("dl").first().innerText()).replace(/\s+/g, " ")).toContain(
      "Sun 10am–10pm",
    );
    expect((await page.getByTestId("location-not-set").innerText()).replace(/\s+/g, " ")).toContain("Location not set yet: this venue is not on the map.");
    await page.goto(`${baseURL()}/city/${CITY}?view=map`);
    const notOnMap = page.getByTestId("not-on-map");
    await notOnMap.getByRole("link", { name: renamed }).waitFor();
    await screenshot(notOnMap, "venue-details-not-on-map-desktop");
    const listed = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues`);
    expect(listed.find((v) => v.id === venueId)).toMatchObject({ name: renamed, lat: null, tags: ["Brewery"] });
    expect(external).toEqual([]);

    // The same screen on a phone: fits, no violations; putting the pin back is saved too.
    const phone = await openPage(browsers.phone, "/admin/login");
    await signIn(phone.page);
    await phone.page.goto(`${baseURL()}/admin/venues/${venueId}/edit`);
    const phoneForm = phone.page.getByRole("form", { name: `Edit ${renamed}` });
    await phoneForm.locator("canvas").waitFor();
    await phone.page.getByText("Loading map...").waitFor({ state: "detached" });
    await expectNoHorizontalScroll(phone.page);
    await check(phone.page, "phone admin edit screen");
    await phoneForm.getByLabel("Latitude").fill("39.7530, -104.9997");
    expect(await phoneForm.getByLabel("Longitude").inputValue()).toBe("-104.9997");
    await phoneForm.getByTestId("location-pin").waitFor();
    await screenshot(phone.page, "venue-details-edit-phone");
    await phoneForm.getByRole("button", { name: "Save changes" }).click();
    await toastWith(phone.page, "Venue Saved");
    expect(await getJson<Venue>(`/api/venues/${venueId}`)).toMatchObject({ lat: 39.753, lng: -104.9997 });
    expect(phone.external).toEqual([]);
  });
});
