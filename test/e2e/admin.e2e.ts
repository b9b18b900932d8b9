// The admin area in a real browser: sign-in, moderation, blog writing, CSV import, import history, logout.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, launch, openPage, screenshot, signIn, toastWith, VIEWPORTS } from "./fixtures";

const FIXTURES = path.resolve("test/fixtures/csv");
const RUN = Date.now().toString(36);
/**
 * The city this suite changes (imports, approvals, features, deletes). Not Seattle: the other
 * suites share the server and count Seattle's venues.
 */
const CITY = "portland";

/**
 * Opens a public page in a fresh browser, as a fan would see it. (The admin's own browser may
 * still hold public API answers in its HTTP cache for their max-age.)
 */
async function asAFan(pathname: string, check: (page: Page) => Promise<unknown>) {
  const context = await launch(VIEWPORTS.desktop);
  try {
    const { page, external } = await openPage(context, pathname);
    await check(page);
    expect(external).toEqual([]);
  } finally {
    await context.close();
  }
}

/** A pending venue created the way an owner does it: paid submission through the test checkout. */
async function submitPendingVenue(page: Page, name: string): Promise<void> {
  const city = await (await page.request.get(baseURL() + `/api/cities/${CITY}`)).json();
  const res = await page.request.post(baseURL() + "/api/venues/submission-checkout", {
    data: {
      venueName: name,
      cityId: city.id,
      address: "1 SW Main St, Portland, OR",
      contactEmail: "owner@example.com",
      details: "Opens early for morning kickoffs",
      hasFood: true,
      bigScreens: true,
    },
  });
  expect(res.status()).toBe(200);
  const { url } = await res.json();
  await page.goto(url);
  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await page.waitForURL("**/submit**");
}

describe("admin area", () => {
  const browsers = desktopAndPhone();

  it("admin pages send a signed-out visitor to the login page; nothing links to them publicly", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/dashboard");
    await page.waitForURL("**/admin/login");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    expect(await page.getByRole("banner").locator('a[href^="/admin"]').count()).toBe(0);
    expect(await page.getByRole("contentinfo").locator('a[href^="/admin"]').count()).toBe(0);
    for (const path of ["/admin/venues", "/admin/blog", "/admin/import", "/admin/import-logs"]) {
      await page.goto(baseURL() + path);
      await page.waitForURL("**/admin/login");
    }
    expect(external).toEqual([]);
  });

  it("logs in: empty password, wrong password, then the right one", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/login");
    await page.getByText("Enter your admin password to access the dashboard").waitFor();
    await screenshot(page, "admin-login-desktop");
    await page.getByRole("button", { name: "Login" }).click();
    await toastWith(page, "Password Required", "Please enter the admin password.");

    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await toastWith(page, "Login Failed", "Invalid password. Please try again.");
    expect(page.url()).toContain("/admin/login");

    await page.getByLabel("Password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Login" }).click();
    await toastWith(page, "Login Successful", "Welcome to the admin dashboard.");
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard (Protected Area)" }).waitFor();
    await page.getByText("Welcome, Admin").waitFor();
    for (const name of ["Manage Venues", "Manage Blog Posts", "Import Logs"]) await page.getByRole("link", { name }).waitFor();
    for (const name of ["Seed Seattle Blogs", "Logout"]) await page.getByRole("button", { name }).waitFor();
    const tabs = await page.getByRole("tab").allInnerTexts();
    expect(tabs.map((t) => t.replace(/\s*\d+(\s*pending)?$/, "").trim())).toEqual([
      "Pending Venues",
      "Owner Claims",
      "Approved Venues",
      "Import CSV",
      "Open Map Data",
      "Create Blog",
      "Cities",
      "Sponsors",
    ]);
    // It opens on what waits for the admin; nothing destructive is on the first tab.
    await page.getByRole("tab", { name: /^Pending Venues/, selected: true }).waitFor();
    await page
      .getByRole("list", { name: "Pending venues" })
      .or(page.getByText("No pending venues", { exact: false }))
      .first()
      .waitFor();
    expect(await page.getByRole("button", { name: /Delete All/ }).count()).toBe(0);
    await screenshot(page, "admin-dashboard-first-desktop");
    await page.getByRole("tab", { name: "Create Blog" }).click();
    await page.waitForURL("**/admin/dashboard?tab=create-blog");
    expect(await page.getByPlaceholder("Write your post in Markdown (at least 100 characters)...").count()).toBe(1);
    // "Delete All Blogs" is still there, and still asks first.
    await page.getByRole("button", { name: "Delete All Blogs" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    await screenshot(page, "admin-dashboard-create-blog-desktop");
    expect(external).toEqual([]);
  });

  it("approves a paid submission from the Pending Venues tab; it then shows on its city page", async () => {
    const name = `Pending Pitch ${RUN}`;
    const { page, external } = await openPage(browsers.desktop, "/");
    await submitPendingVenue(page, name);

    await page.goto(baseURL() + "/admin/dashboard");
    await page.getByRole("tab", { name: /Pending Venues/ }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await card.waitFor();
    expect(await page.getByRole("tab", { name: /Pending Venues/ }).innerText()).toMatch(/\d/);
    for (const badge of ["Has Food", "Big Screens"]) await card.getByText(badge, { exact: true }).waitFor();
    await card.getByText("1 SW Main St, Portland, OR").waitFor();
    for (const button of ["Approve", "Reject", "Feature"]) await card.getByRole("button", { name: button }).waitFor();
    await screenshot(page, "admin-dashboard-pending-desktop");

    // Not public before approval.
    const before = await page.request.get(baseURL() + `/api/cities/${CITY}/venues`);
    expect(JSON.stringify(await before.json())).not.toContain(name);

    await card.getByRole("button", { name: "Approve" }).click();
    await toastWith(page, "Venue Approved");
    await card.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Approved Venues" }).click();
    await page.getByRole("link", { name }).waitFor();
    await screenshot(page, "admin-dashboard-approved-desktop");

    await asAFan(`/city/${CITY}`, (fan) => fan.getByRole("link", { name }).filter({ visible: true }).first().waitFor({ timeout: 20_000 }));
    expect(external).toEqual([]);
  });

  it("creates a blog post, approves it on Manage Blog Posts, and finds it on /blog", async () => {
    const title = `Match day in Portland ${RUN}`;
    const { page, external } = await openPage(browsers.desktop, "/admin/dashboard?tab=create-blog");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Excerpt").fill("Where to watch, how to get there, and what to bring.");
    await page.getByLabel("Content").fill("Too short");
    await page.getByRole("button", { name: "Create Post" }).click();
    await toastWith(page, "Creation Failed", "Content must be at least 100 characters.");
    await page
      .getByLabel("Content")
      .fill(
        "## Getting there\n\nTake the MAX light rail downtown and walk to your watch spot. Arrive early: bars fill up well before kickoff on big match days.\n\n- Bring layers\n- Bring water",
      );
    await page.getByLabel("City (optional)").selectOption({ label: "Portland, Oregon" });
    await page.getByRole("button", { name: "Create Post" }).click();
    await toastWith(page, "Blog Post Created");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("");

    await page.getByRole("link", { name: "Manage Blog Posts" }).click();
    await page.waitForURL("**/admin/blog");
    await page.getByRole("heading", { level: 1, name: "Manage Blog Posts" }).waitFor();
    await page.getByLabel("Status").selectOption("pending");
    await page.waitForURL("**/admin/blog?status=pending");
    const card = page.getByTestId("admin-post-card").filter({ has: page.getByRole("heading", { name: title }) });
    await card.waitFor();
    await card.getByText("Pending", { exact: true }).waitFor();
    await card.getByText("Portland", { exact: true }).waitFor();
    await card.getByText("No date").waitFor();
    await card.getByRole("button", { name: "Upload cover" }).or(card.getByText("Upload cover")).first().waitFor();
    await screenshot(page, "admin-blog-pending-desktop");
    await card.getByRole("button", { name: "Approve" }).click();
    await toastWith(page, "Blog Post Approved");

    await page.getByLabel("Status").selectOption("approved");
    const approved = page.getByTestId("admin-post-card").filter({ has: page.getByRole("heading", { name: title }) });
    await approved.getByRole("button", { name: "Unapprove" }).waitFor();
    expect(await approved.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/).count()).toBe(1);
    await page.getByText(/^Showing \d+ post\(s\)$/).waitFor();
    await screenshot(page, "admin-blog-desktop");

    await asAFan("/blog", (fan) => fan.getByRole("link", { name: title }).filter({ visible: true }).first().waitFor({ timeout: 20_000 }));
    expect(external).toEqual([]);
  });

  it("imports a CSV on /admin/import; the venues appear on the city page and the event in the import history", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/import");
    await page.getByRole("heading", { level: 1, name: "CSV Import" }).waitFor();
    await page.getByText("name,address,lat,lon,phone,website,hours_short,neighborhood,tags").first().waitFor();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toastWith(page, "Missing Information", "Please provide city slug and CSV file");

    await page.getByLabel("City slug").fill(CITY);
    await page.getByLabel("CSV file").setInputFiles(path.join(FIXTURES, "standalone-bad-header.csv"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toastWith(page, "Import Failed", "Invalid CSV header. Expected: name,address,lat,lon,phone,website,hours_short,neighborhood,tags");

    await page.getByLabel("CSV file").setInputFiles(path.join(FIXTURES, "e2e-import.csv"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toastWith(page, "Import Successful", "Inserted 2, updated 0, skipped 0 (0 unchanged, 0 rejected).");
    const result = page.getByRole("region", { name: `Import result for ${CITY}` });
    await result.waitFor();
    // One announcement per import: the toast; the result panel is read when reached.
    expect(
      await page
        .locator('[role="status"], [role="alert"], [aria-live]')
        .filter({ hasText: /Inserted 2/ })
        .count(),
    ).toBe(1);
    expect((await result.innerText()).replace(/\s+/g, " ")).toMatch(/Inserted 2 Updated 0 Unchanged 0 Rejected 0/i);
    await screenshot(page, "admin-import-desktop");

    // The same file again changes nothing.
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toastWith(page, "Import Successful", "Inserted 0, updated 0, skipped 2 (2 unchanged, 0 rejected).");

    const api = await page.request.get(baseURL() + `/api/cities/${CITY}/venues`);
    const names = ((await api.json()) as { name: string }[]).map((v) => v.name);
    expect(names).toContain("Imported Kickoff Tavern");
    await asAFan(`/city/${CITY}`, async (fan) => {
      await fan.getByRole("link", { name: "Imported Kickoff Tavern" }).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
      await fan.getByRole("link", { name: "Imported Supporters Hall" }).filter({ visible: true }).first().waitFor();
    });

    await page.goto(baseURL() + "/admin/import-logs");
    await page.getByRole("heading", { level: 1, name: "Import History" }).waitFor();
    const entries = page.getByRole("list", { name: "Recent events" }).getByRole("listitem");
    await entries.first().waitFor();
    expect(await entries.count()).toBeLessThanOrEqual(10);
    const first = await entries.first().innerText();
    expect(first).toContain("csv_import_standalone");
    expect(first).toMatch(/Inserted:\s*0/i);
    expect(await page.getByText(/imports\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]+\.csv/).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, "admin-import-logs-desktop");
    expect(external).toEqual([]);
  });

  it("the dashboard's Import CSV tab checks its fields and reports imported rows and row errors", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/dashboard?tab=import-csv");
    await page.getByRole("button", { name: "Import CSV" }).click();
    await toastWith(page, "Missing Information", "Please select a city and choose a CSV file");
    await page.getByLabel("City").selectOption(CITY);
    await page.getByLabel("CSV file").setInputFiles(path.join(FIXTURES, "admin-corpus.csv"));
    await page
      .getByTestId("selected-file")
      .getByText(/admin-corpus\.csv \(\d+\.\d KB\)/)
      .waitFor();
    await page.getByRole("button", { name: "Import CSV" }).click();
    await toastWith(page, "CSV Import Complete", "Imported 3 venues (3 new, 0 updated), 5 rows had errors.");
    await page.getByRole("region", { name: /^Import complete/ }).waitFor();
    expect(
      await page
        .locator('[role="status"], [role="alert"], [aria-live]')
        .filter({ hasText: /import complete/i })
        .count(),
    ).toBe(1);
    await page.getByText("Row 5 (Bad Bool Bar): hasFood must be true/false, yes/no or 1/0").waitFor();
    await page.getByText("Row 10 (The Corner Pub): Duplicate venue in file").waitFor();
    await screenshot(page, "admin-dashboard-import-desktop");
    expect(external).toEqual([]);
  });

  it("manage venues: filters in the URL, feature, delete with confirmation, delete-all asks twice", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/venues");
    await page.getByRole("heading", { level: 1, name: "Manage Venues" }).waitFor();
    await page.getByText(/^Showing \d+ venue\(s\)$/).waitFor();
    await page.getByLabel("City").selectOption({ label: "Portland, Oregon" });
    await page.waitForURL(/cityId=\d+/);
    await page.getByLabel("Status").selectOption("approved");
    await page.waitForURL(/status=approved/);
    const card = page.getByTestId("admin-venue-card").filter({ has: page.getByRole("heading", { name: "Imported Kickoff Tavern" }) });
    await card.waitFor();
    await card.getByText("Approved", { exact: true }).waitFor();
    await card.getByText("(503) 555-0142").waitFor();
    await card.getByText("Daily 8am-midnight").waitFor();
    expect(await card.getByRole("link", { name: "kickoff-tavern.example.com" }).getAttribute("rel")).toContain("noopener");
    await card.getByRole("button", { name: "Feature Imported Kickoff Tavern", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Feature", exact: true }).click();
    await toastWith(page, "Venue Featured");
    await card
      .getByTestId("admin-featured-badge")
      .getByText(/Featured until [A-Z][a-z]{2} \d{2}, \d{4}/)
      .waitFor();
    expect(await card.getByRole("button", { name: "Feature Imported Kickoff Tavern", exact: true }).count()).toBe(0);
    await card.getByRole("button", { name: "Unfeature Imported Kickoff Tavern" }).waitFor();

    // Reload keeps the filters (they live in the URL).
    await page.reload();
    await page.getByTestId("admin-venue-card").first().waitFor();
    expect(await page.getByLabel("Status").inputValue()).toBe("approved");

    const doomed = page.getByTestId("admin-venue-card").filter({ has: page.getByRole("heading", { name: "Imported Supporters Hall" }) });
    await doomed.getByRole("button", { name: "Delete Imported Supporters Hall" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Delete Imported Supporters Hall?").waitFor();
    await screenshot(page, "admin-venues-delete-dialog-desktop");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toastWith(page, "Venue Deleted");
    await doomed.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Delete All Venues" }).click();
    await page.getByRole("alertdialog").getByText("Delete all venues?").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Delete All Venues" });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel("Confirmation phrase").fill("delete all venues");
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    expect(await page.getByTestId("admin-venue-card").count()).toBeGreaterThan(0);

    await page.getByLabel("Status").selectOption("rejected");
    await page.getByText("No venues found with the selected filters.").waitFor();
    await page.getByText("Showing 0 venue(s)").waitFor();
    await page.getByLabel("Status").selectOption("all");
    await page.getByTestId("admin-venue-card").first().waitFor();
    await screenshot(page, "admin-venues-desktop");

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL("**/admin/dashboard");
    expect(external).toEqual([]);
  });

  it("seeds the Seattle guides once (after a confirmation), shows the Cities and Sponsors tabs, and logs out", async () => {
    const { page, external } = await openPage(browsers.desktop, "/admin/dashboard");
    // Another suite may have seeded them already: then this call creates none.
    await page.getByRole("button", { name: "Seed Seattle Blogs" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Create guides" }).click();
    await toastWith(page, "Seattle Seeded!", /Created [0-5] blog posts?/);
    await page.getByRole("button", { name: "Seed Seattle Blogs" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Create guides" }).click();
    await toastWith(page, "Seattle Seeded!", "Created 0 blog posts");

    await page.getByRole("tab", { name: "Cities" }).click();
    await page.getByText(/\d+ of \d+ cities listed/).waitFor();
    await page.getByRole("table").getByRole("link", { name: "Seattle", exact: true }).waitFor();
    await page.getByRole("table").getByRole("link", { name: "Edit Seattle" }).waitFor();
    await screenshot(page, "admin-dashboard-cities-desktop");
    await page.getByRole("tab", { name: "Sponsors" }).click();
    await page.getByRole("tabpanel").getByText("Editing coming soon", { exact: false }).waitFor();
    await screenshot(page, "admin-dashboard-sponsors-desktop");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    await page.goto(baseURL() + "/admin/dashboard");
    await page.waitForURL("**/admin/login");
    const session = await page.request.get(baseURL() + "/api/admin/session");
    expect(session.status()).toBe(401);
    expect(external).toEqual([]);
  });

  it("works on a phone: login, every tab, manage screens, import and history without horizontal scroll", async () => {
    const { page, external } = await openPage(browsers.phone, "/admin/login");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "admin-login-phone");
    await signIn(page);
    await expectNoHorizontalScroll(page);
    await screenshot(page, "admin-dashboard-pending-first-phone");
    for (const [tab, shot] of [
      ["Create Blog", "create-blog"],
      ["Import CSV", "import"],
      ["Pending Venues", "pending"],
      ["Approved Venues", "approved"],
      ["Cities", "cities"],
      ["Sponsors", "sponsors"],
    ] as const) {
      await page.getByRole("tab", { name: new RegExp(tab) }).click();
      await page.getByRole("tab", { name: new RegExp(tab), selected: true }).waitFor();
      await page.waitForTimeout(300);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `admin-dashboard-${shot}-phone`);
    }
    // Other suites may have left paid submissions waiting: the tab shows them, or says none are left.
    await page.getByRole("tab", { name: /Pending Venues/ }).click();
    const pending = (await (await page.request.get(baseURL() + "/api/admin/venues/pending")).json()) as unknown[];
    if (pending.length === 0) await page.getByText("No pending venues - All venue submissions have been reviewed.").waitFor();
    else await page.getByRole("list", { name: "Pending venues" }).getByRole("listitem").first().waitFor();

    for (const [pathname, heading, shot] of [
      ["/admin/venues?status=approved", "Manage Venues", "admin-venues-phone"],
      ["/admin/blog", "Manage Blog Posts", "admin-blog-phone"],
      ["/admin/import", "CSV Import", "admin-import-phone"],
      ["/admin/import-logs", "Import History", "admin-import-logs-phone"],
    ] as const) {
      await page.goto(baseURL() + pathname);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.waitForTimeout(500);
      await expectNoHorizontalScroll(page);
      await screenshot(page, shot);
    }
    expect(external).toEqual([]);
  });
});
