// The contract holds at run time: every read and write answers what its schema in
// src-worker/shared/contract/ says, called through the typed client built from the app's AppType.
import { env, exports } from "cloudflare:workers";
import { hc } from "hono/client";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { AppType } from "../../src-worker/app";
import { DELETE_ALL_POSTS_PHRASE } from "../../src-worker/shared/constants";
import * as admin from "../../src-worker/shared/contract/admin";
import * as blog from "../../src-worker/shared/contract/blog";
import * as cities from "../../src-worker/shared/contract/cities";
import * as common from "../../src-worker/shared/contract/common";
import * as fans from "../../src-worker/shared/contract/fans";
import * as payments from "../../src-worker/shared/contract/payments";
import * as venues from "../../src-worker/shared/contract/venues";
import { BASE, cityId, insertVenue, seedDemo } from "./helpers";

const worker = (exports as { default: { fetch: (r: Request) => Promise<Response> } }).default;
const client = (headers: Record<string, string> = {}) =>
  hc<AppType>(`${BASE}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => worker.fetch(new Request(input, init)),
    headers: { origin: BASE, ...headers },
  });

/** Answers with the expected status and a body its schema accepts as it is (no unknown shape, no missing field). */
async function expectAnswer<S extends z.ZodType>(res: { status: number; json(): Promise<unknown> }, status: number, schema: S): Promise<z.output<S>> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return parsed.data as z.output<S>;
}

async function signedIn() {
  const res = await client().admin.login.$post({ json: { password: env.ADMIN_PASSWORD ?? "" } });
  await expectAnswer(res, 200, admin.adminSession);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  return client({ cookie });
}

describe("contract: public reads", () => {
  it("cities, venues, tags, blog, pricing and config answer their schemas", async () => {
    await seedDemo();
    const api = client();
    const list = await expectAnswer(await api.cities.$get(), 200, cities.cityListItem.array());
    const slug = list.find((c) => c.venueCount > 0)!.slug;
    await expectAnswer(await api.cities[":slug"].$get({ param: { slug } }), 200, cities.cityDetail);
    const cityVenues = await expectAnswer(
      await api.cities[":slug"].venues.$get({ param: { slug }, query: { sortBy: "rating" } }),
      200,
      venues.venueSummary.array(),
    );
    await expectAnswer(
      await api.cities[":slug"].venues.page.$get({ param: { slug }, query: { sortBy: "nearest", near: "47.61,-122.33", limit: "2", offset: "1" } }),
      200,
      cities.cityVenuePage,
    );
    await expectAnswer(await api.cities[":slug"].venues.points.$get({ param: { slug }, query: {} }), 200, cities.cityVenuePoint.array());
    const id = String(cityVenues[0].id);
    await expectAnswer(await api.venues[":id"].$get({ param: { id } }), 200, venues.venue);
    await expectAnswer(await api.venues.$get({ query: { ids: id } }), 200, venues.venueSummary.array());
    await expectAnswer(await api.venues.featured.$get(), 200, venues.venueSummary.array());
    await expectAnswer(await api.tags.$get(), 200, venues.venueSummary.shape.tags);
    const posts = await expectAnswer(await api.blog.posts.$get({ query: {} }), 200, blog.blogPostSummary.array());
    await expectAnswer(await api.blog.posts[":slug"].$get({ param: { slug: posts[0].slug } }), 200, blog.blogPost);
    await expectAnswer(await api.venues["submission-pricing"].$get(), 200, payments.pricing);
    await expectAnswer(await api.venues["sponsor-pricing"].$get(), 200, payments.pricing);
    await expectAnswer(await api.venues["featured-pricing"].$get(), 200, payments.featuredPricing);
    await expectAnswer(await api.config.$get(), 200, common.publicConfig);
    await expectAnswer(await api.health.$get(), 200, common.health);
    await expectAnswer(await api.cities[":slug"].$get({ param: { slug: "no-such-city" } }), 404, common.apiErrorBody);
  });
});

describe("contract: a fan's writes", () => {
  it("bookmarks, ratings and checkouts answer their schemas", async () => {
    await seedDemo();
    const api = client();
    const [venue] = await expectAnswer(await api.venues.featured.$get(), 200, venues.venueSummary.array());
    const userId = crypto.randomUUID();
    await expectAnswer(await api.bookmarks.$post({ json: { userId, venueId: venue.id } }), 201, fans.bookmarkSaved);
    await expectAnswer(await api.bookmarks.$get({ query: { userId } }), 200, fans.bookmark.array());
    await expectAnswer(await api.bookmarks.$delete({ query: { userId, venueId: String(venue.id) } }), 200, fans.bookmarkRemoved);
    const id = String(venue.id);
    await expectAnswer(await api.venues[":id"].rating.$put({ param: { id }, json: { userId, stars: 4 } }), 200, fans.venueRatingSummary);
    await expectAnswer(await api.venues[":id"].rating.$get({ param: { id }, query: { userId } }), 200, fans.venueRatingSummary);
    await expectAnswer(await api.venues[":id"].rating.$delete({ param: { id }, query: { userId } }), 200, fans.venueRatingSummary);
    await expectAnswer(await api.venues.claim.$post({ json: { venueId: venue.id } }), 200, payments.checkoutResponse);
    const submission = { venueName: "Contract Pub", cityId: 1, address: "1 Main St", contactEmail: "owner@example.com" };
    const started = await expectAnswer(await api.venues["submission-checkout"].$post({ json: submission }), 200, payments.checkoutResponse);
    const reference = new URL(started.url).pathname.split("/").pop()!;
    await expectAnswer(await api.checkouts[":id"].$get({ param: { id: reference } }), 200, payments.checkoutSummary);
    await expectAnswer(await api.checkouts[":id"].$get({ param: { id: crypto.randomUUID() } }), 404, common.apiErrorBody);
    const missing = await expectAnswer(await api.venues["submission-checkout"].$post({ json: { ...submission, venueName: "" } }), 400, common.apiErrorBody);
    expect(missing.error).toBe(payments.MISSING_FIELDS);
    const email = await expectAnswer(
      await api.venues["submission-checkout"].$post({ json: { ...submission, contactEmail: "nope" } }),
      400,
      common.apiErrorBody,
    );
    expect(email.error).toBe(payments.INVALID_EMAIL);
    await expectAnswer(
      await api.sponsors.checkout.$post({ json: { citySlug: venue.citySlug, contactEmail: "sponsor@example.com" } }),
      200,
      payments.checkoutResponse,
    );
  });
});

describe("contract: admin calls", () => {
  it("sign-in, moderation, blog and overview answer their schemas", async () => {
    await seedDemo();
    const api = await signedIn();
    await expectAnswer(await api.admin.session.$get(), 200, admin.adminSession);
    const all = await expectAnswer(await api.admin.venues.$get({ query: { status: "approved" } }), 200, admin.adminVenue.array());
    const venueId = all[0].id;
    await expectAnswer(await api.admin.venues.feature.$post({ json: { venueId, days: 7 } }), 200, admin.featureResult);
    await expectAnswer(await api.admin.venues.unfeature.$post({ json: { venueId } }), 200, admin.venueActionResult);
    const until = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
    await expectAnswer(await api.admin.venues.feature.$post({ json: { venueId, until } }), 200, admin.featureResult);
    const id = String(venueId);
    await expectAnswer(await api.admin.venues[":id"].$get({ param: { id } }), 200, admin.adminVenue);
    const edit = { phone: "(206) 555-0123", hours: { mon: [["11:00", "23:00"]] as [string, string][] }, location: null };
    await expectAnswer(await api.admin.venues[":id"].$patch({ param: { id }, json: edit }), 200, admin.venueEditResult);
    await expectAnswer(await api.admin.venues[":id"].$patch({ param: { id }, json: { phone: "5" } }), 400, common.apiErrorBody);
    const city = await cityId();
    const [toApprove, toReject] = [await insertVenue(city, { status: "pending" }), await insertVenue(city, { status: "pending" })];
    const pending = await expectAnswer(await api.admin.venues.pending.$get(), 200, admin.adminVenue.array());
    expect(pending.map((v) => v.id).sort()).toEqual([toApprove, toReject].sort());
    await expectAnswer(await api.admin.venues.approve.$post({ json: { venueId: toApprove } }), 200, admin.venueActionResult);
    await expectAnswer(await api.admin.venues.reject.$post({ json: { venueId: toReject } }), 200, admin.venueActionResult);
    const [firstCity] = await expectAnswer(await api.admin.cities.$get(), 200, admin.adminCity.array());
    await expectAnswer(
      await api.admin.cities[":id"].$patch({ param: { id: String(firstCity.id) }, json: { lat: 33.5, lng: -86.8 } }),
      200,
      admin.cityUpdateResult,
    );
    await expectAnswer(await api.admin.sponsors.$get(), 200, admin.adminSponsor.array());
    await expectAnswer(await api.admin.logs.$get(), 200, admin.adminLogEntry.array());
    const content = "A guide long enough to publish. ".repeat(5);
    const created = await expectAnswer(await api.blog.posts.$post({ json: { title: "Contract guide", excerpt: "Short", content } }), 201, admin.postResult);
    await expectAnswer(await api.admin.blog.approve.$post({ json: { postId: created.post.id } }), 200, admin.postResult);
    await expectAnswer(await api.admin.blog.reject.$post({ json: { postId: created.post.id } }), 200, admin.postResult);
    await expectAnswer(await api.admin.blog.posts.$get({ query: {} }), 200, admin.adminBlogPost.array());
    await expectAnswer(await api.blog.posts[":id"].$delete({ param: { id: String(created.post.id) } }), 200, admin.postDeleted);
    await expectAnswer(await api.admin["seed-seattle"].$post(), 200, admin.seededPosts);
    await expectAnswer(await api.admin.export["blog.json"].$get(), 200, admin.blogExport);
    await expectAnswer(await api.admin.blog["delete-all"].$post({ json: { confirm: DELETE_ALL_POSTS_PHRASE } }), 200, admin.deleteAllResult);
    await expectAnswer(await api.admin.venues[":id"].$delete({ param: { id: String(venueId) } }), 200, admin.venueActionResult);
    await expectAnswer(await api.admin.logout.$post(), 200, admin.ok);
  });
});
