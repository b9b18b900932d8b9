// Everything under /api/venues. Fixed paths are declared before /:id so that /{id} never swallows them.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { json, param, query } from "../lib/validate";
import { minutes, perIp, perUser, rateLimit } from "../middleware/rate-limit";
import { createClaimCheckout, createSubmissionCheckout } from "../services/payments/payments";
import { getFeaturedPricing, getPricing } from "../services/payments/pricing";
import { venueGoing } from "../services/venues/going";
import { getRating, removeRating, setRating } from "../services/venues/ratings";
import { claimChoices } from "../services/venues/venue-claims";
import { recordView } from "../services/venues/venue-stats";
import { countVenues, getPublicVenue, listFeaturedVenues, listVenuesByIds, listVenuesPage } from "../services/venues/venues";
import { claimChoicesQuery } from "../shared/contract/claims";
import { optionalUserQuery, ratingBody, userQuery } from "../shared/contract/fans";
import { claimCheckoutBody, submissionCheckoutBody } from "../shared/contract/payments";
import { venueIdParams, venueListQuery } from "../shared/contract/venues";
import { RATE_LIMITS } from "../shared/limits";

/** Checkouts per client address in a sliding 10 minutes. */
const checkoutLimit = (name: string, { perIp: max, windowMinutes }: { perIp: number; windowMinutes: number }) =>
  rateLimit([{ key: perIp(`checkout:${name}`), max, windowMs: minutes(windowMinutes) }]);
/** Rating writes per minute: generous for a person, tight for a script. */
const ratingLimit = (target: "json" | "query") =>
  rateLimit([
    { key: perUser("ratings", target), max: RATE_LIMITS.ratings.perFan, windowMs: minutes(RATE_LIMITS.ratings.windowMinutes) },
    { key: perIp("ratings"), max: RATE_LIMITS.ratings.perIp, windowMs: minutes(RATE_LIMITS.ratings.windowMinutes) },
  ]);

/** View beacons per client address per minute. */
const viewLimit = rateLimit([{ key: perIp("views"), max: RATE_LIMITS.venueViews.perIp, windowMs: minutes(RATE_LIMITS.venueViews.windowMinutes) }]);

/**
 * RFC 8288 links to the first, previous, next and last pages of GET /api/venues: absolute, on the
 * address asked (the edge cache keys on the full URL), with the same page size.
 */
function pageLinks(url: URL, limit: number, offset: number, total: number): string {
  const at = (o: number) => `<${url.origin}${url.pathname}?limit=${limit}&offset=${o}>`;
  const last = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const links = [`${at(0)}; rel="first"`];
  if (offset > 0) links.push(`${at(Math.max(0, Math.min(offset - limit, last)))}; rel="prev"`);
  if (offset + limit < total) links.push(`${at(offset + limit)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  return links.join(", ");
}

// The answer includes the fan's own stars, so it must not be shared by caches.
const PRIVATE = { "Cache-Control": "private, no-store" };

export const venueRoutes = new Hono<AppEnv>()
  .get("/", query(venueListQuery), async (c) => {
    const q = c.req.valid("query");
    if (q.ids) return c.json(await listVenuesByIds(c.var.db, q.ids));
    const [page, total] = await Promise.all([listVenuesPage(c.var.db, q.limit, q.offset), countVenues(c.var.db)]);
    // The spec's answer is a bare array: where it stops and how many there are travel in headers (RFC 8288).
    c.header("X-Total-Count", String(total));
    c.header("Link", pageLinks(new URL(c.req.url), q.limit, q.offset, total));
    return c.json(page);
  })
  .get("/featured", async (c) => c.json(await listFeaturedVenues(c.var.db)))
  // What the claim forms pick from (competitions, teams, matches): the edge cache keys it on the data versions.
  .get("/claim-choices", query(claimChoicesQuery), async (c) => c.json(await claimChoices(c.var.db, c.req.valid("query").without !== "matches")))
  // Phases change on fixed dates; the edge cache keys these on the pricing data version.
  .get("/submission-pricing", async (c) => c.json(await getPricing(c.var.db, "submission", c.var.now)))
  .get("/featured-pricing", async (c) => c.json(await getFeaturedPricing(c.var.db, c.var.now)))
  .get("/sponsor-pricing", async (c) => c.json(await getPricing(c.var.db, "sponsor", c.var.now)))
  .post("/submission-checkout", json(submissionCheckoutBody), checkoutLimit("submission", RATE_LIMITS.submissionCheckout), async (c) => {
    const { url } = await createSubmissionCheckout({ db: c.var.db, env: c.env, now: c.var.now }, c.req.valid("json"));
    return c.json({ url });
  })
  .post("/claim", json(claimCheckoutBody), checkoutLimit("claim", RATE_LIMITS.claimCheckout), async (c) => {
    const { venueId, locale } = c.req.valid("json");
    const { url } = await createClaimCheckout({ db: c.var.db, env: c.env, now: c.var.now }, venueId, locale);
    return c.json({ url });
  })
  .get("/:id", param(venueIdParams), async (c) => {
    const venue = await getPublicVenue(c.var.db, c.req.valid("param").id, c.var.now);
    if (!venue) throw notFound("Venue not found");
    return c.json(venue);
  })
  // The public "N going" of the venue's coming matches (docs/decisions/033), cached apart from the venue page.
  .get("/:id/going", param(venueIdParams), async (c) => c.json(await venueGoing(c.var.db, c.req.valid("param").id, c.var.now)))
  // The venue page's view beacon (the page itself is edge cached): a count, nothing about the visitor.
  .post("/:id/view", param(venueIdParams), viewLimit, async (c) => {
    await recordView(c.var.db, c.req.valid("param").id, c.var.now.getTime());
    return c.body(null, 204, PRIVATE);
  })
  .get("/:id/rating", param(venueIdParams), query(optionalUserQuery), async (c) => {
    const { userId } = c.req.valid("query");
    return c.json(await getRating(c.var.db, c.req.valid("param").id, userId ?? null), 200, PRIVATE);
  })
  .put("/:id/rating", param(venueIdParams), json(ratingBody), ratingLimit("json"), async (c) => {
    const { userId, stars } = c.req.valid("json");
    return c.json(await setRating(c.var.db, c.req.valid("param").id, userId, stars, c.var.now), 200, PRIVATE);
  })
  .delete("/:id/rating", param(venueIdParams), query(userQuery), ratingLimit("query"), async (c) => {
    return c.json(await removeRating(c.var.db, c.req.valid("param").id, c.req.valid("query").userId), 200, PRIVATE);
  });
