// Accessibility (WCAG 2.2 AA) in a real browser: axe-core on every page at phone and desktop size,
// toasts announced through a live region, and the maps keeping a way back to the list.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CityListItem } from "../../src-worker/shared/contract/cities";
import type { Venue } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, getJson, launch, openPage, signIn, VIEWPORTS } from "./fixtures";

/** Opens a page of the suite's browser for `run`, and closes it whatever happens (the browser serves many tests). */
async function onPage(context: BrowserContext, path: string, run: (page: Page) => Promise<void>) {
  const { page } = await openPage(context, path);
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

const ADMIN_TABS = ["Pending Venues", "Approved Venues", "Import CSV", "Create Blog", "Cities", "Sponsors"];

describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  let venueId: number;
  let postSlug: string;
  let boise: CityListItem;

  beforeAll(async () => {
    const venues = await getJson<Venue[]>("/api/cities/seattle/venues");
    venueId = venues[0]!.id;
    const posts = await getJson<{ slug: string }[] | { posts: { slug: string }[] }>("/api/blog/posts");
    postSlug = (Array.isArray(posts) ? posts : posts.posts)[0]!.slug;
    const cities = await getJson<CityListItem[]>("/api/cities");
    boise = cities.find((c) => c.slug === "boise") ?? cities.find((c) => c.slug !== "seattle" && c.slug !== "portland")!;
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    describe(`${size} (${viewport.width}x${viewport.height})`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await launch(viewport);
        await serveAxe(context);
      });
      afterAll(async () => {
        await context?.close();
      });

      const simple: [string, () => string][] = [
        ["home", () => "/"],
        ["cities", () => "/cities"],
        ["city (list view)", () => "/city/seattle"],
        ["venue", () => `/venue/${venueId}`],
        ["submit", () => "/submit"],
        ["bookmarks (empty)", () => "/bookmarks"],
        ["faq", () => "/faq"],
        ["blog", () => "/blog"],
        ["blog post", () => `/blog/${postSlug}`],
        ["about", () => "/about"],
        ["contact", () => "/contact"],
        ["404", () => "/no-such-page-here"],
        ["admin login", () => "/admin/login"],
      ];
      for (const [label, path] of simple) {
        it(`${label}: no serious or critical violations`, async () => {
          await onPage(context, path(), async (page) => {
            if (label === "city (list view)") await page.getByTestId("venue-card").first().waitFor();
            if (label === "bookmarks (empty)") await page.getByText("You haven't saved any venues yet").waitFor();
            await check(page, `${size} ${label}`);
          });
        });
      }

      it("city (map view): no serious or critical violations", async () => {
        await onPage(context, "/city/seattle", async (page) => {
          await page.getByTestId("venue-card").first().waitFor();
          await page.getByRole("button", { name: "Map", exact: true }).click();
          await page.locator(".maplibregl-marker").first().waitFor({ timeout: 20_000 });
          await check(page, `${size} city map`);
        });
      });

      it("bookmarks with a saved venue (list and map): no serious or critical violations", async () => {
        await onPage(context, "/bookmarks", async (page) => {
          await page.getByText("You haven't saved any venues yet").waitFor();
          const userId = await page.evaluate(() => localStorage.getItem("wcws.anonymousUserId"));
          expect(userId).toBeTruthy();
          const res = await page.request.post(baseURL() + "/api/bookmarks", { data: { userId, venueId } });
          expect(res.status()).toBe(201);
          await page.reload();
          await page.getByTestId("venue-card").first().waitFor();
          await check(page, `${size} bookmarks list`);
          await page.getByRole("button", { name: "Map", exact: true }).click();
          await page.locator(".maplibregl-marker").first().waitFor({ timeout: 20_000 });
          await check(page, `${size} bookmarks map`);
          const del = await page.request.delete(baseURL() + `/api/bookmarks?userId=${userId}&venueId=${venueId}`);
          expect(del.status()).toBeLessThan(500);
        });
      });

      it("test checkout reached from the Submit form: no serious or critical violations", async () => {
        await onPage(context, "/submit", async (page) => {
          await page.getByLabel("Venue Name").fill(`A11y Check Pub ${size}`);
          await page.locator(`select[name="cityId"] option[value="${boise.id}"]`).waitFor({ state: "attached" });
          await page.getByLabel("City").selectOption(String(boise.id));
          await page.getByLabel("Address").fill("1 Main St, Boise, ID");
          await page.getByLabel("Your Email").fill("owner@example.com");
          await page.getByRole("button", { name: /& Submit$/ }).click();
          await page.waitForURL(/\/test-checkout\//);
          await page.getByRole("heading", { level: 1, name: "Test checkout" }).waitFor();
          await check(page, `${size} test checkout`);
        });
      });

      // Fourteen pages and states, each checked by axe: about 35 s on an idle machine, so more time than one page's.
      it("admin pages, signed in (every dashboard tab): no serious or critical violations", async () => {
        await onPage(context, "/admin/login", async (page) => {
          await signIn(page);
          for (const tab of ADMIN_TABS) {
            await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
            await page.getByRole("tab", { name: new RegExp(`^${tab}`), selected: true }).waitFor();
            await check(page, `${size} admin dashboard tab "${tab}"`);
          }
          for (const [path, h1] of [
            ["/admin/venues", "Manage Venues"],
            ["/admin/blog", "Manage Blog Posts"],
            ["/admin/import", "CSV Import"],
            ["/admin/import-logs", "Import History"],
            ["/admin/matches", "Manage Matches"],
            ["/admin/competitions", "Competitions"],
          ]) {
            // Not waiting for "load": check() waits until the page has settled.
            await page.goto(baseURL() + path, { waitUntil: "domcontentloaded" });
            await page.getByRole("heading", { level: 1, name: h1 }).waitFor();
            await check(page, `${size} ${path}`);
          }
          // The editors, open: a match's correction form and a venue's claims.
          await page.goto(baseURL() + "/admin/matches?stage=Final");
          await page.getByRole("button", { name: /^Edit match 104/ }).click();
          await page.getByRole("form", { name: "Correct match 104" }).waitFor();
          await check(page, `${size} /admin/matches (editing)`);
          await page.goto(baseURL() + "/admin/venues");
          await page
            .getByRole("button", { name: /^Edit claims of / })
            .first()
            .click();
          await page
            .getByRole("group", { name: /^Claims of / })
            .first()
            .waitFor();
          await check(page, `${size} /admin/venues (editing claims)`);
        });
      }, 120_000);
    });
  }
  describe("announcements and alternatives", () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await launch(VIEWPORTS.desktop);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("toasts are announced: a polite live region carries the toast text, inside a labelled notifications region", async () => {
      await onPage(context, "/contact", async (page) => {
        await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
        // Record every live region that appears, with the text it ends up with (Radix removes its announcer after a second).
        await page.evaluate(() => {
          const seen: { role: string | null; live: string | null; text: string }[] = [];
          (window as unknown as { __live: typeof seen }).__live = seen;
          const record = (el: Element) => {
            const live = el.getAttribute("aria-live");
            if (!live && el.getAttribute("role") !== "status" && el.getAttribute("role") !== "alert") return;
            const entry = { role: el.getAttribute("role"), live, text: el.textContent ?? "" };
            seen.push(entry);
            new MutationObserver(() => (entry.text = el.textContent || entry.text)).observe(el, { childList: true, subtree: true, characterData: true });
          };
          new MutationObserver((mutations) => {
            for (const m of mutations)
              for (const n of m.addedNodes) if (n instanceof Element) [n, ...n.querySelectorAll("[aria-live],[role=status],[role=alert]")].forEach(record);
          }).observe(document.body, { childList: true, subtree: true });
        });
        // Sending needs the support address from the site config.
        await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("form button[type=submit]")?.disabled);
        await page.getByLabel(/^Name/).fill("Fan Tester");
        await page.getByLabel(/^Email/).fill("fan@example.com");
        await page.getByLabel(/^Message/).fill("Is there a watch party for the final in Boise?");
        await page.getByRole("button", { name: /Send/ }).click();
        const toast = page.getByTestId("toast").filter({ hasText: "Email Client Opened" });
        await toast.waitFor();
        await page.waitForFunction(() =>
          (window as unknown as { __live: { role: string | null; live: string | null; text: string }[] }).__live.some(
            (e) => e.role === "status" && e.live === "polite" && e.text.includes("Email Client Opened"),
          ),
        );
        // The toast itself sits in the labelled notifications region (F8 reaches it).
        const region = page.getByRole("region", { name: /^Notification/ });
        expect(await region.count()).toBe(1);
        expect(await region.locator('[data-testid="toast"]').count()).toBe(1);
        expect(await toast.innerText()).toContain("Your message is ready in your e-mail app");
      });
    });

    it("maps keep a way back to the list and have an accessible name (city page and saved venues)", async () => {
      await onPage(context, "/city/seattle", async (page) => {
        await page.getByTestId("venue-card").first().waitFor();
        const cards = await page.getByTestId("venue-card").count();
        await page.getByRole("button", { name: "Map", exact: true }).click();
        const map = page.getByRole("region", { name: /^Map of \d+ venue locations?$/ });
        await map.waitFor();
        await page.locator(".maplibregl-marker").first().waitFor({ timeout: 20_000 });
        // Every marker has a name of its own (venue name and address).
        const markerNames = await page.locator(".maplibregl-marker").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
        expect(markerNames.every((n) => n.length > 3)).toBe(true);
        const list = page.getByRole("button", { name: "List", exact: true });
        expect(await list.isVisible()).toBe(true);
        expect(await list.getAttribute("aria-pressed")).toBe("false");
        await list.click();
        await page.getByTestId("venue-card").first().waitFor();
        expect(await page.getByTestId("venue-card").count()).toBe(cards);
        expect(await map.count()).toBe(0);

        // Saved venues: same toggle, same named map.
        const userId = await page.evaluate(() => localStorage.getItem("wcws.anonymousUserId"));
        expect((await page.request.post(baseURL() + "/api/bookmarks", { data: { userId, venueId } })).status()).toBe(201);
        await page.goto(baseURL() + "/bookmarks");
        await page.getByTestId("venue-card").first().waitFor();
        await page.getByRole("button", { name: "Map", exact: true }).click();
        await page.getByRole("region", { name: "Map of 1 venue location" }).waitFor();
        await page.getByRole("button", { name: "List", exact: true }).click();
        await page.getByTestId("venue-card").first().waitFor();
        await page.request.delete(baseURL() + `/api/bookmarks?userId=${userId}&venueId=${venueId}`);
      });
    });
  });
});
