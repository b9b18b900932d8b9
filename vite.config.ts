import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import compileMessage from "icu-minify/compile";
import { defineConfig, type Plugin } from "vite";
import { escapeHtml } from "./src-worker/html/escape.ts";
import { staticFilesHeadersRules } from "./src-worker/lib/security-headers.ts";
import catalogEn from "./src-worker/shared/i18n/messages/en/index.ts";
import catalogEs from "./src-worker/shared/i18n/messages/es/index.ts";
import { translatorFor } from "./src-worker/shared/i18n/translate.ts";
import { homeMeta, SITE_NAME } from "./src-worker/shared/page-titles.ts";

/**
 * Writes route-chunks.json: each page module's chunk and the chunks it imports, so the Worker can
 * add <link rel="modulepreload"> for the page being served and save a round trip on first load.
 */
function routeChunks(): Plugin {
  return {
    name: "route-chunks",
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        if (chunk.facadeModuleId.includes("/src-web/pages/")) map[path.basename(chunk.facadeModuleId, ".tsx")] = [chunk.fileName, ...chunk.imports];
        // A message catalogue, as "i18n/es/city" (the Worker preloads the page's language and namespaces).
        const messages = /\/i18n\/messages\/(\w+)\/(\w+)\.ts$/.exec(chunk.facadeModuleId);
        if (messages) map[`i18n/${messages[1]}/${messages[2]}`] = [chunk.fileName, ...chunk.imports];
      }
      this.emitFile({ type: "asset", fileName: "route-chunks.json", source: JSON.stringify(map) });
    },
  };
}

/**
 * Puts V8's explicit compile hint at the top of each chunk: its functions are then compiled while
 * the file streams in, off the main thread, instead of one by one on first call inside the app's
 * start-up tasks (decision 016). The map library too: its evaluation and the map's creation were
 * the longest tasks of opening a map. Last, so that nothing is prepended before it (Vite adds its
 * preload map in this hook).
 */
function compileHints(): Plugin {
  // Small chunks compile in well under a millisecond: the hint would only add bytes to download.
  const hinted = (chunk: { code: string }) => Buffer.byteLength(chunk.code) >= 8_000;
  return {
    name: "compile-hints",
    enforce: "post",
    // The hint is added after hashing (minification would strip it earlier): count it in the hash.
    // (Before rendering, a chunk's size is unknown: every chunk counts it.)
    augmentChunkHash: () => "compile-hint",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && hinted(chunk)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Module bodies as `function` expressions, so that V8 compiles them while the file streams in, off the
 * main thread (decision 050). The bundler wraps each module that must start lazily, and each CommonJS
 * module (React and React DOM among them), in an arrow function passed to its runtime helper. V8 compiles
 * a parenthesized `function` eagerly but not an arrow, so each body was compiled on the main thread on
 * its first call, inside the app's start-up task: 45-65 ms for React DOM alone on a cold load.
 * The two forms run alike: `this` is undefined in both (modules are strict code), and a body that read
 * `arguments` at its top level would already have failed as an arrow.
 * Before minification, where the helpers still have their names; a new wrapper shape fails the build.
 */
function eagerModuleBodies(): Plugin {
  const WRAPPERS: [string, string][] = [
    ["__commonJSMin(((exports) => {", "__commonJSMin((function(exports) {"],
    ["__commonJSMin(((exports, module) => {", "__commonJSMin((function(exports, module) {"],
    ["__esmMin((() => {", "__esmMin((function() {"],
    ["__esmMin((async () => {", "__esmMin((async function() {"],
  ];
  return {
    name: "eager-module-bodies",
    renderChunk(code, chunk) {
      let out = code;
      for (const [arrow, fn] of WRAPPERS) out = out.replaceAll(arrow, fn);
      const left = /__(?:commonJSMin|esmMin)\(\((?!function|async function)/.exec(out);
      if (left) throw new Error(`${chunk.fileName}: a module wrapper of an unknown shape: ${out.slice(left.index, left.index + 60)}`);
      // Builds have no source maps (build.sourcemap): none to carry over.
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** Writes _headers: the security headers for static files served without the Worker. */
function staticFilesHeaders(): Plugin {
  return {
    name: "static-files-headers",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticFilesHeadersRules() });
    },
  };
}

/** Fills the shell's %HOME_TITLE% and %HOME_DESCRIPTION% with the home page's (the Worker replaces them per page). */
function shellHead(): Plugin {
  const { title, description = "" } = homeMeta(translatorFor("en", "meta"), SITE_NAME);
  return {
    name: "shell-head",
    transformIndexHtml: {
      order: "pre",
      handler: (html) => html.replace("%HOME_TITLE%", escapeHtml(title)).replace("%HOME_DESCRIPTION%", escapeHtml(description)),
    },
  };
}

/**
 * Serves each message catalogue to the app precompiled (icu-minify): the app then formats with
 * use-intl's small format-only module instead of parsing ICU at run time (decision 018). The Worker
 * keeps the sources and the full parser.
 */
function precompiledMessages(): Plugin {
  const catalogs: Record<string, Record<string, unknown>> = { en: catalogEn, es: catalogEs };
  const compileDeep = (value: unknown): unknown =>
    typeof value === "string" ? compileMessage(value) : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, compileDeep(v)]));
  return {
    name: "precompiled-messages",
    enforce: "pre",
    load(id) {
      const m = /\/i18n\/messages\/(\w+)\/(\w+)\.ts$/.exec(id);
      if (!m || m[2] === "index") return null;
      const messages = catalogs[m[1]]?.[m[2]];
      if (!messages) throw new Error(`No catalogue ${m[1]}/${m[2]}`);
      return `export default ${JSON.stringify(compileDeep(messages))};`;
    },
  };
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./src-web"),
  publicDir: here("./public"),
  plugins: [precompiledMessages(), react(), tailwindcss(), routeChunks(), staticFilesHeaders(), shellHead(), eagerModuleBodies(), compileHints()],
  resolve: {
    alias: [
      { find: "@shared", replacement: here("./src-worker/shared") },
      // Messages arrive precompiled (precompiledMessages): format without the ICU parser.
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
    ],
  },
  build: {
    // BUILD_OUT_DIR lets parallel test runs build into their own directory (served with --assets).
    outDir: process.env.BUILD_OUT_DIR ? fileURLToPath(new URL(process.env.BUILD_OUT_DIR, `file://${process.cwd()}/`)) : here("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"] }],
          experimentalInlineCommonChunks: { maxSize: 12000 },
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 8787}`, "/media": `http://127.0.0.1:${process.env.PORT ?? 8787}` },
  },
});
