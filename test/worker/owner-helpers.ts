// What the owner tests share: claiming a venue, reading the sign-in link from the outbox, signing in.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { BASE, call, callJson, cityId, insertVenue } from "./helpers";

/** An approved venue with a website, so a claim from its domain is verified at once. */
export async function venueWithWebsite(website = "https://www.thepitch.example.com/menu", name = "The Pitch") {
  return insertVenue(await cityId(), { name, website });
}

export async function claim(venueId: number, email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return callJson<{ accepted: boolean; message: string }>("/api/owner/claims", {
    method: "POST",
    json: { venueId, email, ...extra },
    headers: { origin: BASE, ...headers },
  });
}

/** The token of the newest sign-in link queued for the address. */
export async function latestToken(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT body FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1").bind(email).first<{ body: string }>();
  expect(row, `no e-mail to ${email}`).not.toBeNull();
  const m = /\/owner\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(row!.body);
  expect(m, "no sign-in link").not.toBeNull();
  return m![1];
}

/** Uses a sign-in link; returns the owner cookie ("wcws_owner=..."). */
export async function signIn(token: string): Promise<string> {
  const res = await call("/api/owner/session", { method: "POST", json: { token }, headers: { origin: BASE } });
  await res.json();
  expect(res.status).toBe(200);
  const cookie = /wcws_owner=[^;]+/.exec(res.headers.get("set-cookie") ?? "");
  expect(cookie).not.toBeNull();
  return cookie![0];
}

/** Claims a venue from its website's domain and signs in; returns the owner cookie. */
export async function ownerOf(venueId: number, email: string): Promise<string> {
  expect((await claim(venueId, email)).status).toBe(202);
  return signIn(await latestToken(email));
}

export function asOwner(cookie: string) {
  const headers = { cookie, origin: BASE };
  return {
    get: <T = Record<string, unknown>>(path: string) => callJson<T>(path, { headers }),
    post: <T = Record<string, unknown>>(path: string, json?: unknown) =>
      callJson<T>(path, { method: "POST", headers, ...(json !== undefined ? { json } : {}) }),
    patch: <T = Record<string, unknown>>(path: string, json: unknown) => callJson<T>(path, { method: "PATCH", headers, json }),
    put: <T = Record<string, unknown>>(path: string, json: unknown) => callJson<T>(path, { method: "PUT", headers, json }),
  };
}
