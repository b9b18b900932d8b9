// The fetch a refresh uses: the Worker's own in production; elsewhere the sample feeds under
// /dev/feeds/ and the football-data.org stand-in under /dev/football-data/ on a local address are
// answered from memory (no network, no request to itself).
import { SAMPLE_FEEDS } from "../../../db/seed/sample-feeds";
import { type Bindings, getConfig } from "../../../env";
import { footballDataStandIn } from "./football-data-stand-in";
import type { FeedFetch } from "./source";

export const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether an address is a local /dev/feeds/{file} sample (answered from memory, never fetched). */
export function isLocalSampleAddress(url: string): boolean {
  const u = URL.parse(url);
  return !!u && LOCAL_HOSTS.has(u.hostname) && u.pathname.startsWith("/dev/feeds/");
}

/** A sample feed's answer for a local /dev/feeds/{file} address, else null. */
export function sampleFeedResponse(url: string): Response | null {
  const u = URL.parse(url);
  if (!u || !isLocalSampleAddress(url)) return null;
  const file = SAMPLE_FEEDS[u.pathname.slice("/dev/feeds/".length)];
  return file ? new Response(file.body, { headers: { "content-type": file.type, "cache-control": "no-store" } }) : null;
}

/** `now`: the site's moment, which the football-data.org stand-in answers at. */
export function feedFetchFor(env: Bindings, now: Date): FeedFetch {
  if (getConfig(env).ENVIRONMENT === "production") return (url, init) => fetch(url, init);
  return (url, init) => Promise.resolve(sampleFeedResponse(url) ?? footballDataStandIn(url, init, now) ?? fetch(url, init));
}
