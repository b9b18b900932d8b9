// Blog Markdown → safe HTML. Loaded lazily (marked + DOMPurify stay out of the first-load bundle).
// GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks) plus footnotes; raw HTML is
// dropped by the renderer, and DOMPurify is the final guard: only http(s), irc(s), mailto, xmpp or
// relative link and image addresses survive, and external links open in a new tab without an opener.
import DOMPurify from "dompurify";
import { Marked, type Token, type TokenizerAndRendererExtension, type Tokens } from "marked";
import "./markdown.css";
import type { Locale } from "@shared/i18n/locales";

/** Schemes a link or image may use; anything with another scheme (javascript:, data:, vbscript:...) is removed. */
const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// What browsers ignore inside URLs (and DOMPurify strips before testing).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped.
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

const isAllowedUrl = (value: string) => ALLOWED_URI.test(value.replace(URL_IGNORED, ""));

// ---------- Footnotes: `[^id]` references and `[^id]: text` definitions ----------

const LABEL = "[A-Za-z0-9_-]{1,60}";
const DEF_START = new RegExp(`^ {0,3}\\[\\^${LABEL}\\]:`, "m");
const DEF = new RegExp(`^ {0,3}\\[\\^(${LABEL})\\]:[ \\t]*([^\\n]*(?:\\n(?: {2,}|\\t)[^\\n]*)*)(?:\\n|$)`);
const REF = new RegExp(`^\\[\\^(${LABEL})\\](?!:)`);

interface FootnoteRef extends Tokens.Generic {
  type: "footnoteRef";
  label: string;
  /** Set before rendering: the footnote's number and which reference to it this is. */
  n?: number;
  occurrence?: number;
}
interface FootnoteDef extends Tokens.Generic {
  type: "footnoteDef";
  label: string;
  tokens: Token[];
}
interface FootnoteList extends Tokens.Generic {
  type: "footnotes";
  items: { n: number; tokens: Token[] }[];
}

const footnoteDef: TokenizerAndRendererExtension = {
  name: "footnoteDef",
  level: "block",
  start: (src) => src.match(DEF_START)?.index,
  tokenizer(src) {
    const m = DEF.exec(src);
    if (!m) return undefined;
    const text = m[2].replace(/\n[ \t]+/g, " ").trim();
    const token: FootnoteDef = { type: "footnoteDef", raw: m[0], label: m[1], tokens: [] };
    this.lexer.inlineTokens(text, token.tokens);
    return token;
  },
  renderer: () => "", // moved to the footnote list at the end
};

const footnoteRef: TokenizerAndRendererExtension = {
  name: "footnoteRef",
  level: "inline",
  start: (src) => {
    const i = src.indexOf("[^");
    return i < 0 ? undefined : i;
  },
  tokenizer(src) {
    const m = REF.exec(src);
    if (!m) return undefined;
    const token: FootnoteRef = { type: "footnoteRef", raw: m[0], label: m[1] };
    return token;
  },
  renderer(token) {
    const ref = token as FootnoteRef;
    if (!ref.n) return escapeHtml(ref.raw); // no definition: keep the text as written
    const id = ref.occurrence && ref.occurrence > 1 ? `fnref-${ref.n}-${ref.occurrence}` : `fnref-${ref.n}`;
    return `<sup class="footnote-ref"><a href="#fn-${ref.n}" id="${id}" aria-describedby="footnotes-label">${ref.n}</a></sup>`;
  },
};

/** The footnotes' labels, in the post's own language (a post is written in one; see renderMarkdown). */
const FOOTNOTE_LABELS: Record<Locale, { heading: string; back: (n: number) => string }> = {
  en: { heading: "Footnotes", back: (n) => `Back to reference ${n}` },
  es: { heading: "Notas", back: (n) => `Volver a la referencia ${n}` },
};
let labels = FOOTNOTE_LABELS.en;

const footnoteList: TokenizerAndRendererExtension = {
  name: "footnotes",
  renderer(token) {
    const items = (token as FootnoteList).items
      .map(
        ({ n, tokens }) =>
          `<li id="fn-${n}">${this.parser.parseInline(tokens)} <a href="#fnref-${n}" class="footnote-backref" aria-label="${labels.back(n)}">↩</a></li>`,
      )
      .join("");
    return `<section class="footnotes" aria-labelledby="footnotes-label"><h2 id="footnotes-label">${labels.heading}</h2><ol>${items}</ol></section>`;
  },
};

/** Numbers footnotes in order of first reference, moves definitions into one list at the end. */
function collectFootnotes(tokens: Token[]): Token[] {
  const defs = new Map<string, FootnoteDef>();
  const refs: FootnoteRef[] = [];

  const visit = (list: Token[]): Token[] =>
    list.filter((token) => {
      if (token.type === "footnoteDef") {
        const def = token as FootnoteDef;
        if (!defs.has(def.label)) defs.set(def.label, def);
        return false;
      }
      if (token.type === "footnoteRef") refs.push(token as FootnoteRef);
      for (const key of ["tokens", "items"] as const) {
        const children = (token as Tokens.Generic)[key];
        if (Array.isArray(children)) (token as Tokens.Generic)[key] = visit(children);
      }
      if (token.type === "table") {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) cell.tokens = visit(cell.tokens);
      }
      return true;
    });

  const result = visit(tokens);
  const numbers = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const ref of refs) {
    if (!defs.has(ref.label)) continue;
    if (!numbers.has(ref.label)) numbers.set(ref.label, numbers.size + 1);
    ref.n = numbers.get(ref.label);
    const occurrence = (seen.get(ref.label) ?? 0) + 1;
    seen.set(ref.label, occurrence);
    ref.occurrence = occurrence;
  }
  if (numbers.size === 0) return result;
  const footnotes: FootnoteList = {
    type: "footnotes",
    raw: "",
    items: [...numbers].map(([label, n]) => ({ n, tokens: defs.get(label)!.tokens })),
  };
  return [...result, footnotes];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  extensions: [footnoteDef, footnoteRef, footnoteList],
  renderer: {
    // Raw HTML in posts is dropped, never passed through.
    html: () => "",
    // Task list boxes are shown, not editable.
    checkbox: ({ checked }) => `<input type="checkbox" disabled${checked ? " checked" : ""}> `,
  },
  hooks: {
    processAllTokens: (tokens) => {
      // In place, so the list keeps the lexer's extra fields (link definitions).
      const result = collectFootnotes(tokens as Token[]);
      tokens.splice(0, tokens.length, ...result);
      return tokens;
    },
  },
});

// ---------- Sanitising ----------

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so its hooks never affect anything else on the page. */
function getPurifier() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook("uponSanitizeAttribute", (_node, data) => {
    if (["href", "src", "srcset", "xlink:href", "action", "formaction", "poster", "background"].includes(data.attrName)) {
      if (data.attrName === "srcset" || !isAllowedUrl(data.attrValue)) data.keepAttr = false;
    }
    if (data.attrName.startsWith("on")) data.keepAttr = false;
  });
  p.addHook("afterSanitizeAttributes", (node) => {
    const el = node as Element;
    if (el.tagName === "A") {
      const href = el.getAttribute("href");
      if (!href) return;
      let external = false;
      try {
        const url = new URL(href, window.location.href);
        external = (url.protocol === "http:" || url.protocol === "https:") && url.origin !== window.location.origin;
      } catch {
        el.removeAttribute("href");
        return;
      }
      if (external) {
        el.setAttribute("target", "_blank");
        el.setAttribute("rel", "noopener noreferrer nofollow");
      } else {
        el.removeAttribute("target");
      }
    } else if (el.tagName === "IMG") {
      el.setAttribute("loading", "lazy");
      el.setAttribute("decoding", "async");
      el.setAttribute("referrerpolicy", "no-referrer");
    } else if (el.tagName === "INPUT") {
      if (el.getAttribute("type") !== "checkbox") el.remove();
      else el.setAttribute("disabled", "");
    }
  });
  purifier = p;
  return p;
}

/** Markdown → sanitised HTML string, safe to put into innerHTML. `language`: the post's, for the footnotes' labels. */
export function renderMarkdown(markdown: string, language: Locale = "en"): string {
  // Parsing is synchronous: the labels stay set for exactly this call.
  labels = FOOTNOTE_LABELS[language];
  const html = marked.parse(markdown, { async: false }) as string;
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: [
      "style",
      "script",
      "iframe",
      "frame",
      "object",
      "embed",
      "form",
      "button",
      "select",
      "textarea",
      "link",
      "meta",
      "base",
      "svg",
      "math",
      "template",
      "noscript",
    ],
    FORBID_ATTR: ["style", "srcset", "formaction", "action", "target"],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
