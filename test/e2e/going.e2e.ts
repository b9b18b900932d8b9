// "I'm going" (docs/decisions/033), as people do it, at phone and desktop size: on a club match's page a
// fan says they are going to a Boston bar with 2 people, sees their own answer, changes it and takes it
// back; the bar's count shows only once 5 people from other fans said so; on the venue page the fan's
// answer is there too, and the bar's count once enough people said so; the bar's owner sees the real
// figures in the owner area. Every screen axe-clean.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { FixturePage } from "../../src-worker/shared/contract/competitions";
import type { MatchVenues } from "../../src-worker/shared/contract/match-venues";
import { matchPath } from "../../src-worker/shared/match-text";
import { check, loaded, serveAxe } from "./axe";
import { e2eNow } from "./clock";
import { baseURL, desktopAndPhone, expectNoHorizontalScroll, followOwnerSignInLink, getJson, openPage, screenshot, setVenueWebsite } from "./fixtures";

const RUN = Date.now().toString(36);
/** Cancha Kitchen, Boston, shows every match of every competition (the demo claims). */
const CITY = "boston";
const VENUE_NAME = "Cancha Kitchen";

/** Another fan's answer, sent as the SPA sends it. */
async function answer(matchNumber: number, venueId: number, people: number) {
  const res = await fetch(`${baseURL()}/api/matches/${matchNumber}/venues/${venueId}/going`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: baseURL() },
    body: JSON.stringify({ fanId: crypto.randomUUID(), people }),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** The venue's card in the match page's list of where to watch, Boston chosen. */
async function venueCard(page: Page, name: string) {
  await page.locator("section[aria-labelledby=watch-heading]").getByLabel("City").selectOption(CITY);
  const card = page.getByTestId("watch-venue").filter({ hasText: name });
  await card.waitFor();
  return card;
}

async function choosePeople(card: ReturnType<Page["getByTestId"]>, people: string) {
  await card.getByLabel("How many people?").selectOption({ label: people });
  await card.getByRole("button", { name: "Save" }).click();
}

describe("I'm going", () => {
  const browsers = desktopAndPhone();
  let fixtures: FixturePage["matches"];
  let venue: { id: number; name: string };

  beforeAll(async () => {
    await serveAxe(browsers.desktop);
    await serveAxe(browsers.phone);
    // Premier League matches still to be played, with a known time, as of the server's clock.
    const page = await getJson<FixturePage>(`/api/fixtures?competition=premier-league-2026-27&city=${CITY}&limit=50`);
    fixtures = page.matches.filter((m) => Date.parse(m.kickoffAt) > e2eNow().getTime() + 3_600_000);
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
    const listed = await getJson<MatchVenues>(`/api/matches/${fixtures[0].number}/venues?city=${CITY}`);
    const found = listed.venues.find((v) => v.venue.name === VENUE_NAME);
    expect(found, "Cancha Kitchen lists the match").toBeDefined();
    venue = { id: found!.venue.id, name: found!.venue.name };
  });

  for (const [size, index] of [
    ["phone", 0],
    ["desktop", 1],
  ] as const) {
    it(`${size}: says "I'm going" with 2 people, changes it, takes it back; the count shows from 5 people`, async () => {
      const fixture = fixtures[index];
      const { page, consoleErrors } = await openPage(browsers[size] as BrowserContext, matchPath(fixture));
      await loaded(page);
      let card = await venueCard(page, venue.name);

      await card.getByRole("button", { name: `I'm going to ${venue.name} for this match` }).click();
      await choosePeople(card, "2 people");
      await expect.poll(() => card.getByTestId("going-mine").textContent()).toBe("You're going, 2 people");
      expect(await card.getByTestId("going-count").count()).toBe(0);
      await check(page, `${size} match page, going`);
      await expectNoHorizontalScroll(page);
      await screenshot(card, `going-mine-${size}`);

      await card.getByRole("button", { name: `Change how many people go to ${venue.name}` }).click();
      await choosePeople(card, "3 people");
      await expect.poll(() => card.getByTestId("going-mine").textContent()).toBe("You're going, 3 people");
      // The answer is the fan's, kept across a reload (one answer: the change replaced it).
      await page.reload();
      await loaded(page);
      card = await venueCard(page, venue.name);
      await expect.poll(() => card.getByTestId("going-mine").textContent()).toBe("You're going, 3 people");

      await card.getByRole("button", { name: `Not going to ${venue.name}` }).click();
      await card.getByText("Your answer is taken back.").waitFor();
      await card.getByRole("button", { name: `I'm going to ${venue.name} for this match` }).waitFor();

      // Other fans: 4 people say nothing, the fifth makes "5 people going".
      await answer(fixture.number, venue.id, 2);
      await answer(fixture.number, venue.id, 2);
      await page.reload();
      await loaded(page);
      card = await venueCard(page, venue.name);
      expect(await card.getByTestId("going-count").count()).toBe(0);
      await answer(fixture.number, venue.id, 1);
      await page.reload();
      await loaded(page);
      card = await venueCard(page, venue.name);
      await expect.poll(() => card.getByTestId("going-count").textContent()).toMatch(/^\s*5 people going$/);
      await check(page, `${size} match page, count`);
      await screenshot(page, `going-match-${size}`);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it("desktop: the fan's answer on the venue page; the owner sees the real figures in the owner area", async () => {
    const context = browsers.desktop;
    // The fan answers from the venue page's upcoming matches (one the match tests did not use).
    const { page } = await openPage(context, `/venue/${venue.id}`);
    await loaded(page);
    const used = new Set(fixtures.slice(0, 2).map((f) => matchPath(f)));
    const rows = page.getByRole("list", { name: "Coming up" }).getByTestId("shown-match");
    await rows.first().waitFor();
    let row = rows.first();
    for (const candidate of await rows.all()) {
      const href = await candidate.getByRole("link").first().getAttribute("href");
      if (href && !used.has(href)) {
        row = candidate;
        break;
      }
    }
    const title = (await row.getByRole("link").first().textContent())!;
    await row.getByRole("button", { name: `I'm going to ${venue.name} for this match` }).click();
    await row.getByLabel("How many people?").selectOption({ label: "4 people" });
    await row.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => row.getByTestId("going-mine").textContent()).toBe("You're going, 4 people");
    // One fan's 4 people make no public count; another fan's 1 makes 5 from 2 fans: the row shows it.
    expect(await row.getByTestId("going-count").count()).toBe(0);
    const number = Number((await row.getByRole("link").first().getAttribute("href"))!.split("/")[2].split("-")[0]);
    await answer(number, venue.id, 1);
    await page.reload();
    await loaded(page);
    row = page.getByRole("list", { name: "Coming up" }).getByTestId("shown-match").filter({ hasText: title });
    await expect.poll(() => row.getByTestId("going-count").textContent()).toMatch(/^\s*5 people going$/);
    await check(page, "desktop venue page, going");
    await screenshot(page, "going-venue-desktop");

    // The owner: a website at this run's domain (as an admin sets it), a claim from it, the e-mailed link.
    const domain = `going-${RUN}.test`;
    await setVenueWebsite(context, venue.id, `https://${domain}/`);
    const email = `owner@${domain}`;
    const claimed = await context.request.post(`${baseURL()}/api/owner/claims`, { data: { venueId: venue.id, email }, headers: { origin: baseURL() } });
    expect(claimed.status(), await claimed.text()).toBe(202);
    await followOwnerSignInLink(page, email);
    await page.goto(`${baseURL()}/owner/venues/${venue.id}`);
    await loaded(page);
    const going = page.getByTestId("owner-going");
    await going.waitFor();
    // Real figures: the fan's 4 people and the other fan's 1; the match tests' 3 fans and 5 people.
    const figures = (name: string) => going.getByTestId("owner-going-match").filter({ hasText: name }).locator("td").allTextContents();
    await expect.poll(async () => (await figures(title)).slice(1)).toEqual(["2", "5"]);
    const other = await going.getByTestId("owner-going-match").filter({ hasNotText: title }).first().locator("td").allTextContents();
    expect(other.slice(1)).toEqual(["3", "5"]);
    await check(page, "desktop owner venue page, fans going");
    await screenshot(going, "going-owner-desktop");
    await page.close();
  }, 60_000);
});
