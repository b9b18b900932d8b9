import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./src-web"),
  publicDir: here("./public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@web": here("./src-web"),
      "@shared": here("./src-worker/shared"),
    },
  },
  build: {
    // BUILD_OUT_DIR lets parallel test runs build into their own directory (served with --assets).
    outDir: process.env.BUILD_OUT_DIR ? fileURLToPath(new URL(process.env.BUILD_OUT_DIR, `file://${process.cwd()}/`)) : here("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 8787}`, "/media": `http://127.0.0.1:${process.env.PORT ?? 8787}` },
  },
});
