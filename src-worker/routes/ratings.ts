// Fan ratings under /api/venues/{id}/rating (mounted before the venue router).
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import type { AppEnv } from "../env";
import { fields, jsonBody, params, query } from "../lib/validate";
import { clientIp, enforceRateLimit } from "../services/rate-limit";
import { getRating, removeRating, setRating } from "../services/ratings";
import { MAX_STARS, MIN_STARS } from "../shared/fans-types";

/** Rating writes per minute. */
export const RATING_WRITES_PER_USER = 30;
export const RATING_WRITES_PER_IP = 300;

const idParams = z.object({ id: fields.idParam });
const userQuery = z.object({ userId: fields.uuid });
const optionalUserQuery = z.object({ userId: fields.uuid.optional() });
const ratingBody = z.object({
  userId: fields.uuid,
  stars: z
    .number({ error: "must be a whole number from 1 to 5" })
    .int("must be a whole number from 1 to 5")
    .min(MIN_STARS, "must be a whole number from 1 to 5")
    .max(MAX_STARS, "must be a whole number from 1 to 5"),
});

async function limitWrites(db: Db, headers: Headers, userId: string) {
  await enforceRateLimit(db, { key: `ratings:user:${userId}`, max: RATING_WRITES_PER_USER, windowSeconds: 60 });
  await enforceRateLimit(db, { key: `ratings:ip:${clientIp(headers)}`, max: RATING_WRITES_PER_IP, windowSeconds: 60 });
}

// The answer includes the fan's own stars, so it must not be shared by caches.
const PRIVATE = { "Cache-Control": "private, no-store" };

export const ratingRoutes = new Hono<AppEnv>()
  .get("/:id/rating", async (c) => {
    const { id } = params(c, idParams);
    const { userId } = query(c, optionalUserQuery);
    return c.json(await getRating(c.var.db, id, userId ?? null), 200, PRIVATE);
  })
  .put("/:id/rating", async (c) => {
    const { id } = params(c, idParams);
    const { userId, stars } = await jsonBody(c, ratingBody);
    await limitWrites(c.var.db, c.req.raw.headers, userId);
    return c.json(await setRating(c.var.db, id, userId, stars), 200, PRIVATE);
  })
  .delete("/:id/rating", async (c) => {
    const { id } = params(c, idParams);
    const { userId } = query(c, userQuery);
    await limitWrites(c.var.db, c.req.raw.headers, userId);
    return c.json(await removeRating(c.var.db, id, userId), 200, PRIVATE);
  });
