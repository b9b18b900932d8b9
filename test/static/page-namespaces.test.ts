// Every namespace a page's components translate with is loaded with the page: a key of a namespace
// the page did not load shows as its raw name ("venues.page.verified") and a MISSING_MESSAGE error.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BOOT_NAMESPACES, PAGE_NAMESPACES } from "../../src-worker/shared/i18n/catalog";

const root = path.resolve(__dirname, "../..");
const rel = (file: string) => path.relative(root, file);

/** The file an import names, when it is one of ours (relative or "@shared/..."). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@shared/")
    ? path.join(root, "src-worker/shared", specifier.slice("@shared/".length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * A file's imports (static and dynamic), the namespaces its hooks translate with, and those it loads
 * itself (`loadNamespaces(["x"])`: a lazily loaded part of a page that brings its own messages).
 */
function scan(file: string): { imports: string[]; namespaces: string[]; loads: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  const namespaces: string[] = [];
  const loads: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      // A type-only import loads nothing.
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) imports.push(node.moduleSpecifier.text);
    }
    if (ts.isCallExpression(node)) {
      const [arg] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteral(arg)) imports.push(arg.text);
      if (ts.isIdentifier(node.expression) && node.expression.text === "useTranslations" && arg && ts.isStringLiteral(arg)) {
        namespaces.push(arg.text.split(".")[0]);
      }
      if (ts.isIdentifier(node.expression) && node.expression.text === "loadNamespaces" && arg && ts.isArrayLiteralExpression(arg)) {
        for (const el of arg.elements) if (ts.isStringLiteral(el)) loads.push(el.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports: imports.flatMap((s) => resolve(file, s) ?? []), namespaces, loads };
}

/** Namespaces used by the file and everything it imports, with the file that uses each. */
function namespacesOf(entry: string): Map<string, string> {
  const used = new Map<string, string>();
  const loaded = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, namespaces, loads } = scan(file);
    for (const ns of namespaces) if (!used.has(ns)) used.set(ns, rel(file));
    for (const ns of loads) loaded.add(ns);
    queue.push(...imports);
  }
  for (const ns of loaded) used.delete(ns);
  return used;
}

/** The router's pages: their module and the name their messages are listed under. */
function routerPages(): { file: string; name?: string }[] {
  const router = path.join(root, "src-web/router.tsx");
  const text = readFileSync(router, "utf8");
  return [...text.matchAll(/load: \(\) => import\("([^"]+)"\)(?:, name: "(\w+)")?/g)].map((m) => ({ file: resolve(router, m[1])!, name: m[2] }));
}

describe("messages loaded with each page", () => {
  it("finds the router's pages", () => {
    expect(routerPages().length).toBeGreaterThan(20);
  });

  it("the shell translates only with the namespaces every page loads", () => {
    const missing = [...namespacesOf(path.join(root, "src-web/components/Layout.tsx"))].filter(([ns]) => !BOOT_NAMESPACES.includes(ns as never));
    expect(missing.map(([ns, file]) => `${ns} (used in ${file})`)).toEqual([]);
  });

  it("every namespace a page's components use is in PAGE_NAMESPACES for that page", () => {
    const missing: string[] = [];
    for (const page of routerPages()) {
      const loaded = new Set<string>([...BOOT_NAMESPACES, ...((page.name && PAGE_NAMESPACES[page.name]) || [])]);
      for (const [ns, file] of namespacesOf(page.file)) {
        if (!loaded.has(ns)) missing.push(`${rel(page.file)} (name ${page.name ?? "none"}) does not load "${ns}", used in ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
