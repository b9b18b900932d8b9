// The local demo's real places: the OpenStreetMap bars and pubs of downtown San Francisco
// (src-worker/db/seed/osm-sf-downtown/, ODbL; SOURCE.md there), imported through the admin's own
// open data import, as an admin would (docs/decisions/030). Idempotent: a second run changes nothing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./wrangler.mjs";

const FILE = path.join(root, "src-worker/db/seed/osm-sf-downtown/overpass.json");

export async function importDemoPlaces(baseURL, password) {
  const login = await fetch(`${baseURL}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  const cookie = /wcws_admin=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!login.ok || !cookie) throw new Error(`Admin sign-in for the demo places failed (${login.status})`);
  const form = new FormData();
  form.append("citySlug", "san-francisco");
  form.append("mode", "apply");
  form.append("file", new File([readFileSync(FILE)], "overpass.json", { type: "application/json" }));
  const res = await fetch(`${baseURL}/api/admin/open-data-import`, { method: "POST", headers: { cookie }, body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`Demo places import failed (${res.status}): ${body.error}`);
  await fetch(`${baseURL}/api/admin/logout`, { method: "POST", headers: { cookie } });
  return body.counts;
}
