// Keyboard only: every control reachable with Tab and visibly focused, the skip link, filters,
// the list/map toggle, the FAQ accordion, the mobile menu and the admin dialogs.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseURL, desktopAndPhone, networkIdle, openPage } from "./fixtures";

interface Stop {
  idx: string | null;
  tag: string;
  name: string;
  visible: boolean;
  inMain: boolean;
  /** The focus styles seen, for failure messages. */
  styles?: string;
}

/** Numbers every visible, tabbable element (data-kbd) and returns how many there are. */
async function markTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const ids: string[] = [];
    const radioGroups = new Set<string>();
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.getClientRects().length === 0) continue;
      // Of a radio group only one radio is in the tab order.
      if (el instanceof HTMLInputElement && el.type === "radio" && el.name) {
        if (radioGroups.has(el.name)) continue;
        radioGroups.add(el.name);
        for (const r of document.querySelectorAll<HTMLElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`)) r.dataset.kbd = `r-${el.name}`;
        ids.push(`r-${el.name}`);
        continue;
      }
      el.dataset.kbd = String(n);
      ids.push(String(n++));
    }
    return ids;
  });
}

/**
 * Whether the focused element shows focus: an outline, a focus ring, or the ring of the card it
 * stretches over. Runs in the page; waits up to 60 frames for a ring that is still fading in.
 */
async function focusIsVisible(): Promise<boolean> {
  // A ring is a box-shadow with no offset and no blur, a spread and a colour that is not transparent.
  const ring = (boxShadow: string) =>
    boxShadow
      .split(/,(?![^(]*\))/)
      .map((s) => s.trim())
      .some((s) => {
        const lengths = s
          .replace(/[a-z-]+\([^)]*\)/g, "")
          .trim()
          .split(/\s+/)
          .filter((t) => t.endsWith("px"));
        const color = s.match(/[a-z-]+\([^)]*\)/)?.[0] ?? "";
        const transparent = color === "" || /(,\s*0\)|\/\s*0\))$/.test(color);
        return lengths.length === 4 && lengths.slice(0, 3).every((l) => parseFloat(l) === 0) && parseFloat(lengths[3]!) > 0 && !transparent;
      });
  const own = (st: CSSStyleDeclaration) => (st.outlineStyle !== "none" && parseFloat(st.outlineWidth) > 0) || ring(st.boxShadow);
  const visibleNow = () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    if (own(getComputedStyle(el))) return true;
    // A stretched card link shows focus as a ring on its card (focus-within).
    const card = el.closest("article, li, [data-testid]");
    return !!card && card !== el && card.matches(":focus-within") && ring(getComputedStyle(card).boxShadow);
  };
  for (let frame = 0; frame < 60; frame++) {
    if (visibleNow()) return true;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return visibleNow();
}

/** What has focus now, and whether the focus can be seen . */
async function focused(page: Page): Promise<Stop> {
  const visible = await page.evaluate(focusIsVisible);
  const stop = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { idx: null, tag: "body", name: "", inMain: false };
    const st = getComputedStyle(el);
    const card = el.closest("article, li, [data-testid]");
    return {
      styles: `outline: ${st.outlineStyle} ${st.outlineWidth}; box-shadow: ${st.boxShadow}; card box-shadow: ${card ? getComputedStyle(card).boxShadow : "-"}`,
      idx: el.dataset.kbd ?? null,
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().replace(/\s+/g, " ").slice(0, 60),
      inMain: !!el.closest("main"),
    };
  });
  return { ...stop, visible };
}

/**
 * Tabs from the top of the page until focus leaves the document or comes round again; asserts that
 * every visible control was reached and that focus was visible at each stop.
 */
async function tabThroughEverything(page: Page, label: string) {
  const ids = await markTabbables(page);
  expect(ids.length, `${label}: tabbable controls`).toBeGreaterThan(5);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  const invisible: string[] = [];
  const stops: Stop[] = [];
  for (let i = 0; i < ids.length + 20; i++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    if (stop.tag === "body" || (stop.idx !== null && reached.has(stop.idx) && stop.idx === stops[0]?.idx)) break;
    stops.push(stop);
    if (stop.idx !== null) reached.add(stop.idx);
    if (!stop.visible) invisible.push(`${stop.tag} "${stop.name}" (${stop.styles})`);
  }
  // Controls that React replaced while we tabbed (a re-render after data arrived) are not counted.
  const missedNames = await page.evaluate(
    (m) =>
      m.flatMap((id) => {
        const el = document.querySelector<HTMLElement>(`[data-kbd="${id}"]`);
        return el ? [`${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 60)}"`] : [];
      }),
    ids.filter((id) => !reached.has(id)),
  );
  expect(reached.size, `${label}: controls reached`).toBeGreaterThan(ids.length * 0.9);
  expect(missedNames, `${label}: controls never reached with Tab`).toEqual([]);
  expect(invisible, `${label}: focus not visible on`).toEqual([]);
  return stops;
}

/** Presses Tab until the focused element matches; fails after `max` presses. */
async function tabTo(page: Page, matches: (s: Stop) => boolean, max = 200, key = "Tab") {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focused(page);
    if (matches(stop)) return stop;
  }
  throw new Error(`never focused the wanted control in ${max} presses of ${key}`);
}

describe("keyboard only", () => {
  const browsers = desktopAndPhone();

  it("home page: the skip link comes first and jumps into the content; every control is reachable and visibly focused", async () => {
    const { page } = await openPage(browsers.desktop, "/");
    await page.locator("h1").first().waitFor();
    await networkIdle(page);
    const stops = await tabThroughEverything(page, "home");
    expect(stops[0]!.name).toBe("Skip to content");

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Skip to content");
    expect(await page.getByRole("link", { name: "Skip to content" }).isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/#main$/);
    await page.keyboard.press("Tab");
    const next = await focused(page);
    expect(next.inMain, `after the skip link, Tab went to ${next.tag} "${next.name}"`).toBe(true);

    // The check itself can fail: with focus styles removed, focus is reported as not visible.
    await page.addStyleTag({ content: "*, *::after { outline: none !important; box-shadow: none !important; }" });
    expect(await page.evaluate(focusIsVisible)).toBe(false);
  });

  it("city page: every control reachable and visibly focused; filters toggle with Space; list/map toggle with Enter", async () => {
    const { page } = await openPage(browsers.desktop, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    // Everything with controls is on the page: the count, the stadium's matches, the FAQ. (Not
    // "network idle": cover images of venues other tests added may still be arriving.)
    await page
      .getByTestId("venue-count")
      .getByText(/^Showing \d+ venues? in Seattle$/)
      .waitFor();
    await page.getByRole("list", { name: "Matches at Lumen Field" }).waitFor();
    await page.getByRole("heading", { name: "Watching football in Seattle: FAQ" }).waitFor();
    await tabThroughEverything(page, "city");

    const count = page.getByTestId("venue-count");
    const before = await count.innerText();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const box = await tabTo(page, (s) => s.tag === "input" && !!s.idx && !s.idx.startsWith("r-"));
    const checkbox = page.locator(`[data-kbd="${box.idx}"]`);
    expect(await checkbox.getAttribute("type")).toBe("checkbox");
    expect(await checkbox.isChecked()).toBe(false);
    // The box is controlled by the URL, and navigation renders in a transition: poll, don't read once.
    await page.keyboard.press("Space");
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    await page.waitForURL(/\?.+/);
    await page.waitForFunction((b) => document.querySelector('[data-testid="venue-count"]')?.textContent !== b, before);
    await page.keyboard.press("Space");
    await expect.poll(() => checkbox.isChecked()).toBe(false);
    await page.waitForFunction((b) => document.querySelector('[data-testid="venue-count"]')?.textContent === b, before);

    await tabTo(page, (s) => s.tag === "button" && s.name === "Map");
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: /^Map of \d+ venue locations?$/ }).waitFor();
    expect(await page.getByRole("button", { name: "Map", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("venue-card").count()).toBe(0);
    await tabTo(page, (s) => s.tag === "button" && s.name === "List", 5, "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.getByTestId("venue-card").first().waitFor();
    expect(await page.getByRole("button", { name: "List", exact: true }).getAttribute("aria-pressed")).toBe("true");
  });

  it("phone city page: the Filters panel opens with Space", async () => {
    const { page } = await openPage(browsers.phone, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    const toggle = page.getByRole("button", { name: /^Filters/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await tabTo(page, (s) => s.tag === "button" && s.name.startsWith("Filters"));
    await page.keyboard.press("Space");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("group", { name: "Amenities" }).waitFor();
    await page.keyboard.press("Space");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("FAQ: a question opens and closes with Enter", async () => {
    const { page } = await openPage(browsers.desktop, "/faq");
    await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
    const first = await tabTo(page, (s) => s.tag === "button" && s.inMain && (s.name.endsWith("?") || s.name.length > 10));
    const trigger = page.locator("button[aria-expanded]").filter({ hasText: first.name }).first();
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    expect(await panel.isVisible()).toBe(true);
    expect((await panel.innerText()).trim().length).toBeGreaterThan(10);
    await page.keyboard.press("Enter");
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("phone: the menu opens with Enter, its links are next in the tab order, Escape closes it and focus returns", async () => {
    const { page } = await openPage(browsers.phone, "/about");
    await page.locator("h1").waitFor();
    await tabTo(page, (s) => s.name === "Open menu");
    const button = page.getByRole("button", { name: "Open menu" });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Cities");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#mobile-menu"))).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect((await focused(page)).name).toBe("Open menu");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // Space toggles it too, and the same button closes it.
    await page.keyboard.press("Space");
    await menu.waitFor();
    await page.keyboard.press("Space");
    await menu.waitFor({ state: "detached" });
  });

  it("admin: a confirmation dialog opens from the keyboard, traps focus, and Escape closes it back to its button", async () => {
    const { page } = await openPage(browsers.desktop, "/admin/login");
    await page.getByLabel("Password").fill(inject("adminPassword"));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("tab", { name: /^Create Blog/ }).click();
    await page.getByRole("tab", { name: /^Create Blog/, selected: true }).waitFor();
    const trigger = page.getByRole("button", { name: "Delete All Blogs" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'));
      expect(inside, `focus left the dialog after ${key}`).toBe(true);
      expect((await focused(page)).visible).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back once the dialog has unmounted (a tick later).
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing was deleted.
    expect((await page.request.get(baseURL() + "/api/blog/posts")).status()).toBe(200);
  });
});
