// The one way a request reaches D1: this middleware puts the drizzle client on the context
// (`c.var.db`), and route handlers pass it to services, with the site's clock (`c.var.now`).
//
// Every request runs in a D1 session (Sessions API): once read replication is on, public reads are
// served by a nearby replica. A client that sends back the bookmark of its last answer
// (`X-D1-Bookmark`) reads from a copy at least that fresh, so a fan who just saved or rated, or an
// admin who just moderated, reads their own writes. See docs/decisions/014-d1-sessions.md.
import type { MiddlewareHandler } from "hono";
import { createDb } from "../db/client";
import { type AppEnv, getConfig, siteNow } from "../env";
import { D1_BOOKMARK_HEADER } from "../shared/constants";

/** D1 bookmarks look like `00000000-00000001-00000000-<32 hex>`; anything else is ignored (D1 would accept garbage). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function sessionStart(method: string, bookmark: string | undefined): string {
  if (bookmark && BOOKMARK.test(bookmark)) return bookmark;
  // Without a bookmark, reads may come from any replica; a write starts at the primary.
  return method === "GET" || method === "HEAD" ? "first-unconstrained" : "first-primary";
}

export const db: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bookmark = c.req.header(D1_BOOKMARK_HEADER);
  const session = c.env.DB.withSession(sessionStart(c.req.method, bookmark));
  c.set("db", createDb(session));
  c.set("readsOwnWrites", bookmark !== undefined && BOOKMARK.test(bookmark));
  c.set("now", siteNow(getConfig(c.env)));
  await next();
  const latest = session.getBookmark();
  if (latest && new URL(c.req.url).pathname.startsWith("/api/")) {
    try {
      c.res.headers.set(D1_BOOKMARK_HEADER, latest);
    } catch {
      // Immutable headers (a static asset): nothing read from D1 to report.
    }
  }
};
