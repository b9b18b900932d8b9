import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { escapeHtml } from "./src-worker/html/escape.ts";
import { staticFilesHeadersRules } from "./src-worker/lib/security-headers.ts";
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
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !chunk.facadeModuleId?.includes("/src-web/pages/")) continue;
        map[path.basename(chunk.facadeModuleId, ".tsx")] = [chunk.fileName, ...chunk.imports];
      }
      this.emitFile({ type: "asset", fileName: "route-chunks.json", source: JSON.stringify(map) });
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
  const { title, description = "" } = homeMeta(SITE_NAME);
  return {
    name: "shell-head",
    transformIndexHtml: {
      order: "pre",
      handler: (html) => html.replace("%HOME_TITLE%", escapeHtml(title)).replace("%HOME_DESCRIPTION%", escapeHtml(description)),
    },
  };
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./src-web"),
  publicDir: here("./public"),
  plugins: [react(), tailwindcss(), routeChunks(), staticFilesHeaders(), shellHead()],
  resolve: {
    alias: {
      "@shared": here("./src-worker/shared"),
    },
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
