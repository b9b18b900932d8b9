// The blog's Markdown renderer (src-web/lib/markdown.ts) against hostile input, in real Chromium.
// The module is bundled with esbuild and served same-origin. The hostile corpus runs on a page WITHOUT
// a CSP, so a payload surviving sanitisation would really execute (a control proves detection works).

import path from "node:path";
import { build } from "esbuild";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launch, openPage, VIEWPORTS } from "./fixtures";

const XSS = "window.__xss=1";

const HOSTILE: Record<string, string> = {
  scriptTag: `<script>${XSS}</script>`,
  scriptInline: `Text <script>${XSS}</script> more`,
  imgOnerror: `<img src=x onerror=alert(1)><img src=x onerror="${XSS}">`,
  iframe: `<iframe src="javascript:${XSS}"></iframe>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.${XSS}</script>"></iframe>`,
  jsLink: `[click](javascript:${XSS})`,
  mixedCaseJsLink: `[x](JaVaScRiPt:alert(1)) [y](JaVaScRiPt:${XSS})`,
  entityJsLink: `[x](&#106;avascript:${XSS}) [y](&#x6A;&#x61;vascript:${XSS})`,
  tabJsLink: `[x](java&#x09;script:${XSS}) [y](java\tscript:${XSS})`,
  spaceJsLink: `[x](<  javascript:${XSS}>)`,
  jsImage: `![img](javascript:${XSS})`,
  dataImage: `![d](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+)`,
  dataLink: `[d](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)`,
  vbscript: `[v](vbscript:msgbox(1))`,
  rawAnchor: `<a href="javascript:${XSS}">raw link</a>`,
  svgOnload: `<svg onload="${XSS}"><circle r="1"/></svg>`,
  detailsToggle: `<details open ontoggle="${XSS}"><summary>x</summary></details>`,
  styleAttr: `<div style="background:url(javascript:${XSS})">styled</div>`,
  mxss: `<math><mtext><table><mglyph><style><img src=x onerror="${XSS}">`,
  autolink: `<javascript:${XSS}>`,
  titleBreakout: `[t](https://example.com/ok "a\\" onmouseover=\\"${XSS}")`,
  referenceLink: `[ref][r]\n\n[r]: javascript:${XSS}`,
  footnoteHostile: `Note[^x]\n\n[^x]: <img src=x onerror="${XSS}"> [y](javascript:${XSS})`,
  tableCell: `| a | b |\n| - | - |\n| <script>${XSS}</script> | [x](javascript:${XSS}) |`,
  formButton: `<form action="javascript:${XSS}"><button formaction="javascript:${XSS}">go</button></form>`,
  objectEmbed: `<object data="javascript:${XSS}"></object><embed src="javascript:${XSS}">`,
  metaRefresh: `<meta http-equiv="refresh" content="0;url=javascript:${XSS}">`,
  entityScript: `&lt;script&gt;${XSS}&lt;/script&gt; and &#60;img src=x onerror=${XSS}&#62;`,
  htmlInLinkText: `[<img src=x onerror="${XSS}">](https://example.com)`,
  baseTag: `<base href="javascript:${XSS}//">`,
  inputNotCheckbox: `<input type="text" onfocus="${XSS}" autofocus>`,
};

const SAFE = `# Safe

[external](https://example.com/page) [plain](http://example.org/) [mail](mailto:fans@example.com)
[relative](/city/seattle) [fragment](#top) [irc](irc://irc.example.org/fans) [ircs](ircs://irc.example.org/fans) [xmpp](xmpp:fan@example.org)
![local](/images/favicon.svg)

| City | Stadium |
| --- | --- |
| Seattle | Lumen Field |

- [x] done
- [ ] todo

~~old~~ new

Fact[^1] and again[^1], other[^two].

[^1]: First note with [a link](https://example.com/note).
[^two]: Second note.
`;

describe("markdown rendering is safe", () => {
  let context: BrowserContext;
  let bundle: string;
  let page: Page;

  beforeAll(async () => {
    const out = await build({
      entryPoints: [path.resolve("src-web/lib/markdown.ts")],
      bundle: true,
      format: "iife",
      globalName: "md",
      platform: "browser",
      target: "es2022",
      write: false,
      loader: { ".css": "empty" },
      logLevel: "silent",
    });
    bundle = out.outputFiles[0].text;
    context = await launch(VIEWPORTS.desktop);
    // Same-origin test resources; the blank page deliberately has no CSP so surviving payloads would run.
    await context.route(`${baseURL()}/__test__/markdown.js`, (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: bundle }));
    await context.route(`${baseURL()}/__test__/blank.html`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: '<!doctype html><html><head></head><body><div id="out"></div></body></html>' }),
    );
    ({ page } = await openPage(context, "/__test__/blank.html"));
    await page.addScriptTag({ url: `${baseURL()}/__test__/markdown.js` });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("detects execution at all (control: unsanitised HTML runs on this page)", async () => {
    await page.evaluate(() => {
      const div = document.createElement("div");
      div.innerHTML = '<img src="x-control" onerror="window.__control=1">';
      document.body.appendChild(div);
    });
    await page.waitForFunction(() => (window as unknown as { __control?: number }).__control === 1, undefined, { timeout: 5000 });
  });

  it("nothing from the hostile corpus executes or survives", async () => {
    const result = await page.evaluate(async (corpus) => {
      const w = window as unknown as { md: { renderMarkdown: (s: string) => string }; __xss?: number };
      const out = document.getElementById("out")!;
      const problems: string[] = [];
      for (const [name, src] of Object.entries(corpus)) {
        const holder = document.createElement("div");
        holder.dataset.case = name;
        holder.innerHTML = w.md.renderMarkdown(src);
        out.appendChild(holder);
        for (const el of holder.querySelectorAll("*")) {
          const tag = el.tagName.toLowerCase();
          if (["script", "iframe", "object", "embed", "form", "button", "svg", "math", "style", "meta", "base", "details"].includes(tag))
            problems.push(`${name}: <${tag}>`);
          for (const attr of el.getAttributeNames()) {
            const value = el.getAttribute(attr) ?? "";
            if (attr.startsWith("on")) problems.push(`${name}: ${tag}[${attr}]`);
            if (attr === "style" || attr === "srcdoc" || attr === "formaction" || attr === "action") problems.push(`${name}: ${tag}[${attr}]`);
            // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters in URLs, so the check must too.
            if (/^(href|src|xlink:href|data|poster)$/.test(attr) && /^\s*(javascript|data|vbscript)\s*:/i.test(value.replace(/[\u0000-\u0020]/g, ""))) {
              problems.push(`${name}: ${tag}[${attr}=${value}]`);
            }
          }
          if (tag === "input" && (el.getAttribute("type") !== "checkbox" || !el.hasAttribute("disabled"))) problems.push(`${name}: input`);
        }
      }
      // Give any deferred payload (onerror, onload, ontoggle, meta refresh) time to fire.
      await new Promise((r) => setTimeout(r, 500));
      // Also try the interactions that would fire remaining handlers.
      for (const el of out.querySelectorAll<HTMLElement>("a, img, div, span")) {
        el.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        el.focus?.();
      }
      await new Promise((r) => setTimeout(r, 200));
      return { problems, xss: w.__xss ?? null, html: out.innerHTML, href: location.href };
    }, HOSTILE);

    expect(result.problems).toEqual([]);
    expect(result.xss).toBeNull();
    expect(result.href).toContain("/__test__/blank.html");
    // The escaped entity text stays visible as text, which is fine; it is not markup.
    expect(result.html).toContain("&lt;script&gt;");
  });

  it("keeps safe links and images and renders the GitHub extensions", async () => {
    const info = await page.evaluate((src) => {
      const w = window as unknown as { md: { renderMarkdown: (s: string) => string } };
      const div = document.createElement("div");
      div.innerHTML = w.md.renderMarkdown(src);
      const link = (text: string) => [...div.querySelectorAll("a")].find((a) => a.textContent === text);
      const attrs = (a: HTMLAnchorElement | undefined) => ({
        href: a?.getAttribute("href") ?? null,
        target: a?.getAttribute("target") ?? null,
        rel: a?.getAttribute("rel") ?? null,
      });
      return {
        external: attrs(link("external")),
        plain: attrs(link("plain")),
        mail: attrs(link("mail")),
        relative: attrs(link("relative")),
        fragment: attrs(link("fragment")),
        irc: attrs(link("irc")),
        ircs: attrs(link("ircs")),
        xmpp: attrs(link("xmpp")),
        img: div.querySelector("img")?.getAttribute("src") ?? null,
        tableCells: [...div.querySelectorAll("table td")].map((td) => td.textContent),
        checkboxes: [...div.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((c) => ({ checked: c.checked, disabled: c.disabled })),
        del: div.querySelector("del")?.textContent ?? null,
        refs: [...div.querySelectorAll("sup.footnote-ref a")].map((a) => ({ text: a.textContent, href: a.getAttribute("href"), id: a.id })),
        footnotesHeading: div.querySelector(".footnotes h2")?.textContent ?? null,
        notes: [...div.querySelectorAll(".footnotes li")].map((li) => ({ id: li.id, text: li.textContent?.trim() })),
        noteLink: attrs(div.querySelector<HTMLAnchorElement>(".footnotes li a[href^='https']") ?? undefined),
        rawDefinitionShown: div.textContent?.includes("[^1]:") ?? true,
      };
    }, SAFE);

    expect(info.external).toEqual({ href: "https://example.com/page", target: "_blank", rel: "noopener noreferrer nofollow" });
    expect(info.plain).toEqual({ href: "http://example.org/", target: "_blank", rel: "noopener noreferrer nofollow" });
    expect(info.mail).toEqual({ href: "mailto:fans@example.com", target: null, rel: null });
    expect(info.relative).toEqual({ href: "/city/seattle", target: null, rel: null });
    expect(info.fragment.href).toBe("#top");
    expect(info.irc.href).toBe("irc://irc.example.org/fans");
    expect(info.ircs.href).toBe("ircs://irc.example.org/fans");
    expect(info.xmpp.href).toBe("xmpp:fan@example.org");
    expect(info.img).toBe("/images/favicon.svg");
    expect(info.tableCells).toEqual(["Seattle", "Lumen Field"]);
    expect(info.checkboxes).toEqual([
      { checked: true, disabled: true },
      { checked: false, disabled: true },
    ]);
    expect(info.del).toBe("old");
    expect(info.refs).toEqual([
      { text: "1", href: "#fn-1", id: "fnref-1" },
      { text: "1", href: "#fn-1", id: "fnref-1-2" },
      { text: "2", href: "#fn-2", id: "fnref-2" },
    ]);
    expect(info.footnotesHeading).toBe("Footnotes");
    expect(info.notes.map((n) => n.id)).toEqual(["fn-1", "fn-2"]);
    expect(info.notes[0].text).toContain("First note with a link");
    expect(info.notes[1].text).toContain("Second note.");
    expect(info.noteLink.rel).toBe("noopener noreferrer nofollow");
    expect(info.rawDefinitionShown).toBe(false);
  });

  it("loads and renders under the site's real CSP too", async () => {
    const { page: about, external } = await openPage(context, "/about");
    await about.addScriptTag({ url: `${baseURL()}/__test__/markdown.js` });
    const html = await about.evaluate(() => (window as unknown as { md: { renderMarkdown: (s: string) => string } }).md.renderMarkdown("**bold** ~~gone~~"));
    expect(html).toBe("<p><strong>bold</strong> <del>gone</del></p>\n");
    expect(external).toEqual([]);
    await about.close();
  });
});
