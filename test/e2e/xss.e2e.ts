// Hostile strings in every field a user or admin can write, rendered in real Chromium on every page
// that shows them. The browser runs with the Content-Security-Policy bypassed, so these tests prove the
// escaping and sanitising alone (csp.e2e.ts proves the CSP as the second line of defence).

import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOT_SCRIPT } from "../../src-worker/html/boot";
import { CITY_VENUE_PAGE_SIZE, STANDALONE_CSV_HEADER as STANDALONE_HEADER } from "../../src-worker/shared/constants";
import type { BlogPost } from "../../src-worker/shared/contract/blog";
import type { CityDetail } from "../../src-worker/shared/contract/cities";
import type { Venue } from "../../src-worker/shared/contract/venues";
import { baseURL, launch, openPage, screenshot, signInRequests, VIEWPORTS } from "./fixtures";
import { expectMapVenues, openVenueOnMap } from "./map";

/** Every payload sets window.__xss (or parent.__xss) if it ever runs. */
const P = {
  script: `<script>window.__xss=1</script>`,
  img: `"><img src=x onerror="window.__xss=1">`,
  svg: `'><svg onload=window.__xss=1>`,
  jsUrl: `javascript:window.__xss=1`,
  title: `</title><script>window.__xss=1</script>`,
  template: `{{constructor.constructor('window.__xss=1')()}}`,
  iframe: `<iframe srcdoc="<script>parent.__xss=1</script>">`,
  autofocus: `" autofocus onfocus="window.__xss=1`,
  closeScript: `</script><script>window.__xss=1</script>`,
  style: `<style>body{display:none}</style>`,
  // Right-to-left override, zero-width characters and the line separators JSON allows but JS did not.
  unicode: `\u202Etxt.exe\u200B<img\u200Bsrc=x onerror=window.__xss=1>\u2028\u2029\u200D\u2066`,
  comment: `<!--<script>window.__xss=1</script>-->`,
} as const;
const CORPUS: string[] = Object.values(P);

const CITY_SLUG = "xss-town";
const CITY_NAME = `Xss Town ${P.title} ${P.img} \u202Eevil\u202C`;

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
const csv = (rows: (string | number)[][]) => rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";

/**
 * One standalone row per payload, every text column hostile but the name: a venue's name must look
 * like a name (shared/names.ts), so a hostile one is refused at the door (test/worker/imports/csv-import.test.ts).
 */
const standaloneRows = CORPUS.map((p, i) => ({
  name: `Xss ${i} end`,
  address: `${i} Hostile Ave ${p} end`,
  // A grid wide enough that no two map markers overlap.
  lat: (43.6 + (i % 4) * 0.012).toFixed(4),
  lon: (-116.2 + Math.floor(i / 4) * 0.018).toFixed(4),
  phone: p.slice(0, 40).trim(),
  website: `https://xss.example/${i}/${p}`,
  hours: `Hours ${p}`.slice(0, 120).trim(),
  neighborhood: `Hood ${p}`.slice(0, 80).trim(),
  tag: `Tag${i} ${p}`.slice(0, 40).trim(),
}));

/** Admin-tab rows (flexible columns, with notes). */
const adminRows = [P.script, P.img, P.closeScript, P.unicode].map((p, i) => ({
  name: `Adm ${i} end`,
  address: `${i} Admin Rd ${p} end`,
  lat: "43.5620",
  lng: (-116.2 + i * 0.018).toFixed(4),
  notes: `Notes ${i} start\n${CORPUS.join("\n")}\nNotes ${i} end ${p}`,
  neighborhood: `AdmHood ${p}`.slice(0, 80),
  hours: `AdmHours ${p}`.slice(0, 120),
}));

const PAID = {
  venueName: "Paid Xss end",
  address: `${P.closeScript} 9 Paid St end`,
  details: `Paid details start\n${CORPUS.join("\n")}\nPaid details end`,
  // The address must be a valid e-mail; quotes and plus signs are allowed in one.
  contactEmail: `o'neil+'xss@xss.example`,
};

const POST = {
  title: `Xss post ${P.title} ${P.script} ${P.unicode} end`,
  excerpt: `Excerpt ${P.img} ${P.svg} ${P.template} ${P.closeScript} end`,
  author: `Author ${P.autofocus}`.slice(0, 100),
  content: [
    `Visible marker XSS-MD-TEXT with inline html ${P.script} and ${P.iframe} and ${P.style}.`,
    "",
    `<img src=x onerror="window.__xss=1">`,
    "",
    `<svg onload=window.__xss=1></svg>`,
    "",
    `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
    "",
    `<details open ontoggle="window.__xss=1"><summary>toggle</summary></details>`,
    "",
    `<div onmouseover="window.__xss=1" style="background:url(javascript:window.__xss=1)">raw div</div>`,
    "",
    `<a href="javascript:window.__xss=1">raw js anchor</a>`,
    "",
    "[plain js link](javascript:window.__xss=1)",
    "",
    "[mixed case js link](JaVaScRiPt:window.__xss=1)",
    "",
    "[tab js link](java\tscript:window.__xss=1)",
    "",
    "[entity js link](&#106;avascript:window.__xss=1)",
    "",
    "[angle js link](<javascript:window.__xss=1>)",
    "",
    "[vbscript link](vbscript:msgbox(1))",
    "",
    "[data link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==)",
    "",
    "![data image](data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=)",
    "",
    `![quote image](/images/favicon.svg" onerror="window.__xss=1)`,
    "",
    "`code <script>window.__xss=1</script> XSS-MD-CODE`",
    "",
    `<style>body{display:none}</style>`,
    "",
    `Template text ${P.template} XSS-MD-TAIL`,
  ].join("\n"),
  coverImage: "/media/covers/xss/cover.png",
};

interface Probe {
  xss: unknown;
  imgX: number;
  svgOnload: number;
  iframeSrcdoc: number;
  onAttrs: string[];
  jsLinks: string[];
  injectedStyle: number;
  autofocusOnfocus: number;
}
const CLEAN: Probe = { xss: null, imgX: 0, svgOnload: 0, iframeSrcdoc: 0, onAttrs: [], jsLinks: [], injectedStyle: 0, autofocusOnfocus: 0 };

/** Nothing from the payloads ran or became an element or attribute. */
async function expectClean(page: Page, where: string) {
  const found = await page.evaluate((): Probe => {
    const w = window as unknown as { __xss?: unknown };
    const all = [...document.querySelectorAll("*")];
    return {
      xss: w.__xss ?? null,
      imgX: document.querySelectorAll('img[src="x"]').length,
      svgOnload: document.querySelectorAll("svg[onload]").length,
      iframeSrcdoc: document.querySelectorAll("iframe[srcdoc]").length,
      onAttrs: all.filter((el) => [...el.attributes].some((a) => a.name.startsWith("on") && a.value.includes("__xss"))).map((el) => el.outerHTML.slice(0, 160)),
      jsLinks: [...document.querySelectorAll("a[href], area[href]")]
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip leading control characters in a URL's scheme.
        .filter((a) => /^[\s\u0000-\u001f]*javascript:/i.test(a.getAttribute("href") ?? "") || (a as HTMLAnchorElement).protocol === "javascript:")
        .map((a) => a.getAttribute("href") ?? ""),
      injectedStyle: [...document.querySelectorAll("style")].filter((s) => (s.textContent ?? "").includes("body{display:none}")).length,
      autofocusOnfocus: document.querySelectorAll("[onfocus]").length,
    };
  });
  expect(found, `hostile markup became live on ${where}`).toEqual(CLEAN);
}

/** Waits until each text is shown (in a visible element) on the page, i.e. rendered, and rendered as text. */
async function expectVisibleText(page: Page, texts: string[], timeout = 20_000) {
  try {
    await page.waitForFunction(
      (needles) => {
        const elements = [...document.body.querySelectorAll("*")];
        return needles.every((needle) =>
          elements.some(
            (el) =>
              (el.textContent ?? "").includes(needle) &&
              ![...el.children].some((child) => (child.textContent ?? "").includes(needle)) &&
              el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
          ),
        );
      },
      texts,
      { timeout },
    );
  } catch (err) {
    const body = await page.evaluate(() => document.body.textContent ?? "");
    const missing = texts.filter((t) => !body.includes(t));
    throw new Error(`${page.url()}: not all texts visible (missing from the page entirely: ${JSON.stringify(missing)})`, { cause: err });
  }
}

/** The inline JSON blocks of a server-rendered page: each must end at its own </script> and parse. */
function inlineJsonBlocks(html: string): Map<string, unknown> {
  const blocks = new Map<string, unknown>();
  const open = /<script type="application\/(?:ld\+)?json" id="([^"]+)">/g;
  for (const m of html.matchAll(open)) {
    const start = m.index + m[0].length;
    const end = html.toLowerCase().indexOf("</script", start);
    const body = html.slice(start, end);
    expect(body.toLowerCase()).not.toContain("</script");
    expect(body).not.toContain("<!--");
    expect(body).not.toMatch(/[<>\u2028\u2029]/);
    blocks.set(m[1], JSON.parse(body));
  }
  return blocks;
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("hostile input is rendered as text everywhere", () => {
  let context: BrowserContext;
  let city: CityDetail;
  let venues: Venue[] = [];
  let post: BlogPost;
  let paidVenueId = 0;

  const api = () => context.request;
  const url = (p: string) => baseURL() + p;
  const venueNamed = (name: string) => {
    const v = venues.find((x) => x.name === name);
    if (!v) throw new Error(`venue not found: ${name}`);
    return v;
  };
  const refreshVenues = async () => {
    const res = await api().get(url(`/api/cities/${CITY_SLUG}/venues`), { headers: { "cache-control": "no-cache" } });
    expect(res.status()).toBe(200);
    venues = await res.json();
  };

  beforeAll(async () => {
    // The page's CSP switched off: escaping has to hold on its own.
    context = await launch(VIEWPORTS.desktop, { bypassCSP: true });
    // The browser gets the admin cookie too.
    await signInRequests(context);

    // Standalone import: creates the city with a hostile name; one extra row has a javascript: website.
    const standalone = csv([
      STANDALONE_HEADER.split(","),
      ...standaloneRows.map((r) => [r.name, r.address, r.lat, r.lon, r.phone, r.website, r.hours, r.neighborhood, `${r.tag}|xss-shared`]),
      ["Xss Js Website", "1 Js St", "43.5", "-116.3", "", P.jsUrl, "", "", ""],
    ]);
    const imported = await api().post(url("/api/import-csv"), {
      // A state, so the city is listed (home and All Cities search it); its addresses name none.
      multipart: {
        city_slug: CITY_SLUG,
        city_name: CITY_NAME,
        city_state: "Idaho",
        file: { name: `${P.img}.csv`, mimeType: "text/csv", buffer: Buffer.from(standalone) },
      },
    });
    const importBody = await imported.json();
    expect(imported.status(), JSON.stringify(importBody)).toBe(200);
    expect(importBody.counts.inserted).toBe(standaloneRows.length);
    // The javascript: website is refused (row = file line; the header is line 1).
    expect(importBody.errors).toEqual([{ row: standaloneRows.length + 2, name: "Xss Js Website", message: "Website must be an http:// or https:// URL" }]);

    // Admin-tab import into the same city, with notes.
    const adminValid = csv([
      ["Name", "Address", "Latitude", "Longitude", "Notes", "Neighborhood", "Hours_Short", "Website", "hasFood"],
      ...adminRows.map((r) => [r.name, r.address, r.lat, r.lng, r.notes, r.neighborhood, r.hours, "", "yes"]),
    ]);
    const adminCsv = adminValid + csv([["Adm Js Website", "2 Js St", "", "", "notes", "", "", ` ${P.jsUrl}`, "no"]]);
    const adminImport = await api().post(url("/api/admin/import-csv"), {
      multipart: { citySlug: CITY_SLUG, file: { name: "admin.csv", mimeType: "text/csv", buffer: Buffer.from(adminCsv) } },
    });
    const adminBody = await adminImport.json();
    expect(adminImport.status(), JSON.stringify(adminBody)).toBe(200);
    expect(adminBody.inserted).toBe(adminRows.length);
    // Row numbers are file lines, and the notes span several lines: the last record is the refused one.
    expect(adminBody.errors).toEqual([{ row: adminValid.split("\n").length, name: "Adm Js Website", message: "Website must be an http:// or https:// URL" }]);

    const cityRes = await api().get(url(`/api/cities/${CITY_SLUG}`));
    city = await cityRes.json();
    expect(city.name).toBe(CITY_NAME);

    // Blog post: javascript:, data: and attribute-breaking cover URLs are refused; then a real one.
    for (const bad of [
      P.jsUrl,
      " JaVaScRiPt:window.__xss=1",
      "data:image/svg+xml;base64,PHN2Zy8+",
      `/media/covers/x" onerror="window.__xss=1`,
      "vbscript:msgbox(1)",
    ]) {
      const res = await api().post(url("/api/blog/posts"), { data: { ...POST, cityId: city.id, coverImage: bad } });
      expect(res.status(), `cover ${bad}`).toBe(400);
    }
    const created = await api().post(url("/api/blog/posts"), { data: { ...POST, cityId: city.id } });
    const createdBody = await created.json();
    expect(created.status(), JSON.stringify(createdBody)).toBe(201);
    const approved = await api().post(url("/api/admin/blog/approve"), { data: { postId: createdBody.post.id } });
    expect(approved.status()).toBe(200);
    const postRes = await api().get(url(`/api/blog/posts/${createdBody.post.slug}`));
    expect(postRes.status()).toBe(200);
    post = await postRes.json();
    expect(post.title).toBe(POST.title);

    await refreshVenues();
  });

  afterAll(async () => {
    // Our rows only: the venues (and their tags, which every city page offers as filters) and the post.
    if (context) {
      await refreshVenues().catch(() => undefined);
      const pending = (await (await api().get(url("/api/admin/venues/pending"))).json().catch(() => [])) as { id: number; name: string }[];
      const ids = new Set([...venues.map((v) => v.id), ...pending.filter((v) => v.name === PAID.venueName).map((v) => v.id)]);
      for (const id of ids) await api().delete(url(`/api/admin/venues/${id}`));
      if (post) await api().delete(url(`/api/blog/posts/${post.id}`));
      await context.close();
    }
  });

  it("the paid submission: test checkout page and the dashboard's Pending tab show the strings as text; approval publishes them", async () => {
    const { page, external } = await openPage(context, "/submit");
    const refused = await api().post(url("/api/venues/submission-checkout"), {
      data: { ...PAID, cityId: city.id, contactEmail: `<img src=x onerror=window.__xss=1>@xss.example` },
    });
    expect(refused.status()).toBe(400);
    const res = await api().post(url("/api/venues/submission-checkout"), { data: { ...PAID, cityId: city.id, hasFood: true } });
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(200);

    await page.goto(body.url);
    await expectVisibleText(page, [`Venue listing: ${PAID.venueName}`, PAID.contactEmail, city.name]);
    await expectClean(page, "test checkout");
    // The browser's own form post (with its Origin header) pays.
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await page.waitForURL("**/submit**");
    await page.getByTestId("payment-success").waitFor();
    await expectClean(page, "submit success");

    const pendingRes = await api().get(url("/api/admin/venues/pending"));
    const pending = (await pendingRes.json()) as { id: number; name: string; address: string; notes: string | null }[];
    const mine = pending.find((v) => v.name === PAID.venueName);
    expect(mine).toBeTruthy();
    expect(mine!.address).toBe(PAID.address);
    expect(mine!.notes).toBe(PAID.details);
    paidVenueId = mine!.id;

    await page.goto(url("/admin/dashboard"));
    await page.getByRole("tab", { name: /^Pending Venues/ }).click();
    await expectVisibleText(page, [PAID.venueName, PAID.address, "Paid details end"]);
    await expectClean(page, "dashboard pending tab");
    await screenshot(page, "xss-admin-pending");

    const approve = await api().post(url("/api/admin/venues/approve"), { data: { venueId: paidVenueId } });
    expect(approve.status()).toBe(200);
    await refreshVenues();
    expect(venues.map((v) => v.id)).toContain(paidVenueId);
    expect(external).toEqual([]);
  });

  it("city page: hostile city name, venue names, addresses and tags in the list; names and addresses in the map popups", async () => {
    const { page, external } = await openPage(context, `/city/${CITY_SLUG}`);
    await page
      .getByTestId("venue-count")
      .filter({ hasText: `Showing ${venues.length} venues` })
      .waitFor({ timeout: 20_000 });
    await expectVisibleText(page, [
      CITY_NAME,
      ...standaloneRows.flatMap((r) => [r.name, r.address]),
      ...adminRows.flatMap((r) => [r.name, r.address]),
      PAID.venueName,
      POST.title,
    ]);
    await expectClean(page, "city list");
    // Hostile tags are offered as filters (as labels, never markup).
    await page.getByRole("checkbox", { name: standaloneRows[1].tag }).first().waitFor();
    await screenshot(page, "xss-city-list");

    await page.getByRole("button", { name: "Map", exact: true }).click();
    const located = venues.filter((v) => v.lat !== null && v.lng !== null);
    await expectMapVenues(page, located.length);
    for (const v of located) {
      const { popup } = await openVenueOnMap(page, v.name);
      await popup.filter({ hasText: v.address }).waitFor();
      await expectVisibleText(page, [v.name, v.address]);
      await expectClean(page, `map popup of ${v.name}`);
      await popup.locator(".maplibregl-popup-close-button").click();
      await popup.waitFor({ state: "detached" });
    }
    await screenshot(page, "xss-city-map");

    // A hostile tag in the address bar is shown as a filter label too.
    await page.goto(url(`/city/${CITY_SLUG}?tags=${encodeURIComponent(P.img)}`));
    await page.getByTestId("venue-count").waitFor();
    await page.getByRole("checkbox", { name: P.img }).waitFor();
    await expectClean(page, "city page with a hostile tag filter");
    expect(external).toEqual([]);
  });

  it("venue pages: every field shows as text; links keep safe schemes only", async () => {
    const { page, external } = await openPage(context, "/");
    const expectations = [
      ...standaloneRows.map((r) => ({
        name: r.name,
        texts: [r.name, r.address, r.phone, r.hours, r.neighborhood, r.tag, CITY_NAME],
        website: r.website,
      })),
      ...adminRows.map((r) => ({ name: r.name, texts: [r.name, r.address, `Notes ${adminRows.indexOf(r)} end`, r.hours, r.neighborhood], website: null })),
      { name: PAID.venueName, texts: [PAID.venueName, PAID.address, "Paid details start", "Paid details end"], website: null },
    ];
    for (const e of expectations) {
      const v = venueNamed(e.name);
      await page.goto(url(`/venue/${v.id}`));
      await page.getByRole("heading", { level: 1 }).filter({ hasText: "end" }).waitFor();
      await expectVisibleText(page, e.texts);
      await expectClean(page, `venue ${v.id}`);
      const hrefs = await page.evaluate(() => [...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).protocol));
      expect(new Set(hrefs.filter((p) => !["http:", "https:", "mailto:", "tel:"].includes(p)))).toEqual(new Set());
      if (e.website) {
        const link = page.locator('a[target="_blank"]').filter({ hasText: "xss.example" });
        expect(await link.getAttribute("href")).toBe(e.website);
      }
      expect(await page.title()).toContain("end in Xss Town");
    }
    await screenshot(page, "xss-venue");
    expect(external).toEqual([]);
  });

  it("the served HTML of the city and venue pages: JSON-LD and initial data stay inside their script elements", async () => {
    // Parsed by Chromium's HTML parser (DOMParser: nothing runs), compared with pages of clean data.
    const { page } = await openPage(context, "/about");
    const parse = (html: string) =>
      page.evaluate(
        ({ source, boot }) => {
          const doc = new DOMParser().parseFromString(source, "text/html");
          const all = [...doc.querySelectorAll("*")];
          const counts: Record<string, number> = {};
          // Elements that could run or load something, and the head (the page body lists the data itself).
          const watched = [
            "SCRIPT",
            "STYLE",
            "IMG",
            "SVG",
            "IFRAME",
            "FRAME",
            "OBJECT",
            "EMBED",
            "FORM",
            "BASE",
            "TITLE",
            "META",
            "LINK",
            "INPUT",
            "TEXTAREA",
            "BUTTON",
            "TEMPLATE",
            "NOSCRIPT",
            "VIDEO",
            "AUDIO",
            "MATH",
          ];
          for (const el of all) if (watched.includes(el.tagName.toUpperCase())) counts[el.tagName] = (counts[el.tagName] ?? 0) + 1;
          counts.headChildren = doc.head.children.length;
          return {
            counts,
            handlers: all.flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith("on")).map((a) => `${el.tagName} ${a.name}`)),
            title: doc.title,
            prerendered: doc.querySelector("#root")?.textContent ?? "",
            description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
            ogTitle: doc.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? "",
            // Every script but the boot script (the policy's one inline script, checked below) and the app's module.
            json: [...doc.querySelectorAll("script")]
              .filter((s) => s.type !== "module" && s.textContent !== boot)
              .map((s) => ({ id: s.id, type: s.type, text: s.textContent ?? "" })),
            boots: [...doc.querySelectorAll("script")].filter((s) => s.textContent === boot).length,
          };
        },
        { source: html, boot: BOOT_SCRIPT },
      );
    const seattleVenue = ((await (await fetch(url("/api/cities/seattle/venues"))).json()) as Venue[])[0];
    // A city without a hero image, as the hostile one (a host city's page paints its image).
    const cleanCity = await parse(await (await fetch(url("/city/birmingham"))).text());
    const cleanVenue = await parse(await (await fetch(url(`/venue/${seattleVenue.id}`))).text());

    for (const pathname of [`/city/${CITY_SLUG}`, ...venues.map((v) => `/venue/${v.id}`)]) {
      const isCity = pathname.startsWith("/city/");
      const res = await fetch(url(pathname));
      expect(res.status).toBe(200);
      const html = await res.text();
      const parsed = await parse(html);
      // The same active and head elements as a page with clean data, and no event handler attributes;
      // a city's only images are its venues' covers, one per card (the clean city has no venue).
      const { IMG: covers = 0, ...counts } = parsed.counts;
      const { IMG: cleanCovers = 0, ...clean } = (isCity ? cleanCity : cleanVenue).counts;
      expect(counts, pathname).toEqual(clean);
      expect(covers, pathname).toBe(isCity ? Math.min(venues.length, CITY_VENUE_PAGE_SIZE) : cleanCovers);
      expect(parsed.handlers).toEqual([]);
      // The page's one inline script is the boot script, word for word: hostile data adds none.
      expect(parsed.boots, pathname).toBe(1);
      // The raw JSON blocks: no "</script", no "<!--", no raw < > or line separators; each parses.
      const blocks = inlineJsonBlocks(html);
      expect([...blocks.keys()].sort()).toEqual(isCity ? ["__INITIAL_DATA__", "city-venues-jsonld"] : ["__INITIAL_DATA__", "venue-jsonld"]);
      // As parsed by the browser: the same blocks, the same data.
      expect(parsed.json.map((j) => j.id).sort()).toEqual([...blocks.keys()].sort());
      for (const j of parsed.json) expect(JSON.parse(j.text), j.id).toEqual(blocks.get(j.id));
      const text = [...blocks.values()].flatMap(strings);
      if (isCity) {
        expect(text).toContain(CITY_NAME);
        for (const v of venues) expect(text).toContain(v.name);
        expect(parsed.title).toContain(CITY_NAME);
        expect(parsed.description).toContain(CITY_NAME);
      } else {
        const v = venues.find((x) => pathname === `/venue/${x.id}`)!;
        expect(text).toContain(v.name);
        expect(text).toContain(v.address);
        expect(parsed.title).toContain(v.name);
        expect(parsed.ogTitle).toContain(v.name);
        // Content pre-rendered into #root (when there is any) shows the strings as text.
        if (parsed.prerendered) expect(parsed.prerendered).toContain(v.name);
      }
    }

    // The same HTML loaded as a page: only the boot script and the module script run; the data blocks are inert.
    await page.goto(url(`/venue/${venueNamed(standaloneRows[0].name).id}`));
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "end" }).waitFor();
    const scripts = await page.evaluate(
      (boot) => [...document.querySelectorAll("script")].map((s) => (s.textContent === boot ? "boot" : s.type || "classic")),
      BOOT_SCRIPT,
    );
    expect(scripts.filter((t) => t !== "module" && t !== "application/json" && t !== "application/ld+json")).toEqual(["boot"]);
    await expectClean(page, "venue page from the served HTML");
  });

  it("home and /cities searches for the hostile city name", async () => {
    const { page, external } = await openPage(context, "/");
    await page.getByTestId("city-card").first().waitFor();
    await page.getByPlaceholder("Search your city...").fill(P.title);
    await page.getByTestId("city-search-count").filter({ hasText: "1 city found" }).waitFor();
    await expectVisibleText(page, [CITY_NAME, `found for "${P.title}"`]);
    await expectClean(page, "home search");
    expect(await page.getByTestId("city-card").getAttribute("href")).toBe(`/city/${CITY_SLUG}`);
    await screenshot(page, "xss-home-search");

    for (const q of [P.img, P.unicode, CITY_NAME]) {
      await page.goto(url(`/cities?search=${encodeURIComponent(q)}`));
      await page.getByTestId("cities-count").waitFor();
      expect(await page.getByPlaceholder("Search cities...").inputValue()).toBe(q);
      await expectClean(page, `/cities?search=${q}`);
    }
    await page.getByPlaceholder("Search cities...").fill(P.iframe);
    await page.getByText("No cities found").waitFor();
    await expectClean(page, "/cities typed search");
    expect(external).toEqual([]);
  });

  it("blog list and post: title, excerpt and author as text; Markdown keeps no raw HTML, scripts or unsafe URLs", async () => {
    const { page, external } = await openPage(context, "/blog");
    await expectVisibleText(page, [POST.title, POST.excerpt]);
    await expectClean(page, "blog list");

    await page.goto(url(`/blog/${post.slug}`));
    await expectVisibleText(page, [
      POST.title,
      POST.author,
      "XSS-MD-TEXT",
      "code <script>window.__xss=1</script> XSS-MD-CODE",
      "XSS-MD-TAIL",
      "plain js link",
      "mixed case js link",
    ]);
    await expectClean(page, "blog post");
    const md = await page.evaluate(() => {
      const root = document.querySelector(".markdown")!;
      return {
        elements: [...root.querySelectorAll("script, style, iframe, svg, object, embed, form, details")].map((e) => e.tagName),
        hrefs: [...root.querySelectorAll("a")].map((a) => a.getAttribute("href")),
        imgs: [...root.querySelectorAll("img")].map((i) => i.getAttribute("src")),
        styled: root.querySelectorAll("[style]").length,
      };
    });
    expect(md.elements).toEqual([]);
    expect(md.styled).toBe(0);
    // Every unsafe link lost its address; the text stays.
    for (const href of md.hrefs) expect(href === null || /^(https?:|mailto:|\/|#)/i.test(href), String(href)).toBe(true);
    expect(md.imgs.filter((src) => src !== null && /^\s*(data|javascript):/i.test(src))).toEqual([]);
    expect(await page.locator('img[src^="/images/favicon.svg\\""]').count()).toBe(0);
    expect(await page.title()).toContain(POST.title);
    await screenshot(page, "xss-blog-post");
    expect(external).toEqual([]);
  });

  it("/bookmarks after saving a hostile venue (list and map)", async () => {
    const target = venueNamed(standaloneRows[2].name);
    const { page, external } = await openPage(context, `/city/${CITY_SLUG}`);
    const card = page.getByTestId("venue-card").filter({ hasText: target.address });
    await card.getByRole("button", { name: "Save venue" }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="venue-card"] button[aria-pressed]')?.hasAttribute("disabled"));
    await card.getByRole("button", { name: "Save venue" }).click();
    await card.getByRole("button", { name: "Remove from saved venues" }).waitFor();

    await page.goto(url("/bookmarks"));
    await page.getByTestId("venue-card").first().waitFor();
    await expectVisibleText(page, [target.name, target.address]);
    await expectClean(page, "bookmarks list");
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await page.locator(".maplibregl-marker").first().waitFor({ timeout: 20_000 });
    await page.locator(".maplibregl-marker").first().click({ force: true });
    await page.locator(".maplibregl-popup").filter({ hasText: target.address }).waitFor();
    await expectClean(page, "bookmarks map popup");
    expect(external).toEqual([]);
  });

  it("admin lists: venues, blog posts, import history", async () => {
    const { page, external } = await openPage(context, `/admin/venues?cityId=${city.id}`);
    await expectVisibleText(page, [...standaloneRows.map((r) => r.name), ...adminRows.map((r) => r.name), PAID.venueName]);
    await expectClean(page, "admin venues");
    // The admin list links websites as given: only the http(s) ones exist.
    const websites = await page.locator('a[target="_blank"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).protocol));
    expect(websites.every((p) => p === "http:" || p === "https:")).toBe(true);
    await screenshot(page, "xss-admin-venues");

    await page.goto(url(`/admin/blog?cityId=${city.id}`));
    await expectVisibleText(page, [POST.title]);
    await expectClean(page, "admin blog");

    await page.goto(url("/admin/import-logs"));
    await page.getByRole("list", { name: "Recent events" }).getByRole("listitem").first().waitFor();
    await expectVisibleText(page, [CITY_SLUG]);
    await expectClean(page, "admin import logs");

    await page.goto(url("/admin/dashboard"));
    await page.getByRole("tab", { name: /^Approved Venues/ }).click();
    await page.getByRole("tabpanel").waitFor();
    await expectClean(page, "dashboard approved tab");
    await page.getByRole("tab", { name: /^Cities/ }).click();
    await page.getByRole("tabpanel").waitFor();
    await expectClean(page, "dashboard cities tab");
    expect(external).toEqual([]);
  });

  it("contact and submit forms: typed hostile input stays in the fields", async () => {
    const { page, external } = await openPage(context, "/contact");
    const fields = { "contact-name": P.img, "contact-subject": P.svg, "contact-message": CORPUS.join("\n") };
    for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
    await page.locator("#contact-email").fill(`"><svg onload=window.__xss=1>@xss.example`);
    await expectClean(page, "contact form");
    for (const [id, value] of Object.entries(fields)) expect(await page.locator(`#${id}`).inputValue()).toBe(value);

    await page.goto(url("/submit"));
    const form = page.getByRole("form", { name: "Venue submission" });
    await form.waitFor();
    const submitFields = { venueName: P.iframe, address: P.autofocus, contactEmail: P.title, details: CORPUS.join("\n") };
    for (const [name, value] of Object.entries(submitFields)) await form.locator(`[name="${name}"]`).fill(value);
    // No city chosen: the form refuses on the page, nothing is sent.
    await form.locator('button[type="submit"]').click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await expectClean(page, "submit form");
    for (const [name, value] of Object.entries(submitFields)) expect(await form.locator(`[name="${name}"]`).inputValue()).toBe(value);
    expect(external).toEqual([]);
  });
});
