// Fans' own features in real Chromium: saved venues, ratings, blog, FAQ, About, Contact.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteFaq } from "../../src-worker/shared/content/faq";
import type { BlogPostSummary } from "../../src-worker/shared/contract/blog";
import type { Venue } from "../../src-worker/shared/contract/venues";
import { tournamentPhase } from "../../src-worker/shared/tournament";
import { e2eNow } from "./clock";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, networkIdle, openPage, pageApi, screenshot } from "./fixtures";
import { expectMapVenues } from "./map";

// The suite's server runs on the real clock, so the FAQ reads as true at today's phase.
const SITE_FAQ = siteFaq(tournamentPhase(e2eNow()));

const toast = (page: Page) => page.getByTestId("toast");

/** Full-page screenshot from the top (so the sticky header sits where a person sees it). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const anonymousId = (page: Page) => page.evaluate(() => localStorage.getItem("wcws.anonymousUserId"));

describe("fans' features", () => {
  const browsers = desktopAndPhone();

  describe("saved venues", () => {
    it("saves a venue from a city page card, shows it on /bookmarks (list and map), then removes it", async () => {
      const { page, external } = await openPage(browsers.desktop, "/bookmarks");
      await page.getByText("You haven't saved any venues yet").waitFor();
      expect(await page.getByText("Browse venues and click the heart icon to save your favorites").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Browse Venues" }).getAttribute("href")).toBe("/");

      await page.goto(baseURL() + "/city/seattle");
      const card = page.getByTestId("venue-card").first();
      const heart = card.getByRole("button", { name: "Save venue" });
      await heart.waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid="venue-card"] button[aria-pressed]')?.hasAttribute("disabled"));
      const venueName = (await card.getByRole("heading").innerText()).trim();
      expect(await heart.getAttribute("aria-pressed")).toBe("false");
      await heart.click();
      // Clicking the heart never navigates; it turns red and pressed.
      const saved = card.getByRole("button", { name: "Remove from saved venues" });
      await saved.waitFor();
      expect(await saved.getAttribute("aria-pressed")).toBe("true");
      expect(new URL(page.url()).pathname).toBe("/city/seattle");
      expect(await saved.locator("svg").getAttribute("class")).toContain("fill-red-500");
      await toast(page).filter({ hasText: "Venue saved" }).waitFor();

      // Stored on the server under this browser's anonymous id, exactly once.
      const userId = await anonymousId(page);
      const stored = await pageApi<{ venue: Venue }[]>(page, `/api/bookmarks?userId=${userId}`);
      expect(stored.body.map((b) => b.venue.name)).toEqual([venueName]);

      // It survives a reload.
      await page.reload();
      await page.getByTestId("venue-card").first().getByRole("button", { name: "Remove from saved venues" }).waitFor();

      await page.goto(baseURL() + "/bookmarks");
      await page.getByRole("heading", { level: 1, name: "My Saved Venues" }).waitFor();
      // The suite's clock is in the club season (the spec's World Cup subtitle: season-copy.test.ts).
      expect(await page.getByText("Your bookmarked venues for watching this season's matches").isVisible()).toBe(true);
      const savedCard = page.getByTestId("venue-card");
      await savedCard.first().waitFor();
      expect(await savedCard.count()).toBe(1);
      expect((await savedCard.getByRole("heading").innerText()).trim()).toBe(venueName);
      const listButton = page.getByRole("button", { name: "List", exact: true });
      const mapButton = page.getByRole("button", { name: "Map", exact: true });
      expect(await listButton.getAttribute("aria-pressed")).toBe("true");
      await shot(page, "fans-bookmarks-list-desktop");

      await mapButton.click();
      expect(await mapButton.getAttribute("aria-pressed")).toBe("true");
      await page.getByTestId("venue-map").waitFor();
      await page.locator(".maplibregl-marker").first().waitFor({ timeout: 20_000 });
      expect(await page.locator(".maplibregl-marker").count()).toBe(1);
      expect(await page.getByTestId("venue-card").count()).toBe(0);
      await shot(page, "fans-bookmarks-map-desktop");

      await listButton.click();
      await page.getByTestId("venue-card").getByRole("button", { name: "Remove from saved venues" }).click();
      await page.getByText("You haven't saved any venues yet").waitFor();
      expect(await page.getByText("Browse venues and click the heart icon to save your favorites").isVisible()).toBe(true);
      await shot(page, "fans-bookmarks-empty-desktop");
      const after = await pageApi<unknown[]>(page, `/api/bookmarks?userId=${userId}`);
      expect(after.body).toEqual([]);

      await page.getByRole("link", { name: "Browse Venues" }).click();
      await page.waitForURL(baseURL() + "/");
      expect(external).toEqual([]);
    });

    it("rolls the heart back and explains when saving fails", async () => {
      const { page } = await openPage(browsers.desktop, "/city/seattle");
      await page.route("**/api/bookmarks", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({
              status: 429,
              contentType: "application/json",
              headers: { "Retry-After": "30" },
              body: JSON.stringify({ error: "Too many requests. Please try again later.", code: "rate_limited" }),
            })
          : route.fallback(),
      );
      const card = page.getByTestId("venue-card").nth(1);
      const heart = card.getByRole("button", { name: "Save venue" });
      await heart.waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid="venue-card"] button[aria-pressed]')?.hasAttribute("disabled"));
      await heart.click();
      const failure = toast(page).filter({ hasText: "Could not save venue" });
      await failure.waitFor();
      expect(await failure.innerText()).toContain("Too many requests. Please try again later.");
      await card.getByRole("button", { name: "Save venue" }).waitFor();
      expect(await card.getByRole("button", { name: "Save venue" }).getAttribute("aria-pressed")).toBe("false");
    });

    it("phone: a returning visitor's list, while it loads, holds the empty state's box, so nothing moves", async () => {
      const { page } = await openPage(browsers.phone, "/bookmarks");
      const box = page.locator("main .border-dashed");
      await page.getByText("You haven't saved any venues yet").waitFor();
      const empty = await box.boundingBox();
      // The id is now stored: the reload asks for the list, and the answer never comes.
      await page.route("**/api/bookmarks?**", () => {});
      await page.reload();
      await page.getByRole("status").filter({ hasText: "Loading saved venues..." }).waitFor();
      expect(await box.boundingBox()).toEqual(empty);
      expect(await page.getByRole("link", { name: "Browse Venues" }).isVisible()).toBe(false);
    });

    it("phone: saved venues list and map without horizontal scrolling", async () => {
      const { page, external } = await openPage(browsers.phone, "/bookmarks");
      await page.getByText("You haven't saved any venues yet").waitFor();
      await expectNoHorizontalScroll(page);
      await shot(page, "fans-bookmarks-empty-phone");
      const userId = await anonymousId(page);
      const venues = await pageApi<Venue[]>(page, "/api/cities/seattle/venues");
      expect(venues.status).toBe(200);
      for (const v of venues.body.slice(0, 2)) {
        expect((await pageApi(page, "/api/bookmarks", { method: "POST", json: { userId, venueId: v.id } })).status).toBe(201);
      }
      await page.reload();
      await page.getByTestId("venue-card").nth(1).waitFor();
      expect(await page.getByTestId("venue-card").count()).toBe(2);
      await networkIdle(page);
      await expectNoHorizontalScroll(page);
      await shot(page, "fans-bookmarks-list-phone");
      await page.getByRole("button", { name: "Map", exact: true }).click();
      await expectMapVenues(page, 2);
      await expectNoHorizontalScroll(page);
      await shot(page, "fans-bookmarks-map-phone");
      expect(external).toEqual([]);
    });
  });

  describe("ratings", () => {
    it("rates a venue on its page and sees the real average and count change", async () => {
      const { page, external } = await openPage(browsers.desktop, "/");
      const venues = await pageApi<Venue[]>(page, "/api/cities/boston/venues");
      const venue = venues.body.find((v) => v.rating.count === 0)!;
      expect(venue).toBeTruthy();

      await page.goto(`${baseURL()}/venue/${venue.id}`);
      const panel = page.getByTestId("rating-summary");
      await panel.getByText("No ratings yet").waitFor();
      expect(await page.getByText("128 reviews").count()).toBe(0);
      const group = page.getByRole("radiogroup", { name: "Rate this venue" });
      await group.waitFor();
      expect(await group.getByRole("radio").count()).toBe(5);

      await group.getByRole("radio", { name: "4 stars" }).click();
      await toast(page).filter({ hasText: "Thanks for rating!" }).waitFor();
      await page.getByText("Your rating: 4").waitFor();
      await panel.getByText("1 rating", { exact: true }).waitFor();
      expect(await panel.innerText()).toContain("4.0");
      expect(await group.getByRole("radio", { name: "4 stars" }).getAttribute("aria-checked")).toBe("true");

      // Another fan rates 2 stars (through the API, with their own anonymous id).
      const other = await pageApi(page, `/api/venues/${venue.id}/rating`, { method: "PUT", json: { userId: crypto.randomUUID(), stars: 2 } });
      expect(other.status).toBe(200);
      await page.reload();
      await panel.getByText("2 ratings").waitFor();
      expect(await panel.innerText()).toContain("3.0");
      await page.getByText("Your rating: 4").waitFor();

      // Change our rating with the keyboard: focus is on our stars, arrow right, Enter.
      await group.getByRole("radio", { name: "4 stars" }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("5 stars");
      await page.keyboard.press("Enter");
      await page.getByText("Your rating: 5").waitFor();
      await panel.getByText("2 ratings").waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="rating-summary"]')?.textContent?.includes("3.5"));
      await shot(page, "fans-venue-rating-desktop");

      const fromApi = await pageApi<Venue>(page, `/api/venues/${venue.id}`);
      expect(fromApi.body.rating).toEqual({ average: 3.5, count: 2 });

      // The city list shows the new real rating on the venue's card.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: venue.cityName }).click();
      await page.waitForURL(`**/city/${venue.citySlug}`);
      const card = page.getByTestId("venue-card").filter({ hasText: venue.name });
      await card.waitFor();
      expect(await card.innerText()).toContain("3.5");
      expect(external).toEqual([]);
    });

    it("phone: the rating panel works by touch", async () => {
      const { page } = await openPage(browsers.phone, "/");
      const venues = await pageApi<Venue[]>(page, "/api/cities/miami/venues");
      const venue = venues.body.find((v) => v.rating.count === 0)!;
      await page.goto(`${baseURL()}/venue/${venue.id}`);
      const group = page.getByRole("radiogroup", { name: "Rate this venue" });
      await group.getByRole("radio", { name: "1 star", exact: true }).click();
      await page.getByText("Your rating: 1").waitFor();
      await page.getByTestId("rating-summary").getByText("1 rating", { exact: true }).waitFor();
      await expectNoHorizontalScroll(page);
    });
  });

  describe("blog", () => {
    for (const [label, context] of [
      ["desktop", () => browsers.desktop],
      ["phone", () => browsers.phone],
    ] as const) {
      it(`${label}: lists posts and opens one with Markdown tables, task lists, strikethrough and footnotes`, async () => {
        const { page, external, consoleErrors } = await openPage(context(), "/blog");
        await page.getByRole("heading", { level: 1, name: "World Cup 2026 Blog" }).waitFor();
        const posts = (await pageApi<BlogPostSummary[]>(page, "/api/blog/posts")).body;
        expect(posts.length).toBeGreaterThanOrEqual(8);
        const cards = page.getByRole("article");
        await cards.first().waitFor();
        expect(await cards.count()).toBe(posts.length);
        const first = cards.first();
        expect(await first.getByRole("link").innerText()).toBe(posts[0].title);
        expect(await first.innerText()).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4}/);
        expect(await first.locator("img").getAttribute("src")).toBe(posts[0].coverImage ?? "/images/hero-stadium.svg");
        await networkIdle(page);
        await expectNoHorizontalScroll(page);
        await shot(page, `fans-blog-list-${label}`);

        // Footnotes: the New York guide.
        await page
          .getByRole("link", { name: /New York/ })
          .first()
          .click();
        await page.waitForURL("**/blog/new-york-new-jersey-final-guide");
        const ny = posts.find((p) => p.slug === "new-york-new-jersey-final-guide")!;
        // The list's heading stays until the post's page has rendered: wait for the post's own.
        await page.getByRole("heading", { level: 1, name: ny.title, exact: true }).waitFor();
        await page.waitForFunction((t) => document.title === t, ny.title);
        expect(await page.getByText("June 03, 2026").isVisible()).toBe(true);
        const footnoteRef = page.locator("sup.footnote-ref a").first();
        await footnoteRef.waitFor();
        expect(await page.locator(".footnotes h2").innerText()).toBe("Footnotes");
        await footnoteRef.click();
        await page.waitForURL("**#fn-1");
        expect(await page.locator("#fn-1").isVisible()).toBe(true);
        expect(await page.getByRole("heading", { name: "Find Your Perfect World Cup Viewing Spot" }).isVisible()).toBe(true);
        // The spec's sentence speaks of the tournament as ahead; after the final (the suite's real clock) it says what was.
        expect(
          await page
            .getByText(
              "Browse our directory of the sports bars, theaters, and fan zones where fans watched the 2026 World Cup, and relive every match on its page.",
            )
            .isVisible(),
        ).toBe(true);
        expect(await page.getByRole("link", { name: "Browse Venues" }).getAttribute("href")).toBe("/");

        // Tables and strikethrough.
        await page.goto(`${baseURL()}/blog/streaming-vs-the-bar`);
        await page.locator(".markdown table").first().waitFor();
        expect(await page.locator(".markdown table th").first().innerText()).toBe("Option");
        expect(await page.locator(".markdown del").first().innerText()).toContain("Assume any sports bar will have it on.");
        await networkIdle(page);
        await expectNoHorizontalScroll(page);
        await shot(page, `fans-blog-post-${label}`);

        // Task list: disabled checkboxes.
        await page.goto(`${baseURL()}/blog/morning-kickoff-watch-spot`);
        await page.locator('.markdown input[type="checkbox"]').first().waitFor();
        const boxes = await page.locator('.markdown input[type="checkbox"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).disabled));
        expect(boxes.length).toBeGreaterThanOrEqual(5);
        expect(boxes.every(Boolean)).toBe(true);

        await page.getByRole("link", { name: "Back to Blog" }).click();
        await page.waitForURL("**/blog");
        await page.getByRole("heading", { level: 1, name: "World Cup 2026 Blog" }).waitFor();
        expect(external).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }

    it("shows 'Blog post not found' with a way back", async () => {
      const { page } = await openPage(browsers.desktop, "/blog/no-such-post");
      await page.getByRole("heading", { name: "Blog post not found" }).waitFor();
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await page.waitForURL("**/blog");
    });
  });

  describe("FAQ", () => {
    it("adds FAQPage JSON-LD while shown, removes it after navigating away by a link", async () => {
      const { page, external } = await openPage(browsers.desktop, "/faq");
      await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
      // In the club season (the suite's clock): the season's texts; the spec's World Cup ones while it is on (season-copy.test.ts).
      expect(await page.getByText("Everything you need to know about watching football in the US").isVisible()).toBe(true);
      expect(await page.title()).toBe("FAQ: Watching Football in the US | World Cup Watch Spots");
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/^Answers for fans watching football in the US/);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await breadcrumb.innerText()).toMatch(/Home\s*FAQ/);

      const jsonLd = JSON.parse((await page.locator("head script#faq-jsonld").textContent()) ?? "null");
      expect(await page.locator('head script[type="application/ld+json"]#faq-jsonld').count()).toBe(1);
      expect(jsonLd["@type"]).toBe("FAQPage");
      const all = SITE_FAQ.flatMap((c) => c.items);
      expect(jsonLd.mainEntity).toHaveLength(all.length);
      expect(jsonLd.mainEntity[0]).toEqual({ "@type": "Question", name: all[0].question, acceptedAnswer: { "@type": "Answer", text: all[0].answer } });

      // 7 categories, each an anchor with its slug and reachable from Quick Navigation.
      expect(SITE_FAQ).toHaveLength(7);
      const quick = page.getByRole("navigation", { name: "Quick Navigation" });
      for (const c of SITE_FAQ) {
        expect(await page.locator(`section#${c.slug}`).count(), c.slug).toBe(1);
        expect(await quick.getByRole("link", { name: c.title }).getAttribute("href")).toBe(`#${c.slug}`);
      }
      await quick.getByRole("link", { name: SITE_FAQ[2].title }).click();
      await page.waitForURL(`**#${SITE_FAQ[2].slug}`);

      // Single-open accordion.
      const section = page.locator(`section#${SITE_FAQ[0].slug}`);
      const q1 = section.getByRole("button", { name: SITE_FAQ[0].items[0].question });
      const q2 = section.getByRole("button", { name: SITE_FAQ[0].items[1].question });
      await q1.click();
      expect(await q1.getAttribute("aria-expanded")).toBe("true");
      await section.getByText(SITE_FAQ[0].items[0].answer).waitFor();
      await q2.click();
      expect(await q2.getAttribute("aria-expanded")).toBe("true");
      expect(await q1.getAttribute("aria-expanded")).toBe("false");
      await q2.click();
      expect(await q2.getAttribute("aria-expanded")).toBe("false");
      // Keyboard: Enter opens the focused question.
      await q1.focus();
      await page.keyboard.press("Enter");
      expect(await q1.getAttribute("aria-expanded")).toBe("true");
      await shot(page, "fans-faq-desktop");

      expect(await page.getByRole("heading", { name: "Still Have Questions?" }).isVisible()).toBe(true);
      expect(await page.getByText("Can't find what you're looking for? Browse our city pages or submit your venue to help other fans.").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Submit Your Venue" }).getAttribute("href")).toBe("/submit");
      await page.getByRole("link", { name: "Browse Cities" }).click();
      await page.waitForURL("**/cities");
      await page.getByRole("heading", { level: 1, name: "All Cities" }).waitFor();
      expect(await page.locator("#faq-jsonld").count()).toBe(0);
      expect(await page.title()).not.toBe("FAQ: Watching Football in the US | World Cup Watch Spots");
      expect(external).toEqual([]);
    });

    it("phone: FAQ fits the screen", async () => {
      const { page } = await openPage(browsers.phone, "/faq");
      await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
      await page.getByRole("button", { name: SITE_FAQ[1].items[0].question }).click();
      await expectNoHorizontalScroll(page);
      await shot(page, "fans-faq-phone");
    });
  });

  describe("About and Contact", () => {
    for (const [label, context] of [
      ["desktop", () => browsers.desktop],
      ["phone", () => browsers.phone],
    ] as const) {
      it(`${label}: About explains the site, privacy and terms; footer links land on them`, async () => {
        const { page, external } = await openPage(context(), "/");
        await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
        await page.waitForURL("**/about#privacy");
        const privacy = page.locator("section#privacy");
        await privacy.waitFor();
        await page.waitForFunction(() => {
          const r = document.getElementById("privacy")!.getBoundingClientRect();
          return r.top >= 0 && r.top < window.innerHeight;
        });
        expect(await privacy.innerText()).toMatch(/local storage/);
        expect(await privacy.innerText()).toMatch(/Stripe/);
        expect(await page.locator("section#terms").count()).toBe(1);
        for (const heading of ["Our mission", "For fans", "For venues", "How it works", "What we stand for"]) {
          expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible(), heading).toBe(true);
        }
        for (const value of ["Honest listings", "No fake reviews", "Paid placement is labelled"]) {
          expect(await page.getByRole("heading", { name: value }).isVisible(), value).toBe(true);
        }
        expect(await page.getByRole("main").innerText()).toMatch(/independent fan directory/);
        expect(await page.getByRole("main").innerText()).toMatch(/coming soon/);
        expect(await page.getByRole("main").getByRole("link", { name: "Submit a Venue" }).getAttribute("href")).toBe("/submit");
        await page.waitForFunction(() => !!document.querySelector('main a[href^="mailto:"]'));
        expect(await page.locator('main a[href^="mailto:"]').first().getAttribute("href")).toMatch(/^mailto:support@/);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoHorizontalScroll(page);
        await shot(page, `fans-about-${label}`);

        await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
        await page.waitForURL("**/about#terms");
        await page.waitForFunction(() => {
          const r = document.getElementById("terms")!.getBoundingClientRect();
          return r.top >= 0 && r.top < window.innerHeight;
        });
        expect(external).toEqual([]);
      });

      it(`${label}: Contact form opens the mail client, confirms and clears`, async () => {
        const { page, external } = await openPage(context(), "/contact");
        await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
        const name = page.getByRole("textbox", { name: "Name", exact: true });
        const email = page.getByRole("textbox", { name: "Email", exact: true });
        const subject = page.getByRole("textbox", { name: "Subject", exact: true });
        const message = page.getByRole("textbox", { name: "Message", exact: true });
        for (const field of [name, email, message]) expect(await field.getAttribute("required")).not.toBeNull();
        expect(await subject.getAttribute("required")).toBeNull();
        expect(await email.getAttribute("type")).toBe("email");
        expect(await page.getByText("We reply within 24 hours").isVisible()).toBe(true);
        expect(await page.getByRole("main").innerText()).toMatch(/24-48 hours/);
        expect(await page.getByRole("main").innerText()).toMatch(/Claim & Feature this Venue[\s\S]*30 days of premium placement/);
        expect(await page.getByRole("main").innerText()).toMatch(/city sponsorship is possible/i);
        expect(
          await page
            .getByRole("main")
            .getByRole("link", { name: /Instagram/ })
            .count(),
        ).toBe(1);

        const send = page.getByRole("button", { name: "Send Message" });
        await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled);
        // Required fields are enforced by the browser: nothing happens while they are empty.
        await send.click();
        await page.waitForTimeout(300);
        expect(await toast(page).count()).toBe(0);

        // Headless Chromium ignores mailto navigation, but the DevTools protocol still reports the request.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Page.enable");
        const requested: string[] = [];
        cdp.on("Page.frameRequestedNavigation", (e) => requested.push(e.url));
        await name.fill("Alex Fan");
        await email.fill("alex@example.com");
        await message.fill("Is the Seattle list updated weekly?");
        await shot(page, `fans-contact-${label}`);
        await send.click();
        await toast(page).filter({ hasText: "Email Client Opened" }).waitFor();
        expect(await name.inputValue()).toBe("");
        expect(await email.inputValue()).toBe("");
        expect(await message.inputValue()).toBe("");
        expect(new URL(page.url()).pathname).toBe("/contact");
        const mailto = requested.find((u) => u.startsWith("mailto:"));
        expect(mailto).toBeTruthy();
        const url = new URL(mailto!);
        expect(url.pathname).toMatch(/^support@/);
        // An empty subject becomes 'Message from {name}'.
        expect(url.searchParams.get("subject")).toBe("Message from Alex Fan");
        expect(url.searchParams.get("body")).toContain("Is the Seattle list updated weekly?");
        expect(url.searchParams.get("body")).toContain("alex@example.com");
        await expectNoHorizontalScroll(page);
        // The mailto hand-off is reported as a request but goes to the local mail app, not the network.
        expect(external.filter((u) => !u.startsWith("mailto:"))).toEqual([]);
      });
    }
  });
});
