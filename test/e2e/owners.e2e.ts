// Venue owners pay: /submit with the built-in test checkout, the claim button on a venue page,
// and the city sponsor box. The e2e server has no Stripe keys, so the test checkout stands in.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { CityListItem } from "../../src-worker/shared/contract/cities";
import type { FeaturedPricing, Pricing } from "../../src-worker/shared/contract/payments";
import type { Venue } from "../../src-worker/shared/contract/venues";
import { e2eNow } from "./clock";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, screenshot } from "./fixtures";

const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

const SUCCESS_TEXT =
  "Payment Successful! Your venue submission has been received and will be reviewed within 24-48 hours. We'll email you at the provided address when it's approved.";

async function toastText(page: Page) {
  const toast = page.getByTestId("toast");
  await toast.waitFor();
  return toast.innerText();
}

async function fillSubmission(page: Page, venueName: string, cityId: number) {
  await page.getByLabel("Venue Name").fill(venueName);
  // Options load from /api/cities; wait until the city is there.
  await page.locator(`select[name="cityId"] option[value="${cityId}"]`).waitFor({ state: "attached" });
  await page.getByLabel("City").selectOption(String(cityId));
  await page.getByLabel("Address").fill("123 Pike St, Seattle, WA 98101");
  await page.getByLabel("Your Email").fill("owner@example.com");
  await page.getByLabel("Additional Details").fill("Six big screens, opens at 6am for European kickoffs.");
  await page.getByLabel("Has Food").check();
  await page.getByLabel("Big Screens").check();
}

describe("venue owners pay", () => {
  const browsers = desktopAndPhone();
  let pricing: Pricing;
  let seattle: CityListItem;

  beforeAll(async () => {
    pricing = await getJson<Pricing>("/api/venues/submission-pricing");
    const cities = await getJson<CityListItem[]>("/api/cities");
    seattle = cities.find((c) => c.slug === "seattle")!;
    expect(seattle).toBeTruthy();
  });

  it("/submit shows the spec's texts, price banner and form; an empty submit says 'Missing Required Fields'", async () => {
    const { page, external, consoleErrors } = await openPage(browsers.desktop, "/submit");
    await page.getByRole("heading", { level: 1, name: "Submit a Venue" }).waitFor();
    // The suite's clock is in the club season: the header speaks of it (the spec's World Cup text: season-copy.test.ts).
    await expect(page.getByText("Help other fans discover great places to watch football in your city").isVisible()).resolves.toBe(true);
    const submit = page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` });
    await submit.waitFor();
    await expect(page.getByRole("heading", { name: `${usd(pricing.price)} per submission` }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(pricing.description).isVisible()).resolves.toBe(true);
    // City select: placeholder, options sorted by name.
    const select = page.getByLabel("City");
    await page.locator(`select[name="cityId"] option[value="${seattle.id}"]`).waitFor({ state: "attached" });
    const options = await select.locator("option").allInnerTexts();
    expect(options[0]).toBe("Select a city");
    const names = options.slice(1);
    expect(names.length).toBeGreaterThan(50);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    for (const label of ["Venue Name", "Address", "Your Email", "Additional Details", "Has Food", "Family Friendly", "Big Screens", "Open Late"]) {
      await expect(page.getByLabel(label).isVisible(), label).resolves.toBe(true);
    }
    expect(await page.getByLabel("Your Email").getAttribute("type")).toBe("email");
    expect(await page.getByLabel("Additional Details").getAttribute("rows")).toBe("4");
    // The honeypot is in the form but not visible, not focusable, hidden from assistive tech.
    const honeypot = page.locator('input[name="company_website"]');
    expect(await honeypot.count()).toBe(1);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0); // off screen
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await expect(page.getByText(/reviewed by our team within 24-48 hours/).isVisible()).resolves.toBe(true);
    expect(await page.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/");

    await submit.click();
    const text = await toastText(page);
    expect(text).toContain("Missing Required Fields");
    expect(text).toContain("Please fill in all required fields.");
    expect(page.url()).toBe(`${baseURL()}/submit`);
    await screenshot(page, "owners-submit-desktop");
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("an address the Worker would refuse ('owner@bar') is marked on its field before anything is sent", async () => {
    const { page, external } = await openPage(browsers.desktop, "/submit");
    await fillSubmission(page, `E2E Bad Address ${Date.now()}`, seattle.id);
    await page.getByLabel("Your Email").fill("owner@bar");
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).click();
    const text = await toastText(page);
    expect(text).toContain("Please Check the Details");
    expect(text).not.toContain("Payment Setup Failed");
    const email = page.getByLabel("Your Email");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("contactEmail");
    expect(await page.getByText("Please enter a valid email address.").count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/submit$/);
    await screenshot(page, "owners-submit-invalid-email-desktop");
    expect(external).toEqual([]);
    await page.close();
  });

  it("fill the form -> test checkout -> Pay -> back on /submit with the green notice; 'Got it' hides it", async () => {
    const { page, external } = await openPage(browsers.desktop, "/submit");
    const venueName = `E2E Corner Pitch ${Date.now()}`;
    await fillSubmission(page, venueName, seattle.id);
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).click();
    await page.waitForURL(/\/test-checkout\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: "Test checkout" }).waitFor();
    const body = await page.locator("body").innerText();
    expect(body).toContain(`Venue listing: ${venueName}`);
    expect(body).toContain(`${usd(pricing.price)}.00`);
    expect(body).toContain("No real payment is taken");
    await screenshot(page, "owners-test-checkout-desktop");

    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.waitForURL(/\/submit\?checkout=[0-9a-f-]{36}$/); // success=1 removed; the reference stays for the summary
    const notice = page.getByTestId("payment-success");
    await notice.waitFor();
    expect(
      (await notice.innerText())
        .replace(/\s*Got it\s*$/, "")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(SUCCESS_TEXT);
    expect(new URL(page.url()).searchParams.has("success")).toBe(false);
    await screenshot(page, "owners-submit-success-desktop");
    await page.getByRole("button", { name: "Got it" }).click();
    await notice.waitFor({ state: "detached" });
    // The purchase summary stays (venue-details.e2e.ts reads it); "Submit another venue" gives an empty form.
    await page.getByTestId("checkout-summary").getByRole("link", { name: "Submit another venue" }).click();
    expect(await page.getByLabel("Venue Name").inputValue()).toBe("");

    // The submission is pending review: not on the public city list.
    const venues = await getJson<Venue[]>("/api/cities/seattle/venues");
    expect(venues.some((v) => v.name === venueName)).toBe(false);
    expect(external).toEqual([]);
  });

  it("the Cancel round trip shows the 'Payment Cancelled' toast over the form as it was filled; Back brings it back too; a double press starts one checkout", async () => {
    const { page } = await openPage(browsers.desktop, "/submit");
    await fillSubmission(page, "E2E Cancelled Venue", seattle.id);
    const checkouts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/venues/submission-checkout") && checkouts.push(r.url()));
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).dblclick();
    await page.waitForURL(/\/test-checkout\//);
    expect(checkouts).toHaveLength(1);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(`${baseURL()}/submit`);
    const text = await toastText(page);
    expect(text).toContain("Payment Cancelled");
    expect(text).toContain("Your venue submission was cancelled. You can try again anytime.");
    expect(await page.getByTestId("payment-success").count()).toBe(0);
    expect(await page.getByLabel("Venue Name").inputValue()).toBe("E2E Cancelled Venue");
    expect(await page.getByLabel("Address").inputValue()).toBe("123 Pike St, Seattle, WA 98101");
    expect(await page.getByLabel("City").inputValue()).toBe(String(seattle.id));
    expect(await page.getByLabel("Has Food").isChecked()).toBe(true);

    // The browser's Back from the payment page: the form as it was, and it can be sent again.
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).click();
    await page.waitForURL(/\/test-checkout\//);
    await page.goBack();
    await page.waitForURL(`${baseURL()}/submit`);
    await expect.poll(() => page.getByLabel("Venue Name").inputValue()).toBe("E2E Cancelled Venue");
    expect(await page.getByLabel("Additional Details").inputValue()).toBe("Six big screens, opens at 6am for European kickoffs.");
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).click();
    await page.waitForURL(/\/test-checkout\//);
    expect(checkouts).toHaveLength(3);
  });

  it("phone: /submit is usable at 390 px, the whole pay flow works and nothing scrolls sideways", async () => {
    const { page, external } = await openPage(browsers.phone, "/submit");
    await page.getByRole("heading", { level: 1, name: "Submit a Venue" }).waitFor();
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "owners-submit-phone");
    await fillSubmission(page, "E2E Phone Pub", seattle.id);
    await page.getByRole("button", { name: `Pay ${usd(pricing.price)} & Submit` }).click();
    await page.getByRole("heading", { level: 1, name: "Test checkout" }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "owners-test-checkout-phone");
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.getByTestId("payment-success").waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "owners-submit-success-phone");
    expect(external).toEqual([]);
  });

  it("claim & feature on a venue page: pricing card -> test checkout -> back with the venue featured", async () => {
    const featured = await getJson<FeaturedPricing>("/api/venues/featured-pricing");
    const venues = await getJson<Venue[]>("/api/cities/seattle/venues");
    const venue = venues.find((v) => !v.isFeatured)!;
    expect(venue).toBeTruthy();

    for (const name of ["desktop", "phone"] as const) {
      const context = browsers[name];
      const { page, external } = await openPage(context, `/venue/${venue.id}`);
      const card = page.getByTestId("featured-pricing");
      await card.getByRole("heading", { name: "Featured Venue Pricing" }).waitFor();
      const claim = card.getByRole("button", { name: "Claim & Feature this Venue" });
      await claim.waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid="featured-pricing"] button')?.hasAttribute("disabled"));
      const cardText = await card.innerText();
      // In the club season (the suite's server clock, clock.ts) the season's offer is sold: what
      // it buys, until when if bought today, and its tiers; no tier sold for the World Cup, nor an ended one.
      expect(featured.phase).toBe("club-season-2026-27");
      expect(featured.tiers.map((t) => t.label)).toEqual(["2026-27 club season", "Between seasons"]);
      expect(cardText).toContain(
        `${usd(featured.price)} today buys 30 days of premium placement at the top of your city page, marked as Featured, during the 2026-27 club season.`,
      );
      const until = new Date(e2eNow().getTime() + 30 * 86_400_000).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric" });
      expect(cardText).toContain(`Bought today, it runs until ${until}.`);
      expect(await card.locator("table tbody tr").allInnerTexts()).toEqual([
        expect.stringMatching(/^2026-27 club season\s+NOW\s+\$250\s+Ends May 31, 2027$/),
        expect.stringMatching(/^Between seasons\s+\$150\s+From Jun 01, 2027$/),
      ]);
      for (const stale of ["World Cup is over", "Last call", "Early Movers", "2025"]) expect(cardText).not.toContain(stale);
      await card.scrollIntoViewIfNeeded();
      await screenshot(card, `owners-pricing-card-${name}`);
      await expectNoHorizontalScroll(page);

      if (name === "desktop") {
        await claim.click();
        await page.waitForURL(/\/test-checkout\//);
        const body = await page.locator("body").innerText();
        expect(body).toContain(`Featured venue: ${venue.name} (30 days)`);
        expect(body).toContain(`${usd(featured.price)}.00`);
        // Like Stripe's page, the test checkout asks for the payer's address, and checks it.
        const email = page.getByLabel("Email");
        await email.fill("owner@bar");
        await page.getByRole("button", { name: "Pay (test mode)" }).click();
        await page.getByText("Please enter a valid email address.").waitFor();
        expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
        await page.getByLabel("Email").fill("buyer@example.com");
        await page.getByRole("button", { name: "Pay (test mode)" }).click();
        await page.waitForURL(new RegExp(`/venue/${venue.id}\\?checkout=[0-9a-f-]{36}$`)); // featured=1 removed
        const reference = new URL(page.url()).searchParams.get("checkout")!;
        const after = await getJson<Venue>(`/api/venues/${venue.id}`);
        expect(after.isFeatured).toBe(true);
        expect(new Date(after.featuredUntil!).getTime()).toBeGreaterThan(e2eNow().getTime() + 29 * 24 * 3600 * 1000);

        // What was bought, until when, the reference, where the receipt went and the next step.
        const summary = page.getByTestId("checkout-summary");
        await summary.getByTestId("summary-next").waitFor();
        expect(await summary.getByTestId("summary-kind").innerText()).toBe("Featured venue listing");
        const until = new Intl.DateTimeFormat("en-US", { month: "long", day: "2-digit", year: "numeric" }).format(new Date(after.featuredUntil!));
        expect(await summary.getByTestId("summary-until").innerText()).toBe(until);
        expect(await summary.getByTestId("summary-reference").innerText()).toBe(reference);
        const summaryText = await summary.innerText();
        expect(summaryText).toContain("buyer@example.com");
        expect(summaryText).toContain(`until ${until}`);
        expect(summaryText).toContain("Our team checks your request");
        await screenshot(page, "owners-venue-featured-desktop");

        // The receipt is in the development mailbox.
        await page.goto(`${baseURL()}/dev/mail`);
        const receipt = page.locator("article", { hasText: `Reference: ${reference}` });
        await receipt.waitFor();
        expect(await receipt.innerText()).toContain(`Receipt: ${venue.name} is featured`);
      }
      expect(external).toEqual([]);
    }
  });

  it("claim cancelled: back on the venue page with 'Checkout cancelled'", async () => {
    const venues = await getJson<Venue[]>("/api/cities/seattle/venues");
    const venue = venues[venues.length - 1];
    const { page } = await openPage(browsers.desktop, `/venue/${venue.id}`);
    const claim = page.getByRole("button", { name: "Claim & Feature this Venue" });
    await claim.waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="featured-pricing"] button')?.hasAttribute("disabled"));
    await claim.click();
    await page.waitForURL(/\/test-checkout\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(`${baseURL()}/venue/${venue.id}`);
    expect(await toastText(page)).toContain("Checkout cancelled");
  });

  it("city sponsor box: 'Learn More - {price}/month' -> e-mail -> test checkout -> back on the city page", async () => {
    const sponsor = await getJson<Pricing>("/api/venues/sponsor-pricing");
    const { page, external } = await openPage(browsers.desktop, "/city/seattle");
    const box = page.getByTestId("city-sponsor-box");
    await box.getByRole("heading", { name: "Become a City Sponsor" }).waitFor();
    const learnMore = box.getByRole("button", { name: `Learn More - ${usd(sponsor.price)}/month` });
    await learnMore.waitFor();
    await box.scrollIntoViewIfNeeded();
    await screenshot(box, "owners-sponsor-box-closed-desktop");
    await learnMore.click();
    await box.getByRole("button", { name: "Continue to payment" }).click();
    await expect(box.getByText("Please enter a valid email address.").isVisible()).resolves.toBe(true);
    await box.getByLabel("Your Email").fill("brand@example.com");
    await screenshot(box, "owners-sponsor-box-desktop");
    await box.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/test-checkout\//);
    expect(await page.locator("body").innerText()).toContain("City sponsorship: Seattle");
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.waitForURL(`${baseURL()}/city/seattle`);
    expect(await toastText(page)).toContain("Thank you for sponsoring!");
    expect(external).toEqual([]);
  });
});
