// The admin paths people reported, walked in a real browser at the size they use (desktop), with
// one check on a phone that the screens do not overflow: a city created by the standalone import is
// placed and listed (or said to be unlisted, and placed in the city editor), every count agrees,
// imports and the history name each row, the pending card shows contact and payment, Feature takes
// an end date and Unfeature undoes it, and Seed Seattle Blogs asks first and leaves its guides pending.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminBlogPost, AdminCity } from "../../src-worker/shared/contract/admin";
import type { CityListItem } from "../../src-worker/shared/contract/cities";
import { lastDayLabel, localDay } from "../../src-worker/shared/time-zones";
import { expectNoSeriousViolations, serveAxe } from "./axe";
import { e2eNow } from "./clock";
import {
  baseURL,
  desktopAndPhone,
  expectNoHorizontalScroll,
  networkIdle,
  openPage,
  pageJson,
  screenshot,
  signIn,
  signInRequests,
  type TrackedPage,
  toastWith,
} from "./fixtures";

const HEADER = "name,address,lat,lon,phone,website,hours_short,neighborhood,tags";
/** Five Boise bars; the fourth has a mistyped latitude (4.36 for 43.6), which must not move the city. */
const BOISE = `${HEADER}
Bardenay,"610 W Grove St, Boise, ID 83702",43.6150,-116.2023,,,,Downtown,
Pengilly's Saloon,"513 W Main St, Boise, ID 83702",43.6177,-116.1996,,,,Downtown,
The Olympic,"1009 Main St, Boise, ID 83702",43.6135,-116.2046,,,,Downtown,
Typo Tavern,"100 S 6th St, Boise, ID",4.3614,-116.2035,,,,Downtown,
Boise Brewing,"521 W Broad St, Boise, Idaho 83702",43.6160,-116.2010,,,,BoDo,
`;
/** The same file a week later: Bardenay moved neighbourhood, and a row lost its address. */
const BOISE_AGAIN = BOISE.replace("Downtown,\nPengilly", "Old Town,\nPengilly").replace("Typo Tavern,", "Typo Tavern,,");
/** Addresses that name no state: the import cannot place the city. */
const NAMPA = `${HEADER}\nMelba Pub,1 Main St,,,,,,,\nNampa Taproom,2 Main St,,,,,,,\n`;
const RUN = Date.now().toString(36);

const csv = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

async function axe(page: Page, label: string) {
  await networkIdle(page);
  await expectNoSeriousViolations(page, label);
}

function quiet(t: TrackedPage) {
  expect(t.external).toEqual([]);
  // A 4xx the page handles (a refused import) logs "Failed to load resource"; nothing else may.
  expect(t.consoleErrors.filter((e) => !/Failed to load resource/i.test(e))).toEqual([]);
}

async function importFile(page: Page, slug: string, file: ReturnType<typeof csv>) {
  await page.getByLabel("City slug").fill(slug);
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

describe("admin paths people reported", () => {
  const browsers = desktopAndPhone();
  beforeAll(async () => {
    await serveAxe(browsers.desktop);
  });

  it("a city the standalone import creates is placed from its rows; home, All Cities and the API count the same cities", async () => {
    const t = await openPage(browsers.desktop, "/admin/login");
    const { page } = t;
    await signIn(page);
    await page.goto(`${baseURL()}/admin/import`);
    await page.getByRole("heading", { level: 1, name: "CSV Import" }).waitFor();
    await importFile(page, "boise", csv("boise.csv", BOISE));
    await toastWith(page, "Import Successful", "Inserted 5, updated 0, skipped 0 (0 unchanged, 0 rejected).");
    const city = page.getByTestId("import-city");
    await city
      .getByText(
        "New city Boise created: state Idaho (from the addresses), time zone America/Boise (from the state), centre 43.615, -116.2023 (from the venues).",
      )
      .waitFor();
    await city.getByText("It is listed under Idaho on All Cities.").waitFor();
    await screenshot(page, "admin-paths-import-new-city-desktop");
    await axe(page, "import result, new city");

    // The same file a week later: each row is told apart, by name.
    await importFile(page, "boise", csv("boise.csv", BOISE_AGAIN));
    await toastWith(page, "Import Successful", "Inserted 0, updated 1, skipped 4 (3 unchanged, 1 rejected).");
    const result = page.getByRole("region", { name: "Import result for boise" });
    expect((await result.innerText()).replace(/\s+/g, " ")).toMatch(/Inserted 0 Updated 1 Unchanged 3 Rejected 1/);
    expect(await result.getByRole("list", { name: "Updated" }).innerText()).toBe("Bardenay");
    expect((await result.getByRole("list", { name: "Unchanged" }).innerText()).split("\n")).toEqual(["Pengilly's Saloon", "The Olympic", "Boise Brewing"]);
    await result.getByText("Row 5 (Typo Tavern): Address is required; Latitude must be a number between -90 and 90").waitFor();
    await screenshot(page, "admin-paths-reimport-desktop");

    // One list of cities: what the home page counts is what All Cities shows.
    const listed = await pageJson<CityListItem[]>(page, "/api/cities");
    expect(listed.map((c) => c.slug)).toContain("boise");
    await page.goto(`${baseURL()}/`);
    await page.getByRole("link", { name: `View All ${listed.length} Cities` }).waitFor();
    await page.goto(`${baseURL()}/cities?search=Boise`);
    await page.getByTestId("cities-count").getByText(`Showing 1 of ${listed.length} cities`).waitFor();
    await page.getByRole("button", { name: /Idaho/ }).waitFor();
    await page.getByRole("link", { name: /Boise/ }).first().waitFor();
    quiet(t);
  });

  it("a city an import cannot place is listed nowhere and says so; the city editor sets its state, zone and centre", async () => {
    const t = await openPage(browsers.desktop, "/admin/import");
    const { page } = t;
    await importFile(page, "nampa", csv("nampa.csv", NAMPA));
    await toastWith(page, "Import Successful", "Inserted 2");
    const warning = page.getByTestId("import-city").getByRole("alert");
    await warning.getByText("Nampa has no state, so All Cities, the home page and the sitemap do not list it yet.").waitFor();
    expect((await pageJson<CityListItem[]>(page, "/api/cities")).map((c) => c.slug)).not.toContain("nampa");
    await screenshot(page, "admin-paths-import-unlisted-desktop");

    await warning.getByRole("link", { name: "Set its state" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Nampa" }).waitFor();
    await page.getByText("Not listed: no state").waitFor();
    await page.getByLabel("State").selectOption("Idaho");
    // The state's zone fills in, and the hint names the other zone of the state.
    expect(await page.getByLabel("Time zone").inputValue()).toBe("America/Boise");
    await page.getByText("Idaho's main time zone is America/Boise. Another zone covers the northern Panhandle").waitFor();
    await page.getByLabel("Latitude").fill("43.5407");
    await page.getByRole("button", { name: "Save city" }).click();
    await page.getByText("Give both coordinates, or clear both.").waitFor();
    await page.getByLabel("Longitude").fill("-116.5635");
    expect(await page.getByText("Give both coordinates, or clear both.").count()).toBe(0);
    await screenshot(page, "admin-paths-city-editor-desktop");
    await axe(page, "city editor");
    await page.getByRole("button", { name: "Save city" }).click();
    await toastWith(page, "City Updated", "Nampa is listed under Idaho.");
    await page.waitForURL("**/admin/dashboard?tab=cities");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Nampa", exact: true }) });
    await row.getByRole("cell", { name: "Idaho", exact: true }).waitFor();
    await page.getByTestId("admin-cities-summary").waitFor();
    await screenshot(page, "admin-paths-cities-tab-desktop");
    const nampa = (await pageJson<AdminCity[]>(page, "/api/admin/cities")).find((c) => c.slug === "nampa");
    expect(nampa).toMatchObject({ listed: true, state: "Idaho", timeZone: "America/Boise", lat: 43.5407, lng: -116.5635 });
    expect((await pageJson<CityListItem[]>(page, "/api/cities")).map((c) => c.slug)).toContain("nampa");

    // The history names what each event was about.
    await page.goto(`${baseURL()}/admin/import-logs`);
    const entries = page.getByRole("list", { name: "Recent events" }).getByRole("listitem");
    const edit = entries.filter({ hasText: "City updated" }).first();
    await edit.getByText("State: none → Idaho").waitFor();
    const reimport = entries.filter({ hasText: "Boise (boise)" }).filter({ hasText: "Updated: Bardenay" }).first();
    await reimport.getByText("Unchanged: Pengilly's Saloon, The Olympic, Boise Brewing").waitFor();
    await reimport.getByText("Row 5 (Typo Tavern): Address is required").waitFor();
    await screenshot(page, "admin-paths-import-logs-desktop");
    await axe(page, "import history");
    quiet(t);
  });

  it("the pending card shows the owner's e-mail and payment; Feature takes an end date, Unfeature undoes it", async () => {
    const name = `Paid Pitch ${RUN}`;
    const t = await openPage(browsers.desktop, "/");
    const { page } = t;
    const boise = await pageJson<{ id: number }>(page, "/api/cities/boise");
    const res = await page.request.post(`${baseURL()}/api/venues/submission-checkout`, {
      data: { venueName: name, cityId: boise.id, address: "800 W Main St, Boise, ID 83702", contactEmail: "owner@example.com", details: "Big screens" },
    });
    expect(res.status()).toBe(200);
    await page.goto((await res.json()).url);
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.waitForURL("**/submit**");

    await page.goto(`${baseURL()}/admin/dashboard?tab=pending`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    const facts = card.getByTestId("submission-facts");
    await facts.getByRole("link", { name: "owner@example.com" }).waitFor();
    expect(await facts.innerText()).toMatch(/Payment\s+\$\d+\.\d{2} · Paid on [A-Z][a-z]{2} \d{2}, \d{4}\s+Reference [0-9a-f-]{36}/);
    await screenshot(card, "admin-paths-pending-card-desktop");
    await axe(page, "pending venues");

    // The same card on a phone: the long references wrap instead of widening the page.
    await signInRequests(browsers.phone);
    const phone = await openPage(browsers.phone, "/admin/dashboard?tab=pending");
    const phoneCard = phone.page.getByRole("listitem").filter({ has: phone.page.getByRole("heading", { name }) });
    await phoneCard.getByTestId("submission-facts").getByRole("link", { name: "owner@example.com" }).waitFor();
    await expectNoHorizontalScroll(phone.page);
    await screenshot(phone.page, "admin-paths-pending-phone");
    quiet(phone);

    // Approve and feature until a date, ended in Boise's time.
    const day = localDay(new Date(e2eNow().getTime() + 14 * 86_400_000), "America/Boise");
    const label = lastDayLabel(`${day}T12:00:00Z`, "UTC");
    await card.getByRole("button", { name: `Feature ${name}` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(`Approve and feature ${name}?`).waitFor();
    await dialog.getByText(/^Featured until [A-Z][a-z]{2} \d{2}, \d{4} \(Boise time\)$/).waitFor();
    await dialog.getByLabel("Feature for").selectOption("until");
    await dialog.getByLabel("Last featured day").fill(day);
    await dialog.getByText(`Featured until ${label} (Boise time)`).waitFor();
    await screenshot(page, "admin-paths-feature-dialog-desktop");
    await axe(page, "feature dialog");
    await dialog.getByRole("button", { name: "Approve and feature" }).click();
    await toastWith(page, "Venue Featured", `${name} is approved and featured until ${label}`);

    await page.goto(`${baseURL()}/admin/import-logs`);
    const featuredEvent = page.getByRole("list", { name: "Recent events" }).getByRole("listitem").filter({ hasText: "Venue featured" }).first();
    await featuredEvent.getByText(`Venue: ${name}`).waitFor();
    await featuredEvent.getByText(`until ${label}`).waitFor();

    await page.goto(`${baseURL()}/admin/venues?cityId=${boise.id}&status=approved`);
    const venue = page.getByTestId("admin-venue-card").filter({ has: page.getByRole("heading", { name }) });
    await venue.getByText(`Featured until ${label}`).waitFor();
    await venue.getByRole("button", { name: `Unfeature ${name}` }).click();
    await dialog.getByText(`${name} stops showing as Featured now instead of after ${label}.`).waitFor();
    await screenshot(page, "admin-paths-unfeature-dialog-desktop");
    await dialog.getByRole("button", { name: "Unfeature" }).click();
    await toastWith(page, "Venue Unfeatured", `${name} is no longer featured.`);
    await venue.getByRole("button", { name: `Feature ${name}`, exact: true }).waitFor();
    expect(await venue.getByTestId("admin-featured-badge").count()).toBe(0);
    quiet(t);
  });

  it("Seed Seattle Blogs asks first; its guides wait for Approve like a written post", async () => {
    const t = await openPage(browsers.desktop, "/admin/dashboard");
    const { page } = t;
    const pendingGuides = async () =>
      (await pageJson<AdminBlogPost[]>(page, "/api/admin/blog/posts?status=pending")).filter((p) => p.citySlug === "seattle").length;
    const before = await pendingGuides();
    await page.getByRole("button", { name: "Seed Seattle Blogs" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Add the Seattle guides?").waitFor();
    await screenshot(page, "admin-paths-seed-dialog-desktop");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await pendingGuides()).toBe(before);

    await page.getByRole("button", { name: "Seed Seattle Blogs" }).click();
    await dialog.getByRole("button", { name: "Create guides" }).click();
    const toast = await toastWith(page, "Seattle Seeded!");
    const created = Number(/Created (\d+)/.exec(await toast.innerText())?.[1]);
    if (created > 0) await toast.getByText("pending: approve them on Manage Blog Posts to publish.").waitFor();
    const pending = (await pageJson<AdminBlogPost[]>(page, "/api/admin/blog/posts?status=pending")).filter((p) => p.citySlug === "seattle");
    const published = (await pageJson<{ slug: string }[]>(page, "/api/blog/posts")).map((p) => p.slug);
    for (const p of pending) expect(published).not.toContain(p.slug);

    await page.goto(`${baseURL()}/admin/blog?status=pending`);
    if (pending.length) {
      const guide = page.getByTestId("admin-post-card").filter({ has: page.getByRole("heading", { name: pending[0].title }) });
      await guide.getByText("Pending", { exact: true }).waitFor();
      await guide.getByText("No date").waitFor();
      await guide.getByRole("button", { name: "Approve" }).waitFor();
    }
    await screenshot(page, "admin-paths-seeded-pending-desktop");
    quiet(t);
  });

  it("the owner trail on the venue editor reads field by field, before and after, never as JSON", async () => {
    const { page, external } = await openPage(browsers.desktop, "/");
    await signIn(page);
    const [venue] = await pageJson<{ id: number }[]>(page, "/api/cities/seattle/venues?sortBy=name");
    // The trail as the API gives it: values of every kind an owner's change can hold.
    const audit = [
      {
        id: 3,
        event: "owner_claims_set",
        email: "manager@example.com",
        createdAt: "2026-06-03T10:00:00.000Z",
        reverted: false,
        changes: {
          claims: {
            before: { showsAllMatches: null, matches: [{ number: 4, source: "owner", confirmedAt: "2026-06-01T00:00:00.000Z" }], supporters: [] },
            after: { showsAllMatches: true, matches: [], supporters: [{ team: "USA", groupName: "American Outlaws" }] },
          },
        },
      },
      {
        id: 2,
        event: "owner_venue_edited",
        email: "manager@example.com",
        createdAt: "2026-06-02T10:00:00.000Z",
        reverted: false,
        changes: {
          hours: {
            before: { mon: [["11:00", "23:00"]] },
            after: {
              mon: [["11:00", "23:00"]],
              sat: [
                ["09:00", "14:00"],
                ["17:00", "02:00"],
              ],
            },
          },
          tags: { before: [], after: ["sports-bar", "patio"] },
          hasFood: { before: false, after: true },
          phone: { before: null, after: "(206) 555-0100" },
        },
      },
      {
        id: 1,
        event: "owner_venue_confirmed",
        email: "manager@example.com",
        createdAt: "2026-06-01T10:00:00.000Z",
        reverted: false,
        changes: { verifiedAt: { before: null, after: "2026-06-01T10:00:00.000Z" } },
      },
    ];
    await page.route(`**/api/admin/venues/${venue.id}/owners`, (route) =>
      route.fulfill({ json: { owners: [{ email: "manager@example.com", since: "2026-06-01T09:00:00.000Z" }], audit } }),
    );
    await page.goto(`${baseURL()}/admin/venues/${venue.id}/edit`);
    const panel = page.getByRole("region", { name: "Owners and their changes" });
    const trail = panel.getByRole("list", { name: "Owner audit trail" });
    await trail.waitFor();
    expect(await trail.innerText()).not.toMatch(/[{}[\]"]/);
    const row = async (name: string) =>
      (
        await trail
          .getByRole("row", { name: new RegExp(`^${name}`) })
          .first()
          .innerText()
      ).replace(/\s+/g, " ");
    expect(await row("Hours")).toBe("Hours Mon 11:00–23:00 Mon 11:00–23:00; Sat 09:00–14:00, 17:00–02:00");
    expect(await row("Tags")).toBe("Tags (none) sports-bar, patio");
    expect(await row("Food")).toBe("Food No Yes");
    expect(await row("Phone")).toBe("Phone (none) (206) 555-0100");
    expect(await row("Matches and supporters")).toBe(
      "Matches and supporters Every match of every competition: No; Every match of: (none); Matches: 4; Supporters of: (none) Every match of every competition: No; Every match of: world-cup-2026; Matches: (none); Supporters of: USA (American Outlaws)",
    );
    expect(await row("Confirmed accurate")).toMatch(/^Confirmed accurate \(none\) Jun 01, 2026$/);
    await expectNoSeriousViolations(page, "admin venue editor with the owner trail");
    await screenshot(panel, "admin-owner-trail-desktop");
    expect(external).toEqual([]);
  });

  it("on a phone the new admin screens do not overflow", async () => {
    const t = await openPage(browsers.phone, "/admin/import");
    const { page } = t;
    await importFile(page, "boise", csv("boise.csv", BOISE_AGAIN));
    await toastWith(page, "Import Successful", "Inserted 0, updated 0, skipped 5 (4 unchanged, 1 rejected).");
    await expectNoHorizontalScroll(page);
    await screenshot(page, "admin-paths-import-phone");
    const nampa = (await pageJson<AdminCity[]>(page, "/api/admin/cities")).find((c) => c.slug === "nampa")!;
    for (const [path, heading, shot] of [
      [`/admin/cities/${nampa.id}/edit`, "Edit Nampa", "admin-paths-city-editor-phone"],
      ["/admin/dashboard?tab=cities", "Admin Dashboard (Protected Area)", "admin-paths-cities-tab-phone"],
      ["/admin/import-logs", "Import History", "admin-paths-import-logs-phone"],
    ] as const) {
      await page.goto(baseURL() + path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await networkIdle(page);
      await expectNoHorizontalScroll(page);
      await screenshot(page, shot);
    }
    quiet(t);
  });
});
