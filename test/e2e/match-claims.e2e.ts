// The tournament on the city and venue pages: a host city's matches at its stadium, the "Showing
// match" and "Supporters of" filters kept in the URL, and a venue's claims with who confirmed them.
import { describe, expect, it } from "vitest";
import type { VenueSummary } from "../../src-worker/shared/contract/venues";
import { check, serveAxe } from "./axe";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, screenshot } from "./fixtures";

describe("matches on the city and venue pages", () => {
  const browsers = desktopAndPhone();

  for (const size of ["desktop", "phone"] as const) {
    it(`${size}: a host city lists its stadium's matches with results, and filters by match and team`, async () => {
      const { page, external } = await openPage(browsers[size], "/city/seattle");
      const box = page.getByTestId("city-matches");
      await box.getByRole("heading", { name: "Matches at Lumen Field" }).waitFor();
      const rows = box.getByRole("list", { name: "Matches at Lumen Field" }).getByRole("listitem");
      await rows.first().waitFor();
      expect(await rows.count()).toBe(6);
      // After the final every match here has its result and a link to its page.
      expect(await rows.first().textContent()).toMatch(/Belgium v Egypt.*\d+-\d+/);
      expect(await box.getByRole("link", { name: "See every result" }).getAttribute("href")).toBe("/competitions/world-cup-2026");

      if (size === "phone") await page.getByRole("button", { name: /Filters/ }).click();
      // The lists load when a fan reaches for them.
      const team = page.getByLabel("Supporters of");
      await team.focus();
      await team.locator("option", { hasText: "USA" }).waitFor({ state: "attached" });
      await team.selectOption({ label: "USA" });
      await page.waitForURL(/supporters=usa/);
      await page.getByTestId("venue-count").getByText("Showing 1 venue in Seattle").waitFor();
      const supporters = await getJson<VenueSummary[]>("/api/cities/seattle/venues?supporters=usa");
      expect(supporters.map((v) => v.name)).toEqual(["Scarf & Anchor"]);

      await page.getByLabel("Supporters of").selectOption({ value: "" });
      // In the club season (the suite's clock) "Showing match" offers this weekend's matches (season-city.e2e.ts);
      // a World Cup match a link names still filters, and shows as its number.
      const again = await openPage(browsers[size], "/city/seattle?match=16");
      await again.page.getByTestId("venue-count").getByText("Showing 4 venues in Seattle").waitFor();
      expect(await again.page.getByLabel("Showing match").inputValue()).toBe("16");
      expect(await again.page.getByLabel("Showing match").locator('option[value="16"]').textContent()).toBe("Match 16");
      await expectNoHorizontalScroll(page);
      await screenshot(page, `city-matches-${size}`);
      expect(external).toEqual([]);
      await again.page.close();
      await page.close();
    });

    it(`${size}: a venue page shows what it claims, with who confirmed it and when`, async () => {
      const venues = await getJson<VenueSummary[]>("/api/cities/seattle/venues");
      const scarf = venues.find((v) => v.name === "Scarf & Anchor")!;
      const corner = venues.find((v) => v.name === "Corner Flag Taproom")!;
      const { page } = await openPage(browsers[size], `/venue/${scarf.id}`);
      const claims = page.getByTestId("venue-match-claims");
      await claims.getByRole("heading", { name: "Shows every match" }).waitFor();
      expect(await claims.getByTestId("supporters-badge").textContent()).toContain("USA supporters' venue");
      expect(await claims.getByText("Sample Seattle supporters' chapter").isVisible()).toBe(true);
      expect(await claims.getByTestId("claim-confirmation").first().textContent()).toBe("Sample");
      await expectNoHorizontalScroll(page);
      await screenshot(claims, `venue-claims-all-${size}`);

      await page.goto(`${baseURL()}/venue/${corner.id}`);
      const named = page.getByTestId("venue-match-claims");
      await named.getByRole("heading", { name: "Matches shown here" }).waitFor();
      const items = named.getByRole("list", { name: "Matches this venue named" }).getByRole("listitem");
      expect(await items.count()).toBe(6);
      expect(await items.first().getByRole("link").getAttribute("href")).toBe("/match/16-belgium-egypt");
      await screenshot(named, `venue-claims-matches-${size}`);
      await page.close();
    });

    it(`${size}: axe finds nothing serious on the city and venue pages with their match sections`, async () => {
      await serveAxe(browsers[size]);
      const venues = await getJson<VenueSummary[]>("/api/cities/seattle/venues");
      for (const path of ["/city/seattle?match=16", `/venue/${venues.find((v) => v.name === "Stoppage Time Beer Garden")!.id}`]) {
        const { page } = await openPage(browsers[size], path);
        await check(page, `${size} ${path}`);
        await page.close();
      }
    });
  }
});
