// The owner area: every owner route refuses without a sign-in, for a venue the address does not
// manage, and from another site; edits go live (name and address wait for an admin) with an audit
// row in the same batch; admins see the trail, revert a change and revoke an owner; "Everything is
// still accurate"; the figures count views, saves and ratings.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as owner from "../../../src-worker/shared/contract/owner";
import * as venues from "../../../src-worker/shared/contract/venues";
import { BASE, call, callApp, callJson, cityId, count, insertVenue, login, multipart, PNG, seedBase, testModeEnv } from "../helpers";
import { asOwner, ownerOf, venueWithWebsite } from "../owner-helpers";

const FOREIGN = "https://evil.example";

interface Route {
  method: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
}

/** Every owner route on one venue, with a body that WOULD succeed for its owner. */
const ownerRoutes = (venueId: number): Route[] => [
  { method: "GET", path: "/api/owner/venues" },
  { method: "GET", path: `/api/owner/venues/${venueId}` },
  {
    method: "PATCH",
    path: `/api/owner/venues/${venueId}`,
    json: { phone: "(206) 555-0100", name: "Renamed", claims: { showsAllMatches: true, supporters: [{ team: "USA" }] } },
  },
  { method: "POST", path: `/api/owner/venues/${venueId}/confirm` },
  { method: "POST", path: `/api/owner/venues/${venueId}/cover`, form: () => multipart({}, { name: "c.png", type: "image/png", bytes: PNG }) },
  { method: "GET", path: `/api/owner/venues/${venueId}/figures` },
  { method: "GET", path: `/api/owner/venues/${venueId}/going` },
  { method: "POST", path: "/api/owner/sign-out" },
];

/** The admins' side of the owner area. */
const adminOwnerRoutes = (venueId: number): Route[] => [
  { method: "GET", path: "/api/admin/owner-claims" },
  { method: "POST", path: "/api/admin/owner-claims/1/approve" },
  { method: "POST", path: "/api/admin/owner-claims/1/reject" },
  { method: "POST", path: "/api/admin/owner-changes/1/approve" },
  { method: "POST", path: "/api/admin/owner-changes/1/reject" },
  { method: "POST", path: "/api/admin/owner-audit/1/revert" },
  { method: "GET", path: `/api/admin/venues/${venueId}/owners` },
  { method: "POST", path: `/api/admin/venues/${venueId}/owners/revoke`, json: { email: "manager@thepitch.com" } },
];

/** The owner routes of one venue (the list and sign-out concern no venue). */
const venueRoutes = (venueId: number) => ownerRoutes(venueId).filter((r) => r.path.includes(`/${venueId}`));

function send(route: Route, headers: Record<string, string>) {
  return call(route.path, {
    method: route.method,
    headers,
    ...(route.json !== undefined ? { json: route.json } : {}),
    ...(route.form ? { body: route.form() } : {}),
  });
}

/** Everything an owner call could change. */
async function snapshot() {
  const all = async (sql: string) => JSON.stringify((await env.DB.prepare(sql).all()).results);
  return {
    venues: await all("SELECT * FROM venues ORDER BY id"),
    claims: await all("SELECT * FROM venue_claims ORDER BY venue_id, subject"),
    logs: await all("SELECT id FROM admin_logs"),
    changes: await all("SELECT id FROM owner_change_requests"),
    sessions: await all("SELECT token_hash FROM owner_sessions"),
    r2: (await env.UPLOADS.list()).objects.map((o) => o.key).join(","),
  };
}

/** The venue as stored (public answers are edge cached between tests' writes). */
const venueRow = (id: number) => env.DB.prepare("SELECT * FROM venues WHERE id = ?").bind(id).first();

async function twoOwners() {
  await seedBase();
  const mine = await venueWithWebsite("https://thepitch.com", "The Pitch");
  const theirs = await venueWithWebsite("https://corner.com", "The Corner");
  const cookie = await ownerOf(mine, "manager@thepitch.com");
  await ownerOf(theirs, "boss@corner.com");
  return { mine, theirs, cookie };
}

describe("authorization", () => {
  it("every owner route is 401 without a sign-in, and changes nothing", async () => {
    const { mine } = await twoOwners();
    const before = await snapshot();
    for (const route of ownerRoutes(mine)) {
      const res = await send(route, { origin: BASE });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      await res.text();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("every route of a venue the owner does not manage (or that does not exist) is 403, and changes nothing", async () => {
    const { theirs, cookie } = await twoOwners();
    const before = await snapshot();
    for (const route of [...venueRoutes(theirs), ...venueRoutes(999_999)]) {
      const res = await send(route, { origin: BASE, cookie });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      await res.text();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("an admin cookie opens no owner route", async () => {
    const { mine } = await twoOwners();
    const admin = await login();
    const before = await snapshot();
    for (const route of ownerRoutes(mine)) {
      const res = await send(route, { origin: BASE, cookie: admin });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      await res.text();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the admins' owner routes: 401 without a sign-in or with an owner cookie, 403 from another site, nothing changed", async () => {
    const { mine, cookie } = await twoOwners();
    const admin = await login();
    const before = await snapshot();
    for (const route of adminOwnerRoutes(mine)) {
      for (const [headers, status] of [
        [{ origin: BASE }, 401],
        [{ origin: BASE, cookie }, 401],
        [{ origin: FOREIGN, cookie: admin }, route.method === "GET" ? 200 : 403],
      ] as const) {
        const res = await send(route, headers);
        expect(res.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(status);
        await res.text();
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("an owner cookie opens no admin venue route", async () => {
    const { mine, cookie } = await twoOwners();
    const before = await snapshot();
    const adminRoutes: Route[] = [
      { method: "GET", path: "/api/admin/venues/pending" },
      { method: "PATCH", path: `/api/admin/venues/${mine}`, json: { name: "Taken" } },
      { method: "PUT", path: `/api/admin/venues/${mine}/claims`, json: { showsAllMatches: true } },
    ];
    for (const route of adminRoutes) {
      const res = await send(route, { origin: BASE, cookie });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      await res.text();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a write from another site is 403, even signed in", async () => {
    const { mine, cookie } = await twoOwners();
    const before = await snapshot();
    const writes = [
      ...ownerRoutes(mine).filter((r) => r.method !== "GET"),
      { method: "POST", path: "/api/owner/claims", json: { venueId: mine, email: "x@thepitch.com" } },
      { method: "POST", path: "/api/owner/sign-in", json: { email: "manager@thepitch.com" } },
      { method: "POST", path: "/api/owner/session", json: { token: "C".repeat(43) } },
    ];
    for (const route of writes) {
      const res = await send(route, { origin: FOREIGN, cookie });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      await res.text();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a revoked owner reaches nothing of the venue", async () => {
    const { mine, cookie } = await twoOwners();
    const admin = await login();
    const revoke = await callJson(`/api/admin/venues/${mine}/owners/revoke`, {
      method: "POST",
      headers: { cookie: admin, origin: BASE },
      json: { email: "manager@thepitch.com" },
    });
    expect(revoke.status).toBe(200);
    expect((await asOwner(cookie).get(`/api/owner/venues/${mine}`)).status).toBe(403);
    expect((await asOwner(cookie).get<unknown[]>("/api/owner/venues")).body).toEqual([]);
    expect(await count("admin_logs", "event = 'owner_revoked'")).toBe(1);
  });
});

describe("editing a listing", () => {
  it("details go live at once, with an audit row; name and address wait for an admin", async () => {
    const { mine, cookie } = await twoOwners();
    const api = asOwner(cookie);
    const edit = await api.patch(`/api/owner/venues/${mine}`, {
      phone: "(206) 555-0100",
      website: "https://thepitch.com",
      instagram: "@thepitch",
      notes: "Sound on for every match.",
      hours: { mon: [["11:00", "23:00"]] },
      tags: ["Pub", "pub", "Rooftop"],
      bigScreens: true,
      name: "The Pitch Taproom",
      address: "2 Main St",
    });
    expect(edit.status).toBe(200);
    const result = owner.ownerVenueEditResult.parse(edit.body);
    expect(result.changed.sort()).toEqual(["bigScreens", "hours", "instagram", "notes", "phone", "tags"]);
    expect(result.pendingReview).toEqual(["name", "address"]);

    const pub = venues.venue.parse((await callJson(`/api/venues/${mine}`)).body);
    expect(pub).toMatchObject({ phone: "(206) 555-0100", instagram: "@thepitch", name: "The Pitch", tags: ["Pub", "Rooftop"], bigScreens: true });
    const mineNow = owner.ownerVenue.parse((await api.get(`/api/owner/venues/${mine}`)).body);
    expect(mineNow.pendingChanges).toEqual([expect.objectContaining({ name: "The Pitch Taproom", address: "2 Main St" })]);

    // The audit row: who, when, each field before and after.
    const log = await env.DB.prepare("SELECT payload FROM admin_logs WHERE event = 'owner_venue_edited'").first<{ payload: string }>();
    const payload = JSON.parse(log!.payload);
    expect(payload).toMatchObject({ venueId: mine, email: "manager@thepitch.com", changes: { phone: { before: null, after: "(206) 555-0100" } } });

    // An admin approves the name and address.
    const admin = await login();
    const queue = owner.adminOwnerQueue.parse((await callJson("/api/admin/owner-claims", { headers: { cookie: admin } })).body);
    expect(queue.changes).toHaveLength(1);
    const ok = await callJson(`/api/admin/owner-changes/${queue.changes[0].id}/approve`, { method: "POST", headers: { cookie: admin, origin: BASE } });
    expect(ok.status).toBe(200);
    expect(await venueRow(mine)).toMatchObject({ name: "The Pitch Taproom", address: "2 Main St" });
  });

  it("refuses bad details with 400 and writes nothing", async () => {
    const { mine, cookie } = await twoOwners();
    const before = await snapshot();
    for (const body of [{ phone: "call us" }, { website: "javascript:alert(1)" }, { hours: { mon: [["25:00", "23:00"]] } }, { hasFood: "yes" }, { name: "" }]) {
      expect((await asOwner(cookie).patch(`/api/owner/venues/${mine}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("claims are recorded as the owner's; the cover goes to R2 through the upload checks", async () => {
    const { mine, cookie } = await twoOwners();
    const api = asOwner(cookie);
    const claims = await api.patch<{ changed: string[] }>(`/api/owner/venues/${mine}`, { claims: { showsAllMatches: true, supporters: [{ team: "USA" }] } });
    expect(claims.status).toBe(200);
    expect(claims.body.changed).toEqual(["claims"]);
    expect(await count("venue_claims", "venue_id = ? AND source = 'owner'", mine)).toBe(2);
    // The same claims again write and log nothing.
    const again = await api.patch<{ changed: string[] }>(`/api/owner/venues/${mine}`, { claims: { showsAllMatches: true, supporters: [{ team: "USA" }] } });
    expect(again.body.changed).toEqual([]);
    expect(await count("admin_logs", "event = 'owner_claims_set'")).toBe(1);

    const bad = await call(`/api/owner/venues/${mine}/cover`, {
      method: "POST",
      headers: { cookie, origin: BASE },
      body: multipart({}, { name: "x.png", type: "image/png", bytes: "not an image" }),
    });
    expect(bad.status).toBe(415);
    await bad.text();
    const good = await call(`/api/owner/venues/${mine}/cover`, {
      method: "POST",
      headers: { cookie, origin: BASE },
      body: multipart({}, { name: "c.png", type: "image/png", bytes: PNG }),
    });
    const { coverImage } = await good.json<{ coverImage: string }>();
    expect(good.status).toBe(200);
    expect(coverImage).toMatch(new RegExp(`^/media/covers/venues/${mine}/`));
    expect(await count("admin_logs", "event = 'owner_venue_edited'")).toBe(1);
  });

  it("one save is one write: details, hours and claims together, or nothing with a 400 naming the field and value", async () => {
    const { mine, cookie } = await twoOwners();
    const api = asOwner(cookie);
    const details = { phone: "(206) 555-0100", hours: { mon: [["15:00", "23:00"]] } };
    const before = await snapshot();
    // The editor sends an Idempotency-Key with every save.
    const send = (json: unknown) =>
      callJson<{ error: string; issues?: { path: string }[] }>(`/api/owner/venues/${mine}`, {
        method: "PATCH",
        headers: { cookie, origin: BASE, "idempotency-key": crypto.randomUUID() },
        json,
      });
    const team = await send({ ...details, claims: { showsAllMatches: false, supporters: [{ team: "USA" }, { team: "ZZZ" }] } });
    expect(team.status).toBe(400);
    expect(team.body.error).toBe(`Supporters' venue of: no team has the code "ZZZ".`);
    expect(team.body.issues).toEqual([{ path: "claims.supporters.1.team", message: team.body.error }]);
    const match = await send({ ...details, claims: { showsAllMatches: false, matches: [1, 105] } });
    expect(match.status).toBe(400);
    expect(match.body.error).toBe("Matches shown: there is no match 105.");
    expect(await snapshot()).toEqual(before);

    const ok = await api.patch<{ changed: string[] }>(`/api/owner/venues/${mine}`, {
      ...details,
      claims: { showsAllMatches: false, matches: [1, 104], supporters: [{ team: "USA" }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.changed.sort()).toEqual(["claims", "hours", "phone"]);
    expect(await count("venue_claims", "venue_id = ? AND source = 'owner'", mine)).toBe(3);
  });

  it("a write refused on a rule of the data says nothing was saved, never that another change was saved at the same moment", async () => {
    const { mine, cookie } = await twoOwners();
    const before = await snapshot();
    await env.DB.prepare("CREATE TRIGGER fk_trap BEFORE UPDATE OF phone ON venues BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed'); END").run();
    const res = await callJson<{ error: string }>(`/api/owner/venues/${mine}`, {
      method: "PATCH",
      headers: { cookie, origin: BASE, "idempotency-key": "owner-edit-fk-0001" },
      json: { phone: "(206) 555-0100" },
    });
    await env.DB.prepare("DROP TRIGGER fk_trap").run();
    expect(res.status).toBe(409);
    expect(res.body.error).not.toMatch(/same moment/);
    expect(res.body.error).toMatch(/^Nothing was saved: the change refers to something that is not stored\./);
    expect(await snapshot()).toEqual(before);
  });

  it("a retry with the same Idempotency-Key writes once and replays only to a signed-in owner", async () => {
    const { mine, cookie } = await twoOwners();
    const headers = { cookie, origin: BASE, "idempotency-key": "owner-edit-0001" };
    const first = await callJson(`/api/owner/venues/${mine}`, { method: "PATCH", headers, json: { notes: "Retry" } });
    expect(first.status).toBe(200);
    const again = await callJson(`/api/owner/venues/${mine}`, { method: "PATCH", headers, json: { notes: "Retry" } });
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await count("admin_logs", "event = 'owner_venue_edited'")).toBe(1);
    const stranger = await callJson(`/api/owner/venues/${mine}`, {
      method: "PATCH",
      headers: { origin: BASE, "idempotency-key": "owner-edit-0001" },
      json: { notes: "Retry" },
    });
    expect(stranger.status).toBe(401);
  });
});

describe("audit trail", () => {
  it("admins see each change, revert one (once), and the revert is logged", async () => {
    const { mine, cookie } = await twoOwners();
    await asOwner(cookie).patch(`/api/owner/venues/${mine}`, { phone: "(206) 555-0100", notes: "New notes" });
    const admin = await login();
    const trail = owner.adminVenueOwners.parse((await callJson(`/api/admin/venues/${mine}/owners`, { headers: { cookie: admin } })).body);
    expect(trail.owners).toEqual([expect.objectContaining({ email: "manager@thepitch.com" })]);
    const edit = trail.audit.find((a) => a.event === "owner_venue_edited")!;
    expect(edit).toMatchObject({ email: "manager@thepitch.com", reverted: false, changes: { notes: { before: null, after: "New notes" } } });

    const revert = await callJson(`/api/admin/owner-audit/${edit.id}/revert`, { method: "POST", headers: { cookie: admin, origin: BASE } });
    expect(revert.status).toBe(200);
    expect(owner.revertResult.parse(revert.body).reverted.sort()).toEqual(["notes", "phone"]);
    expect(await venueRow(mine)).toMatchObject({ phone: null, notes: null });
    const twice = await callJson(`/api/admin/owner-audit/${edit.id}/revert`, { method: "POST", headers: { cookie: admin, origin: BASE } });
    expect(twice.status).toBe(409);
    const after = owner.adminVenueOwners.parse((await callJson(`/api/admin/venues/${mine}/owners`, { headers: { cookie: admin } })).body);
    expect(after.audit.find((a) => a.id === edit.id)!.reverted).toBe(true);
    expect(after.audit[0].event).toBe("owner_change_reverted");
  });

  it("the audit row is written in the edit's batch: a failing batch leaves neither", async () => {
    const { mine, cookie } = await twoOwners();
    const logs = await count("admin_logs");
    // A venue deleted between the ownership check and the write: the trigger makes the batch fail.
    await env.DB.prepare("CREATE TRIGGER fail_owner_edit BEFORE UPDATE OF phone ON venues BEGIN SELECT RAISE(ABORT, 'constraint failed'); END").run();
    const res = await asOwner(cookie).patch(`/api/owner/venues/${mine}`, { phone: "(206) 555-0100" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await count("admin_logs")).toBe(logs);
    await env.DB.prepare("DROP TRIGGER fail_owner_edit").run();
  });
});

describe("everything is still accurate", () => {
  it("dates the venue as verified by its owner; the public venue and the city's Recently Verified sort show it", async () => {
    const { mine, theirs, cookie } = await twoOwners();
    const res = await asOwner(cookie).post(`/api/owner/venues/${mine}/confirm`);
    expect(res.status).toBe(200);
    const { verifiedAt } = owner.ownerConfirmResult.parse(res.body);
    expect((await callJson<{ verifiedAt: string }>(`/api/venues/${mine}`)).body.verifiedAt).toBe(verifiedAt);
    const list = await callJson<{ id: number }[]>("/api/cities/seattle/venues?sortBy=verified");
    expect(list.status).toBe(200);
    const ids = list.body.map((v) => v.id);
    expect(ids[0]).toBe(mine);
    expect(ids).toContain(theirs);
    expect(await count("admin_logs", "event = 'owner_venue_confirmed'")).toBe(1);
  });

  it("uses the site clock (SITE_NOW)", async () => {
    const { mine, cookie } = await twoOwners();
    const res = await callApp(
      `/api/owner/venues/${mine}/confirm`,
      { method: "POST", headers: { cookie, origin: BASE } },
      testModeEnv({ SITE_NOW: "2026-06-20T18:00:00Z" }),
    );
    expect((await res.json<{ verifiedAt: string }>()).verifiedAt).toBe("2026-06-20T18:00:00.000Z");
  });
});

describe("figures", () => {
  it("count views (beacon), saves and ratings per day, and nothing about the visitor", async () => {
    const { mine, cookie } = await twoOwners();
    for (let i = 0; i < 3; i++) {
      const view = await call(`/api/venues/${mine}/view`, { method: "POST", headers: { origin: BASE } });
      expect(view.status).toBe(204);
    }
    const fan = crypto.randomUUID();
    await callJson("/api/bookmarks", { method: "POST", json: { userId: fan, venueId: mine }, headers: { origin: BASE } });
    // Saving again adds no save.
    await callJson("/api/bookmarks", { method: "POST", json: { userId: fan, venueId: mine }, headers: { origin: BASE } });
    await callJson(`/api/venues/${mine}/rating`, { method: "PUT", json: { userId: fan, stars: 5 }, headers: { origin: BASE } });
    const figures = owner.ownerFigures.parse((await asOwner(cookie).get(`/api/owner/venues/${mine}/figures`)).body);
    expect(figures.totals).toEqual({ views: 3, saves: 1, ratings: 1 });
    expect(figures.daily).toHaveLength(1);
    const row = await env.DB.prepare("SELECT * FROM venue_daily_stats").first();
    expect(Object.keys(row!).sort()).toEqual(["day", "ratings", "saves", "venue_id", "views"]);
  });

  it("views of unknown or unlisted venues count nothing; the beacon is rate limited, never a 5xx", async () => {
    await seedBase();
    const pending = await insertVenue(await cityId(), { status: "pending" });
    expect((await call(`/api/venues/${pending}/view`, { method: "POST" })).status).toBe(204);
    expect((await call("/api/venues/999999/view", { method: "POST" })).status).toBe(204);
    expect(await count("venue_daily_stats")).toBe(0);
    const venue = await insertVenue(await cityId());
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await call(`/api/venues/${venue}/view`, { method: "POST", headers: { "cf-connecting-ip": "10.9.9.9" } })).status;
    expect(last).toBe(429);
  }, 30_000);
});

describe("the city page's 'Verified by the venue' filter", () => {
  it("keeps the venues their owners confirmed within 30 days of the site's clock, on every city answer", async () => {
    await seedBase();
    const city = await cityId();
    const day = 86_400_000;
    const fresh = await insertVenue(city, { name: "Fresh Pitch", verified_at: Date.now() - 5 * day });
    await insertVenue(city, { name: "Stale Pitch", verified_at: Date.now() - 40 * day });
    await insertVenue(city, { name: "Never Pitch" });
    const whole = await callJson<{ id: number }[]>("/api/cities/seattle/venues?verified=true");
    expect(whole.body.map((v) => v.id)).toEqual([fresh]);
    const page = await callJson<{ venues: { id: number }[]; total: number }>("/api/cities/seattle/venues/page?verified=true");
    expect(page.body.total).toBe(1);
    expect(page.body.venues.map((v) => v.id)).toEqual([fresh]);
    const points = await callJson<[number][]>("/api/cities/seattle/venues/points?verified=true");
    expect(points.body.map((p) => p[0])).toEqual([fresh]);
    expect((await callJson("/api/cities/seattle/venues?verified=1")).status).toBe(400);
    // As of a moment 30 days later, nothing is fresh any more.
    const later = await callApp("/api/cities/seattle/venues?verified=true", {}, { ...testModeEnv(), SITE_NOW: new Date(Date.now() + 30 * day).toISOString() });
    expect(await later.json()).toEqual([]);
  });
});
