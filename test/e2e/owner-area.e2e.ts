// Venue owners keep their listing true, as people do it: on a phone an owner claims a venue from its
// page with an address at the venue's website, opens the development mailbox, follows the sign-in
// link, edits a detail, confirms the listing is accurate and sees the badge on the venue page; on a
// desktop a claim from another address waits in the admins' queue, an admin approves it, and the
// owner then finds the venue in the owner area; the admin reads the owner's trail on the venue
// editor and reverts the edit. Every screen is checked with axe.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Venue, VenueSummary } from "../../src-worker/shared/contract/venues";
import { WEEKDAYS } from "../../src-worker/shared/hours";
import { check, serveAxe } from "./axe";
import {
  baseURL,
  desktopAndPhone,
  expectNoHorizontalScroll,
  followOwnerSignInLink,
  getJson,
  openPage,
  screenshot,
  setVenueWebsite,
  signIn,
  toastWith,
} from "./fixtures";

const RUN = Date.now().toString(36);
/** A city no other suite counts venues in. */
const CITY = "kansas-city";

async function claimFromVenuePage(page: Page, email: string, message?: string) {
  await page.getByRole("button", { name: "Own this venue? Manage this listing" }).click();
  const box = page.getByTestId("owner-claim");
  await box.getByLabel("Business email").fill(email);
  if (message) await box.getByLabel("Message (optional)").fill(message);
  await box.getByRole("button", { name: "Send sign-in link" }).click();
  await box.getByTestId("owner-claim-sent").waitFor();
}

/** Follows the newest sign-in link sent to `email` (pressing its page's "Sign in") into the owner area. */
async function followSignInLink(page: Page, email: string): Promise<string> {
  const href = await followOwnerSignInLink(page, email);
  await page.getByRole("heading", { level: 1, name: "Your venues" }).waitFor();
  return href;
}

describe("owner area", () => {
  const browsers = desktopAndPhone();
  let venues: VenueSummary[];

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
    venues = await getJson<VenueSummary[]>(`/api/cities/${CITY}/venues?sortBy=name`);
    expect(venues.length).toBeGreaterThanOrEqual(2);
  });

  it("phone: claim from the venue page, sign in from the mailbox, edit, confirm, see the badge", async () => {
    const venue = venues[0];
    const domain = `owner-${RUN}.test`;
    const email = `manager@${domain}`;
    await setVenueWebsite(browsers.phone, venue.id, `https://www.${domain}/`);

    const { page, external } = await openPage(browsers.phone, `/venue/${venue.id}`);
    await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
    await claimFromVenuePage(page, email);
    await check(page, "phone venue page with the owner claim form");
    await screenshot(page, "owner-claim-phone");

    await page.goto(`${baseURL()}/dev/mail`);
    await check(page, "development mailbox");
    await screenshot(page, "owner-dev-mail-phone");
    await followSignInLink(page, email);
    await page.getByRole("link", { name: venue.name }).click();
    await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
    await check(page, "phone owner venue editor");

    await page.getByLabel("Phone", { exact: true }).fill("(816) 555-0142");
    // New hours on the first open day: the venue page then shows them, not the old one-line summary.
    const { hours, hoursShort } = await getJson<Venue>(`/api/venues/${venue.id}`);
    const day = WEEKDAYS.find((d) => hours?.[d]?.length)!;
    const dayName = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" }[day];
    await page.getByLabel(`${dayName} opens`, { exact: true }).fill("15:00");
    await page.getByLabel(`${dayName} closes`, { exact: true }).fill("23:00");
    // Matches and teams are picked from the tournament's lists, not typed as numbers or codes.
    // Two teams' names, in any case and without accents, find their fixtures (docs/decisions/041).
    await page.getByLabel(/^Add a match/).fill("real madrid OSASUNA");
    const found = page.getByRole("list", { name: "Matches found" }).getByRole("button");
    await found.first().waitFor();
    const offers = await found.allTextContents();
    expect(offers).toHaveLength(2);
    for (const offer of offers) expect(offer).toMatch(/· LaLiga · .*(Real Madrid v .*Osasuna|Osasuna v .*Real Madrid)$/);
    await page.getByLabel(/^Add a match/).fill("Final");
    await page.getByRole("button", { name: /^Add Match 104 · .* · Final · / }).click();
    await page.getByRole("checkbox", { name: /Mexico$/ }).check();
    await check(page, "phone owner venue editor with matches and teams chosen");
    // Unsaved changes: a link away asks first, and staying keeps everything typed.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Your venues" }).click();
    expect(asked).toEqual(["You have changes that are not saved. Leave this page and lose them?"]);
    expect(new URL(page.url()).pathname).toBe(`/owner/venues/${venue.id}`);
    expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("(816) 555-0142");
    // The browser's Back asks too (the owner came from their venues), and staying keeps the editor as typed.
    await page.evaluate(() => history.back());
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]).toBe("You have changes that are not saved. Leave this page and lose them?");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(`/owner/venues/${venue.id}`);
    expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("(816) 555-0142");
    await page.getByRole("button", { name: "Save changes" }).click();
    await toastWith(page, "Listing saved");
    const saved = await getJson<Venue>(`/api/venues/${venue.id}`);
    expect(saved.claims.matches.map((m) => m.match.number)).toContain(104);
    expect(saved.claims.supporters.map((t) => t.team.code)).toContain("MEX");
    await page.getByRole("button", { name: "Everything is still accurate" }).click();
    await toastWith(page, "Thank you");
    await page.getByTestId("verified-by-venue").first().waitFor();
    expect(await page.getByTestId("verified-by-venue").first().innerText()).toMatch(/^Verified by the venue on /);
    await expectNoHorizontalScroll(page);
    await screenshot(page, "owner-editor-phone");
    // Saved: leaving asks nothing.
    await page.getByRole("link", { name: "Your venues" }).click();
    await page.waitForURL((u) => u.pathname === "/owner");
    expect(asked).toHaveLength(2);

    await page.goto(`${baseURL()}/venue/${venue.id}`);
    const badge = page.getByTestId("verified-by-venue");
    await badge.waitFor();
    expect(await badge.innerText()).toMatch(/^Verified by the venue on [A-Z][a-z]{2} \d{2}, \d{4}$/);
    await expect.poll(() => page.getByText("(816) 555-0142").count()).toBeGreaterThan(0);
    await page.getByText("3pm–11pm").first().waitFor();
    if (hoursShort) expect(await page.getByText(hoursShort).count()).toBe(0);
    await screenshot(page, "owner-verified-venue-phone");
    expect(external).toEqual([]);
  });

  it("desktop: a claim from another address waits for an admin, who approves it in the queue", async () => {
    const venue = venues[1];
    const email = `owner-${RUN}@mailbox.test`;
    // Signed out, the owner area (linked from every page's footer) asks for a sign-in link.
    const { page } = await openPage(browsers.desktop, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Manage Your Listing" }).click();
    await page.getByRole("heading", { level: 1, name: "Owner area" }).waitFor();
    await page.getByRole("button", { name: "Send sign-in link" }).waitFor();
    await check(page, "desktop owner area signed out");
    await screenshot(page, "owner-signed-out-desktop");

    await page.goto(`${baseURL()}/venue/${venue.id}`);
    await page.getByRole("heading", { level: 1, name: venue.name }).waitFor();
    await claimFromVenuePage(page, email, "I have run this bar since 2019.");

    // Signed in before approval: no venue yet, and the claim is listed with where it stands.
    const firstLink = await followSignInLink(page, email);
    await page.getByTestId("owner-no-venues").waitFor();
    const state = page.getByTestId("owner-claim-state").filter({ hasText: venue.name });
    expect(await state.innerText()).toContain("Waiting for our team's check");
    await check(page, "desktop owner area without venues");
    await screenshot(page, "owner-pending-claim-desktop");
    // The same link again: its page spends nothing; pressing "Sign in" shows only the error, with the form to ask for a new link.
    await page.goto(firstLink);
    await page.getByRole("heading", { level: 1, name: "Sign in to manage your listing" }).waitFor();
    await check(page, "sign-in link page");
    await screenshot(page, "owner-sign-in-link-desktop");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "This sign-in link cannot be used" }).waitFor();
    expect(await page.getByRole("alert").first().innerText()).toContain("already used");
    await page.getByRole("button", { name: "Send sign-in link" }).waitFor();
    expect(await page.getByText("Signing you in").count()).toBe(0);
    await check(page, "used sign-in link");
    await screenshot(page, "owner-used-link-desktop");

    await signIn(page);
    await page.getByRole("tab", { name: "Owner Claims" }).click();
    const item = page.getByTestId("owner-claim-item").filter({ hasText: email });
    await item.waitFor();
    expect(await item.innerText()).toContain("I have run this bar since 2019.");
    await check(page, "admin owner claims queue");
    await screenshot(page, "owner-claims-queue-desktop");
    await item.getByRole("button", { name: /^Approve / }).click();
    await toastWith(page, "Approved");
    await item.waitFor({ state: "detached" });

    // The approval e-mail signs the owner in.
    await page.context().clearCookies({ name: "wcws_owner" });
    await followSignInLink(page, email);
    await page.getByRole("link", { name: venue.name }).waitFor();
    await check(page, "desktop owner area");
    await page.getByRole("link", { name: venue.name }).click();
    await page.getByRole("heading", { level: 2, name: "Listing details" }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "owner-editor-desktop");
  });

  it("desktop: an admin reads the owner's trail on the venue editor and reverts the edit", async () => {
    // The phone test's owner changed the first venue's phone.
    const venue = venues[0];
    const { page } = await openPage(browsers.desktop, "/");
    await signIn(page);
    await page.goto(`${baseURL()}/admin/venues/${venue.id}/edit`);
    const panel = page.getByRole("region", { name: "Owners and their changes" });
    await panel.waitFor();
    const trail = panel.getByRole("list", { name: "Owner audit trail" });
    await expect.poll(() => trail.innerText()).toContain("(816) 555-0142");
    await check(page, "admin venue editor with the owner trail");
    await screenshot(panel, "owner-trail-desktop");
    await panel.getByRole("button", { name: "Revert this change" }).first().click();
    await toastWith(page, "Change reverted");
    await expect.poll(() => trail.innerText()).toContain("Change reverted by an admin");
  });
});
