// Security headers for every response (API, static assets, SPA pages).

import { BOOT_SCRIPT_SHA256 } from "../html/boot";

function tileOrigin(tileUrl: string): string | null {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null; // a relative tile URL is same-origin
  }
}

function contentSecurityPolicy(config: { TILE_URL: string }): string {
  const tiles = tileOrigin(config.TILE_URL);
  const connect = ["'self'", tiles].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    // One inline script is allowed, by its hash: the boot script of pages with an edge first paint.
    `script-src 'self' 'sha256-${BOOT_SCRIPT_SHA256}'`,
    // Inline style attributes are set by React and maplibre.
    "style-src 'self' 'unsafe-inline'",
    // Cover images may be external https links given by admins; map tiles come from the tile server.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    // maplibre runs its workers from blob: URLs.
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "report-uri /api/csp-report",
  ].join("; ");
}

export function securityHeaders(config: { TILE_URL: string }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The `_headers` rules for static files, which the assets store serves without running the Worker
 * (wrangler.toml run_worker_first): the same headers, and hashed build files cached for good.
 * Static files never fetch map tiles, so the policy names no tile server.
 */
export function staticFilesHeadersRules(): string {
  const headers = Object.entries(securityHeaders({ TILE_URL: "/" }));
  const rule = (path: string, extra: [string, string][] = []) => [path, ...[...extra, ...headers].map(([k, v]) => `  ${k}: ${v}`)].join("\n");
  return `${rule("/assets/*", [["Cache-Control", "public, max-age=31536000, immutable"]])}\n${rule("/images/*")}\n`;
}
