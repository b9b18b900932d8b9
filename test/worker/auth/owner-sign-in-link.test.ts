// The owner's e-mailed sign-in link survives mail scanners: opening it (as scanners do, any number of
// times) shows a page with a "Sign in" button and spends nothing; only the button's POST, from the
// site itself, signs in, once; a second use is refused saying why.
import { describe, expect, it } from "vitest";
import { BASE, call, callJson, seedBase } from "../helpers";
import { claim, latestToken, venueWithWebsite } from "../owner-helpers";

describe("owner sign-in link", () => {
  it("a GET of the link twice leaves it usable; the POST signs in once; a second POST is refused with a clear message", async () => {
    await seedBase();
    const email = "manager@thepitch.example.com";
    expect((await claim(await venueWithWebsite(), email)).status).toBe(202);
    const token = await latestToken(email);

    for (let i = 0; i < 2; i++) {
      const page = await call(`/owner/sign-in?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("set-cookie") ?? "").not.toContain("wcws_owner");
      await page.text();
    }

    // From another site: refused, and the link is still good.
    const foreign = await call("/api/owner/session", { method: "POST", json: { token }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    await foreign.text();

    const first = await callJson<{ email: string }>("/api/owner/session", { method: "POST", json: { token }, headers: { origin: BASE } });
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(email);
    expect(first.res.headers.get("set-cookie")).toMatch(/wcws_owner=/);

    const second = await callJson<{ error: string }>("/api/owner/session", { method: "POST", json: { token }, headers: { origin: BASE } });
    expect(second.status).toBe(401);
    expect(second.body.error).toBe("This sign-in link was already used: each link signs in once. Ask for a new one below.");
    expect(second.res.headers.get("set-cookie")).toBeNull();

    const unknown = await callJson<{ error: string }>("/api/owner/session", { method: "POST", json: { token: "A".repeat(43) }, headers: { origin: BASE } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toContain("not valid");
  });
});
