// The Content-Security-Policy as Chromium enforces it: sent on every response, runs the boot script
// it names by hash and blocks and reports any other inline script, forbids framing, and no page makes a request that leaves the machine.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, ConsoleMessage } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOT_SCRIPT_SHA256 } from "../../src-worker/html/boot";
import type { BlogPostSummary } from "../../src-worker/shared/contract/blog";
import type { Venue } from "../../src-worker/shared/contract/venues";
import { baseURL, getJson, launch, networkIdle, openPage } from "./fixtures";

/** "a b; c d" → { a: ["b"], c: ["d"] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** Scripts from the site itself, and the one inline script with an edge first paint names, by its hash. */
const SCRIPT_SRC = ["'self'", `'sha256-${BOOT_SCRIPT_SHA256}'`];

interface Violation {
  effectiveDirective: string;
  blockedURI: string;
  disposition: string;
}

describe("Content-Security-Policy in Chromium", () => {
  let context: BrowserContext;
  let venueId: number;
  let postSlug: string;

  beforeAll(async () => {
    context = await launch();
    // Every page of this context records CSP violations from its very first script on.
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: unknown[] };
      w.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__violations.push({ effectiveDirective: e.effectiveDirective, blockedURI: e.blockedURI, disposition: e.disposition }),
      );
    });
    venueId = (await getJson<Venue[]>("/api/cities/seattle/venues"))[0].id;
    postSlug = (await getJson<BlogPostSummary[]>("/api/blog/posts"))[0].slug;
  });
  afterAll(async () => {
    await context?.close();
  });

  const violations = (page: import("playwright-core").Page) => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

  it("pages, API answers, static files and 404s all carry the policy", async () => {
    const { page } = await openPage(context, "/");
    const asset = await page.locator('script[type="module"][src]').first().getAttribute("src");
    expect(asset).toMatch(/^\/assets\/.+\.js$/);
    const paths = [
      "/",
      "/city/seattle",
      `/venue/${venueId}`,
      "/blog",
      `/blog/${postSlug}`,
      "/faq",
      "/admin/login",
      "/no-such-page",
      "/api/cities",
      "/api/health",
      "/api/no-such-endpoint",
      asset!,
      "/images/favicon.svg",
    ];
    for (const path of paths) {
      const res = await fetch(baseURL() + path);
      const policy = res.headers.get("content-security-policy");
      expect(policy, path).toBeTruthy();
      const d = directives(policy!);
      expect(d["default-src"], path).toEqual(["'self'"]);
      expect(d["script-src"], path).toEqual(SCRIPT_SRC);
      expect(d["object-src"], path).toEqual(["'none'"]);
      expect(d["base-uri"], path).toEqual(["'self'"]);
      expect(d["form-action"], path).toEqual(["'self'"]);
      expect(d["frame-ancestors"], path).toEqual(["'none'"]);
      expect(d["report-uri"], path).toEqual(["/api/csp-report"]);
      expect(policy, path).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    // What Chromium itself received for a page it rendered.
    const response = await page.goto(baseURL() + "/city/seattle");
    expect(directives((await response!.allHeaders())["content-security-policy"])["script-src"]).toEqual(SCRIPT_SRC);
    expect(await violations(page)).toEqual([]);
  });

  it("an injected inline script and inline event handler are blocked, fire securitypolicyviolation and are reported", async () => {
    const { page, external } = await openPage(context, "/city/seattle");
    await page.getByTestId("venue-card").first().waitFor();
    expect(await violations(page)).toEqual([]);

    const report = page.waitForRequest((req) => req.url() === baseURL() + "/api/csp-report" && req.method() === "POST");
    const reported = page.waitForResponse((res) => res.url() === baseURL() + "/api/csp-report");
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__inline = 1";
      document.head.appendChild(s);
    });
    await page.waitForFunction(() => (window as unknown as { __violations: unknown[] }).__violations.length >= 1);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    expect((await violations(page))[0]).toEqual({ effectiveDirective: "script-src-elem", blockedURI: "inline", disposition: "enforce" });

    // The browser's report reaches the site's endpoint, which accepts it.
    const req = await report;
    expect(req.headers()["content-type"]).toBe("application/csp-report");
    const body = JSON.parse(req.postData() ?? "{}")["csp-report"];
    expect(body["document-uri"]).toBe(baseURL() + "/city/seattle");
    expect(body["effective-directive"]).toBe("script-src-elem");
    expect(body["blocked-uri"]).toBe("inline");
    expect((await reported).status()).toBe(204);

    // An inline event handler attribute is refused as well.
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.setAttribute("onerror", "window.__handler = 1");
      img.src = "/no-such-image.png";
      document.body.appendChild(img);
    });
    await page.waitForFunction(() => (window as unknown as { __violations: Violation[] }).__violations.some((v) => v.effectiveDirective === "script-src-attr"));
    expect(await page.evaluate(() => (window as unknown as { __handler?: number }).__handler)).toBeUndefined();
    expect(external).toEqual([]);
  });

  it("another site cannot frame the site (frame-ancestors 'none')", async () => {
    const site = baseURL() + "/about";
    const server = http.createServer((req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        req.url === "/own"
          ? `<!doctype html><title>own</title><p id="own-content">Framed page of the other site</p>`
          : `<!doctype html><title>framer</title><iframe id="own" src="/own"></iframe><iframe id="site" src="${site}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await context.newPage();
      const refused = page.waitForEvent("console", (msg: ConsoleMessage) => msg.text().includes("frame-ancestors 'none'"));
      await page.goto(other + "/");
      // The harness works: a frame it is allowed to show loads.
      await page.frameLocator("#own").locator("#own-content").waitFor({ timeout: 15_000 });
      await Promise.race([refused, page.waitForTimeout(15_000).then(() => Promise.reject(new Error("no frame-ancestors refusal in the console")))]);
      const frame = await (await page.$("#site"))!.contentFrame();
      expect(frame).toBeTruthy();
      await page.waitForFunction(
        () => {
          const f = document.querySelector<HTMLIFrameElement>("#site");
          return f !== null && f.contentDocument === null; // cross-origin or error page: never the site's DOM here
        },
        undefined,
        { timeout: 15_000 },
      );
      // The frame shows the browser's error page, not the site.
      await expect.poll(() => frame!.url(), { timeout: 15_000 }).not.toBe("about:blank");
      expect(frame!.url().startsWith(baseURL())).toBe(false);
      const content = await frame!
        .evaluate(() => ({ root: document.querySelector("#root") !== null, header: document.querySelector("header") !== null }))
        .catch(() => null);
      expect(content === null || (!content.root && !content.header)).toBe(true);
      await page.close();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("no page makes a request that leaves the machine, and the site itself causes no violations", async () => {
    const pages = [
      "/",
      "/cities",
      "/city/seattle",
      `/venue/${venueId}`,
      "/blog",
      `/blog/${postSlug}`,
      "/faq",
      "/about",
      "/contact",
      "/submit",
      "/bookmarks",
      "/admin/login",
      "/no-such-page",
    ];
    for (const path of pages) {
      const { page, external, consoleErrors } = await openPage(context, path);
      await page.locator("main h1, h1").first().waitFor();
      if (path === "/city/seattle" || path.startsWith("/venue/")) {
        if (path === "/city/seattle") await page.getByRole("button", { name: "Map", exact: true }).click();
        // The venue page's map starts only near the screen.
        else await page.getByTestId("venue-location-map").scrollIntoViewIfNeeded();
        await page.locator(".maplibregl-marker").first().waitFor({ timeout: 20_000 });
      }
      await networkIdle(page);
      expect(external, path).toEqual([]);
      expect(await violations(page), path).toEqual([]);
      expect(
        consoleErrors.filter((e) => /Content Security Policy/i.test(e)),
        path,
      ).toEqual([]);
      await page.close();
    }
  });
});
