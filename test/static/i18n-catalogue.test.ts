// The message catalogues: both languages have the same keys and placeholders, every key is used, and
// no page or component of the public site shows a hard-coded English string (decision 018).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import en from "../../src-worker/shared/i18n/messages/en";
import es from "../../src-worker/shared/i18n/messages/es";

const root = path.resolve(__dirname, "../..");

/** "a.b.c" -> message, for every string leaf. */
function flatten(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

const enKeys = flatten(en);
const esKeys = flatten(es);

/** The argument and tag names of an ICU message ({name}, {n, plural, ...}, <tag>...</tag>). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if ("value" in el && typeof el.value === "string" && el.type !== TYPE.literal) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(root, file);
const appFiles = [...sourceFiles(path.join(root, "src-web")), ...sourceFiles(path.join(root, "src-worker"))].filter(
  (f) => !rel(f).startsWith("src-worker/shared/i18n/messages/"),
);

describe("message catalogues", () => {
  it("English and Spanish have exactly the same keys", () => {
    expect(
      [...esKeys.keys()].filter((k) => !enKeys.has(k)),
      "keys only in Spanish",
    ).toEqual([]);
    expect(
      [...enKeys.keys()].filter((k) => !esKeys.has(k)),
      "keys missing in Spanish",
    ).toEqual([]);
  });

  it("every message parses as ICU, and a translation uses no argument the English does not pass", () => {
    const invented: string[] = [];
    for (const [key, message] of enKeys) {
      const other = esKeys.get(key);
      if (other === undefined) continue;
      const passed = new Set(argumentsOf(message));
      const extra = argumentsOf(other).filter((a) => !passed.has(a));
      if (extra.length) invented.push(`${key}: ${extra}`);
    }
    expect(invented).toEqual([]);
  });

  it("no Spanish message is left in English (identical text is allowed only for names and loanwords)", () => {
    // Names, loanwords and messages that are only arguments read the same in both.
    const SAME_IN_BOTH = /^(Blog|Email|Instagram|TikTok|YouTube|Website|World Cup Watch Spots|World Cup 2026 Fan Guide|Fan zones?|Bar)$/i;
    const onlyArguments = (m: string) => !/[A-Za-z]{2}/.test(m.replace(/\{[^}]*\}/g, ""));
    const untranslated = [...enKeys].filter(([key, message]) => esKeys.get(key) === message && !onlyArguments(message) && !SAME_IN_BOTH.test(message));
    expect(untranslated.map(([k]) => k)).toEqual([]);
  });
});

/** Namespaces a file translates with, and every string literal in it (possible keys). */
function scan(file: string) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const namespaces = new Set<string>();
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  if (/\bmetaT\(\)|\bMetaT\b/.test(text)) namespaces.add("meta");
  if (/\bcommonT\(\)/.test(text)) namespaces.add("common");
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["useTranslations", "translatorFor"].includes(node.expression.text)) {
      const arg = node.arguments[node.expression.text === "translatorFor" ? 1 : 0];
      if (arg && ts.isStringLiteral(arg)) namespaces.add(arg.text);
    }
    if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === "Translator") {
      const arg = node.typeArguments?.[0];
      if (arg && ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) namespaces.add(arg.literal.text);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      patterns.push(new RegExp(`^${parts.join("[^.]+")}$`));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { source, namespaces, literals, patterns };
}

describe("catalogue use", () => {
  it("every English key is used by the app or the Worker", () => {
    const used = new Set<string>();
    for (const file of appFiles) {
      const { namespaces, literals, patterns } = scan(file);
      for (const ns of namespaces) {
        const prefix = `${ns}.`;
        for (const literal of literals) used.add(prefix + literal);
        for (const key of enKeys.keys()) {
          if (!key.startsWith(prefix)) continue;
          const rest = key.slice(prefix.length);
          if (patterns.some((p) => p.test(rest))) used.add(key);
        }
      }
    }
    expect([...enKeys.keys()].filter((k) => !used.has(k))).toEqual([]);
  });
});

/** Files of the public site checked for hard-coded text: the admin and owner areas are English only. */
const ENGLISH_ONLY = [/^src-web\/pages\/admin\//, /^src-web\/components\/admin\//, /^src-web\/pages\/owner\//];

/** JSX attributes and object properties whose string values people read. */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "subtitle", "text", "description", "intro", "heading", "message"]);

/** A string people would read: letters, and a space, a capital or end punctuation (keys are camelCase words). */
const readable = (s: string) => /[A-Za-z]{2}/.test(s) && (/\s/.test(s.trim()) || /^[A-Z]/.test(s.trim()) || /[.!?:]$/.test(s.trim()));

describe("no hard-coded text in the public site", () => {
  const files = sourceFiles(path.join(root, "src-web")).filter((f) => f.endsWith(".tsx") && /^src-web\/(pages|components)\//.test(rel(f)));
  const checked = files.filter((f) => !ENGLISH_ONLY.some((p) => p.test(rel(f))));

  it("pages and components take every text from the catalogues", () => {
    const found: string[] = [];
    for (const file of checked) {
      const { source } = scan(file);
      const report = (node: ts.Node, text: string) => {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        if (/i18n-ignore/.test(source.text.split("\n")[line] ?? "")) return;
        found.push(`${rel(file)}:${line + 1}: ${JSON.stringify(text.trim().slice(0, 60))}`);
      };
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && /[A-Za-z]{2}/.test(node.text)) report(node, node.text);
        if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
          const init = node.initializer;
          const value = ts.isStringLiteral(init)
            ? init.text
            : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
              ? init.expression.text
              : null;
          if (value !== null && readable(value)) report(node, value);
        }
        if (
          ts.isPropertyAssignment(node) &&
          READ_ATTRIBUTES.has(node.name.getText(source)) &&
          ts.isStringLiteral(node.initializer) &&
          readable(node.initializer.text)
        )
          report(node, node.initializer.text);
        if (ts.isJsxExpression(node) && node.expression && (ts.isStringLiteral(node.expression) || ts.isTemplateExpression(node.expression))) {
          const text = ts.isStringLiteral(node.expression) ? node.expression.text : node.expression.head.text;
          if (readable(text)) report(node, text);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
